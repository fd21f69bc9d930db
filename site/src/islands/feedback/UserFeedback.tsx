/**
 * The footer's feedback modal (spec §2 "a feedback button opening a modal", modal id "user
 * feedback"), shown by the modal host (account/ModalHost.tsx), which loads this file the first time
 * it opens: what it is about (idea, problem, praise, other), the message with a counter, an optional
 * address for an answer, and the page it is sent from. Sent to POST /api/feedback/; a thank-you
 * then. A 422 shows the gateway's message at its field, a 429 asks to try later, anything else a
 * general error — and what was typed always stays.
 *
 * Hooks for tests: `data-modal="user feedback"` on its body, `data-testid="submit"` on the send
 * button, `data-testid="form-error"` on the error line.
 */
import type { Language } from "@tischlein/content-schemas";
import { type FormEvent, useId, useState } from "react";
import { feedbackText } from "../../i18n/feedback-client.ts";
import { AccountApiError, apiRequest } from "../../lib/account-api.ts";
import { closeModal } from "../../stores/modal.ts";
import "./feedback.css";

const KINDS = ["idea", "problem", "praise", "other"] as const;
/** The message's bounds (content-schemas FeedbackRequest). */
const MIN = 3;
const MAX = 2000;

interface Props {
  lang: Language;
  /** Id of the modal's heading. */
  titleId: string;
}

export default function UserFeedback({ lang, titleId }: Props) {
  const text = feedbackText(lang);
  const [kind, setKind] = useState<(typeof KINDS)[number]>("idea");
  const [message, setMessage] = useState("");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState("");
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const ids = { message: useId(), email: useId(), counter: useId(), hint: useId(), messageError: useId(), emailError: useId() };
  const page = location.pathname;

  async function send(event: FormEvent) {
    event.preventDefault();
    setError("");
    setFieldError(null);
    if (message.trim().length < MIN) {
      setFieldError({ field: "message", message: text("feedback.tooShort", { min: MIN }) });
      return;
    }
    setBusy(true);
    try {
      const body = { kind, message: message.trim(), page, language: lang, ...(email.trim() ? { email: email.trim() } : {}) };
      await apiRequest("POST", "/feedback/", { body, lang });
      setSent(true);
    } catch (e) {
      const status = e instanceof AccountApiError ? e.status : 0;
      if (status === 422 && e instanceof AccountApiError && (e.field === "message" || e.field === "email") && e.message) {
        setFieldError({ field: e.field, message: e.message });
      } else {
        setError(text(status === 429 ? "feedback.tooMany" : "feedback.failed"));
      }
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="acc-sent" data-modal="user feedback" data-state="sent">
        <h2 className="acc-title" id={titleId}>
          {text("feedback.thanks.title")}
        </h2>
        <p className="acc-lead">{text("feedback.thanks.text")}</p>
        <button type="button" className="acc-submit" onClick={closeModal} autoFocus>
          {text("feedback.close")}
        </button>
      </div>
    );
  }

  const invalid = (field: string) => fieldError?.field === field;
  return (
    <form className="acc-form fb-form" data-modal="user feedback" onSubmit={send} noValidate>
      <h2 className="acc-title" id={titleId}>
        {text("feedback.title")}
      </h2>
      <p className="acc-lead">{text("feedback.lead")}</p>
      {error && (
        <p className="acc-alert" role="alert" data-testid="form-error">
          {error}
        </p>
      )}
      <fieldset className="fb-kinds">
        <legend className="acc-label">{text("feedback.kind")}</legend>
        {KINDS.map((k) => (
          <label key={k} className="fb-kind">
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
            <span>{text(`feedback.kind.${k}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="acc-field">
        <label htmlFor={ids.message}>{text("feedback.message")}</label>
        <textarea
          id={ids.message}
          name="message"
          rows={5}
          maxLength={MAX}
          required
          autoFocus
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            if (invalid("message")) setFieldError(null);
          }}
          aria-invalid={invalid("message") || undefined}
          aria-describedby={invalid("message") ? `${ids.messageError} ${ids.counter}` : ids.counter}
        />
        <p className="acc-hint fb-counter" id={ids.counter}>
          {text("feedback.counter", { count: message.length, max: MAX })}
        </p>
        {invalid("message") && (
          <p className="acc-field-error" id={ids.messageError}>
            {fieldError!.message}
          </p>
        )}
      </div>
      <div className="acc-field">
        <label htmlFor={ids.email}>{text("feedback.email")}</label>
        <input
          id={ids.email}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (invalid("email")) setFieldError(null);
          }}
          aria-invalid={invalid("email") || undefined}
          aria-describedby={invalid("email") ? `${ids.emailError} ${ids.hint}` : ids.hint}
        />
        <p className="acc-hint" id={ids.hint}>
          {text("feedback.emailHint")}
        </p>
        {invalid("email") && (
          <p className="acc-field-error" id={ids.emailError}>
            {fieldError!.message}
          </p>
        )}
      </div>
      <p className="fb-page">{text("feedback.page", { page })}</p>
      <button type="submit" className="acc-submit" disabled={busy} data-testid="submit">
        {busy && <span className="acc-spinner" aria-hidden="true" />}
        {text("feedback.submit")}
      </button>
    </form>
  );
}
