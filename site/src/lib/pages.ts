/**
 * The list of every page the site prerenders, with what each shows and where its other-language
 * twin lives. The catch-all route (pages/[lang]/[...path].astro) renders it, and the sitemap is made
 * from it, so the two can never disagree.
 */
import type { Article, ContentSummary, Language, Recipe, RecipeSummary } from "@tischlein/content-schemas";
import { allCombos, comboKey, whatToCookPath } from "../components/pages/shells/whatToCook.ts";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { mark, record, timed } from "./build-phases.ts";
import { type Catalog, loadCatalog, loadMenu } from "./catalog.ts";
import { pickCandidates } from "./for-you.ts";
import { type Manifest, MANIFEST, type Plan, plan, REMOVED } from "./publish.ts";
import { type ListInfo, SHELL_PAGES, type SitePage, STATIC_PAGES, type View } from "./site-page.ts";
import { listPagePath, type PageName, pagePath, siteOrigin } from "./urls.ts";

export { SHELL_PAGES, STATIC_PAGES } from "./site-page.ts";
export type { ForYouCard, ListInfo, ShellPage, SitePage, StaticPage, View } from "./site-page.ts";

/** Cards per page of a list. */
export const PER_PAGE = 24;

const other = (lang: Language): Language => (lang === "de" ? "en" : "de");

/** Fields of a whole recipe or story that no card shows. */
const BODY_FIELDS = ["categories", "servings", "ingredients", "steps", "utensils", "nutrition", "rating", "updated_at", "blocks", "premium_preview"];

const cardsOf = new WeakMap<Recipe | Article, ContentSummary>();

/**
 * The card of an item: the item without its body. Lists hold cards, not whole items: 24 whole
 * recipes made a list page's data 130 KB, which at 18,000 list pages cost the build gigabytes of
 * memory and publishing 25 s of fingerprinting (lib/publish.ts).
 */
function card(item: Recipe | Article): ContentSummary {
  let out = cardsOf.get(item);
  if (!out) {
    const copy: Record<string, unknown> = { ...item };
    for (const field of BODY_FIELDS) delete copy[field];
    out = copy as ContentSummary;
    cardsOf.set(item, out);
  }
  return out;
}

/** The items that satisfy `keep`, newest first (the catalogue's order). */
function items(c: Catalog, keep: (item: Recipe | Article) => boolean, types: ("recipe" | "article")[]): (Recipe | Article)[] {
  const out: (Recipe | Article)[] = [];
  if (types.includes("recipe")) out.push(...c.recipes.filter(keep));
  if (types.includes("article")) out.push(...c.articles.filter(keep));
  if (types.length > 1) out.sort((a, b) => (b.publishing.published_at ?? "").localeCompare(a.publishing.published_at ?? ""));
  return out;
}

/** Cards of the items that satisfy `keep`, newest first. */
function cards(c: Catalog, keep: (item: Recipe | Article) => boolean, types: ("recipe" | "article")[]): ContentSummary[] {
  return items(c, keep, types).map(card);
}

/** The items of each category, tag, author and ingredient, newest first: built in one pass. */
interface Index {
  byCategory: Map<string, ContentSummary[]>;
  byTag: Map<string, ContentSummary[]>;
  byAuthor: Map<string, ContentSummary[]>;
  byIngredient: Map<string, ContentSummary[]>;
}

const indexes = new WeakMap<Catalog, Index>();

/**
 * Indexes a catalogue once. Filtering the whole catalogue per term would cost terms × items — at
 * 10,000 recipes that was the largest part of the build.
 */
function indexOf(c: Catalog): Index {
  let index = indexes.get(c);
  if (index) return index;
  index = { byCategory: new Map(), byTag: new Map(), byAuthor: new Map(), byIngredient: new Map() };
  const add = (map: Map<string, ContentSummary[]>, key: string, item: ContentSummary) => {
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };
  for (const full of items(c, () => true, ["recipe", "article"])) {
    const item = card(full);
    for (const cat of full.categories) add(index.byCategory, cat.id, item);
    for (const tag of full.tags) add(index.byTag, tag.id, item);
    add(index.byAuthor, full.author.slug, item);
    if ("ingredients" in full) {
      const slugs = new Set(full.ingredients.flatMap((g) => g.items.map((i) => i.ingredient)));
      for (const slug of slugs) add(index.byIngredient, slug, item);
    }
  }
  indexes.set(c, index);
  return index;
}

