/**
 * The search in the browser, as pure functions the islands share (islands/search/): what a search
 * page URL means, the API call it makes, the recent searches kept on the device, a guard that drops
 * answers that arrive after a newer question, and the shape checks of the answers (written by hand,
 * like account-guards.ts, so the modal does not load zod; search.test.ts holds them to the fixtures).
 *
 * @example
 * const state = stateFromUrl(new URL("https://x/de/suche/?search=kuchen&diet=vegan"));
 * apiQuery(state) // "q=kuchen&diet=vegan&per_page=24"
 * pageQuery(state) // "?search=kuchen&diet=vegan"
 */
import type { SearchResults, SearchSuggestions } from "@tischlein/content-schemas";
import { isHref, isInt, isObject, isSlug, isString } from "./account-guards.ts";
import { isContentSummary } from "./summary-guards.ts";

/** The filters of GET /api/search/ the page offers, with their values (content-schemas SearchFacets). */
export const FILTERS = {
  type: ["recipe", "article"],
  diet: ["vegetarian", "vegan"],
  meal: ["breakfast", "lunch", "dinner"],
  difficulty: ["easy", "medium", "hard"],
} as const;

/** The yes/no filters. */
export const FLAGS = ["quick", "healthy", "kids"] as const;

export type FilterName = keyof typeof FILTERS;
export type FlagName = (typeof FLAGS)[number];

/** What a search page shows: the query, the filters, the page. Every field is in its URL. */
export interface SearchState {
  q: string;
  filters: Partial<Record<FilterName, string>>;
  flags: FlagName[];
  category: string;
  page: number;
}

/** Longest query the API takes (gateway/internal/search MaxQueryLength). */
export const MAX_QUERY = 200;

/** Cards per page of the search page. */
export const PER_PAGE = 24;

const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];

export function emptyState(): SearchState {
  return { q: "", filters: {}, flags: [], category: "", page: 1 };
}

/**
 * Reads a search page URL: `?search=` (the WebSite SearchAction target) or `?q=`, the filters, and
 * `page`. Values the API does not know are dropped, so a hand-edited URL still shows results.
 */
export function stateFromUrl(url: URL): SearchState {
  const p = url.searchParams;
  const state = emptyState();
  state.q = (p.get("search") ?? p.get("q") ?? "").trim().slice(0, MAX_QUERY);
  for (const name of FILTER_NAMES) {
    const v = p.get(name);
    if (v && (FILTERS[name] as readonly string[]).includes(v)) state.filters[name] = v;
  }
  state.flags = FLAGS.filter((f) => p.get(f) === "true");
  const category = p.get("category") ?? "";
  if (isSlug(category)) state.category = category;
  const page = Number(p.get("page"));
  if (Number.isInteger(page) && page > 1) state.page = page;
  return state;
}

function params(state: SearchState, textName: string): URLSearchParams {
  const p = new URLSearchParams();
  if (state.q) p.set(textName, state.q);
  for (const name of FILTER_NAMES) {
    const v = state.filters[name];
    if (v) p.set(name, v);
  }
  for (const f of state.flags) p.set(f, "true");
  if (state.category) p.set("category", state.category);
  if (state.page > 1) p.set("page", String(state.page));
  return p;
}

/** The query string of the search page for a state ("" for the bare page). */
export function pageQuery(state: SearchState): string {
  const s = params(state, "search").toString();
  return s ? `?${s}` : "";
}

/** The query string of GET /api/search/ for a state. */
export function apiQuery(state: SearchState, perPage = PER_PAGE): string {
  const p = params(state, "q");
  p.set("per_page", String(perPage));
  return p.toString();
}

/** A state with one filter set, changed or removed (back to page 1). */
export function withFilter(state: SearchState, name: FilterName, value: string | null): SearchState {
  const filters = { ...state.filters };
  if (value) filters[name] = value;
  else delete filters[name];
  return { ...state, filters, page: 1 };
}

/** A state with a yes/no filter switched (back to page 1). */
export function withFlag(state: SearchState, flag: FlagName, on: boolean): SearchState {
  const flags = FLAGS.filter((f) => (f === flag ? on : state.flags.includes(f)));
  return { ...state, flags, page: 1 };
}

