/**
 * The building blocks of the account forms: labelled fields with their hint and inline error
 * (aria-invalid, aria-describedby), a password field that can show what was typed, the submit
 * button with its busy state, the form's alert and status lines, and `useAccountForm`, which runs
 * the inline rules (lib/account-rules.ts) on blur and submit and maps the API's errors: a `field`
 * goes next to its field, everything else into the form's alert, always with the API's own message.
 *
 * Hooks for tests: inputs carry the request body's field names (`name="email"` …), submit buttons
 * `data-testid="submit"`, inline errors `data-field-error="<name>"`, the form's error `role="alert"`,
 * its success `role="status"`.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { Language } from "@tischlein/content-schemas";
import type { AccountText } from "../../i18n/client.ts";
import { AccountApiError } from "../../lib/account-api.ts";
import type { FieldErrors } from "../../lib/account-rules.ts";
import { pagePath } from "../../lib/urls.ts";
import "./account.css";

/** A form's state and handlers. */
export interface AccountForm<V extends Record<string, string | boolean>> {
  values: V;
  /** Inline errors, already in words. */
  errors: Partial<Record<keyof V & string, string>>;
  /** The form's alert (an API error without a field, or the summary of inline errors). */
  alert: string;
  busy: boolean;
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  blur: (name: keyof V & string) => void;
  submit: (event: FormEvent) => void;
  /** Registers an input, so a submit with errors can focus the first one. */
  register: (name: keyof V & string) => (el: HTMLElement | null) => void;
  /** Starts over with these values (after a successful change). */
  reset: (values: V) => void;
}

/**
 * State of one account form. `rules` answers inline error codes; `send` calls the API (a store
 * verb) and may throw `AccountApiError`.
 */
export function useAccountForm<V extends Record<string, string | boolean>>(
  text: AccountText,
  initial: V,
  rules: (values: V) => FieldErrors<keyof V & string>,
  send: (values: V) => Promise<void>,
): AccountForm<V> {
  type Name = keyof V & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [alert, setAlert] = useState("");
  const [busy, setBusy] = useState(false);
  const inputs = useRef(new Map<Name, HTMLElement>());

  const inline = (all: V, name: Name) => {
    const code = rules(all)[name];
    return code ? text(`account.error.${code}`) : undefined;
  };

  return {
    values,
    errors,
    alert,
    busy,
    set(name, value) {
      const next = { ...values, [name]: value };
      setValues(next);
      // An error goes away as soon as the input is right; new errors wait for blur or submit.
      if (errors[name as Name]) setErrors({ ...errors, [name]: inline(next, name) });
    },
    blur(name) {
      if (values[name] === "" || values[name] === false) return;
      setErrors({ ...errors, [name]: inline(values, name) });
    },
    reset(next) {
      setValues(next);
      setErrors({});
      setAlert("");
    },
    register: (name) => (el) => {
      if (el) inputs.current.set(name, el);
      else inputs.current.delete(name);
    },
    submit(event) {
      event.preventDefault();
      if (busy) return;
      const found = rules(values);
      const names = Object.keys(found) as Name[];
      if (names.length > 0) {
        const words: Partial<Record<Name, string>> = {};
        for (const name of names) words[name] = text(`account.error.${found[name]!}`);
        setErrors(words);
        setAlert(text("account.error.summary"));
        const first = [...inputs.current.keys()].find((name) => names.includes(name));
        if (first) inputs.current.get(first)?.focus();
        return;
      }
      setErrors({});
      setAlert("");
      setBusy(true);
      send(values)
        .catch((error: unknown) => {
          if (error instanceof AccountApiError && error.field && inputs.current.has(error.field as Name)) {
            setErrors({ [error.field]: error.message || text("account.error.generic") } as Partial<Record<Name, string>>);
            inputs.current.get(error.field as Name)?.focus();
            return;
          }
          setAlert(apiMessage(text, error));
        })
        .finally(() => setBusy(false));
    },
  };
}

/** The words for a failed call: the API's message, else what went wrong in general. */
export function apiMessage(text: AccountText, error: unknown): string {
  if (error instanceof AccountApiError) {
    if (error.message) return error.message;
    if (error.code === "network") return text("account.error.network");
  }
  return text("account.error.generic");
}

