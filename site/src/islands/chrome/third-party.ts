/**
 * The loader of the outside services (lib/third-party.ts), loaded by chrome/consent-check.ts after
 * the page's load event, when the main thread is idle and a configured service has its consent. Each
 * service starts once its purpose is granted (now, or later on this page):
 * - analytics → the tag manager: `dataLayer` gets the `gtm.js` start event (as Google's snippet
 *   pushes it) and the container script loads, async; it finds the page view and everything else
 *   pushed before it;
 * - marketing → the attribution tool, initialised 1 second after the load event (spec §4): its
 *   script loads and `branch.init(key)` is called (a Branch-compatible Web SDK);
 * - marketing → the pixel: an `fbq` that queues calls until its script is there (as Facebook's
 *   snippet does), `init` and a PageView; 250 ms after each pixel event the same event, with the same
 *   id for de-duplication, goes to the gateway's relay (POST /api/fb-events, spec §7), which forwards
 *   it to the Conversions API. A failure there is only logged at debug level.
 */
import { dataLayer } from "../../lib/datalayer.ts";
import { readConfig } from "../../lib/third-party.ts";
import { onConsent } from "../../stores/consent.ts";

/** The delay of the server-side copy of a pixel event (spec §9 "Tracking delay"). */
const RELAY_DELAY = 250;
/** How long after the load event the attribution tool starts (spec §4). */
const ATTRIBUTION_DELAY = 1000;

type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[][]; push: Fbq; loaded: boolean; version: string };
type Scope = typeof globalThis & { fbq?: Fbq; _fbq?: Fbq; branch?: { init?: (key: string) => void } };
const scope = globalThis as Scope;

function loadScript(src: string, onload?: () => void): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  if (onload) script.addEventListener("load", onload, { once: true });
  document.head.append(script);
}

/** A random event id (crypto.randomUUID needs a secure context; this does not). */
function eventId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Sends the server-side copy of a pixel event; the answer (202 whatever happens) is not used. */
async function relay(eventName: string, id: string, data: Record<string, unknown>): Promise<void> {
  try {
    const response = await fetch("/api/fb-events", {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: { "X-Requested-With": "fetch", "Content-Type": "application/json" },
      body: JSON.stringify({ ...data, eventName, eventId: id, userAgent: navigator.userAgent.slice(0, 1000), sourceUrl: location.href.slice(0, 2048) }),
    });
    if (!response.ok) console.debug(`fb-events: ${response.status}`);
  } catch (error) {
    console.debug("fb-events: not sent", error);
  }
}

/**
 * Tracks a pixel event in the browser and, 250 ms later, through the relay. Does nothing unless the
 * pixel runs (configured and marketing granted).
 *
 * @example
 * trackPixel("Lead", { value: 0, currency: "EUR" });
 */
export function trackPixel(eventName: string, data: Record<string, unknown> = {}): void {
  if (!scope.fbq) return;
  const id = eventId();
  scope.fbq("track", eventName, data, { eventID: id });
  setTimeout(() => void relay(eventName, id, data), RELAY_DELAY);
}

function startPixel(pixel: { id: string; src: string }): void {
  if (!scope.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = "2.0";
    fbq.queue = [];
    scope.fbq = fbq;
    scope._fbq ??= fbq;
    loadScript(pixel.src);
  }
  scope.fbq("init", pixel.id);
  trackPixel("PageView");
}

function startAttribution(attribution: { key: string; src: string }): void {
  const loaded = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const since = loaded?.loadEventEnd ? performance.now() - loaded.loadEventEnd : 0;
  setTimeout(() => loadScript(attribution.src, () => scope.branch?.init?.(attribution.key)), Math.max(0, ATTRIBUTION_DELAY - since));
}

const config = readConfig();
const { tagManager, attribution, pixel } = config;
if (tagManager) {
  onConsent("analytics", () => {
    dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
    loadScript(tagManager.src);
  });
}
if (attribution) onConsent("marketing", () => startAttribution(attribution));
if (pixel) onConsent("marketing", () => startPixel(pixel));
