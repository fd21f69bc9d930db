/**
 * How far a recipe's servings scaler goes (spec §2 "block servings": "when a reader scales beyond
 * what a recipe sensibly allows, explain why instead of silently scaling"). Worked out when the
 * page is built, so the scaler in the browser only compares with a number:
 * - a recipe with `servings.max` stops there (a pan, a tray, a dough only hold so much);
 * - otherwise a baking recipe (one in a category of the "baking" group: bread, cake, cookies, …)
 *   stops at its written servings: a tin does not double, and time and temperature change with it;
 * - any other recipe scales to the scaler's own maximum (lib/amounts.ts MAX_SERVINGS).
 * Scaling down is never limited.
 */
import type { FullRecipe } from "@tischlein/content-schemas";
import { clampServings, MAX_SERVINGS } from "./amounts.ts";

/** The most servings of a recipe, and whether it is the baking rule that says so. */
export interface ServingsLimit {
  /** The most servings the scaler offers. */
  max: number;
  /** True when the limit comes from baking (the recipe's written servings), not from `servings.max`. */
  baking: boolean;
}

/**
 * The servings limit of a recipe.
 *
 * @example
 * servingsLimit({ servings: { amount: 6, max: 12 }, categories: [] }) // { max: 12, baking: false }
 * servingsLimit({ servings: { amount: 12 }, categories: [{ group: "baking" }] }) // { max: 12, baking: true }
 */
export function servingsLimit(recipe: {
  servings: Pick<FullRecipe["servings"], "amount" | "max">;
  categories: readonly Pick<FullRecipe["categories"][number], "group">[];
}): ServingsLimit {
  const { amount, max } = recipe.servings;
  if (max !== undefined) return { max: clampServings(Math.max(amount, max)), baking: false };
  if (recipe.categories.some((c) => c.group === "baking")) return { max: amount, baking: true };
  return { max: MAX_SERVINGS, baking: false };
}
