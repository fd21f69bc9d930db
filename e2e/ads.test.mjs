// Ad slots (docs/business.md "Ads") at a phone's width (375 px) and a desktop's (1280 px): without marketing
// consent the slots keep boxes of their final size, content_1 and content_3 with one of our own
// promotions (at most one per screen height, none between a recipe's facts and its method), the
// others empty, and nothing is asked of the ad server; with it, the ad server's script (the fake e2e/third-party/ads.js, served by
// e2e/third-party.mjs at E2E_THIRD_PARTY) loads after the page is interactive, every slot shown at
// that width is requested, the next page requests its slots again, and no box moves the page; a
// premium reader sees no slots at all. The site under test is built with ADS_NETWORK and ADS_URL
// pointing at the fake (scripts/test).
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { after, describe, test } from "node:test";
import { close, open, until, url, visit } from "./browser.mjs";
import { tokenLink, waitForMail } from "./mail.mjs";

after(close);

const THIRD_PARTY = process.env.E2E_THIRD_PARTY?.replace(/\/$/, "");
const HOME = "/de/";
const RECIPE = "/de/rezepte/spaghetti-carbonara/";
const STORY = "/en/stories/how-to-cook-perfect-pasta/";
const LIST = "/de/rezepte/";
const ALL = "necessary,analytics,marketing";

/** What each width must show (a few slots named, so a wrong breakpoint fails), and must not. */
const WIDTHS = [
  { width: 375, height: 800, shows: ["content_*", "mobile_stickyad"], hides: ["header", "footer", "sidebar", "floor_ad", "wallpaper_pixel"] },
  { width: 1280, height: 900, shows: ["header", "content_*", "footer", "floor_ad", "wallpaper_pixel"], hides: ["mobile_stickyad"] },
];

/** The slots that show a house promotion while no ad fills them (components/ads/slots.ts). */
const PROMO_SLOTS = new Set(["content_1", "content_3"]);

/** The sizes a box may have (docs/business.md "Ads": the slot table). */
const SIZES = new Set(["300x250", "728x90", "970x90", "300x600", "160x600", "320x50", "1x1"]);

/**
 * Records the page's layout shifts from the first paint on, marking those the ads caused (a slot, or
 * something in it, changed its size: CLS from the ads must be 0, whatever else the page does), every
 * change of an ad slot's size after its first layout (a box that grows or appears moves what is
 * below it), and whether `<html>` was ad-free when the document was parsed.
 */
const WATCH = () => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
        const el = node?.nodeType === 1 ? node : node?.parentElement;
        return {
          what: `${el?.tagName.toLowerCase()}.${[...(el?.classList ?? [])].join(".")} ${a.y}→${b.y} (${a.width}×${a.height} → ${b.width}×${b.height})`,
          ad: !!el?.closest("[data-ad-slot]") && (a.width !== b.width || a.height !== b.height),
        };
      });
      // The ads' doing: a slot, or something in it, that changed its size as it moved.
      window.__shifts.push({ value: entry.value, ad: sources.some((s) => s.ad), moved: sources.map((s) => s.what) });
    }
  }).observe({ type: "layout-shift", buffered: true });
  // Every change of an ad slot's size after its first layout.
  window.__resized = [];
  const first = new Map();
  const resizes = new ResizeObserver((entries) => {
    for (const { target, borderBoxSize: [size] } of entries) {
      const now = `${Math.round(size.inlineSize)}x${Math.round(size.blockSize)}`;
      if (!first.has(target)) first.set(target, now);
      else if (first.get(target) !== now) window.__resized.push(`${target.dataset.adSlot} ${first.get(target)} → ${now}`);
    }
  });
  document.addEventListener("DOMContentLoaded", () => {
    window.__adFreeEarly = document.documentElement.classList.contains("ad-free");
    for (const slot of document.querySelectorAll("[data-ad-slot]")) resizes.observe(slot);
  });
};

/** The layout shifts the ads caused (CLS, without session windows: any shift fails). */
async function cls(page) {
  // Shifts are reported after the frame they happen in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.__shifts.filter((shift) => shift.ad).reduce((sum, shift) => sum + shift.value, 0));
}

