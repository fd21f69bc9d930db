/**
 * The account forms, the same in the modals (ModalHost.tsx) and on the full pages for direct links
 * (login, signup, reset password): log in, register, forgotten password, new password; and the
 * social login buttons for the providers the gateway has enabled.
 *
 * In a modal a form shows its own heading (`titleId` labels the dialog) and its links switch the
 * modal (`onSwitch`); on a page the frame has the heading and the links are page links.
 */
import { useStore } from "@nanostores/react";
import type { Language, User } from "@tischlein/content-schemas";
import { Fragment, type ReactNode, useEffect, useState } from "react";
import type { AccountText } from "../../i18n/client.ts";
import {
  forgotErrors,
  loginErrors,
  normalizedCredentials,
  normalizedRegister,
  registerErrors,
  resetErrors,
} from "../../lib/account-rules.ts";
import { pagePath, type SocialProvider, socialLoginPath } from "../../lib/urls.ts";
import { $authMethods, loadAuthMethods } from "../../stores/auth-methods.ts";
import type { ModalId } from "../../stores/modal.ts";
import { login, register, requestPasswordReset, resetPassword } from "../../stores/account.ts";
import { Checkbox, Field, FormAlert, OnwardLinks, PasswordField, Submit, SwitchLink, useAccountForm } from "./fields.tsx";

/** What every form gets. */
export interface FormProps {
  lang: Language;
  text: AccountText;
  /** In a modal: the heading's id (it labels the dialog), and its links switch the modal. */
  titleId?: string;
  onSwitch?: (id: ModalId) => void;
  /** Disables the form until the island has hydrated (server-rendered pages). */
  disabled?: boolean;
}

/** The heading and lead of a form in a modal; nothing on a page, whose frame has them. */
function Heading({ titleId, title, lead }: { titleId?: string; title: string; lead?: ReactNode }) {
  if (!titleId) return null;
  return (
    <>
      <h2 className="acc-title" id={titleId}>
        {title}
      </h2>
      {lead && <p className="acc-lead">{lead}</p>}
    </>
  );
}

