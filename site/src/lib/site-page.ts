/**
 * The shapes of the site's pages: what a prerendered page shows (its view) and where its twin lives.
 * lib/pages.ts makes the list of them and lib/publish.ts fingerprints them; both read these shapes
 * from here.
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
  SearchResults,
  ShoppingTip,
  Tag,
} from "@tischlein/content-schemas";
import type { Combo } from "../components/pages/shells/whatToCook.ts";
import type { ForYouCandidate } from "./for-you.ts";

/** Editorial pages written in the site itself (the text lives in the i18n "pages" area). */
export const STATIC_PAGES = ["basics", "jobs", "about", "team", "app", "imprint", "terms", "privacy", "contact", "cookingHotline"] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/**
 * Pages that need the reader's account or live results: a server-rendered frame whose `#app-root`
 * an island fills in the browser (views/ShellPage.astro).
 */
export const SHELL_PAGES = [
  "signup",
  "signupConfirm",
  "login",
  "resetPassword",
  "profile",
  "profileRecipes",
  "profileLikes",
  "profileCookbooks",
  "profileShoppingList",
  "profileSettings",
  "usersLikes",
  "cookbooks",
  "recipeCreationNew",
  "desk",
  "search",
  "newsletterConfirm",
  "newsletterUnsubscribe",
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
  | { kind: "home"; feed: Feed; forYou: ForYouCard[] }
  | { kind: "recipe"; recipe: Recipe; related: RecipeSummary[] }
  | { kind: "story"; article: Article; related: ContentSummary[] }
  | { kind: "list"; list: ListInfo }
  | { kind: "categories"; categories: Category[]; community: boolean }
  | { kind: "tags"; tags: Tag[] }
  | { kind: "ingredients"; ingredients: Ingredient[] }
  | { kind: "shoppingTips"; tips: ShoppingTip[] }
  | { kind: "shoppingTip"; tip: ShoppingTip }
  | { kind: "partners"; partners: AuthorProfile[] }
  | { kind: "plus"; recipes: RecipeSummary[] }
  | { kind: "feed"; feed: Feed; page: "veganuary" }
  | { kind: "static"; page: StaticPage }
  | { kind: "shell"; page: ShellPage }
  | { kind: "whatToCook"; combo: Combo; results: SearchResults };

/** A candidate of the home page's "for you" module: its card and what the ranking reads. */
export interface ForYouCard {
  item: ContentSummary;
  data: ForYouCandidate;
}

/** One prerendered page. */
export interface SitePage {
  lang: Language;
  /** Full path, e.g. "/de/rezepte/spaghetti-carbonara/". */
  path: string;
  /** Path of the same page in the other language, or null when it has no twin. */
  alternatePath: string | null;
  view: View;
}
