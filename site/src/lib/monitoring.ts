/**
 * Error monitoring (spec §8, §9): what the browser sends to a Sentry-compatible service, and what
 * it does not. The protocol is written here rather than taken from @sentry/browser, whose ≈30 KB
 * gzip do not fit the recipe page's 80 KB budget: an error report is one POST of an "envelope"
 * (a header line and an event) to `{protocol}://{host}/api/{project}/envelope/`. This module holds
 * the pure parts — the DSN, stack frames, the event, the envelope, the noise filter — and `send`;
 * islands/chrome/errors.ts listens for errors and loads this module only when one is to be sent.
 *
 * Nothing personal goes out: no e-mail address, no name, no IP address (the service is told not to
 * take one), and the page's URL without its query and fragment, which may
 * hold tokens (password reset, e-mail confirmation) or search words.
 *
 * @example
 * const dsn = parseDsn("https://key@o1.ingest.example/42");
 * const error = sampleOf(new Error("boom"));
 * if (dsn && !isNoise(error, { href: location.href, displayTraffic: false, origins: [] }))
 *   send(dsn, errorEvent(error, { url: location.href, environment: "production", tags: {} }));
 */

/** At most this many reports leave one page view, so a loop that throws cannot flood the service. */
export const MAX_REPORTS_PER_PAGE = 5;

/** A DSN taken apart: `{protocol}://{publicKey}@{host}/{projectId}`. */
export interface Dsn {
  protocol: string;
  publicKey: string;
  /** Host and port, with any path before the project id (`host/path`). */
  host: string;
  projectId: string;
  /** The DSN as written, for the envelope header. */
  raw: string;
}

/**
 * Reads a DSN; null when it is not one.
 *
 * @example
 * parseDsn("https://abc@o1.ingest.sentry.io/42") // { protocol: "https", publicKey: "abc", host: "o1.ingest.sentry.io", projectId: "42", … }
 */
export function parseDsn(dsn: string): Dsn | null {
  let u: URL;
  try {
    u = new URL(dsn);
  } catch {
    return null;
  }
  const path = u.pathname.replace(/\/+$/, "");
  const cut = path.lastIndexOf("/");
  const projectId = path.slice(cut + 1);
  if (!u.username || !projectId || (u.protocol !== "https:" && u.protocol !== "http:")) return null;
  return { protocol: u.protocol.slice(0, -1), publicKey: u.username, host: u.host + path.slice(0, cut), projectId, raw: dsn };
}

/** Where envelopes go; the key is in the query so the request needs no custom header (no preflight). */
export function envelopeUrl(dsn: Dsn): string {
  return `${dsn.protocol}://${dsn.host}/api/${dsn.projectId}/envelope/?sentry_key=${encodeURIComponent(dsn.publicKey)}&sentry_version=7`;
}

/** One line of a stack trace, in Sentry's frame shape. */
export interface Frame {
  filename: string;
  function: string;
  lineno?: number;
  colno?: number;
  in_app: boolean;
}

// Chrome: "    at fn (https://x/a.js:1:2)", "    at https://x/a.js:1:2", "    at async fn (…)".
const CHROME = /^\s*at (?:(?:async )?(.+?) \((.+?):(\d+):(\d+)\)|(?:async )?(.+?):(\d+):(\d+))\s*$/;
// Firefox and Safari: "fn@https://x/a.js:1:2", "@https://x/a.js:1:2", "fn@[native code]".
const GECKO = /^\s*(.*?)@(.+?)(?::(\d+):(\d+))?\s*$/;

/**
 * The frames of an `Error.stack` (Chrome, Firefox or Safari), innermost first as the stack lists
 * them. A frame is `in_app` when its file is on `origin` (our own scripts).
 *
 * @example
 * parseStack("TypeError: x\n    at run (https://t.example/_astro/page.js:1:20)", "https://t.example")
 * // [{ filename: "https://t.example/_astro/page.js", function: "run", lineno: 1, colno: 20, in_app: true }]
 */
