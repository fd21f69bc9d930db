/**
 * Lists the pictures of every page the build rendered, for the gateway's image warm-up
 * (docs/images-and-delivery.md "Warm-up"): `_pictures.json` in the output, which the gateway reads
 * once the build is served and which makes every variant a page's srcsets offer before its first
 * reader asks — the pictures of a page's first view (loaded at once: its LCP) first.
 *
 * It reads what the pages offer, not what the templates mean to: every `<img>` of the optimizer
 * (`/_img?url=/api/media/…&w=…`) in the rendered HTML, its srcset and sizes. A picture loaded at
 * once (not `loading="lazy"`) is in the first view. Each picture is listed once, with every width
 * its srcsets offer, and each page names the widths common screens pick there (SCREENS, by the
 * `sizes` of its `<img>`). Pages come in the order their pictures are worth making: the home pages,
 * then the lists, then the rest.
 *
 * A page's pictures are read from its bytes as it is rendered, by the worker threads that compress
 * it (compress-worker.mjs); reading every page back from disk after the build took a sixth of the
 * build at 10,000 recipes. Only the pages the pool did not see (the status pages) are read here.
 *
 * A partial build (publishing) renders only the pages that changed, so its list names only them:
 * the gateway warms up what a publish changed. The integration runs after compress, so the list
 * appears when the build is complete, and it is written under another name and renamed into place,
 * so the gateway never reads half of it.
 */
import type { AstroIntegration } from "astro";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The file of a build that lists its pages' pictures. */
export const PICTURES = "_pictures.json";

/**
 * Screens whose choice from a srcset is made first, the most common first: a mid-range Android
 * phone (Lighthouse's mobile profile, 412 CSS px at 1.75), an iPhone (390 at 3), a Pixel (412 at
 * 2.625), a desktop (1920 at 1) and a laptop with a high-density screen (1440 at 2).
 */
export const SCREENS = [
  { width: 412, dpr: 1.75 },
  { width: 390, dpr: 3 },
  { width: 412, dpr: 2.625 },
  { width: 1920, dpr: 1 },
  { width: 1440, dpr: 2 },
] as const;

/** CSS pixels of a rem (and of an em in a media query). */
const REM = 16;

/** One candidate of a srcset: the optimizer's width, and its descriptor (`640w` or `2x`). */
interface Candidate {
  width: number;
  descriptor: { w: number } | { x: number };
}

/** An optimizer picture of a page, as one `<img>` offers it. */
export interface ImgPicture {
  /** The media path with its version: `/api/media/recipes/a.jpg?v=1a2b3c4d`. */
  url: string;
  /** The optimizer's q, 0 for its default. */
  q: number;
  /** In the page's first view: loaded at once. */
  first: boolean;
  /** The widths its srcset offers, ascending. */
  widths: number[];
  /** The widths SCREENS pick, the most common screen's first, each once. */
  likely: number[];
}

/**
 * The manifest: every picture once, with every width its srcsets offer; the pages in order, each
 * picture of a page as its index into `pictures` followed by the widths SCREENS pick on that page
 * (a picture is a hero on one page and a card on the next).
 */