/** The path of the page the reader is on (where social logins come back to). */
function currentPath(): string {
  return typeof location === "undefined" ? "/" : location.pathname + location.search;
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook", appleid: "Apple" };
const PROVIDER_MARKS: Record<SocialProvider, string> = { google: "G", facebook: "f", appleid: "" };

/**
 * Social login buttons (spec §3 "Login methods"): only the providers GET /api/authenticate/methods/
 * lists; links to the gateway, which comes back to `returnPath`. Nothing when none is enabled.
 */
export function SocialButtons({ lang, text, returnPath }: { lang: Language; text: AccountText; returnPath?: string }) {
  const methods = useStore($authMethods);
  const [back, setBack] = useState(returnPath ?? "");
  useEffect(() => {
    void loadAuthMethods();
    if (!returnPath) setBack(currentPath());
  }, [returnPath]);
  if (methods.length === 0) return null;
  return (
    <>
      <p className="acc-or">{text("account.social.or")}</p>
      <ul className="acc-social">
        {methods.map((method) => (
          <li key={method.id}>
            <a
              className={`acc-social-${method.id}`}
              href={socialLoginPath(method.id, lang, back || pagePath(lang, "home"))}
              data-login-method={method.id}
            >
              <span className="acc-social-mark" aria-hidden="true">
                {method.id === "appleid" ? <AppleMark /> : PROVIDER_MARKS[method.id]}
              </span>
              {text("account.social.continue", { provider: PROVIDER_NAMES[method.id] })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function AppleMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-3.9ZM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4Z"
      />
    </svg>
  );
}

/** A sentence with `{name}` placeholders that become links. */
function Interpolate({ text, links }: { text: string; links: Record<string, { href: string; label: string }> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((part, i) => {
        const link = /^\{(\w+)\}$/.exec(part)?.[1];
        const target = link ? links[link] : undefined;
        return target ? (
          <a key={i} href={target.href}>
            {target.label}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        );
      })}
    </>
  );
}

/** "Check your inbox" after a mail went out. */
function Sent({ title, message, titleId }: { title: string; message: string; titleId?: string }) {
  return (
    <div className="acc-sent" data-testid="mail-sent">
      <span className="acc-sent-icon" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
        </svg>
      </span>
      {titleId ? (
        <h2 className="acc-title" id={titleId}>
          {title}
        </h2>
      ) : (
        <h2 className="acc-title">{title}</h2>
      )}
      <p className="acc-status" role="status">
        {message}
      </p>
    </div>
  );
}

/** Log in with e-mail and password (POST /api/authenticate/credentials/). */
export function LoginForm(props: FormProps & { onDone?: (user: User) => void; notice?: string }) {
  const { lang, text, titleId, onSwitch, disabled, onDone, notice } = props;
  const form = useAccountForm(text, { email: "", password: "" }, loginErrors, async (values) => {
    const user = await login(normalizedCredentials(values));
    onDone?.(user);
  });
  return (
    <div>
      <Heading titleId={titleId} title={text("account.login.title")} lead={text("account.login.lead")} />
      <form className="acc-form" onSubmit={form.submit} noValidate data-form="login">
        <fieldset disabled={disabled}>
          {notice && (
            <p className="acc-alert" role="alert" data-testid="form-error">
              {notice}
            </p>
          )}
          <FormAlert message={form.alert} />
          <Field form={form} name="email" type="email" label={text("account.field.email")} autoComplete="email" autoFocus={!!titleId} />
          <PasswordField form={form} name="password" label={text("account.field.password")} autoComplete="current-password" text={text} />
          <p className="acc-links">
            <SwitchLink href={pagePath(lang, "resetPassword")} onSwitch={onSwitch && (() => onSwitch("reset"))}>
              {text("account.login.forgot")}
            </SwitchLink>
          </p>
          <Submit busy={form.busy}>{text("account.login.submit")}</Submit>
        </fieldset>
      </form>
      <SocialButtons lang={lang} text={text} />
      <p className="acc-switch">
        {text("account.login.noAccount")}{" "}
        <SwitchLink href={pagePath(lang, "signup")} onSwitch={onSwitch && (() => onSwitch("register"))}>
          {text("account.login.toRegister")}
        </SwitchLink>
      </p>
    </div>
  );
}

/** Register (POST /api/register/): then "check your inbox" (double opt-in). */
export function RegisterForm(props: FormProps & { hint?: string }) {
  const { lang, text, titleId, onSwitch, disabled, hint } = props;
  const [sentTo, setSentTo] = useState("");
  const form = useAccountForm(text, { name: "", email: "", password: "", newsletter_opt_in: false }, registerErrors, async (values) => {
    const body = normalizedRegister(values, lang);
    await register(body);
    setSentTo(body.email);
  });
  if (sentTo) return <Sent titleId={titleId} title={text("account.register.sentTitle")} message={text("account.register.sent", { email: sentTo })} />;
  return (
    <div>
      <Heading titleId={titleId} title={text("account.register.title")} lead={hint ?? text("account.register.lead")} />
      <form className="acc-form" onSubmit={form.submit} noValidate data-form="register">
        <fieldset disabled={disabled}>
          <FormAlert message={form.alert} />
          <Field form={form} name="name" label={text("account.field.name")} autoComplete="name" hint={text("account.field.nameHint")} autoFocus={!!titleId} maxLength={80} />
          <Field form={form} name="email" type="email" label={text("account.field.email")} autoComplete="email" />
          <PasswordField
            form={form}
            name="password"
            label={text("account.field.password")}
            autoComplete="new-password"
            hint={text("account.field.passwordHint")}
            text={text}
          />
          <Checkbox form={form} name="newsletter_opt_in" label={text("account.field.newsletter")} />
          <Submit busy={form.busy}>{text("account.register.submit")}</Submit>
          <p className="acc-small">
            <Interpolate
              text={text("account.register.legal")}
              links={{
                terms: { href: pagePath(lang, "terms"), label: text("account.register.terms") },
                privacy: { href: pagePath(lang, "privacy"), label: text("account.register.privacy") },
              }}
            />
          </p>
        </fieldset>
      </form>
      <SocialButtons lang={lang} text={text} />
      <p className="acc-switch">
        {text("account.register.haveAccount")}{" "}
        <SwitchLink href={pagePath(lang, "login")} onSwitch={onSwitch && (() => onSwitch("login"))}>
          {text("account.register.toLogin")}
        </SwitchLink>
      </p>
    </div>
  );
}

/** Ask for a reset link (POST /api/password/forgot/): the reset modal and the reset page without a token. */
export function ForgotForm(props: FormProps) {
  const { lang, text, titleId, onSwitch, disabled } = props;
  const [sentTo, setSentTo] = useState("");
  const form = useAccountForm(text, { email: "" }, forgotErrors, async (values) => {
    const email = values.email.trim();
    await requestPasswordReset({ email, language: lang });
    setSentTo(email);
  });
  const back = (
    <p className="acc-switch">
      <SwitchLink href={pagePath(lang, "login")} onSwitch={onSwitch && (() => onSwitch("login"))}>
        {text("account.forgot.back")}
      </SwitchLink>
    </p>
  );
  if (sentTo) {
    return (
      <div>
        <Sent titleId={titleId} title={text("account.forgot.sentTitle")} message={text("account.forgot.sent", { email: sentTo })} />
        {back}
      </div>
    );
  }
  return (
    <div>
      <Heading titleId={titleId} title={text("account.forgot.title")} lead={text("account.forgot.lead")} />
      {!titleId && <p className="acc-lead">{text("account.forgot.lead")}</p>}
      <form className="acc-form" onSubmit={form.submit} noValidate data-form="forgot">
        <fieldset disabled={disabled}>
          <FormAlert message={form.alert} />
          <Field form={form} name="email" type="email" label={text("account.field.email")} autoComplete="email" autoFocus={!!titleId} />
          <Submit busy={form.busy}>{text("account.forgot.submit")}</Submit>
        </fieldset>
      </form>
      {back}
    </div>
  );
}

/** Set a new password with the mail's token (POST /api/password/reset/): logged in afterwards. */
export function NewPasswordForm({ lang, text, token }: { lang: Language; text: AccountText; token: string }) {
  const [done, setDone] = useState<User | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useAccountForm(text, { password: "" }, resetErrors, async (values) => {
    try {
      setDone(await resetPassword({ token, password: values.password }));
    } catch (error) {
      setFailed(true);
      throw error;
    }
  });
  if (done) {
    return (
      <div className="acc-sent">
        <h2 className="acc-title">{text("account.reset.doneTitle")}</h2>
        <p className="acc-status" role="status">
          {text("account.reset.done")}
        </p>
        <OnwardLinks lang={lang} text={text} primary={text("account.confirm.toRecipes")} />
      </div>
    );
  }
  return (
    <div>
      <h2 className="acc-title">{text("account.reset.title")}</h2>
      <p className="acc-lead">{text("account.reset.lead")}</p>
      <form className="acc-form" onSubmit={form.submit} noValidate data-form="reset">
        <FormAlert message={form.alert} />
        <PasswordField
          form={form}
          name="password"
          label={text("account.field.newPassword")}
          autoComplete="new-password"
          hint={text("account.field.passwordHint")}
          text={text}
          autoFocus
        />
        <Submit busy={form.busy}>{text("account.reset.submit")}</Submit>
      </form>
      {failed && (
        <p className="acc-switch">
          <a href={pagePath(lang, "resetPassword")}>{text("account.reset.requestNew")}</a>
        </p>
      )}
    </div>
  );
}