export function parseStack(stack: string | undefined, origin: string): Frame[] {
  const frames: Frame[] = [];
  for (const line of (stack ?? "").split("\n")) {
    let fn: string | undefined, file: string | undefined, lineno: string | undefined, colno: string | undefined;
    const chrome = CHROME.exec(line);
    if (chrome) {
      [fn, file, lineno, colno] = chrome[2] ? [chrome[1], chrome[2], chrome[3], chrome[4]] : [undefined, chrome[5], chrome[6], chrome[7]];
    } else if (!/^\s*at /.test(line)) {
      const gecko = GECKO.exec(line);
      if (gecko && gecko[2] && (gecko[3] || /^[a-z-]+:|\[native code\]/.test(gecko[2]))) [, fn, file, lineno, colno] = gecko;
    }
    if (!file) continue;
    frames.push({
      filename: file,
      function: fn || "?",
      ...(lineno ? { lineno: Number(lineno), colno: Number(colno) } : {}),
      in_app: file.startsWith(origin + "/"),
    });
  }
  return frames;
}

/** An error as the listener saw it, whatever was thrown. */
export interface ErrorSample {
  /** The error's name (`TypeError`), or "Error" when a non-error was thrown. */
  type: string;
  message: string;
  stack?: string;
  /** The script the `error` event named, when there was one. */
  filename?: string;
}

/**
 * What was thrown or rejected, as an ErrorSample.
 *
 * @example
 * sampleOf(new TypeError("x is undefined")) // { type: "TypeError", message: "x is undefined", stack: "…" }
 * sampleOf("oops") // { type: "Error", message: "oops" }
 */
export function sampleOf(thrown: unknown, message = "", filename = ""): ErrorSample {
  const sample: ErrorSample =
    thrown instanceof Error || (thrown && typeof thrown === "object" && "message" in thrown)
      ? { type: String((thrown as Error).name || "Error"), message: String((thrown as Error).message ?? ""), stack: (thrown as Error).stack }
      : { type: "Error", message: thrown === undefined || thrown === null ? message : String(thrown) };
  if (filename) sample.filename = filename;
  return sample;
}

/** Where an error happened, for the noise filter. */
export interface NoiseContext {
  /** The page's URL. */
  href: string;
  /** Whether this visit came from a display network (`fromDisplayNetwork` at landing). */
  displayTraffic: boolean;
  /** The origins of the configured third-party scripts (lib/third-party.ts `thirdPartyOrigins`). */
  origins: string[];
}

/** Messages of errors nobody can fix: the network, an abort, a timeout, a chunk that did not load. */
const NOISE_MESSAGES = [
  // Failed fetches and network errors (Chrome, Firefox, Safari, the fetch polyfill).
  /failed to fetch/i,
  /network ?error/i,
  /network request failed/i,
  /^load failed$/i,
  /the network connection was lost/i,
  /the internet connection appears to be offline/i,
  // Aborts.
  /\babort/i,
  // Timeouts.
  /\btime[ds]? ?out\b/i,
  // Load failures of code split into chunks (a deploy replaced them, or the network dropped).
  /loading (css )?chunk [\w-]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  // A cross-origin script's error, whose details the browser hides: never one of ours.
  /^script error\.?$/i,
  // Ad and consent APIs named in the message.
  /\b(googletag|pubads|__tcfapi|__cmp|__uspapi|fbq)\b/i,
];

const NOISE_TYPES = new Set(["AbortError", "TimeoutError", "ChunkLoadError", "NetworkError"]);

/**
 * Hosts of ad, tag-manager, pixel, attribution and consent scripts beyond the configured ones: an
 * ad server's creatives and a consent tool bring their own.
 */
const AD_HOSTS =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|googlesyndication\.com|googletagservices\.com|doubleclick\.net|googleadservices\.com|adservice\.google\.[a-z.]+|imasdk\.googleapis\.com|facebook\.net|amazon-adsystem\.com|adnxs\.com|criteo\.(com|net)|taboola\.com|outbrain\.com|adjust\.com|branch\.io|appsflyer\.com|cookiebot\.com|cookielaw\.org|onetrust\.com|usercentrics\.eu|privacy-mgmt\.com|didomi\.io|quantcast\.com|consensu\.org)$/i;

