// Premium recipes as readers meet them, on a phone in Chromium: a logged-out reader and a
// logged-in reader without Plus see the picture, title and introduction of a premium recipe, then
// the locked section and the "recipe premium" modal with the offer, and the page's HTML holds none
// of the ingredients; a reader made premium with `gateway users premium --on` sees the ingredients
// and the method. The plus page explains the offer in both languages.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { after, describe, test } from "node:test";
import { promisify } from "node:util";
import { close, open, url, visit } from "./browser.mjs";
import { member } from "./mail.mjs";

after(close);

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? "";

/** The seed's premium recipe (German; its English twin is chicken-and-seafood-paella). */
const RECIPE = "/de/rezepte/paella-mit-haehnchen-und-meeresfruechten/";
/** Ingredients of that recipe that must not be in the public page. */
const SECRET_INGREDIENTS = ["Paellareis", "Safranfäden", "Hühnerbrühe", "Hähnchenschenkelfilets"];

/** Gives an account Plus the way docs/business.md says: `gateway users premium` on the gateway's data. */
async function makePremium(email) {
  const gateway = process.env.E2E_GATEWAY ?? "bin/gateway";
  assert.ok(process.env.E2E_DATA_DIR, "E2E_DATA_DIR must name the gateway's DATA_DIR (scripts/e2e sets it)");
  await promisify(execFile)(gateway, ["users", "premium", "--email", email, "--on"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: "warn" },
  });
}

/** With E2E_SCREENSHOTS set, a picture of the page as a reader sees it, for people to look at. */
async function shot(page, name, { full = true } = {}) {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => document.querySelectorAll("img[loading=lazy]").forEach((img) => (img.loading = "eager")));
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: full });
}

/** A reader without Plus: the top of the recipe, the locked section, the offer, no ingredients. */
async function checkLocked(page, name) {
  const response = await visit(page, RECIPE);
  const html = await response.text();
  for (const secret of SECRET_INGREDIENTS) assert.ok(!html.includes(secret), `the public HTML names ${secret}`);
  assert.match(html, /"isAccessibleForFree":false/);
  await page.locator("h1", { hasText: "Paella" }).waitFor();
  assert.ok(await page.locator(".hero-media img").isVisible(), "the picture shows");
  assert.ok(await page.locator(".hero-text .lead").isVisible(), "the introduction shows");
  const lock = page.locator(".premium-locked");
  assert.match(await lock.locator(".counts").innerText(), /^\d+ Zutaten · \d+ Schritte$/);
  // Scrolled to the locked part, the offer opens by itself; it closes at once.
  await lock.scrollIntoViewIfNeeded();
  const modal = page.locator("[data-modal='recipe premium']");
  await modal.waitFor();
  assert.match(await modal.innerText(), /Plus/);
  assert.ok(await modal.locator("a[href='/de/plus/']").first().isVisible(), "the modal links to the plus page");
  await shot(page, `${name}-modal`, { full: false });
  await modal.getByRole("button", { name: "Nicht jetzt" }).click();
  await modal.waitFor({ state: "detached" });
  // The button in the locked part opens it again.
  await lock.locator("[data-premium-offer]").click();
  await modal.waitFor();
  await page.keyboard.press("Escape");
  await modal.waitFor({ state: "detached" });
  const text = await page.locator("main").innerText();
  for (const secret of SECRET_INGREDIENTS) assert.ok(!text.includes(secret), `the page shows ${secret}`);
  await shot(page, name);
}

describe("premium recipes", () => {
  test("a logged-out reader sees the picture, title and introduction, then the offer — never the ingredients", async () => {
    const reader = await open(PHONE);
    await checkLocked(reader.page, "premium-reader-375");
    await reader.done();
  });

  test("a logged-in reader without Plus sees the offer too; the premium route says premium_required", async () => {
    const reader = await open(PHONE);
    await member(reader.context, "Lea");
    await checkLocked(reader.page, "premium-member-375");
    // Outside the page (a 403 in the page would be a console error): the session's own request.
    const answer = await reader.context.request.get(url("/api/premium/recipes/paella-mit-haehnchen-und-meeresfruechten/"));
    assert.equal(answer.status(), 403);
    assert.equal((await answer.json()).error.code, "premium_required");
    await reader.done();
  });

  test("a premium reader sees the ingredients and the method, and no offer", async () => {
    for (const [device, size] of [[PHONE, 375], [DESKTOP, 1280]]) {
      const reader = await open(device);
      await makePremium(await member(reader.context, "Paul"));
      const { page } = reader;
      await visit(page, RECIPE);
      const content = page.locator(".premium-locked [data-premium-content]");
      await content.locator("li", { hasText: "Paellareis" }).waitFor();
      assert.ok((await content.locator(".premium-steps li").count()) >= 4, "the method shows");
      assert.equal(await page.locator(".premium-locked [data-premium-teaser]").isVisible(), false);
      await content.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      assert.equal(await page.locator("[data-modal='recipe premium']").count(), 0, "no offer for a member");
      await shot(page, `premium-member-unlocked-${size}`);
      await reader.done();
    }
  });

  test("the plus page explains the offer in both languages, with the premium recipes", async () => {
    for (const [path, heading, device, size] of [
      ["/de/plus/", "Das bekommst du mit Plus", PHONE, 375],
      ["/en/plus/", "What you get with Plus", DESKTOP, 1280],
    ]) {
      const reader = await open(device);
      const { page } = reader;
      await visit(page, path);
      await page.locator("h2", { hasText: heading }).waitFor();
      assert.ok((await page.locator(".examples article").count()) >= 2, "the premium recipes are shown");
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, "no sideways scroll");
      await shot(page, `plus-${size}`);
      await reader.done();
    }
  });
});
