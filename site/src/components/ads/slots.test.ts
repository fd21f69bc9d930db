import { describe, expect, it } from "vitest";
import { PROMOS, promoFor, showsPromo, SLOTS } from "./slots.ts";

describe("promoFor", () => {
  const paths = ["/de/", "/en/", "/de/rezepte/chicken-tikka-masala/", "/en/stories/how-to-cook-perfect-pasta/", "/de/kategorien/abendessen/"];

  it("gives the same promotion for the same slot and page", () => {
    for (const path of paths) for (const slot of SLOTS) expect(promoFor(slot, path)).toBe(promoFor(slot, path));
  });

  it("never repeats a promotion among slots that meet on one page", () => {
    const neighbours = [
      ["content_1", "content_2", "content_3"],
      ["content_2", "sidebar"],
      ["header", "content_1"],
      ["content_3", "footer"],
    ] as const;
    for (const path of paths)
      for (const group of neighbours) expect(new Set(group.map((slot) => promoFor(slot, path))).size).toBe(group.length);
  });

  it("varies between pages", () => {
    expect(new Set(paths.map((path) => promoFor("content_1", path))).size).toBe(PROMOS.length);
  });
});

describe("showsPromo", () => {
  it("only content_1 and content_3 show a house promotion; every other slot is room for an ad", () => {
    expect(SLOTS.filter(showsPromo)).toEqual(["content_1", "content_3"]);
  });
});
