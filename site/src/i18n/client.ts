/**
 * The interface strings of the account islands in the browser: only the "account" area of both
 * dictionaries (plain objects; the zod check of i18n/schema.ts runs at build time and in the tests),
 * so an island never ships the whole site's text or zod.
 *
 * @example
 * const text = accountText("en");
 * text("account.login.title") // "Welcome back"
 * text("account.profile.greeting", { name: "Lena" }) // "Hello, Lena!"
 */
import type { Language } from "@tischlein/content-schemas";
import type { account as keys } from "./keys/account.ts";
import { account as de } from "./de/account.ts";
import { account as en } from "./en/account.ts";
import { fill } from "./fill.ts";

/** A key of the account area, e.g. "account.login.title". */
export type AccountKey = keyof typeof keys;

/** Looks up a string of the account area and fills its placeholders. */
export type AccountText = (key: AccountKey, values?: Record<string, string | number>) => string;

const dictionaries: Record<Language, Record<AccountKey, string>> = { de, en };

/** The account strings of one language. */
export function accountText(lang: Language): AccountText {
  const dictionary = dictionaries[lang];
  return (key, values) => fill(dictionary[key], values);
}
