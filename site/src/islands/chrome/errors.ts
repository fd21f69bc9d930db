/**
 * Error monitoring in the browser (spec §8, §9; docs/operations.md "Monitoring"): listens for uncaught errors
 * and unhandled rejections from the first script of the page on, and sends them to the configured
 * Sentry-compatible service — but only when a DSN is configured (lib/third-party.ts) and the reader
 * allowed analytics (stores/consent.ts), as the service is a third party. An error that happens
 * without that consent is forgotten, not kept for later.
 *
 * This file is on every page, so it only listens: the reporting code (chrome/error-reporter.ts and
 * lib/monitoring.ts: the noise filter, the event, the envelope) is imported on the first error to send. One page view in a
 * hundred (TRACES_SAMPLE_RATE) sends its load timing as a transaction, the same way.
 *
 * @example
 * reportRenderErrorPage(); // pages/500.astro: the reader got the generic error page
 */
import { readConfig } from "../../lib/third-party.ts";
import { granted } from "../../stores/consent.ts";
import type { Job } from "./error-reporter.ts";
import { remember } from "./landing.ts";

/** Share of page views that send their load timing as a transaction (spec §9). */
export const TRACES_SAMPLE_RATE = 0.01;

/**
 * Share of sampled transactions that carry a profile (spec §9): all would, but none is made.
 * Profiling in the browser needs the JS Self-Profiling API (Chromium only) and a
 * `Document-Policy: js-profiling` header on every page, and costs more than the timing it explains.
 */
export const PROFILES_SAMPLE_RATE = 1;

/** Runs `job` with the reporting code, when a DSN is configured and analytics allowed; else not at all. */
function withReporter(job: Job, pageType?: string): void {
  if (!readConfig().monitoring || !granted("analytics")) return;
  void import("./error-reporter.ts").then((reporting) => reporting.run(job, pageType));
}

/** Reports that the generic error page was shown, with the path it was served for. */
export function reportRenderErrorPage(): void {
  withReporter((r) => r.message("render error page shown", { path: location.pathname }), "error");
}

remember();

addEventListener("error", (event) => {
  withReporter((r, m) => r.error(m.sampleOf(event.error, event.message, event.filename), "onerror"));
});

addEventListener("unhandledrejection", (event) => {
  withReporter((r, m) => r.error(m.sampleOf(event.reason), "onunhandledrejection"));
});

addEventListener("load", () => {
  // A browser driven by a program (tests, bots) tells nothing about readers' page loads.
  if (navigator.webdriver || Math.random() >= TRACES_SAMPLE_RATE) return;
  // After the load event's own handlers, so loadEventEnd is set.
  setTimeout(() => {
    const [timing] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (!timing) return;
    withReporter((r) => r.pageLoad(timing, performance.timeOrigin));
  });
});
