import { z } from "zod";
import { Id, Image, Plural, Slug, Timestamp } from "./common.ts";
import { Unit } from "./content.ts";

/*
 * What logged-in cooks keep and write: cookbooks, comments with photos, comment likes,
 * ratings, abuse reports and the shopping list. Every answer here is personal ("private, no-store")
 * except the comments of an item, which everyone reads.
 */

/** A cookbook name: 1–60 characters after trimming, unique per user (case-insensitive). */
export const CookbookName = z.string().trim().min(1).max(60);

/** One of the user's cookbooks (GET /api/users/me/cookbooks/). */
export const Cookbook = z.object({
  /** Identifier. */
  id: Id,
  /** The name the user gave it. */
  name: CookbookName,
  /** How many recipes and stories it holds. */
  item_count: z.int().min(0),
  /** Picture of the item saved last, or null while it is empty. */
  cover: Image.nullable(),
  /** Last change (renamed, item added or removed). */
  updated_at: Timestamp,
});
export type Cookbook = z.infer<typeof Cookbook>;

/**
 * GET /api/users/me/cookbooks/: every cookbook of the user, most recently changed first; with
 * `?item={id}` (a recipe's or story's id) also which of them hold that item.
 */
export const CookbookList = z.object({
  /** The cookbooks. */
  data: z.array(Cookbook),
  /** Ids of the cookbooks holding the item asked with `?item=`; only then present. */
  holding: z.array(Id).optional(),
});
export type CookbookList = z.infer<typeof CookbookList>;

/** POST /api/users/me/cookbooks/ and PATCH …/{id}/: create or rename a cookbook. */
export const CookbookRequest = z.strictObject({
  /** The new name. */
  name: CookbookName,
});

/** POST /api/users/me/cookbooks/{id}/items/: put a recipe or story into the cookbook. */
export const CookbookItemRequest = z.strictObject({
  /** Id of the item (either language version, or its content id). */
  id: Id,
});

/** POST /api/users/me/cookbooks/{id}/items/{content_id}/move/: move an item to another cookbook. */
export const CookbookMoveRequest = z.strictObject({
  /** Id of the cookbook the item goes to. */
  to: Id,
});

/** A photo a user uploaded for a comment, re-encoded without any metadata. */
export const UserImage = z.object({
  /** Identifier; a comment names its photos by it. */
  id: Id,
  /** Where the photo is served; the optimizer (/_img?url=…) makes smaller versions of it. */
  url: z.string().regex(/^\/api\/media\/user-images\/[0-9a-f-]+\.jpg$/),
  /** Width in pixels. */
  width: z.int().positive(),
  /** Height in pixels. */
  height: z.int().positive(),
  /** Id of the comment it belongs to, or null while it is not attached. */
  comment_id: Id.nullable(),
  /** When it was uploaded. */
  created_at: Timestamp,
});
export type UserImage = z.infer<typeof UserImage>;

/** GET /api/users/me/images/: the user's own photos, newest first. */
export const UserImageList = z.object({
  /** The photos. */
  data: z.array(UserImage),
});

/**
 * POST /users/comments/images/ on the content API only: the photo as the gateway re-encoded it
 * (JPEG, orientation applied, no metadata), base64 in JSON like every upstream call.
 */
export const ImageUpload = z.strictObject({
  /** The JPEG bytes, base64. At most 2048 px on the long side, so about 1.5 MB at most. */
  data: z.base64().max(4_000_000),
  /** Width in pixels. */
  width: z.int().min(1).max(4096),
  /** Height in pixels. */
  height: z.int().min(1).max(4096),
});

/** Who wrote a comment: the public part of an account. */
export const CommentAuthor = z.object({
  /** Display name. */
  name: z.string().min(1).max(200),
  /** Profile slug (users/{slug}). */
  slug: Slug,
});

/** A comment under a recipe or story: plain text, shown as text, never as HTML. */
export const Comment = z.object({
  /** Identifier. */
  id: Id,
  /** Content id of the item it is about (shared by both language versions). */
  content_id: Id,
  /** Language it was written in. */
  language: z.enum(["de", "en"]),
  /** What the user wrote, as written. */
  text: z.string().min(1).max(2000),
  /** The writer. */
  author: CommentAuthor,
  /** Up to three photos. */
  images: z.array(UserImage).max(3),
  /** How many users like the comment. */
  like_count: z.int().min(0),
  /** When it was written. */
  created_at: Timestamp,
});
export type Comment = z.infer<typeof Comment>;

/** POST /api/users/comments/: write a comment. */
export const CommentRequest = z.strictObject({
  /** The item (either language version, or its content id). */
  content_id: Id,
  /** The text: 1–2,000 characters. */
  text: z.string().trim().min(1).max(2000),
  /** Photos uploaded before (POST /api/users/comments/images/), at most three. */
  image_ids: z.array(Id).max(3).optional(),
});

/** POST /api/users/me/likes/comments/: like a comment. */
export const CommentLikeRequest = z.strictObject({
  /** Id of the comment. */
  id: Id,
});

/** The answer to a comment like: liked, with the exact count afterwards. */
export const CommentLikeState = z.object({
  /** Id of the comment. */
  id: Id,
  /** Always true here; taking a like back answers 204. */
  liked: z.boolean(),
  /** The comment's like count after this like. */
  like_count: z.int().min(0),
});

