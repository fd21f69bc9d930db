/**
 * The browser's client of the account and likes API (/work/contract.md; DESIGN.md "Security
 * model"). The gateway serves it on the same origin and holds the user token in an HttpOnly cookie,
 * so a request only has to:
 * - send the cookie (`credentials: "same-origin"`) and never read or write a token itself;
 * - send `X-Requested-With: fetch` on every unsafe method (the gateway's CSRF rule), JSON bodies,
 *   and the page's language as `Accept-Language` (error messages and likes come back in it);
 * - turn every error answer into an `AccountApiError` carrying the error body's localized
 *   `message` and `field` (content-schemas ErrorBody), or code "network" when nothing came back.
 *
 * Answers are checked with the small guards of account-guards.ts, not with zod: the schemas of
 * content-schemas and zod weigh ~95 KB gzip, more than the whole JavaScript budget of a recipe page.
 * account-guards.test.ts holds the guards to the schemas' fixtures.
 *
 * @example
 * const { user } = await apiRequest("POST", "/authenticate/credentials/", { body, guard: isUserEnvelope });
 * await apiRequest("DELETE", `/users/me/likes/${id}/`); // 204: null
 */
import type { Language } from "@tischlein/content-schemas";
import { isErrorBody } from "./account-guards.ts";

/** The methods the account API uses. */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Where the API lives: the same origin as the page. */
export const API_BASE = "/api";

/** A failed request: an error answer of the API, or no answer at all (status 0, code "network"). */
export class AccountApiError extends Error {
  override name = "AccountApiError";
  constructor(
    /** HTTP status; 0 when the request did not get an answer. */
    readonly status: number,
    /** The error body's stable code ("invalid_credentials", …), "network", "invalid_response" or "http_<status>". */
    readonly code: string,
    /** The error body's message for people (already in the page's language); "" when there was none. */
    message: string,
    /** The input the error is about (422 invalid_field, password_too_short, …). */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Options of one request. */
export interface RequestOptions<T> {
  /** JSON body (POST, PATCH, DELETE). */
  body?: unknown;
  /** Checks the answer's shape; a 2xx answer that fails it is an error ("invalid_response"). */
  guard?: (value: unknown) => value is T;
  /** Language of the page; defaults to the document's. */
  lang?: Language;
}

/** The page's language: `<html lang>`, German by default (and outside a browser). */
export function pageLanguage(): Language {
  return globalThis.document?.documentElement.lang === "en" ? "en" : "de";
}

/**
 * One request to `/api<path>`. Resolves with the checked JSON body, or null for an answer without
 * one (204, or no guard given); rejects with `AccountApiError`.
 */
export async function apiRequest<T = null>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": options.lang ?? pageLanguage(),
  };
  if (method !== "GET") headers["X-Requested-With"] = "fetch";
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new AccountApiError(0, "network", "");
  }

  const text = await response.text().catch(() => "");
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!response.ok) {
    if (isErrorBody(json)) {
      const { code, message, field } = json.error;
      throw new AccountApiError(response.status, code, message, field);
    }
    throw new AccountApiError(response.status, `http_${response.status}`, "");
  }
  if (!options.guard) return null as T;
  if (!options.guard(json)) throw new AccountApiError(response.status, "invalid_response", "");
  return json;
}
