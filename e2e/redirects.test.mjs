// No redirect of this site leads a reader to another: a crafted path, a login page whose `return`
// names another site in one of its encodings, a social login started with one. Chromium is the
// judge: it reads "\" as "/", drops tabs, and follows "//host" to that host, so every case ends
// either on this site's origin or, with the fault, at evil.example.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { BASE_URL, close, open, until, url, visit } from "./browser.mjs";
import { member, PASSWORD } from "./mail.mjs";

after(close);

const ORIGIN = new URL(BASE_URL).origin;

/** `return` values that lead elsewhere, as a link would carry them (already URL-encoded). */
const HOSTILE_RETURNS = [
  "%2F%252fevil.example%2F..%252fde", // /%2fevil.example/..%2fde
  "%2F%255cevil.example%2F..%252fde", // /%5cevil.example/..%2fde
  "%2F%5Cevil.example%2F..%2Fde%2F", // /\evil.example/../de/
  "%2F%2Fevil.example%2F", // //evil.example/
  "%2F%09%2Fevil.example%2F", // /<tab>/evil.example/
  "https%3A%2F%2Fevil.example%2F",
];

/**
 * Records every request of a context that goes to evil.example (or anywhere off this machine's
 * site and its local fakes), so a test can say the browser never even tried.
 */
function watchLeaving(context) {
  const leaving = [];
  context.on("request", (request) => {
    if (new URL(request.url()).hostname.includes("evil.example")) leaving.push(request.url());
  });
  return leaving;
}

/** Waits until the page has left `from` for a page of this site, or for another site. */
async function settled(page, leaving, from) {
  await until(
    async () => leaving.length > 0 || (new URL(page.url()).origin === ORIGIN && !page.url().includes(from)),
    `still on ${from}: ${page.url()}`,
  );
  await page.waitForLoadState("load");
}

describe("redirects stay on this site", () => {
  test("a crafted path gets the folder's own address", async () => {
    const { page, context, done } = await open();
    const leaving = watchLeaving(context);
    for (const path of ["/%2fevil.example/..%2fde", "//evil.example/..%2fde", "/%2Fevil.example/%2e%2e/de", "/%5cevil.example/..%2fde"]) {
      const response = await page.goto(url(path), { waitUntil: "load" });
      assert.deepEqual(leaving, [], `${path} sent the browser to another site`);
      assert.equal(page.url(), url("/de/"), `${path} ended on ${page.url()}`);
      assert.equal(response?.status(), 200);
    }
    await done();
  });

  test("a login whose return names another site ends on this site's home page", async () => {
    const setup = await open();
    const email = await member(setup.context, "Umleitung");
    await setup.done();

    for (const back of HOSTILE_RETURNS) {
      const { page, context, done } = await open();
      const leaving = watchLeaving(context);
      await visit(page, `/de/anmelden/?return=${back}`);
      const form = page.locator("main [data-form=login]");
      await form.locator("fieldset:not([disabled])").waitFor();
      await form.locator("[name=email]").fill(email);
      await form.locator("[name=password]").fill(PASSWORD);
      await form.locator("[data-testid=submit]").click();
      await settled(page, leaving, "/de/anmelden/");
      assert.deepEqual(leaving, [], `return=${back} sent the browser to another site`);
      assert.equal(page.url(), url("/de/"), `return=${back} ended on ${page.url()}`);
      // The page asks for the session after it loaded (stores/user.ts): logged in, it says so.
      await until(async () => (await page.locator("html").getAttribute("data-session")) === "in", `return=${back}: not logged in on /de/`);
      await done();
    }
  });

  test("a social login started with a return to another site comes back to this site", async () => {
    for (const back of HOSTILE_RETURNS.slice(0, 3)) {
      const { page, context, done } = await open();
      const leaving = watchLeaving(context);
      await page.goto(url(`/api/authenticate/google/?lang=de&return=${back}`), { waitUntil: "load" });
      await settled(page, leaving, "/api/authenticate/");
      assert.deepEqual(leaving, [], `return=${back} sent the browser to another site`);
      assert.equal(page.url(), url("/de/"), `return=${back} ended on ${page.url()}`);
      await until(async () => (await page.locator("html").getAttribute("data-session")) === "in", "not logged in after the social login");
      await done();
    }
  });
});
