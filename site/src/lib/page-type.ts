/**
 * The page type of a path for analytics (spec §2: "page types are mapped from route patterns"):
 * `/` feed, `/recipes` recipes, `/stories` stories, `/recipes/[slug]` recipe, `/stories/[slug]`
 * story, `/search`, `/categories`, `/tags`, `/categories/[slug]` category, `/tags/[slug]` tag; the
 * profile pages (`/profile`, `/profile/likes`, `/profile/cookbooks/[id]`, `/users/likes`,
 * `/users/[slug]`) profile; any other route unknown. Both languages' segments (lib/urls.ts) count,
 * and further pages of a list (`/de/rezepte/seite/2/`) are the list. Routes with a fixed name of their
 * own below a section (`/de/rezepte/community/`, `/de/kategorien/community/`) are not an item of it:
 * unknown, as in the spec's router, where a fixed route wins over `[slug]`.
 *
 * @example
 * pageType("/de/") // "feed"
 * pageType("/de/rezepte/zitronen-dill-lachs/") // "recipe"
 * pageType("/en/categories/vegan-dishes/page/2/") // "category"
 * pageType("/de/impressum/") // "unknown"
 */
import { PAGE_SEGMENT, PAGES, SEGMENTS } from "./urls.ts";

export type PageType =
  | "feed"
  | "recipes"
  | "stories"
  | "recipe"
  | "story"
  | "search"
  | "categories"
  | "tags"
  | "category"
  | "tag"
  | "profile"
  | "unknown";

/** The sections whose list and item pages have a type: [list, item]. */
const SECTIONS = [
  ["recipes", "recipes", "recipe"],
  ["stories", "stories", "story"],
  ["categories", "categories", "category"],
  ["tags", "tags", "tag"],
] as const;

/** Fixed routes below a section, which are no item of it. */
const FIXED = ["community"];

/** The page type of a site path (query and fragment are ignored). */
export function pageType(path: string): PageType {
  const parts = path.split(/[?#]/, 1)[0]!.split("/").filter(Boolean);
  const lang = parts.shift();
  if (lang !== "de" && lang !== "en") return "unknown";
  // Page n of a list is the list.
  if (parts.length >= 3 && parts.at(-2) === PAGE_SEGMENT[lang] && /^\d+$/.test(parts.at(-1)!)) parts.splice(-2);
  const [first, second, third] = parts;
  if (!first) return "feed";
  if (parts.length === 1 && first === SEGMENTS.search[lang]) return "search";
  for (const [section, list, item] of SECTIONS) {
    if (first !== SEGMENTS[section][lang]) continue;
    if (parts.length === 1) return list;
    if (parts.length === 2 && !FIXED.includes(second!)) return item;
    return "unknown";
  }
  const rest = parts.join("/");
  if (rest === PAGES.profile[lang] || rest === PAGES.profileLikes[lang] || rest === PAGES.usersLikes[lang]) return "profile";
  if (parts.length === 3 && `${first}/${second}` === PAGES.profileCookbooks[lang] && third) return "profile";
  if (parts.length === 2 && first === SEGMENTS.users[lang]) return "profile";
  return "unknown";
}
