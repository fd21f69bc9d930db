/**
 * GET /api/search/ and /api/search/suggestions/ for the search islands: same origin, the page's
 * language as Accept-Language, abortable, and checked with the guards of lib/search.ts. Anonymous
 * answers come from the gateway's cache, so typing costs the content API little.
 */
import type { Language, SearchResults, SearchSuggestions } from "@tischlein/content-schemas";
import { isSearchResults, isSuggestions } from "../../lib/search.ts";

async function get<T>(path: string, lang: Language, guard: (v: unknown) => v is T, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`/api${path}`, { headers: { Accept: "application/json", "Accept-Language": lang }, signal });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok || !guard(body)) throw new Error(`search: ${path} answered ${res.status}`);
  return body;
}

/** One page of search results for an API query string (lib/search.ts apiQuery). */
export function fetchResults(query: string, lang: Language, signal?: AbortSignal): Promise<SearchResults> {
  return get(`/search/?${query}`, lang, isSearchResults, signal);
}

/** At most eight suggestions for what the reader has typed so far. */
export function fetchSuggestions(text: string, lang: Language, signal?: AbortSignal): Promise<SearchSuggestions> {
  return get(`/search/suggestions/?q=${encodeURIComponent(text)}`, lang, isSuggestions, signal);
}
