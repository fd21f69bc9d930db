import { z } from "zod";
import { Id, Image, Language, Slug, Timestamp } from "./common.ts";
import { Difficulty, Recipe } from "./content.ts";

/*
 * Recipes cooks write themselves, and the editors' queue of them. A draft uses the field
 * names of the recipe schema; every field may be missing or unfinished while the cook writes. Fields
 * the server owns (id, slug, author, state, user_reactions, dates …) are ignored when sent.
 */

/**
 * A photo named by its URL: one the cook uploaded (POST /api/users/comments/images/), or in the
 * editorial desk a picture the item already shows (any /api/media/ path it has).
 */
export const DraftImage = z.object({
  /** The upload's URL, or a picture of the item's own. */
  url: z.string().max(300).regex(/^\/api\/media\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:jpg|png|webp)(?:\?v=[0-9a-f]{1,32})?$/),
  /** Text alternative; the title when empty. */
  alt: z.string().max(300).optional(),
  /** Size in pixels, filled in by the server from the upload (what a client sends is ignored). */
  width: z.int().positive().optional(),
  height: z.int().positive().optional(),
});

/** One ingredient line as the cook writes it. */
export const DraftIngredient = z.object({
  /** Slug of a known ingredient (ingredients/{slug}), when the cook picked one; else found by name. */
  ingredient: Slug.nullable().optional(),
  /** The name; `many` defaults to `one`. */
  name: z.object({ one: z.string().max(120), many: z.string().max(120).optional() }),
  /** Amount for the servings, or null for "to taste". */
  amount: z.number().positive().max(100000).nullable().optional(),
  /** Unit by its key (g, kg, ml, l, tsp, tbsp, pinch, clove, can, bunch, slice, cup, handful, sprig, stalk, pack, cm); forms are filled in. */
  unit: z.object({ key: z.string().regex(/^[a-z]+$/).max(20) }).nullable().optional(),
  /** Extra detail ("finely chopped"). */
  note: z.string().max(200).nullable().optional(),
});

/** A recipe being written (POST and PATCH /api/users/me/recipes/…). */
export const RecipeDraft = z.object({
  /** Language the recipe is written in; the account's when missing. */
  language: Language.optional(),
  /** Headline. */
  title: z.string().max(200).optional(),
  /** A few sentences that make one want to cook it (the recipe's description). */
  intro: z.string().max(1000).optional(),
  /** How many the amounts are for. */
  servings: z.object({ amount: z.int().min(1).max(100) }).optional(),
  /** Times in minutes. */
  duration: z
    .object({
      preparation: z.int().min(0).max(10000).optional(),
      baking: z.int().min(0).max(10000).optional(),
      resting: z.int().min(0).max(10000).optional(),
    })
    .optional(),
  /** How demanding it is. */
  difficulty: Difficulty.optional(),
  /** Ingredient groups; the first usually without a title. */
  ingredients: z
    .array(z.object({ title: z.string().max(120).nullable().optional(), items: z.array(DraftIngredient).max(60) }))
    .max(12)
    .optional(),
  /** The method, in order; a step may have a photo. */
  steps: z
    .array(z.object({ text: z.string().max(3000), image: DraftImage.nullable().optional() }))
    .max(40)
    .optional(),
  /** Equipment. */
  utensils: z.array(z.object({ name: z.string().max(120) })).max(30).optional(),
  /** Categories by slug in the recipe's language. */
  categories: z.array(z.object({ slug: Slug })).max(8).optional(),
  /** Tags by slug in the recipe's language. */
  tags: z.array(z.object({ slug: Slug })).max(20).optional(),
  /** The main picture. */
  image: DraftImage.nullable().optional(),
});
export type RecipeDraft = z.infer<typeof RecipeDraft>;

/** Where a cook's recipe is: spec §4 shows draft, submitted and rejected as badges. */
export const OwnRecipeState = z.enum(["draft", "submitted", "rejected", "published"]);

/** One of the cook's recipes (GET /api/users/me/recipes/{id}/). */
export const OwnRecipe = z.object({
  /** Identifier. */
  id: Id,
  /** Where it is. */
  state: OwnRecipeState,
  /** Language it is written in. */
  language: Language,
  /** The draft as saved. */
  draft: RecipeDraft,
  /** The editor's reason, when rejected; else null. */
  reason: z.string().max(1000).nullable(),
  /** Content id of the published recipe, once accepted; else null. */
  content_id: Id.nullable(),
  /** Slug of the published recipe (recipes/{slug}), once accepted; else null. */
  slug: Slug.nullable(),
  /** The title, for lists ("" while none). */
  title: z.string().max(200),
  /** The main picture, for lists, or null. */
  image: Image.nullable(),
  /** First saved, last changed, last submitted and published (null while not). */
  created_at: Timestamp,
  updated_at: Timestamp,
  submitted_at: Timestamp.nullable(),
  published_at: Timestamp.nullable(),
});
export type OwnRecipe = z.infer<typeof OwnRecipe>;

/** GET /api/users/me/recipes/: the cook's recipes, the one changed last first. */
export const OwnRecipeList = z.object({
  /** The recipes. */
  data: z.array(OwnRecipe),
});
export type OwnRecipeList = z.infer<typeof OwnRecipeList>;

/** A submitted recipe in the editors' queue (GET /api/editorial/submissions/). */
export const Submission = OwnRecipe.extend({
  /** The cook. */
  author: z.object({ /** Display name. */ name: z.string(), /** Profile slug. */ slug: Slug }),
  /** The recipe as it will be published, for the preview; null when it no longer passes (a category it names was removed since). */
  recipe: Recipe.nullable(),
});
export type Submission = z.infer<typeof Submission>;

/** POST /api/editorial/submissions/{id}/reject/: why, for the cook to read. */
export const RejectRequest = z.strictObject({
  /** The reason, 1–1,000 characters. */
  reason: z.string().trim().min(1).max(1000),
});

/** One entry of the editors' audit log (GET /api/editorial/audit/). */
export const AuditEntry = z.object({
  /** Identifier. */
  id: Id,
  /** The editor. */
  actor: z.object({ /** Account id. */ id: Id, /** Display name. */ name: z.string() }),
  /** What was done, e.g. submission.accept. */
  action: z.string().regex(/^[a-z_]+\.[a-z_]+$/),
  /** What kind of thing it was done to. */
  target: z.string(),
  /** Its id. */
  target_id: z.string(),
  /** The thing before and after, as JSON values, or null. */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** When. */
  created_at: Timestamp,
});
export type AuditEntry = z.infer<typeof AuditEntry>;
