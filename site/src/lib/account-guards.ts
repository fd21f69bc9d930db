/**
 * Shape checks of the session and likes answers in the browser (every page runs them): the fields
 * the site reads, with the types and bounds of content-schemas (user.ts, error.ts), written by hand
 * so the browser does not load zod (see account-api.ts). The checks of what only the account pages
 * and forms read are in summary-guards.ts. guards.test.ts runs every fixture of those schemas
 * through both: what zod accepts, a guard accepts; what a guard accepts is safe to use. The types
 * are the schemas' own.
 *
 * @example
 * isUserEnvelope({ user: { id: "…", name: "Jana", …, user_token: "x" } }) // false: never a token
 */
import type { ErrorBody, LikeIds, LikeState, User, UserEnvelope } from "@tischlein/content-schemas";

type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
/**
 * A string of `min` to `max` characters. The schemas count code points; a text over `max` UTF-16
 * units is counted again in code points, so a guard is never stricter than its schema.
 */
export const isString = (v: unknown, min = 0, max = Infinity): v is string => {
  if (typeof v !== "string") return false;
  const length = v.length <= max && v.length >= min ? v.length : [...v].length;
  return length >= min && length <= max;
};
export const isInt = (v: unknown, min = -Infinity, max = Infinity): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
export const isBool = (v: unknown): v is boolean => typeof v === "boolean";
export const isLanguage = (v: unknown) => v === "de" || v === "en";
/** Slug of content-schemas common.ts: it becomes part of a link. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (v: unknown): v is string => isString(v, 1, 160) && SLUG.test(v);
/** Href of content-schemas common.ts: a same-origin path or an http(s) URL, never javascript: or //host. */
const HREF = /^(\/$|\/[^/\\\x00-\x20]|https?:\/\/)/;
export const isHref = (v: unknown): v is string => isString(v, 1, 2048) && HREF.test(v);

/** The fields of User, and no other (the schema is strict: a token must never get through). */
const USER_KEYS = ["id", "name", "email", "slug", "language", "is_premium", "newsletter_opt_in", "new_type", "has_password", "role", "consent"];

/** The consent purposes of content-schemas ConsentPurpose. */
const PURPOSES = ["necessary", "analytics", "marketing"];

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
    isBool(v.has_password) &&
    (v.role === "user" || v.role === "editor" || v.role === "admin") &&
    (v.consent === null || (Array.isArray(v.consent) && v.consent.every((p) => PURPOSES.includes(p))))
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
