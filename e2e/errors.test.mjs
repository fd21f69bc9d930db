// Unknown addresses: the site's own 404 page with the emergency recipe.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { close, firstVisible, open, url } from "./browser.mjs";

after(close);

describe("not-found page", () => {
  for (const [lang, path, recipes] of [
    ["de", "/de/gibt-es-nicht/", "/de/rezepte/"],
    ["en", "/en/does-not-exist/", "/en/recipes/"],
  ]) {
    test(`${path} answers 404 and shows the emergency recipe card (${lang})`, async () => {
      const { page, done } = await open({}, { expected404: [path] });
      const response = await page.goto(url(path), { waitUntil: "load" });
      assert.equal(response?.status(), 404);
      assert.equal(await page.locator("html").getAttribute("lang"), lang);
      assert.equal(await page.locator("h1").count(), 1, "the 404 page has not exactly one h1");

      // The card of spec §2 opens the emergency-recipe modal; it links to a recipe and shows its picture.
      const card =
        (await firstVisible(page.locator('main [data-modal="error-emergency-recipe"]'))) ??
        (await firstVisible(page.locator(`main a[href^="${recipes}"]:has(img)`)));
      assert.ok(card, "no emergency recipe card on the 404 page");
      const href = (await card.getAttribute("href")) ?? (await card.locator(`a[href^="${recipes}"]`).first().getAttribute("href"));
      assert.ok(href?.startsWith(recipes), `the emergency card links to ${href}`);
      assert.ok((await card.locator("img").count()) > 0, "the emergency card has no picture");
      await done();
    });
  }
});
