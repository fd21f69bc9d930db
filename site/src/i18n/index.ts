/**
 * Interface strings in both languages.
 *
 * @example
 * t("de", "card.by", { name: "Lena" }) // "von Lena"
 * t("en", "card.minutes", { minutes: 30 }) // "30 min"
 */
import type { Language } from "@tischlein/content-schemas";
import de from "./de.ts";
import en from "./en.ts";
import { fill } from "./fill.ts";
import { Dictionary, type UIKey } from "./schema.ts";

export type { UIKey } from "./schema.ts";

/** The checked dictionaries; parsing here fails the build on a missing, empty or unknown key. */
const dictionaries: Record<Language, Dictionary> = {
  de: Dictionary.parse(de),
  en: Dictionary.parse(en),
};

/** The text of `key` in `lang`, with `{name}` placeholders replaced from `values`. */
export function t(lang: Language, key: UIKey, values?: Record<string, string | number>): string {
  return fill(dictionaries[lang][key], values);
}

/** The other language: the target of the language switch. */
export function otherLanguage(lang: Language): Language {
  return lang === "de" ? "en" : "de";
}
