import { z } from "zod";
import { Id, Image, Slug, Translatable } from "./common.ts";

/** What a tag says about an item; drives badges (spec §4) and filtering. */
export const TagType = z.enum(["diet", "featured_contributor", "brand", "beverages", "general"]);

/** A tag as embedded in a content item (spec §3: id, is_hidden, slug, title, type). */
export const TagRef = z.object({
  /** Stable identifier of this language version of the tag. */
  id: Id,
  /** Slug in the item's language: tags/{slug}. */
  slug: Slug,
  /** Display title. */
  title: z.string().min(1).max(80),
  /** What kind of tag it is. */
  type: TagType,
  /** Hidden tags drive logic (badges, brand content) but are not listed as chips. */
  is_hidden: z.boolean(),
});

/** A tag page (GET /api/tags/{slug}/). */
export const Tag = TagRef.extend(Translatable.shape).extend({
  /** Published items carrying the tag. */
  content_count: z.int().min(0),
});
export type Tag = z.infer<typeof Tag>;

/** The menu group a category belongs to (spec §2 "Menus"), or news. */
export const CategoryGroup = z.enum([
  "day_time",
  "diet",
  "course",
  "cuisine",
  "occasion",
  "ingredient",
  "baking",
  "drinks",
  "news",
]);

/** A category as embedded in an item. */
export const CategoryRef = z.object({
  /** Stable identifier of this language version of the category. */
  id: Id,
  /** Slug in the item's language: categories/{slug} (de: kategorien/{slug}). */
  slug: Slug,
  /** Display title. */
  title: z.string().min(1).max(80),
  /** Menu group the category is listed under. */
  group: CategoryGroup,
});

/** A category page (GET /api/categories/{slug}/). */
export const Category = CategoryRef.extend(Translatable.shape).extend({
  /** One or two sentences introducing the category. */
  description: z.string().max(600),
  /** Header picture. */
  image: Image.nullable(),
  /** The "all …" category this one sits under (bread under baking), or null. */
  parent: CategoryRef.nullable(),
  /** Published items in the category. */
  content_count: z.int().min(0),
});
export type Category = z.infer<typeof Category>;
