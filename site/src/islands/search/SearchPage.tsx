/**
 * The results of the search page (/de/suche/, /en/search/): reads `?search=` and the filters from
 * the URL, shows the hits as cards with their count, the filters with facet counts ("Vegan (12)"),
 * paging, and — when nothing was found — a did-you-mean link and popular searches. Every change is
 * a new URL (history.pushState), so a state can be shared and back/forward walk through them.
 * The search form above it is plain HTML (SearchForm.astro); this island fills its field.
 */
import type { Language, SearchResults } from "@tischlein/content-schemas";
import { useCallback, useEffect, useMemo, useState } from "react";
import { type SearchKey, searchText } from "../../i18n/search-client.ts";
import {
  apiQuery,
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

type Load = { status: "loading" } | { status: "error" } | { status: "done"; results: SearchResults };

export default function SearchPage({ lang }: { lang: Language }) {
  const text = useMemo(() => searchText(lang), [lang]);
  const [state, setState] = useState<SearchState>(emptyState);
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

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
    setLoad({ status: "loading" });
    fetchResults(apiQuery(state), lang, abort.signal).then(
      (results) => setLoad({ status: "done", results }),
      () => abort.signal.aborted || setLoad({ status: "error" }),
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

  const results = load.status === "done" ? load.results : null;
  const facets = results?.facets;
  const total = results?.meta.pagination.total ?? 0;
  const filtered = Object.keys(state.filters).length > 0 || state.flags.length > 0 || state.category !== "";

  const chip = (label: string, count: number, on: boolean, next: SearchState, key: string) => (
    <li key={key}>
      <a className={on ? "sr-chip is-on" : "sr-chip"} aria-current={on ? "true" : undefined} {...link(next)} data-filter={key}>
        {label} <span className="sr-chip-count">({count})</span>
      </a>
    </li>
  );
  const group = (name: FilterName) =>
    facets && (
      <fieldset className="sr-group" key={name}>
        <legend>{text(`search.page.${name}` as SearchKey)}</legend>
        <ul className="sr-chips">
          {FILTERS[name].map((value) => {
            const on = state.filters[name] === value;
            const count = (facets[name] as Record<string, number>)[value] ?? 0;
            if (!on && count === 0) return null;
            return chip(text(`search.page.${name}.${value}` as SearchKey), count, on, withFilter(state, name, on ? null : value), `${name}=${value}`);
          })}
        </ul>
      </fieldset>
    );

  return (
    <div className="sr-page" data-search-results data-testid="search-page">
      {load.status === "error" ? (
        <div className="empty-state" role="alert">
          <p>{text("search.page.error")}</p>
          <button type="button" className="submit-button" onClick={() => setAttempt((n) => n + 1)}>
            {text("search.page.retry")}
          </button>
        </div>
      ) : (
        <>
          <p className="sr-count" aria-live="polite" data-testid="search-count">
            {!results
              ? text("search.page.loading")
              : !state.q
                ? text("search.page.countAll", { count: total })
                : total === 1
                  ? text("search.page.countOne", { query: state.q })
                  : text("search.page.count", { count: total, query: state.q })}
          </p>
          <div className="sr-layout">
            {facets && (total > 0 || filtered) && (
              <aside className="sr-filters" aria-label={text("search.page.filters")}>
                <div className="sr-filters-head">
                  <h2>{text("search.page.filters")}</h2>
                  {filtered && (
                    <a className="sr-reset" {...link({ ...emptyState(), q: state.q })}>
                      {text("search.page.reset")}
                    </a>
                  )}
                </div>
                {group("type")}
                {group("diet")}
                {group("meal")}
                <fieldset className="sr-group">
                  <legend>{text("search.page.more")}</legend>
                  <ul className="sr-chips">
                    {FLAGS.map((flag: FlagName) => {
                      const on = state.flags.includes(flag);
                      if (!on && facets[flag] === 0) return null;
                      return chip(text(`search.page.${flag}`), facets[flag], on, withFlag(state, flag, !on), `${flag}=true`);
                    })}
                  </ul>
                </fieldset>
                {group("difficulty")}
                {facets.categories.length > 0 && (
                  <fieldset className="sr-group">
                    <legend>{text("search.page.categories")}</legend>
                    <ul className="sr-chips">
                      {facets.categories.map((c) => {
                        const on = state.category === c.slug;
                        return chip(c.title, c.count, on, { ...state, category: on ? "" : c.slug, page: 1 }, `category=${c.slug}`);
                      })}
                    </ul>
                  </fieldset>
                )}
              </aside>
            )}
            <div className="sr-main">
              {results && results.data.length > 0 && (
                <ul className="card-grid" aria-busy={load.status === "loading"}>
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
        </>
      )}
    </div>
  );
}
