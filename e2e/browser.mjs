// Shared helpers of the end-to-end tests: one Chromium for the whole run (Debian's, see DESIGN.md
// "Versions and tools"), a fresh context per test, and a watch on every page for console errors and
// uncaught exceptions, so each test can end with "and nothing went wrong in the browser".
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

/** Where the site under test is served (scripts/e2e starts a gateway and sets it). */
export const BASE_URL = (process.env.E2E_BASE_URL ?? "http://localhost:8080").replace(/\/$/, "");

/** The Chromium of the machine; a test tool's own browser download does not work here. */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium";

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** How long one wait may take before a test fails (ms). */
export const TIMEOUT = Number(process.env.E2E_TIMEOUT ?? 15000);

let browser;

/** The browser, launched on first use. */
export async function launch() {
  browser ??= await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  return browser;
}

/** Closes the browser at the end of a file. */
export async function close() {
  await browser?.close();
  browser = undefined;
}

/** An absolute URL of the site under test. */
export function url(path) {
  return `${BASE_URL}${path}`;
}

/**
 * A new browser context and page whose console errors and uncaught exceptions are collected in
 * `problems`. `expected404` lists paths whose own 404 answer is the point of the test: Chromium logs
 * "Failed to load resource … 404" for such a document, which is not a fault of the page. `consent`
 * is the consent cookie the reader starts with (the necessary only; null: none, the banner shows).
 */
export async function open(options = {}, { expected404 = [], consent = "necessary" } = {}) {
  const b = await launch();
  const context = await b.newContext({ locale: "de-DE", ...options });
  // A reader who has decided (docs/business.md "Consent and analytics"), so the banner does not cover what a
  // test clicks; `consent: null` is a first visit, with the banner.
  if (consent) await context.addCookies([{ name: "consent", value: consent, url: BASE_URL }]);
  context.setDefaultTimeout(TIMEOUT);
  context.setDefaultNavigationTimeout(TIMEOUT * 2);
  const problems = [];
  const watch = (page) => {
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const where = msg.location()?.url ?? "";
      const path = where.startsWith(BASE_URL) ? new URL(where).pathname : "";
      if (expected404.includes(path) && msg.text().includes("404")) return;
      problems.push(`console error on ${page.url()}: ${msg.text()}${where ? ` (${where})` : ""}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught exception on ${page.url()}: ${error.message}`));
  };
  context.on("page", watch);
  const page = await context.newPage();
  return {
    context,
    page,
    problems,
    /** Fails when anything went wrong in the browser, then closes the context. */
    async done() {
      await context.close();
      assert.deepEqual(problems, [], `the browser reported problems:\n${problems.join("\n")}`);
    },
  };
}

/** Loads a path and fails unless it answered 200. */
export async function visit(page, path) {
  const response = await page.goto(url(path), { waitUntil: "load" });
  assert.ok(response, `no response for ${path}`);
  assert.equal(response.status(), 200, `${path} answered ${response.status()}`);
  return response;
}

/** The first element of `locator` that is visible, or null. */
export async function firstVisible(locator) {
  const count = await locator.count();
  for (let i = 0; i < count; i++) {
    const item = locator.nth(i);
    if (await item.isVisible()) return item;
  }
  return null;
}

/** Waits until `check` returns a truthy value (polling), or fails with `message`. */
export async function until(check, message, timeout = TIMEOUT) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) assert.fail(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A document from the site's content API (the gateway's /api), as JSON. */
export async function api(path, lang = "de") {
  const response = await fetch(url(`/api${path}`), { headers: { "Accept-Language": lang } });
  assert.equal(response.status, 200, `GET /api${path} answered ${response.status}`);
  return response.json();
}
