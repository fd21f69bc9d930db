import { z } from "zod";
import { Author } from "./author.ts";
import { Href, Id, Image, Language, Plural, Slug, Timestamp, Translatable } from "./common.ts";
import { CategoryRef, TagRef } from "./taxonomy.ts";

/** Editorial state of an item; every state but published shows a badge (spec §4). */
export const PublishingState = z.enum(["published", "draft", "submitted", "rejected"]);

/** Publishing information of an item. */
export const Publishing = z.object({
  /** Current state. */
  state: PublishingState,
  /** When the item went live; null while it never has. */
  published_at: Timestamp.nullable(),
});

/** Reactions of all users to an item. */
export const UserReactions = z.object({
  /** How many users like the item. */
  like_count: z.int().min(0),
});

/** Times of a recipe in minutes; the total is their sum. */
export const Duration = z.object({
  /** Hands-on time. */
  preparation: z.int().min(0).max(10000),
  /** Unattended cooking or baking time. */
  baking: z.int().min(0).max(10000),
  /** Chilling, proofing or marinating time. */
  resting: z.int().min(0).max(10000),
});

/** How demanding a recipe is. */
export const Difficulty = z.enum(["easy", "medium", "hard"]);

/** A recipe video; its presence marks a recipe as having video. */
export const Video = z.object({
  /** Length in seconds. */
  duration: z.int().positive(),
  /** Still shown before playback. */
  poster: Image,
  /** The video file, or null while only the marker and poster exist. */
  url: Href.nullable(),
  /** WebVTT caption tracks, the record's language first. */
  captions: z
    .array(
      z.object({
        /** Language of the captions. */
        language: Language,
        /** The WebVTT file. */
        url: Href,
      }),
    )
    .optional(),
});

/** Fields every content card shows (spec §2 "Content card", §3 "Content item"). */
const SummaryBase = Translatable.extend({
  /** Identifier of this language version; likes refer to it. */
  id: Id,
  /** Identifier shared by both language versions of the item. */
  content_id: Id,
  /** Slug in the item's language. */
  slug: Slug,
  /** Headline. */
  title: z.string().min(1).max(200),
  /** Teaser text, plain. */
  description: z.string().max(1000),
  /** Main picture. */
  image: Image,
  /** Who wrote it. */
  author: Author,
  /** Like count. */
  user_reactions: UserReactions,
  /** Editorial state. */
  publishing: Publishing,
  /** True for items written by community cooks rather than the editorial team. */
  community: z.boolean(),
  /** Tags, including hidden ones. */
  tags: z.array(TagRef),
});

/** A recipe as a card in a list. */
export const RecipeSummary = SummaryBase.extend({
  /** Content type. */
  type: z.literal("recipe"),
  /** Preparation, baking and resting time. */
  duration: Duration,
  /** How demanding it is. */
  difficulty: Difficulty,
  /** The recipe video, or null. */
  video: Video.nullable(),
  /** A premium recipe: only premium readers get its ingredients and steps; cards show a badge. */
  is_premium: z.boolean().optional(),
});
export type RecipeSummary = z.infer<typeof RecipeSummary>;

