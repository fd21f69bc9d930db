/**
 * My recipes (spec §2 profile/recipes): the cook's own recipes, the one changed last first, each
 * with its badge (draft, in review, rejected; published ones link to their page), the editors'
 * reason when rejected, and edit and delete. Logged-out readers get the login prompt.
 *
 * Hooks for tests: `data-testid="own-recipe"` with `data-state` and `data-title`.
 */
import type { Image, Language, OwnRecipe } from "@tischlein/content-schemas";
import { useEffect, useState } from "react";
import { accountText } from "../../i18n/client.ts";
import { type OwnText, ownText } from "../../i18n/own-client.ts";
import { apiRequest } from "../../lib/account-api.ts";
import { isOwnRecipeList } from "../../lib/own-guards.ts";
import { wizardPath } from "../../lib/own-recipes.ts";
import { contentPath } from "../../lib/urls.ts";
import { LoginGate, Placeholder, useSession } from "../account/session.tsx";
import CardPicture from "../CardPicture.tsx";
import "./own.css";

export default function OwnRecipesPage({ lang }: { lang: Language }) {
  const account = accountText(lang);
  const { session, user } = useSession();
  if (session === "unknown") return <Placeholder text={account} />;
  if (!user) return <LoginGate lang={lang} text={account} />;
  return <List lang={lang} text={ownText(lang)} />;
}

function List({ lang, text }: { lang: Language; text: OwnText }) {
  const [recipes, setRecipes] = useState<OwnRecipe[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () =>
    apiRequest("GET", "/users/me/recipes/", { guard: isOwnRecipeList }).then(
      (answer) => setRecipes(answer.data),
      () => setFailed(true),
    );
  useEffect(() => void load(), []);
  if (failed) return <p className="acc-alert">{text("own.error")}</p>;
  if (recipes === null) return <p className="ow-loading" aria-busy="true" />;
  const date = new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { dateStyle: "long" });
  return (
    <div className="ow-list">
      <p>
        <a className="acc-submit" href={wizardPath(lang, null, "basics")} data-testid="new-recipe">
          {text("own.list.new")}
        </a>
      </p>
      {recipes.length === 0 ? (
        <p className="empty-state">{text("own.list.empty")}</p>
      ) : (
        <ul className="ow-cards">
          {recipes.map((r) => {
            const title = r.title || text("own.list.untitled");
            const href = r.state === "published" && r.slug ? contentPath(r.language, { type: "recipe", slug: r.slug }) : wizardPath(lang, r.id, "basics");
            return (
              <li key={r.id} className="ow-item" data-testid="own-recipe" data-state={r.state} data-title={r.title}>
                <a className="media-link ow-item-link" href={href}>
                  <div className="media-frame">{r.image ? <CardPicture image={r.image as Image} /> : <span className="ow-blank" aria-hidden="true" />}</div>
                  <span className={`ow-badge ow-badge-${r.state}`}>{text(`own.badge.${r.state}`)}</span>
                  <span className="media-title">{title}</span>
                </a>
                <p className="ow-item-date">{text("own.list.updated", { date: date.format(new Date(r.updated_at)) })}</p>
                {r.state === "rejected" && r.reason && (
                  <p className="ow-item-reason" data-testid="reject-reason">
                    <strong>{text("own.list.reason")}</strong> {r.reason}
                  </p>
                )}
                <p className="ow-item-tools">
                  {(r.state === "draft" || r.state === "rejected") && <a href={wizardPath(lang, r.id, "basics")}>{text("own.list.edit")}</a>}
                  {r.state === "published" && r.slug && <a href={href}>{text("own.list.view")}</a>}
                  <button
                    type="button"
                    className="ow-link ow-danger"
                    onClick={() => {
                      if (!confirm(text("own.list.confirmDelete", { title }))) return;
                      apiRequest("DELETE", `/users/me/recipes/${r.id}/`).then(load, () => setFailed(true));
                    }}
                  >
                    {text("own.list.delete")}
                  </button>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
