/**
 * What the account pages share: the session hook, the placeholder while it is being asked for,
 * the prompt that logged-out readers of a profile page see instead (log in or register, in the
 * modal, with the pages as links), and the note for readers who are logged in already.
 */
import { useStore } from "@nanostores/react";
import type { Language, User } from "@tischlein/content-schemas";
import { useEffect } from "react";
import type { AccountText } from "../../i18n/client.ts";
import { pagePath, withReturn } from "../../lib/urls.ts";
import { openModal } from "../../stores/modal.ts";
import { $session, $user, loadUser, type Session } from "../../stores/user.ts";
import { OnwardLinks, SwitchLink, useHydrated } from "./fields.tsx";
import "./account.css";
import "./modal-loader.ts";

/**
 * The session and user, asked for once per page. Until the island has hydrated it answers
 * "unknown", as the server did when it rendered the island: the page script may know the session
 * before React hydrates, and a first render that differs from the server's HTML would fail.
 */
export function useSession(): { session: Session; user: User | null } {
  const session = useStore($session);
  const user = useStore($user);
  const hydrated = useHydrated();
  useEffect(() => void loadUser(), []);
  return hydrated ? { session, user } : { session: "unknown", user: null };
}

/** Shown while the session is not known yet (and in the server-rendered HTML). */
export function Placeholder({ text }: { text: AccountText }) {
  return (
    <div className="acc-placeholder" aria-busy="true" data-testid="account-loading">
      <p>{text("account.loading")}</p>
    </div>
  );
}

/** The prompt on an account page for a logged-out reader (log in opens the modal, or the page in a new tab). */
export function LoginGate({ lang, text }: { lang: Language; text: AccountText }) {
  const here = typeof location === "undefined" ? undefined : location.pathname;
  return (
    <section className="acc-gate" data-testid="login-gate" aria-labelledby="acc-gate-title">
      <h2 id="acc-gate-title">{text("account.gate.title")}</h2>
      <p>{text("account.gate.text")}</p>
      <p className="acc-actions">
        <a
          className="acc-submit"
          href={withReturn(pagePath(lang, "login"), here)}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            openModal("login");
          }}
        >
          {text("account.login.submit")}
        </a>
        <SwitchLink className="acc-secondary" href={pagePath(lang, "signup")} onSwitch={() => openModal("register")}>
          {text("account.gate.register")}
        </SwitchLink>
      </p>
    </section>
  );
}

/** On the login and signup pages, for a reader who is logged in already. */
export function AlreadyLoggedIn({ lang, text, user }: { lang: Language; text: AccountText; user: User }) {
  return (
    <div className="acc-sent">
      <p className="acc-status" role="status">
        {text("account.login.already", { name: user.name })}
      </p>
      <OnwardLinks lang={lang} text={text} primary={text("account.login.continue")} />
    </div>
  );
}
