// Own recipes, editors and publishing as people meet them (issue 10): a cook writes a recipe through
// the wizard on a phone, reloads half-way and loses nothing, and submits it; an editor rejects it in
// the desk with a reason; the cook reads the reason, edits and submits again; the editor accepts;
// the recipe's page is live and listed under recipes/community within 30 seconds.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { close, open, until, url, visit } from "./browser.mjs";
import { tokenLink, waitForMail } from "./mail.mjs";

after(close);

const PASSWORD = "Kartoffelsalat mit Gurke 42";
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? "";

/** Registers and confirms an account through the API inside a browser context, which is then logged in. */
async function member(context, name) {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const headers = { "X-Requested-With": "e2e" };
  const register = await context.request.post(url("/api/register/"), { headers, data: { email, password: PASSWORD, name, language: "de" } });
  assert.equal(register.status(), 202);
  const token = tokenLink((await waitForMail(email)).text).split("#token=")[1];
  const confirm = await context.request.post(url("/api/register/confirm/"), { headers, data: { token } });
  assert.equal(confirm.status(), 200);
  return email;
}

/** A photo of a dish, drawn by the browser. */
async function dishPhoto(page) {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1200, 900);
    const g = canvas.getContext("2d");
    g.fillStyle = "#efe4d2";
    g.fillRect(0, 0, 1200, 900);
    g.fillStyle = "#ffffff";
    g.beginPath();
    g.arc(600, 450, 330, 0, Math.PI * 2);
    g.fill();
    for (const [x, y] of [[520, 400], [680, 420], [600, 540], [470, 520], [730, 560]]) {
      g.fillStyle = "#c98a2e";
      g.beginPath();
      g.ellipse(x, y, 95, 70, x / 100, 0, Math.PI * 2);
      g.fill();
    }
    return [...new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.85 })).arrayBuffer())];
  });
  return { name: "puffer.jpg", mimeType: "image/jpeg", buffer: Buffer.from(bytes) };
}

/** With E2E_SCREENSHOTS set, a picture of the page's main content, for people to look at. */
async function shot(page, name) {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => document.querySelectorAll("img[loading=lazy]").forEach((img) => (img.loading = "eager")));
  await page.waitForLoadState("networkidle");
  await page.locator("main").screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** The save indicator says the server has the draft. */
async function saved(page) {
  await page.locator("[data-testid=save-state][data-state=saved]").waitFor();
}

describe("own recipes", () => {
  test("a cook writes a recipe through the wizard, reloads half-way, and submits it", async () => {
    const { page, context, done } = await open(PHONE);
    await member(context, "Kim");
    await visit(page, "/de/profil/rezept-erstellen/neu/grundlagen/");
    const title = `Omas Kartoffelpuffer ${Date.now()}`;
    await page.locator("[name=title]").fill(title);
    await page.locator("[name=intro]").fill("Knusprig wie bei Oma, mit Apfelmus.");
    await page.locator("[data-testid=main-photo] input[type=file]").setInputFiles(await dishPhoto(page));
    await page.locator("[data-testid=main-photo] img").waitFor();
    await page.locator("[name=servings]").fill("4");
    await page.locator("[name=preparation]").fill("20");
    await page.locator("[name=baking]").fill("15");
    await page.locator("label", { hasText: "Einfach" }).click();
    await saved(page);
    // The first save gave the recipe an id, and the address took it.
    await until(async () => /\/de\/profil\/rezept-erstellen\/[0-9a-f-]{36}\/grundlagen\/$/.test(page.url()), "the address has the recipe's id");
    await shot(page, "wizard-basics-375");

    await page.locator("[data-testid=wizard-next]").click();
    const lines = page.locator("[data-testid=ingredient-line]");
    await lines.nth(0).locator("[name=amount]").fill("1");
    await lines.nth(0).locator("[name=unit]").selectOption("kg");
    await lines.nth(0).locator("[name=ingredient]").fill("Kartoffeln");
    await lines.nth(1).locator("[name=amount]").fill("2");
    await lines.nth(1).locator("[name=ingredient]").fill("Eier");
    // Typed, and the page reloaded before the save went out: nothing is lost.
    await page.reload();
    await page.locator("[data-testid=ingredient-line]").first().waitFor();
    assert.equal(await lines.nth(1).locator("[name=ingredient]").inputValue(), "Eier");
    assert.equal(await lines.nth(0).locator("[name=unit]").inputValue(), "kg");
    await saved(page);
    await page.locator("[data-testid=add-ingredient]").click();
    await lines.nth(2).locator("[name=ingredient]").fill("Zwiebel");
    await lines.nth(2).locator("[name=note]").fill("fein gerieben");
    await shot(page, "wizard-ingredients-375");

    await page.locator("[data-testid=wizard-next]").click();
    const steps = page.locator("[data-testid=method-step] textarea");
    await steps.nth(0).fill("Kartoffeln und Zwiebel reiben, gut ausdrücken.");
    await steps.nth(1).fill("Mit Eiern und Salz mischen und in Öl goldbraun braten.");
    await page.locator("[data-testid=wizard-next]").click();
    await page.locator("label.ow-chip", { hasText: "Mittagessen" }).click();
    await page.locator("[data-testid=wizard-next]").click();
    await page.locator("[data-testid=preview]").waitFor();
    assert.match(await page.locator("[data-testid=preview]").innerText(), /1 kg Kartoffeln/);
    await shot(page, "wizard-preview-375");
    await page.locator("[data-testid=submit-recipe]").click();
    await page.locator("[data-testid=submitted]").waitFor();

    await visit(page, "/de/profile/recipes/");
    const card = page.locator(`[data-testid=own-recipe][data-title="${title}"]`);
    await card.waitFor();
    assert.equal(await card.getAttribute("data-state"), "submitted");
    await shot(page, "my-recipes-375");
    await done();
  });
});
