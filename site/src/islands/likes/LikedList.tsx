/**
 * The user's liked recipes and stories as cards (GET /api/users/me/likes/?page=n, newest like
 * first). The next page is fetched while page < pages (spec §7): when the end of the list scrolls
 * into view, or with the "load more" button (for keyboards and when observing is not possible).
 * `preview` shows the first few only (the profile page).
 */
import type { ContentSummary, Language } from "@tischlein/content-schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import type { AccountText } from "../../i18n/client.ts";
import { pagePath } from "../../lib/urls.ts";
import { fetchLikedPage, LIKES_PER_PAGE } from "../../stores/liked-items.ts";
import LikedCard from "./LikedCard.tsx";
import "./likes-page.css";

interface Props {
  lang: Language;
  text: AccountText;
  /** Show this many and no paging (the profile page's preview). */
  preview?: number;
}

type Status = "loading" | "idle" | "error";

export default function LikedList({ lang, text, preview }: Props) {
  const [items, setItems] = useState<ContentSummary[]>([]);
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<Status>("loading");
  const end = useRef<HTMLDivElement>(null);

  const load = useCallback(
    async (n: number) => {
      setStatus("loading");
      try {
        const answer = await fetchLikedPage(n, preview ?? LIKES_PER_PAGE);
        setItems((before) => {
          const known = new Set(before.map((item) => item.id));
          return n === 1 ? answer.data : [...before, ...answer.data.filter((item) => !known.has(item.id))];
        });
        setPage(answer.meta.pagination.page);
        setPages(answer.meta.pagination.pages);
        setTotal(answer.meta.pagination.total);
        setStatus("idle");
      } catch {
        setStatus("error");
      }
    },
    [preview],
  );

  useEffect(() => void load(1), [load]);

  const more = !preview && status === "idle" && page < pages;
  useEffect(() => {
    if (!more || !end.current || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void load(page + 1);
    }, { rootMargin: "400px 0px" });
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [more, page, load]);

  if (status !== "loading" && items.length === 0) {
    if (status === "error") return <Failed text={text} retry={() => void load(1)} />;
    return (
      <div className="empty-state" data-testid="likes-empty">
        <h2>{text("account.likes.emptyTitle")}</h2>
        <p>{text("account.likes.emptyText")}</p>
        <a className="acc-submit" href={pagePath(lang, "recipes")} style={{ width: "auto" }}>
          {text("account.likes.emptyCta")}
        </a>
      </div>
    );
  }

  return (
    <div data-testid="liked-list" aria-busy={status === "loading" || undefined}>
      {!preview && page > 0 && <p className="lk-total">{text("account.likes.total", { count: total })}</p>}
      <ul className="card-grid" role="list">
        {items.map((item) => (
          <li key={item.id}>
            <LikedCard item={item} lang={lang} text={text} />
          </li>
        ))}
      </ul>
      {status === "loading" && items.length === 0 && <p className="acc-placeholder">{text("account.loading")}</p>}
      {status === "error" && items.length > 0 && <Failed text={text} retry={() => void load(page + 1)} />}
      {!preview && page < pages && status !== "error" && (
        <div className="lk-more" ref={end}>
          <button type="button" className="acc-secondary" disabled={status === "loading"} onClick={() => void load(page + 1)} data-testid="likes-more">
            {text("account.likes.more")}
          </button>
        </div>
      )}
    </div>
  );
}

function Failed({ text, retry }: { text: AccountText; retry: () => void }) {
  return (
    <div className="acc-sent" style={{ marginTop: "1.5rem" }}>
      <p className="acc-alert" role="alert">
        {text("account.likes.failed")}
      </p>
      <button type="button" className="acc-secondary" onClick={retry}>
        {text("account.likes.retry")}
      </button>
    </div>
  );
}
