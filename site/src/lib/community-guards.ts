/**
 * Small shape checks of the community answers (like account-guards.ts: zod would cost more than a
 * page's JavaScript budget). They check what the islands rely on; the gateway has validated every
 * answer against the full schema already. The recipe page's rating (rating.ts) and comments (comments.ts)
 * keep their few checks to themselves, which spares that page a chunk.
 */
import type { Comment, Cookbook, CookbookList, ShoppingItem, ShoppingList, UserImage } from "@tischlein/content-schemas";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === "string";

export function isCookbook(v: unknown): v is Cookbook {
  return isObject(v) && isString(v.id) && isString(v.name) && typeof v.item_count === "number";
}

export function isCookbookList(v: unknown): v is CookbookList {
  return isObject(v) && Array.isArray(v.data) && v.data.every(isCookbook);
}

export function isUserImage(v: unknown): v is UserImage {
  return isObject(v) && isString(v.id) && isString(v.url) && typeof v.width === "number";
}

export function isComment(v: unknown): v is Comment {
  return isObject(v) && isString(v.id) && isString(v.text) && isObject(v.author) && Array.isArray(v.images);
}

export function isShoppingItem(v: unknown): v is ShoppingItem {
  return isObject(v) && isString(v.id) && isString(v.text) && typeof v.checked === "boolean" && isString(v.aisle);
}

export function isShoppingList(v: unknown): v is ShoppingList {
  return (
    isObject(v) &&
    Array.isArray(v.data) &&
    v.data.every((a) => isObject(a) && isString(a.aisle) && Array.isArray(a.items) && a.items.every(isShoppingItem)) &&
    isObject(v.meta)
  );
}

/** A paged list whose items pass a guard. */
export function isPagedOf<T>(item: (v: unknown) => v is T) {
  return (v: unknown): v is { meta: { pagination: { page: number; pages: number; total: number } }; data: T[] } =>
    isObject(v) && isObject(v.meta) && isObject(v.meta.pagination) && Array.isArray(v.data) && v.data.every(item);
}
