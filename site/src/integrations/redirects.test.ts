import { describe, expect, it } from "vitest";
import { redirectLines } from "./redirects.ts";

describe("redirectLines", () => {
  it("maps old slugs to the localized pages", () => {
    expect(
      redirectLines([
        { kind: "recipe", language: "de", from: "carbonara-klassisch", to: "spaghetti-carbonara" },
        { kind: "article", language: "en", from: "cooking-pasta", to: "perfect-pasta" },
        { kind: "category", language: "de", from: "vegan", to: "vegane-rezepte" },
        { kind: "collection", language: "de", from: "alt", to: "neu" },
      ]),
    ).toEqual([
      "/de/rezepte/carbonara-klassisch/ /de/rezepte/spaghetti-carbonara/ 301",
      "/en/stories/cooking-pasta/ /en/stories/perfect-pasta/ 301",
      "/de/kategorien/vegan/ /de/kategorien/vegane-rezepte/ 301",
    ]);
  });
});
