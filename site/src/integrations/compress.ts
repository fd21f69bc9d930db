/**
 * Precompresses the build: every text file (HTML, CSS, JavaScript, SVG, XML, JSON, text) of at
 * least 1 KB gets a brotli (`.br`) twin and, but for the rendered pages, a gzip (`.gz`) one, which
 * the gateway sends by the browser's Accept-Encoding (and Netlify's CDN compresses on its own).
 * Settings per kind of file are in compress-worker.mjs.
 *
 * Pages are written and compressed as they are rendered: Astro's prerenderer is wrapped so that
 * each page's bytes go straight to a pool of worker threads, which write the page and its twins
 * while the main thread renders the next ones. Compressing after the build instead read every page
 * back from disk and compressed it on the main thread's event loop; at 10,000 recipes that was more
 * than half of the build. Astro's own writing of a page (a folder, a file, its copy of the bytes)
 * was the main thread's largest cost after rendering, so it gets a page without a body, which it
 * counts and does not write (its log would say "file not created" of each such page: quietPageLog
 * drops that remark). What the pool has not seen (scripts, styles, sitemaps, the 404 and 500
 * pages) is compressed when the build is done.
 */
import type { AstroIntegration, AstroIntegrationLogger, AstroPrerenderer } from "astro";
import { availableParallelism } from "node:os";
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { mark, record } from "../lib/build-phases.ts";
import { MIN_BYTES, type PagePictures, writeTwins } from "./compress-worker.mjs";
import type { ImgPicture } from "./pictures.ts";

const TEXT = /\.(html|css|js|mjs|svg|xml|json|txt|webmanifest)$/;

/**
 * Pages handed to the pool and not compressed yet. The renderer waits above this, so a pool that
 * falls behind slows rendering down instead of holding thousands of pages in memory.
 */
const MAX_IN_FLIGHT = 64;

/** Every file below dir, recursively. */
async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes the .br and .gz twins of a file that is not a rendered page; a twin that would not be
 * smaller is not written.
 */
export async function compressFile(path: string): Promise<number> {
  return writeTwins(path, await readFile(path));
}

/** The partial builds' manifest and list of removed pages: the gateway reads them, nobody downloads them. */
const BUILD_FILES = /^_(pages|removed)\.json$/;

/**
 * Whether the build a partial build replaces (SITE_PREVIOUS_DIR) has this script or style already,
 * compressed: their names carry a hash of their content, and compressing them at brotli's best
 * setting again took a publish seconds.
 */
async function compressedBefore(root: string, path: string): Promise<boolean> {
  const previous = process.env.SITE_PREVIOUS_DIR;
  if (!previous || !path.includes("/_astro/")) return false;
  const before = join(previous, relative(root, path));
  try {
    await stat(`${before}.br`);
    return (await readFile(before)).equals(await readFile(path));
  } catch {
    return false;
  }
}

/**
 * The file a page route's answer is written to, in the "directory" build format: `/de/rezepte/x/`
 * → `<outDir>/de/rezepte/x/index.html`. The status pages (/404, /500) are written as `404.html` and
 * `500.html` instead; they are left to the final pass (undefined).
 */
export function pageFile(outDir: URL, url: URL): string | undefined {
  const path = url.pathname;
  if (!path.endsWith("/") || /^\/(404|500)\/$/.test(path)) return undefined;
  return fileURLToPath(new URL(`.${path}index.html`, outDir));
}

/** A pool of worker threads that compress files, with its own bookkeeping. */
export class CompressPool {
  readonly pool = new Piscina({
    filename: new URL("./compress-worker.mjs", import.meta.url).href,
    minThreads: availableParallelism(),
    maxThreads: availableParallelism(),
    // Threads wait for the next page rather than end between two: rendering is not steady.
    idleTimeout: 60_000,
  });
  /** The files the pool compressed or is compressing. */
  readonly paths = new Set<string>();
  /** The pictures of each rendered page the pool was handed, by its file. */
  readonly pictures: Map<string, ImgPicture[]>;
  /** Per thread of the pool, the pictures it sent, by their numbers (compress-worker.mjs). */
  readonly #sent = new Map<number, ImgPicture[]>();
  readonly #pending = new Set<Promise<void>>();
  readonly #waiting: (() => void)[] = [];
  #error: unknown;
  cpuMs = 0;

  /** The pool keeps the pictures of the pages it is handed in `pictures`. */
  constructor(pictures = new Map<string, ImgPicture[]>()) {
    this.pictures = pictures;
  }

