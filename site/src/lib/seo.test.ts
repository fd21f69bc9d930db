import type { Image } from "@tischlein/content-schemas";
import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  breadcrumbList,
  buildHead,
  DEFAULT_SOCIAL_IMAGE,
  documentTitle,
  hreflangAlternates,
  languageSwitchPath,
  type Meta,
  serializeJsonLd,
  socialImage,
  websiteJsonLd,
} from "./seo.ts";

const SITE = "https://tischlein.example";
const photo: Image = { url: "/api/media/recipes/hummus.jpg", width: 1600, height: 1200, alt: "Hummus in a bowl" };

const content = (meta: Meta[], key: string) =>
  meta.filter((m) => ("property" in m ? m.property : m.name) === key).map((m) => m.content);

describe("absolute URLs and titles", () => {
  it("resolves site paths on SITE_URL and keeps absolute URLs", () => {
    expect(absoluteUrl("/de/rezepte/", SITE)).toBe("https://tischlein.example/de/rezepte/");
    expect(absoluteUrl("/de/", new URL("http://localhost:8080"))).toBe("http://localhost:8080/de/");
    expect(absoluteUrl("https://cdn.example/a.jpg", SITE)).toBe("https://cdn.example/a.jpg");
  });

  it("appends the site name once", () => {
    expect(documentTitle("Hummus", "Tischlein")).toBe("Hummus | Tischlein");
    expect(documentTitle("Hummus | Tischlein", "Tischlein")).toBe("Hummus | Tischlein");
    expect(documentTitle("Tischlein – Rezepte", "Tischlein")).toBe("Tischlein – Rezepte");
    expect(documentTitle("  ", "Tischlein")).toBe("Tischlein");
  });
});

describe("hreflang alternates", () => {
  it("point at each other, with x-default on the German version", () => {
    const fromDe = hreflangAlternates("de", SITE, "/de/rezepte/hummus/", "/en/recipes/hummus/");
    const fromEn = hreflangAlternates("en", SITE, "/en/recipes/hummus/", "/de/rezepte/hummus/");
    expect(fromDe).toEqual([
      { hreflang: "de", href: `${SITE}/de/rezepte/hummus/` },
      { hreflang: "en", href: `${SITE}/en/recipes/hummus/` },
      { hreflang: "x-default", href: `${SITE}/de/rezepte/hummus/` },
    ]);
    expect(fromEn).toEqual(fromDe);
  });

  it("name only the page itself when it has no twin; x-default only for a German page", () => {
    expect(hreflangAlternates("en", SITE, "/en/recipes/x/", null)).toEqual([{ hreflang: "en", href: `${SITE}/en/recipes/x/` }]);
    expect(hreflangAlternates("de", SITE, "/de/rezepte/x/", null)).toEqual([
      { hreflang: "de", href: `${SITE}/de/rezepte/x/` },
      { hreflang: "x-default", href: `${SITE}/de/rezepte/x/` },
    ]);
  });
});

describe("social image", () => {
  it("shares the original with its own size until a resizer is given", () => {
    expect(socialImage(photo, SITE)).toEqual({
      url: `${SITE}/api/media/recipes/hummus.jpg`,
      width: 1600,
      height: 1200,
      alt: "Hummus in a bowl",
    });
  });

  it("asks the resizer for 1200 px and scales the height", () => {
    const img = socialImage(photo, SITE, (url, w) => `${url}?w=${w}`);
    expect(img).toMatchObject({ url: `${SITE}/api/media/recipes/hummus.jpg?w=1200`, width: 1200, height: 900 });
  });

  it("does not upscale a small picture", () => {
    const small = { ...photo, width: 800, height: 600 };
    expect(socialImage(small, SITE, (url, w) => `${url}?w=${w}`)).toMatchObject({ width: 800, url: `${SITE}${photo.url}` });
  });
});

