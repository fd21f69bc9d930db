/**
 * Localized paths of the site (spec §2 "Screens and routes"). Pure functions: every public path
 * starts with the language and ends with a slash (astro.config.mjs, trailingSlash "always").
 */
import type { Language } from "@tischlein/content-schemas";

/** URL segments that differ between the languages; one value means identical. */
export const SEGMENTS = {
  recipes: { de: "rezepte", en: "recipes" },
  stories: { de: "stories", en: "stories" },
  categories: { de: "kategorien", en: "categories" },
  tags: { de: "tags", en: "tags" },
  users: { de: "users", en: "users" },
  search: { de: "suche", en: "search" },
} as const satisfies Record<string, Record<Language, string>>;

/** A section of the site with a localized segment. */
export type Section = keyof typeof SEGMENTS;

/**
 * The site's origin in absolute URLs (canonical, hreflang, Open Graph, sitemap, robots.txt):
 * SITE_URL, else PUBLIC_URL (the gateway's public address), else a gateway on PORT of this machine —
 * the rule the gateway follows when it rebuilds pages on publish, so both builds agree.
 *
 * @example
 * siteOrigin({ SITE_URL: "https://tischlein.example/" }) // "https://tischlein.example"
 * siteOrigin({ PUBLIC_URL: "http://127.0.0.1:9000" }) // "http://127.0.0.1:9000"
 * siteOrigin({ PORT: "18555" }) // "http://localhost:18555"
 * siteOrigin({}) // "http://localhost:8080"
 */
export function siteOrigin(env: Record<string, string | undefined>): string {
  const origin = env.SITE_URL || env.PUBLIC_URL || `http://localhost:${env.PORT || 8080}`;
  return origin.replace(/\/+$/, "");
}

/**
 * The home page of a language.
 *
 * @example
 * homePath("de") // "/de/"
 */
export function homePath(lang: Language): string {
  return `/${lang}/`;
}

/**
 * A section, or one item inside it.
 *
 * @example
 * sectionPath("de", "recipes") // "/de/rezepte/"
 * sectionPath("en", "categories", "vegan-dishes") // "/en/categories/vegan-dishes/"
 */
export function sectionPath(lang: Language, section: Section, slug?: string): string {
  const base = `/${lang}/${SEGMENTS[section][lang]}/`;
  return slug ? `${base}${slug}/` : base;
}

/**
 * The page of a recipe or story, from its content type and slug.
 *
 * @example
 * contentPath("de", { type: "recipe", slug: "zitronen-dill-lachs" }) // "/de/rezepte/zitronen-dill-lachs/"
 * contentPath("en", { type: "article", slug: "knife-skills" }) // "/en/stories/knife-skills/"
 */
export function contentPath(lang: Language, item: { type: "recipe" | "article"; slug: string }): string {
  return sectionPath(lang, item.type === "recipe" ? "recipes" : "stories", item.slug);
}

/**
 * The public profile of an author (the slug is the same in both languages).
 *
 * @example
 * authorPath("en", "lena-hoffmann") // "/en/users/lena-hoffmann/"
 */
export function authorPath(lang: Language, slug: string): string {
  return sectionPath(lang, "users", slug);
}

/**
 * A same-origin href from the content API as a site path with the trailing slash the static files
 * need; query, fragment and absolute URLs are left alone.
 *
 * @example
 * siteHref("/en/recipes") // "/en/recipes/"
 * siteHref("/de/suche?q=kuchen") // "/de/suche/?q=kuchen"
 * siteHref("https://example.com/shop") // "https://example.com/shop"
 */
export function siteHref(href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  const [, path, rest] = match as unknown as [string, string, string];
  const last = path.slice(path.lastIndexOf("/") + 1);
  // Files (robots.txt, /api/media/x.jpg) keep their name; pages get their folder slash.
  if (path.endsWith("/") || last.includes(".")) return href;
  return `${path}/${rest}`;
}

