/**
 * The ingredients picker, "cook with what you have" (pantry-loader.ts starts it): the reader adds
 * ingredients from the page's list (the server-rendered `<datalist>`), sees them as chips, and gets
 * the recipes ranked by how much of each they have — GET /api/search/?have=… — with what is
 * missing. The pick lives in the URL (`?have=`), so it can be shared and back/forward work.
 */
import type { Language, SearchHit } from "@tischlein/content-schemas";
import { useEffect, useMemo, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { discoveryText } from "../../i18n/discovery-client.ts";
import { fetchResults } from "../search/api.ts";
import ResultCard from "../search/ResultCard.tsx";
import { addSearchStyles } from "../search/styles.ts";
import "./pantry.css";
import { type CoverageWords, coverageText, findItem, MAX_PICKED, type PantryItem, pickedFromUrl, pickQuery } from "./pantry.ts";

type Load = { status: "idle" } | { status: "loading" } | { status: "error" } | { status: "done"; hits: SearchHit[]; total: number };

function Pantry({ lang, items, listId, focus }: { lang: Language; items: PantryItem[]; listId: string; focus: boolean }) {
  const text = useMemo(() => discoveryText(lang), [lang]);
  const byslug = useMemo(() => new Map(items.map((i) => [i.slug, i])), [items]);
  const [picked, setPicked] = useState(() => pickedFromUrl(location.search, items));
  const [typed, setTyped] = useState("");
  const [unknown, setUnknown] = useState("");
  const [load, setLoad] = useState<Load>({ status: "idle" });
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focus) input.current?.focus();
    const read = () => setPicked(pickedFromUrl(location.search, items));
    addEventListener("popstate", read);
    return () => removeEventListener("popstate", read);
  }, [items, focus]);

  useEffect(() => {
    if (picked.length === 0) {
      setLoad({ status: "idle" });
      return;
    }
    const abort = new AbortController();
    setLoad({ status: "loading" });
    fetchResults(`have=${encodeURIComponent(picked.join(","))}&type=recipe&per_page=24`, lang, abort.signal).then(
      (r) => setLoad({ status: "done", hits: r.data, total: r.meta.pagination.total }),
      () => abort.signal.aborted || setLoad({ status: "error" }),
    );
    return () => abort.abort();
  }, [picked, lang]);

  const change = (next: string[]) => {
    history.pushState(null, "", location.pathname + pickQuery(next) + location.hash);
    setPicked(next);
  };

  const add = () => {
    const item = findItem(typed, items);
    if (!item) {
      setUnknown(typed.trim());
      return;
    }
    setUnknown("");
    setTyped("");
    if (!picked.includes(item.slug) && picked.length < MAX_PICKED) change([...picked, item.slug]);
  };

  return (
    <div className="pt" data-testid="pantry">
      <form
        className="pt-form"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <label htmlFor="pantry-input" className="pt-label">
          {text("discovery.pantry.input")}
        </label>
        <div className="pt-row">
          <input
            ref={input}
            id="pantry-input"
            className="pt-input"
            list={listId}
            autoComplete="off"
            placeholder={text("discovery.pantry.placeholder")}
            value={typed}
            disabled={picked.length >= MAX_PICKED}
            onChange={(e) => {
              setTyped(e.target.value);
              setUnknown("");
              // Choosing from the datalist fills the whole name: take it at once.
              const item = items.find((i) => i.name === e.target.value);
              if (item && !picked.includes(item.slug) && picked.length < MAX_PICKED) {
                setTyped("");
                change([...picked, item.slug]);
              }
            }}
          />
          <button type="submit" className="submit-button">
            {text("discovery.pantry.add")}
          </button>
        </div>
        {unknown && (
          <p className="pt-unknown" role="alert">
            {text("discovery.pantry.unknown", { name: unknown })}
          </p>
        )}
      </form>

      {picked.length > 0 && (
        <ul className="pt-chips" aria-live="polite">
          {picked.map((slug) => (
            <li key={slug} className="pt-chip">
              <span>{byslug.get(slug)?.name ?? slug}</span>
              <button
                type="button"
                aria-label={text("discovery.pantry.remove", { name: byslug.get(slug)?.name ?? slug })}
                onClick={() => change(picked.filter((s) => s !== slug))}
              >
                ×
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="pt-clear" onClick={() => change([])}>
              {text("discovery.pantry.clear")}
            </button>
          </li>
        </ul>
      )}

      {load.status === "error" && <p role="alert">{text("discovery.pantry.error")}</p>}
      {load.status === "done" && load.hits.length === 0 && <p className="pt-none">{text("discovery.pantry.none")}</p>}
      {load.status === "done" && load.hits.length > 0 && (
        <section className="pt-results" aria-label={text("discovery.pantry.results", { count: load.total })}>
          <h3>{text("discovery.pantry.results", { count: load.total })}</h3>
          <ul className="card-grid" data-testid="pantry-results">
            {load.hits.map((hit) => (
              <li key={hit.id}>
                <ResultCard
                  item={hit}
                  lang={lang}
                  coverage={hit.type === "recipe" && hit.coverage ? <Coverage words={coverageText(hit.coverage, text)} /> : undefined}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A card's coverage: the line, and what is missing as a count that opens the names. */
function Coverage({ words }: { words: CoverageWords }) {
  return (
    <div className="sr-coverage" data-testid="coverage">
      <p>{words.line}</p>
      {words.missing && (
        <details className="pt-missing">
          <summary>{words.missing}</summary>
          <ul>
            {words.names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Replaces the server-rendered field in root with the picker. */
export function mountPantry(root: HTMLElement): void {
  addSearchStyles();
  const list = document.getElementById(root.dataset.pantryList ?? "");
  const items: PantryItem[] = [...(list?.querySelectorAll("option") ?? [])].map((o) => ({ slug: o.dataset.slug ?? "", name: o.value }));
  const lang: Language = document.documentElement.lang === "en" ? "en" : "de";
  const focus = root.contains(document.activeElement);
  root.replaceChildren();
  createRoot(root).render(<Pantry lang={lang} items={items} listId={list?.id ?? ""} focus={focus} />);
}
