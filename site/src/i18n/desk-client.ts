/**
 * The strings of the editorial desk in the browser: only the "desk" area of both dictionaries, like
 * own-client.ts.
 */
import type { Language } from "@tischlein/content-schemas";
import type { desk as keys } from "./keys/desk.ts";
import { desk as de } from "./de/desk.ts";
import { desk as en } from "./en/desk.ts";
import { lookup } from "./fill.ts";

/** A key of the desk area. */
export type DeskKey = keyof typeof keys;

/** Looks up a string of the desk area and fills its placeholders. */
export type DeskText = (key: DeskKey, values?: Record<string, string | number>) => string;

const dictionaries: Record<Language, Record<DeskKey, string>> = { de, en };

/** The desk strings of one language. */
export function deskText(lang: Language): DeskText {
  return lookup(dictionaries[lang]);
}
