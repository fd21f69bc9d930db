/**
 * The build-time content loader: every page reads the content API through the gateway with these
 * functions, and every answer is validated with the schemas of `@tischlein/content-schemas` before a
 * page sees it. A response that does not match fails the build with a message naming the request,
 * the item and the offending fields.
 *
 * The loader keeps the upstream contract of DESIGN.md ("Upstream contract"):
 * - it sends `Accept: application/vnd.tischlein+json; version=3`, `Content-Type: application/json`
 *   and `Accept-Language: de|en`;
 * - it does not follow redirects: a 301/302 becomes `{ redirectUrl }` (the Location, as given),
 *   which the page turns into a redirect page;
 * - status ≥ 400 throws `Status {code}`, or `HTML response - {body}` when the body is HTML;
 *   network and parse failures throw `Request error: …`.
 *
 * @example
 * const feed = await loadOne("/feed/", Feed, "de");
 * if ("redirectUrl" in feed) …; else feed.data.modules
 *
 * const recipes = await loadAllPages("/recipes/", ContentSummary, "en");
 */
import { paged, type Language, type Pagination } from "@tischlein/content-schemas";
import type { z } from "zod";
import { timed } from "./build-phases.ts";

/** The media type and version of the content API this site is written against. */
export const ACCEPT = "application/vnd.tischlein+json; version=3";

/** Where the gateway's `/api` lives when API_URL is not set: a gateway on the default port. */
export const DEFAULT_API_URL = "http://localhost:8080/api";

/** How long one request may take before the build gives up on it. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** How many characters of an HTML error page go into the error message. */
const HTML_SNIPPET = 300;

/** Options of one request. */
export interface FetchOptions {
  /** Language of the page being built; sent as Accept-Language. */
  lang: Language;
  /** Query parameters, appended to the path's own (e.g. `{ page: 2 }`). */
  query?: Record<string, string | number | boolean>;
  /** Base URL of the API; defaults to the API_URL environment variable, then DEFAULT_API_URL. */
  baseUrl?: string;
  /** Time limit in milliseconds; defaults to DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number;
  /** How often a 502/503/504 is tried again (default 2), after 1 s, then 3 s. */
  retries?: number;
}

/**
 * What a request yields: the parsed JSON body, or the target of a 301/302. Exactly one of the two
 * fields is set, so `"redirectUrl" in result` tells them apart.
 */
export type ApiResult<T> = { data: T } | { redirectUrl: string };

/** A failed request. The message starts with the contract's wording and ends with the request. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    /** The URL that was requested. */
    readonly url: string,
    /** The Accept-Language that was sent. */
    readonly lang: Language,
    /** The HTTP status, or undefined when no response arrived. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${message} [GET ${url}, Accept-Language: ${lang}]`, options);
  }
}

/** The API base URL without a trailing slash: `baseUrl`, else API_URL, else DEFAULT_API_URL. */
export function apiBaseUrl(baseUrl?: string): string {
  const base = baseUrl || process.env.API_URL || DEFAULT_API_URL;
  return base.replace(/\/+$/, "");
}

/**
 * The full URL of an API path.
 *
 * @example
 * apiUrl("/recipes/", { page: 2 }, "http://gw/api") // "http://gw/api/recipes/?page=2"
 * apiUrl("feed/?group=main", undefined, "http://gw/api") // "http://gw/api/feed/?group=main"
 */
