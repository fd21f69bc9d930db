/**
 * Everything the build reads from the content API, loaded once per language and shared by every
 * page (a module-level promise): 20,000 recipe pages must not mean 20,000 loads of the menu.
 */
import {
  Article,
  AuthorProfile,
  Category,
  ContentCollection,
  ContentSummary,
  Feed,
  Ingredient,
  type Language,
  Menu,
  PersonalizationOptions,
  Recipe,
  SearchResults,
  ShoppingTip,
  Tag,
} from "@tischlein/content-schemas";
import { allCombos, comboKey, comboQuery } from "../components/pages/shells/whatToCook.ts";
import { z } from "zod";
import { apiBaseUrl, loadAllPages, loadOne, loadPaged } from "./api.ts";
import { record, threadCpuMs } from "./build-phases.ts";
import { agrees, keptPath, keyOf, type Listed, merge, readKept, since, writeKept } from "./kept.ts";

/** The content of one language. */
export interface Catalog {
  lang: Language;
  /** The home feed. */
  feed: Feed;
  /** The veganuary special feed. */
  veganuary: Feed;
  /** Every published recipe, newest first. */
  recipes: Recipe[];
  /** Every published story, newest first. */
  articles: Article[];
  categories: Category[];
  tags: Tag[];
  authors: AuthorProfile[];
  ingredients: Ingredient[];
  tips: ShoppingTip[];
  collections: ContentCollection[];
  /** The recipes of every "what to cook today" combination, by comboKey, from the search API. */
  whatToCook: Map<string, SearchResults>;
  /** The personalisation choices, which the home page's "for you" module maps its recipes to. */
  personalization: PersonalizationOptions;
}

/** Recipes a "what to cook today" page lists. */
export const WHAT_TO_COOK_CARDS = 24;

const ALL = { query: { per_page: 100 } };

/** Whole recipes and stories, a hundred per request (view=full), two requests at a time per list. */
const FULL = { query: { per_page: 100, view: "full" }, concurrency: 2 };

async function one<S extends z.ZodType>(path: string, schema: S, lang: Language, query?: Record<string, string | number>): Promise<z.output<S>> {
  const result = await loadOne(path, schema, lang, { query });
  if ("redirectUrl" in result) throw new Error(`${path} (${lang}) redirected to ${result.redirectUrl} while the build listed it`);
  return result.data;
}

/** Cards of a list's first page, which a merged list is checked against (kept.ts agrees). */
const CHECK = { query: { per_page: 100 } };

/**
 * Every whole item of a list. A partial build (SITE_PREVIOUS_DIR) with a kept list reads only the
 * items written since it was kept and merges them in; when the result disagrees with the API's count
 * or first page (an item was taken off), it reads the list whole.
 */
async function wholeList<S extends z.ZodType<Listed>>(path: string, schema: S, lang: Language, kept: z.output<S>[] | undefined, after: string | undefined) {
  if (kept && after) {
    const [changed, first] = await Promise.all([
      loadAllPages(path, schema, lang, { ...FULL, query: { ...FULL.query, updated_since: after } }),
      loadPaged(path, ContentSummary, lang, CHECK),
    ]);
    const merged = merge(kept, changed);
    if (agrees(merged, first.pagination.total, first.items)) return { items: merged, full: false, changed: changed.length };
  }
  const items = await loadAllPages(path, schema, lang, FULL);
  return { items, full: true, changed: items.length };
}

/**
 * How many items written since the kept lists a partial build reads before it keeps its own: below
 * it the kept file is left as it is (writing 50 MB per language cost a publish 2 s), and the next
 * build reads those few again.
 */
const REKEEP_AFTER = 200;

/** Where builds keep what they read (SITE_CACHE_DIR, Astro's cache directory). */
const cacheDir = () => process.env.SITE_CACHE_DIR || "./node_modules/.astro";

/** The key of the kept lists: the API they came from and the schemas they passed. */
const keptKey = () => keyOf(apiBaseUrl(), [z.toJSONSchema(Recipe, { io: "input" }), z.toJSONSchema(Article, { io: "input" })]);

