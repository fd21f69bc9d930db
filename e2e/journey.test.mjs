// The reader's main journey and the header: home → category → recipe → the other language, and the
// mobile menu.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { api, close, firstVisible, open, until, visit } from "./browser.mjs";

after(close);

/** A recipe card link: /de/rezepte/<slug>/, not a list page such as /de/rezepte/seite/2/. */
const RECIPE_HREF = /^\/de\/rezepte\/(?!community\/|seite\/)([^/]+)\/$/;

describe("reading journey", () => {
  test("home → category → recipe → language switch lands on the recipe's English twin", async () => {
    const { page, done } = await open({ viewport: { width: 1280, height: 900 } });
    await visit(page, "/de/");

    // A category: a tile or link in the page, else one from the recipes menu of the header.
    let category = await firstVisible(page.locator('main a[href^="/de/kategorien/"]'));
    if (!category) {
      const toggle = await firstVisible(page.locator("header button[aria-controls][aria-expanded]"));
      if (toggle) await toggle.click();
      category = await firstVisible(page.locator('header a[href^="/de/kategorien/"]'));
    }
    assert.ok(category, "the home page links to no category");
    await category.click();
    await page.waitForURL((u) => /^\/de\/kategorien\/[^/]+\/$/.test(u.pathname));
    assert.equal(await page.locator("html").getAttribute("lang"), "de");

    // A recipe card whose recipe has an English twin.
    const links = page.locator('main a[href^="/de/rezepte/"]');
    let chosen = null;
    let twin = null;
    for (let i = 0; i < (await links.count()) && !chosen; i++) {
      const link = links.nth(i);
      const match = RECIPE_HREF.exec((await link.getAttribute("href")) ?? "");
      if (!match || !(await link.isVisible())) continue;
      const recipe = await api(`/recipes/${match[1]}/`, "de");
      if (recipe.alternate) {
        chosen = link;
        twin = recipe.alternate.slug;
      }
    }
    assert.ok(chosen, "the category page shows no recipe card with an English twin");
    await chosen.click();
    await page.waitForURL((u) => RECIPE_HREF.test(u.pathname));

    // The language switch: in the header where it is visible, else the one in the footer.
    const toEnglish =
      (await firstVisible(page.locator('header a[hreflang="en"]'))) ?? (await firstVisible(page.locator('a[hreflang="en"]')));
    assert.ok(toEnglish, "the recipe page shows no link to the English version");
    await toEnglish.click();
    await page.waitForURL((u) => u.pathname === `/en/recipes/${twin}/`);
    assert.equal(new URL(page.url()).pathname, `/en/recipes/${twin}/`);
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    await done();
  });
});

describe("header on a phone", () => {
  test("at 375 px the hamburger opens and closes the menu", async () => {
    const { page, done } = await open({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    await visit(page, "/de/");
    const burger = await until(
      () => firstVisible(page.locator("header button[aria-controls][aria-expanded]")),
      "no visible menu button (aria-controls, aria-expanded) in the header at 375 px",
    );
    const menu = page.locator(`[id="${await burger.getAttribute("aria-controls")}"]`);
    assert.equal(await menu.count(), 1, "the menu button controls no element");

    assert.equal(await burger.getAttribute("aria-expanded"), "false");
    assert.equal(await menu.isVisible(), false, "the menu is visible before it is opened");

    await burger.click();
    await until(async () => (await burger.getAttribute("aria-expanded")) === "true", "aria-expanded did not become true");
    await until(() => menu.isVisible(), "the menu did not become visible");

    await burger.click();
    await until(async () => (await burger.getAttribute("aria-expanded")) === "false", "aria-expanded did not return to false");
    await until(async () => !(await menu.isVisible()), "the menu did not hide again");
    await done();
  });
});