/** What moved with the ads, for the message of a failed check. */
function moved(page) {
  return page.evaluate(() => window.__shifts.filter((shift) => shift.ad).flatMap((shift) => shift.moved).join("; "));
}

/** Every slot of the page: name, whether its box is displayed, its size, what it shows. */
function slots(page) {
  return page.$$eval("[data-ad-slot]", (els) =>
    els.map((el) => {
      const box = el.querySelector(".ad-box");
      return {
        name: el.dataset.adSlot,
        shown: box.offsetWidth > 0,
        top: box.getBoundingClientRect().top + scrollY,
        size: `${box.offsetWidth}x${box.offsetHeight}`,
        label: el.querySelector(".ad-label")?.textContent?.trim() ?? "",
        promo: !!el.querySelector(".promo") && getComputedStyle(el.querySelector(".promo")).visibility === "visible",
        filled: el.hasAttribute("data-filled"),
        text: el.querySelector(".ad-target").textContent.trim(),
      };
    }),
  );
}

/** Scrolls through the page, so a box that would change on its way into view would do it. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    scrollTo(0, 0);
  });
}

/** The fake third-party server's log of requests, as URLs. */
async function thirdPartyLog() {
  const response = await fetch(`${THIRD_PARTY}/__requests`);
  assert.equal(response.status, 200);
  const entries = await response.json();
  return entries.map((e) => {
    const u = new URL(e.path, THIRD_PARTY);
    for (const [name, value] of Object.entries(e.query ?? {})) u.searchParams.set(name, value);
    return u;
  });
}

async function clearThirdPartyLog() {
  assert.equal((await fetch(`${THIRD_PARTY}/__requests`, { method: "DELETE" })).ok, true);
}

/** The slots the fake ad server was asked for, by name, in order. */
async function adRequests() {
  return (await thirdPartyLog()).filter((u) => u.pathname === "/ad").map((u) => u.searchParams.get("slot"));
}

function checkWidth(found, { width, shows, hides }) {
  const shown = found.filter((s) => s.shown).map((s) => s.name);
  for (const name of shows) {
    const has = name.endsWith("*") ? shown.some((s) => s.startsWith(name.slice(0, -1))) : shown.includes(name);
    assert.ok(has, `${name} is not shown at ${width} px (shown: ${shown})`);
  }
  for (const name of hides) assert.ok(!shown.includes(name), `${name} is shown at ${width} px`);
  for (const slot of found.filter((s) => s.shown)) assert.ok(SIZES.has(slot.size), `${slot.name} has the odd size ${slot.size} at ${width} px`);
}

