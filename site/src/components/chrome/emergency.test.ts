import { describe, expect, it } from "vitest";
import { EMERGENCY_RECIPE, emergencyRecipe } from "./emergency.ts";

describe("emergency recipe", () => {
  it("is the configured recipe of the language", () => {
    const recipes = [{ slug: "hummus" }, { slug: EMERGENCY_RECIPE.de }];
    expect(emergencyRecipe(recipes, "de")).toEqual({ slug: EMERGENCY_RECIPE.de });
  });

  it("falls back to the newest recipe, or null for an empty catalogue", () => {
    expect(emergencyRecipe([{ slug: "hummus" }, { slug: "tzatziki" }], "en")).toEqual({ slug: "hummus" });
    expect(emergencyRecipe([], "en")).toBeNull();
  });
});
