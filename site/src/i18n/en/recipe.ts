/** English strings of the "recipe" keys (keys/recipe.ts). */
export const recipe = {
};