/**
 * Every page of spec §2 by name, with its path segment per language (one value where both are the
 * same). Item pages add a slug (`pagePath(lang, "recipes", slug)`); `pagePath` is the one place that
 * knows the localized URLs.
 */
export const PAGES = {
  home: { de: "", en: "" },
  basics: { de: "grundlagen", en: "basics" },
  signup: { de: "signup", en: "signup" },
  signupConfirm: { de: "signup/bestaetigen", en: "signup/confirm" },
  jobs: { de: "jobs", en: "jobs" },
  about: { de: "ueber-uns", en: "about-us" },
  team: { de: "team", en: "team" },
  app: { de: "unsere-app", en: "our-app" },
  imprint: { de: "impressum", en: "imprint" },
  terms: { de: "agb", en: "terms" },
  privacy: { de: "datenschutz", en: "privacy" },
  contact: { de: "kontakt", en: "contact" },
  users: { de: "users", en: "users" },
  usersLikes: { de: "users/likes", en: "users/likes" },
  categories: { de: "kategorien", en: "categories" },
  communityCategories: { de: "kategorien/community", en: "categories/community" },
  search: { de: "suche", en: "search" },
  recipes: { de: "rezepte", en: "recipes" },
  communityRecipes: { de: "rezepte/community", en: "recipes/community" },
  stories: { de: "stories", en: "stories" },
  desk: { de: "redaktion", en: "editorial-desk" },
  recipeCreationNew: { de: "profil/rezept-erstellen/neu/grundlagen", en: "profile/recipe-creation/new/basics" },
  tags: { de: "tags", en: "tags" },
  cookingHotline: { de: "l/kochhotline", en: "l/cookinghotline" },
  cookbooks: { de: "kochbuecher", en: "cookbooks" },
  profile: { de: "profile", en: "profile" },
  profileRecipes: { de: "profile/recipes", en: "profile/recipes" },
  profileLikes: { de: "profile/likes", en: "profile/likes" },
  profileCookbooks: { de: "profile/kochbuecher", en: "profile/cookbooks" },
  profileShoppingList: { de: "profile/einkaufsliste", en: "profile/shopping-list" },
  profileSettings: { de: "profile/einstellungen", en: "profile/settings" },
  ingredients: { de: "zutaten", en: "ingredients" },
  shoppingTips: { de: "shopping-tipps", en: "shopping-tips" },
  whatToCook: { de: "was-koche-ich-heute", en: "what-to-cook-today" },
  partners: { de: "partners", en: "partners" },
  plus: { de: "plus", en: "plus" },
  login: { de: "anmelden", en: "login" },
  resetPassword: { de: "passwort-zuruecksetzen", en: "reset-password" },
  veganuary: { de: "veganuary", en: "veganuary" },
  newsletterConfirm: { de: "newsletter/bestaetigen", en: "newsletter/confirm" },
  newsletterUnsubscribe: { de: "newsletter/abmelden", en: "newsletter/unsubscribe" },
} as const satisfies Record<string, Record<Language, string>>;

/** A page of the site by name. */
export type PageName = keyof typeof PAGES;

/**
 * The path of a page, or of an item below it (a slug), ending in a slash.
 *
 * @example
 * pagePath("de", "home") // "/de/"
 * pagePath("de", "about") // "/de/ueber-uns/"
 * pagePath("en", "recipes", "lemon-dill-salmon") // "/en/recipes/lemon-dill-salmon/"
 * pagePath("de", "cookingHotline") // "/de/l/kochhotline/"
 */
export function pagePath(lang: Language, page: PageName, slug?: string): string {
  const segment = PAGES[page][lang];
  const base = segment ? `/${lang}/${segment}/` : `/${lang}/`;
  return slug ? `${base}${slug}/` : base;
}

/** The segment before a page number of a list, per language. */
export const PAGE_SEGMENT = { de: "seite", en: "page" } as const satisfies Record<Language, string>;

