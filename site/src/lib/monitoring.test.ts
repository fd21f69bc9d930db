import { describe, expect, it, vi } from "vitest";
import {
  type Dsn,
  envelope,
  envelopeUrl,
  type ErrorSample,
  errorEvent,
  fromDisplayNetwork,
  isNoise,
  MAX_REPORTS_PER_PAGE,
  type NoiseContext,
  parseDsn,
  parseStack,
  reporter,
  sampleOf,
} from "./monitoring.ts";

const SITE = "https://tischlein.example";
const OWN = `${SITE}/_astro/page.B2x9.js`;
const context: NoiseContext = {
  href: `${SITE}/de/rezepte/lachs/`,
  displayTraffic: false,
  origins: ["https://ads.tischlein-partner.example", "https://www.googletagmanager.com"],
};

const chromeStack = (message: string, file = OWN) => `TypeError: ${message}\n    at render (${file}:1:2042)\n    at ${SITE}/_astro/client.js:3:10`;
const geckoStack = (file = OWN) => `render@${file}:1:2042\n@${SITE}/_astro/client.js:3:10`;

type Row = [string, ErrorSample, Partial<NoiseContext>, boolean];

// [what, error, context changes, is noise]
const rows: Row[] = [
  // Failed fetches and network errors.
  ["Chrome failed fetch", { type: "TypeError", message: "Failed to fetch" }, {}, true],
  ["Firefox failed fetch", { type: "TypeError", message: "NetworkError when attempting to fetch resource." }, {}, true],
  ["Safari failed fetch", { type: "TypeError", message: "Load failed" }, {}, true],
  ["Safari connection lost", { type: "TypeError", message: "The network connection was lost." }, {}, true],
  ["offline", { type: "TypeError", message: "The Internet connection appears to be offline." }, {}, true],
  ["network error", { type: "Error", message: "Network Error" }, {}, true],
  ["request failed", { type: "TypeError", message: "Network request failed" }, {}, true],
  // Aborts.
  ["AbortError", { type: "AbortError", message: "The operation was aborted." }, {}, true],
  ["aborted request", { type: "AbortError", message: "The user aborted a request." }, {}, true],
  ["aborted signal (as Error)", { type: "Error", message: "signal is aborted without reason" }, {}, true],
  // Timeouts.
  ["TimeoutError", { type: "TimeoutError", message: "The operation timed out." }, {}, true],
  ["timeout message", { type: "Error", message: "timeout of 15000ms exceeded" }, {}, true],
  // Load failures.
  ["ChunkLoadError", { type: "ChunkLoadError", message: "Loading chunk 42 failed." }, {}, true],
  ["chunk message", { type: "Error", message: "Loading CSS chunk recipe-page failed" }, {}, true],
  ["Chrome dynamic import", { type: "TypeError", message: `Failed to fetch dynamically imported module: ${SITE}/_astro/modal.js` }, {}, true],
  ["Firefox dynamic import", { type: "TypeError", message: "error loading dynamically imported module" }, {}, true],
  ["Safari dynamic import", { type: "TypeError", message: "Importing a module script failed." }, {}, true],
  // Ad and consent scripts.
  ["cross-origin script", { type: "Error", message: "Script error." }, {}, true],
  [
    "thrown in the ad server's script",
    { type: "TypeError", message: "Cannot read properties of null (reading 'style')", stack: chromeStack("x", "https://securepubads.g.doubleclick.net/pagead/managed/js/gpt/m202411/pubads_impl.js") },
    {},
    true,
  ],
  ["thrown in the configured ad origin (Firefox stack)", { type: "TypeError", message: "e is undefined", stack: geckoStack("https://ads.tischlein-partner.example/ad.js") }, {}, true],
  ["the error event names the tag manager", { type: "Error", message: "dataLayer push failed", filename: "https://www.googletagmanager.com/gtm.js?id=GTM-X" }, {}, true],
  ["consent tool", { type: "TypeError", message: "undefined is not an object", stack: geckoStack("https://cdn.cookielaw.org/scripttemplates/otSDKStub.js") }, {}, true],
  ["googletag in the message", { type: "TypeError", message: "googletag.pubads is not a function" }, {}, true],
  ["the pixel", { type: "ReferenceError", message: "fbq is not defined" }, {}, true],
  // Display-network traffic.
  ["landed from display ads", { type: "TypeError", message: "x is undefined", stack: chromeStack("x is undefined") }, { displayTraffic: true }, true],
  ["display medium on this page", { type: "TypeError", message: "x is undefined", stack: chromeStack("x is undefined") }, { href: `${SITE}/de/?utm_source=google&utm_medium=display` }, true],
  ["DV360 click id", { type: "TypeError", message: "x is undefined" }, { href: `${SITE}/de/?dclid=CJ123` }, true],
  // Real errors stay.
  ["our TypeError (Chrome)", { type: "TypeError", message: "Cannot read properties of undefined (reading 'slug')", stack: chromeStack("…") }, {}, false],
  ["our TypeError (Firefox)", { type: "TypeError", message: "x is undefined", stack: geckoStack() }, {}, false],
  ["our ReferenceError", { type: "ReferenceError", message: "amount is not defined", stack: chromeStack("…") }, {}, false],
  ["a thrown string", { type: "Error", message: "unexpected state" }, {}, false],
  ["search traffic (gclid) is not display", { type: "TypeError", message: "x is undefined", stack: chromeStack("x") }, { href: `${SITE}/de/?gclid=abc` }, false],
  [
    "ours, called by the tag manager",
    { type: "TypeError", message: "x is undefined", stack: `TypeError: x is undefined\n    at onEvent (${OWN}:1:10)\n    at https://www.googletagmanager.com/gtm.js:1:99` },
    {},
    false,
  ],
  ["a word containing 'timeout' is no timeout", { type: "RangeError", message: "invalid timeoutMs option" }, {}, false],
];

