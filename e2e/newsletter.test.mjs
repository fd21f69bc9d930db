// The newsletter as a reader meets it: the footer form clears its field and says that a
// confirmation mail is on its way; the mail carries the one-click unsubscribe headers; its link
// confirms the subscription; a mail provider's one-click POST (from outside any browser, without
// the site's CSRF header) unsubscribes; the unsubscribe page asks first; a logged-in reader sees and
// switches the same subscription in the settings.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { close, open, until, url, visit } from "./browser.mjs";
import { OUTBOX, mailMark, member, tokenLink, waitForMail } from "./mail.mjs";

after(close);

/** A fresh address per run, so the tests can run again against the same gateway. */
const address = (who) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The headers of a mail from the outbox, unfolded. */
async function headers(file) {
  const raw = await readFile(join(OUTBOX, file), "utf8");
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  return Object.fromEntries(head.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
}

/** The one-click unsubscribe URL of a newsletter mail, after checking both RFC 8058 headers. */
async function oneClickURL(file) {
  const h = await headers(file);
  assert.equal(h["list-unsubscribe-post"], "List-Unsubscribe=One-Click");
  const match = /^<(https?:\/\/[^>]+\/api\/email-newsletter\/unsubscribe\/\?token=[A-Za-z0-9_-]+)>/.exec(h["list-unsubscribe"] ?? "");
  assert.ok(match, `List-Unsubscribe: ${h["list-unsubscribe"]}`);
  return match[1];
}

/** Signs up in the footer form of the page open in `page`. */
async function signUp(page, email) {
  const form = page.locator("form[data-newsletter]");
  await form.locator("input[type=email]").fill(email);
  await form.getByRole("button").click();
  return form;
}

describe("newsletter", () => {
  test("footer sign-up, confirmation link, one-click unsubscribe and the unsubscribe page", async () => {
    const { page, problems, done } = await open();
    const email = address("nora");
    const mark = await mailMark();
    await visit(page, "/de/rezepte/");
    const form = await signUp(page, email);
    await until(async () => (await form.locator("[data-status]").textContent())?.includes("Fast geschafft!"), "no message after the sign-up");
    assert.equal(await form.locator("input[type=email]").inputValue(), "", "the field was not cleared");
    assert.ok(await form.locator("[data-error]").isHidden());

    // The confirmation mail, in German, with both headers; its link confirms.
    const confirmation = await waitForMail(email, { contains: "/de/newsletter/bestaetigen/#token=", after: mark });
    await oneClickURL(confirmation.file);
    await visit(page, tokenLink(confirmation.text));
    await page.getByRole("heading", { name: "Du bist dabei!" }).waitFor();
    assert.ok(!page.url().includes("token"), "the token stayed in the address bar");
    assert.equal(await page.locator('meta[name="robots"]').getAttribute("content").catch(() => ""), "noindex, follow");

    // The link works once (from another page: the same address with another fragment would not load).
    await page.goto("about:blank");
    await visit(page, tokenLink(confirmation.text));
    await page.getByText("Dieser Bestätigungslink ist abgelaufen oder wurde schon benutzt.").waitFor();

    // The welcome mail's one-click URL, posted as a mail provider posts it.
    const welcome = await waitForMail(email, { contains: "/de/newsletter/abmelden/#token=", after: confirmation.file });
    const oneClick = await oneClickURL(welcome.file);
    const response = await fetch(oneClick, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: "unsubscribed" });

    // The page of the mail's own link asks first; unsubscribing again is fine.
    const pageLink = /https?:\/\/[^\s"<>]+\/de\/newsletter\/abmelden\/#token=[A-Za-z0-9_-]+/.exec(welcome.text)[0];
    await visit(page, new URL(pageLink).pathname + new URL(pageLink).hash);
    await page.getByRole("button", { name: "Newsletter abbestellen" }).click();
    await page.getByRole("heading", { name: "Du bist abgemeldet" }).waitFor();

    // A made-up token changes nothing and says so.
    await visit(page, "/en/newsletter/unsubscribe/#token=" + "A".repeat(43));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByText("This unsubscribe link is invalid or has expired.").waitFor();
    // Chromium logs the 400 of the used and the made-up token; that is the point here.
    problems.splice(0, problems.length, ...problems.filter((p) => !/400 \(Bad Request\)/.test(p)));
    await done();
  });

  test("the footer form shows a refused address", async () => {
    const { page, problems, done } = await open();
    await visit(page, "/en/");
    // Passes the form's own check (spec §5), but no mail could go to it: the API answers 422.
    const form = await signUp(page, "a,b@example.com");
    const error = form.locator("[data-error]");
    await error.waitFor({ state: "visible" });
    assert.equal((await error.textContent()).trim(), "Please enter a valid email address.");
    assert.equal(await form.locator("input[type=email]").inputValue(), "a,b@example.com", "the address to correct is gone");
    problems.splice(0, problems.length, ...problems.filter((p) => !/422|newsletter sign-up failed/.test(p)));
    await done();
  });

  test("a logged-in reader sees and switches the subscription in the settings", async () => {
    const { context, page, done } = await open();
    const email = await member(context, "Nina");
    const me = async () => (await (await context.request.get(url("/api/users/me/"))).json()).user.newsletter_opt_in;
    assert.equal(await me(), false);

    // Signed up and confirmed from the footer: the settings show it.
    const mark = await mailMark();
    await visit(page, "/de/");
    await signUp(page, email);
    const confirmation = await waitForMail(email, { contains: "/de/newsletter/bestaetigen/#token=", after: mark });
    await visit(page, tokenLink(confirmation.text));
    await page.getByRole("heading", { name: "Du bist dabei!" }).waitFor();
    assert.equal(await me(), true);
    await visit(page, "/de/profile/einstellungen/");
    const box = page.locator('form[data-form="profile"] input[name="newsletter_opt_in"]');
    await until(async () => (await box.count()) > 0 && (await box.isChecked()), "the settings do not show the subscription");

    // Off in the settings, and on again, without a mail.
    for (const on of [false, true]) {
      await box.setChecked(on);
      await page.locator('form[data-form="profile"] [data-testid="submit"]').click();
      await page.locator('form[data-form="profile"] [role="status"]').waitFor();
      await until(async () => (await me()) === on, `the switch did not turn the newsletter ${on ? "on" : "off"}`);
    }
    await done();
  });
});
