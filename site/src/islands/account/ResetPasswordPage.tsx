/**
 * The reset-password page (`/de/passwort-zuruecksetzen/`, `/en/reset-password/`): without a token
 * the "forgot password" form; with `#token=…` from the mail the new-password form. The token is
 * taken out of the address bar at once (history.replaceState), so it stays out of the history and
 * of anything the reader shares.
 */
import type { Language } from "@tischlein/content-schemas";
import { useEffect, useState } from "react";
import { accountText } from "../../i18n/client.ts";
import { tokenFromHash } from "../../lib/urls.ts";
import { ForgotForm, NewPasswordForm } from "./forms.tsx";
import { Placeholder } from "./session.tsx";

/** Reads the mail's token from the fragment and removes it from the address. */
export function takeToken(): string | null {
  const token = tokenFromHash(location.hash);
  if (location.hash) history.replaceState(history.state, "", location.pathname + location.search);
  return token;
}

export default function ResetPasswordPage({ lang }: { lang: Language }) {
  const text = accountText(lang);
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(takeToken()), []);
  if (token === undefined) return <Placeholder text={text} />;
  if (token) return <NewPasswordForm lang={lang} text={text} token={token} />;
  return <ForgotForm lang={lang} text={text} />;
}
