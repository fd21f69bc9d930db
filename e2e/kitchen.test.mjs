// The readers' modals built around the recipe page (docs/kitchen.md, "Readers' feedback" and
// "Block servings"): on a phone, the footer's feedback button opens the feedback modal and a message
// sent there thanks the reader; an editor finds it in the desk's feedback tab and marks it done,
// which takes it off the open list; flooding POST /api/feedback/ answers 429 (only where the gateway
// runs with its rate limits, as scripts/e2e starts it; E2E_RATE_LIMITS=off skips that part). On a
// baking recipe, + at the written servings keeps the count and opens the block servings modal.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { after, describe, test } from "node:test";
import { promisify } from "node:util";
import { close, open, until, visit } from "./browser.mjs";
import { member } from "./mail.mjs";

after(close);

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? "";
const RECIPE = "/de/rezepte/spaghetti-carbonara/";

/** Makes an account an editor the way the README says: `gateway users promote` on the gateway's data. */
async function promote(email) {
  const gateway = process.env.E2E_GATEWAY ?? "bin/gateway";
  assert.ok(process.env.E2E_DATA_DIR, "E2E_DATA_DIR must name the gateway's DATA_DIR (scripts/e2e sets it)");
  await promisify(execFile)(gateway, ["users", "promote", "--email", email, "--role", "editor"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: "warn" },
  });
}

/** With E2E_SCREENSHOTS set, a picture of what the reader sees, for people to look at. */
async function shot(page, name) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** The ingredient scaler, hydrated (it hydrates when it scrolls into view). */
async function scaler(page) {
  const plus = page.locator(".servings-button").last();
  await plus.scrollIntoViewIfNeeded();
  await until(async () => !(await plus.isDisabled()), "the scaler never hydrated");
  return { plus, count: async () => Number(await page.locator(".servings-count").first().textContent()) };
}

describe("feedback and the servings limit", () => {
  const message = `Die Carbonara ist großartig – bitte mehr Pasta! ${Date.now()}`;

  test("the footer's feedback button opens the modal at 375 px, and a message sent there thanks the reader", async () => {
    const { page, done } = await open(PHONE);
    await visit(page, RECIPE);
    const button = page.locator("footer [data-modal=user-feedback]");
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const modal = page.locator("[data-testid=modal] [data-modal='user feedback']");
    await modal.waitFor();
    assert.equal(page.url().startsWith("mailto:"), false);
    assert.match(await modal.innerText(), /Seite: \/de\/rezepte\/spaghetti-carbonara\//);
    await modal.locator("label.fb-kind", { hasText: "Lob" }).click();
    // Too short: said at the field, nothing sent.
    await modal.locator("[name=message]").fill("ok");
    await modal.locator("[data-testid=submit]").click();
    await modal.locator(".acc-field-error").waitFor();
    await modal.locator("[name=message]").fill(message);
    assert.match(await modal.innerText(), new RegExp(`${message.length} von 2000 Zeichen`));
    await modal.locator("[name=email]").fill("leser@example.org");
    await shot(page, "feedback-form-375");
    await modal.locator("[data-testid=submit]").click();
    await page.locator("[data-modal='user feedback'][data-state=sent]").waitFor();
    await shot(page, "feedback-thanks-375");
    await page.keyboard.press("Escape");
    await page.locator("[data-testid=modal]").waitFor({ state: "detached" });
    await done();
  });

  test("an editor finds the feedback in the desk's tab and marks it done, which takes it off the open list", async () => {
    const { page, context, done } = await open(PHONE);
    await promote(await member(context, "Redakteurin"));
    await visit(page, "/de/redaktion/#feedback");
    const entry = page.locator("[data-testid=feedback-entry]", { hasText: message });
    await entry.waitFor();
    const text = await entry.innerText();
    assert.match(text, /Lob/);
    assert.match(text, /leser@example\.org/);
    assert.equal(await entry.locator("a[href='/de/rezepte/spaghetti-carbonara/']").count(), 1);
    assert.equal(await entry.locator("a[href='mailto:leser@example.org']").count(), 1);
    await shot(page, "desk-feedback-375");
    await entry.locator("[data-testid=feedback-done]").click();
    await entry.waitFor({ state: "detached" });
    // Still there under "all", marked done.
    await page.locator(".dk-chip", { hasText: "Alle" }).click();
    const handled = page.locator("[data-testid=feedback-entry]", { hasText: message });
    await handled.waitFor();
    assert.equal(await handled.locator("[data-testid=feedback-done]").isChecked(), true);
    await done();
  });

  test("flooding POST /api/feedback/ from a page answers 429 with Retry-After", { skip: process.env.E2E_RATE_LIMITS === "off" && "the gateway runs without rate limits" }, async () => {
    // Not through done(): the browser logs each refused request as a console error, which is the point here.
    const { page, context } = await open();
    await visit(page, RECIPE);
    const answers = await page.evaluate(async () => {
      const out = [];
      for (let i = 0; i < 12; i++) {
        const response = await fetch("/api/feedback/", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Requested-With": "fetch" },
          body: JSON.stringify({ kind: "other", message: `Flut ${i}`, page: "/de/", language: "de" }),
        });
        out.push({ status: response.status, retryAfter: response.headers.get("Retry-After") });
      }
      return out;
    });
    const refused = answers.find((a) => a.status === 429);
    assert.ok(refused, `no 429 among ${answers.map((a) => a.status).join(", ")}`);
    assert.ok(Number(refused.retryAfter) > 0, "a 429 without Retry-After");
    assert.equal(answers.at(-1).status, 429);
    await context.close();
  });

  test("on a baking recipe, + at the written servings keeps the count and says why", async () => {
    const { page, done } = await open(PHONE);
    await visit(page, "/de/rezepte/kaesekuchen/");
    const { plus, count } = await scaler(page);
    assert.equal(await count(), 12);
    await plus.click();
    const modal = page.locator("[data-testid=modal] [data-modal='block servings']");
    await modal.waitFor();
    assert.match(await modal.innerText(), /Backzeit/);
    assert.equal(await count(), 12);
    await shot(page, "block-servings-375");
    await modal.locator("button", { hasText: "Verstanden" }).click();
    await page.locator("[data-testid=modal]").waitFor({ state: "detached" });
    assert.equal(await count(), 12);
    await done();
  });

  test("a recipe with a maximum scales up to it, then says for how many it works", async () => {
    const { page, done } = await open(PHONE);
    await visit(page, "/de/rezepte/lasagne-bolognese/");
    const { plus, count } = await scaler(page);
    for (let n = await count(); n < 12; n++) await plus.click();
    assert.equal(await count(), 12);
    await plus.click();
    const modal = page.locator("[data-testid=modal] [data-modal='block servings']");
    await modal.waitFor();
    assert.match(await modal.innerText(), /bis 12 Portionen/);
    await page.keyboard.press("Escape");
    assert.equal(await count(), 12);
    await done();
  });
});
