/**
 * Small text helpers of the list pages: counts with their singular, and the titles of page 2+ of a
 * list. (The site name is added to every `<title>` by Base.)
 */
import type { Language } from "@tischlein/content-schemas";
import { t } from "../../i18n/index.ts";

/**
 * The heading of page `page` of a list: the title alone on page 1, "<title> – Seite n" after.
 *
 * @example
 * pagedTitle("de", "Rezepte", 2) // "Rezepte – Seite 2"
 */
export function pagedTitle(lang: Language, title: string, page: number): string {
  return page > 1 ? t(lang, "lists.pageTitle", { title, page }) : title;
}

/** What is counted. */
export type Counted = "recipes" | "stories" | "items";

/**
 * A count with the right form: "1 Rezept", "12 Rezepte".
 *
 * @example
 * countText("en", "recipes", 1) // "1 recipe"
 * countText("de", "items", 4) // "4 Beiträge"
 */
export function countText(lang: Language, what: Counted, count: number): string {
  return count === 1 ? t(lang, `lists.count.${what}.one`) : t(lang, `lists.count.${what}.many`, { count });
}

/**
 * A name with its first letter in upper case, for headings ("schwarzer Pfeffer" as a page title).
 *
 * @example
 * capitalize("amaretto or Marsala", "en") // "Amaretto or Marsala"
 */
export function capitalize(name: string, lang: Language): string {
  const [first = "", ...rest] = Array.from(name);
  return first.toLocaleUpperCase(lang) + rest.join("");
}
