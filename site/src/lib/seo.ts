/**
 * What a page says about itself to search engines and social networks: title, canonical URL,
 * hreflang alternates, robots, Open Graph and Twitter card, and JSON-LD. Pure functions over plain
 * data, so Base.astro only prints what `buildHead` returns and every rule here has a test.
 *
 * @example
 * const head = buildHead({
 *   lang: "de", site: "https://tischlein.example", path: "/de/rezepte/hummus/",
 *   alternatePath: "/en/recipes/hummus/", title: "Hummus", description: "Cremig …", siteName: "Tischlein",
 * });
 * head.title // "Hummus | Tischlein"
 * head.alternates // de → /de/rezepte/hummus/, en → /en/recipes/hummus/, x-default → the German one
 */
import type { Image, Language } from "@tischlein/content-schemas";
import { metaDescription } from "./format.ts";

/** Width of the picture shared on social networks (spec §9 "Social image width 1200"). */
export const SOCIAL_IMAGE_WIDTH = 1200;

/** The picture used when a page has none of its own (site/public/og-default.png). */
export const DEFAULT_SOCIAL_IMAGE: Image = {
  url: "/og-default.png",
  width: 1200,
  height: 630,
  alt: "Tischlein",
};

/** The Open Graph locale of each language. */
export const OG_LOCALE = { de: "de_DE", en: "en_GB" } as const satisfies Record<Language, string>;

/** One step of a breadcrumb trail: its visible name and its site path. */
export interface Crumb {
  name: string;
  path: string;
}

/** A `<link rel="alternate" hreflang>` of the page. */
export interface Alternate {
  hreflang: Language | "x-default";
  href: string;
}

/** A `<meta>` element: Open Graph uses `property`, everything else `name`. */
export type Meta = { property: string; content: string } | { name: string; content: string };

/** A picture as shared on social networks: absolute URL and the size of that file. */
export interface SocialImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a page tells `buildHead`. */
export interface HeadInput {
  lang: Language;
  /** Origin of the site (SITE_URL). */
  site: URL | string;
  /** Path of this page, e.g. "/de/rezepte/hummus/". */
  path: string;
  /** Path of the twin in the other language, or null. */
  alternatePath: string | null;
  /** Title of the page without the site name. */
  title: string;
  /** Meta description; cut by `metaDescription()`. */
  description: string;
  /** Name of the site ("Tischlein"). */
  siteName: string;
  /** Picture for Open Graph and the Twitter card; DEFAULT_SOCIAL_IMAGE when absent. */
  image?: Image;
  /** Open Graph type; "website" unless given. */
  ogType?: "website" | "article";
  /** Keep the page out of search results (and leave out canonical and alternates). */
  noindex?: boolean;
  /** Builds a resized picture URL of `width` pixels; without it the original is shared. */
  resize?: (url: string, width: number) => string;
}

/** Everything `<head>` needs, ready to print. */
export interface Head {
  /** The `<title>`. */
  title: string;
  /** The meta description. */
  description: string;
  /** Absolute canonical URL; null for noindex pages. */
  canonical: string | null;
  /** hreflang links, always in the order de, en, x-default; empty for noindex pages. */
  alternates: Alternate[];
  /** Content of `<meta name="robots">`, or null for the default (index, follow). */
  robots: string | null;
  /** Open Graph and Twitter card. */
  meta: Meta[];
  /** The shared picture. */
  image: SocialImage;
}

/**
 * An absolute URL on the site for a path; absolute http(s) URLs are returned as they are.
 *
 * @example
 * absoluteUrl("/de/", "https://tischlein.example") // "https://tischlein.example/de/"
 * absoluteUrl("https://cdn.example/x.jpg", "https://tischlein.example") // "https://cdn.example/x.jpg"
 */
export function absoluteUrl(pathOrUrl: string, site: URL | string): string {
  return new URL(pathOrUrl, site).href;
}

/**
 * The document title: "<page title> | <site name>", unless the title already names the site
 * (the home page's own title does).
 *
 * @example
 * documentTitle("Hummus", "Tischlein") // "Hummus | Tischlein"
 * documentTitle("Tischlein – Rezepte und Geschichten", "Tischlein") // unchanged
 */
export function documentTitle(title: string, siteName: string): string {
  const t = title.trim();
  if (!t) return siteName;
  return t.includes(siteName) ? t : `${t} | ${siteName}`;
}

/**
 * The hreflang alternates of a page: itself, its twin when it has one, and x-default pointing at
 * the German version (the default language) when there is one.
 *
 * @example
 * hreflangAlternates("en", "https://t.example", "/en/recipes/", "/de/rezepte/")
 * // [{de, …/de/rezepte/}, {en, …/en/recipes/}, {x-default, …/de/rezepte/}]
 */
