import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { compressFile } from "./compress.ts";

test("a page gets brotli and gzip twins that unpack to the page", async () => {
  const dir = await mkdtemp(join(tmpdir(), "compress-"));
  const page = join(dir, "index.html");
  const html = `<!doctype html><title>Kartoffelsalat</title>${"<p>Kartoffeln, Gurke, Brühe, Essig.</p>".repeat(200)}`;
  await writeFile(page, html);
  await compressFile(page);
  const br = await readFile(page + ".br");
  const gz = await readFile(page + ".gz");
  expect(brotliDecompressSync(br).toString()).toBe(html);
  expect(gunzipSync(gz).toString()).toBe(html);
  expect(br.length).toBeLessThan(html.length / 10);
});

test("a file that does not get smaller gets no twin", async () => {
  const dir = await mkdtemp(join(tmpdir(), "compress-"));
  const noise = join(dir, "noise.txt");
  await writeFile(noise, randomBytes(2048));
  await compressFile(noise);
  await expect(readFile(noise + ".br")).rejects.toThrow();
});
