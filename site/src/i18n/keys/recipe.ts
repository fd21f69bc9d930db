import { text } from "./text.ts";

/** The recipe page: facts, servings scaler, ingredients, steps, share actions, JSON-LD labels. */
export const recipe = {
  /** Name of the home page in the breadcrumb trail. */
  "recipe.crumb.home": text,
  /** Name of the recipes list in the breadcrumb trail. */
  "recipe.crumb.recipes": text,
  /** Label of the difficulty fact. */
  "recipe.difficulty": text,
  /** Difficulty "easy". */
  "recipe.difficulty.easy": text,
  /** Difficulty "medium". */
  "recipe.difficulty.medium": text,
  /** Difficulty "hard". */
  "recipe.difficulty.hard": text,
  /** Label of the hands-on preparation time. */
  "recipe.time.preparation": text,
  /** Label of the unattended cooking or baking time. */
  "recipe.time.baking": text,
  /** Label of the resting (chilling, proofing, marinating) time. */
  "recipe.time.resting": text,
  /** Label of the total time. */
  "recipe.time.total": text,
  /** Marker of a recipe with a video. */
  "recipe.video": text,
  /** Accessible text of the video marker: `{duration}` as "m:ss". */
  "recipe.video.label": text,
  /** Heading of the nutrition box. */
  "recipe.nutrition.title": text,
  /** Energy per serving. */
  "recipe.nutrition.calories": text,
  /** Protein per serving. */
  "recipe.nutrition.protein": text,
  /** Fat per serving. */
  "recipe.nutrition.fat": text,
  /** Carbohydrates per serving. */
  "recipe.nutrition.carbohydrates": text,
  /** Heading of the ingredient list. */
  "recipe.ingredients.title": text,
  /** Label before the servings scaler ("Ingredients for 4 servings"). */
  "recipe.servings.for": text,
  /** Accessible label of the "−" button: `{unit}` is the plural of the serving unit ("servings", "glasses"). */
  "recipe.servings.decrease": text,
  /** Accessible label of the "+" button: `{unit}` as above. */
  "recipe.servings.increase": text,
  /** Button that returns to the written number of servings: `{amount}`. */
  "recipe.servings.reset": text,
  /** Heading of the equipment list. */
  "recipe.utensils.title": text,
  /** Heading of the numbered method. */
  "recipe.steps.title": text,
  /** Accessible label of a step number: `{n}`. */
  "recipe.steps.step": text,
  /** Heading of the tag chips. */
  "recipe.tags.title": text,
  /** Heading of the category links. */
  "recipe.categories.title": text,
  /** Accessible name of the share actions. */
  "recipe.share.label": text,
  /** Print button. */
  "recipe.share.print": text,
  /** Copy-link button. */
  "recipe.share.copy": text,
  /** Confirmation after the link was copied. */
  "recipe.share.copied": text,
  /** Message when the browser refused to copy. */
  "recipe.share.copyFailed": text,
  /** Line on the printed page naming where the recipe lives: `{url}`. */
  "recipe.print.source": text,
  /** Heading of the related recipes. */
  "recipe.related.title": text,
};
