import { describe, expect, it } from "vitest";
import type { SitePage } from "./pages.ts";
import { indexable, sitemapIndexXml, sitemapXml } from "./sitemap.ts";

const site = new URL("https://tischlein.example");
const page = (lang: "de" | "en", path: string, alternatePath: string | null, kind = "static"): SitePage =>
  ({ lang, path, alternatePath, view: { kind, page: "jobs" } }) as unknown as SitePage;

describe("sitemap", () => {
  it("pairs each page with its twin and x-default", () => {
    const xml = sitemapXml([page("en", "/en/recipes/a/", "/de/rezepte/b/")], site);
    expect(xml).toContain("<loc>https://tischlein.example/en/recipes/a/</loc>");
    expect(xml).toContain('hreflang="de" href="https://tischlein.example/de/rezepte/b/"');
    expect(xml).toContain('hreflang="x-default" href="https://tischlein.example/de/rezepte/b/"');
  });
  it("leaves out account shells and lists its files", () => {
    expect(indexable([page("de", "/de/profile/", "/en/profile/", "shell"), page("de", "/de/jobs/", null)])).toHaveLength(1);
    expect(sitemapIndexXml(2, site)).toContain("<loc>https://tischlein.example/sitemap-2.xml</loc>");
  });
});
