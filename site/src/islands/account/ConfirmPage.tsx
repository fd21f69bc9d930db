/**
 * The page the confirmation mail links to (`/de/signup/bestaetigen/#token=…`,
 * `/en/signup/confirm/#token=…`): takes the token out of the address, POSTs it to
 * /api/register/confirm/ — the gateway answers with the user and sets the session cookie — and
 * welcomes the new member, who is logged in now, and offers them the onboarding modal
 * (personal/offer.ts). A used or expired link shows the API's message
 * with the ways on (register again, log in).
 */
import type { Language, User } from "@tischlein/content-schemas";
import { useEffect, useRef, useState } from "react";
import { accountText } from "../../i18n/client.ts";
import { pagePath } from "../../lib/urls.ts";
import { confirmAccount } from "../../stores/account.ts";
import { offerOnboarding } from "../personal/offer.ts";
import { $user, loadUser } from "../../stores/user.ts";
import { apiMessage, OnwardLinks } from "./fields.tsx";
import { takeToken } from "./ResetPasswordPage.tsx";
import "./account.css";

type State = { step: "working" } | { step: "welcome"; user: User } | { step: "failed"; message: string };

export default function ConfirmPage({ lang }: { lang: Language }) {
  const text = accountText(lang);
  const [state, setState] = useState<State>({ step: "working" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeToken();
    if (!token) {
      // Reloaded after confirming (the token is gone from the address): still welcome.
      void loadUser().then((user) => setState(user ? { step: "welcome", user } : { step: "failed", message: text("account.confirm.missing") }));
      return;
    }
    confirmAccount(token).then(
      (user) => {
        setState({ step: "welcome", user });
        offerOnboarding(true);
      },
      (error: unknown) => {
        const user = $user.get();
        setState(user ? { step: "welcome", user } : { step: "failed", message: apiMessage(text, error) });
      },
    );
  }, []);

  if (state.step === "working") {
    return (
      <div className="acc-placeholder" aria-busy="true">
        <p role="status">{text("account.confirm.working")}</p>
      </div>
    );
  }
  if (state.step === "failed") {
    return (
      <div className="acc-sent" data-testid="confirm-failed">
        <h2 className="acc-title">{text("account.confirm.failedTitle")}</h2>
        <p className="acc-alert" role="alert">
          {state.message}
        </p>
        <p className="acc-actions">
          <a className="acc-submit" href={pagePath(lang, "signup")}>
            {text("account.confirm.signupAgain")}
          </a>
          <a className="acc-secondary" href={pagePath(lang, "login")}>
            {text("account.register.toLogin")}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="acc-sent" data-testid="welcome">
      <span className="acc-sent-icon" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 className="acc-title">{text("account.confirm.welcomeTitle", { name: state.user.name })}</h2>
      <p className="acc-status" role="status">
        {text("account.confirm.welcome")}
      </p>
      <OnwardLinks lang={lang} text={text} primary={text("account.confirm.toRecipes")} />
    </div>
  );
}