describe("isNoise", () => {
  it.each(rows)("%s", (_, error, change, noise) => {
    expect(isNoise(error, { ...context, ...change })).toBe(noise);
  });
  it("has at least 20 samples", () => expect(rows.length).toBeGreaterThanOrEqual(20));
});

describe("fromDisplayNetwork", () => {
  it.each([
    ["?utm_medium=display", true],
    ["?utm_medium=CPM&utm_source=x", true],
    ["?utm_source=criteo", true],
    ["?dclid=1", true],
    ["?gclid=1", false],
    ["?utm_medium=email", false],
    ["", false],
  ])("%s → %s", (search, display) => expect(fromDisplayNetwork(search)).toBe(display));
});

describe("parseDsn", () => {
  it("takes a DSN apart", () => {
    const dsn = parseDsn("https://abc123@o1.ingest.example/42")!;
    expect(dsn).toMatchObject({ protocol: "https", publicKey: "abc123", host: "o1.ingest.example", projectId: "42" });
    expect(envelopeUrl(dsn)).toBe("https://o1.ingest.example/api/42/envelope/?sentry_key=abc123&sentry_version=7");
  });
  it("keeps a port and a path", () => {
    const dsn = parseDsn("http://publickey@127.0.0.1:9000/sentry/1")!;
    expect(envelopeUrl(dsn)).toBe("http://127.0.0.1:9000/sentry/api/1/envelope/?sentry_key=publickey&sentry_version=7");
  });
  it.each(["", "not a url", "https://o1.ingest.example/42", "https://key@o1.ingest.example/", "ftp://key@host/1"])("refuses %j", (dsn) => {
    expect(parseDsn(dsn)).toBeNull();
  });
});

