/**
 * The strings of the personalisation islands in the browser (the onboarding modals): only the
 * "personal" area of both dictionaries, like client.ts for the account islands.
 */
import type { Language } from "@tischlein/content-schemas";
import type { personal as keys } from "./keys/personal.ts";
import { personal as de } from "./de/personal.ts";
import { personal as en } from "./en/personal.ts";
import { lookup } from "./fill.ts";

/** A key of the personal area. */
export type PersonalKey = keyof typeof keys;

/** Looks up a string of the personal area and fills its placeholders. */
export type PersonalText = (key: PersonalKey, values?: Record<string, string | number>) => string;

const dictionaries: Record<Language, Record<PersonalKey, string>> = { de, en };

/** The personalisation strings of one language. */
export function personalText(lang: Language): PersonalText {
  return lookup(dictionaries[lang]);
}