/** A story (article) as a card in a list. */
export const ArticleSummary = SummaryBase.extend({
  /** Content type. */
  type: z.literal("article"),
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;

/** Any card in a list: recipe or story. */
export const ContentSummary = z.discriminatedUnion("type", [RecipeSummary, ArticleSummary]);
export type ContentSummary = z.infer<typeof ContentSummary>;

/** A measuring unit with both forms, e.g. { key: "tbsp", one: "EL", many: "EL" }. */
export const Unit = Plural.extend({
  /** Language-neutral unit key (g, kg, ml, l, tsp, tbsp, pinch, clove, can, bunch, slice, cup, handful, sprig, stalk, pack, cm). */
  key: z.string().regex(/^[a-z]+$/),
});

/** One line of an ingredient list. */
export const IngredientItem = z.object({
  /** Slug of the ingredient page (ingredients/{slug}) in the item's language. */
  ingredient: Slug,
  /** Singular and plural name; show `one` for an amount of exactly 1, else `many`. */
  name: Plural,
  /** Amount for the recipe's servings; null for "to taste". Scaled by the servings scaler. */
  amount: z.number().positive().nullable(),
  /** Unit, or null for counted things ("3 eggs"). */
  unit: Unit.nullable(),
  /** Extra detail ("finely chopped", "to taste"), or null. */
  note: z.string().max(200).nullable(),
});

/** Ingredients under one heading ("For the dough"); the first group often has no heading. */
export const IngredientGroup = z.object({
  /** Heading, or null. */
  title: z.string().max(120).nullable(),
  /** The lines of the group. */
  items: z.array(IngredientItem),
});

/** One step of the method. */
export const Step = z.object({
  /** Position from 1. */
  position: z.int().min(1),
  /** What to do, plain text. */
  text: z.string().min(1).max(3000),
  /** A photo of the step, when there is one. */
  image: Image.optional(),
});

/** Nutrition per serving. */
export const Nutrition = z.object({
  /** Energy in kcal. */
  calories: z.int().min(0),
  /** Protein in grams. */
  protein: z.int().min(0),
  /** Fat in grams. */
  fat: z.int().min(0),
  /** Carbohydrates in grams. */
  carbohydrates: z.int().min(0),
});

/** Average rating of a recipe. */
export const Rating = z.object({
  /** Average stars, 1 to 5. */
  average: z.number().min(1).max(5),
  /** How many ratings. */
  count: z.int().min(1),
});

/** One piece of equipment. */
export const Utensil = z.object({ /** Name of the utensil. */ name: z.string().min(1).max(120) });

/** A whole recipe: a free one from GET /api/recipes/{slug}/, a premium one from GET /api/premium/recipes/{slug}/. */
export const FullRecipe = RecipeSummary.extend({
  /** Categories the recipe is listed in. */
  categories: z.array(CategoryRef),
  /** How many the amounts are for, with the unit's forms ("Portion"/"Portionen", "glass"/"glasses"). */
  servings: z.object({
    /** Number of servings the amounts are written for. */
    amount: z.int().min(1).max(100),
    /** What one serving is called. */
    unit: Plural,
    /**
     * The most servings the recipe sensibly scales to (a pan, a tray, a dough), when it has such a
     * limit; the scaler stops there and says why (spec §2 "block servings"). A baking recipe without
     * it stops at its written amount.
     */
    max: z.int().min(1).max(100).optional(),
  }),
  /** Grouped ingredient list. */
  ingredients: z.array(IngredientGroup).min(1),
  /** Numbered method. */
  steps: z.array(Step).min(1),
  /** Equipment needed. */
  utensils: z.array(Utensil),
  /** Nutrition per serving, or null when unknown. */
  nutrition: Nutrition.nullable(),
  /** Average rating, or null while nobody has rated. */
  rating: Rating.nullable(),
  /** Last change. */
  updated_at: Timestamp,
});
export type FullRecipe = z.infer<typeof FullRecipe>;

/** How much a locked premium recipe holds, for its teaser ("12 ingredients · 6 steps"). */
export const PremiumPreview = z.object({
  /** Ingredient lines, over all groups. */
  ingredients: z.int().min(0),
  /** Steps of the method. */
  steps: z.int().min(0),
});

/**
 * A premium recipe as everyone gets it from the public API and the site's build: everything but
 * the ingredients, steps and utensils, which premium readers fetch from the premium route.
 */
export const LockedRecipe = FullRecipe.extend({
  /** Always true. */
  is_premium: z.literal(true),
  /** Empty: the ingredients are premium. */
  ingredients: z.array(IngredientGroup).max(0),
  /** Empty: the method is premium. */
  steps: z.array(Step).max(0),
  /** Empty: the equipment is premium. */
  utensils: z.array(Utensil).max(0),
  /** What the locked part holds. */
  premium_preview: PremiumPreview,
});
export type LockedRecipe = z.infer<typeof LockedRecipe>;

/** A recipe (GET /api/recipes/{slug}/): whole, or locked when it is premium. */
export const Recipe = z.union([FullRecipe, LockedRecipe]);
export type Recipe = z.infer<typeof Recipe>;

/** Whether a recipe arrived locked: premium, its ingredients and steps left out. */
export function isLocked(recipe: Recipe): recipe is LockedRecipe {
  return "premium_preview" in recipe && recipe.premium_preview !== undefined;
}

/** A heading inside a story. */
export const HeadlineBlock = z.object({
  /** Block type. */
  type: z.literal("headline"),
  /** Heading text. */
  text: z.string().min(1).max(200),
});

/** Paragraphs of a story: sanitised HTML limited to p, strong, em, a[href], ul, ol, li. */
export const TextBlock = z.object({
  /** Block type. */
  type: z.literal("text"),
  /** The paragraphs. */
  html: z.string().min(1),
});

/** A pull quote. */
export const QuoteBlock = z.object({
  /** Block type. */
  type: z.literal("quote"),
  /** The quoted words. */
  text: z.string().min(1).max(1000),
  /** Who said it, or null. */
  cite: z.string().max(200).nullable(),
});

/** One or more pictures with captions. */
export const ImageCollectionBlock = z.object({
  /** Block type. */
  type: z.literal("image_collection"),
  /** The pictures, each with an optional caption. */
  images: z.array(Image.extend({ /** Caption under the picture, or null. */ caption: z.string().max(300).nullable() })).min(1),
});

/** Recipe cards embedded in a story. */
export const RecipesBlock = z.object({
  /** Block type. */
  type: z.literal("recipes"),
  /** Heading above the cards. */
  title: z.string().max(200),
  /** The recipes. */
  items: z.array(RecipeSummary),
});

/** A pros-and-cons comparison. */
export const ProsConsBlock = z.object({
  /** Block type. */
  type: z.literal("proscons"),
  /** Heading. */
  title: z.string().max(200),
  /** Points in favour. */
  pros: z.array(z.string().min(1)),
  /** Points against. */
  cons: z.array(z.string().min(1)),
});

/** A call-to-action button. */
export const CtaButtonBlock = z.object({
  /** Block type. */
  type: z.literal("cta_button"),
  /** Button text. */
  label: z.string().min(1).max(80),
  /** Where it leads. */
  href: Href,
});

/** A list of links. */
export const LinkCollectionBlock = z.object({
  /** Block type. */
  type: z.literal("link_collection"),
  /** Heading. */
  title: z.string().max(200),
  /** The links. */
  links: z.array(z.object({ /** Link text. */ title: z.string().min(1), /** Target. */ href: Href })),
});

/** Any body block of a story, in reading order. */
export const Block = z.discriminatedUnion("type", [
  HeadlineBlock,
  TextBlock,
  QuoteBlock,
  ImageCollectionBlock,
  RecipesBlock,
  ProsConsBlock,
  CtaButtonBlock,
  LinkCollectionBlock,
]);
export type Block = z.infer<typeof Block>;

/** A whole story (GET /api/articles/{slug}/). */
export const Article = ArticleSummary.extend({
  /** Categories the story is listed in. */
  categories: z.array(CategoryRef),
  /** The body. */
  blocks: z.array(Block).min(1),
  /** Last change. */
  updated_at: Timestamp,
});
export type Article = z.infer<typeof Article>;
