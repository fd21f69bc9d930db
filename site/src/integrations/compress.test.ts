import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AstroPrerenderer } from "astro";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { CompressPool, compressFile, compressingPrerenderer, pageFile, quietPageLog } from "./compress.ts";

const html = `<!doctype html><title>Kartoffelsalat</title>${"<p>Kartoffeln, Gurke, Brühe, Essig.</p>".repeat(200)}`;

test("a page gets brotli and gzip twins that unpack to the page", async () => {
  const dir = await mkdtemp(join(tmpdir(), "compress-"));
  const page = join(dir, "index.html");
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

test("a page's file is where Astro writes it in the directory format; the status pages are left out", () => {
  const out = pathToFileURL("/srv/dist/");
  expect(pageFile(out, new URL("http://localhost/de/rezepte/kartoffelsalat/"))).toBe("/srv/dist/de/rezepte/kartoffelsalat/index.html");
  expect(pageFile(out, new URL("http://localhost/de/"))).toBe("/srv/dist/de/index.html");
  expect(pageFile(out, new URL("http://localhost/500/"))).toBeUndefined();
  expect(pageFile(out, new URL("http://localhost/sitemap-1.xml"))).toBeUndefined();
});

test("the pool writes a rendered page and its twins; Astro gets the answer without the body to write", async () => {
  const dir = await mkdtemp(join(tmpdir(), "compress-"));
  const inner: AstroPrerenderer = {
    name: "test",
    getStaticPaths: async () => [],
    render: async () => new Response(html, { status: 200, headers: { "Content-Type": "text/html" } }),
  };
  const pool = new CompressPool();
  try {
    const prerenderer = compressingPrerenderer(inner, () => pathToFileURL(`${dir}/`), () => pool);
    const request = new Request("http://localhost/de/rezepte/kartoffelsalat/");
    const rendered = await prerenderer.render(request, { routeData: { type: "page" } as never });
    const response = rendered instanceof Response ? rendered : rendered.response;
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
    expect(response.headers.get("Content-Type")).toBe("text/html");
    await pool.drain();
    const file = join(dir, "de/rezepte/kartoffelsalat/index.html");
    expect([...pool.paths]).toEqual([file]);
    expect(await readFile(file, "utf8")).toBe(html);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(html);
    // A rendered page gets no gzip twin: the gateway makes gzip for the few clients without brotli.
    await expect(readFile(`${file}.gz`)).rejects.toThrow();
  } finally {
    await pool.close();
  }
});

test("the pool lists the pictures of the pages it is handed, a picture seen on many pages as one object", async () => {
  const dir = await mkdtemp(join(tmpdir(), "compress-"));
  const card = '<img src="/_img?url=/api/media/recipes/a.jpg&amp;w=640" alt="" loading="lazy">';
  const hero = '<img src="/_img?url=/api/media/recipes/b.jpg&amp;w=828&amp;q=80" alt="">';
  const pictures = new Map();
  const pool = new CompressPool(pictures);
  const pages = Array.from({ length: 12 }, (_, i) => join(dir, `p${i}`, "index.html"));
  try {
    for (const [i, page] of pages.entries()) {
      await pool.add(page, new TextEncoder().encode(`${i % 2 ? hero : ""}${html}${card}`));
    }
    await pool.add(join(dir, "small", "index.html"), new TextEncoder().encode(`<p>klein</p>${card}`));
    await pool.drain();
  } finally {
    await pool.close();
  }
  expect(pictures.get(pages[0])).toEqual([{ url: "/api/media/recipes/a.jpg", q: 0, first: false, widths: [640], likely: [640] }]);
  expect(pictures.get(pages[1]).map((p: { url: string }) => p.url)).toEqual(["/api/media/recipes/b.jpg", "/api/media/recipes/a.jpg"]);
  expect(pictures.get(pages[1])[0]).toMatchObject({ q: 80, first: true });
  // Two threads at most, each sends a picture once: every page shows the card as one of ≤ 2 objects.
  expect(new Set(pages.map((p) => pictures.get(p).at(-1))).size).toBeLessThanOrEqual(2);
  // A page under 1 KB gets no twins, but its pictures are listed.
  const small = join(dir, "small", "index.html");
  expect(pictures.get(small)).toHaveLength(1);
  await expect(readFile(`${small}.br`)).rejects.toThrow();
  expect(brotliDecompressSync(await readFile(`${pages[3]}.br`)).toString()).toContain(hero);
});

test("the build's line for a page the pool wrote does not call it not created", () => {
  const written: string[] = [];
  const options = { level: "info" as const, destination: { write: (event: { message: string }) => void written.push(event.message) } };
  quietPageLog(options as never);
  const event = (message: string) => ({ label: null, level: "info" as const, message, newLine: true });
  options.destination.write(event(" \x1b[2m(+12ms)\x1b[22m \x1b[33m(file not created, response body was empty)\x1b[39m"));
  options.destination.write(event(" (+3ms) (file not created, response body was empty)"));
  options.destination.write(event("  ├─ /de/rezepte/index.html"));
  expect(written).toEqual([" \x1b[2m(+12ms)\x1b[22m", " (+3ms)", "  ├─ /de/rezepte/index.html"]);
});
