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
  ShoppingTip,
  Tag,
} from "@tischlein/content-schemas";
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
}

const ALL = { query: { per_page: 100 } };

/** Whole recipes and stories, a hundred per request (view=full), two requests at a time per list. */
const FULL = { query: { per_page: 100, view: "full" }, concurrency: 2 };

async function one<S extends z.ZodType>(path: string, schema: S, lang: Language): Promise<z.output<S>> {
  const result = await loadOne(path, schema, lang);
  if ("redirectUrl" in result) throw new Error(`${path} (${lang}) redirected to ${result.redirectUrl} while the build listed it`);
  return result.data;
}

async function load(lang: Language): Promise<Catalog> {
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
  return { lang, feed, veganuary, recipes, articles, categories, tags, authors, ingredients, tips, collections };
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
