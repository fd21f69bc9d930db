/**
 * Astro puts a Content-Security-Policy into every page with the SHA-256 of each inline style and
 * script, and computes it anew for every page through WebCrypto: the route's inlined CSS (tens of
 * kilobytes) once per page, 38,000 times at 10,000 recipes, 6 % of the main thread's time in a
 * profile of the build; an empty style on every page cost as much again, since each WebCrypto
 * digest is a trip to another thread and back. The inputs are the same few texts on every page of
 * a route, so while the build runs, the digest of bytes seen before is given from memory. A
 * remembered digest is that of the very same bytes (compared in full), so no policy can differ
 * from the one Astro would compute.
 */
import type { AstroIntegration } from "astro";
import { webcrypto } from "node:crypto";

/** How many distinct inputs are remembered: a build has a few dozen inline styles and scripts. */
const MAX_REMEMBERED = 256;

type Digest = SubtleCrypto["digest"];

/**
 * Makes `subtle.digest` give a remembered digest for inputs seen before; returns the function that
 * undoes it.
 */
export function rememberDigests(subtle: SubtleCrypto = webcrypto.subtle as SubtleCrypto): () => void {
  const digest: Digest = subtle.digest;
  const own = Object.hasOwn(subtle, "digest");
  const remembered = new Map<string, { data: Buffer; hash: ArrayBuffer }[]>();
  let count = 0;
  const remembering: Digest = async function (this: SubtleCrypto, algorithm, data) {
    const bytes = ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data as ArrayBuffer);
    const key = `${typeof algorithm === "string" ? algorithm : algorithm.name}:${bytes.byteLength}`;
    const seen = remembered.get(key);
    const hit = seen?.find((entry) => entry.data.equals(bytes));
    if (hit) return hit.hash.slice(0);
    const hash = await digest.call(this, algorithm, data);
    if (count < MAX_REMEMBERED) {
      count++;
      const entry = { data: Buffer.from(bytes), hash: hash.slice(0) };
      if (seen) seen.push(entry);
      else remembered.set(key, [entry]);
    }
    return hash;
  };
  subtle.digest = remembering;
  return () => {
    if (subtle.digest !== remembering) return;
    if (own) subtle.digest = digest;
    else delete (subtle as Partial<SubtleCrypto>).digest;
  };
}

/** The integration: digests are remembered from the start of the build to its end. */
export default function digests(): AstroIntegration {
  let forget: (() => void) | undefined;
  return {
    name: "tischlein-digests",
    hooks: {
      "astro:build:start": () => {
        forget = rememberDigests();
      },
      "astro:build:done": () => {
        forget?.();
      },
    },
  };
}
