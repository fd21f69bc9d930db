import { webcrypto } from "node:crypto";
import { expect, test } from "vitest";
import { rememberDigests } from "./digests.ts";

const subtle = webcrypto.subtle as SubtleCrypto;
const css = ".card{display:grid;gap:1rem}".repeat(400);
const hex = (hash: ArrayBuffer) => Buffer.from(hash).toString("hex");

test("a remembered digest is the digest of the same bytes, and differing bytes of the same length get their own", async () => {
  const before = hex(await subtle.digest("SHA-256", new TextEncoder().encode(css)));
  const changed = css.replace("grid", "flex");
  const expected = hex(await subtle.digest("SHA-256", new TextEncoder().encode(changed)));
  const forget = rememberDigests(subtle);
  try {
    for (let i = 0; i < 3; i++) {
      expect(hex(await subtle.digest("SHA-256", new TextEncoder().encode(css)))).toBe(before);
      expect(hex(await subtle.digest({ name: "SHA-256" }, new TextEncoder().encode(changed)))).toBe(expected);
    }
    // Another algorithm of the same bytes is not the remembered SHA-256.
    const sha384 = await subtle.digest("SHA-384", new TextEncoder().encode(css));
    expect(sha384.byteLength).toBe(48);
    // A caller that changes the digest it got does not change the next one.
    new Uint8Array(await subtle.digest("SHA-256", new TextEncoder().encode(css))).fill(0);
    expect(hex(await subtle.digest("SHA-256", new TextEncoder().encode(css)))).toBe(before);
  } finally {
    forget();
  }
  expect(Object.hasOwn(subtle, "digest")).toBe(false);
});