for (const viewport of WIDTHS) {
  describe(`ads at ${viewport.width} px`, () => {
    test("without marketing consent: our promotions in reserved boxes, nothing asked of the ad server, no shift", async () => {
      const { page, done } = await open({ viewport }, { consent: "necessary" });
      await page.addInitScript(WATCH);
      if (THIRD_PARTY) await clearThirdPartyLog();
      for (const path of [HOME, RECIPE, STORY, LIST]) {
        await visit(page, path);
        const found = await slots(page);
        checkWidth(found, viewport);
        const inline = found.filter((s) => s.shown && !["mobile_stickyad", "floor_ad", "wallpaper_pixel"].includes(s.name));
        assert.ok(inline.length > 0, `no slot shown on ${path}`);
        for (const slot of inline) {
          assert.equal(slot.promo, PROMO_SLOTS.has(slot.name), `${slot.name} on ${path}: a house promotion ${slot.promo ? "where none belongs" : "is missing"}`);
          assert.equal(slot.label, path.startsWith("/en/") ? "Advertisement" : "Anzeige", `${slot.name} on ${path} is not labelled`);
        }
        // At most one house promotion per screen height: any two are a viewport apart or more.
        const tops = inline.filter((s) => s.promo).map((s) => s.top).sort((a, b) => a - b);
        for (let i = 1; i < tops.length; i++) {
          assert.ok(tops[i] - tops[i - 1] >= viewport.height, `two house promotions ${Math.round(tops[i] - tops[i - 1])} px apart on ${path}`);
        }
        if (path === RECIPE) {
          assert.ok(tops.length <= 1, `${tops.length} house promotions on the recipe`);
          // No slot shown between the facts, the ingredients and the steps (a sidebar beside the method is not between them).
          const between = await page.evaluate(() => {
            const facts = document.querySelector(".facts-band").getBoundingClientRect().bottom;
            const steps = document.querySelector(".steps").getBoundingClientRect().top;
            return [...document.querySelectorAll("[data-ad-slot] .ad-box")]
              .filter((box) => box.offsetWidth > 0)
              .filter((box) => box.getBoundingClientRect().top >= facts && box.getBoundingClientRect().bottom <= steps)
              .map((box) => box.closest("[data-ad-slot]").dataset.adSlot);
          });
          assert.deepEqual(between, [], "an ad slot between the recipe's facts and its steps");
        }
        // The home page's two promotions are not the same one.
        if (path === HOME) {
          const promos = await page.$$eval("[data-ad-slot^=content_] .promo", (els) => els.map((el) => el.className));
          assert.ok(new Set(promos).size > 1, `the same promotion in every content slot: ${promos}`);
        }
        // No link to the demo's made-up domain (an external link that is not configured is not shown).
        const dead = await page.$$eval("a[href]", (links) => links.map((a) => a.href).filter((href) => /^https?:\/\/([^/]*\.)?tischlein\.example(\/|$)/.test(href)));
        assert.deepEqual(dead, [], `links to tischlein.example on ${path}`);
        await scrollThrough(page);
        assert.equal(await cls(page), 0, `the ads shifted the layout on ${path}: ${await moved(page)}`);
        assert.deepEqual(await page.evaluate(() => window.__resized), [], `an ad slot changed its size on ${path}`);
      }
      if (THIRD_PARTY) assert.deepEqual(await thirdPartyLog(), [], "something was asked of the ad server without consent");
      await done();
    });

    test("with marketing consent: the slots are requested after the page is interactive, again on the next page, and filled without a shift", { skip: !THIRD_PARTY && "E2E_THIRD_PARTY is not set" }, async () => {
      const { page, done } = await open({ viewport }, { consent: ALL });
      await page.addInitScript(WATCH);
      await clearThirdPartyLog();
      for (const path of [HOME, RECIPE]) {
        const before = (await adRequests()).length;
        await visit(page, path);
        const found = await slots(page);
        const shown = found.filter((s) => s.shown).map((s) => s.name);
        checkWidth(found, viewport);
        // Every slot shown at this width is asked for once on this page, and no other.
        await until(async () => (await adRequests()).length - before >= shown.length, `not every slot of ${path} was requested`);
        const asked = (await adRequests()).slice(before);
        assert.deepEqual([...asked].sort(), [...shown].sort(), `the slots requested on ${path}`);
        // The ad server's script came after the page had loaded.
        const timing = await page.evaluate((origin) => {
          const script = performance.getEntriesByType("resource").find((e) => e.name.startsWith(origin) && e.name.includes("ads.js"));
          return { script: script?.startTime ?? -1, load: performance.getEntriesByType("navigation")[0].loadEventStart };
        }, THIRD_PARTY);
        assert.ok(timing.script >= timing.load, `ads.js was asked for at ${timing.script} ms, before the load event at ${timing.load} ms`);
        // Filled: the creative is there, the box kept its size, the promotion is covered.
        await until(async () => (await slots(page)).filter((s) => s.shown).every((s) => s.filled), `not every slot of ${path} was filled`);
        for (const slot of (await slots(page)).filter((s) => s.shown)) {
          assert.equal(slot.text, `Test ad ${slot.name}`, `${slot.name} on ${path}`);
          assert.equal(slot.size, found.find((s) => s.name === slot.name).size, `${slot.name} on ${path} changed its size`);
          assert.equal(slot.promo, false, `${slot.name} on ${path} still shows the promotion over the ad`);
        }
        await scrollThrough(page);
        assert.equal(await cls(page), 0, `the ads shifted the layout on ${path}: ${await moved(page)}`);
        assert.deepEqual(await page.evaluate(() => window.__resized), [], `an ad slot changed its size on ${path}`);
      }
      // The fixed ad at the bottom can be closed.
      const fixed = page.locator(viewport.width < 768 ? "[data-ad-slot=mobile_stickyad]" : "[data-ad-slot=floor_ad]");
      await fixed.locator(".test-ad").waitFor({ state: "visible" });
      await fixed.locator("[data-ad-close]").click();
      await fixed.locator(".test-ad").waitFor({ state: "hidden" });

      // A page restored from the back/forward cache refreshes its slots (the second request of each
      // on this page). Headless Chromium loads pages anew on "back", so the restore is played here.
      const shownHere = (await slots(page)).filter((s) => s.shown).length;
      await clearThirdPartyLog();
      await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
      await until(async () => (await thirdPartyLog()).filter((u) => u.searchParams.get("n") === "2").length >= shownHere, "a page restored from the cache did not refresh its slots");

      // Back to the home page, from the back/forward cache (a refresh) or loaded anew: either way its
      // slots are asked for again.
      const before = (await adRequests()).length;
      await page.goBack({ waitUntil: "load" });
      const shown = (await slots(page)).filter((s) => s.shown).map((s) => s.name);
      await until(async () => (await adRequests()).length - before >= shown.length, "going back did not request the slots again");
      await done();
    });
  });
}

