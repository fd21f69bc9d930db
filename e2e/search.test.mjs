// Search in Chromium: the modal opens with ctrl+k, answers while typing (a typo included),
// takes arrow keys and Enter, closes on Escape with focus back where it was; the search page shows
// results with facet counts, and every filter is a URL that back and forward restore.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { close, open, visit } from "./browser.mjs";

after(close);

/** The script of the modal: requests for it tell whether it was loaded. */
const isModalScript = (u) => /\/_astro\/(open|SearchModal)[.-]/.test(new URL(u).pathname);

describe("search modal", () => {
  test("ctrl+k opens it with focus in the field; a typo finds potato recipes; Enter opens one", async () => {
    const { page, done } = await open();
    const scripts = [];
    page.on("request", (r) => isModalScript(r.url()) && scripts.push(r.url()));
    await visit(page, "/de/rezepte/");
    await page.waitForLoadState("networkidle");
    assert.deepEqual(scripts, [], "the modal's script loads before it is asked for");

    await page.keyboard.press("Control+k");
    const modal = page.getByTestId("search-modal");
    await modal.waitFor();
    assert.ok(scripts.length > 0, "the modal appeared without loading its script");
    const field = modal.getByRole("combobox");
    assert.ok(await field.evaluate((el) => el === document.activeElement), "focus is not in the search field");

    await field.pressSequentially("kartofel", { delay: 20 });
    const options = modal.getByRole("option");
    await options.filter({ hasText: "Schwäbischer Kartoffelsalat" }).waitFor();
    // The list of a shorter prefix ("kart…": carrots too) may still be shown for a moment while the
    // whole word's answer is on its way: the first suggestion must become a potato recipe.
    await options
      .first()
      .filter({ hasText: /Kartoffel/ })
      .waitFor({ timeout: 5000 })
      .catch(async () => assert.fail(`first suggestion for "kartofel": ${(await options.allInnerTexts())[0]}`));

    await field.press("ArrowDown");
    assert.equal(await field.getAttribute("aria-activedescendant"), await options.first().getAttribute("id"), "ArrowDown does not mark the first option");
    await Promise.all([page.waitForURL(/\/de\/rezepte\/[^/]+\/$/), field.press("Enter")]);
    assert.match(await page.locator("h1").innerText(), /Kartoffel/);
    await done();
  });

  test("Enter without a choice opens the search page; the search is remembered; Escape returns focus", async () => {
    const { page, done } = await open();
    await visit(page, "/de/");
    const button = page.locator("[data-search]").first();
    await button.click();
    const modal = page.getByTestId("search-modal");
    const field = modal.getByRole("combobox");
    await field.fill("lasange");
    await modal.getByRole("option").filter({ hasText: "Lasagne" }).first().waitFor();
    await Promise.all([page.waitForURL(/\/de\/suche\/\?search=lasange$/), field.press("Enter")]);
    await page.getByTestId("search-card").first().waitFor();

    await visit(page, "/de/");
    await button.click();
    await modal.waitFor();
    const recent = await modal.getByRole("option").allInnerTexts();
    assert.equal(recent[0], "lasange", `recent searches: ${recent.join(" | ")}`);
    await field.press("Escape");
    await modal.waitFor({ state: "detached" });
    assert.ok(await button.evaluate((el) => el === document.activeElement), "focus did not return to the search button");
    await done();
  });

  test("answers in English on English pages", async () => {
    const { page, done } = await open({ locale: "en-GB" });
    await visit(page, "/en/recipes/");
    await page.keyboard.press("Control+k");
    const modal = page.getByTestId("search-modal");
    await modal.getByRole("combobox").pressSequentially("spagetti", { delay: 20 });
    await modal.getByRole("option").filter({ hasText: "Spaghetti" }).first().waitFor();
    await done();
  });
});

describe("search page", () => {
  test("/de/suche/?search=vegan shows vegan recipes with facet counts; a filter is a URL back restores", async () => {
    const { page, done } = await open();
    await visit(page, "/de/suche/?search=vegan");
    const cards = page.getByTestId("search-card");
    await cards.first().waitFor();
    const vegan = page.locator('a[data-filter="diet=vegan"]');
    const label = await vegan.innerText();
    const count = Number(label.match(/\((\d+)\)/)?.[1]);
    assert.match(label, /^Vegan \(\d+\)$/, `facet chip "${label}"`);
    assert.ok(count > 0, "no vegan hits counted");
    const total = Number((await page.getByTestId("search-count").innerText()).match(/\d+/)?.[0]);
    assert.ok(total >= count, `total ${total} is below the vegan facet ${count}`);

    await Promise.all([page.waitForURL(/diet=vegan/), vegan.click()]);
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="search-count"]')?.textContent?.includes(String(n)),
      count,
    );
    assert.equal(await vegan.getAttribute("aria-current"), "true", "the chosen filter is not marked");
    assert.equal(await cards.count(), Math.min(count, 24));

    await Promise.all([page.waitForURL((u) => !u.search.includes("diet=")), page.goBack()]);
    await page.waitForFunction((n) => document.querySelector('[data-testid="search-count"]')?.textContent?.includes(String(n)), total);
    assert.equal(await vegan.getAttribute("aria-current"), null, "back did not drop the filter");
    await done();
  });

  test("a misspelt search that finds nothing offers the right spelling", async () => {
    const { page, done } = await open();
    await visit(page, "/de/suche/?search=kartofelsalad");
    const suggestion = page.getByTestId("did-you-mean");
    await suggestion.waitFor();
    assert.match(await suggestion.innerText(), /kartoffelsalat/i);
    await suggestion.click();
    await page.getByTestId("search-card").first().waitFor();
    assert.equal(new URL(page.url()).searchParams.get("search")?.toLowerCase(), "kartoffelsalat");
    await done();
  });

  test("/en/search/?search=potato lists English potato recipes and the page is noindex", async () => {
    const { page, done } = await open({ locale: "en-GB" });
    await visit(page, "/en/search/?search=potato");
    await page.getByTestId("search-card").first().waitFor();
    const titles = await page.getByTestId("search-card").locator("h2, h3").allInnerTexts();
    assert.match(titles[0], /potato/i, `first result: ${titles[0]}`);
    assert.match(await page.locator('meta[name="robots"]').getAttribute("content"), /noindex/);
    await done();
  });
});
