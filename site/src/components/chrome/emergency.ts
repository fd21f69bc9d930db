/**
 * The fallback "emergency recipe" of the not-found page (spec §2 "Not-found page"): one recipe per
 * language, by slug. If the catalogue no longer has it, the newest recipe stands in, so the 404
 * page never fails the build.
 */
import type { Language, Recipe } from "@tischlein/content-schemas";

/** Slug of the emergency recipe per language: spaghetti carbonara and its German twin. */
export const EMERGENCY_RECIPE = { de: "spaghetti-carbonara", en: "spaghetti-carbonara" } as const satisfies Record<
  Language,
  string
>;

/** The emergency recipe of `lang` among `recipes` (newest first), or null when there are none. */
export function emergencyRecipe<R extends Pick<Recipe, "slug">>(recipes: R[], lang: Language): R | null {
  return recipes.find((r) => r.slug === EMERGENCY_RECIPE[lang]) ?? recipes[0] ?? null;
}
