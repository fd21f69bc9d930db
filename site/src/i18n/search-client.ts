/**
 * The strings of the search islands in the browser: only the "search" area of both dictionaries, so an
 * island never ships the site's other text or zod (like client.ts for the account islands).
 */
import type { Language } from "@tischlein/content-schemas";
import type { search as keys } from "./keys/search.ts";
import { search as de } from "./de/search.ts";
import { search as en } from "./en/search.ts";
import { lookup } from "./fill.ts";

/** A key of the search area. */
export type SearchKey = keyof typeof keys;

/** Looks up a string of the search area and fills its placeholders. */
export type SearchText = (key: SearchKey, values?: Record<string, string | number>) => string;

const dictionaries: Record<Language, Record<SearchKey, string>> = { de, en };

/** The search strings of one language. */
export function searchText(lang: Language): SearchText {
  return lookup(dictionaries[lang]);
}
