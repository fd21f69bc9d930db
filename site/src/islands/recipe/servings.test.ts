import { describe, expect, it } from "vitest";
import { ingredientLine } from "../../lib/amounts.ts";
import { linesAt, type ScalerData, startCount, step } from "./servings.ts";

const data: ScalerData = {
  lang: "de",
  recipeId: "r1",
  servings: 4,
  unit: { one: "Portion", many: "Portionen" },
  max: 6,
  baking: false,
  items: [
    { amount: 400, unit: { key: "g", one: "g", many: "g" }, name: { one: "Spaghetti", many: "Spaghetti" } },
    { amount: 4, unit: null, name: { one: "Ei", many: "Eier" } },
    { amount: null, unit: null, name: { one: "Salz", many: "Salz" } },
  ],
};

describe("servings scaler", () => {
  it("moves by one within 1 and the recipe's limit, and past the limit asks for the modal", () => {
    expect(step(4, 1, 6)).toEqual({ count: 5 });
    expect(step(4, -1, 6)).toEqual({ count: 3 });
    expect(step(6, 1, 6)).toEqual({ blocked: true });
    expect(step(1, -1, 6)).toEqual({ count: 1 });
    expect(step(100, 1, 100)).toEqual({ blocked: true });
  });

  it("starts at the household size the reader gave, never beyond the limit, else at the written servings", () => {
    expect(startCount('{"household":2}', 4, 6)).toBe(2);
    expect(startCount('{"household":9}', 4, 6)).toBe(6);
    expect(startCount('{"household":0}', 4, 6)).toBe(4);
    expect(startCount('{"household":"2"}', 4, 6)).toBe(4);
    expect(startCount("not json", 4, 6)).toBe(4);
    expect(startCount(null, 4, 6)).toBe(4);
  });

  it("writes the lines at the written servings as the server does", () => {
    expect(linesAt(data, 4)).toEqual(
      data.items.map((item) => {
        const line = ingredientLine(item, 1, "de");
        return { amount: `${line.quantity ?? ""}${line.unit ? ` ${line.unit}` : ""}`, name: line.name };
      }),
    );
  });

  it("scales every amount and the name's form, and leaves lines without an amount alone", () => {
    expect(linesAt(data, 1)).toEqual([
      { amount: "100 g", name: "Spaghetti" },
      { amount: "1", name: "Ei" },
      { amount: "", name: "Salz" },
    ]);
    expect(linesAt(data, 6)).toEqual([
      { amount: "600 g", name: "Spaghetti" },
      { amount: "6", name: "Eier" },
      { amount: "", name: "Salz" },
    ]);
  });
});
