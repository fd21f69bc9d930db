/**
 * The one badge a content card shows (spec §4 "Badge priority on a card"), first match wins:
 * featured contributor tag (creator label); vegan tag (recipes, not beverages); vegetarian tag
 * (recipes, not beverages); article label; draft/submitted/rejected.
 */
import type { ContentSummary } from "@tischlein/content-schemas";

/** Slug of the beverages tag (spec §3 "Tag slugs"); drinks get no diet badge. */
export const BEVERAGES_SLUG = "beverages-and-smoothies";

/** A badge kind; its text is the i18n key `badge.<kind>`. */
export type Badge = "creator" | "vegan" | "vegetarian" | "article" | "draft" | "submitted" | "rejected";

/**
 * The badge of a card, or null.
 *
 * @example
 * badgeFor({ type: "recipe", tags: [{ slug: "vegan", type: "diet" }], publishing: { state: "published" } }) // "vegan"
 * badgeFor({ type: "article", tags: [], publishing: { state: "published" } }) // "article"
 */
export function badgeFor(item: Pick<ContentSummary, "type" | "tags" | "publishing">): Badge | null {
  const tags = item.tags;
  if (tags.some((tag) => tag.type === "featured_contributor")) return "creator";
  const isRecipe = item.type === "recipe";
  // Beverages are marked by the tag type; the spec's slug is accepted as well (spec §3 tag slugs).
  const isBeverage = tags.some((tag) => tag.type === "beverages" || tag.slug === BEVERAGES_SLUG);
  if (isRecipe && !isBeverage) {
    // Diet tags keep the same slug in both languages ("vegan", "vegetarian").
    if (tags.some((tag) => tag.type === "diet" && tag.slug === "vegan")) return "vegan";
    if (tags.some((tag) => tag.type === "diet" && tag.slug === "vegetarian")) return "vegetarian";
  }
  if (item.type === "article") return "article";
  const state = item.publishing.state;
  return state === "published" ? null : state;
}
