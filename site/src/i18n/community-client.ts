/**
 * The strings of the community islands in the browser (cookbooks, comments, ratings, reports, the
 * shopping list): only the "community" area of both dictionaries, like client.ts for the account
 * islands.
 */
import type { Language } from "@tischlein/content-schemas";
import type { community as keys } from "./keys/community.ts";
import { community as de } from "./de/community.ts";
import { community as en } from "./en/community.ts";
import { lookup } from "./fill.ts";

/** A key of the community area. */
export type CommunityKey = keyof typeof keys;

/** Looks up a string of the community area and fills its placeholders. */
export type CommunityText = (key: CommunityKey, values?: Record<string, string | number>) => string;

const dictionaries: Record<Language, Record<CommunityKey, string>> = { de, en };

/** The community strings of one language. */
export function communityText(lang: Language): CommunityText {
  return lookup(dictionaries[lang]);
}
