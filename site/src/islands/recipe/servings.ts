/**
 * What the servings scaler shows for a count: pure functions, so the rules are tested without a
 * page (servings.test.ts) and the script that moves the DOM (scaler.ts) only applies them.
 */
import type { Language } from "@tischlein/content-schemas";
import { type AmountItem, type Forms, ingredientLine, MAX_SERVINGS, MIN_SERVINGS, scaleFactor } from "../../lib/amounts.ts";

/** What Ingredients.astro puts into the list's `data-scaler`. */
export interface ScalerData {
  lang: Language;
  /** The recipe's id: the chosen servings go to stores/modal.ts for "add to shopping list". */
  recipeId: string;
  /** Servings the amounts are written for. */
  servings: number;
  /** What one serving is called ("Portion"/"Portionen"). */
  unit: Forms;
  /** The most servings (lib/servings-limit.ts). */
  max: number;
  /** Whether the limit is the baking rule's. */
  baking: boolean;
  /** Every line of the list, in the order of the page. */
  items: AmountItem[];
}

/** What a press of − or + leads to: a new count, or the "block servings" modal past the recipe's limit. */
export type Step = { count: number } | { blocked: true };

/**
 * The result of pressing − (by −1) or + (by 1) at `count`: within 1 and 100 (the buttons are
 * disabled at either end), and past the recipe's own limit the modal that says why.
 *
 * @example
 * step(4, 1, 12) // { count: 5 }
 * step(12, 1, 12) // { blocked: true }
 * step(1, -1, 12) // { count: 1 }
 */
export function step(count: number, by: number, max: number): Step {
  const next = count + by;
  if (by > 0 && next > max) return { blocked: true };
  return { count: Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, next)) };
}

/**
 * The count the scaler starts at: the reader's household size (stores/personalization.ts keeps it
 * on the device under lib/device.ts CHOICES_KEY) when they told us one, never beyond the recipe's
 * limit; otherwise the written servings.
 *
 * @example
 * startCount('{"household":2}', 4, 100) // 2
 * startCount('{"household":8}', 4, 6) // 6
 * startCount(null, 4, 100) // 4
 */
export function startCount(stored: string | null, servings: number, max: number): number {
  try {
    const household: unknown = JSON.parse(stored ?? "null")?.household;
    if (Number.isInteger(household) && (household as number) > 0) return Math.min(max, household as number);
  } catch {
    // No readable choices: the written servings stay.
  }
  return servings;
}

/** The text of each line at `count` servings: amount with unit, and the name in its right form. */
export function linesAt(data: ScalerData, count: number): { amount: string; name: string }[] {
  const factor = scaleFactor(data.servings, count);
  return data.items.map((item) => {
    const line = ingredientLine(item, factor, data.lang);
    return { amount: `${line.quantity ?? ""}${line.unit ? ` ${line.unit}` : ""}`, name: line.name };
  });
}
