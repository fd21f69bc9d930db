/**
 * Shape checks of the personalisation answers in the browser (see account-guards.ts): the options
 * and a reader's preferences (content-schemas personalization.ts), written by hand so the browser
 * does not load zod. personalization.test.ts runs the schemas' fixtures through them.
 */
import type { PersonalizationOptions, Preferences } from "@tischlein/content-schemas";
import { isInt, isObject, isSlug, isString } from "./account-guards.ts";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (v: unknown): v is string => typeof v === "string" && ID.test(v);
const isIds = (v: unknown) => Array.isArray(v) && v.length <= 40 && v.every(isId);
const oneOf = (v: unknown, values: readonly string[]) => typeof v === "string" && values.includes(v);

export const DIETS = ["omnivore", "vegetarian", "vegan"] as const;
export const SKILLS = ["beginner", "intermediate", "advanced"] as const;

/** A reader's choices (PreferencesRequest), with or without the time they were saved. */
export function isPreferences(v: unknown): v is Preferences {
  return (
    isObject(v) &&
    (v.diet === null || oneOf(v.diet, DIETS)) &&
    (v.skill === null || oneOf(v.skill, SKILLS)) &&
    (v.household === null || isInt(v.household, 1, 8)) &&
    isIds(v.dislikes) &&
    isIds(v.cuisines) &&
    (v.updated_at === undefined || v.updated_at === null || isString(v.updated_at, 1, 40))
  );
}

const isTermOption = (v: unknown) => isObject(v) && isId(v.value) && oneOf(v.kind, ["ingredient", "category"]) && isSlug(v.slug) && isString(v.title, 1);

/** GET /api/personalization/options/. */
export function isPersonalizationOptions(v: unknown): v is PersonalizationOptions {
  return (
    isObject(v) &&
    Array.isArray(v.diets) &&
    v.diets.every((d) => isObject(d) && oneOf(d.value, DIETS) && isString(d.title, 1)) &&
    Array.isArray(v.skills) &&
    v.skills.every((s) => isObject(s) && oneOf(s.value, SKILLS) && isString(s.title, 1)) &&
    isObject(v.household) &&
    isInt(v.household.min, 1) &&
    isInt(v.household.max, 1) &&
    Array.isArray(v.dislikes) &&
    v.dislikes.every(isTermOption) &&
    Array.isArray(v.cuisines) &&
    v.cuisines.every(isTermOption)
  );
}
