/**
 * The signup page (`/de/signup/`, `/en/signup/`): the register form of the modal, server-rendered
 * and enabled once hydrated; a logged-in reader gets a note instead.
 */
import type { Language } from "@tischlein/content-schemas";
import { accountText } from "../../i18n/client.ts";
import { useHydrated } from "./fields.tsx";
import { RegisterForm } from "./forms.tsx";
import { AlreadyLoggedIn, useSession } from "./session.tsx";

export default function SignupPage({ lang }: { lang: Language }) {
  const text = accountText(lang);
  const hydrated = useHydrated();
  const { session, user } = useSession();
  if (session === "in" && user) return <AlreadyLoggedIn lang={lang} text={text} user={user} />;
  return <RegisterForm lang={lang} text={text} disabled={!hydrated} />;
}
