/**
 * robots.txt, written at build time so the sitemap line carries the site's origin (SITE_URL):
 * everything may be crawled except the JSON API; pictures served under /api/media/ may be.
 */
import type { APIRoute } from "astro";

/** The lines of robots.txt for a site origin. */
export function robotsTxt(site: URL): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /api/media/",
    "Disallow: /api/",
    "",
    `Sitemap: ${new URL("/sitemap-index.xml", site).href}`,
    "",
  ].join("\n");
}

export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(site ?? new URL("http://localhost:8080")), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
