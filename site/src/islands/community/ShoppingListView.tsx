/**
 * The shopping list, in the shopping list modal and on its page: grouped by aisle in
 * shop order, a tap on a line ticks it off (checked lines sink to the end of their aisle), a free
 * item can be added, checked lines removed. It works without a connection: stores/shopping.ts
 * keeps the list and every change on the device and sends them when the connection is back; the
 * status line says which is the case.
 *
 * Hooks for tests: `data-testid="shopping-item"` with `data-checked` on each line,
 * `data-aisle="<aisle>"` on each group, `data-testid="shopping-status"`.
 */
import { useStore } from "@nanostores/react";
import type { Language } from "@tischlein/content-schemas";
import { useEffect, useId, useState } from "react";
import type { CommunityText } from "../../i18n/community-client.ts";
import { pagePath } from "../../lib/urls.ts";
import { $shopping, addItem, clearChecked, loadShopping, removeItem, setChecked } from "../../stores/shopping.ts";
import "./community.css";

interface Props {
  lang: Language;
  text: CommunityText;
  userId: string;
  /** In the modal: no add form, fewer details. */
  compact?: boolean;
}

export default function ShoppingListView({ lang, text, userId, compact }: Props) {
  const { list, pending, online } = useStore($shopping);
  const [draft, setDraft] = useState("");
  const inputId = useId();
  useEffect(() => {
    void loadShopping(userId, lang, lang === "de" ? "Sonstiges" : "Other");
  }, [userId, lang]);

  if (!list) return <p className="cm-loading" aria-busy="true" />;
  const status = !online ? text("community.shopping.offline") : pending > 0 ? text("community.shopping.pending", { count: pending }) : text("community.shopping.synced");

  return (
    <div className={compact ? "cm-list cm-list-compact" : "cm-list"}>
      <p className={online ? "cm-sync" : "cm-sync cm-sync-offline"} role="status" data-testid="shopping-status" data-pending={pending}>
        {status}
      </p>
      {list.meta.total > 0 && (
        <p className="cm-progress">
          <span>{text("community.shopping.progress", { checked: list.meta.checked, total: list.meta.total })}</span>
          <span className="cm-bar" aria-hidden="true">
            <span style={{ width: `${(100 * list.meta.checked) / list.meta.total}%` }} />
          </span>
        </p>
      )}
      {!compact && (
        <form
          className="cm-add"
          onSubmit={(event) => {
            event.preventDefault();
            if (!draft.trim()) return;
            addItem(draft.trim());
            setDraft("");
          }}
        >
          <label className="sr-only" htmlFor={inputId}>
            {text("community.shopping.addLabel")}
          </label>
          <input id={inputId} name="text" value={draft} maxLength={300} placeholder={text("community.shopping.addPlaceholder")} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit" className="acc-submit">
            {text("community.shopping.addSubmit")}
          </button>
        </form>
      )}
      {list.meta.total === 0 ? (
        <p className="empty-state">{text("community.shopping.empty")}</p>
      ) : (
        list.data.map((aisle) => (
          <section key={aisle.aisle} className="cm-aisle" data-aisle={aisle.aisle} aria-labelledby={`${inputId}-${aisle.aisle}`}>
            <h3 id={`${inputId}-${aisle.aisle}`}>{aisle.title}</h3>
            <ul>
              {aisle.items.map((item) => (
                <li key={item.id} className="cm-item" data-testid="shopping-item" data-checked={item.checked}>
                  <label>
                    <input type="checkbox" checked={item.checked} onChange={(e) => setChecked(item.id, e.target.checked)} />
                    <span className="cm-item-text">
                      {item.text}
                      {!compact && item.recipes.length > 0 && (
                        <small>
                          {text("community.shopping.for", { recipes: "" }).trim()}{" "}
                          {item.recipes.map((r, i) => (
                            <span key={r.content_id}>
                              {i > 0 && ", "}
                              <a href={pagePath(lang, "recipes", r.slug)}>{r.title}</a>
                            </span>
                          ))}
                        </small>
                      )}
                    </span>
                  </label>
                  {!compact && (
                    <button type="button" className="icon-button" aria-label={text("community.shopping.remove", { text: item.text })} onClick={() => removeItem(item.id)}>
                      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                        <path d="M6 6l12 12M18 6 6 18" />
                      </svg>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {!compact && list.meta.checked > 0 && (
        <button type="button" className="acc-secondary cm-clear" onClick={clearChecked}>
          {text("community.shopping.clearChecked")}
        </button>
      )}
    </div>
  );
}
