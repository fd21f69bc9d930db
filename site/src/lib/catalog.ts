/**
 * Everything the build reads from the content API, loaded once per language and shared by every
 * page (a module-level promise): 20,000 recipe pages must not mean 20,000 loads of the menu.
 */
import {
  Article,
  AuthorProfile,
  Category,
  ContentCollection,
  Feed,
  Ingredient,
  type Language,
  Menu,
  Recipe,
  SearchResults,
  ShoppingTip,
  Tag,
} from "@tischlein/content-schemas";
import { allCombos, comboKey, comboQuery } from "../components/pages/shells/whatToCook.ts";
import type { z } from "zod";
import { loadAllPages, loadOne } from "./api.ts";

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

async function load(lang: Language): Promise<Catalog> {
  const combos = whatToCook(lang);
  const [feed, veganuary, recipes, articles, categories, tags, authors, ingredients, tips, collections] =
    await Promise.all([
      one("/feed/?group=main", Feed, lang),
      one("/feed/?group=veganuary", Feed, lang),
      loadAllPages("/recipes/", Recipe, lang, FULL),
      loadAllPages("/articles/", Article, lang, FULL),
      loadAllPages("/categories/", Category, lang, ALL),
      loadAllPages("/tags/", Tag, lang, ALL),
      loadAllPages("/users/", AuthorProfile, lang, ALL),
      loadAllPages("/ingredients/", Ingredient, lang, ALL),
      loadAllPages("/shopping-tips/", ShoppingTip, lang, ALL),
      loadAllPages("/content-collections/", ContentCollection, lang, ALL),
    ]);
  return { lang, feed, veganuary, recipes, articles, categories, tags, authors, ingredients, tips, collections, whatToCook: await combos };
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

/** The catalogue of a language, loaded on first use. */
export function loadCatalog(lang: Language): Promise<Catalog> {
  let c = catalogs.get(lang);
  if (!c) {
    c = load(lang);
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