describe("parseStack", () => {
  it("reads Chrome's frames", () => {
    const stack = `TypeError: x\n    at render (${OWN}:1:20)\n    at async load (${SITE}/_astro/a.js:5:6)\n    at https://cdn.example/lib.js:7:8`;
    expect(parseStack(stack, SITE)).toEqual([
      { filename: OWN, function: "render", lineno: 1, colno: 20, in_app: true },
      { filename: `${SITE}/_astro/a.js`, function: "load", lineno: 5, colno: 6, in_app: true },
      { filename: "https://cdn.example/lib.js", function: "?", lineno: 7, colno: 8, in_app: false },
    ]);
  });
  it("reads Firefox's and Safari's frames", () => {
    const stack = `render@${OWN}:1:20\n@${SITE}/_astro/a.js:5:6\nforEach@[native code]`;
    expect(parseStack(stack, SITE)).toEqual([
      { filename: OWN, function: "render", lineno: 1, colno: 20, in_app: true },
      { filename: `${SITE}/_astro/a.js`, function: "?", lineno: 5, colno: 6, in_app: true },
      { filename: "[native code]", function: "forEach", in_app: false },
    ]);
  });
  it("skips what is no frame", () => expect(parseStack("Error: boom\n    at <anonymous>", SITE)).toEqual([]));
});

describe("events", () => {
  const dsn = parseDsn("https://pk@o1.ingest.example/7")!;
  const scope = {
    url: `${SITE}/de/passwort/neu/?token=secret#access_token=also-secret`,
    environment: "staging",
    tags: { page_type: "unknown", language: "de" },
    userAgent: "Mozilla/5.0 Test",
  };

  it("describe the error without query, fragment or personal data", () => {
    const event = errorEvent(sampleOf(Object.assign(new TypeError("x is undefined"), { stack: chromeStack("x is undefined") })), scope);
    const text = JSON.stringify(event);
    expect(text).not.toContain("secret");
    expect(event).toMatchObject({
      platform: "javascript",
      level: "error",
      environment: "staging",
      request: { url: `${SITE}/de/passwort/neu/`, headers: { "User-Agent": "Mozilla/5.0 Test" } },
      tags: { page_type: "unknown", language: "de" },
      user: { ip_address: null },
      sdk: { settings: { infer_ip: "never" } },
      exception: { values: [{ type: "TypeError", value: "x is undefined", mechanism: { type: "onerror", handled: false } }] },
    });
    // Outermost first, as Sentry wants them.
    const frames = (event.exception as { values: { stacktrace: { frames: { function: string }[] } }[] }).values[0]!.stacktrace.frames;
    expect(frames.map((f) => f.function)).toEqual(["?", "render"]);
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("go in an envelope of three lines", () => {
    const event = errorEvent(sampleOf("boom"), scope);
    const [header, item, body] = envelope(dsn, event, new Date("2026-11-26T03:00:00Z")).split("\n");
    expect(JSON.parse(header!)).toEqual({ event_id: event.event_id, sent_at: "2026-11-26T03:00:00.000Z", dsn: "https://pk@o1.ingest.example/7" });
    expect(JSON.parse(item!)).toEqual({ type: "event" });
    expect(JSON.parse(body!).exception.values[0].value).toBe("boom");
  });

  it("are sent once each, at most five per page, never noise", () => {
    const post = vi.fn(() => Promise.resolve());
    const r = reporter(dsn, scope, context, post);
    expect(r.error(sampleOf(new TypeError("Failed to fetch")))).toBe(false);
    const own = sampleOf(Object.assign(new Error("boom"), { stack: chromeStack("boom") }));
    expect(r.error(own)).toBe(true);
    expect(r.error(own)).toBe(false);
    for (let i = 0; i < 10; i++) r.error(sampleOf(new Error(`boom ${i}`)));
    expect(post).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });

  it("say which page the error page was shown for", () => {
    const post = vi.fn(() => Promise.resolve());
    reporter(dsn, scope, context, post).message("render error page shown", { path: "/de/rezepte/x/" });
    const event = (post.mock.calls[0] as unknown as [Dsn, Record<string, unknown>])[1];
    expect(event).toMatchObject({ message: { formatted: "render error page shown" }, extra: { path: "/de/rezepte/x/" } });
  });
});
