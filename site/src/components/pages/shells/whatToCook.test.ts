import { describe, expect, it } from "vitest";
import { allCombos, chosenLabels, comboKey, comboQuery, comboSegments, DEFAULT_COMBO, isChosen, toggled, whatToCookPath } from "./whatToCook.ts";

describe("what to cook today", () => {
  it("has 72 distinct combinations with distinct paths in each language", () => {
    const combos = allCombos();
    expect(combos).toHaveLength(72);
    expect(new Set(combos.map(comboKey)).size).toBe(72);
    for (const lang of ["de", "en"] as const) {
      expect(new Set(combos.map((c) => comboSegments(lang, c).join("/"))).size).toBe(72);
    }
  });

  it("leaves the defaults out of the path and keeps a fixed order", () => {
    expect(comboSegments("de", DEFAULT_COMBO)).toEqual([]);
    const c = { diet: "vegan", meal: "breakfast", other: ["kids", "quick"] };
    expect(comboSegments("de", c)).toEqual(["vegan", "fruehstueck", "unter-30-minuten", "fuer-kinder"]);
    expect(comboSegments("en", c)).toEqual(["vegan", "breakfast", "under-30-minutes", "for-kids"]);
    expect(comboSegments("de", { diet: "all", meal: "lunch", other: ["healthy"] })).toEqual(["mittagessen", "gesund"]);
  });

  it("puts a combination under the page's path", () => {
    expect(whatToCookPath("de", DEFAULT_COMBO)).toBe("/de/was-koche-ich-heute/");
    expect(whatToCookPath("en", { diet: "vegan", meal: "dinner", other: ["healthy"] })).toBe("/en/what-to-cook-today/vegan/healthy/");
    expect(chosenLabels({ diet: "vegan", meal: "dinner", other: ["healthy"] })).toEqual(["shells.whatToCook.diet.vegan", "shells.whatToCook.other.healthy"]);
  });

  it("toggles extras and switches diet and meal", () => {
    const c = toggled(toggled(DEFAULT_COMBO, "other", "kids"), "other", "quick");
    expect(c.other).toEqual(["quick", "kids"]);
    expect(toggled(c, "other", "quick").other).toEqual(["kids"]);
    expect(toggled(c, "diet", "vegan")).toMatchObject({ diet: "vegan", other: ["quick", "kids"] });
    expect(isChosen(c, "meal", "dinner")).toBe(true);
    expect(isChosen(c, "other", "healthy")).toBe(false);
  });

  it("asks the search API for the combination's recipes", () => {
    expect(comboQuery({ diet: "vegan", meal: "dinner", other: ["quick", "healthy"] }, 24)).toEqual({
      type: "recipe",
      meal: "dinner",
      diet: "vegan",
      quick: "true",
      healthy: "true",
      per_page: 24,
    });
    expect(comboQuery(DEFAULT_COMBO, 24)).not.toHaveProperty("diet");
  });
});
