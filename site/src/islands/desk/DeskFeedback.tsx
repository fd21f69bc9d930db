/**
 * The desk's feedback tab: what readers sent from the footer's feedback modal, newest
 * first (GET /api/editorial/feedback/?state=open|all), with its kind, the message (as text), the
 * page it came from, the reader's address for an answer and their name when they were logged in.
 * "Done" marks one handled (PATCH /api/editorial/feedback/{id}/ {handled}, audited) and takes it
 * off the open list; under "all" it toggles back. Loaded when the tab is opened.
 *
 * Hooks for tests: `data-testid="feedback-entry"` with `data-id`, `data-testid="feedback-done"`.
 */
import type { FeedbackEntry, Language } from "@tischlein/content-schemas";
import { useEffect, useId, useState } from "react";
import type { DeskText } from "../../i18n/desk-client.ts";
import { type AccountApiError, apiRequest } from "../../lib/account-api.ts";

interface Paged {
  data: FeedbackEntry[];
  meta: { pagination: { page: number; pages: number } };
}

const isPaged = (v: unknown): v is Paged => typeof v === "object" && v !== null && Array.isArray((v as Paged).data);

const dateOf = (lang: Language, iso: string) =>
  new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

export default function DeskFeedback({ lang, text }: { lang: Language; text: DeskText }) {
  const [state, setState] = useState<"open" | "all">("open");
  const [items, setItems] = useState<FeedbackEntry[] | null>(null);
  const [page, setPage] = useState({ page: 0, pages: 1 });
  const [error, setError] = useState("");
  const id = useId();

  const load = (n: number) =>
    apiRequest("GET", `/editorial/feedback/?state=${state}&page=${n}`, { guard: isPaged }).then(
      (answer) => {
        setItems((list) => (n === 1 ? answer.data : [...(list ?? []), ...answer.data]));
        setPage(answer.meta.pagination);
      },
      (e: AccountApiError) => setError(text("desk.error", { message: e.message || e.code })),
    );
  useEffect(() => {
    setItems(null);
    setError("");
    void load(1);
  }, [state]);

  const mark = (entry: FeedbackEntry, handled: boolean) =>
    apiRequest("PATCH", `/editorial/feedback/${entry.id}/`, { body: { handled } }).then(
      () =>
        setItems((list) =>
          state === "open" && handled
            ? (list ?? []).filter((f) => f.id !== entry.id)
            : (list ?? []).map((f) => (f.id === entry.id ? { ...f, handled_at: handled ? new Date().toISOString() : null } : f)),
        ),
      (e: AccountApiError) => setError(text("desk.error", { message: e.message || e.code })),
    );

  return (
    <div>
      <div className="dk-filters">
        <div className="dk-choices" role="radiogroup" aria-label={text("desk.feedback.show")}>
          {(["open", "all"] as const).map((s) => (
            <label key={s} className="dk-chip">
              <input type="radio" name={`${id}-state`} checked={state === s} onChange={() => setState(s)} />
              <span>{text(`desk.feedback.${s}`)}</span>
            </label>
          ))}
        </div>
      </div>
      {error && (
        <p className="acc-alert" role="status" data-testid="desk-message">
          {error}
        </p>
      )}
      {!items && !error && <p className="dk-loading" aria-busy="true" />}
      {items?.length === 0 && <p className="empty-state">{text(state === "open" ? "desk.feedback.empty" : "desk.empty")}</p>}
      <ul className="dk-list">
        {items?.map((f) => (
          <li key={f.id} className="dk-card" data-testid="feedback-entry" data-id={f.id}>
            <div className="dk-row">
              <span className={`dk-badge dk-fb-${f.kind}`}>{text(`desk.feedback.kind.${f.kind}`)}</span>
              <span className="dk-meta">
                {dateOf(lang, f.created_at)} · {f.user ? f.user.name : text("desk.feedback.anonymous")}
              </span>
            </div>
            <p className="dk-quote">{f.message}</p>
            <p className="dk-meta dk-fb-links">
              <a href={f.page} lang={f.language}>
                {f.page}
              </a>
              {f.email && (
                <>
                  {" · "}
                  <a href={`mailto:${f.email}`}>{f.email}</a>
                </>
              )}
            </p>
            <label className="acc-check dk-fb-done">
              <input type="checkbox" checked={f.handled_at !== null} onChange={(e) => void mark(f, e.target.checked)} data-testid="feedback-done" />
              <span>{text("desk.feedback.done")}</span>
            </label>
          </li>
        ))}
      </ul>
      {page.page < page.pages && items && (
        <button type="button" className="acc-secondary" onClick={() => void load(page.page + 1)}>
          {text("desk.more")}
        </button>
      )}
    </div>
  );
}