/** Whether a script URL is an ad, tag-manager, pixel, attribution or consent script. */
function isAdScript(file: string, origins: string[]): boolean {
  let u: URL;
  try {
    u = new URL(file);
  } catch {
    return false;
  }
  return origins.includes(u.origin) || AD_HOSTS.test(u.hostname) || /\/(gpt|pubads_impl[\w.]*|gtm|fbevents)\.js$/.test(u.pathname);
}

/**
 * Whether a visit came from a display network, read from its landing URL: `utm_medium` display,
 * banner, cpm or programmatic; a Display & Video 360 click id (`dclid`); or `utm_source` naming a
 * display network (gdn, dv360, criteo, taboola, outbrain). A Google Ads click id (`gclid`) alone is
 * search traffic and counts as a normal visit.
 *
 * @example
 * fromDisplayNetwork("?utm_source=google&utm_medium=display") // true
 * fromDisplayNetwork("?gclid=abc") // false
 */
export function fromDisplayNetwork(search: string): boolean {
  const q = new URLSearchParams(search);
  return (
    /^(display|banner|cpm|programmatic)$/i.test(q.get("utm_medium") ?? "") ||
    q.has("dclid") ||
    /^(gdn|dv360|criteo|taboola|outbrain)$/i.test(q.get("utm_source") ?? "")
  );
}

/**
 * Whether an error is noise to drop (spec §8): failed fetches, network errors, aborts, timeouts,
 * load failures, errors thrown in ad or consent scripts, and every error of a visit from a display
 * network (ad traffic: embedded browsers and bots whose errors are not the site's). An error thrown
 * in an ad script is one whose innermost frame, or whose `error` event's file, is such a script.
 */
export function isNoise(error: ErrorSample, context: NoiseContext): boolean {
  if (context.displayTraffic || fromDisplayNetwork(new URL(context.href).search)) return true;
  if (NOISE_TYPES.has(error.type)) return true;
  if (NOISE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  const origin = new URL(context.href).origin;
  const thrownIn = parseStack(error.stack, origin)[0]?.filename ?? error.filename;
  return !!thrownIn && isAdScript(thrownIn, context.origins);
}

/** The URL without query and fragment. */
export function bareUrl(href: string): string {
  const u = new URL(href);
  return u.origin + u.pathname;
}

/** What every event of a page says about where it happened. */
export interface EventScope {
  /** The page's URL (query and fragment are left out). */
  url: string;
  environment: string;
  tags: Record<string, string>;
  userAgent?: string;
}

function hex(bytes: number): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
}

function base(scope: EventScope): Record<string, unknown> {
  return {
    event_id: hex(16),
    timestamp: Date.now() / 1000,
    platform: "javascript",
    environment: scope.environment,
    request: { url: bareUrl(scope.url), ...(scope.userAgent ? { headers: { "User-Agent": scope.userAgent } } : {}) },
    tags: scope.tags,
    // No IP address: none in the event, and the service is told not to take the sender's
    // (`infer_ip`, which Relay reads; older servers go by the project's "Prevent storing of IP addresses").
    user: { ip_address: null },
    sdk: { name: "tischlein.browser", version: "1.0.0", settings: { infer_ip: "never" } },
  };
}

/**
 * The event of an uncaught error or unhandled rejection; `mechanism` is the listener that saw it.
 * Sentry wants the frames outermost first, the reverse of the stack.
 */
export function errorEvent(error: ErrorSample, scope: EventScope, mechanism = "onerror"): Record<string, unknown> {
  const frames = parseStack(error.stack, new URL(scope.url).origin).reverse();
  return {
    ...base(scope),
    level: "error",
    exception: {
      values: [
        {
          type: error.type,
          value: error.message,
          ...(frames.length ? { stacktrace: { frames } } : {}),
          mechanism: { type: mechanism, handled: false },
        },
      ],
    },
  };
}

/** An event with a message and no error (the render error page). */
export function messageEvent(message: string, scope: EventScope, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...base(scope), level: "error", message: { formatted: message }, extra };
}

/**
 * A page load as a transaction: the navigation's timing (PerformanceNavigationTiming, times in ms
 * from the navigation's start) as spans and measurements, named by `page_type`.
 */
