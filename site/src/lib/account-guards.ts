/**
 * Shape checks of the account API's answers in the browser: the fields the site reads, with the
 * types and bounds of content-schemas (user.ts, account.ts, error.ts, paged.ts, content.ts), written
 * by hand so the browser does not load zod (see account-api.ts). account-guards.test.ts runs every
 * fixture of those schemas through both: what zod accepts, a guard accepts; what a guard accepts
 * is safe to render. The types are the schemas' own.
 *
 * @example
 * isUserEnvelope({ user: { id: "…", name: "Jana", …, user_token: "x" } }) // false: never a token
 */
import type { AuthMethods, ContentSummary, ErrorBody, LikeIds, LikeState, User, UserEnvelope } from "@tischlein/content-schemas";

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const isString = (v: unknown, min = 0, max = Infinity): v is string => typeof v === "string" && v.length >= min && v.length <= max;
const isInt = (v: unknown, min = -Infinity, max = Infinity): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const isBool = (v: unknown): v is boolean => typeof v === "boolean";
const isLanguage = (v: unknown) => v === "de" || v === "en";
/** Slug of content-schemas common.ts: it becomes part of a link. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isSlug = (v: unknown): v is string => isString(v, 1, 160) && SLUG.test(v);
/** Href of content-schemas common.ts: a same-origin path or an http(s) URL, never javascript: or //host. */
const HREF = /^(\/$|\/[^/\\\x00-\x20]|https?:\/\/)/;
const isHref = (v: unknown): v is string => isString(v, 1, 2048) && HREF.test(v);

/** The fields of User, and no other (the schema is strict: a token must never get through). */
const USER_KEYS = ["id", "name", "email", "slug", "language", "is_premium", "newsletter_opt_in", "new_type", "has_password"];

/** The logged-in user (content-schemas User). */
export function isUser(v: unknown): v is User {
  return (
    isObject(v) &&
    Object.keys(v).every((key) => USER_KEYS.includes(key)) &&
    isString(v.id, 1) &&
    isString(v.name, 1, 80) &&
    isString(v.email, 3, 254) &&
    v.email.includes("@") &&
    isSlug(v.slug) &&
    isLanguage(v.language) &&
    isBool(v.is_premium) &&
    isBool(v.newsletter_opt_in) &&
    (v.new_type === null || isString(v.new_type, 1)) &&
    isBool(v.has_password)
  );
}

/** `{"user": {…}}`, the answer of every account call (content-schemas UserEnvelope). */
export function isUserEnvelope(v: unknown): v is UserEnvelope {
  return isObject(v) && isUser(v.user);
}

/** The error body (content-schemas ErrorBody). */
export function isErrorBody(v: unknown): v is ErrorBody {
  if (!isObject(v) || !isObject(v.error)) return false;
  const e = v.error;
  return (
    isInt(e.status, 400, 599) &&
    isString(e.code, 1) &&
    /^[a-z][a-z0-9_]*$/.test(e.code) &&
    isString(e.message, 1) &&
    (e.field === undefined || isString(e.field)) &&
    (e.request_id === undefined || isString(e.request_id))
  );
}

/** GET /api/users/me/likes/?ids=true (content-schemas LikeIds). */
export function isLikeIds(v: unknown): v is LikeIds {
  return isObject(v) && Array.isArray(v.data) && v.data.every((r) => isObject(r) && isString(r.id, 1));
}

/** The answer to a like (content-schemas LikeState). */
export function isLikeState(v: unknown): v is LikeState {
  return isObject(v) && isString(v.id, 1) && isBool(v.liked) && isInt(v.like_count, 0);
}

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
