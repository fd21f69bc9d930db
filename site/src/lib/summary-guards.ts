/**
 * Shape checks of what the account pages and forms read (see account-guards.ts): the social login
 * providers (content-schemas AuthMethods) and pages of liked items (paged(ContentSummary)).
 */
import type { AuthMethods, ContentSummary } from "@tischlein/content-schemas";
import { isHref, isInt, isLanguage, isObject, isSlug, isString } from "./account-guards.ts";

const PROVIDERS = ["google", "facebook", "appleid"];

/** GET /api/authenticate/methods/ (content-schemas AuthMethods). */
export function isAuthMethods(v: unknown): v is AuthMethods {
  return (
    isObject(v) &&
    Array.isArray(v.data) &&
    v.data.every((m) => isObject(m) && PROVIDERS.includes(m.id as string) && isString(m.url) && /^\/api\/authenticate\/[a-z]+\/(\?.*)?$/.test(m.url))
  );
}

/** A picture as a card shows it. */
function isImage(v: unknown): boolean {
  return isObject(v) && isHref(v.url) && isInt(v.width, 1) && isInt(v.height, 1) && isString(v.alt, 0, 300);
}

/** A content card (content-schemas ContentSummary): the fields a liked card renders. */
export function isContentSummary(v: unknown): v is ContentSummary {
  return (
    isObject(v) &&
    (v.type === "recipe" || v.type === "article") &&
    isString(v.id, 1) &&
    isSlug(v.slug) &&
    isString(v.title, 1, 200) &&
    isLanguage(v.language) &&
    isImage(v.image) &&
    isObject(v.author) &&
    isString(v.author.name, 1, 120) &&
    isSlug(v.author.slug) &&
    (v.author.image === null || isImage(v.author.image)) &&
    isObject(v.user_reactions) &&
    isInt(v.user_reactions.like_count, 0) &&
    (v.type !== "recipe" || (isObject(v.duration) && isInt(v.duration.preparation, 0) && isInt(v.duration.baking, 0) && isInt(v.duration.resting, 0)))
  );
}

/** A page of liked items (content-schemas paged(ContentSummary)). */
export interface SummaryPage {
  meta: { pagination: { page: number; pages: number; per_page: number; total: number } };
  data: ContentSummary[];
}

/** GET /api/users/me/likes/?page=n. */
export function isSummaryPage(v: unknown): v is SummaryPage {
  if (!isObject(v) || !isObject(v.meta) || !isObject(v.meta.pagination)) return false;
  const p = v.meta.pagination;
  return (
    isInt(p.page, 1) &&
    isInt(p.pages, 1) &&
    isInt(p.per_page, 1, 100) &&
    isInt(p.total, 0) &&
    Array.isArray(v.data) &&
    v.data.every(isContentSummary)
  );
}