export function pageLoadTransaction(timing: PerformanceNavigationTiming, origin: number, scope: EventScope): Record<string, unknown> {
  const at = (ms: number) => (origin + ms) / 1000;
  const traceId = hex(16);
  const spanId = hex(8);
  const span = (op: string, from: number, to: number) => ({
    trace_id: traceId,
    parent_span_id: spanId,
    span_id: hex(8),
    op,
    description: op,
    start_timestamp: at(from),
    timestamp: at(Math.max(from, to)),
  });
  const end = timing.loadEventEnd || timing.domContentLoadedEventEnd || timing.responseEnd;
  return {
    ...base(scope),
    type: "transaction",
    transaction: scope.tags.page_type ?? "page",
    transaction_info: { source: "route" },
    start_timestamp: at(0),
    timestamp: at(end),
    contexts: { trace: { trace_id: traceId, span_id: spanId, op: "pageload", status: "ok" } },
    spans: [
      span("browser.request", timing.requestStart, timing.responseStart),
      span("browser.response", timing.responseStart, timing.responseEnd),
      span("browser.dom", timing.responseEnd, timing.domContentLoadedEventEnd),
      span("browser.load", timing.domContentLoadedEventEnd, end),
    ],
    measurements: {
      ttfb: { value: timing.responseStart, unit: "millisecond" },
      dom_content_loaded: { value: timing.domContentLoadedEventEnd, unit: "millisecond" },
      load: { value: end, unit: "millisecond" },
    },
  };
}

/** The envelope of one event: its header line, the item's header line, the event. */
export function envelope(dsn: Dsn, event: Record<string, unknown>, sentAt = new Date()): string {
  const type = event.type === "transaction" ? "transaction" : "event";
  return [
    JSON.stringify({ event_id: event.event_id, sent_at: sentAt.toISOString(), dsn: dsn.raw }),
    JSON.stringify({ type }),
    JSON.stringify(event),
  ].join("\n");
}

/**
 * Posts an event. text/plain and no custom header keep it a simple request (no preflight); no-cors
 * because the answer is not read; keepalive so a report made while the page unloads still leaves.
 * A failure is dropped: reporting must never raise an error of its own.
 */
export function send(dsn: Dsn, event: Record<string, unknown>): Promise<void> {
  return fetch(envelopeUrl(dsn), {
    method: "POST",
    body: envelope(dsn, event),
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    mode: "no-cors",
    credentials: "omit",
    keepalive: true,
  }).then(
    () => {},
    () => {},
  );
}

/**
 * Reports a page's errors: drops noise, sends each distinct error once (by type, message and
 * innermost frame), and at most MAX_REPORTS_PER_PAGE reports in all. `post` is `send` but in tests.
 */
export function reporter(dsn: Dsn, scope: EventScope, context: NoiseContext, post = send) {
  const seen = new Set<string>();
  let sent = 0;
  const go = (key: string, event: () => Record<string, unknown>): boolean => {
    if (seen.has(key) || sent >= MAX_REPORTS_PER_PAGE) return false;
    seen.add(key);
    sent++;
    void post(dsn, event());
    return true;
  };
  return {
    /** Reports an error unless it is noise or sent already; true when it was sent. */
    error(error: ErrorSample, mechanism = "onerror"): boolean {
      if (isNoise(error, context)) return false;
      const top = parseStack(error.stack, "")[0];
      const key = `${error.type}\n${error.message}\n${top ? `${top.filename}:${top.lineno}:${top.colno}` : (error.filename ?? "")}`;
      return go(key, () => errorEvent(error, scope, mechanism));
    },
    /** Reports a message (unless the visit is display traffic); true when it was sent. */
    message(message: string, extra: Record<string, unknown> = {}): boolean {
      if (context.displayTraffic) return false;
      return go(`message\n${message}`, () => messageEvent(message, scope, extra));
    },
    /** Sends the page's load timing as a transaction (unless the visit is display traffic). */
    pageLoad(timing: PerformanceNavigationTiming, origin: number): void {
      if (!context.displayTraffic) void post(dsn, pageLoadTransaction(timing, origin, scope));
    },
  };
}
