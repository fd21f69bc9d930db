/**
 * The profile page: a greeting with the reader's name and address (and the Plus mark for premium
 * members), shortcuts to likes, cookbooks and settings, and the latest likes. Logged-out readers
 * get the prompt to log in.
 */
import type { Language } from "@tischlein/content-schemas";
import { accountText, type AccountKey } from "../../i18n/client.ts";
import { type PageName, pagePath } from "../../lib/urls.ts";
import LikedList from "../likes/LikedList.tsx";
import { LoginGate, Placeholder, useSession } from "./session.tsx";
import "./profile.css";

const SHORTCUTS: { page: PageName; title: AccountKey; text: AccountKey }[] = [
  { page: "profileLikes", title: "account.menu.likes", text: "account.profile.likesText" },
  { page: "profileCookbooks", title: "account.menu.cookbooks", text: "account.profile.cookbooksText" },
  { page: "profileSettings", title: "account.menu.settings", text: "account.profile.settingsText" },
];

export default function ProfilePage({ lang }: { lang: Language }) {
  const text = accountText(lang);
  const { session, user } = useSession();
  if (session === "unknown") return <Placeholder text={text} />;
  if (!user) return <LoginGate lang={lang} text={text} />;
  const initial = (Array.from(user.name.trim())[0] ?? "?").toLocaleUpperCase();
  return (
    <div className="pf" data-testid="profile">
      <section className="pf-card" aria-labelledby="pf-name">
        <span className="pf-avatar" aria-hidden="true">
          {initial}
        </span>
        <div className="pf-who">
          <h2 id="pf-name">{text("account.profile.greeting", { name: user.name })}</h2>
          <p title={user.email} data-testid="profile-email">
            {user.email}
          </p>
        </div>
        {user.is_premium && <span className="pf-premium">{text("account.premium")}</span>}
      </section>

      <nav aria-labelledby="pf-shortcuts">
        <h2 id="pf-shortcuts" className="sr-only">
          {text("account.profile.shortcuts")}
        </h2>
        <ul className="pf-shortcuts">
          {SHORTCUTS.map((s) => (
            <li key={s.page}>
              <a href={pagePath(lang, s.page)}>
                <strong>{text(s.title)}</strong>
                <span>{text(s.text)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="pf-recent">
        <div className="lk-head">
          <h2 id="pf-recent">{text("account.profile.recent")}</h2>
          <a href={pagePath(lang, "profileLikes")}>{text("account.profile.seeAll")}</a>
        </div>
        <LikedList lang={lang} text={text} preview={4} />
      </section>
    </div>
  );
}
