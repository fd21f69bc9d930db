/**
 * Shape checks of the own-recipe answers (like community-guards.ts: zod would cost more than a
 * page's JavaScript budget); the gateway has checked every answer against the full schema already.
 */
import type { OwnRecipe, OwnRecipeList } from "@tischlein/content-schemas";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function isOwnRecipe(v: unknown): v is OwnRecipe {
  return isObject(v) && typeof v.id === "string" && typeof v.state === "string" && isObject(v.draft);
}

export function isOwnRecipeList(v: unknown): v is OwnRecipeList {
  return isObject(v) && Array.isArray(v.data) && v.data.every(isOwnRecipe);
}
