import { describe, expect, it } from "vitest";
import { authorPath, contentPath, homePath, sectionPath, siteHref } from "./urls.ts";

describe("localized paths", () => {
  it("prefix every path with the language and end it with a slash", () => {
    expect(homePath("de")).toBe("/de/");
    expect(sectionPath("de", "recipes")).toBe("/de/rezepte/");
    expect(sectionPath("en", "recipes")).toBe("/en/recipes/");
    expect(sectionPath("de", "categories", "vegane-rezepte")).toBe("/de/kategorien/vegane-rezepte/");
    expect(sectionPath("de", "search")).toBe("/de/suche/");
  });

  it("derive an item's page from its content type", () => {
    expect(contentPath("de", { type: "recipe", slug: "zitronen-dill-lachs" })).toBe("/de/rezepte/zitronen-dill-lachs/");
    expect(contentPath("en", { type: "article", slug: "knife-skills" })).toBe("/en/stories/knife-skills/");
    expect(authorPath("de", "lena-hoffmann")).toBe("/de/users/lena-hoffmann/");
  });

  it("give content API hrefs the folder slash, leaving files and other sites alone", () => {
    expect(siteHref("/en/recipes")).toBe("/en/recipes/");
    expect(siteHref("/de/rezepte/")).toBe("/de/rezepte/");
    expect(siteHref("/de/suche?q=kuchen#top")).toBe("/de/suche/?q=kuchen#top");
    expect(siteHref("/api/media/recipes/x.jpg")).toBe("/api/media/recipes/x.jpg");
    expect(siteHref("https://example.com/shop")).toBe("https://example.com/shop");
    expect(siteHref("//cdn.example.com/a")).toBe("//cdn.example.com/a");
    expect(siteHref("/")).toBe("/");
  });
});
