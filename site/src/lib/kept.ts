/**
 * The recipes and stories a build read, kept for the next partial build. At 10,000
 * recipes per language, reading every whole recipe from the content API took a publish 30 s of its
 * 30 s budget; a partial build instead starts from what the previous build read and asks only for
 * what was written since (`?updated_since=`), then checks the result against the API's own count
 * and first page, and reads everything again when they disagree (an item was unpublished or
 * deleted, which `updated_since` cannot show).
 *
 * The file lives in SITE_CACHE_DIR (the gateway gives its builds one beside the served site) and
 * carries what it is valid for: the API it came from, a hash of the schemas its items passed, and
 * when it was read. Items are kept as the schemas returned them, so a kept item is the same object a
 * full load would make of the same answer.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** What a kept file holds for one language. */
export interface Kept<R, A> {
  /** The API base URL and the schema hash the items were read with (see keyOf). */
  key: string;
  /** When the reading that made this file started (ISO 8601): the next one asks for what came after. */
  loadedAt: string;
  /** When everything was last read in full: past MAX_AGE the next build reads everything again. */
  fullAt: string;
  recipes: R[];
  articles: A[];
}

/**
 * How long a kept catalogue is used before a full read. Like counts are written without moving an
 * item's updated_at (a like would otherwise rebuild the search index), so they reach the built
 * pages of unchanged items through this full read at the latest.
 */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * How far before the previous reading `updated_since` reaches: a write whose transaction began
 * before that reading but committed after it has an earlier updated_at, and the build's clock may
 * differ a little from the content API's. Items written in the overlap are merely read twice.
 */
export const OVERLAP_MS = 2 * 60 * 1000;

/** An item of a list: recipes and stories have an id and a publishing date. */
export interface Listed {
  id: string;
  publishing: { published_at?: string | null };
}

/** The key of a kept file: the source it was read from and the schemas it was read with. */
export function keyOf(apiBase: string, schemas: unknown): string {
  return createHash("sha1").update(apiBase).update(JSON.stringify(schemas)).digest("base64url");
}

/** The path of the kept file of a language in a cache directory. */
export function keptPath(dir: string, lang: string): string {
  return join(dir, "tischlein-catalog", `${lang}.json`);
}

/** The kept file, when there is one with this key and it is young enough; else null. */
export async function readKept<R, A>(path: string, key: string, now = Date.now()): Promise<Kept<R, A> | null> {
  let kept: Kept<R, A>;
  try {
    kept = JSON.parse(await readFile(path, "utf8")) as Kept<R, A>;
  } catch {
    return null;
  }
  if (kept.key !== key || !(now - Date.parse(kept.fullAt) < MAX_AGE_MS)) return null;
  return kept;
}

/** Writes a kept file whole or not at all (a new name, then a rename over the old). */
export async function writeKept<R, A>(path: string, kept: Kept<R, A>): Promise<void> {
  await mkdir(join(path, ".."), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(kept));
  await rename(temporary, path);
}

/** The `updated_since` of a reading that follows one started at loadedAt. */
export function since(loadedAt: string): string {
  return new Date(Date.parse(loadedAt) - OVERLAP_MS).toISOString();
}

const publishedMs = (item: Listed) => (item.publishing.published_at ? Date.parse(item.publishing.published_at) : 0);

/**
 * The content API's order of a list: newest first by the millisecond, then by id (the store's
 * `published_at DESC, id`; it keeps milliseconds, so finer digits do not count here either).
 */
export function newestFirst(a: Listed, b: Listed): number {
  const d = publishedMs(b) - publishedMs(a);
  if (d !== 0) return d;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The kept items with the changed ones in place of theirs (by id) and the new ones added, in the
 * API's order.
 *
 * @example
 * merge([a, b], [b2, c]) // [c, b2, a] when c is the newest and b2 kept b's date
 */
export function merge<T extends Listed>(kept: T[], changed: T[]): T[] {
  const byId = new Map(changed.map((item) => [item.id, item]));
  const out = kept.filter((item) => !byId.has(item.id));
  out.push(...byId.values());
  return out.sort(newestFirst);
}

/**
 * Whether merged items are the list the API has now: as many as it counts, and its first page in
 * the same order. Merging cannot lose an item (whatever is listed now was kept or written since),
 * so an equal count means that nothing left; the first page catches a disagreement about order.
 */
export function agrees(merged: Listed[], total: number, firstPage: { id: string }[]): boolean {
  return merged.length === total && firstPage.every((item, i) => merged[i]?.id === item.id);
}
