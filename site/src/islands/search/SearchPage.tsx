/**
 * The results of the search page (/de/suche/, /en/search/): reads `?search=` and the filters from
 * the URL, shows the hits as cards with their count, the filters with facet counts ("Vegan (12)") —
 * a side column on wide screens, a sheet behind one "Filter" button on phones, the chosen ones as
 * removable chips above the results — paging, and — when nothing was found — a did-you-mean link and popular searches. Every change is
 * a new URL (history.pushState), so a state can be shared and back/forward walk through them.
 * The search form above it is plain HTML (SearchForm.astro); this island fills its field.
 */
import type { Language, SearchResults } from "@tischlein/content-schemas";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type SearchKey, searchText } from "../../i18n/search-client.ts";
import {
  apiQuery,
  distinctCategories,
  emptyState,
  FILTERS,
  type FilterName,
  type FlagName,
  FLAGS,
  pageQuery,
  type SearchState,
  stateFromUrl,
  withFilter,
  withFlag,
} from "../../lib/search.ts";
import { pagePath } from "../../lib/urls.ts";
import { fetchResults } from "./api.ts";
import { saveRecent } from "./recent.ts";
import ResultCard from "./ResultCard.tsx";
import "./search.css";

type Load = "loading" | "error" | "done";

export default function SearchPage({ lang }: { lang: Language }) {
  const text = useMemo(() => searchText(lang), [lang]);
  const [state, setState] = useState<SearchState>(emptyState);
  const [load, setLoad] = useState<Load>("loading");
  const [attempt, setAttempt] = useState(0);
  // The last answer stays on screen while the next one loads, so the filters (and an open sheet)
  // do not vanish for a moment at every choice.
  const [shown, setShown] = useState<SearchResults | null>(null);

  // The URL is the state: read it now and on back/forward.
  useEffect(() => {
    const read = () => setState(stateFromUrl(new URL(location.href)));
    read();
    addEventListener("popstate", read);
    return () => removeEventListener("popstate", read);
  }, []);

  useEffect(() => {
    const field = document.querySelector<HTMLInputElement>("[data-search-page] input[type=search]");
    if (field && field.value !== state.q) field.value = state.q;
    if (state.q) saveRecent(state.q);
    const abort = new AbortController();
    setLoad("loading");
    fetchResults(apiQuery(state), lang, abort.signal).then(
      (results) => {
        setLoad("done");
        setShown(results);
      },
      () => abort.signal.aborted || setLoad("error"),
    );
    return () => abort.abort();
  }, [state, lang, attempt]);

  const go = useCallback((next: SearchState) => {
    history.pushState(null, "", location.pathname + pageQuery(next));
    setState(next);
    document.querySelector("[data-search-results]")?.scrollIntoView({ block: "start" });
  }, []);

  const href = (next: SearchState) => pagePath(lang, "search") + pageQuery(next);
  const link = (next: SearchState) => ({
    href: href(next),
    onClick: (e: React.MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      go(next);
    },
  });

  const results = shown;
  const facets = results?.facets;
  const total = results?.meta.pagination.total ?? 0;
  const filtered = Object.keys(state.filters).length > 0 || state.flags.length > 0 || state.category !== "";

  // Every chip the filters offer, group by group: a label is shown once per meaning (see
  // distinctCategories), and the chips that are on also show above the results, to be removed there.
  type Chip = { key: string; label: string; count: number; on: boolean; next: SearchState };
  type Group = { name: string; legend: string; chips: Chip[] };
  const groups: Group[] = [];
  if (facets) {
    const named = (name: FilterName): Group => ({
      name,
      legend: text(`search.page.${name}` as SearchKey),
      chips: FILTERS[name].flatMap((value) => {
        const on = state.filters[name] === value;
        const count = (facets[name] as Record<string, number>)[value] ?? 0;
        if (!on && count === 0) return [];
        return [{ key: `${name}=${value}`, label: text(`search.page.${name}.${value}` as SearchKey), count, on, next: withFilter(state, name, on ? null : value) }];
      }),
    });
    const flags: Group = {
      name: "more",
      legend: text("search.page.more"),
      chips: FLAGS.flatMap((flag: FlagName) => {
        const on = state.flags.includes(flag);
        if (!on && facets[flag] === 0) return [];
        return [{ key: `${flag}=true`, label: text(`search.page.${flag}`), count: facets[flag], on, next: withFlag(state, flag, !on) }];
      }),
    };
    groups.push(named("type"), named("diet"), named("meal"), flags, named("difficulty"));
    const labels = groups.flatMap((g) => g.chips.map((c) => c.label));
    groups.push({
      name: "category",
      legend: text("search.page.categories"),
      chips: distinctCategories(facets.categories, labels, state.category).map((c) => {
        const on = state.category === c.slug;
        return { key: `category=${c.slug}`, label: c.title, count: c.count, on, next: { ...state, category: on ? "" : c.slug, page: 1 } };
      }),
    });
  }
  const active = groups.flatMap((g) => g.chips.filter((c) => c.on).map((c) => ({ ...c, group: g.name === "more" ? "" : g.name === "category" ? text("search.kind.category") : g.legend })));
  const reset = { ...emptyState(), q: state.q };

  // The filters are one panel: a side column on wide screens, a sheet (a modal <dialog>) behind the
  // "Filter" button on phones, so the results come first.
  const sheet = useRef<HTMLDialogElement>(null);
  // Focus starts on the close button, not on the first link ("Filter zurücksetzen").
  const openSheet = () => {
    sheet.current?.showModal();
    sheet.current?.querySelector<HTMLElement>(".sr-sheet-close")?.focus();
  };
  const closeSheet = () => sheet.current?.close();
  // A tap on the backdrop reaches the dialog itself, but so does one on its padding: only a tap
  // outside its box closes it.
  const outside = (e: React.MouseEvent<HTMLDialogElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return e.target === e.currentTarget && (e.clientY < box.top || e.clientY > box.bottom || e.clientX < box.left || e.clientX > box.right);
  };

  return (
    <div className="sr-page" data-search-results data-testid="search-page">
      {load === "error" ? (
        <div className="empty-state" role="alert">
          <p>{text("search.page.error")}</p>
          <button type="button" className="submit-button" onClick={() => setAttempt((n) => n + 1)}>
            {text("search.page.retry")}
          </button>
        </div>
      ) : (
        <div className="sr-layout">
          {facets && (total > 0 || filtered) && (
            <dialog
              ref={sheet}
              id="search-filters"
              className="sr-filters"
              aria-labelledby="search-filters-title"
              data-testid="search-filters"
              onClick={(e) => outside(e) && closeSheet()}
            >
              <div className="sr-filters-head">
                <h2 id="search-filters-title">{text("search.page.filters")}</h2>
                {filtered && (
                  <a className="sr-reset" {...link(reset)}>
                    {text("search.page.reset")}
                  </a>
                )}
                <button type="button" className="sr-sheet-close" aria-label={text("search.page.close")} onClick={closeSheet}>
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </button>
              </div>
              {groups
                .filter((g) => g.chips.length > 0)
                .map((g) => (
                  <fieldset className="sr-group" key={g.name} data-group={g.name}>
                    <legend>{g.legend}</legend>
                    <ul className="sr-chips">
                      {g.chips.map((c) => (
                        <li key={c.key}>
                          <a className={c.on ? "sr-chip is-on" : "sr-chip"} aria-current={c.on ? "true" : undefined} {...link(c.next)} data-filter={c.key}>
                            <span className="sr-chip-label">{c.label}</span> <span className="sr-chip-count">({c.count})</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                ))}
              <div className="sr-sheet-foot">
                <button type="button" className="submit-button" onClick={closeSheet} data-testid="filter-apply">
                  {total === 1 ? text("search.page.applyOne") : text("search.page.apply", { count: total })}
                </button>
              </div>
            </dialog>
          )}
          <div className="sr-main">
            <div className="sr-head">
              <p className="sr-count" aria-live="polite" data-testid="search-count">
                {!results
                  ? text("search.page.loading")
                  : !state.q
                    ? text("search.page.countAll", { count: total })
                    : total === 1
                      ? text("search.page.countOne", { query: state.q })
                      : text("search.page.count", { count: total, query: state.q })}
              </p>
              {facets && (total > 0 || filtered) && (
                <button
                  type="button"
                  className="sr-filter-button"
                  aria-haspopup="dialog"
                  aria-controls="search-filters"
                  aria-label={active.length > 0 ? text("search.page.filtersActive", { count: active.length }) : undefined}
                  onClick={openSheet}
                  data-testid="filter-button"
                >
                  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
                    <path d="M4 6h16M7 12h10M10 18h4" />
                  </svg>
                  {text("search.page.filters")}
                  {active.length > 0 && <span className="sr-badge">{active.length}</span>}
                </button>
              )}
              {active.length > 0 && (
                <ul className="sr-chips sr-active" aria-label={text("search.page.active")} data-testid="active-filters">
                  {active.map((c) => {
                    const name = c.group ? `${c.group}: ${c.label}` : c.label;
                    return (
                      <li key={c.key}>
                        <a className="sr-chip is-on" {...link(c.next)} aria-label={text("search.page.remove", { filter: name })} data-active={c.key}>
                          {c.group && <span className="sr-active-group">{c.group}: </span>}
                          {c.label}
                          <span className="sr-remove" aria-hidden="true">
                            ×
                          </span>
                        </a>
                      </li>
                    );
                  })}
                  {active.length > 1 && (
                    <li>
                      <a className="sr-reset" {...link(reset)}>
                        {text("search.page.reset")}
                      </a>
                    </li>
                  )}
                </ul>
              )}
            </div>
            {results && results.data.length > 0 && (
              <ul className="card-grid" aria-busy={load === "loading"}>
                {results.data.map((item) => (
                  <li key={item.id}>
                    <ResultCard item={item} lang={lang} />
                  </li>
                ))}
              </ul>
            )}
            {results && results.data.length === 0 && (
              <div className="empty-state" data-testid="search-empty">
                <h2>{text("search.page.empty", { query: state.q })}</h2>
                {results.did_you_mean && (
                  <p className="sr-dym">
                    {text("search.page.didYouMean")}{" "}
                    <a {...link({ ...state, q: results.did_you_mean, page: 1 })} data-testid="did-you-mean">
                      {results.did_you_mean}
                    </a>
                    ?
                  </p>
                )}
                {filtered && <p>{text("search.page.emptyFilters")}</p>}
                <p className="sr-popular-label">{text("search.page.popular")}</p>
                <ul className="sr-chips">
                  {text("search.popular")
                    .split(", ")
                    .map((q) => (
                      <li key={q}>
                        <a className="sr-chip" {...link({ ...emptyState(), q })}>
                          {q}
                        </a>
                      </li>
                    ))}
                </ul>
              </div>
            )}
            {results && results.meta.pagination.pages > 1 && (
              <nav className="sr-pager" aria-label={text("search.page.pageOf", { page: state.page, pages: results.meta.pagination.pages })}>
                {state.page > 1 ? <a {...link({ ...state, page: state.page - 1 })} rel="prev">{text("search.page.prev")}</a> : <span />}
                <span>{text("search.page.pageOf", { page: state.page, pages: results.meta.pagination.pages })}</span>
                {state.page < results.meta.pagination.pages ? (
                  <a {...link({ ...state, page: state.page + 1 })} rel="next">
                    {text("search.page.next")}
                  </a>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
