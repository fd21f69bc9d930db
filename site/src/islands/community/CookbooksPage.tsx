/**
 * The cookbooks pages (spec §2 profile/cookbooks and profile/cookbooks/{id}; one prerendered page
 * serves both — the gateway and Netlify rewrite the detail paths to it): the reader's cookbooks as
 * cards with cover and count, and one cookbook with its recipes and stories, where it can be
 * renamed or deleted and each item moved or removed (the rename, delete, item move and item delete
 * modals). Logged-out readers get the login prompt.
 *
 * Hooks for tests: `data-testid="cookbook-card"` with `data-name`, `data-testid="cookbook-item"`.
 */
import { useStore } from "@nanostores/react";
import type { ContentSummary, Language } from "@tischlein/content-schemas";
import { useEffect, useState } from "react";
import { accountText } from "../../i18n/client.ts";
import { type CommunityText, communityText } from "../../i18n/community-client.ts";
import { apiRequest } from "../../lib/account-api.ts";
import { isPagedOf } from "../../lib/community-guards.ts";
import { formatDuration } from "../../lib/format.ts";
import { contentPath, pagePath } from "../../lib/urls.ts";
import { $cookbookChanged, $cookbooks, loadCookbooks } from "../../stores/cookbooks.ts";
import { openModal } from "../../stores/modal.ts";
import { LoginGate, Placeholder, useSession } from "../account/session.tsx";
import CardPicture from "../CardPicture.tsx";
import "./community.css";

const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/;
const isSummaryPage = isPagedOf((v: unknown): v is ContentSummary => typeof v === "object" && v !== null && "slug" in v && "image" in v);

function BookList({ lang, text }: { lang: Language; text: CommunityText }) {
  const books = useStore($cookbooks);
  const changed = useStore($cookbookChanged);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadCookbooks().catch(() => setFailed(true));
  }, [changed]);
  if (failed) return <p className="acc-alert">{text("community.error")}</p>;
  if (books === null) return <p className="cm-loading" aria-busy="true" />;
  return (
    <div className="cm-page">
      <p>
        <button type="button" className="acc-submit cm-inline" onClick={() => openModal("cookbooks create")} data-testid="new-cookbook">
          {text("community.page.create")}
        </button>
      </p>
      {books.length === 0 ? (
        <p className="empty-state">{text("community.page.empty")}</p>
      ) : (
        <ul className="card-grid cm-book-grid">
          {books.map((b) => (
            <li key={b.id}>
              <a className="media-link cm-book-card" href={`${pagePath(lang, "profileCookbooks")}${b.id}/`} data-testid="cookbook-card" data-name={b.name}>
                <div className="media-frame">{b.cover ? <CardPicture image={b.cover} /> : <span className="cm-book-blank" aria-hidden="true" />}</div>
                <span className="media-title cm-book-card-name">{b.name}</span>
                <span className="cm-book-card-count">{text("community.cookbooks.count", { count: b.item_count })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Book({ lang, text, id }: { lang: Language; text: CommunityText; id: string }) {
  const books = useStore($cookbooks);
  const changed = useStore($cookbookChanged);
  const [items, setItems] = useState<ContentSummary[] | null>(null);
  const [paging, setPaging] = useState({ page: 1, pages: 1 });
  const [missing, setMissing] = useState(false);
  const book = books?.find((b) => b.id === id);

  const load = async (page: number) => {
    try {
      const answer = await apiRequest("GET", `/users/me/cookbooks/${id}/items/?page=${page}`, { guard: isSummaryPage });
      setItems((list) => (page === 1 ? answer.data : [...(list ?? []), ...answer.data]));
      setPaging(answer.meta.pagination);
    } catch {
      setMissing(true);
    }
  };
  useEffect(() => {
    void loadCookbooks().catch(() => {});
    void load(1);
  }, [id, changed]);

  if (missing || (books !== null && !book)) {
    return (
      <div className="cm-page">
        <p className="empty-state">{text("community.page.notFound")}</p>
        <a href={pagePath(lang, "profileCookbooks")}>{text("community.page.back")}</a>
      </div>
    );
  }
  if (!book || items === null) return <p className="cm-loading" aria-busy="true" />;
  const ref = { id: book.id, name: book.name };
  return (
    <div className="cm-page">
      <p className="cm-back">
        <a href={pagePath(lang, "profileCookbooks")}>← {text("community.page.back")}</a>
      </p>
      <div className="cm-book-head">
        <h2 data-testid="cookbook-name">{book.name}</h2>
        <span className="cm-book-card-count">{text("community.cookbooks.count", { count: book.item_count })}</span>
        <span className="cm-book-tools">
          <button type="button" className="acc-secondary cm-inline" onClick={() => openModal("rename", { cookbook: ref })} data-testid="rename">
            {text("community.page.rename")}
          </button>
          <button type="button" className="acc-secondary cm-inline cm-danger" onClick={() => openModal("delete", { cookbook: ref })} data-testid="delete">
            {text("community.page.delete")}
          </button>
        </span>
      </div>
      {items.length === 0 ? (
        <p className="empty-state">
          {text("community.page.itemEmpty")} <a href={pagePath(lang, "recipes")}>{text("community.page.browse")}</a>
        </p>
      ) : (
        <ul className="card-grid">
          {items.map((item) => {
            const minutes = item.type === "recipe" ? item.duration.preparation + item.duration.baking + item.duration.resting : 0;
            const entry = { id: item.content_id, title: item.title };
            return (
              <li key={item.id}>
                <article className="cm-item-card" data-testid="cookbook-item" data-item-id={item.id}>
                  <a className="media-link" href={contentPath(lang, item)}>
                    <div className="media-frame">
                      <CardPicture image={item.image} />
                    </div>
                    <span className="cm-item-title media-title">{item.title}</span>
                    {minutes > 0 && <span className="cm-item-time">{formatDuration(minutes, lang)}</span>}
                  </a>
                  <span className="cm-item-tools">
                    <button type="button" className="cm-link" aria-label={text("community.page.move", { title: item.title })} onClick={() => openModal("item move", { cookbook: ref, item: entry })} data-testid="move">
                      {text("community.itemMove.submit")}
                    </button>
                    <button type="button" className="cm-link cm-danger" aria-label={text("community.page.remove", { title: item.title })} onClick={() => openModal("item delete", { cookbook: ref, item: entry })} data-testid="remove">
                      {text("community.itemDelete.submit")}
                    </button>
                  </span>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {paging.page < paging.pages && (
        <button type="button" className="acc-secondary" onClick={() => void load(paging.page + 1)}>
          {text("community.page.more")}
        </button>
      )}
    </div>
  );
}

export default function CookbooksPage({ lang }: { lang: Language }) {
  const account = accountText(lang);
  const text = communityText(lang);
  const { session } = useSession();
  const [id, setId] = useState<string | null | undefined>(undefined);
  useEffect(() => setId(UUID.exec(location.pathname)?.[1] ?? null), []);
  if (session === "unknown" || id === undefined) return <Placeholder text={account} />;
  if (session === "out") return <LoginGate lang={lang} text={account} />;
  return id ? <Book lang={lang} text={text} id={id} /> : <BookList lang={lang} text={text} />;
}
