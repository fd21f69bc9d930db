// Error monitoring (docs/operations.md "Monitoring"): with analytics consent an error of the page reaches the
// Sentry-compatible service as an envelope with the page's URL without its query and fragment; a
// failed fetch (noise) does not; without analytics consent nothing does; the generic error page
// reports that it was shown. The site is built with SENTRY_DSN pointing at the fake of the outside
// services (e2e/third-party.mjs, E2E_THIRD_PARTY), which logs every request; each test's browser has
// a user agent of its own, so its requests are told apart from those of tests running beside it.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { close, open, until, url, visit } from "./browser.mjs";

after(close);

const THIRD_PARTY = (process.env.E2E_THIRD_PARTY ?? "").replace(/\/$/, "");
const skip = THIRD_PARTY ? false : "E2E_THIRD_PARTY is not set: the site was not built against the fake services";
/** How long to wait for a report that must not come. */
const QUIET = 1500;

/**
 * A reader with the given consent whose envelopes are watched: `sent` holds what the page posted to
 * the service (URL and body), `arrived()` the envelope requests the fake service got from it.
 * `expected` are the errors the test raises on purpose, which the browser watch must not count.
 */
async function reader(consent, expected) {
  const marker = `monitoring-e2e-${Math.random().toString(36).slice(2)}`;
  const session = await open({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36 ${marker}` }, { consent });
  const sent = [];
  session.context.on("request", (request) => {
    if (request.url().startsWith(`${THIRD_PARTY}/api/`)) sent.push({ url: request.url(), body: request.postData() ?? "" });
  });
  const arrived = async () => {
    const log = await (await fetch(`${THIRD_PARTY}/__requests`)).json();
    return log.filter((r) => r.method === "POST" && r.path === "/api/1/envelope/" && r.userAgent?.includes(marker));
  };
  const done = async () => {
    for (let i = session.problems.length - 1; i >= 0; i--) {
      if (expected.some((text) => session.problems[i].includes(text))) session.problems.splice(i, 1);
    }
    await session.done();
  };
  return { ...session, sent, arrived, done };
}

/** The event of an envelope: its third line. */
function event(body) {
  const [header, item, payload] = body.split("\n");
  assert.equal(JSON.parse(item).type, "event");
  assert.match(JSON.parse(header).event_id, /^[0-9a-f]{32}$/);
  return JSON.parse(payload);
}

describe("error monitoring", { skip }, () => {
  test("an error of the page is reported with the page's URL without query; a failed fetch is not", async () => {
    const r = await reader("necessary,analytics", ["e2e boom", "Failed to fetch"]);
    await visit(r.page, "/de/?utm_source=newsletter&token=secret#access_token=also-secret");
    // Noise first: its report would go out before the real error's.
    await r.page.evaluate(() => {
      Promise.reject(new TypeError("Failed to fetch"));
    });
    await r.page.evaluate(() => {
      setTimeout(() => {
        throw new Error("e2e boom");
      });
    });
    const arrived = await until(async () => (await r.arrived()).length > 0 && (await r.arrived()), "no envelope reached the service");
    await new Promise((resolve) => setTimeout(resolve, QUIET));
    assert.equal((await r.arrived()).length, 1, "only the real error is reported");
    assert.deepEqual(arrived[0].query, { sentry_key: "publickey", sentry_version: "7" });
    assert.equal(r.sent.length, 1);
    const reported = event(r.sent[0].body);
    assert.equal(reported.exception.values[0].type, "Error");
    assert.equal(reported.exception.values[0].value, "e2e boom");
    assert.equal(reported.request.url, url("/de/"));
    assert.equal(reported.platform, "javascript");
    assert.equal(reported.tags.page_type, "feed");
    assert.equal(reported.tags.language, "de");
    assert.ok(!r.sent[0].body.includes("secret"), "no query or fragment in the report");
    await r.done();
  });

  test("without analytics consent nothing is reported", async () => {
    const r = await reader("necessary", ["e2e boom"]);
    await visit(r.page, "/de/");
    await r.page.evaluate(() => {
      setTimeout(() => {
        throw new Error("e2e boom");
      });
    });
    await new Promise((resolve) => setTimeout(resolve, QUIET));
    assert.deepEqual(await r.arrived(), []);
    assert.deepEqual(r.sent, []);
    await r.done();
  });

  test("the generic error page reports that it was shown", async () => {
    const r = await reader("necessary,analytics", []);
    await visit(r.page, "/500.html");
    // The browser's request event may reach the test after the fake service logged the request.
    await until(async () => (await r.arrived()).length > 0 && r.sent.length > 0, "the error page sent no report");
    const reported = event(r.sent[0].body);
    assert.equal(reported.message.formatted, "render error page shown");
    assert.equal(reported.extra.path, "/500.html");
    assert.equal(reported.tags.page_type, "error");
    await r.done();
  });
});