describe("buildHead", () => {
  const base = {
    lang: "de" as const,
    site: SITE,
    path: "/de/rezepte/hummus/",
    alternatePath: "/en/recipes/hummus/",
    title: "Hummus",
    description: "<p>Cremig &amp; schnell</p>",
    siteName: "Tischlein",
  };

  it("builds title, description, canonical and alternates", () => {
    const head = buildHead(base);
    expect(head.title).toBe("Hummus | Tischlein");
    expect(head.description).toBe("Cremig & schnell");
    expect(head.canonical).toBe(`${SITE}/de/rezepte/hummus/`);
    expect(head.alternates.map((a) => a.hreflang)).toEqual(["de", "en", "x-default"]);
    expect(head.robots).toBeNull();
  });

  it("cuts long descriptions per spec §5", () => {
    const head = buildHead({ ...base, description: "Wort ".repeat(80) });
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith("…")).toBe(true);
  });

  it("fills Open Graph and the Twitter card, with an absolute picture URL and its size", () => {
    const head = buildHead({ ...base, image: photo, ogType: "article" });
    expect(content(head.meta, "og:type")).toEqual(["article"]);
    expect(content(head.meta, "og:title")).toEqual(["Hummus"]);
    expect(content(head.meta, "og:url")).toEqual([`${SITE}/de/rezepte/hummus/`]);
    expect(content(head.meta, "og:locale")).toEqual(["de_DE"]);
    expect(content(head.meta, "og:locale:alternate")).toEqual(["en_GB"]);
    expect(content(head.meta, "og:image")).toEqual([`${SITE}/api/media/recipes/hummus.jpg`]);
    expect(content(head.meta, "og:image:width")).toEqual(["1600"]);
    expect(content(head.meta, "og:image:height")).toEqual(["1200"]);
    expect(content(head.meta, "og:image:alt")).toEqual(["Hummus in a bowl"]);
    expect(content(head.meta, "twitter:card")).toEqual(["summary_large_image"]);
    expect(content(head.meta, "twitter:image")).toEqual([`${SITE}/api/media/recipes/hummus.jpg`]);
  });

  it("falls back to the default picture and type website", () => {
    const head = buildHead({ ...base, alternatePath: null });
    expect(content(head.meta, "og:type")).toEqual(["website"]);
    expect(content(head.meta, "og:image")).toEqual([`${SITE}${DEFAULT_SOCIAL_IMAGE.url}`]);
    expect(content(head.meta, "og:locale:alternate")).toEqual([]);
  });

  it("marks noindex pages and leaves out canonical and alternates", () => {
    const head = buildHead({ ...base, noindex: true });
    expect(head.robots).toBe("noindex, follow");
    expect(head.canonical).toBeNull();
    expect(head.alternates).toEqual([]);
  });
});

describe("JSON-LD", () => {
  it("lists breadcrumbs with positions and absolute URLs", () => {
    expect(
      breadcrumbList(
        [
          { name: "Tischlein", path: "/de/" },
          { name: "Rezepte", path: "/de/rezepte/" },
        ],
        SITE,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Tischlein", item: `${SITE}/de/` },
        { "@type": "ListItem", position: 2, name: "Rezepte", item: `${SITE}/de/rezepte/` },
      ],
    });
  });

  it("describes the website with a search action", () => {
    const ld = websiteJsonLd("Tischlein", SITE, "/en/", "/en/search/", "en");
    expect(ld).toMatchObject({ "@type": "WebSite", url: `${SITE}/en/`, inLanguage: "en" });
    expect((ld.potentialAction as { target: string }).target).toBe(`${SITE}/en/search/?search={search_term_string}`);
  });

  it("cannot be closed from inside the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>", sep: "a\u2028b" });
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>", sep: "a\u2028b" });
  });
});

describe("language switch", () => {
  it("goes to the twin when there is one", () => {
    expect(languageSwitchPath("de", "/de/rezepte/hummus/", "/en/recipes/hummus/")).toBe("/en/recipes/hummus/");
  });

  it("else keeps the path under the other prefix", () => {
    expect(languageSwitchPath("de", "/de/rezepte/nur-deutsch/", null)).toBe("/en/rezepte/nur-deutsch/");
    expect(languageSwitchPath("en", "/en/", null)).toBe("/de/");
    expect(languageSwitchPath("en", "/en", null)).toBe("/de/");
    expect(languageSwitchPath("en", "/500/", null)).toBe("/de/500/");
  });
});