/** A category of the facets (content-schemas SearchFacets "categories"). */
export interface CategoryCount {
  slug: string;
  title: string;
  count: number;
}

/**
 * The categories worth a chip of their own: the facets list the hits' categories, among them the
 * vegetarian, vegan, day-time and for-kids categories that the named filters (diet, meal, kids)
 * already stand for — and those filters are wider (diet=vegetarian is the category or the tag,
 * vegan included). A reader sees two chips "Vegetarisch" and cannot tell them apart, so a category
 * whose title reads like a filter label already offered is left out; the chosen one stays, so it
 * can be removed.
 */
export function distinctCategories<C extends CategoryCount>(categories: readonly C[], labels: readonly string[], chosen: string): C[] {
  const taken = new Set(labels.map((l) => l.toLocaleLowerCase()));
  return categories.filter((c) => c.slug === chosen || !taken.has(c.title.toLocaleLowerCase()));
}

/** How many recent searches the device keeps. */
export const MAX_RECENT = 6;

/** The recent searches with q put first (once, case-insensitively), at most MAX_RECENT. */
export function remember(recent: readonly string[], q: string): string[] {
  const text = q.trim();
  if (!text) return [...recent];
  const key = text.toLocaleLowerCase();
  return [text, ...recent.filter((r) => r.toLocaleLowerCase() !== key)].slice(0, MAX_RECENT);
}

/** Reads the recent searches kept under a storage key; anything odd there counts as none. */
export function readRecent(raw: string | null): string[] {
  try {
    const list: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(list) ? list.filter((s): s is string => isString(s, 1, MAX_QUERY)).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/**
 * Hands out tickets for requests and says whether an answer is still the latest: typing "kar",
 * "kart", "karto" sends three requests, and the answer to "kar" must not replace the one to "karto"
 * when it arrives last.
 */
export function latestOnly() {
  let issued = 0;
  return {
    /** A ticket for a new request; every older ticket is stale from now on. */
    next: () => ++issued,
    /** Whether the answer to this ticket may still be shown. */
    current: (ticket: number) => ticket === issued,
  };
}

/** A hit's coverage (content-schemas Coverage): only recipes have one, and only with `have=`. */
function isCoverage(item: Record<string, unknown>): boolean {
  const c = item.coverage;
  if (c === undefined) return true;
  return (
    item.type === "recipe" &&
    isObject(c) &&
    isInt(c.have, 0) &&
    isInt(c.total, 0) &&
    Array.isArray(c.missing) &&
    c.missing.every((m) => isString(m, 1, 120))
  );
}

const counts = (v: unknown, keys: readonly string[]) => isObject(v) && keys.every((k) => isInt(v[k], 0));

/** GET /api/search/ (content-schemas SearchResults). */
export function isSearchResults(v: unknown): v is SearchResults {
  if (!isObject(v) || !isObject(v.meta) || !isObject(v.meta.pagination) || !Array.isArray(v.data) || !isObject(v.facets)) return false;
  const p = v.meta.pagination;
  const f = v.facets;
  return (
    isInt(p.page, 1) &&
    isInt(p.pages, 1) &&
    v.data.every((item) => isContentSummary(item) && isCoverage(item)) &&
    counts(f.type, FILTERS.type) &&
    counts(f.diet, FILTERS.diet) &&
    counts(f.meal, FILTERS.meal) &&
    counts(f.difficulty, FILTERS.difficulty) &&
    counts(f, FLAGS) &&
    Array.isArray(f.categories) &&
    f.categories.every((c) => isObject(c) && isSlug(c.slug) && isString(c.title, 1, 80) && isInt(c.count, 1)) &&
    (v.did_you_mean === null || isString(v.did_you_mean, 1, MAX_QUERY))
  );
}

const KINDS = ["recipe", "article", "category", "tag", "ingredient"];

/** GET /api/search/suggestions/ (content-schemas SearchSuggestions). */
export function isSuggestions(v: unknown): v is SearchSuggestions {
  return (
    isObject(v) &&
    Array.isArray(v.data) &&
    v.data.length <= 8 &&
    v.data.every((s) => isObject(s) && KINDS.includes(s.kind as string) && isString(s.title, 1, 200) && isHref(s.href) && (s.href as string).startsWith("/"))
  );
}
