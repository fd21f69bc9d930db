import type { APIRoute, GetStaticPaths } from "astro";
import { sitePages } from "../lib/pages.ts";
import { indexable, sitemapXml, URLS_PER_FILE } from "../lib/sitemap.ts";

export const getStaticPaths: GetStaticPaths = async () => {
  const count = Math.max(1, Math.ceil(indexable(await sitePages()).length / URLS_PER_FILE));
  return Array.from({ length: count }, (_, i) => ({ params: { n: String(i + 1) } }));
};

/** /sitemap-<n>.xml: up to URLS_PER_FILE pages with their language alternates. */
export const GET: APIRoute = async ({ params, site }) => {
  const n = Number(params.n);
  const pages = indexable(await sitePages()).slice((n - 1) * URLS_PER_FILE, n * URLS_PER_FILE);
  return new Response(sitemapXml(pages, site!), { headers: { "Content-Type": "application/xml" } });
};