/**
 * Page `n` of a list whose first page is at `base`: real links, so every page of a list can be
 * reached and indexed without JavaScript.
 *
 * @example
 * listPagePath("de", "/de/rezepte/", 1) // "/de/rezepte/"
 * listPagePath("de", "/de/rezepte/", 3) // "/de/rezepte/seite/3/"
 * listPagePath("en", "/en/tags/vegan/", 2) // "/en/tags/vegan/page/2/"
 */
export function listPagePath(lang: Language, base: string, n: number): string {
  return n <= 1 ? base : `${base}${PAGE_SEGMENT[lang]}/${n}/`;
}

/** Providers of social login (content-schemas LoginProvider), as they appear in /api/authenticate/{id}/. */
export type SocialProvider = "google" | "facebook" | "appleid";

/**
 * A path inside this site that is safe to return to after a login, else `fallback`: the same rule
 * as the gateway's (gateway/internal/redirect). It must start with exactly one slash and hold no
 * back slash or control character (browsers read "/\\host" as "//host" and drop tabs and line
 * breaks), and its path must be clean (no empty, "." or ".." segment, a trailing slash is fine) —
 * both as written and decoded once, since a server that decodes "/%2fevil.example/..%2fde" and
 * redirects would send the reader to "//evil.example/../de/". The API's paths are no place to
 * return to. Query and fragment are kept.
 *
 * @example
 * safeReturnPath("/de/rezepte/x/", "/de/") // "/de/rezepte/x/"
 * safeReturnPath("https://evil.example/", "/de/") // "/de/"
 * safeReturnPath("//evil.example/", "/de/") // "/de/"
 * safeReturnPath("/%2fevil.example/..%2fde", "/de/") // "/de/"
 * safeReturnPath("/%5cevil.example/", "/de/") // "/de/"
 * safeReturnPath(null, "/en/") // "/en/"
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 512 || !plainPath(value)) return fallback;
  const path = value.replace(/[?#].*$/s, "");
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return fallback;
  }
  if (!plainPath(decoded) || !cleanPath(path) || !cleanPath(decoded)) return fallback;
  if (decoded === "/api" || decoded.startsWith("/api/")) return fallback;
  return value;
}

/** Starts with one slash that no slash or back slash follows; no back slash or control character anywhere. */
function plainPath(s: string): boolean {
  return s.startsWith("/") && !s.startsWith("//") && !/[\u0000-\u001f\u007f-\u009f\\]/.test(s);
}

/** No empty, "." or ".." segment, though the path may end in a slash. */
function cleanPath(path: string): boolean {
  const segments = path.slice(1).split("/");
  if (segments.at(-1) === "") segments.pop();
  return segments.every((s) => s !== "" && s !== "." && s !== "..");
}

/**
 * A page with `?return=<path>`, so a login started elsewhere comes back there.
 *
 * @example
 * withReturn("/de/anmelden/", "/de/profile/") // "/de/anmelden/?return=%2Fde%2Fprofile%2F"
 * withReturn("/de/anmelden/", null) // "/de/anmelden/"
 */
export function withReturn(path: string, returnPath: string | null | undefined): string {
  return returnPath ? `${path}?return=${encodeURIComponent(returnPath)}` : path;
}

/**
 * Where a social login button goes: the gateway starts the provider's flow and comes back to
 * `returnPath` (spec §3 "Login methods"; the gateway accepts same-origin paths only).
 *
 * @example
 * socialLoginPath("google", "de", "/de/rezepte/x/") // "/api/authenticate/google/?lang=de&return=%2Fde%2Frezepte%2Fx%2F"
 */
export function socialLoginPath(provider: SocialProvider, lang: Language, returnPath: string): string {
  return `/api/authenticate/${provider}/?lang=${lang}&return=${encodeURIComponent(returnPath)}`;
}

/**
 * The single-use token of a mail link. The mails put it in the fragment (`#token=…`), never in the
 * query, so it reaches neither the server's logs nor the Referer header.
 *
 * @example
 * tokenFromHash("#token=abc123") // "abc123"
 * tokenFromHash("#x=1&token=a%2Bb") // "a+b"
 * tokenFromHash("") // null
 */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token ? token : null;
}
