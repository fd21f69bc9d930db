/**
 * The outside services the site may use, each off unless configured (docs/configuration.md "Configuration"): the
 * tag manager, the mobile attribution tool, the ad server, the pixel, error monitoring, and the
 * premium checkout. The build reads them from its environment (`thirdPartyConfig(process.env)`), puts
 * them into every page as one JSON block (layouts/Base.astro, `<script type="application/json"
 * id="tischlein-config">`) and names their origins in the Content-Security-Policy (astro.config.mjs);
 * the page's scripts read the block with `readConfig()`. So the JavaScript stays the same files
 * whatever is configured, and a service that is not configured cannot be loaded at all.
 *
 * Which consent each needs (stores/consent.ts): the tag manager and error monitoring `analytics`;
 * attribution, ads and the pixel `marketing`. Nothing loads before the reader decided.
 *
 * @example
 * thirdPartyConfig({ TAG_MANAGER_ID: "GTM-ABC123" })
 * // { tagManager: { id: "GTM-ABC123", src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" } }
 */

/** What is configured; an absent key is a service that is off. */
export interface ThirdPartyConfig {
  /** The tag manager's container (analytics): the script to load with its id. */
  tagManager?: { id: string; src: string };
  /** The mobile attribution tool (marketing), initialised 1 s after load (spec §4). */
  attribution?: { key: string; src: string };
  /** The ad server (marketing): its script (a Google Publisher Tag-compatible API) and network id. */
  ads?: { network: string; src: string };
  /** The pixel (marketing), whose events are copied to POST /api/fb-events 250 ms later (spec §7). */
  pixel?: { id: string; src: string };
  /** Error monitoring (analytics): a Sentry-compatible DSN. */
  monitoring?: { dsn: string; environment: string };
  /** Where the premium offer's checkout is (an external page); without it the premium page has no button. */
  checkoutUrl?: string;
}

type Env = Record<string, string | undefined>;

function url(env: Env, name: string, fallback?: string): string | undefined {
  const value = env[name]?.trim() || fallback;
  if (!value) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name}: not a URL: ${value}`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`${name}: must be http(s): ${value}`);
  return parsed.href;
}

function withParam(src: string, name: string, value: string): string {
  const u = new URL(src);
  u.searchParams.set(name, value);
  return u.href;
}

/**
 * Reads the configuration from the build's environment. An id without its service's URL takes the
 * vendor's usual script; a malformed URL fails the build rather than a page.
 */
export function thirdPartyConfig(env: Env): ThirdPartyConfig {
  const config: ThirdPartyConfig = {};
  const gtm = env.TAG_MANAGER_ID?.trim();
  if (gtm) config.tagManager = { id: gtm, src: withParam(url(env, "TAG_MANAGER_URL", "https://www.googletagmanager.com/gtm.js")!, "id", gtm) };
  const attribution = env.ATTRIBUTION_KEY?.trim();
  const attributionSrc = url(env, "ATTRIBUTION_URL");
  if (attribution && attributionSrc) config.attribution = { key: attribution, src: attributionSrc };
  const network = env.ADS_NETWORK?.trim();
  const adsSrc = url(env, "ADS_URL", "https://securepubads.g.doubleclick.net/tag/js/gpt.js");
  if (network && adsSrc) config.ads = { network, src: adsSrc };
  const pixel = env.FB_PIXEL_ID?.trim();
  if (pixel) config.pixel = { id: pixel, src: url(env, "FB_PIXEL_URL", "https://connect.facebook.net/en_US/fbevents.js")! };
  const dsn = url(env, "SENTRY_DSN");
  if (dsn) config.monitoring = { dsn, environment: env.SENTRY_ENVIRONMENT?.trim() || "production" };
  const checkout = url(env, "PREMIUM_CHECKOUT_URL");
  if (checkout) config.checkoutUrl = checkout;
  return config;
}

/**
 * The origins the configured services load from or send to, for the Content-Security-Policy
 * (script-src, connect-src, img-src, frame-src). Empty when nothing is configured.
 */
export function thirdPartyOrigins(config: ThirdPartyConfig): string[] {
  const sources = [config.tagManager?.src, config.attribution?.src, config.ads?.src, config.pixel?.src, config.monitoring?.dsn];
  return [...new Set(sources.filter((s): s is string => !!s).map((s) => new URL(s).origin))];
}

/** The id of the JSON block that carries the configuration into every page. */
export const CONFIG_ELEMENT_ID = "tischlein-config";

let cached: ThirdPartyConfig | undefined;

/** In the browser: the configuration the page was built with (an empty one when the block is missing). */
export function readConfig(): ThirdPartyConfig {
  if (cached) return cached;
  try {
    cached = JSON.parse(globalThis.document?.getElementById(CONFIG_ELEMENT_ID)?.textContent || "{}") as ThirdPartyConfig;
  } catch {
    cached = {};
  }
  return cached;
}
