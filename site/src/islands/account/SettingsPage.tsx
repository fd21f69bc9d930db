/**
 * The settings page (profile/settings, profile/einstellungen): the profile (name, newsletter
 * consent, language: PATCH /api/users/me/ with what changed), the password (POST
 * /api/users/me/password/; accounts made by social login have none and get a link to set one), and
 * deleting the account (DELETE /api/users/me/) behind a confirmation step that asks for the
 * password — or, without one, for the account's e-mail address. The personalisation section opens
 * the onboarding wizard (personal/PersonalModals.tsx). Logged-out readers get the prompt.
 */
import type { Language, User } from "@tischlein/content-schemas";
import { useState } from "react";
import { accountText, type AccountText } from "../../i18n/client.ts";
import { personalText } from "../../i18n/personal-client.ts";
import { deleteErrors, deletePayload, passwordChangeErrors, profileErrors, profilePatch } from "../../lib/account-rules.ts";
import { pagePath } from "../../lib/urls.ts";
import { changePassword, deleteAccount, updateUser } from "../../stores/account.ts";
import { openModal } from "../../stores/modal.ts";
import { Checkbox, Field, FormAlert, PasswordField, Select, Submit, useAccountForm } from "./fields.tsx";
import { LoginGate, Placeholder, useSession } from "./session.tsx";

export default function SettingsPage({ lang }: { lang: Language }) {
  const text = accountText(lang);
  const { session, user } = useSession();
  const [deleted, setDeleted] = useState(false);
  if (deleted) {
    return (
      <div className="acc-sent" data-testid="account-deleted">
        <p className="acc-status" role="status">
          {text("account.settings.deleted")}
        </p>
        <a className="acc-secondary" href={pagePath(lang, "home")}>
          {text("account.settings.home")}
        </a>
      </div>
    );
  }
  if (session === "unknown") return <Placeholder text={text} />;
  if (!user) return <LoginGate lang={lang} text={text} />;
  return (
    <div data-testid="settings">
      <ProfileSection text={text} user={user} />
      <PasswordSection lang={lang} text={text} user={user} />
      <PersonalizationSection lang={lang} />
      <DeleteSection text={text} user={user} onDeleted={() => setDeleted(true)} />
    </div>
  );
}

/** Personalisation: opens the onboarding wizard, which shows and saves the choices. */
function PersonalizationSection({ lang }: { lang: Language }) {
  const text = personalText(lang);
  return (
    <section className="acc-section" aria-labelledby="settings-personalization">
      <h2 id="settings-personalization">
        {text("personal.settings.title")}
      </h2>
      <p className="acc-hint">{text("personal.settings.text")}</p>
      <button type="button" className="acc-secondary" data-testid="personalization" onClick={() => openModal("onboarding wizard")}>
        {text("personal.settings.edit")}
      </button>
    </section>
  );
}

function ProfileSection({ text, user }: { text: AccountText; user: User }) {
  const [saved, setSaved] = useState(false);
  const form = useAccountForm(
    text,
    { name: user.name, language: user.language as string, newsletter_opt_in: user.newsletter_opt_in },
    profileErrors,
    async (values) => {
      setSaved(false);
      const patch = profilePatch({ ...values, language: values.language === "en" ? "en" : "de" }, user);
      if (Object.keys(patch).length > 0) await updateUser(patch);
      setSaved(true);
    },
  );
  return (
    <section className="acc-section" aria-labelledby="settings-profile">
      <h2 id="settings-profile">{text("account.settings.profileTitle")}</h2>
      <p>{text("account.settings.signedInAs", { email: user.email })}</p>
      <form className="acc-form" onSubmit={form.submit} onChange={() => setSaved(false)} noValidate data-form="profile">
        <FormAlert message={form.alert} />
        <Field form={form} name="name" label={text("account.field.name")} autoComplete="name" hint={text("account.field.nameHint")} maxLength={80} />
        <Select
          form={form}
          name="language"
          label={text("account.field.language")}
          hint={text("account.field.languageHint")}
          options={[
            { value: "de", label: text("account.language.de") },
            { value: "en", label: text("account.language.en") },
          ]}
        />
        <Checkbox form={form} name="newsletter_opt_in" label={text("account.field.newsletter")} />
        {saved && (
          <p className="acc-status" role="status">
            {text("account.settings.saved")}
          </p>
        )}
        <div className="acc-actions">
          <Submit busy={form.busy}>{text("account.settings.save")}</Submit>
        </div>
      </form>
    </section>
  );
}

function PasswordSection({ lang, text, user }: { lang: Language; text: AccountText; user: User }) {
  const [done, setDone] = useState(false);
  const empty = { current_password: "", new_password: "" };
  const form = useAccountForm(text, empty, passwordChangeErrors, async (values) => {
    setDone(false);
    await changePassword(values);
    form.reset(empty);
    setDone(true);
  });
  return (
    <section className="acc-section" aria-labelledby="settings-password">
      <h2 id="settings-password">{text("account.settings.passwordTitle")}</h2>
      {user.has_password ? (
        <form className="acc-form" onSubmit={form.submit} noValidate data-form="password">
          <FormAlert message={form.alert} />
          {/* The address lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <PasswordField form={form} name="current_password" label={text("account.field.currentPassword")} autoComplete="current-password" text={text} />
          <PasswordField
            form={form}
            name="new_password"
            label={text("account.field.newPassword")}
            autoComplete="new-password"
            hint={text("account.field.passwordHint")}
            text={text}
          />
          {done && (
            <p className="acc-status" role="status">
              {text("account.settings.passwordDone")}
            </p>
          )}
          <div className="acc-actions">
            <Submit busy={form.busy}>{text("account.settings.passwordSubmit")}</Submit>
          </div>
        </form>
      ) : (
        <>
          <p>{text("account.settings.passwordNone")}</p>
          <a className="acc-secondary" href={pagePath(lang, "resetPassword")}>
            {text("account.settings.passwordSet")}
          </a>
        </>
      )}
    </section>
  );
}

function DeleteSection({ text, user, onDeleted }: { text: AccountText; user: User; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const form = useAccountForm(
    text,
    { password: "" },
    (values) => deleteErrors(values, user),
    async (values) => {
      await deleteAccount(deletePayload(values, user));
      onDeleted();
    },
  );
  return (
    <section className="acc-section acc-danger" aria-labelledby="settings-delete">
      <h2 id="settings-delete">{text("account.settings.deleteTitle")}</h2>
      <p>{text("account.settings.deleteText")}</p>
      {!confirming ? (
        <button type="button" className="acc-secondary" onClick={() => setConfirming(true)} data-testid="delete-start">
          {text("account.settings.deleteStart")}
        </button>
      ) : (
        <form className="acc-form acc-confirm" onSubmit={form.submit} noValidate data-form="delete">
          <p>
            {user.has_password
              ? text("account.settings.deleteConfirmPassword")
              : text("account.settings.deleteConfirmEmail", { email: user.email })}
          </p>
          <FormAlert message={form.alert} />
          {user.has_password ? (
            <PasswordField form={form} name="password" label={text("account.field.password")} autoComplete="current-password" text={text} autoFocus />
          ) : (
            <Field form={form} name="password" type="email" label={text("account.settings.deleteEmailLabel")} autoComplete="off" autoFocus />
          )}
          <div className="acc-actions">
            <Submit busy={form.busy} danger>
              {text("account.settings.deleteSubmit")}
            </Submit>
            <button type="button" className="acc-secondary" onClick={() => setConfirming(false)}>
              {text("account.settings.deleteCancel")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
