import type { APIRoute } from "astro";
import { sitePages } from "../lib/pages.ts";
import { indexable, sitemapIndexXml, URLS_PER_FILE } from "../lib/sitemap.ts";

/** /sitemap-index.xml: the files of the sitemap (robots.txt names it). */
export const GET: APIRoute = async ({ site }) => {
  const count = Math.max(1, Math.ceil(indexable(await sitePages()).length / URLS_PER_FILE));
  return new Response(sitemapIndexXml(count, site!), { headers: { "Content-Type": "application/xml" } });
};
