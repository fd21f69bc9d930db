/**
 * The list of every page the site prerenders, with what each shows and where its other-language
 * twin lives. The catch-all route (pages/[lang]/[...path].astro) renders it, and the sitemap is made
 * from it, so the two can never disagree.
 */
import type {
  Article,
  AuthorProfile,
  Category,
  ContentSummary,
  Feed,
  Ingredient,
  Language,
  Recipe,
  RecipeSummary,
  ShoppingTip,
  Tag,
} from "@tischlein/content-schemas";
import { type Catalog, loadCatalog } from "./catalog.ts";
import { listPagePath, type PageName, pagePath } from "./urls.ts";

/** Cards per page of a list. */
export const PER_PAGE = 24;

/** Editorial pages written in the site itself (the text lives in the i18n "pages" area). */
export const STATIC_PAGES = ["basics", "jobs", "about", "team", "app", "imprint", "terms", "privacy", "contact", "cookingHotline"] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** Pages that need the reader's account; they are rendered in the browser by later islands. */
export const SHELL_PAGES = [
  "signup",
  "login",
  "resetPassword",
  "profile",
  "profileRecipes",
  "profileLikes",
  "profileCookbooks",
  "profileSettings",
  "usersLikes",
  "cookbooks",
  "recipeCreationNew",
  "search",
  "whatToCook",
] as const;
export type ShellPage = (typeof SHELL_PAGES)[number];

/** One page of a paged list of cards. */
export interface ListInfo {
  kind: "recipes" | "communityRecipes" | "stories" | "category" | "tag" | "author" | "ingredient";
  /** The cards of this page. */
  items: ContentSummary[];
  /** This page, from 1. */
  page: number;
  pages: number;
  total: number;
  /** Path of the first page; page n is listPagePath(lang, basePath, n). */
  basePath: string;
  category?: Category;
  tag?: Tag;
  author?: AuthorProfile;
  ingredient?: Ingredient;
}

/** What a page shows. */
export type View =
  | { kind: "home"; feed: Feed }
  | { kind: "recipe"; recipe: Recipe; related: RecipeSummary[] }
  | { kind: "story"; article: Article; related: ContentSummary[] }
  | { kind: "list"; list: ListInfo }
  | { kind: "categories"; categories: Category[]; community: boolean }
  | { kind: "tags"; tags: Tag[] }
  | { kind: "ingredients"; ingredients: Ingredient[] }
  | { kind: "shoppingTips"; tips: ShoppingTip[] }
  | { kind: "shoppingTip"; tip: ShoppingTip }
  | { kind: "partners"; partners: AuthorProfile[] }
  | { kind: "feed"; feed: Feed; page: "veganuary" }
  | { kind: "static"; page: StaticPage }
  | { kind: "shell"; page: ShellPage };

/** One prerendered page. */
export interface SitePage {
  lang: Language;
  /** Full path, e.g. "/de/rezepte/spaghetti-carbonara/". */
  path: string;
  /** Path of the same page in the other language, or null when it has no twin. */
  alternatePath: string | null;
  view: View;
}

const other = (lang: Language): Language => (lang === "de" ? "en" : "de");

/** Cards of the items that satisfy `keep`, newest first (the catalogue's order). */
function cards(c: Catalog, keep: (item: Recipe | Article) => boolean, types: ("recipe" | "article")[]): ContentSummary[] {
  const out: ContentSummary[] = [];
  if (types.includes("recipe")) out.push(...c.recipes.filter(keep));
  if (types.includes("article")) out.push(...c.articles.filter(keep));
  if (types.length > 1) out.sort((a, b) => (b.publishing.published_at ?? "").localeCompare(a.publishing.published_at ?? ""));
  return out;
}

/**
 * Splits a list into pages. Page n of one language is the twin of page n of the other when that
 * page exists; lists of one language may be longer (community recipes without a translation).
 */
function paged(
  lang: Language,
  base: string,
  otherBase: string | null,
  otherTotal: number,
  items: ContentSummary[],
  info: Omit<ListInfo, "items" | "page" | "pages" | "total" | "basePath">,
): SitePage[] {
  const pages = Math.max(1, Math.ceil(items.length / PER_PAGE));
  const otherPages = Math.max(1, Math.ceil(otherTotal / PER_PAGE));
  return Array.from({ length: pages }, (_, i) => ({
    lang,
    path: listPagePath(lang, base, i + 1),
    alternatePath: otherBase && i < otherPages ? listPagePath(other(lang), otherBase, i + 1) : null,
    view: {
      kind: "list" as const,
      list: { ...info, items: items.slice(i * PER_PAGE, (i + 1) * PER_PAGE), page: i + 1, pages, total: items.length, basePath: base },
    },
  }));
}

