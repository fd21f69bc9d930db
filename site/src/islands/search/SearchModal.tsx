/**
 * The search modal (spec §2 "search"): opened from the header's search button or ctrl+k / meta+k
 * (open.ts loads this file then, never before). A combobox in the ARIA pattern: the input owns a
 * listbox of suggestions — recipes, stories, categories, ingredients, tags from the first letter —
 * moved through with the arrow keys, opened with Enter; Enter with nothing chosen opens the search
 * page. Below, result cards for the query. Requests go out 150 ms after the last key; answers to an
 * older text are dropped. With an empty field it shows the recent searches of this device (or
 * popular ones). Escape, the close button or a click beside the panel closes it, and focus goes
 * back to where it was; the page behind is inert while it is open.
 */
import type { Language, SearchHit, SearchSuggestion } from "@tischlein/content-schemas";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type SearchKey, searchText } from "../../i18n/search-client.ts";
import { apiQuery, emptyState, latestOnly, MAX_QUERY, pageQuery } from "../../lib/search.ts";
import { pagePath } from "../../lib/urls.ts";
import { fetchResults, fetchSuggestions } from "./api.ts";
import { clearRecent, loadRecent, saveRecent } from "./recent.ts";
import ResultCard from "./ResultCard.tsx";

/** Wait after the last key before asking. */
const DEBOUNCE_MS = 150;
/** Result cards in the modal. */
const CARDS = 6;

interface Option {
  id: string;
  label: string;
  kind?: SearchSuggestion["kind"];
  href: string;
  /** The text to remember as a recent search when the option is opened. */
  remember: string;
}

interface Props {
  lang: Language;
  /** What the reader typed while the modal's code loaded. */
  initial?: string;
  onClose: () => void;
}

export default function SearchModal({ lang, initial = "", onClose }: Props) {
  const text = useMemo(() => searchText(lang), [lang]);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef(typeof document === "undefined" ? null : document.activeElement);
  const latest = useMemo(latestOnly, []);
  const [query, setQuery] = useState(initial);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [cards, setCards] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState<"idle" | "loading" | "done" | "error">("idle");
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>(loadRecent);

  const searchPage = (q: string) => pagePath(lang, "search") + pageQuery({ ...emptyState(), q });
  const trimmed = query.trim();
  const options: Option[] = trimmed
    ? [
        ...suggestions.map((s, i) => ({ id: `${id}-s${i}`, label: s.title, kind: s.kind, href: s.href, remember: trimmed })),
        { id: `${id}-all`, label: text("search.modal.all", { query: trimmed }), href: searchPage(trimmed), remember: trimmed },
      ]
    : (recent.length ? recent : text("search.popular").split(", ")).map((q, i) => ({ id: `${id}-r${i}`, label: q, href: searchPage(q), remember: q }));

  // Ask for suggestions and cards a moment after the last key; drop answers to older text.
  useEffect(() => {
    setActive(-1);
    if (!trimmed) {
      latest.next();
      setSuggestions([]);
      setCards([]);
      setStatus("idle");
      return;
    }
    const ticket = latest.next();
    const abort = new AbortController();
    setStatus("loading");
    const timer = setTimeout(() => {
      Promise.all([
        fetchSuggestions(trimmed, lang, abort.signal),
        fetchResults(apiQuery({ ...emptyState(), q: trimmed }, CARDS), lang, abort.signal),
      ]).then(
        ([s, r]) => {
          if (!latest.current(ticket)) return;
          setSuggestions(s.data);
          setCards(r.data);
          setStatus("done");
        },
        () => {
          if (latest.current(ticket) && !abort.signal.aborted) setStatus("error");
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [trimmed, lang, latest]);

  // The page behind is inert and does not scroll; focus comes back to the opener on close.
  useEffect(() => {
    const host = panel.current!.closest("body > *");
    const behind = [...document.body.children].filter((el) => el !== host && !el.hasAttribute("inert") && !el.matches("script, [data-toast-region]"));
    for (const el of behind) el.setAttribute("inert", "");
    document.documentElement.classList.add("sr-open");
    input.current!.focus();
    return () => {
      for (const el of behind) el.removeAttribute("inert");
      document.documentElement.classList.remove("sr-open");
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, []);

  const open = (option: Option) => {
    saveRecent(option.remember);
    location.assign(option.href);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the input itself: moving past either end goes back to it.
      setActive((i) => {
        const next = i + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (event.key === "Enter" && event.target === input.current) {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) open(chosen);
      else if (trimmed) open({ id: "", label: "", href: searchPage(trimmed), remember: trimmed });
    } else if (event.key === "Tab") {
      const items = [...panel.current!.querySelectorAll<HTMLElement>("input, button, a[href]")];
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const listLabel: SearchKey = trimmed ? "search.modal.suggestions" : recent.length ? "search.modal.recent" : "search.modal.popular";
  const activeOption = options[active];

  return (
    <div className="sr-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className="sr-panel" role="dialog" aria-modal="true" aria-label={text("search.modal.label")} data-testid="search-modal" onKeyDown={onKeyDown}>
        <div className="sr-bar">
          <svg className="sr-icon" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            ref={input}
            className="sr-input"
            type="search"
            role="combobox"
            aria-label={text("search.modal.input")}
            aria-expanded={options.length > 0}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={activeOption?.id}
            placeholder={text("search.modal.placeholder")}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={MAX_QUERY}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className="sr-close" aria-label={text("search.modal.close")} onClick={onClose}>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>

        <div className="sr-body">
          <div className="sr-list-head">
            <h2 id={`${id}-label`}>{text(listLabel)}</h2>
            {!trimmed && recent.length > 0 && (
              <button
                type="button"
                className="sr-clear"
                onClick={() => {
                  clearRecent();
                  setRecent([]);
                }}
              >
                {text("search.modal.clearRecent")}
              </button>
            )}
          </div>
          <ul className="sr-list" id={`${id}-list`} role="listbox" aria-labelledby={`${id}-label`} data-testid="search-options">
            {options.map((option, i) => (
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={i === active}
                className={i === active ? "sr-option is-active" : "sr-option"}
                data-kind={option.kind ?? (trimmed ? "all" : "recent")}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => open(option)}
                onMouseEnter={() => setActive(i)}
              >
                <span className="sr-option-label">{option.label}</span>
                {option.kind && <span className="sr-kind">{text(`search.kind.${option.kind}`)}</span>}
              </li>
            ))}
          </ul>

          {trimmed && status === "done" && suggestions.length === 0 && cards.length === 0 && (
            <p className="sr-note">{text("search.modal.none", { query: trimmed })}</p>
          )}
          {status === "error" && <p className="sr-note" role="alert">{text("search.modal.offline")}</p>}

          {cards.length > 0 && (
            <section className="sr-cards" aria-label={text("search.modal.results")}>
              <h2>{text("search.modal.results")}</h2>
              <ul>
                {cards.map((item) => (
                  <li key={item.id} onClick={() => saveRecent(trimmed)}>
                    <ResultCard item={item} lang={lang} compact />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <p className="sr-hint" aria-hidden="true">
          {text("search.modal.hint")}
        </p>
      </div>
    </div>
  );
}