export function hreflangAlternates(
  lang: Language,
  site: URL | string,
  path: string,
  alternatePath: string | null,
): Alternate[] {
  const byLang: Partial<Record<Language, string>> = { [lang]: absoluteUrl(path, site) };
  if (alternatePath) byLang[lang === "de" ? "en" : "de"] = absoluteUrl(alternatePath, site);
  const out: Alternate[] = [];
  if (byLang.de) out.push({ hreflang: "de", href: byLang.de });
  if (byLang.en) out.push({ hreflang: "en", href: byLang.en });
  if (byLang.de) out.push({ hreflang: "x-default", href: byLang.de });
  return out;
}

/**
 * The picture shared on social networks, 1200 px wide when a resizer is given, else the original
 * file with its own size (the content API's originals are 1600 px wide).
 */
export function socialImage(
  image: Image,
  site: URL | string,
  resize?: (url: string, width: number) => string,
): SocialImage {
  if (resize && image.width > SOCIAL_IMAGE_WIDTH) {
    return {
      url: absoluteUrl(resize(image.url, SOCIAL_IMAGE_WIDTH), site),
      width: SOCIAL_IMAGE_WIDTH,
      height: Math.round((image.height * SOCIAL_IMAGE_WIDTH) / image.width),
      alt: image.alt,
    };
  }
  return { url: absoluteUrl(image.url, site), width: image.width, height: image.height, alt: image.alt };
}

/** Title, canonical, alternates, robots, Open Graph and Twitter card of a page. */
export function buildHead(input: HeadInput): Head {
  const { lang, site, path, alternatePath, siteName, noindex = false, ogType = "website" } = input;
  const title = documentTitle(input.title, siteName);
  const description = metaDescription(input.description);
  const url = absoluteUrl(path, site);
  const image = socialImage(input.image ?? DEFAULT_SOCIAL_IMAGE, site, input.resize);
  const ogTitle = input.title.trim() || siteName;
  const meta: Meta[] = [
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: ogType },
    { property: "og:title", content: ogTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[lang] },
  ];
  if (alternatePath) meta.push({ property: "og:locale:alternate", content: OG_LOCALE[lang === "de" ? "en" : "de"] });
  meta.push(
    { property: "og:image", content: image.url },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
  );
  if (image.alt) meta.push({ property: "og:image:alt", content: image.alt });
  meta.push(
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: ogTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image.url },
  );
  if (image.alt) meta.push({ name: "twitter:image:alt", content: image.alt });
  return {
    title,
    description,
    canonical: noindex ? null : url,
    alternates: noindex ? [] : hreflangAlternates(lang, site, path, alternatePath),
    robots: noindex ? "noindex, follow" : null,
    meta,
    image,
  };
}

/**
 * Where the language switch leads (spec §2 "Footer"): the page's twin, or else the same path under
 * the other language's prefix.
 *
 * @example
 * languageSwitchPath("de", "/de/rezepte/hummus/", "/en/recipes/hummus/") // "/en/recipes/hummus/"
 * languageSwitchPath("de", "/de/team/", null) // "/en/team/"
 */
export function languageSwitchPath(lang: Language, path: string, alternatePath: string | null): string {
  if (alternatePath) return alternatePath;
  const other = lang === "de" ? "en" : "de";
  const rest = path.startsWith(`/${lang}/`) ? path.slice(lang.length + 1) : path === `/${lang}` ? "/" : path;
  return `/${other}${rest.startsWith("/") ? rest : `/${rest}`}`;
}

/**
 * schema.org BreadcrumbList of a trail, with absolute URLs.
 *
 * @example
 * breadcrumbList([{ name: "Rezepte", path: "/de/rezepte/" }], "https://t.example")
 * // { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ position: 1, name: "Rezepte", item: "https://t.example/de/rezepte/" }] }
 */
export function breadcrumbList(crumbs: Crumb[], site: URL | string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, site),
    })),
  };
}

/**
 * schema.org WebSite of the home page, with the search page as its SearchAction (sitelinks search box).
 *
 * @example
 * websiteJsonLd("Tischlein", "https://t.example", "/de/", "/de/suche/", "de")
 */
export function websiteJsonLd(
  siteName: string,
  site: URL | string,
  homePath: string,
  searchPath: string,
  lang: Language,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteName,
    url: absoluteUrl(homePath, site),
    inLanguage: lang,
    potentialAction: {
      "@type": "SearchAction",
      target: `${absoluteUrl(searchPath, site)}?search={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: "<" is escaped so no text inside can close the
 * script element, and the line separators U+2028/U+2029 so old parsers do not choke.
 *
 * @example
 * serializeJsonLd({ name: "</script><b>" }) // '{"name":"\\u003c/script>\\u003cb>"}'
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
