import { z } from "zod";
import { Aisle } from "./community.ts";
import { Id, Image, Language, Plural, Slug, Translatable } from "./common.ts";
import { RecipeSummary } from "./content.ts";

/** An ingredient page (GET /api/ingredients/{slug}/); its recipes come from /api/recipes/?ingredient={slug}. */
export const Ingredient = Translatable.extend({
  /** Stable identifier of this language version. */
  id: Id,
  /** Slug in its language: ingredients/{slug} (de: zutaten/{slug}). */
  slug: Slug,
  /** Singular and plural name. */
  name: Plural,
  /** Published recipes that use it. */
  recipe_count: z.int().min(0),
  /** Where it is in the shop; the shopping list groups by it. */
  aisle: Aisle,
});
export type Ingredient = z.infer<typeof Ingredient>;

/** A shopping tip (GET /api/shopping-tips/{slug}/). */
export const ShoppingTip = Translatable.extend({
  /** Stable identifier of this language version. */
  id: Id,
  /** Slug in its language. */
  slug: Slug,
  /** Headline. */
  title: z.string().min(1).max(200),
  /** Teaser, plain text. */
  description: z.string().max(1000),
  /** Months (1–12) when the tip is in season; empty for all year. */
  season: z.array(z.int().min(1).max(12)),
  /** Body: sanitised HTML limited to p, strong, em, a[href], ul, ol, li. */
  html: z.string().min(1),
  /** Picture. */
  image: Image,
});
export type ShoppingTip = z.infer<typeof ShoppingTip>;

/** An editorial collection of recipes (GET /api/content-collections/{slug}/). */
export const ContentCollection = Translatable.extend({
  /** Stable identifier of this language version. */
  id: Id,
  /** Slug in its language. */
  slug: Slug,
  /** Headline. */
  title: z.string().min(1).max(200),
  /** Introduction, plain text. */
  description: z.string().max(1000),
  /** Header picture. */
  image: Image,
  /** The recipes, in editorial order. */
  items: z.array(RecipeSummary),
});
export type ContentCollection = z.infer<typeof ContentCollection>;

/**
 * An old address of an item (GET /api/redirects/): slugs change, and old links must keep working.
 * The site turns the list into 301 rules for its host (_redirects) and the gateway applies them.
 */
export const SlugRedirect = z.object({
  /** What the slug belongs to. */
  kind: z.enum(["recipe", "article", "category", "tag", "ingredient", "shopping_tip", "collection"]),
  /** Language of both slugs. */
  language: Language,
  /** The slug the item had before. */
  from: Slug,
  /** The item's current slug. */
  to: Slug,
});
export type SlugRedirect = z.infer<typeof SlugRedirect>;
