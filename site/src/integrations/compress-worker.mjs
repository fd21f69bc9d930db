// @ts-check
/**
 * The compression of one built file into its brotli (`.br`) and gzip (`.gz`) twins: the task of the
 * build's worker threads (integrations/compress.ts runs it in a piscina pool, so that pages are
 * compressed on the other cores while the main thread renders the next ones) and of its tests.
 *
 * The scripts and styles in _astro/ — few files, loaded by every page — get brotli's best setting
 * (11), which is too slow per request; pages get setting 5: measured on the home page, 11 takes
 * 143 ms for 19.8 KB and 5 takes 2 ms for 21.6 KB, and a build has thousands of pages. Rendered
 * pages get no gzip twin: every browser takes brotli, and at 10,000 recipes the gzip twins of
 * 38,000 pages were a third of the pool's work (at gzip's fastest setting) for the few clients
 * without it, which the gateway answers with gzip made on the fly (server/static.go). The other
 * files keep theirs. A twin that would not be smaller is not written. The synchronous zlib calls
 * run the whole file in one call: the streaming API behind the asynchronous ones cost the main
 * thread more than the compression.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { threadId } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
// Node strips the types of a .ts module itself (22.18 and later; the site pins Node 24).
import { picturesOf } from "./pictures.ts";

/** Files smaller than this get no twins: the saving would be less than a packet. */
export const MIN_BYTES = 1024;

/**
 * Writes the twins of the file at `path` and returns the bytes written. `data` is the file's
 * content when the caller has it (a page just rendered), else the file is read; a rendered page
 * (`page`) gets its brotli twin only.
 *
 * @param {string} path
 * @param {Uint8Array} [data]
 * @param {boolean} [page]
 * @returns {number}
 */
export function writeTwins(path, data, page = false) {
  const input = data ?? readFileSync(path);
  if (input.length < MIN_BYTES) return 0;
  const asset = path.includes("/_astro/");
  const br = brotliCompressSync(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: asset ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  /** @type {[string, Buffer][]} */
  const twins = [[".br", br]];
  if (!page) twins.push([".gz", gzipSync(input, { level: asset ? constants.Z_BEST_COMPRESSION : constants.Z_BEST_SPEED, memLevel: constants.Z_MAX_MEMLEVEL })]);
  let written = 0;
  for (const [suffix, out] of twins) {
    if (out.length < input.length) {
      write(path + suffix, out);
      written += out.length;
    }
  }
  return written;
}

/**
 * Writes a file, making its folder when it is not there yet: most pages are the first file of their
 * folder, but a partial build (publishing) writes into the folders of the build it replaces, so the
 * folder is made only when the first write fails.
 *
 * @param {string} path
 * @param {Uint8Array} data
 */
function write(path, data) {
  try {
    writeFileSync(path, data);
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code !== "ENOENT") throw err;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
  }
}

/** @typedef {import("./pictures.ts").ImgPicture} ImgPicture */

/**
 * The pictures this thread has sent, each with its number. picturesOf gives the same object for the
 * same `<img>` tag, so a card's picture, on hundreds of pages, crosses to the main thread once; after
 * that its number does.
 *
 * @type {Map<ImgPicture, number>}
 */
const sent = new Map();

/**
 * The pictures of a rendered page as numbers of this thread's pictures (`ids`), with those not
 * sent before (`fresh`, [number, picture] pairs).
 *
 * @param {Uint8Array} html
 * @returns {PagePictures}
 */
function pagePictures(html) {
  /** @type {number[]} */
  const ids = [];
  /** @type {[number, ImgPicture][]} */
  const fresh = [];
  for (const picture of picturesOf(Buffer.from(html.buffer, html.byteOffset, html.byteLength))) {
    let id = sent.get(picture);
    if (id === undefined) {
      id = sent.size;
      sent.set(picture, id);
      fresh.push([id, picture]);
    }
    ids.push(id);
  }
  return { thread: threadId, ids, fresh };
}

/**
 * A page's pictures as the pool's thread sends them (CompressPool turns them back into pictures).
 *
 * @typedef {{ thread: number, ids: number[], fresh: [number, ImgPicture][] }} PagePictures
 */

/**
 * The pool's task: the twins of one file; for a rendered page (`page`), the page itself first, and
 * its pictures too — read from the bytes at hand, so that the pictures list
 * (integrations/pictures.ts) need not read every page back from disk. Returns the CPU time it took
 * this thread (milliseconds), which the build reports as its compression phase.
 *
 * @param {{ path: string, data?: Uint8Array, page?: boolean }} task
 * @returns {{ written: number, cpuMs: number, pictures?: PagePictures }}
 */
export default function compressTask({ path, data, page }) {
  const before = process.threadCpuUsage();
  if (page && data) write(path, data);
  const written = writeTwins(path, data, page);
  const pictures = page && data ? pagePictures(data) : undefined;
  const after = process.threadCpuUsage(before);
  return { written, cpuMs: (after.user + after.system) / 1000, pictures };
}
