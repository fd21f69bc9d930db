// Pictures in Chromium: on a phone a page loads every picture in AVIF or WebP and in about
// the size it is shown at — never the 1600-pixel original, never a blurry one.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { close, open, visit } from "./browser.mjs";

after(close);

/** Phone screens: 375 CSS pixels at 2× and 3×. */
const PHONES = [
  { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3 },
];

/** A recipe (the case), the home page with its rails and heroes, and a card list. */
const PAGES = ["/de/rezepte/lasagne-bolognese/", "/de/", "/en/recipes/"];

describe("pictures on a phone", () => {
  for (const [phone, path] of PHONES.flatMap((phone) => PAGES.map((path) => [phone, path]))) {
    test(`${path} at 375 px, ${phone.deviceScaleFactor}×, loads modern formats in the size shown`, async () => {
      const { page, done } = await open({ ...phone, isMobile: true, hasTouch: true });
      const pictures = [];
      page.on("response", (r) => {
        if (r.request().resourceType() === "image") pictures.push({ url: r.url(), type: r.headers()["content-type"] ?? "" });
      });
      await visit(page, path);
      // Bring every picture into view in turn so the lazy ones load too (a quick scroll through the
      // page can pass one before the browser has looked, on a busy machine).
      await page.evaluate(async () => {
        for (const img of document.querySelectorAll("img")) {
          img.scrollIntoView({ block: "center" });
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      });
      // A fresh gateway makes every variant on first request; at 3× on a busy two-core machine a
      // whole home page of AVIFs can take longer than a page load may. Wait until every picture the
      // browser chose has arrived, then for the network to rest.
      await page.waitForFunction(
        () => {
          // Pictures the page renders: the home page's "for you" module keeps more cards than it
          // shows, and a lazy picture that is not rendered never loads.
          const chosen = [...document.images].filter((img) => img.currentSrc && !img.currentSrc.startsWith("data:") && img.checkVisibility());
          return chosen.length >= 3 && chosen.every((img) => img.complete);
        },
        undefined,
        { timeout: 90_000, polling: 250 },
      );
      await page.waitForLoadState("networkidle", { timeout: 90_000 });

      // Count what the page chose, not the responses seen: a picture used twice on a page (a card
      // and its hero) is taken from Chromium's memory cache the second time without a response event.
      const chosen = await page.evaluate(() => [
        ...new Set(
          [...document.images]
            .filter((img) => img.checkVisibility())
            .map((img) => img.currentSrc)
            .filter((src) => src && !src.startsWith("data:")),
        ),
      ]);
      assert.ok(chosen.length >= 3, `only ${chosen.length} pictures loaded`);
      const seen = new Map(pictures.map((p) => [p.url, p.type]));
      for (const src of chosen) {
        assert.equal(new URL(src).pathname, "/_img", `a picture not from the resizer: ${src}`);
        const type =
          seen.get(src) ??
          (await page.request.get(src, { headers: { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" } })).headers()[
            "content-type"
          ];
        assert.match(type ?? "", /^image\/(avif|webp)$/, `${src} came as ${type}`);
      }
      for (const p of pictures.filter((p) => !p.url.startsWith("data:"))) {
        assert.equal(new URL(p.url).pathname, "/_img", `a picture not from the resizer: ${p.url}`);
      }

      const shown = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0)
          .map((img) => ({ src: img.currentSrc, css: img.getBoundingClientRect().width })),
      );
      assert.ok(shown.length >= 3, "no pictures shown");
      for (const img of shown) {
        // naturalWidth is scaled by the srcset's density, so the pixels are read from the URL: the
        // width asked for, which the resizer never exceeds the 1600-pixel originals with.
        img.natural = Math.min(Number(new URL(img.src).searchParams.get("w")), 1600);
        const needed = img.css * phone.deviceScaleFactor;
        // The widths are a fixed list, so a picture may be up to the next listed width larger
        // (384 → 640 is the widest step); smaller only when the original itself is.
        assert.ok(img.natural <= Math.max(needed * 1.7, 64), `${img.src}: ${img.natural} px for ${Math.round(needed)} device px`);
        assert.ok(img.natural >= Math.min(needed * 0.95, 1600), `${img.src}: ${img.natural} px is blurry at ${Math.round(needed)} device px`);
      }
      await done();
    });
  }
});