/**
 * The related recipes of a recipe page: the four recipes next to it in its first category, newest
 * first (two before and two after, more on one side at the ends of the list). Neighbours rather than
 * the category's newest four, so that readers see different recipes on every page, and so that a
 * changed recipe is a card on a handful of other pages, not on every page of its category — which
 * keeps what publishing must rebuild small (lib/publish.ts).
 */
function relatedRecipes(c: Catalog): (recipe: Recipe) => RecipeSummary[] {
  const lists = new Map<string, { items: RecipeSummary[]; at: Map<string, number> }>();
  return (recipe) => {
    const category = recipe.categories[0]?.id;
    if (!category) return [];
    let list = lists.get(category);
    if (!list) {
      const items = (indexOf(c).byCategory.get(category) ?? []).filter((x): x is RecipeSummary => x.type === "recipe");
      list = { items, at: new Map(items.map((x, i) => [x.id, i])) };
      lists.set(category, list);
    }
    const at = list.at.get(recipe.id) ?? -1;
    const related: RecipeSummary[] = [];
    for (let d = 1; related.length < 4 && d < list.items.length + 1; d++) {
      for (const i of [at - d, at + d]) {
        const item = list.items[i];
        if (item && related.length < 4) related.push(item);
      }
    }
    return related;
  };
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

/** The pages of one language's catalogue, whose twins are in the other's. */
export function pagesOf(c: Catalog, twin: Catalog): SitePage[] {
  const lang = c.lang;
  const o = other(lang);
  const out: SitePage[] = [];
  const simple = (name: PageName, view: View) =>
    out.push({ lang, path: pagePath(lang, name), alternatePath: pagePath(o, name), view });

  const forYou = pickCandidates(c.recipes, c.personalization).map(({ recipe, data }) => ({ item: card(recipe), data }));
  simple("home", { kind: "home", feed: c.feed, forYou });
  simple("veganuary", { kind: "feed", feed: c.veganuary, page: "veganuary" });
  for (const page of STATIC_PAGES) simple(page, { kind: "static", page });
  for (const page of SHELL_PAGES) simple(page, { kind: "shell", page });
  for (const combo of allCombos()) {
    const results = c.whatToCook.get(comboKey(combo));
    if (!results) continue;
    out.push({ lang, path: whatToCookPath(lang, combo), alternatePath: whatToCookPath(o, combo), view: { kind: "whatToCook", combo, results } });
  }

  // Recipes and stories.
  const recipeCards = cards(c, () => true, ["recipe"]);
  out.push(...paged(lang, pagePath(lang, "recipes"), pagePath(o, "recipes"), twin.recipes.length, recipeCards, { kind: "recipes" }));
  const community = cards(c, (r) => r.community, ["recipe"]);
  const twinCommunity = twin.recipes.filter((r) => r.community).length;
  out.push(...paged(lang, pagePath(lang, "communityRecipes"), pagePath(o, "communityRecipes"), twinCommunity, community, { kind: "communityRecipes" }));
  out.push(...paged(lang, pagePath(lang, "stories"), pagePath(o, "stories"), twin.articles.length, cards(c, () => true, ["article"]), { kind: "stories" }));

  const neighbours = relatedRecipes(c);
  for (const recipe of c.recipes) {
    const related = neighbours(recipe);
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
  const index = indexOf(c);
  const twinIndex = indexOf(twin);
  const listed = (map: Map<string, ContentSummary[]>, key: string | undefined) => (key ? map.get(key) ?? [] : []);
  simple("categories", { kind: "categories", categories: c.categories, community: false });
  const communityCategories = c.categories.filter((cat) => listed(index.byCategory, cat.id).some((x) => x.community && x.type === "recipe"));
  simple("communityCategories", { kind: "categories", categories: communityCategories, community: true });
  for (const category of c.categories) {
    const twinCat = twin.categories.find((x) => category.alternate && x.slug === category.alternate.slug);
    out.push(
      ...paged(lang, pagePath(lang, "categories", category.slug), twinCat ? pagePath(o, "categories", twinCat.slug) : null,
        listed(twinIndex.byCategory, twinCat?.id).length, listed(index.byCategory, category.id), { kind: "category", category }),
    );
  }
  simple("tags", { kind: "tags", tags: c.tags.filter((t) => !t.is_hidden) });
  for (const tag of c.tags) {
    const twinTag = twin.tags.find((x) => tag.alternate && x.slug === tag.alternate.slug);
    out.push(
      ...paged(lang, pagePath(lang, "tags", tag.slug), twinTag ? pagePath(o, "tags", twinTag.slug) : null,
        listed(twinIndex.byTag, twinTag?.id).length, listed(index.byTag, tag.id), { kind: "tag", tag }),
    );
  }
  for (const author of c.authors) {
    out.push(
      ...paged(lang, pagePath(lang, "users", author.slug), pagePath(o, "users", author.slug),
        listed(twinIndex.byAuthor, author.slug).length, listed(index.byAuthor, author.slug), { kind: "author", author }),
    );
  }
  simple("partners", { kind: "partners", partners: c.authors.filter((a) => a.kind === "partner") });
  simple("plus", { kind: "plus", recipes: c.recipes.filter((r) => r.is_premium).map((r) => card(r) as RecipeSummary) });
  simple("ingredients", { kind: "ingredients", ingredients: c.ingredients });
  for (const ingredient of c.ingredients) {
    const twinSlug = ingredient.alternate?.slug;
    out.push(
      ...paged(lang, pagePath(lang, "ingredients", ingredient.slug), twinSlug ? pagePath(o, "ingredients", twinSlug) : null,
        listed(twinIndex.byIngredient, twinSlug).length, listed(index.byIngredient, ingredient.slug), { kind: "ingredient", ingredient }),
    );
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
  all ??= Promise.all([loadCatalog("de"), loadCatalog("en")]).then(([de, en]) =>
    timed("pages", () => [...pagesOf(de, en), ...pagesOf(en, de)], (pages) => pages.length),
  );
  return all;
}

let planned: Promise<Plan> | undefined;

/**
 * What this build renders (lib/publish.ts): every page, or — with SITE_PREVIOUS_DIR, the directory
 * of the build being replaced — only the pages that changed since. The plan's manifest and the
 * pages gone are written into the output (SITE_OUT_DIR) for the next build and the gateway.
 */
export function buildPlan(): Promise<Plan> {
  planned ??= (async () => {
    const [pages, de, en, menu] = await Promise.all([sitePages(), loadCatalog("de"), loadCatalog("en"), loadMenu()]);
    const shared = JSON.stringify([
      siteOrigin(process.env),
      menu,
      ...[de, en].map((c) => [
        c.ingredients.map((i) => i.slug),
        c.categories.map((x) => [x.id, x.slug, x.title, x.parent?.id ?? null]),
        c.tags.map((x) => [x.id, x.slug, x.title, x.is_hidden, x.content_count > 0]),
      ]),
    ]);
    const previousDir = process.env.SITE_PREVIOUS_DIR;
    const previous = previousDir
      ? ((await readFile(join(previousDir, MANIFEST), "utf8").then(JSON.parse, () => null)) as Manifest | null)
      : null;
    const result = timed("plan", () => plan(pages, shared, previous), (p) => p.build.length);
    const out = process.env.SITE_OUT_DIR || "./dist";
    await mkdir(out, { recursive: true });
    await writeFile(join(out, MANIFEST), JSON.stringify(result.manifest));
    await writeFile(join(out, REMOVED), JSON.stringify(result.removed));
    return result;
  })();
  return planned;
}

/** The kinds of view that have a route file of their own in pages/[lang]/ (see routePaths). */
export const OWN_ROUTES = ["recipe", "story", "shell", "home", "feed", "static"] as const satisfies View["kind"][];

/**
 * The static paths of one route file of pages/[lang]/: the pages of the given view kinds, under the
 * route's rest parameter. The localized segments make every page one pattern, [lang]/[...rest];
 * several route files share it, each building its own pages, so that each page type's bundle —
 * its styles above all — carries only what its views use (Astro bundles per route file).
 */
export async function routePaths(param: string, kinds: readonly View["kind"][] | "others") {
  const keep = (kind: View["kind"]) =>
    kinds === "others" ? !(OWN_ROUTES as readonly string[]).includes(kind) : kinds.includes(kind);
  const paths = (await buildPlan()).build
    .filter((page) => keep(page.view.kind))
    .map((page) => {
      const rest = page.path.slice(`/${page.lang}/`.length).replace(/\/$/, "");
      return { params: { lang: page.lang, [param]: rest || undefined }, props: { page } };
    });
  // Astro lists every route's paths, then renders: the last route listed starts the render phase.
  record("render", 0, 0, paths.length);
  mark("render");
  return paths;
}