export function apiUrl(path: string, query?: FetchOptions["query"], baseUrl?: string): string {
  const url = new URL(`${apiBaseUrl(baseUrl)}/${path.replace(/^\/+/, "")}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  return url.toString();
}

/** True when a body is an HTML page rather than JSON (an error page of a proxy or web server). */
function isHtml(contentType: string | null, body: string): boolean {
  if (contentType?.toLowerCase().includes("text/html")) return true;
  return /^\s*<(!doctype|html|head|body|title|h1|p)\b/i.test(body);
}

/** The text of an HTML body, whitespace collapsed and cut short, for an error message. */
function htmlSnippet(body: string): string {
  const text = body.replace(/\s+/g, " ").trim();
  return text.length > HTML_SNIPPET ? `${text.slice(0, HTML_SNIPPET)}…` : text;
}

/**
 * Requests one API path and returns its JSON body unvalidated, or the redirect target.
 * Prefer `loadOne`, `loadPaged` and `loadAllPages`, which also validate.
 */
export async function fetchApi(path: string, options: FetchOptions): Promise<ApiResult<unknown>> {
  const retries = options.retries ?? 2;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchOnce(path, options);
    } catch (err) {
      // 502, 503 and 504 say the upstream had trouble, not that the request was wrong: a build
      // that reads ten thousand items should not fail on one busy moment of the content API.
      const transient = err instanceof ApiError && err.status !== undefined && [502, 503, 504].includes(err.status);
      if (!transient || attempt >= retries) throw err;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 3 ** attempt));
    }
  }
}

/** The wait before the first retry; each further one waits three times as long. */
export const RETRY_DELAY_MS = 1000;

async function fetchOnce(path: string, options: FetchOptions): Promise<ApiResult<unknown>> {
  const { lang } = options;
  const url = apiUrl(path, options.query, options.baseUrl);
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, {
      method: "GET",
      headers: {
        Accept: ACCEPT,
        "Content-Type": "application/json",
        "Accept-Language": lang,
        // The gateway is near: compressing megabytes of JSON there and unpacking them here only
        // costs both sides CPU time.
        "Accept-Encoding": "identity",
      },
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    body = await response.text();
  } catch (err) {
    throw new ApiError(`Request error: ${describe(err)}`, url, lang, undefined, { cause: err });
  }

  const { status } = response;
  if (status === 301 || status === 302) {
    const location = response.headers.get("Location");
    if (!location) throw new ApiError(`Request error: ${status} without a Location header`, url, lang, status);
    return { redirectUrl: location };
  }
  if (status >= 400) {
    const message = isHtml(response.headers.get("Content-Type"), body)
      ? `HTML response - ${htmlSnippet(body)}`
      : `Status ${status}`;
    throw new ApiError(message, url, lang, status);
  }
  if (status < 200 || status >= 300) {
    // Other redirects (303, 307, 308) and informational answers are not part of the contract.
    throw new ApiError(`Status ${status}`, url, lang, status);
  }

  try {
    return { data: timed("load: parse JSON", () => JSON.parse(body) as unknown, () => 1) };
  } catch (err) {
    const hint = isHtml(response.headers.get("Content-Type"), body) ? ` (got HTML - ${htmlSnippet(body)})` : "";
    throw new ApiError(`Request error: invalid JSON: ${describe(err)}${hint}`, url, lang, status, { cause: err });
  }
}

/** The message of an error with its causes, e.g. "fetch failed: connect ECONNREFUSED 127.0.0.1:9". */
function describe(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e != null && parts.length < 4; e = (e as { cause?: unknown }).cause) {
    parts.push(e instanceof Error ? e.message || e.name : String(e));
    if (!(e instanceof Error)) break;
  }
  return parts.join(": ");
}

/** A response that is JSON but does not match its schema. */
export class SchemaError extends Error {
  override name = "SchemaError";
  constructor(
    /** The API path that answered. */
    readonly path: string,
    /** The language of the request. */
    readonly lang: Language,
    /** The zod issues, each with its path inside the body. */
    readonly issues: z.core.$ZodIssue[],
    data: unknown,
  ) {
    super(`Invalid response from ${path} (${lang}):\n${issues.map((i) => `  - ${describeIssue(i, data)}`).join("\n")}`);
  }
}

/**
 * One zod issue as "item → field: message", where the item is every object with a slug or id on the
 * way from the body to the field (e.g. `"gemuese-curry" › author "anna"`), so the broken record can
 * be found in the content store.
 */
function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const names: string[] = [];
  let node: unknown = data;
  for (let i = 0; i <= issue.path.length; i++) {
    const name = itemName(node);
    // The field itself is not the item it belongs to (a broken `slug` names its parent).
    if (name && i < issue.path.length) names.push(name);
    if (i === issue.path.length || node == null || typeof node !== "object") break;
    node = (node as Record<PropertyKey, unknown>)[issue.path[i] as PropertyKey];
  }
  const item = names.length ? `item ${names.join(" › ")}` : "body";
  const field = issue.path.length ? issue.path.map(String).join(".") : "(root)";
  return `${item} → ${field}: ${issue.message}`;
}

/** `"slug"` (or `id …`) of an object that has one, else undefined. */
function itemName(node: unknown): string | undefined {
  if (node == null || typeof node !== "object" || Array.isArray(node)) return undefined;
  const { slug, id } = node as { slug?: unknown; id?: unknown };
  if (typeof slug === "string" && slug) return JSON.stringify(slug);
  if ((typeof id === "string" && id) || typeof id === "number") return `id ${JSON.stringify(id)}`;
  return undefined;
}

/** Validates a body; throws a SchemaError naming the path, the item and the fields. */
function validate<S extends z.ZodType>(schema: S, data: unknown, path: string, lang: Language): z.output<S> {
  const result = timed("load: validate", () => schema.safeParse(data), () => 1);
  if (!result.success) throw new SchemaError(path, lang, result.error.issues, data);
  return result.data;
}

/** Options of the typed loaders: everything of FetchOptions but the language, which is an argument. */
export type LoadOptions = Omit<FetchOptions, "lang">;

/**
 * Loads one document and validates it.
 *
 * @example
 * const result = await loadOne("/recipes/gemuese-curry/", Recipe, "de");
 * if ("redirectUrl" in result) return Astro.redirect(…);
 * result.data.title // typed as Recipe
 */
export async function loadOne<S extends z.ZodType>(
  path: string,
  schema: S,
  lang: Language,
  options: LoadOptions = {},
): Promise<ApiResult<z.output<S>>> {
  const result = await fetchApi(path, { ...options, lang });
  if ("redirectUrl" in result) return result;
  return { data: validate(schema, result.data, path, lang) };
}

/** One page of a list: its items and where it stands. */
export interface Page<T> {
  /** The items of this page, in list order. */
  items: T[];
  /** page, pages, per_page and total. */
  pagination: Pagination;
}

/**
 * Loads one page of a list (`page` in options.query, from 1) and validates the envelope and every
 * item. A list never redirects; a redirect is an error here.
 *
 * @example
 * const { items, pagination } = await loadPaged("/recipes/", ContentSummary, "de", { query: { page: 2 } });
 */
export async function loadPaged<S extends z.ZodType>(
  path: string,
  itemSchema: S,
  lang: Language,
  options: LoadOptions = {},
): Promise<Page<z.output<S>>> {
  const result = await fetchApi(path, { ...options, lang });
  if ("redirectUrl" in result) {
    throw new ApiError(`Request error: a list redirected to ${result.redirectUrl}`, apiUrl(path, options.query, options.baseUrl), lang);
  }
  const where = options.query?.page ? `${path} page ${options.query.page}` : path;
  const body = validate(paged(itemSchema), result.data, where, lang);
  return { items: body.data as z.output<S>[], pagination: body.meta.pagination };
}

/**
 * Loads every page of a list, following pages while page < pages, and returns all items in order.
 * After the first page, `concurrency` pages are read at once (default 1: one after another). Every
 * page must report the same page count, so a list that changes meanwhile cannot mix two states
 * silently: the build fails instead.
 *
 * @example
 * const all = await loadAllPages("/recipes/", ContentSummary, "en", { query: { per_page: 100 } });
 */
export async function loadAllPages<S extends z.ZodType>(
  path: string,
  itemSchema: S,
  lang: Language,
  options: LoadOptions & { concurrency?: number } = {},
): Promise<z.output<S>[]> {
  const { concurrency = 1, ...load } = options;
  const first = await loadPaged(path, itemSchema, lang, { ...load, query: { ...load.query, page: 1 } });
  const { pages } = first.pagination;
  const rest: Page<z.output<S>>[] = new Array(Math.max(0, pages - 1));
  let next = 2;
  const worker = async () => {
    while (next <= pages) {
      const page = next++;
      const result = await loadPaged(path, itemSchema, lang, { ...load, query: { ...load.query, page } });
      if (result.pagination.pages !== pages || result.pagination.page !== page) {
        throw new ApiError(
          `Request error: the list changed while it was read (page ${result.pagination.page} of ${result.pagination.pages}, expected ${page} of ${pages})`,
          apiUrl(path, { ...load.query, page }, load.baseUrl),
          lang,
        );
      }
      rest[page - 2] = result;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rest.length) }, worker));
  return [...first.items, ...rest.flatMap((p) => p.items)];
}
