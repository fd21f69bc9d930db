import { z } from "zod";
import { Href, Id, Image, Language, Slug } from "./common.ts";

/** Marks a special author: a featured community contributor or a brand partner. */
export const AuthorType = z.enum(["featured_contributor", "partner"]);

/** The author shown on a card or page (spec §3 "Author"). */
export const Author = z.object({
  /** Display name. */
  name: z.string().min(1).max(120),
  /** Profile slug, the same in both languages: users/{slug}. */
  slug: Slug,
  /** Portrait; null shows the upper-case first letter of the name instead. */
  image: Image.nullable(),
  /** Special author type, if any. */
  new_type: AuthorType.nullable(),
});
export type Author = z.infer<typeof Author>;

/** An author's public profile page (GET /api/users/{slug}/). */
export const AuthorProfile = Author.extend({
  /** Stable identifier of the author. */
  id: Id,
  /** Who the author is: the editorial team, a community cook, or a brand partner. */
  kind: z.enum(["editor", "community", "partner"]),
  /** Language of the biography. */
  language: Language,
  /** A few sentences about the author, plain text. */
  bio: z.string().max(2000),
  /** The author's own website, for partners. */
  website: Href.nullable(),
  /** Published recipes by this author. */
  recipe_count: z.int().min(0),
  /** Published stories by this author. */
  article_count: z.int().min(0),
});
export type AuthorProfile = z.infer<typeof AuthorProfile>;
