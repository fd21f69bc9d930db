import { z } from "zod";
import { Author, AuthorProfile } from "./author.ts";
import { ContentCollection, Ingredient, ShoppingTip, SlugRedirect } from "./catalogue.ts";
import { Article, ContentSummary, Recipe } from "./content.ts";
import { ErrorBody } from "./error.ts";
import { Feed } from "./feed.ts";
import { Menu } from "./menu.ts";
import { paged } from "./paged.ts";
import { Category, Tag } from "./taxonomy.ts";
import { NewsletterPayload, TrackingEvent } from "./tracking.ts";
import { LikeRecord, User } from "./user.ts";

export * from "./author.ts";
export * from "./catalogue.ts";
export * from "./common.ts";
export * from "./content.ts";
export * from "./error.ts";
export * from "./feed.ts";
export * from "./menu.ts";
export * from "./paged.ts";
export * from "./taxonomy.ts";
export * from "./tracking.ts";
export * from "./user.ts";

/**
 * Every shape that crosses the wire, by the name of its JSON Schema file. The gateway embeds
 * the exported files (gateway/internal/schema/json/<name>.json) and validates upstream answers
 * and request bodies with them; the fixtures under fixtures/<name>/ are checked by both sides.
 */
export const schemas = {
  article: Article,
  author: Author,
  "author-profile": AuthorProfile,
  category: Category,
  "content-collection": ContentCollection,
  "content-summary": ContentSummary,
  error: ErrorBody,
  feed: Feed,
  ingredient: Ingredient,
  "like-record": LikeRecord,
  menu: Menu,
  newsletter: NewsletterPayload,
  "paged-author-profile": paged(AuthorProfile),
  "paged-category": paged(Category),
  "paged-content-collection": paged(ContentCollection),
  "paged-content-summary": paged(ContentSummary),
  "paged-ingredient": paged(Ingredient),
  "paged-like-record": paged(LikeRecord),
  "paged-shopping-tip": paged(ShoppingTip),
  "paged-slug-redirect": paged(SlugRedirect),
  "paged-tag": paged(Tag),
  recipe: Recipe,
  "shopping-tip": ShoppingTip,
  "slug-redirect": SlugRedirect,
  tag: Tag,
  "tracking-event": TrackingEvent,
  user: User,
} satisfies Record<string, z.ZodType>;

export type SchemaName = keyof typeof schemas;

/** The JSON Schema text of one shape, exactly as committed for the gateway. */
export function jsonSchemaText(name: SchemaName): string {
  const json = z.toJSONSchema(schemas[name], { io: "input" });
  return JSON.stringify({ $id: `https://tischlein.example/schemas/${name}.json`, ...json }, null, 2) + "\n";
}
