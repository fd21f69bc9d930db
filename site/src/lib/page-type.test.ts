import { describe, expect, it } from "vitest";
import { pageType } from "./page-type.ts";

describe("pageType", () => {
  it.each([
    ["/de/", "feed"],
    ["/en/", "feed"],
    ["/de/rezepte/", "recipes"],
    ["/en/recipes/", "recipes"],
    ["/de/rezepte/seite/2/", "recipes"],
    ["/en/recipes/page/3/", "recipes"],
    ["/de/rezepte/zitronen-dill-lachs/", "recipe"],
    ["/en/recipes/lemon-dill-salmon/", "recipe"],
    ["/en/recipes/lemon-dill-salmon/?utm_source=x#steps", "recipe"],
    ["/de/stories/", "stories"],
    ["/de/stories/messer-grundlagen/", "story"],
    ["/en/stories/knife-skills/", "story"],
    ["/de/suche/", "search"],
    ["/en/search/?q=cake", "search"],
    ["/de/kategorien/", "categories"],
    ["/en/categories/", "categories"],
    ["/de/kategorien/vegane-rezepte/", "category"],
    ["/en/categories/vegan-dishes/page/2/", "category"],
    ["/de/tags/", "tags"],
    ["/de/tags/schnell/", "tag"],
    ["/en/tags/quick/page/2/", "tag"],
    ["/de/profile/", "profile"],
    ["/en/profile/likes/", "profile"],
    ["/de/profile/kochbuecher/42/", "profile"],
    ["/en/profile/cookbooks/42/", "profile"],
    ["/de/users/likes/", "profile"],
    ["/en/users/lena-hoffmann/", "profile"],
    // Not in the map: unknown.
    ["/de/rezepte/community/", "unknown"],
    ["/de/kategorien/community/", "unknown"],
    ["/de/impressum/", "unknown"],
    ["/en/privacy/", "unknown"],
    ["/de/profile/einstellungen/", "unknown"],
    ["/de/profile/kochbuecher/", "unknown"],
    ["/de/users/", "unknown"],
    ["/de/rezepte/a/b/", "unknown"],
    ["/de/suche/x/", "unknown"],
    ["/de/seite/2/", "unknown"],
    // The other language's segment is not this language's page.
    ["/de/recipes/lemon-dill-salmon/", "unknown"],
    ["/en/suche/", "unknown"],
    ["/", "unknown"],
    ["/fr/recipes/", "unknown"],
    ["", "unknown"],
  ])("%s → %s", (path, type) => {
    expect(pageType(path)).toBe(type);
  });
});
