/**
 * Partial builds, for publishing. Every build writes `_pages.json` into its output: a
 * fingerprint of each page — a hash of everything the page is made from (its path, its twin, its
 * view: the recipe, the cards of a list, the feed) and of what every page shares (the menu, the
 * ingredient pages recipes link to, the categories and tags lists and stories name). A build given
 * the previous build's directory (SITE_PREVIOUS_DIR) renders only the pages whose fingerprint
 * changed or that are new, and names the pages that are gone in `_removed.json`; the gateway lays
 * the result over a copy of the previous build and swaps it in (gateway/internal/publish).
 *
 * So the affected pages are found by comparing what each page is made of, not by rules about what
 * an edit touches: a title changed in one recipe rebuilds its page, the list pages and the home page
 * that show its card, and the recipes that show it as related — and nothing else.
 *
 * Pages whose template reads more of the catalogue than their view holds (editorial pages, the tags
 * index, shopping tips) are always rebuilt; there are a few dozen.
 */
import { createHash } from "node:crypto";
import type { SitePage, View } from "./site-page.ts";

/** Fingerprints by page path. */
export type Manifest = Record<string, string>;

/** The file of a build that holds its manifest. */
export const MANIFEST = "_pages.json";
/** The file of a partial build that names the pages gone since the previous build. */
export const REMOVED = "_removed.json";

/** Views whose pages read the catalogue beyond their view, and so are always rebuilt. */
const ALWAYS: readonly View["kind"][] = ["static", "tags", "shoppingTip"];

const digests = new WeakMap<object, string>();

/** The hash of an object's JSON, made once per object: a card is on many pages. */
function digest(value: object): string {
  let out = digests.get(value);
  if (!out) {
    out = createHash("sha1").update(JSON.stringify(value)).digest("base64url");
    digests.set(value, out);
  }
  return out;
}

/**
 * The fingerprint of one page, given the fingerprint of what all pages share. The cards of a list
 * and a recipe with its related cards enter by their hashes, each computed once: hashing every
 * page's whole data took 40 s at 10,000 recipes, this takes a few.
 */
export function fingerprint(page: SitePage, shared: string): string {
  if (ALWAYS.includes(page.view.kind)) return "always";
  const view = page.view;
  let data: unknown = view;
  if (view.kind === "list") data = { ...view, list: { ...view.list, items: view.list.items.map(digest) } };
  else if (view.kind === "recipe") data = { kind: view.kind, recipe: digest(view.recipe), related: view.related.map(digest) };
  return createHash("sha1")
    .update(shared)
    .update(JSON.stringify({ lang: page.lang, path: page.path, alternatePath: page.alternatePath, data }))
    .digest("base64url");
}

/** The pages to render: all of them without a previous manifest, else those that changed. */
export interface Plan {
  build: SitePage[];
  manifest: Manifest;
  removed: string[];
}

/**
 * What a build renders, given the previous build's manifest (null: everything).
 *
 * @example
 * plan(pages, "shared", null).build.length === pages.length
 */
export function plan(pages: SitePage[], shared: string, previous: Manifest | null): Plan {
  const manifest: Manifest = {};
  const build: SitePage[] = [];
  for (const page of pages) {
    const print = fingerprint(page, shared);
    manifest[page.path] = print;
    if (!previous || print === "always" || previous[page.path] !== print) build.push(page);
  }
  const removed = previous ? Object.keys(previous).filter((path) => !(path in manifest)) : [];
  return { build, manifest, removed };
}