/** GET /api/users/me/likes/comments/?content={id}: the comments of an item the user likes. */
export const CommentLikeIds = z.object({
  /** Ids of the liked comments. */
  data: z.array(z.object({ /** Id of a liked comment. */ id: Id })),
});

/** PUT /api/users/me/rating/: rate a recipe, 1 to 5 stars; a second PUT changes the rating. */
export const RatingRequest = z.strictObject({
  /** The recipe (either language version, or its content id). */
  content_id: Id,
  /** Stars. */
  rating: z.int().min(1).max(5),
});

/**
 * DELETE /api/users/me/rating/: take one's rating of a recipe back. The recipe may also come as
 * `?content_id=` (a DELETE without a body), which is what the site sends.
 */
export const RatingDelete = z.strictObject({
  /** The recipe (either language version, or its content id). */
  content_id: Id,
});

/** A recipe's rating as one user sees it. */
export const RatingState = z.object({
  /** Average stars, one decimal place, or null while nobody has rated. */
  average: z.number().min(1).max(5).nullable(),
  /** How many users rated. */
  count: z.int().min(0),
  /** The user's own stars, or null. */
  mine: z.int().min(1).max(5).nullable(),
});
export type RatingState = z.infer<typeof RatingState>;

/** What can be reported. */
export const ReportTarget = z.enum(["comment", "image", "recipe", "user"]);

/** Why. */
export const ReportReason = z.enum(["spam", "offensive", "copyright", "other"]);

/** POST /api/report/abuse/: report something to the editors. */
export const ReportRequest = z.strictObject({
  /** What kind of thing. */
  target: ReportTarget,
  /** Its id; for a user, the slug of their profile (users/{slug}) or their id. */
  id: Slug,
  /** Why. */
  reason: ReportReason,
  /** More detail, optional. */
  text: z.string().trim().max(1000).optional(),
});

/** The answer to a report: 201 the first time, 200 when this user reported it before. */
export const ReportReceipt = z.object({
  /** Always "received". */
  status: z.literal("received"),
  /** The reported thing. */
  target: ReportTarget,
  /** Its id, as sent. */
  id: Slug,
});

/**
 * Aisles of the shopping list, in the order of a walk through a German supermarket (spec, "shopping list"):
 * the list is grouped by them.
 */
export const Aisle = z.enum(["produce", "bakery", "dairy", "meat_fish", "dry_goods", "spices", "frozen", "drinks", "other"]);
export type Aisle = z.infer<typeof Aisle>;

/** A recipe a shopping-list item came from. */
export const ShoppingSource = z.object({
  /** Content id of the recipe. */
  content_id: Id,
  /** Title in the list's language. */
  title: z.string().min(1).max(200),
  /** Slug in the list's language. */
  slug: Slug,
});

/** One line of the shopping list. */
export const ShoppingItem = z.object({
  /** Identifier (chosen by the client for items it added offline). */
  id: Id,
  /** What to buy, as one line in the list's language ("500 g Mehl", "Kaffee"). */
  text: z.string().min(1).max(300),
  /** Amount, or null for a free item or "to taste". Grams and millilitres add up across recipes. */
  amount: z.number().positive().nullable(),
  /** Unit with its forms in the list's language, or null. */
  unit: Unit.nullable(),
  /** Name with its forms in the list's language, or null for a free item. */
  name: Plural.nullable(),
  /** Slug of the ingredient page in the list's language, or null for a free item. */
  ingredient: Slug.nullable(),
  /** Where it is in the shop. */
  aisle: Aisle,
  /** Ticked off. */
  checked: z.boolean(),
  /** Recipes it was added for. */
  recipes: z.array(ShoppingSource),
  /** Last change, for devices that sync. */
  updated_at: Timestamp,
});
export type ShoppingItem = z.infer<typeof ShoppingItem>;

/** GET /api/users/me/shopping-list/: the list grouped by aisle; in each aisle, checked items last. */
export const ShoppingList = z.object({
  /** The aisles that have items, in shop order. */
  data: z.array(
    z.object({
      /** The aisle. */
      aisle: Aisle,
      /** Its name in the list's language. */
      title: z.string().min(1),
      /** Its items: unchecked first, then by name. */
      items: z.array(ShoppingItem),
    }),
  ),
  /** Counts over the whole list. */
  meta: z.object({
    /** Items on the list. */
    total: z.int().min(0),
    /** Of those, ticked off. */
    checked: z.int().min(0),
  }),
});
export type ShoppingList = z.infer<typeof ShoppingList>;

/** POST /api/users/me/shopping-list/recipes/: put a recipe's ingredients on the list. */
export const ShoppingRecipeRequest = z.strictObject({
  /** The recipe (either language version, or its content id). */
  id: Id,
  /** The servings the reader chose in the scaler. */
  servings: z.int().min(1).max(100),
});

/** POST /api/users/me/shopping-list/items/: add a free item. */
export const ShoppingItemRequest = z.strictObject({
  /** What to buy. */
  text: z.string().trim().min(1).max(300),
  /**
   * An id chosen by the client, so an item added offline and sent again after a lost answer is
   * added once (the second time answers 200).
   */
  id: Id.optional(),
});

/** PATCH /api/users/me/shopping-list/items/{id}/: tick an item off or back on. */
export const ShoppingItemPatch = z.strictObject({
  /** Ticked off. */
  checked: z.boolean(),
});
