/**
 * Localized paths of the site (spec §2 "Screens and routes"). Pure functions: every public path
 * starts with the language and ends with a slash (astro.config.mjs, trailingSlash "always").
 */
import type { Language } from "@tischlein/content-schemas";

/** URL segments that differ between the languages; one value means identical. */
export const SEGMENTS = {
  recipes: { de: "rezepte", en: "recipes" },
  stories: { de: "stories", en: "stories" },
  categories: { de: "kategorien", en: "categories" },
  tags: { de: "tags", en: "tags" },
  users: { de: "users", en: "users" },
  search: { de: "suche", en: "search" },
} as const satisfies Record<string, Record<Language, string>>;

/** A section of the site with a localized segment. */
export type Section = keyof typeof SEGMENTS;

/**
 * The home page of a language.
 *
 * @example
 * homePath("de") // "/de/"
 */
export function homePath(lang: Language): string {
  return `/${lang}/`;
}

/**
 * A section, or one item inside it.
 *
 * @example
 * sectionPath("de", "recipes") // "/de/rezepte/"
 * sectionPath("en", "categories", "vegan-dishes") // "/en/categories/vegan-dishes/"
 */
export function sectionPath(lang: Language, section: Section, slug?: string): string {
  const base = `/${lang}/${SEGMENTS[section][lang]}/`;
  return slug ? `${base}${slug}/` : base;
}

/**
 * The page of a recipe or story, from its content type and slug.
 *
 * @example
 * contentPath("de", { type: "recipe", slug: "zitronen-dill-lachs" }) // "/de/rezepte/zitronen-dill-lachs/"
 * contentPath("en", { type: "article", slug: "knife-skills" }) // "/en/stories/knife-skills/"
 */
export function contentPath(lang: Language, item: { type: "recipe" | "article"; slug: string }): string {
  return sectionPath(lang, item.type === "recipe" ? "recipes" : "stories", item.slug);
}

/**
 * The public profile of an author (the slug is the same in both languages).
 *
 * @example
 * authorPath("en", "lena-hoffmann") // "/en/users/lena-hoffmann/"
 */
export function authorPath(lang: Language, slug: string): string {
  return sectionPath(lang, "users", slug);
}

/**
 * A same-origin href from the content API as a site path with the trailing slash the static files
 * need; query, fragment and absolute URLs are left alone.
 *
 * @example
 * siteHref("/en/recipes") // "/en/recipes/"
 * siteHref("/de/suche?q=kuchen") // "/de/suche/?q=kuchen"
 * siteHref("https://example.com/shop") // "https://example.com/shop"
 */
export function siteHref(href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  const [, path, rest] = match as unknown as [string, string, string];
  const last = path.slice(path.lastIndexOf("/") + 1);
  // Files (robots.txt, /api/media/x.jpg) keep their name; pages get their folder slash.
  if (path.endsWith("/") || last.includes(".")) return href;
  return `${path}/${rest}`;
}
