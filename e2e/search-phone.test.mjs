// The search page for a stranger on a phone and on a desktop (docs/site.md "Search"): the results come
// first — the first card starts within the first screen at 375×812 and above the fold at 1280×800;
// on the phone the filters wait behind one "Filter" button (a sheet), on the desktop they are a side
// column; a chosen filter shows as a removable chip above the results; every filter label is shown
// once (the categories that read like a diet or meal filter are not offered twice); a keyboard tip
// is not shown on a touch screen.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { close, open, visit } from "./browser.mjs";

after(close);

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const PAGES = [
  { lang: "de", locale: "de-DE", path: "/de/suche/?search=kartoffel&diet=vegetarian" },
  { lang: "en", locale: "en-GB", path: "/en/search/?search=potato&diet=vegetarian" },
];

/** The top of an element measured from the top of the page (not of the viewport). */
const pageTop = (locator) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

/** The number in the count line ("5 Ergebnisse für …"). */
async function shownTotal(page) {
  return Number((await page.getByTestId("search-count").innerText()).match(/\d+/)?.[0]);
}

/** The visible filter labels, without their counts, and those seen more than once. */
async function repeatedLabels(panel) {
  const labels = (await panel.locator(".sr-chip-label").allInnerTexts()).map((l) => l.trim().toLocaleLowerCase());
  assert.ok(labels.length > 0, "the filter panel shows no filters");
  return labels.filter((l, i) => labels.indexOf(l) !== i);
}

describe("search page on a phone", () => {
  for (const { lang, locale, path } of PAGES) {
    test(`${lang}: results first, filters in a sheet, a chosen filter is a removable chip`, async () => {
      const { page, done } = await open({ ...PHONE, locale });
      await visit(page, path);
      const cards = page.getByTestId("search-card");
      await cards.first().waitFor();
      const top = await pageTop(cards.first());
      assert.ok(top < 812, `the first result starts ${Math.round(top)} px down, below the first screen`);
      assert.equal(await page.locator("[data-search-page] .hint").isVisible(), false, "a keyboard tip shows on a touch screen");

      const panel = page.getByTestId("search-filters");
      assert.equal(await panel.isVisible(), false, "the filters are open before the button is pressed");
      const vegetarian = page.locator('[data-active="diet=vegetarian"]');
      assert.ok(await vegetarian.isVisible(), "the filter of the URL is not shown above the results");

      await page.getByTestId("filter-button").click();
      await panel.waitFor({ state: "visible" });
      assert.ok(await panel.locator(".sr-sheet-close").evaluate((el) => el === document.activeElement), "focus is not on the sheet's close button");
      assert.deepEqual(await repeatedLabels(panel), [], "a filter label shows twice");

      const total = await shownTotal(page);
      const choice = panel.locator("a[data-filter]:not([aria-current])").first();
      const key = await choice.getAttribute("data-filter");
      const count = Number((await choice.innerText()).match(/\((\d+)\)/)?.[1]);
      await Promise.all([page.waitForURL((u) => u.search.includes(key)), choice.click()]);
      await page.waitForFunction((n) => document.querySelector('[data-testid="search-count"]')?.textContent?.match(/\d+/)?.[0] === String(n), count);
      assert.equal(await panel.locator(`a[data-filter="${key}"]`).getAttribute("aria-current"), "true", "the chosen filter is not marked in the sheet");

      await page.getByTestId("filter-apply").click();
      await panel.waitFor({ state: "hidden" });
      assert.equal(await cards.count(), Math.min(count, 24), `${key}: the results do not match the facet count ${count}`);
      const chip = page.locator(`[data-active="${key}"]`);
      assert.ok(await chip.isVisible(), `no removable chip for ${key}`);

      await Promise.all([page.waitForURL((u) => !u.search.includes(key)), chip.click()]);
      await page.waitForFunction((n) => document.querySelector('[data-testid="search-count"]')?.textContent?.match(/\d+/)?.[0] === String(n), total);
      await chip.waitFor({ state: "detached" });
      assert.ok(await vegetarian.isVisible(), "removing one filter removed the other too");

      await Promise.all([page.waitForURL((u) => u.search.includes(key)), page.goBack()]);
      await chip.waitFor();

      await page.getByTestId("filter-button").click();
      await panel.waitFor({ state: "visible" });
      const sheet = await panel.boundingBox();
      await page.mouse.click(sheet.x + 4, sheet.y + sheet.height / 2);
      assert.ok(await panel.isVisible(), "a tap on the sheet's own margin closed it");
      await page.mouse.click(sheet.x + sheet.width / 2, sheet.y / 2);
      await panel.waitFor({ state: "hidden" });

      await page.getByTestId("filter-button").click();
      await panel.waitFor({ state: "visible" });
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden" });
      assert.ok(await page.getByTestId("filter-button").evaluate((el) => el === document.activeElement), "Escape did not return focus to the filter button");
      await done();
    });
  }
});

describe("search page on a desktop", () => {
  for (const { lang, locale, path } of PAGES) {
    test(`${lang}: results above the fold, the filters in a side column`, async () => {
      const { page, done } = await open({ ...DESKTOP, locale });
      await visit(page, path);
      const cards = page.getByTestId("search-card");
      await cards.first().waitFor();
      const top = await pageTop(cards.first());
      assert.ok(top < 800, `the first result starts ${Math.round(top)} px down, below the fold`);

      const panel = page.getByTestId("search-filters");
      assert.ok(await panel.isVisible(), "the filters are not shown beside the results");
      assert.equal(await page.getByTestId("filter-button").isVisible(), false, "the phone's filter button shows on a desktop");
      const side = await panel.boundingBox();
      const card = await cards.first().boundingBox();
      assert.ok(side.x + side.width <= card.x, "the filters are not a column beside the results");
      assert.ok(side.y < card.y + card.height, "the filters are not beside the first result");
      assert.deepEqual(await repeatedLabels(panel), [], "a filter label shows twice");
      assert.ok(await page.locator("[data-search-page] .hint").isVisible(), "the keyboard tip is gone on a desktop");
      await done();
    });
  }
});
