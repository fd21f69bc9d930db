/**
 * The landing page's campaign parameters, kept for the visit: error monitoring's noise filter reads
 * them (its display rule). chrome/errors.ts keeps them on every page; chrome/error-reporter.ts,
 * loaded on demand, reads them.
 */

/** Where the landing page's campaign parameters stay for the visit (the noise filter's display rule). */
export const LANDING_KEY = "tischlein:landing";

/** Keeps the landing page's campaign parameters for the visit, once. */
export function remember(): void {
  try {
    if (sessionStorage.getItem(LANDING_KEY) !== null) return;
    const from = new URLSearchParams(location.search);
    const kept = new URLSearchParams();
    for (const name of ["utm_medium", "utm_source", "dclid"]) if (from.has(name)) kept.set(name, from.get(name)!);
    sessionStorage.setItem(LANDING_KEY, kept.toString());
  } catch {
    // Storage blocked: the display rule then sees the landing page's own URL only.
  }
}
