import { describe, expect, it } from "vitest";
import { capitalize, countText, pagedTitle } from "./text.ts";

describe("list texts", () => {
  it("builds page titles", () => {
    expect(pagedTitle("de", "Rezepte", 1)).toBe("Rezepte");
    expect(pagedTitle("de", "Rezepte", 2)).toBe("Rezepte – Seite 2");
    expect(pagedTitle("en", "Recipes", 3)).toBe("Recipes – Page 3");
  });

  it("counts with singular and plural", () => {
    expect(countText("de", "recipes", 1)).toBe("1 Rezept");
    expect(countText("de", "recipes", 0)).toBe("0 Rezepte");
    expect(countText("en", "stories", 2)).toBe("2 stories");
    expect(countText("de", "items", 7)).toBe("7 Beiträge");
  });

  it("capitalizes names for headings", () => {
    expect(capitalize("amaretto or Marsala", "en")).toBe("Amaretto or Marsala");
    expect(capitalize("äpfel", "de")).toBe("Äpfel");
    expect(capitalize("", "de")).toBe("");
  });
});
