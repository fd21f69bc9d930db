import { text } from "./text.ts";

/** The recipe page: facts, servings scaler, ingredients, steps, share actions, JSON-LD labels. */
export const recipe = {
};