/** True once the island runs in the browser: server-rendered forms stay disabled until then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

interface FieldProps<V extends Record<string, string | boolean>> {
  form: AccountForm<V>;
  name: keyof V & string;
  label: string;
  type?: "text" | "email";
  autoComplete?: string;
  hint?: string;
  autoFocus?: boolean;
  maxLength?: number;
}

/** A text or e-mail field with its label, hint and inline error. */
export function Field<V extends Record<string, string | boolean>>(props: FieldProps<V>) {
  const { form, name, label, type = "text", autoComplete, hint, autoFocus, maxLength } = props;
  const id = useId();
  const error = form.errors[name];
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="acc-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={form.register(name)}
        id={id}
        name={name}
        type={type}
        value={form.values[name] as string}
        onChange={(e) => form.set(name, e.target.value as V[typeof name])}
        onBlur={() => form.blur(name)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        maxLength={maxLength}
        inputMode={type === "email" ? "email" : undefined}
        spellCheck={type === "email" ? false : undefined}
        autoCapitalize={type === "email" ? "off" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <FieldNotes id={id} name={name} hint={hint} error={error} />
    </div>
  );
}

interface PasswordProps<V extends Record<string, string | boolean>> extends Omit<FieldProps<V>, "type"> {
  text: AccountText;
  autoComplete: "current-password" | "new-password" | "off";
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordField<V extends Record<string, string | boolean>>(props: PasswordProps<V>) {
  const { form, name, label, autoComplete, hint, autoFocus, text } = props;
  const [shown, setShown] = useState(false);
  const id = useId();
  const error = form.errors[name];
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="acc-field">
      <label htmlFor={id}>{label}</label>
      <div className="acc-input-row">
        <input
          ref={form.register(name)}
          id={id}
          name={name}
          type={shown ? "text" : "password"}
          value={form.values[name] as string}
          onChange={(e) => form.set(name, e.target.value as V[typeof name])}
          onBlur={() => form.blur(name)}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <button
          type="button"
          className="acc-reveal"
          aria-label={text(shown ? "account.field.hidePassword" : "account.field.showPassword")}
          onClick={() => setShown(!shown)}
        >
          {text(shown ? "account.field.hide" : "account.field.show")}
        </button>
      </div>
      <FieldNotes id={id} name={name} hint={hint} error={error} />
    </div>
  );
}

/** A drop-down with its label and hint. */
export function Select<V extends Record<string, string | boolean>>(props: {
  form: AccountForm<V>;
  name: keyof V & string;
  label: string;
  hint?: string;
  options: { value: string; label: string }[];
}) {
  const { form, name, label, hint, options } = props;
  const id = useId();
  return (
    <div className="acc-field">
      <label htmlFor={id}>{label}</label>
      <select
        ref={form.register(name)}
        id={id}
        name={name}
        value={form.values[name] as string}
        onChange={(e) => form.set(name, e.target.value as V[typeof name])}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} name={name} hint={hint} />
    </div>
  );
}

/** A check box with its label. */
export function Checkbox<V extends Record<string, string | boolean>>({ form, name, label }: { form: AccountForm<V>; name: keyof V & string; label: string }) {
  return (
    <label className="acc-check">
      <input type="checkbox" name={name} checked={form.values[name] as boolean} onChange={(e) => form.set(name, e.target.checked as V[typeof name])} />
      <span>{label}</span>
    </label>
  );
}

/** The submit button; shows a spinner while the request is under way. */
export function Submit({ busy, children, danger = false }: { busy: boolean; children: ReactNode; danger?: boolean }) {
  return (
    <button type="submit" className={danger ? "acc-submit acc-submit-danger" : "acc-submit"} disabled={busy} aria-busy={busy || undefined} data-testid="submit">
      {busy && <span className="acc-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** The form's error line (role=alert), when there is one. */
export function FormAlert({ message }: { message: string }) {
  return message ? (
    <p className="acc-alert" role="alert" data-testid="form-error">
      {message}
    </p>
  ) : null;
}

/**
 * A link to another form: a real page link, which in the modal switches the modal instead
 * (`onSwitch`), so both work and a new tab gets the page.
 */
export function SwitchLink({ href, onSwitch, children, className }: { href: string; onSwitch?: () => void; children: ReactNode; className?: string }) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!onSwitch || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onSwitch();
      }}
    >
      {children}
    </a>
  );
}

/**
 * The two ways on once a reader is logged in (after confirming, resetting, or on a login page they
 * no longer need): to the recipes, with `primary` as its label, and to their profile.
 */
export function OnwardLinks({ lang, text, primary }: { lang: Language; text: AccountText; primary: string }) {
  return (
    <p className="acc-actions">
      <a className="acc-submit" href={pagePath(lang, "recipes")}>
        {primary}
      </a>
      <a className="acc-secondary" href={pagePath(lang, "profile")}>
        {text("account.confirm.toProfile")}
      </a>
    </p>
  );
}

/** A field's hint and its error, with the ids its aria-describedby names. */
function FieldNotes({ id, name, hint, error }: { id: string; name: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="acc-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="acc-field-error" data-field-error={name}>
          {error}
        </p>
      )}
    </>
  );
}
