/**
 * The addresses of the news feeds the gateway writes (gateway/internal/feeds): new recipes and new
 * stories per language, and each author's, as RSS 2.0 (`.xml`) and Atom 1.0 (`.atom`). The file
 * names follow the site's sections (lib/urls.ts), so the two must change together; a Go test reads
 * every feed with a feed parser.
 *
 * @example
 * feedPath("de", "recipes") // "/de/feed/rezepte.xml"
 * feedPath("en", "stories", "atom") // "/en/feed/stories.atom"
 * authorFeedPath("de", "lena-hoffmann") // "/de/users/lena-hoffmann/feed.xml"
 */
import type { Language } from "@tischlein/content-schemas";

/** What a site feed holds. */
export type FeedKind = "recipes" | "stories";

/** A feed's format, named by its file extension. */
export type FeedFormat = "xml" | "atom";

const NAMES: Record<FeedKind, Record<Language, string>> = {
  recipes: { de: "rezepte", en: "recipes" },
  stories: { de: "stories", en: "stories" },
};

/** The address of the newest recipes or stories of a language. */
export function feedPath(lang: Language, kind: FeedKind, format: FeedFormat = "xml"): string {
  return `/${lang}/feed/${NAMES[kind][lang]}.${format}`;
}

/** The address of an author's feed. */
export function authorFeedPath(lang: Language, slug: string, format: FeedFormat = "xml"): string {
  return `/${lang}/users/${slug}/feed.${format}`;
}
