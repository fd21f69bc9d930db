// Personalisation on a phone (375 px): a returning reader is offered the onboarding once;
// the wizard's choices (vegan, a dislike, a household of two) change the home page's "for you"
// module at once and after a reload without a flash (the order is there at DOMContentLoaded, the
// prerendered default without JavaScript); a recipe's scaler starts at two servings; a new user is
// offered the onboarding right after confirming, and their choices are stored on the account.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { api, close, open, until, url, visit } from "./browser.mjs";
import { tokenLink, waitForMail, PASSWORD } from "./mail.mjs";

after(close);

const PHONE = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true };
const HOME = "/de/";
const modal = (page) => page.locator("[data-testid=modal][role=dialog]");

/** The candidates of "for you" in their order now: link, diet and dislike options of each. */
const cards = (page) =>
  page.locator("[data-for-you] li").evaluateAll((items) =>
    items.map((li) => ({ href: li.querySelector("a[href]")?.getAttribute("href"), diet: li.dataset.d, avoid: li.dataset.a, shown: li.checkVisibility() })),
  );

/** Goes through the open wizard: vegan, the dislike `dislike` (a content id), skill skipped, two people, save. */
async function chooseVeganWithout(page, dislike) {
  const wizard = modal(page).locator("[data-modal='onboarding wizard']");
  await wizard.locator("[data-step=diet]").waitFor();
  await wizard.locator("input[value=vegan]").check({ force: true });
  await wizard.locator("[data-testid=next]").click();
  await wizard.locator("[data-step=dislikes]").waitFor();
  if (dislike) await wizard.locator(`input[data-value='${dislike}']`).check({ force: true });
  await wizard.locator("[data-testid=next]").click();
  await wizard.locator("[data-step=skill]").waitFor();
  await wizard.locator("[data-testid=skip]").click();
  await wizard.locator("[data-step=household]").waitFor();
  await until(async () => (await wizard.locator("output").textContent())?.includes("2 Personen"), "the household does not start at two");
  await wizard.locator("[data-testid=next]").click();
  await wizard.locator("[data-step=cuisines]").waitFor();
  await wizard.locator("[data-testid=submit]").click();
  await modal(page).waitFor({ state: "detached" });
}

describe("personalisation", () => {
  test("a returning reader is offered the onboarding once; the wizard's choices reorder 'for you', survive a reload and set the servings", async () => {
    const { page, context, done } = await open(PHONE);
    // The first visit was on an earlier day.
    await context.addInitScript(() => {
      if (!localStorage.getItem("tischlein:first-visit")) localStorage.setItem("tischlein:first-visit", "2026-01-01");
    });
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        window.__fyAtLoad = [...document.querySelectorAll("[data-for-you] li")].map((li) => li.querySelector("a[href]")?.getAttribute("href"));
      });
    });
    await visit(page, HOME);
    const defaults = await cards(page);
    assert.ok(defaults.length >= 12, `only ${defaults.length} candidates`);
    assert.equal(defaults.filter((c) => c.shown).length, 4, "a phone shows four cards");
    assert.ok(defaults.slice(0, 4).some((c) => c.diet !== "vegan"), "the default order starts with vegan recipes only");

    await modal(page).locator("[data-modal=onboarding]").waitFor();
    assert.match(await modal(page).textContent(), /Magst du uns verraten, wie du kochst\?/);
    await modal(page).locator("[data-testid=later]").click();
    await modal(page).waitFor({ state: "detached" });
    await visit(page, HOME);
    await until(async () => (await page.locator("html").getAttribute("data-session")) === "out", "the session never settled");
    await page.waitForTimeout(500);
    assert.equal(await modal(page).count(), 0, "the onboarding came again");

    // The wizard from the module's button: vegan, without something a vegan candidate contains.
    const dislike = defaults.find((c) => c.diet === "vegan" && c.avoid)?.avoid.split(" ")[0];
    assert.ok(dislike, "no vegan candidate contains a dislike option");
    await page.locator("[data-fy-edit]").click();
    await chooseVeganWithout(page, dislike);
    const chosen = await cards(page);
    const shown = chosen.filter((c) => c.shown);
    assert.ok(shown.length > 0, "nothing left to show");
    assert.notEqual(shown[0].href, defaults[0].href, "the first card did not change");
    assert.deepEqual(
      chosen.filter((c) => c.diet !== "vegan" || c.avoid.split(" ").includes(dislike)),
      [],
      "a non-vegan or disliked recipe is still in the module",
    );
    assert.equal(await page.locator("[data-for-you].fy-on").count(), 1);

    // A reload orders the cards before any module script: right at DOMContentLoaded.
    await visit(page, HOME);
    const atLoad = await page.evaluate(() => window.__fyAtLoad);
    assert.deepEqual(atLoad, chosen.map((c) => c.href), "the order at DOMContentLoaded is not the reader's");

    // The recipe page's scaler starts at the household size.
    const recipe = chosen[0].href;
    const written = await api(`/recipes/${recipe.split("/").at(-2)}/`);
    await visit(page, recipe);
    const scaler = page.locator(".servings").first();
    await scaler.scrollIntoViewIfNeeded();
    await until(async () => (await page.locator(".servings-count").first().textContent()) === "2", "the scaler does not start at 2 servings");
    // The amounts follow: an amount in grams, scaled from the written servings to two.
    const item = written.ingredients.flatMap((g) => g.items).find((i) => i.unit?.key === "g" && Number.isInteger((i.amount * 2) / written.servings.amount));
    if (item) {
      const line = page.locator("main li", { hasText: item.name.many }).first();
      assert.match(await line.innerText(), new RegExp(`\\b${(item.amount * 2) / written.servings.amount}\\s*g\\b`), `${item.name.many} is not scaled to two servings`);
    }
    await done();

    // Without JavaScript the prerendered default order stays.
    const noJs = await open({ ...PHONE, javaScriptEnabled: false });
    await visit(noJs.page, HOME);
    assert.deepEqual(
      (await cards(noJs.page)).map((c) => c.href),
      defaults.map((c) => c.href),
    );
    await noJs.done();
  });

  test("a new user is offered the onboarding after confirming, and the choices are stored on the account", async () => {
    const { page, done } = await open(PHONE);
    const email = `einsteiger-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const register = await page.request.post(url("/api/register/"), {
      headers: { "X-Requested-With": "e2e" },
      data: { email, password: PASSWORD, name: "Einsteigerin", language: "de" },
    });
    assert.equal(register.status(), 202);
    await visit(page, tokenLink((await waitForMail(email)).text));
    await page.locator("[data-testid=welcome]").waitFor();
    await modal(page).locator("[data-modal=onboarding]").waitFor();
    await modal(page).locator("[data-testid=submit]").click();
    await chooseVeganWithout(page, null);
    const answer = await page.request.get(url("/api/personalization/preferences/"));
    assert.equal(answer.status(), 200);
    const stored = await answer.json();
    assert.equal(stored.diet, "vegan");
    assert.equal(stored.household, 2);
    assert.ok(stored.updated_at);
    // Through the gateway: a write without the CSRF header is refused, an unknown diet named.
    const body = { diet: "vegan", dislikes: [], skill: null, household: 2, cuisines: [] };
    assert.equal((await page.request.put(url("/api/personalization/preferences/"), { data: body })).status(), 403);
    const bad = await page.request.put(url("/api/personalization/preferences/"), { headers: { "X-Requested-With": "e2e" }, data: { ...body, diet: "pescetarian" } });
    assert.equal(bad.status(), 422);
    assert.equal((await bad.json()).error.field, "diet");
    await done();
  });
});
