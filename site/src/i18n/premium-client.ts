/**
 * The strings of the premium islands in the browser (the "recipe premium" modal and the unlocked
 * recipe): only the "premium" area of both dictionaries, like community-client.ts.
 */
import type { Language } from "@tischlein/content-schemas";
import type { premium as keys } from "./keys/premium.ts";
import { premium as de } from "./de/premium.ts";
import { premium as en } from "./en/premium.ts";
import { lookup } from "./fill.ts";

/** A key of the premium area. */
export type PremiumKey = keyof typeof keys;

/** Looks up a string of the premium area and fills its placeholders. */
export type PremiumText = (key: PremiumKey, values?: Record<string, string | number>) => string;

const dictionaries: Record<Language, Record<PremiumKey, string>> = { de, en };

/** The premium strings of one language. */
export function premiumText(lang: Language): PremiumText {
  return lookup(dictionaries[lang]);
}