export interface Pictures {
  pictures: { url: string; q?: number; widths: number[] }[];
  pages: { path: string; first: number[][]; rest: number[][] }[];
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#38": "&", "#39": "'" };

/** Decodes the few character references Astro writes into attribute values. */
function unescape(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#38|#39);/g, (_, name: string) => ENTITIES[name]!);
}

/** The attributes of one tag, names in lower case. */
function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/\s([a-zA-Z][\w:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    out.set(m[1]!.toLowerCase(), unescape(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return out;
}

/** The optimizer's picture and width of a URL, or null for any other URL. */
function optimizerURL(href: string): { url: string; q: number; width: number } | null {
  if (!href.startsWith("/_img?")) return null;
  const params = new URLSearchParams(href.slice("/_img?".length));
  const url = params.get("url");
  const width = Number(params.get("w"));
  if (!url?.startsWith("/api/media/") || !Number.isInteger(width) || width <= 0) return null;
  return { url, q: Number(params.get("q") ?? 0) || 0, width };
}

/** Splits at the commas outside parentheses (`min(72vw, 17rem)` is one length). */
function splitTopLevel(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      parts.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(value.slice(start).trim());
  return parts.filter(Boolean);
}

/** A CSS length in pixels on a screen width CSS px wide: px, rem, em, vw, min() and max(). */
export function cssLength(value: string, width: number): number | null {
  const v = value.trim();
  const fn = /^(min|max)\((.*)\)$/.exec(v);
  if (fn) {
    const args = splitTopLevel(fn[2]!).map((a) => cssLength(a, width));
    if (args.some((a) => a === null)) return null;
    return fn[1] === "min" ? Math.min(...(args as number[])) : Math.max(...(args as number[]));
  }
  const m = /^(\d*\.?\d+)(px|rem|em|vw)$/.exec(v);
  if (!m) return null;
  const n = Number(m[1]);
  return m[2] === "px" ? n : m[2] === "vw" ? (n * width) / 100 : n * REM;
}

/** Whether a media condition of `sizes` holds at a screen width: (min-width) and (max-width). */
function matches(condition: string, width: number): boolean {
  for (const m of condition.matchAll(/\(\s*(min|max)-width\s*:\s*([^)]+)\)/g)) {
    const limit = cssLength(m[2]!, width);
    if (limit === null) return false;
    if (m[1] === "min" ? width < limit : width > limit) return false;
  }
  return true;
}

/**
 * The CSS width of the slot a `sizes` attribute gives at a screen width (100vw without one, or
 * for what it cannot read).
 *
 *   slotWidth("(min-width: 76rem) 42rem, (min-width: 56rem) 56vw, 100vw", 412) === 412
 */
export function slotWidth(sizes: string | undefined, width: number): number {
  for (const entry of splitTopLevel(sizes ?? "")) {
    const m = /^(\(.*\))\s*(\S.*)$/.exec(entry);
    if (m && !matches(m[1]!, width)) continue;
    return cssLength(m ? m[2]! : entry, width) ?? width;
  }
  return width;
}

/** The candidate a browser picks: the smallest that is dense enough, else the densest. */
function pick(candidates: Candidate[], slot: number, dpr: number): Candidate {
  const density = (c: Candidate) => ("w" in c.descriptor ? c.descriptor.w / slot : c.descriptor.x);
  const sorted = [...candidates].sort((a, b) => density(a) - density(b));
  return sorted.find((c) => density(c) >= dpr) ?? sorted[sorted.length - 1]!;
}

/**
 * The picture one `<img>` tag offers, or null when it is not the optimizer's. A card's tag is the
 * same on every page that shows the card, so each is read once (picturesOf).
 */
function pictureOf(tag: string): ImgPicture | null {
  const attrs = attributes(tag);
  const candidates: (Candidate & { url: string; q: number })[] = [];
  const srcset = attrs.get("srcset");
  if (srcset) {
    for (const part of splitTopLevel(srcset)) {
      const [href = "", descriptor = "1x"] = part.split(/\s+/);
      const found = optimizerURL(href);
      const d = /^(\d*\.?\d+)([wx])$/.exec(descriptor);
      if (!found || !d) continue;
      candidates.push({ ...found, descriptor: d[2] === "w" ? { w: Number(d[1]) } : { x: Number(d[1]) } });
    }
  } else {
    const found = optimizerURL(attrs.get("src") ?? "");
    if (found) candidates.push({ ...found, descriptor: { x: 1 } });
  }
  if (candidates.length === 0) return null;
  const { url, q } = candidates[0]!;
  const sizes = attrs.get("sizes");
  const likely: number[] = [];
  for (const screen of SCREENS) {
    const chosen = pick(candidates, slotWidth(sizes, screen.width), screen.dpr);
    if (!likely.includes(chosen.width)) likely.push(chosen.width);
  }
  return {
    url,
    q,
    first: attrs.get("loading") !== "lazy",
    widths: [...new Set(candidates.map((c) => c.width))].sort((a, b) => a - b),
    likely,
  };
}

const read = new Map<string, ImgPicture | null>();

/**
 * The optimizer pictures of a page's HTML, in the order the page shows them. Given the file's
 * bytes, only the `<img>` tags are decoded: a large build has gigabytes of HTML.
 */
export function picturesOf(html: string | Buffer): ImgPicture[] {
  const out: ImgPicture[] = [];
  for (let at = html.indexOf("<img"); at >= 0; at = html.indexOf("<img", at + 4)) {
    const end = html.indexOf(">", at);
    if (end < 0) break;
    const tag = typeof html === "string" ? html.slice(at, end + 1) : html.toString("utf8", at, end + 1);
    let pic = read.get(tag);
    if (pic === undefined) {
      pic = /^<img\s/i.test(tag) ? pictureOf(tag) : null;
      read.set(tag, pic);
    }
    if (pic) out.push(pic);
  }
  return out;
}

/** The page path of a built HTML file: `de/rezepte/index.html` → `/de/rezepte/`. */
function pagePath(file: string): string {
  const path = "/" + file.split(sep).join("/");
  return path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : path;
}

/** Pages in the order their pictures are worth making: fewer path segments first (home, lists). */
function byRank(a: string, b: string): number {
  const depth = (p: string) => p.split("/").filter(Boolean).length;
  return depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The manifest of pages given as their path and pictures (picturesOf). */
export function manifest(pages: { path: string; pictures: ImgPicture[] }[]): Pictures {
  const out: Pictures = { pictures: [], pages: [] };
  const index = new Map<string, number>();
  for (const page of [...pages].sort((a, b) => byRank(a.path, b.path))) {
    const entry = { path: page.path, first: [] as number[][], rest: [] as number[][] };
    const listed = new Map<number, number[]>();
    for (const pic of page.pictures) {
      const key = `${pic.url} ${pic.q}`;
      let i = index.get(key);
      if (i === undefined) {
        i = out.pictures.length;
        index.set(key, i);
        out.pictures.push({ url: pic.url, ...(pic.q ? { q: pic.q } : {}), widths: [] });
      }
      const known = out.pictures[i]!;
      known.widths = [...new Set([...known.widths, ...pic.widths])].sort((a, b) => a - b);
      // Shown twice on a page (a hero and its card): one entry, where it is first seen, with the
      // widths of both.
      const seen = listed.get(i);
      if (seen) {
        for (const w of pic.likely) if (!seen.includes(w)) seen.push(w);
        continue;
      }
      const item = [i, ...pic.likely];
      listed.set(i, item);
      (pic.first ? entry.first : entry.rest).push(item);
    }
    if (entry.first.length || entry.rest.length) out.pages.push(entry);
  }
  return out;
}

/** Files read at once. */
const PARALLEL = 16;

/**
 * The integration. `rendered` holds the pictures of the pages whose rendered bytes were read
 * already, by file (integrations/compress.ts reads them as it compresses the pages); only the
 * other pages (the status pages, redirects) are read from disk.
 */
export default function pictures(rendered = new Map<string, ImgPicture[]>()): AstroIntegration {
  return {
    name: "tischlein-pictures",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const start = performance.now();
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { withFileTypes: true, recursive: true });
        const files = entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => join(e.parentPath, e.name));
        // Only the pictures of each page are kept, not its HTML: a large build has gigabytes of it.
        const pages = files.flatMap((f) => {
          const pictures = rendered.get(f);
          return pictures ? [{ path: pagePath(relative(root, f)), pictures }] : [];
        });
        const unread = files.filter((f) => !rendered.has(f));
        for (let i = 0; i < unread.length; i += PARALLEL) {
          const batch = unread.slice(i, i + PARALLEL);
          const html = await Promise.all(batch.map((f) => readFile(f)));
          batch.forEach((f, j) => pages.push({ path: pagePath(relative(root, f)), pictures: picturesOf(html[j]!) }));
        }
        const list = manifest(pages);
        const target = join(root, PICTURES);
        await writeFile(`${target}.tmp`, JSON.stringify(list));
        await rename(`${target}.tmp`, target);
        logger.info(
          `${list.pictures.length} pictures of ${list.pages.length} pages listed for the image warm-up in ${Math.round(performance.now() - start)} ms`,
        );
      },
    },
  };
}
