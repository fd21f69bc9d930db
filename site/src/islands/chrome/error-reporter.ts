/**
 * The reporting half of error monitoring (chrome/errors.ts listens on every page and imports this on
 * the first error to send): one reporter per page, with the page's scope — its URL, type and
 * language, the configured environment — and the noise filter's context.
 */
import type * as Monitoring from "../../lib/monitoring.ts";
import { readConfig, thirdPartyOrigins } from "../../lib/third-party.ts";
import { LANDING_KEY } from "./landing.ts";

type Reporter = ReturnType<typeof Monitoring.reporter>;

/** What errors.ts asks the reporter to send. */
export type Job = (r: Reporter, m: typeof Monitoring) => void;

function landing(): string {
  try {
    return sessionStorage.getItem(LANDING_KEY) ?? "";
  } catch {
    return "";
  }
}

let loading: Promise<{ m: typeof Monitoring; r: Reporter } | null> | undefined;

/** Runs a job with the page's reporter, made on first use (null when the DSN is malformed). */
export function run(job: Job, pageType?: string): void {
  const config = readConfig();
  if (!config.monitoring) return;
  const { dsn: raw, environment } = config.monitoring;
  loading ??= import("../../lib/monitoring.ts").then(
    (m) => {
      const dsn = m.parseDsn(raw);
      if (!dsn) return null;
      const scope = {
        url: location.href,
        environment,
        // The build writes each page's type on <html> (lib/page-type.ts), so no route table is loaded here.
        tags: { page_type: pageType ?? document.documentElement.dataset.pageType ?? "unknown", language: document.documentElement.lang },
        userAgent: navigator.userAgent,
      };
      const context = { href: location.href, displayTraffic: m.fromDisplayNetwork(landing()), origins: thirdPartyOrigins(config) };
      return { m, r: m.reporter(dsn, scope, context) };
    },
    () => null,
  );
  void loading.then((loaded) => loaded && job(loaded.r, loaded.m));
}
