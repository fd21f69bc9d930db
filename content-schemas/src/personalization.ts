import { z } from "zod";
import { Id, Slug, Timestamp } from "./common.ts";

/*
 * Personalisation: what a reader tells us about how they cook, and what the site may
 * offer them. Choices are stored without a language (fixed keys and content ids, which both
 * language versions share), so a reader who switches language keeps them; the options name them in
 * the request's language.
 */

/** How a reader eats: everything, vegetarian or vegan (the recipes' diet tags vegetarian and vegan). */
export const DietKey = z.enum(["omnivore", "vegetarian", "vegan"]);
export type DietKey = z.infer<typeof DietKey>;

/** How much a reader trusts their cooking; it fits recipe difficulties (easy, medium, hard). */
export const SkillKey = z.enum(["beginner", "intermediate", "advanced"]);
export type SkillKey = z.infer<typeof SkillKey>;

/** Smallest and largest household a reader can choose. */
export const HOUSEHOLD_MIN = 1;
export const HOUSEHOLD_MAX = 8;
/** At most this many dislikes and favourite cuisines each. */
export const MAX_CHOICES = 40;

/** One diet a reader can choose. */
export const DietOption = z.object({
  /** The stored key. */
  value: DietKey,
  /** Its name in the request's language. */
  title: z.string().min(1),
  /** Slugs of the tags a recipe must carry to fit it (none for omnivore). */
  tags: z.array(Slug),
});

/** One skill level a reader can choose. */
export const SkillOption = z.object({
  /** The stored key. */
  value: SkillKey,
  /** Its name in the request's language. */
  title: z.string().min(1),
  /** Recipe difficulties that fit it, best first. */
  difficulties: z.array(z.enum(["easy", "medium", "hard"])),
});

/** A category or ingredient a reader can name: a dislike or a favourite cuisine. */
export const TermOption = z.object({
  /** The stored value: the content id both language versions share. */
  value: Id,
  /** What it is: an ingredient, or a category (a cuisine, or a group of ingredients such as fish). */
  kind: z.enum(["ingredient", "category"]),
  /** Its slug in the request's language, as recipes name it. */
  slug: Slug,
  /** Its name in the request's language. */
  title: z.string().min(1),
});

/** GET /api/personalization/options/: every choice, in the request's language (public, cached). */
export const PersonalizationOptions = z.object({
  /** Diets, omnivore first. */
  diets: z.array(DietOption),
  /** Ingredients and groups of ingredients a reader may not want to see, alphabetical. */
  dislikes: z.array(TermOption),
  /** Skill levels, beginner first. */
  skills: z.array(SkillOption),
  /** Household sizes that can be chosen. */
  household: z.object({ min: z.int(), max: z.int() }),
  /** Cuisine categories, alphabetical. */
  cuisines: z.array(TermOption),
});
export type PersonalizationOptions = z.infer<typeof PersonalizationOptions>;

/** A reader's choices; null or empty means "not told". */
export const PreferencesRequest = z.strictObject({
  /** How they eat. */
  diet: DietKey.nullable(),
  /** Content ids of disliked ingredients and groups of ingredients (values of the options). */
  dislikes: z.array(Id).max(MAX_CHOICES),
  /** How experienced a cook they are. */
  skill: SkillKey.nullable(),
  /** How many people they usually cook for; the servings scaler starts there. */
  household: z.int().min(HOUSEHOLD_MIN).max(HOUSEHOLD_MAX).nullable(),
  /** Content ids of favourite cuisine categories (values of the options). */
  cuisines: z.array(Id).max(MAX_CHOICES),
});
export type PreferencesRequest = z.infer<typeof PreferencesRequest>;

/** GET and PUT /api/personalization/preferences/: the logged-in reader's choices (private). */
export const Preferences = PreferencesRequest.extend({
  /** When they were last saved; null while the reader never saved any. */
  updated_at: Timestamp.nullable(),
});
export type Preferences = z.infer<typeof Preferences>;
