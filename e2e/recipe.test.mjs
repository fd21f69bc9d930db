// The recipe page: structured data, the servings scaler, reading without JavaScript, old slugs.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { api, close, open, until, url, visit } from "./browser.mjs";

after(close);

const SLUG = "spaghetti-carbonara";
const PATH = `/de/rezepte/${SLUG}/`;

/** ISO 8601 durations as schema.org wants them, e.g. PT25M, PT1H30M, P1DT2H. */
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;

/** Every node of the JSON-LD documents: arrays and @graph flattened. */
function nodes(value) {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (value && typeof value === "object") return [value, ...(value["@graph"] ? nodes(value["@graph"]) : [])];
  return [];
}

const isType = (node, type) => [node["@type"]].flat().includes(type);
const squash = (s) => s.replace(/\s+/g, " ").trim();

describe("recipe page", () => {
  test("carries valid Recipe JSON-LD", async () => {
    const recipe = await api(`/recipes/${SLUG}/`);
    const { page, done } = await open();
    await visit(page, PATH);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    assert.ok(scripts.length > 0, "no JSON-LD on the page");
    const all = scripts.flatMap((text, i) => {
      try {
        return nodes(JSON.parse(text));
      } catch (error) {
        assert.fail(`JSON-LD script ${i + 1} is not valid JSON: ${error.message}`);
      }
    });
    const node = all.find((n) => isType(n, "Recipe"));
    assert.ok(node, `no node of @type Recipe among ${all.map((n) => n["@type"]).join(", ")}`);

    assert.equal(node.name, recipe.title);
    const images = [node.image].flat().map((i) => (typeof i === "string" ? i : i?.url));
    assert.ok(images.length > 0 && images.every((i) => typeof i === "string" && /^https?:\/\//.test(i)), `image: ${JSON.stringify(node.image)}`);

    assert.ok(Array.isArray(node.recipeIngredient) && node.recipeIngredient.length > 0, "recipeIngredient is empty");
    assert.ok(node.recipeIngredient.every((s) => typeof s === "string" && s.trim() !== ""), "an empty recipeIngredient");
    const lines = recipe.ingredients.reduce((n, g) => n + g.items.length, 0);
    assert.equal(node.recipeIngredient.length, lines, "recipeIngredient does not list every ingredient line");

    const steps = [node.recipeInstructions].flat().flatMap((s) => (isType(s, "HowToSection") ? s.itemListElement : [s]));
    assert.ok(steps.length > 0, "recipeInstructions is empty");
    for (const step of steps) {
      const text = typeof step === "string" ? step : step.text;
      assert.ok(typeof text === "string" && text.trim() !== "", `a step without text: ${JSON.stringify(step)}`);
    }

    const times = ["prepTime", "cookTime", "totalTime"].filter((k) => k in node);
    assert.ok(times.length > 0, "no prepTime, cookTime or totalTime");
    for (const key of times) assert.match(node[key], ISO_DURATION, `${key} is not an ISO 8601 duration`);
    await done();
  });

  test("the servings scaler changes an amount on click", async () => {
    const recipe = await api(`/recipes/${SLUG}/`);
    const item = recipe.ingredients.flatMap((g) => g.items).find((i) => i.amount !== null);
    assert.ok(item, "the recipe has no ingredient with an amount");
    const { page, done } = await open();
    await visit(page, PATH);

    const line = page.locator("main li", { hasText: item.name.many }).filter({ hasText: /\d/ }).first();
    await line.scrollIntoViewIfNeeded();
    const before = squash(await line.innerText());

    const scaler = page.getByRole("group", { name: /portion|serving/i }).first();
    const more = scaler.getByRole("button", { name: /mehr|more|increase|\+/i }).first();
    await more.click(); // waits until the island has hydrated and enabled the button
    const after = await until(async () => {
      const now = squash(await line.innerText());
      return now !== before ? now : null;
    }, `the amount "${before}" did not change after a click on more servings`);
    assert.notEqual(after, before);
    await done();
  });

  test("without JavaScript the recipe still shows its ingredients and steps", async () => {
    const recipe = await api(`/recipes/${SLUG}/`);
    const { page, done } = await open({ javaScriptEnabled: false });
    await visit(page, PATH);
    const text = squash(await page.locator("main").innerText());
    for (const item of recipe.ingredients.flatMap((g) => g.items)) {
      assert.ok(text.includes(item.name.one) || text.includes(item.name.many), `ingredient "${item.name.many}" is not shown`);
    }
    for (const step of recipe.steps) {
      assert.ok(text.includes(squash(step.text).slice(0, 60)), `step ${step.position} is not shown`);
    }
    await done();
  });

  test("an old slug answers 301 to the recipe's current URL", async () => {
    const response = await fetch(url("/de/rezepte/carbonara-klassisch/"), { redirect: "manual" });
    assert.equal(response.status, 301);
    assert.equal(new URL(response.headers.get("location"), url("/")).pathname, PATH);

    const { page, done } = await open();
    await visit(page, "/de/rezepte/carbonara-klassisch/");
    assert.equal(new URL(page.url()).pathname, PATH);
    await done();
  });
});
