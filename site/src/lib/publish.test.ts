import { readFileSync } from "node:fs";
import type { Category, Feed, Recipe, RecipeSummary } from "@tischlein/content-schemas";
import { describe, expect, it } from "vitest";
import type { Catalog } from "./catalog.ts";
import { pagesOf, type SitePage } from "./pages.ts";
import { plan } from "./publish.ts";

/** The affected-pages calculation of publishing, on a small English catalogue made from the fixtures. */

const FIXTURES = new URL("../../../content-schemas/fixtures/", import.meta.url);
const fixture = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, FIXTURES), "utf8")) as T;
const base = fixture<Recipe>("recipe/valid-en-spaghetti-carbonara.json");

const category = (slug: string, n: number): Category => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  slug,
  title: slug,
  group: "course",
  language: "en",
  alternate: null,
  description: "",
  image: null,
  parent: null,
  content_count: 0,
});
const pasta = category("pasta", 1);
const soup = category("soup", 2);

function recipe(n: number, title: string, cat: Category, published: string): Recipe {
  return {
    ...base,
    id: `10000000-0000-4000-8000-00000000000${n}`,
    content_id: `20000000-0000-4000-8000-00000000000${n}`,
    slug: title.toLowerCase().replaceAll(" ", "-"),
    title,
    alternate: null,
    categories: [{ id: cat.id, slug: cat.slug, title: cat.title, group: cat.group }],
    tags: [],
    ingredients: [],
    publishing: { state: "published", published_at: published },
  };
}

const summary = (r: Recipe): RecipeSummary => {
  const { categories: _c, servings: _s, ingredients: _i, steps: _st, utensils: _u, nutrition: _n, rating: _r, updated_at: _up, ...card } = r;
  return card;
};

function catalog(recipes: Recipe[], featured: Recipe): Catalog {
  const feed = { language: "en", group: "main", modules: [{ kind: "carousel", id: "new", title: "New", href: null, items: [summary(featured)] }] } as unknown as Feed;
  return {
    lang: "en",
    feed,
    veganuary: { ...feed, group: "veganuary", modules: [] } as Feed,
    recipes,
    articles: [],
    categories: [pasta, soup],
    tags: [],
    authors: [fixture("author-profile/valid-de-editor.json")].map((a) => ({ ...(a as object), slug: base.author.slug, language: "en" })) as Catalog["authors"],
    ingredients: [],
    tips: [],
    collections: [],
    whatToCook: new Map(),
    personalization: fixture<Catalog["personalization"]>("personalization-options/valid.json"),
  };
}

const empty: Catalog = { ...catalog([], base), lang: "de", recipes: [] };
const pages = (c: Catalog): SitePage[] => pagesOf(c, empty);
const paths = (list: SitePage[]) => list.map((p) => p.path).filter((p) => !/\/(profile|profil|signup|anmelden|login|suche|search|passwort|reset|users\/likes|kochbuecher|cookbooks)/.test(p));

describe("the affected pages of a publish", () => {
  const carbonara = recipe(1, "Carbonara", pasta, "2026-11-03T10:00:00Z");
  const aglio = recipe(2, "Aglio e olio", pasta, "2026-11-02T10:00:00Z");
  const minestrone = recipe(3, "Minestrone", soup, "2026-11-01T10:00:00Z");
  const before = catalog([carbonara, aglio, minestrone], carbonara);
  const previous = plan(pages(before), "shared", null);

  it("a first build renders every page", () => {
    expect(previous.build.length).toBe(pages(before).length);
    expect(previous.removed).toEqual([]);
  });

  it("the same catalogue again renders only the pages that are always rebuilt", () => {
    const again = plan(pages(before), "shared", previous.manifest);
    expect(again.build.every((p) => ["static", "tags", "shoppingTip"].includes(p.view.kind))).toBe(true);
  });

  it("an edited title rebuilds the recipe, the lists, the home page and related recipes that show it — and nothing else", () => {
    const edited = { ...carbonara, title: "Spaghetti carbonara" };
    const after = catalog([edited, aglio, minestrone], edited);
    const built = paths(plan(pages(after), "shared", previous.manifest).build.filter((p) => p.view.kind !== "static"));
    expect(built).toContain("/en/recipes/carbonara/");
    expect(built).toContain("/en/recipes/"); // the list of all recipes
    expect(built).toContain("/en/categories/pasta/"); // its category
    expect(built).toContain(`/en/users/${base.author.slug}/`); // its author
    expect(built).toContain("/en/"); // the home page features it
    expect(built).toContain("/en/recipes/aglio-e-olio/"); // shows it as related
    expect(built).not.toContain("/en/recipes/minestrone/");
    expect(built).not.toContain("/en/categories/soup/");
  });

  it("a changed slug builds the new page and names the old one as removed", () => {
    const moved = { ...carbonara, slug: "spaghetti-carbonara" };
    const result = plan(pages(catalog([moved, aglio, minestrone], moved)), "shared", previous.manifest);
    expect(result.build.map((p) => p.path)).toContain("/en/recipes/spaghetti-carbonara/");
    expect(result.removed).toEqual(["/en/recipes/carbonara/"]);
  });

  it("a change every page shares (the menu) rebuilds everything", () => {
    const result = plan(pages(before), "another menu", previous.manifest);
    expect(result.build.length).toBe(pages(before).length);
  });
});
