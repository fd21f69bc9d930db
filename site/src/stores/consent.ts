/**
 * The reader's consent (GDPR, TTDSG): which purposes beyond the necessary ones the reader allowed.
 *
 * The choice lives in a first-party cookie `consent` whose value is the comma-separated list of
 * granted purposes (`necessary,analytics`), kept 12 months, so the gateway can read it too (the event
 * relay forwards only with `marketing`). No cookie means the reader has not decided yet: the banner
 * shows, and nothing beyond the necessary runs. "Reject all" is the cookie `necessary`.
 *
 * Code that needs a purpose asks `onConsent(purpose, run)`: `run` is called once, at once when the
 * purpose is granted, or later when the reader grants it on this page. A purpose withdrawn cannot
 * unload a script that already ran, so withdrawing reloads the page (chrome/consent.ts does).
 *
 * @example
 * onConsent("analytics", () => loadTagManager(config));
 * setConsent(["necessary", "marketing"]); // the reader chose in the settings
 */
import { atom } from "nanostores";

/** The purposes a reader can allow; `necessary` is always on. */
export const PURPOSES = ["necessary", "analytics", "marketing"] as const;
export type Purpose = (typeof PURPOSES)[number];

/** The cookie's name (also read by the gateway, gateway/internal/relay). */
export const CONSENT_COOKIE = "consent";

/** 12 months, in seconds. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The purposes a cookie header grants, or null when it holds no decision.
 *
 * @example
 * parseConsent("a=1; consent=necessary,analytics") // ["necessary", "analytics"]
 * parseConsent("a=1") // null
 * parseConsent("consent=bogus") // ["necessary"] (a decision, but nothing beyond the necessary)
 */
export function parseConsent(cookie: string): Purpose[] | null {
  const match = /(?:^|;\s*)consent=([^;]*)/.exec(cookie);
  if (!match) return null;
  const named = decodeURIComponent(match[1]!).split(",").map((p) => p.trim());
  return PURPOSES.filter((p) => p === "necessary" || named.includes(p));
}

/**
 * The cookie's value for a choice: always with `necessary`, in a fixed order.
 *
 * @example
 * serializeConsent(["marketing"]) // "necessary,marketing"
 */
export function serializeConsent(purposes: readonly Purpose[]): string {
  return PURPOSES.filter((p) => p === "necessary" || purposes.includes(p)).join(",");
}

/** The granted purposes, or null while the reader has not decided. */
export const $consent = atom<Purpose[] | null>(parseConsent(globalThis.document?.cookie ?? ""));

/** Whether the consent banner (first visit) or the settings (footer link) are open. */
export const $consentOpen = atom<boolean>(false);

/** Whether `purpose` is granted now. */
export function granted(purpose: Purpose): boolean {
  return $consent.get()?.includes(purpose) ?? false;
}

/**
 * Runs `run` once `purpose` is granted: at once, or when the reader grants it on this page.
 * Returns a function that cancels the wait.
 */
export function onConsent(purpose: Purpose, run: () => void): () => void {
  if (granted(purpose)) {
    run();
    return () => {};
  }
  const stop = $consent.listen((value) => {
    if (!value?.includes(purpose)) return;
    stop();
    run();
  });
  return stop;
}

/** Stores a choice: the cookie for 12 months, and the store, which wakes whoever waits for it. */
export function setConsent(purposes: readonly Purpose[]): void {
  const value = serializeConsent(purposes);
  const secure = globalThis.location?.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
  $consent.set(parseConsent(`${CONSENT_COOKIE}=${value}`));
}

/** Opens the settings (the footer's "Privacy settings"). */
export function openConsentSettings(): void {
  $consentOpen.set(true);
}
