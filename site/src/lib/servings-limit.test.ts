import { describe, expect, it } from "vitest";
import { MAX_SERVINGS } from "./amounts.ts";
import { servingsLimit } from "./servings-limit.ts";

describe("servingsLimit", () => {
  it("stops a recipe at its servings.max", () => {
    expect(servingsLimit({ servings: { amount: 6, max: 12 }, categories: [{ group: "ingredient" }] })).toEqual({ max: 12, baking: false });
  });
  it("stops a baking recipe at its written servings", () => {
    expect(servingsLimit({ servings: { amount: 12 }, categories: [{ group: "course" }, { group: "baking" }] })).toEqual({ max: 12, baking: true });
  });
  it("lets servings.max of a baking recipe go further (cookies: more trays)", () => {
    expect(servingsLimit({ servings: { amount: 20, max: 60 }, categories: [{ group: "baking" }] })).toEqual({ max: 60, baking: false });
  });
  it("leaves other recipes to the scaler's own maximum", () => {
    expect(servingsLimit({ servings: { amount: 4 }, categories: [{ group: "cuisine" }] })).toEqual({ max: MAX_SERVINGS, baking: false });
  });
  it("never limits below the written servings nor above the scaler's maximum", () => {
    expect(servingsLimit({ servings: { amount: 8, max: 4 }, categories: [] }).max).toBe(8);
    expect(servingsLimit({ servings: { amount: 8, max: 100 }, categories: [] }).max).toBe(MAX_SERVINGS);
  });
});