  /**
   * Hands a file to the pool — a rendered page with its bytes (`data`, handed over: the caller must
   * not use them again), which the pool writes and whose pictures it lists, or a file to read — and
   * resolves once the pool has room for it (not when it is done).
   */
  async add(path: string, data?: Uint8Array): Promise<void> {
    while (this.#pending.size >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.paths.add(path);
    const task = this.pool
      .run({ path, data, page: data !== undefined }, data ? { transferList: [data.buffer as ArrayBuffer] } : {})
      .then(
        (result: { cpuMs: number; pictures?: PagePictures }) => {
          this.cpuMs += result.cpuMs;
          if (result.pictures) this.pictures.set(path, this.#picturesOf(result.pictures));
        },
        (err: unknown) => {
          this.#error ??= err;
        },
      )
      .finally(() => {
        this.#pending.delete(task);
        this.#waiting.shift()?.();
      });
    this.#pending.add(task);
  }

  /** A page's pictures from what its thread sent: numbers, and the pictures it had not sent before. */
  #picturesOf({ thread, ids, fresh }: PagePictures): ImgPicture[] {
    let sent = this.#sent.get(thread);
    if (!sent) this.#sent.set(thread, (sent = []));
    for (const [id, picture] of fresh) sent[id] = picture;
    return ids.map((id) => sent[id]!);
  }

  /** Waits for every file handed over; throws the first error a task met. */
  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
    if (this.#error) throw this.#error;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/**
 * Astro's prerenderer, with each rendered page's bytes handed to the pool, which writes the page;
 * Astro gets the answer without its body, and so writes nothing.
 */
export function compressingPrerenderer(inner: AstroPrerenderer, outDir: () => URL, pool: () => CompressPool): AstroPrerenderer {
  return {
    ...inner,
    name: "tischlein:compressing",
    async render(request, options) {
      const rendered = await inner.render(request, options);
      const response = rendered instanceof Response ? rendered : rendered.response;
      const file = options.routeData.type === "page" && response.status === 200 ? pageFile(outDir(), new URL(request.url)) : undefined;
      if (!file || !response.body) return rendered;
      await pool().add(file, new Uint8Array(await response.arrayBuffer()));
      const written = new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
      return rendered instanceof Response ? written : { ...rendered, response: written };
    },
  };
}

/** Astro's remark on a page whose answer had no body, in its colours or not. */
const NOT_CREATED = /\s*(\x1b\[[0-9;]*m)?\(file not created, response body was empty\)(\x1b\[[0-9;]*m)?/;

/**
 * Drops Astro's "(file not created, response body was empty)" from the line it logs for each page:
 * the pool writes those pages, and the remark on every page of the build would read as a failure.
 * Astro's loggers share one set of options, the integration's among them.
 */
export function quietPageLog(options: AstroIntegrationLogger["options"]): void {
  const { destination } = options;
  options.destination = {
    write: (event) => destination.write(NOT_CREATED.test(event.message) ? { ...event, message: event.message.replace(NOT_CREATED, "") } : event),
    flush: () => destination.flush?.(),
    close: () => destination.close?.(),
  };
}

/**
 * The integration. `pictures` receives the pictures of every page the pool compressed, by file:
 * the pictures list (integrations/pictures.ts) takes them from there instead of reading the pages.
 */
export default function compress(pictures?: Map<string, ImgPicture[]>): AstroIntegration {
  let outDir: URL | undefined;
  let pool: CompressPool | undefined;
  const poolOf = () => (pool ??= new CompressPool(pictures));
  return {
    name: "tischlein-compress",
    hooks: {
      "astro:config:done": ({ config }) => {
        outDir = config.outDir;
      },
      "astro:build:start": ({ setPrerenderer, logger }) => {
        quietPageLog(logger.options);
        setPrerenderer((inner) => compressingPrerenderer(inner, () => outDir!, poolOf));
      },
      "astro:build:done": async ({ dir, logger }) => {
        const start = performance.now();
        const pages = poolOf();
        try {
          await pages.drain();
          const waited = performance.now() - start;
          const root = fileURLToPath(dir);
          const listed = await files(root);
          const seen = new Set(listed);
          const missing = [...pages.paths].filter((path) => !seen.has(path));
          if (missing.length > 0) throw new Error(`compressed pages that the build did not write: ${missing.slice(0, 3).join(", ")}`);
          const rest: string[] = [];
          for (const path of listed) {
            if (pages.paths.has(path) || !TEXT.test(path) || BUILD_FILES.test(relative(root, path)) || (await stat(path)).size < MIN_BYTES) continue;
            if (!(await compressedBefore(root, path))) rest.push(path);
          }
          const before = pages.paths.size;
          for (const path of rest) await pages.add(path);
          await pages.drain();
          // Wall: what compressing added after the last page; CPU: all the pool's threads used.
          record("compress", performance.now() - start, pages.cpuMs, pages.paths.size);
          mark("compressed");
          logger.info(
            `${pages.paths.size} files precompressed: ${before} pages written and compressed (brotli) while they were rendered, ` +
              `${rest.length} other files after (brotli, gzip), ${Math.round(performance.now() - start)} ms after rendering ` +
              `(${Math.round(waited)} ms of it waiting for the pages)`,
          );
        } finally {
          await pages.close();
        }
      },
    },
  };
}
