// A stranger's first hour, the small things: the like button's name, the newsletter button's word,
// the error page's heading, the story's meta line on a phone, the own-recipe wizard's save note, the
// profile's tabs and address on a phone, the editorial desk in an editor's account menu, and the
// language switch in the desktop header.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { after, describe, test } from "node:test";
import { promisify } from "node:util";
import { api, close, open, until, visit } from "./browser.mjs";
import { member } from "./mail.mjs";

after(close);

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Makes an account an editor the way the README says: `gateway users promote` on the gateway's data. */
async function promote(email) {
  const gateway = process.env.E2E_GATEWAY ?? "bin/gateway";
  assert.ok(process.env.E2E_DATA_DIR, "E2E_DATA_DIR must name the gateway's DATA_DIR (scripts/e2e sets it)");
  await promisify(execFile)(gateway, ["users", "promote", "--email", email, "--role", "editor"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: "warn" },
  });
}

const firstRecipe = async (lang = "de") => (await api("/recipes/?per_page=1", lang)).data[0];

describe("like button", () => {
  test("has one clean name with the exact count, and the count follows a like", async () => {
    const recipe = await firstRecipe();
    const { context, page, done } = await open(DESKTOP);
    await visit(page, `/de/rezepte/${recipe.slug}/`);
    const heart = page.locator("main [data-like-main]");
    const count = Number(await heart.getAttribute("data-count"));
    const name = (n) => `Gefällt mir, ${new Intl.NumberFormat("de").format(n)} ${n === 1 ? "Like" : "Likes"}`;
    assert.equal(await heart.getAttribute("aria-label"), name(count));
    assert.equal(await page.getByRole("button", { name: name(count), exact: true }).count() > 0, true, "no button is named by its count");

    await member(context, "Lina");
    await page.reload();
    await until(async () => (await heart.getAttribute("aria-pressed")) === "false", "the heart never became a toggle");
    // Logged in, the page shows the current count (earlier runs may have liked the recipe).
    await page.waitForLoadState("networkidle");
    const current = Number(await heart.getAttribute("data-count"));
    assert.equal(await heart.getAttribute("aria-label"), name(current));
    await heart.click();
    await until(async () => (await heart.getAttribute("aria-pressed")) === "true", "the like did not take");
    await until(async () => (await heart.getAttribute("aria-label")) === name(current + 1), "the name did not follow the count");
    await done();
  });

  test("reads in English too", async () => {
    const recipe = await firstRecipe("en");
    const { page, done } = await open({ ...DESKTOP, locale: "en-GB" });
    await visit(page, `/en/recipes/${recipe.slug}/`);
    // The count the page was built with (another test may have liked the recipe since).
    const count = Number(await page.locator("main [data-like-main]").getAttribute("data-count"));
    const expected = `Like, ${new Intl.NumberFormat("en").format(count)} ${count === 1 ? "like" : "likes"}`;
    assert.equal(await page.locator("main [data-like-main]").getAttribute("aria-label"), expected);
    await done();
  });
});

