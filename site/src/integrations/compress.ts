/**
 * Precompresses the build: after it is written, every text file (HTML, CSS, JavaScript, SVG, XML,
 * JSON, text) of at least 1 KB gets a brotli (`.br`) and a gzip (`.gz`) twin, which the gateway
 * sends by the browser's Accept-Encoding (and Netlify's CDN compresses on its own). The scripts and
 * styles in _astro/ — few files, loaded by every page — get brotli's best setting (11), which is too
 * slow per request; pages get setting 5: measured on the home page, 11 takes 143 ms for 19.8 KB and
 * 5 takes 2 ms for 21.6 KB, and a build has thousands of pages.
 */
import type { AstroIntegration } from "astro";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { record } from "../lib/build-phases.ts";

const TEXT = /\.(html|css|js|mjs|svg|xml|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
/** Files compressed at once: zlib runs them on libuv's thread pool, so this keeps every core busy. */
const PARALLEL = 16;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every file below dir, recursively. */
async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes the .br and .gz twins of one file; a twin that would not be smaller is not written. */
export async function compressFile(path: string): Promise<number> {
  const data = await readFile(path);
  const asset = path.includes("/_astro/");
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: asset ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(data, { level: asset ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, out] of [
    [".br", br],
    [".gz", gzipped],
  ] as const) {
    if (out.length < data.length) {
      await writeFile(path + suffix, out);
      written += out.length;
    }
  }
  return written;
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

export default function compress(): AstroIntegration {
  return {
    name: "tischlein-compress",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const start = performance.now();
        const root = fileURLToPath(dir);
        const todo: string[] = [];
        for (const path of await files(root)) {
          if (!TEXT.test(path) || BUILD_FILES.test(relative(root, path)) || (await stat(path)).size < MIN_BYTES) continue;
          if (!(await compressedBefore(root, path))) todo.push(path);
        }
        for (let i = 0; i < todo.length; i += PARALLEL) {
          await Promise.all(todo.slice(i, i + PARALLEL).map(compressFile));
        }
        record("compress", performance.now() - start, 0, todo.length);
        logger.info(`${todo.length} files precompressed (brotli, gzip) in ${Math.round(performance.now() - start)} ms`);
      },
    },
  };
}
