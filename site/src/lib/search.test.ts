import { describe, expect, it } from "vitest";
import { apiQuery, distinctCategories, latestOnly, MAX_RECENT, pageQuery, readRecent, remember, stateFromUrl, withFilter, withFlag } from "./search.ts";

const url = (q: string) => new URL(`https://tischlein.example/de/suche/${q}`);

describe("search page URLs", () => {
  it("reads the SearchAction's ?search= and the older ?q=", () => {
    expect(stateFromUrl(url("?search=Kartoffel+salat")).q).toBe("Kartoffel salat");
    expect(stateFromUrl(url("?q=kuchen")).q).toBe("kuchen");
  });

  it("keeps known filters and drops unknown values", () => {
    const s = stateFromUrl(url("?search=x&diet=vegan&meal=supper&quick=true&kids=yes&category=italienisch&page=3&difficulty=hard"));
    expect(s.filters).toEqual({ diet: "vegan", difficulty: "hard" });
    expect(s.flags).toEqual(["quick"]);
    expect(s.category).toBe("italienisch");
    expect(s.page).toBe(3);
    expect(stateFromUrl(url("?category=<script>&page=-2")).category).toBe("");
  });

  it("round-trips through the page URL and asks the API the same", () => {
    const s = stateFromUrl(url("?search=reis&diet=vegan&healthy=true&page=2"));
    expect(pageQuery(s)).toBe("?search=reis&diet=vegan&healthy=true&page=2");
    expect(stateFromUrl(url(pageQuery(s)))).toEqual(s);
    expect(apiQuery(s)).toBe("q=reis&diet=vegan&healthy=true&page=2&per_page=24");
    expect(pageQuery(stateFromUrl(url("")))).toBe("");
  });

  it("goes back to page 1 when a filter changes", () => {
    const s = stateFromUrl(url("?search=reis&page=4"));
    expect(withFilter(s, "diet", "vegan")).toMatchObject({ page: 1, filters: { diet: "vegan" } });
    expect(withFilter(withFilter(s, "diet", "vegan"), "diet", null).filters).toEqual({});
    expect(withFlag(withFlag(s, "kids", true), "quick", true).flags).toEqual(["quick", "kids"]);
    expect(withFlag(withFlag(s, "kids", true), "kids", false).flags).toEqual([]);
  });

  it("caps the query at 200 characters", () => {
    expect(stateFromUrl(url(`?search=${"a".repeat(300)}`)).q).toHaveLength(200);
  });
});

describe("recent searches", () => {
  it("puts the newest first, once, and keeps six", () => {
    let list: string[] = [];
    for (const q of ["a", "b", "c", "d", "e", "f", "g"]) list = remember(list, q);
    expect(list).toEqual(["g", "f", "e", "d", "c", "b"]);
    expect(remember(list, " D ")).toEqual(["D", "g", "f", "e", "c", "b"]);
    expect(remember(list, "  ")).toEqual(list);
    expect(list.length).toBe(MAX_RECENT);
  });

  it("reads only a list of strings from storage", () => {
    expect(readRecent(null)).toEqual([]);
    expect(readRecent("{broken")).toEqual([]);
    expect(readRecent('{"a":1}')).toEqual([]);
    expect(readRecent('["kuchen", 3, "", "suppe"]')).toEqual(["kuchen", "suppe"]);
  });
});

describe("stale answers", () => {
  it("shows only the answer to the latest request", () => {
    const latest = latestOnly();
    const kar = latest.next();
    const karto = latest.next();
    expect(latest.current(karto)).toBe(true);
    expect(latest.current(kar)).toBe(false);
  });
});

describe("category facets beside the named filters", () => {
  const categories = [
    { slug: "vegetarische-gerichte", title: "Vegetarisch", count: 2 },
    { slug: "vegane-gerichte", title: "Vegan", count: 3 },
    { slug: "mittagessen", title: "Mittagessen", count: 4 },
    { slug: "salate", title: "Salate", count: 5 },
  ];
  const labels = ["Rezepte", "Vegetarisch", "VEGAN", "Mittagessen", "Für Kinder"];

  it("leaves out a category that reads like a filter already offered", () => {
    expect(distinctCategories(categories, labels, "").map((c) => c.slug)).toEqual(["salate"]);
  });

  it("keeps the chosen category, so it can be removed again", () => {
    expect(distinctCategories(categories, labels, "vegane-gerichte").map((c) => c.slug)).toEqual(["vegane-gerichte", "salate"]);
  });
});