describe("chrome", () => {
  test("the footer's newsletter button says subscribe, not log in", async () => {
    const { page, done } = await open(DESKTOP);
    await visit(page, "/de/");
    assert.equal((await page.locator("footer form button[type=submit]").first().innerText()).trim(), "Abonnieren");
    await visit(page, "/en/");
    assert.equal((await page.locator("footer form button[type=submit]").first().innerText()).trim(), "Subscribe");
    await done();
  });

  test("the not-found page's heading has the font of every other heading", async () => {
    const { page, done } = await open(DESKTOP, { expected404: ["/de/gibt-es-nicht/"] });
    await visit(page, "/de/rezepte/");
    const font = await page.locator("main h1").first().evaluate((el) => getComputedStyle(el).fontFamily);
    const response = await page.goto(`${new URL(page.url()).origin}/de/gibt-es-nicht/`);
    assert.equal(response.status(), 404);
    assert.equal(await page.locator("h1").first().evaluate((el) => getComputedStyle(el).fontFamily), font);
    await done();
  });

  test("the desktop header switches to the same page in the other language; phones have it in the menu", async () => {
    const recipe = await firstRecipe();
    const { page, done } = await open(DESKTOP);
    await visit(page, `/de/rezepte/${recipe.slug}/`);
    const alternate = new URL(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href")).pathname;
    const link = page.getByTestId("header-language");
    assert.ok(await link.isVisible(), "no language switch in the desktop header");
    assert.equal(await link.getAttribute("href"), alternate);
    assert.equal(await link.getAttribute("hreflang"), "en");
    assert.equal(await page.getByRole("link", { name: "Read in English" }).first().isVisible(), true);
    await Promise.all([page.waitForURL(`**${alternate}`), link.click()]);
    assert.equal(await page.getByTestId("header-language").getAttribute("href"), `/de/rezepte/${recipe.slug}/`);

    await page.setViewportSize(PHONE.viewport);
    assert.equal(await page.getByTestId("header-language").isVisible(), false, "the phone's header has the switch besides its menu");
    await done();
  });
});

describe("story", () => {
  test("on a phone the meta line's separator never starts a line", async () => {
    const story = (await api("/articles/?per_page=1")).data[0];
    const { page, done } = await open(PHONE);
    await visit(page, `/de/stories/${story.slug}/`);
    const items = await page.locator(".byline .meta > *").evaluateAll((els) =>
      els.map((el) => ({ top: Math.round(el.getBoundingClientRect().top), dot: getComputedStyle(el, "::before").content, text: el.textContent })),
    );
    assert.ok(items.length >= 2, "the meta line has fewer than two items");
    for (let i = 1; i < items.length; i++) {
      const starts = items[i].top > items[i - 1].top;
      assert.ok(!starts || items[i].dot === "none", `"· ${items[i].text}" starts a line`);
    }
    await done();
  });
});

describe("accounts", () => {
  test("the own-recipe wizard claims a saved draft only after something was saved", async () => {
    const { context, page, done } = await open(PHONE);
    await member(context, "Wanda");
    await visit(page, "/de/profil/rezept-erstellen/neu/grundlagen/");
    const state = page.getByTestId("save-state");
    await state.waitFor({ state: "attached" });
    await page.waitForTimeout(1500);
    assert.equal(await state.getAttribute("data-state"), "idle");
    assert.equal((await state.innerText()).trim(), "", "a blank wizard says the draft was saved");
    await page.getByLabel("Titel").first().fill("Omas Kartoffelpuffer");
    await page.locator("[data-testid=save-state][data-state=saved]").waitFor();
    assert.equal((await state.innerText()).trim(), "Entwurf gespeichert");
    await done();
  });

  test("on a phone the profile shows the current tab and the whole address without breaking it", async () => {
    const { context, page, done } = await open(PHONE);
    const email = await member(context, "Maximiliane");
    await visit(page, "/de/profile/einstellungen/");
    const nav = page.locator("nav.tabs, [data-profile-tabs]").first();
    const current = nav.locator('[aria-current="page"]');
    await until(async () => {
      const [n, c] = [await nav.boundingBox(), await current.boundingBox()];
      return c.x >= n.x - 1 && c.x + c.width <= n.x + n.width + 1;
    }, "the current tab is scrolled out of view");

    await visit(page, "/de/profile/");
    const address = page.getByTestId("profile-email");
    await address.waitFor();
    assert.equal(await address.getAttribute("title"), email);
    const box = await address.evaluate((el) => ({ lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)), right: el.getBoundingClientRect().right }));
    assert.equal(box.lines, 1, "the address breaks across lines");
    assert.ok(box.right <= 375, "the address sticks out of the phone");
    await done();
  });

  test("an editor's account menu leads to the editorial desk, a reader's does not", async () => {
    const { context, page, done } = await open(DESKTOP);
    const email = await member(context, "Rita");
    await visit(page, "/de/");
    await page.getByTestId("account-menu-button").click();
    await page.getByTestId("account-menu").waitFor();
    assert.equal(await page.getByTestId("account-desk").isVisible(), false, "a reader sees the desk");

    await promote(email);
    await page.reload();
    await page.getByTestId("account-menu-button").click();
    const desk = page.getByTestId("account-desk");
    await desk.waitFor();
    assert.equal((await desk.innerText()).trim(), "Redaktion");
    assert.equal(await desk.getAttribute("href"), "/de/redaktion/");
    await done();
  });
});
