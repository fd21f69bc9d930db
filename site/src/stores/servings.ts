/**
 * The servings a reader chose in a recipe's scaler (islands/recipe/IngredientList.tsx), by recipe
 * id, so "add to shopping list" takes the amounts the reader is looking at.
 */
import { map } from "nanostores";

export const $servings = map<Record<string, number>>({});

/** Records the chosen servings of a recipe. */
export function chooseServings(recipeId: string, servings: number): void {
  $servings.setKey(recipeId, servings);
}