/**
 * The recipes and stories of a language: merged into the kept ones on a partial build, else read
 * whole (kept.ts), and then kept for the next builds.
 */
async function recipesAndArticles(lang: Language): Promise<{ recipes: Recipe[]; articles: Article[] }> {
  const path = keptPath(cacheDir(), lang);
  const key = keptKey();
  const kept = process.env.SITE_PREVIOUS_DIR ? await readKept<Recipe, Article>(path, key) : null;
  const after = kept ? since(kept.loadedAt) : undefined;
  const loadedAt = new Date().toISOString();
  const [recipes, articles] = await Promise.all([
    wholeList("/recipes/", Recipe, lang, kept?.recipes, after),
    wholeList("/articles/", Article, lang, kept?.articles, after),
  ]);
  if (!kept || recipes.changed + articles.changed > REKEEP_AFTER) {
    const fullAt = kept && !(recipes.full && articles.full) ? kept.fullAt : loadedAt;
    await writeKept(path, { key, loadedAt, fullAt, recipes: recipes.items, articles: articles.items });
  }
  return { recipes: recipes.items, articles: articles.items };
}

async function load(lang: Language): Promise<Catalog> {
  const combos = whatToCook(lang);
  const [feed, veganuary, { recipes, articles }, categories, tags, authors, ingredients, tips, collections, personalization] =
    await Promise.all([
      one("/feed/?group=main", Feed, lang),
      one("/feed/?group=veganuary", Feed, lang),
      recipesAndArticles(lang),
      loadAllPages("/categories/", Category, lang, ALL),
      loadAllPages("/tags/", Tag, lang, ALL),
      loadAllPages("/users/", AuthorProfile, lang, ALL),
      loadAllPages("/ingredients/", Ingredient, lang, ALL),
      loadAllPages("/shopping-tips/", ShoppingTip, lang, ALL),
      loadAllPages("/content-collections/", ContentCollection, lang, ALL),
      one("/personalization/options/", PersonalizationOptions, lang),
    ]);
  return { lang, feed, veganuary, recipes, articles, categories, tags, authors, ingredients, tips, collections, whatToCook: await combos, personalization };
}

/** Asks the search API for every combination of "what to cook today", a few at a time. */
async function whatToCook(lang: Language): Promise<Map<string, SearchResults>> {
  const out = new Map<string, SearchResults>();
  const combos = allCombos();
  for (let i = 0; i < combos.length; i += 6) {
    const batch = combos.slice(i, i + 6);
    const answers = await Promise.all(batch.map((c) => one("/search/", SearchResults, lang, comboQuery(c, WHAT_TO_COOK_CARDS))));
    batch.forEach((c, j) => out.set(comboKey(c), answers[j]!));
  }
  return out;
}

const catalogs = new Map<Language, Promise<Catalog>>();

/** When the first catalogue was asked for, and how many are still loading (the build's "load" phase). */
let loading: { wall: number; cpu: number; open: number; items: number } | undefined;

/** The catalogue of a language, loaded on first use. */
export function loadCatalog(lang: Language): Promise<Catalog> {
  let c = catalogs.get(lang);
  if (!c) {
    if (!loading) {
      // Until here Astro and Vite bundled the site; from here the build reads the content API.
      const { user, system } = process.cpuUsage();
      record("start", process.uptime() * 1000, (user + system) / 1000);
      loading = { wall: performance.now(), cpu: threadCpuMs(), open: 0, items: 0 };
    }
    const phase = loading;
    phase.open++;
    c = load(lang).then((catalog) => {
      phase.items += catalog.recipes.length + catalog.articles.length;
      if (--phase.open === 0) record("load", performance.now() - phase.wall, threadCpuMs() - phase.cpu, phase.items);
      return catalog;
    });
    catalogs.set(lang, c);
  }
  return c;
}

let menu: Promise<Menu> | undefined;

/** The header menu (both languages in one document). */
export function loadMenu(): Promise<Menu> {
  menu ??= one("/menu/", Menu, "de");
  return menu;
}
