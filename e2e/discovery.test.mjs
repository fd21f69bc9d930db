// Discovery in Chromium: what-to-cook-today combinations are prerendered pages with real
// result lists that work without JavaScript, in both languages; the ingredients page's picker ranks
// recipes by how much of their list the reader has.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { api, close, open, visit } from "./browser.mjs";

after(close);

/** The titles of the cards in the what-to-cook result list. */
const titles = (page) => page.getByTestId("what-to-cook-results").locator(".card-title").allInnerTexts();

describe("what to cook today", () => {
  test("a combination URL lists matching recipes without JavaScript, with chips that link onwards", async () => {
    const { page, done } = await open({ javaScriptEnabled: false });
    await visit(page, "/de/was-koche-ich-heute/vegan/");
    const vegan = await titles(page);
    assert.ok(vegan.includes("Spaghetti mit Tomatensoße"), `vegan dinners: ${vegan.join(", ")}`);
    assert.ok(!vegan.includes("Spaghetti Carbonara"), "Carbonara is listed as vegan");
    assert.equal(await page.locator("[data-app-banner]").count(), 0, "the app banner is shown");
    const groups = await page.locator("[data-what-to-cook] h2").allInnerTexts();
    assert.deepEqual(groups, ["Ernährung", "Mahlzeit", "Außerdem"]);
    assert.equal(await page.locator('[data-what-to-cook] a[aria-current="true"]').count(), 2, "vegan and dinner are not both marked");

    // Adding an extra is a link to the narrower combination, and its list is a subset.
    await Promise.all([page.waitForURL(/\/vegan\/unter-30-minuten\/$/), page.locator('[data-what-to-cook] a[data-filter="quick"]').click()]);
    const quick = await titles(page).catch(() => []);
    assert.ok(quick.every((t) => vegan.includes(t) || vegan.length >= 24), `quick vegan dinners not among vegan dinners: ${quick.join(", ")}`);
    assert.ok(quick.length < vegan.length || vegan.length === 0, "the extra filter did not narrow the list");

    await visit(page, "/de/rezepte/");
    assert.ok((await page.locator("[data-app-banner]").count()) > 0, "other pages have the app banner (hook data-app-banner)");
    await done();
  });

  test("the English twin lists the same recipes in English", async () => {
    const { page, done } = await open({ javaScriptEnabled: false, locale: "en-GB" });
    await visit(page, "/en/what-to-cook-today/vegan/");
    const vegan = await titles(page);
    assert.ok(vegan.includes("Spaghetti with tomato sauce"), `vegan dinners: ${vegan.join(", ")}`);
    const alternate = await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href");
    assert.equal(new URL(alternate).pathname, "/de/was-koche-ich-heute/vegan/");
    await visit(page, "/de/was-koche-ich-heute/vegan/");
    assert.equal((await titles(page)).length, vegan.length, "the languages list a different number of recipes");
    await done();
  });
});

describe("cook with what you have", () => {
  test("picking ingredients on the ingredients page ranks recipes by coverage and names what is missing", async () => {
    const { page, done } = await open();
    const scripts = [];
    page.on("request", (r) => /\/_astro\/Pantry[.-]/.test(new URL(r.url()).pathname) && scripts.push(r.url()));
    await visit(page, "/de/zutaten/");
    await page.waitForLoadState("networkidle");
    assert.deepEqual(scripts, [], "the picker's script loads before the reader reaches for it");

    const field = page.locator("#pantry-input");
    await field.click();
    await page.getByTestId("pantry").waitFor();
    for (const name of ["Kartoffeln", "Zwiebeln"]) {
      await page.locator("#pantry-input").fill(name);
      await page.locator("#pantry-input").press("Enter");
    }
    await page.waitForURL(/have=/);
    const results = page.getByTestId("pantry-results");
    await results.getByTestId("coverage").first().waitFor();
    const coverage = await results.getByTestId("coverage").allInnerTexts();
    const shares = coverage.map((text) => {
      const [have, total] = (text.match(/(\d+)\D+(\d+)/) ?? []).slice(1).map(Number);
      assert.ok(have > 0 && total >= have, `coverage "${text}"`);
      return have / total;
    });
    for (let i = 1; i < shares.length; i++) {
      assert.ok(shares[i] <= shares[i - 1] + 1e-9, `not ranked by coverage: ${coverage.join(" | ")}`);
    }
    assert.ok(coverage.some((text) => /fehlt|fehlen/i.test(text)), `no missing ingredients named: ${coverage[0]}`);

    // The pick is a URL: a reload shows it again.
    await page.reload();
    await results.getByTestId("coverage").first().waitFor();
    assert.deepEqual(await results.getByTestId("coverage").allInnerTexts(), coverage);
    await done();
  });

  test("on a phone the results fit: whole-word titles, pills that wrap, missing ingredients as a count that opens", async () => {
    const { page, done } = await open({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const items = await api("/search/?have=kartoffel,ei,zwiebel&type=recipe&per_page=1");
    assert.ok(items.data.length > 0, "the pick finds no recipe");
    await visit(page, "/de/zutaten/?have=kartoffel,ei,zwiebel");
    const results = page.getByTestId("pantry-results");
    await results.getByTestId("coverage").first().waitFor();

    const overflow = await page.evaluate(() => {
      const wide = (el) => el.scrollWidth > el.clientWidth + 1;
      const bad = [];
      if (wide(document.documentElement)) bad.push(`document ${document.documentElement.scrollWidth}`);
      for (const el of document.querySelectorAll("[data-testid=pantry] *")) {
        if (getComputedStyle(el).overflowX === "visible" && el.getBoundingClientRect().right > innerWidth + 1) bad.push(`${el.tagName}.${el.className} sticks out`);
        if (el.matches("[data-testid=search-card]") && wide(el)) bad.push(`card ${el.dataset.slug} ${el.scrollWidth}>${el.clientWidth}`);
      }
      return bad;
    });
    assert.deepEqual(overflow, [], "something is wider than the phone");

    const titles = await results.locator(".sr-title").evaluateAll((els) =>
      els.map((el) => ({ hyphens: getComputedStyle(el).hyphens, wrap: getComputedStyle(el).overflowWrap, width: el.getBoundingClientRect().width, lang: el.closest("[lang]")?.lang })),
    );
    for (const t of titles) {
      assert.equal(t.hyphens, "auto", "titles do not hyphenate");
      assert.notEqual(t.wrap, "anywhere", "titles break anywhere");
      assert.equal(t.lang, "de", "titles have no language to hyphenate in");
      assert.ok(t.width >= 280, `a card is ${t.width}px wide on a 375px phone: long words break`);
    }

    // What is missing: a count, the names behind it.
    const missing = results.locator(".pt-missing").first();
    const summary = await missing.locator("summary").innerText();
    assert.match(summary, /^\d+ (fehlt|fehlen)$/, `summary "${summary}"`);
    const names = missing.locator("li");
    assert.equal(await names.first().isVisible(), false, "the names show before the summary is opened");
    await missing.locator("summary").click();
    await names.first().waitFor();
    assert.equal(await names.count(), Number(summary.match(/\d+/)[0]), "the count does not match the list");
    await done();
  });
});
