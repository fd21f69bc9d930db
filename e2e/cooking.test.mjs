// Cooking mode at 375 px: started from the recipe, moved through by keyboard, with the
// amounts of the servings chosen in the scaler and two timers that ring after a simulated lock (the
// browser's clock is Playwright's test clock). And the 404 page's emergency recipe modal.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { close, open, url, visit } from "./browser.mjs";

after(close);

const PHONE = { viewport: { width: 375, height: 760 }, isMobile: true, hasTouch: true };
const PATH = "/de/rezepte/spaghetti-carbonara/";

describe("cooking mode", () => {
  test("steps by keyboard, scaled amounts, two timers across a lock", async () => {
    const { page, done } = await open(PHONE);
    // Vibrations and rings are counted; the page's clock is the test clock.
    await page.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.__vibrations = [];
      w.__rings = [];
      navigator.vibrate = (pattern) => (w.__vibrations.push(pattern), true);
      document.addEventListener("tischlein:timer", (e) => w.__rings.push(/** @type {CustomEvent} */ (e).detail));
    });
    await page.clock.install();
    await visit(page, PATH);
    const steps = await page.locator(".steps .step-text").allTextContents();
    assert.ok(steps.length >= 4, "the recipe has fewer steps than the test walks");

    // 6 servings instead of 4 in the scaler: the step's ingredients follow.
    const plus = page.getByRole("button", { name: /mehr portionen/i });
    await plus.scrollIntoViewIfNeeded();
    await plus.click();
    await plus.click();

    const start = page.getByRole("button", { name: "Jetzt kochen" });
    await start.click();
    const cook = page.getByRole("dialog", { name: /Kochmodus/ });
    await cook.waitFor();
    assert.equal(await cook.locator(".cook-count").textContent(), `Schritt 1 von ${steps.length}`);
    assert.equal(await cook.locator(".cook-text").textContent(), steps[0]);
    // Everything else on the page is inert while cooking mode is open.
    assert.equal(await page.locator("main#main").getAttribute("inert"), "");

    await page.keyboard.press("ArrowRight");
    assert.equal(await cook.locator(".cook-count").textContent(), `Schritt 2 von ${steps.length}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    assert.equal(await cook.locator(".cook-text").textContent(), steps[1]);
    // Step 2 renders the guanciale: 150 g for 4, so for 6 what the scaled list says (225 g, rounded
    // for the kitchen as the list does).
    const listed = await page.locator(".ingredients-box li", { hasText: "Guanciale" }).first().textContent();
    const amount = /(\d+)\s*g/.exec(listed ?? "")?.[1];
    assert.ok(amount && Number(amount) > 200 && Number(amount) < 240, `the scaled list shows ${listed}`);
    assert.match(await cook.locator(".cook-needs").textContent(), new RegExp(`${amount} g\\s*Guanciale`));

    // Its "8–10 Minuten" is a timer (it rings at the lower end); step 4's "1 Minute" another.
    await cook.getByRole("button", { name: "Timer starten: 8–10 Minuten" }).click();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    assert.equal(await cook.locator(".cook-count").textContent(), `Schritt 4 von ${steps.length}`);
    await cook.getByRole("button", { name: "Timer starten: 1 Minute" }).click();
    const timers = cook.locator(".cook-timer");
    assert.equal(await timers.count(), 2);
    assert.deepEqual(await timers.evaluateAll((rows) => rows.map((r) => r.dataset.state)), ["running", "running"]);

    // The phone is locked for 70 s: no ticks; afterwards the short timer has rung, once.
    await page.clock.fastForward("01:10");
    await page.waitForFunction(() => /** @type {any} */ (window).__rings.length === 1);
    assert.deepEqual(await timers.evaluateAll((rows) => rows.map((r) => r.dataset.state)), ["running", "done"]);
    const left = await timers.first().locator(".cook-timer-clock").textContent();
    assert.match(left ?? "", /^6:5\d$/, `the 8-minute timer shows ${left} after 1:10`);

    // Moving between steps keeps the timers; the long one rings after another 7 minutes.
    await page.keyboard.press("ArrowLeft");
    assert.equal(await timers.count(), 2);
    await page.clock.fastForward("07:00");
    await page.waitForFunction(() => /** @type {any} */ (window).__rings.length === 2);
    assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__rings), ["s4-0", "s2-0"]);
    assert.equal(await page.evaluate(() => /** @type {any} */ (window).__vibrations.length), 2);
    assert.match(await timers.first().textContent(), /Zeit um: 8–10 Minuten/);

    // Escape closes it; the button has the focus again and the page is no longer inert.
    await page.keyboard.press("Escape");
    await cook.waitFor({ state: "detached" });
    assert.equal(await page.locator("main#main").getAttribute("inert"), null);
    assert.ok(await start.evaluate((el) => el === document.activeElement), "focus did not return to the button");
    await done();
  });

  test("pressed without a connection before its code ever loaded, the button leads to the steps", async () => {
    const { page, context, problems, done } = await open(PHONE);
    await visit(page, PATH);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Jetzt kochen" }).click();
    // The steps are brought to the top of the screen, below the fixed header (the click itself only
    // scrolls the button into view, which leaves them in the middle of it).
    await page.waitForFunction(() => {
      const top = document.querySelector(".steps")?.getBoundingClientRect().top ?? 1e6;
      return top >= 0 && top < 100;
    });
    assert.equal(await page.locator(".cook").count(), 0);
    // The browser logs the request that could not be made; that is the point of this test.
    for (let i = problems.length - 1; i >= 0; i--) if (/ERR_INTERNET_DISCONNECTED|dynamically imported module/.test(problems[i])) problems.splice(i, 1);
    await context.setOffline(false);
    await done();
  });

  test("needs JavaScript, so without it there is no button", async () => {
    const { page, done } = await open({ ...PHONE, javaScriptEnabled: false });
    await visit(page, PATH);
    assert.equal(await page.getByRole("button", { name: "Jetzt kochen" }).count(), 0);
    assert.ok((await page.locator(".steps .step").count()) > 0);
    await done();
  });
});

describe("emergency recipe on the 404 page", () => {
  const MISSING = "/de/gibt-es-nicht/";

  test("the card opens the whole recipe in a modal", async () => {
    const { page, done } = await open(PHONE, { expected404: [MISSING] });
    const response = await page.goto(url(MISSING));
    assert.equal(response?.status(), 404);
    await page.locator("[data-modal='error-emergency-recipe']").click();
    const modal = page.getByRole("dialog", { name: "Spaghetti Carbonara" });
    await modal.waitFor();
    assert.equal(page.url(), url(MISSING), "the card followed its link instead of opening the modal");
    assert.ok((await modal.locator(".ingredients li").count()) >= 5);
    assert.ok((await modal.locator(".steps li").count()) >= 4);
    assert.ok(await modal.getByRole("button", { name: "Drucken" }).isVisible());
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "hidden" });
    await done();
  });

  test("without JavaScript the card links to the recipe", async () => {
    const { page, done } = await open({ ...PHONE, javaScriptEnabled: false }, { expected404: [MISSING] });
    await page.goto(url(MISSING));
    await page.locator("[data-modal='error-emergency-recipe']").click();
    await page.waitForURL(url(PATH));
    await done();
  });
});
