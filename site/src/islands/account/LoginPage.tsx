/**
 * The login page (`/de/anmelden/`, `/en/login/`) for direct links and mails: the login form of the
 * modal, server-rendered and enabled once hydrated. A failed social login comes back with
 * `?error=social`, shown as an alert; after logging in the reader goes to `?return=` (a same-origin
 * path only) or the home page. A logged-in reader gets a note instead of the form.
 */
import type { Language } from "@tischlein/content-schemas";
import { useEffect, useState } from "react";
import { accountText } from "../../i18n/client.ts";
import { pagePath, safeReturnPath } from "../../lib/urls.ts";
import { LoginForm } from "./forms.tsx";
import { useHydrated } from "./fields.tsx";
import { AlreadyLoggedIn, useSession } from "./session.tsx";

export default function LoginPage({ lang }: { lang: Language }) {
  const text = accountText(lang);
  const hydrated = useHydrated();
  const { session, user } = useSession();
  const [socialError, setSocialError] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => setSocialError(new URLSearchParams(location.search).get("error") === "social"), []);

  if (session === "in" && user && !leaving) return <AlreadyLoggedIn lang={lang} text={text} user={user} />;
  return (
    <LoginForm
      lang={lang}
      text={text}
      disabled={!hydrated || leaving}
      notice={socialError ? text("account.login.socialError") : undefined}
      onDone={() => {
        setLeaving(true);
        location.assign(safeReturnPath(new URLSearchParams(location.search).get("return"), pagePath(lang, "home")));
      }}
    />
  );
}