function pagesOf(c: Catalog, twin: Catalog): SitePage[] {
  const lang = c.lang;
  const o = other(lang);
  const out: SitePage[] = [];
  const simple = (name: PageName, view: View) =>
    out.push({ lang, path: pagePath(lang, name), alternatePath: pagePath(o, name), view });

  simple("home", { kind: "home", feed: c.feed });
  simple("veganuary", { kind: "feed", feed: c.veganuary, page: "veganuary" });
  for (const page of STATIC_PAGES) simple(page, { kind: "static", page });
  for (const page of SHELL_PAGES) simple(page, { kind: "shell", page });

  // Recipes and stories.
  const recipeCards = cards(c, () => true, ["recipe"]);
  out.push(...paged(lang, pagePath(lang, "recipes"), pagePath(o, "recipes"), twin.recipes.length, recipeCards, { kind: "recipes" }));
  const community = cards(c, (r) => r.community, ["recipe"]);
  const twinCommunity = twin.recipes.filter((r) => r.community).length;
  out.push(...paged(lang, pagePath(lang, "communityRecipes"), pagePath(o, "communityRecipes"), twinCommunity, community, { kind: "communityRecipes" }));
  out.push(...paged(lang, pagePath(lang, "stories"), pagePath(o, "stories"), twin.articles.length, cards(c, () => true, ["article"]), { kind: "stories" }));

  const recipesByCategory = new Map<string, Recipe[]>();
  for (const r of c.recipes) {
    for (const cat of r.categories) {
      const list = recipesByCategory.get(cat.id);
      if (list) list.push(r);
      else recipesByCategory.set(cat.id, [r]);
    }
  }
  for (const recipe of c.recipes) {
    const first = recipe.categories[0];
    const related = (first ? recipesByCategory.get(first.id) ?? [] : []).filter((r) => r.id !== recipe.id).slice(0, 4);
    out.push({
      lang,
      path: pagePath(lang, "recipes", recipe.slug),
      alternatePath: recipe.alternate ? pagePath(o, "recipes", recipe.alternate.slug) : null,
      view: { kind: "recipe", recipe, related },
    });
  }
  for (const article of c.articles) {
    const topics = new Set(article.categories.map((x) => x.id));
    const related = cards(c, (x) => x.id !== article.id && x.categories.some((cat) => topics.has(cat.id)), ["article", "recipe"]).slice(0, 4);
    out.push({
      lang,
      path: pagePath(lang, "stories", article.slug),
      alternatePath: article.alternate ? pagePath(o, "stories", article.alternate.slug) : null,
      view: { kind: "story", article, related },
    });
  }

  // Taxonomies: an index and a paged list per term. Twins are found by their alternate slug.
  simple("categories", { kind: "categories", categories: c.categories, community: false });
  const communityCategories = c.categories.filter((cat) => c.recipes.some((r) => r.community && r.categories.some((x) => x.id === cat.id)));
  simple("communityCategories", { kind: "categories", categories: communityCategories, community: true });
  for (const category of c.categories) {
    const items = cards(c, (x) => x.categories.some((cat) => cat.id === category.id), ["recipe", "article"]);
    const twinCat = twin.categories.find((x) => category.alternate && x.slug === category.alternate.slug);
    const twinTotal = twinCat ? cards(twin, (x) => x.categories.some((cat) => cat.id === twinCat.id), ["recipe", "article"]).length : 0;
    out.push(...paged(lang, pagePath(lang, "categories", category.slug), twinCat ? pagePath(o, "categories", twinCat.slug) : null, twinTotal, items, { kind: "category", category }));
  }
  simple("tags", { kind: "tags", tags: c.tags.filter((t) => !t.is_hidden) });
  for (const tag of c.tags) {
    const items = cards(c, (x) => x.tags.some((t) => t.id === tag.id), ["recipe", "article"]);
    const twinTag = twin.tags.find((x) => tag.alternate && x.slug === tag.alternate.slug);
    const twinTotal = twinTag ? cards(twin, (x) => x.tags.some((t) => t.id === twinTag.id), ["recipe", "article"]).length : 0;
    out.push(...paged(lang, pagePath(lang, "tags", tag.slug), twinTag ? pagePath(o, "tags", twinTag.slug) : null, twinTotal, items, { kind: "tag", tag }));
  }
  for (const author of c.authors) {
    const items = cards(c, (x) => x.author.slug === author.slug, ["recipe", "article"]);
    const twinTotal = cards(twin, (x) => x.author.slug === author.slug, ["recipe", "article"]).length;
    out.push(...paged(lang, pagePath(lang, "users", author.slug), pagePath(o, "users", author.slug), twinTotal, items, { kind: "author", author }));
  }
  simple("partners", { kind: "partners", partners: c.authors.filter((a) => a.kind === "partner") });
  simple("ingredients", { kind: "ingredients", ingredients: c.ingredients });
  for (const ingredient of c.ingredients) {
    const items = cards(c, (x) => "ingredients" in x && x.ingredients.some((g) => g.items.some((i) => i.ingredient === ingredient.slug)), ["recipe"]);
    const twinSlug = ingredient.alternate?.slug;
    const twinTotal = twinSlug
      ? cards(twin, (x) => "ingredients" in x && x.ingredients.some((g) => g.items.some((i) => i.ingredient === twinSlug)), ["recipe"]).length
      : 0;
    out.push(...paged(lang, pagePath(lang, "ingredients", ingredient.slug), twinSlug ? pagePath(o, "ingredients", twinSlug) : null, twinTotal, items, { kind: "ingredient", ingredient }));
  }
  simple("shoppingTips", { kind: "shoppingTips", tips: c.tips });
  for (const tip of c.tips) {
    out.push({
      lang,
      path: pagePath(lang, "shoppingTips", tip.slug),
      alternatePath: tip.alternate ? pagePath(o, "shoppingTips", tip.alternate.slug) : null,
      view: { kind: "shoppingTip", tip },
    });
  }
  return out;
}

let all: Promise<SitePage[]> | undefined;

/** Every page of the site, in both languages. */
export function sitePages(): Promise<SitePage[]> {
  all ??= Promise.all([loadCatalog("de"), loadCatalog("en")]).then(([de, en]) => [...pagesOf(de, en), ...pagesOf(en, de)]);
  return all;
}
