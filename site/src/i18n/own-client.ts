/**
 * The strings of the own-recipe islands in the browser (the creation wizard, my recipes): only the
 * "own" area of both dictionaries, like community-client.ts.
 */
import type { Language } from "@tischlein/content-schemas";
import type { own as keys } from "./keys/own.ts";
import { own as de } from "./de/own.ts";
import { own as en } from "./en/own.ts";
import { lookup } from "./fill.ts";

/** A key of the own area. */
export type OwnKey = keyof typeof keys;

/** Looks up a string of the own area and fills its placeholders. */
export type OwnText = (key: OwnKey, values?: Record<string, string | number>) => string;

const dictionaries: Record<Language, Record<OwnKey, string>> = { de, en };

/** The own strings of one language. */
export function ownText(lang: Language): OwnText {
  return lookup(dictionaries[lang]);
}