describe("premium readers", () => {
  test("see no ad slots and ask the ad server for nothing, from the second page on before the first paint", async (t) => {
    if (!process.env.E2E_DATA_DIR || !process.env.E2E_OUTBOX) return t.skip("E2E_DATA_DIR and E2E_OUTBOX are not set");
    const { page, context, done } = await open({ viewport: WIDTHS[1] }, { consent: ALL });
    await page.addInitScript(WATCH);
    const email = `plus-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const headers = { "X-Requested-With": "e2e" };
    const register = await page.request.post(url("/api/register/"), {
      headers,
      data: { email, password: "Kartoffelsalat mit Gurke 42", name: "Plus", language: "de" },
    });
    assert.equal(register.status(), 202);
    const confirm = await page.request.post(url("/api/register/confirm/"), {
      headers,
      data: { token: tokenLink((await waitForMail(email)).text).split("#token=")[1] },
    });
    assert.equal(confirm.status(), 200);
    await promisify(execFile)(process.env.E2E_GATEWAY ?? "bin/gateway", ["users", "premium", "--email", email, "--on"], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: "warn" },
    });
    assert.ok((await context.cookies()).some((c) => /tischlein_signed_in$/.test(c.name)), "not logged in");
    if (THIRD_PARTY) await clearThirdPartyLog();

    // The first page learns that the reader is premium and hides its slots.
    await visit(page, HOME);
    await until(() => page.evaluate(() => document.documentElement.classList.contains("ad-free")), "the slots stay for a premium reader");
    assert.deepEqual((await slots(page)).filter((s) => s.shown), [], "a slot is shown to a premium reader");

    // The next page knows it before its first paint: no slot ever shown, nothing moved.
    await visit(page, RECIPE);
    assert.equal(await page.evaluate(() => window.__adFreeEarly), true, "the recipe page was not ad-free from the start");
    assert.deepEqual((await slots(page)).filter((s) => s.shown), [], "a slot is shown to a premium reader");
    assert.deepEqual(await page.evaluate(() => window.__resized), [], "an ad slot changed its size for a premium reader");
    if (THIRD_PARTY) {
      await page.waitForTimeout(500);
      assert.deepEqual(await adRequests(), [], "ads were requested for a premium reader");
      assert.ok(!(await thirdPartyLog()).some((u) => u.pathname.endsWith("ads.js")), "the ad server's script was loaded for a premium reader");
    }
    await done();
  });
});
