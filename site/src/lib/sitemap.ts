/**
 * The sitemap (pure functions over the page list): every indexable page with its language
 * alternates, so search engines pair /de/rezepte/x/ with /en/recipes/y/.
 */
import type { SitePage } from "./pages.ts";

/** URLs per sitemap file; the protocol allows 50,000, smaller files are quicker to fetch and diff. */
export const URLS_PER_FILE = 5000;

/** Pages a search engine should index: not the account shells, which are noindex. */
export function indexable(pages: SitePage[]): SitePage[] {
  return pages.filter((p) => p.view.kind !== "shell");
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function lastmod(page: SitePage): string | null {
  if (page.view.kind === "recipe") return page.view.recipe.updated_at;
  if (page.view.kind === "story") return page.view.article.updated_at;
  return null;
}

/**
 * One sitemap file: `<url>` entries with xhtml:link alternates (the page itself, its twin, and
 * x-default = the German version) and lastmod for recipes and stories.
 */
export function sitemapXml(pages: SitePage[], site: URL): string {
  const urls = pages.map((p) => {
    const loc = new URL(p.path, site).href;
    const links = [`<xhtml:link rel="alternate" hreflang="${p.lang}" href="${escape(loc)}"/>`];
    if (p.alternatePath) {
      const twin = new URL(p.alternatePath, site).href;
      const other = p.lang === "de" ? "en" : "de";
      links.push(`<xhtml:link rel="alternate" hreflang="${other}" href="${escape(twin)}"/>`);
      links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escape(p.lang === "de" ? loc : twin)}"/>`);
    }
    const mod = lastmod(p);
    return `<url><loc>${escape(loc)}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ""}${links.join("")}</url>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join("\n")}\n</urlset>\n`
  );
}

/** The sitemap index listing `count` files sitemap-1.xml … sitemap-<count>.xml. */
export function sitemapIndexXml(count: number, site: URL): string {
  const files = Array.from({ length: count }, (_, i) => `<sitemap><loc>${escape(new URL(`/sitemap-${i + 1}.xml`, site).href)}</loc></sitemap>`);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>\n`
  );
}
