import { describe, expect, it } from "vitest";
import {
  type AmountItem,
  clampServings,
  formatDecimal,
  formatFraction,
  ingredientLine,
  ingredientText,
  roundMetric,
  scaleFactor,
  type UnitForms,
} from "./amounts.ts";

const unit = (key: string, one = key, many = one): UnitForms => ({ key, one, many });
const item = (amount: number | null, u: UnitForms | null, one: string, many = one): AmountItem => ({
  amount,
  unit: u,
  name: { one, many },
});
const text = (i: AmountItem, factor: number, lang: "de" | "en" = "de") => {
  const line = ingredientLine(i, factor, lang);
  return [line.quantity, line.unit, line.name].filter(Boolean).join(" ");
};

const eggs = item(3, null, "Ei", "Eier");
const flour = item(250, unit("g"), "Mehl");
const spaghetti = item(400, unit("g"), "Spaghetti");
const saltTsp = item(0.5, unit("tsp", "TL"), "Salz");
const garlic = item(1, unit("clove", "Zehe", "Zehen"), "Knoblauch");

describe("the examples of the brief", () => {
  it("3 eggs for 3 of 4 servings … scaled by 4/3 give 4 eggs", () => {
    expect(text(eggs, scaleFactor(3, 4))).toBe("4 Eier");
  });
  it("250 g × 3 → 750 g", () => {
    expect(text(flour, 3)).toBe("750 g Mehl");
  });
  it("400 g × 3 → 1,2 kg in German and 1.2 kg in English", () => {
    expect(text(spaghetti, 3, "de")).toBe("1,2 kg Spaghetti");
    expect(text(item(400, unit("g"), "spaghetti"), 3, "en")).toBe("1.2 kg spaghetti");
  });
  it("0.5 tsp × 3 → 1½ TL", () => {
    expect(text(saltTsp, 3)).toBe("1½ TL Salz");
    expect(text(item(0.5, unit("tsp"), "salt"), 3, "en")).toBe("1½ tsp salt");
  });
  it("1 Zehe × 2 → 2 Zehen", () => {
    expect(text(garlic, 2)).toBe("2 Zehen Knoblauch");
  });
});

describe("ingredientLine", () => {
  it("shows the written amounts unchanged at factor 1", () => {
    expect(text(item(325, unit("ml"), "Wasser"), 1)).toBe("325 ml Wasser");
    expect(text(item(8, unit("g"), "Hefe"), 1)).toBe("8 g Hefe");
    expect(text(item(1500, unit("g"), "Kartoffeln"), 1)).toBe("1500 g Kartoffeln");
    expect(text(item(1.5, unit("kg"), "Kartoffeln"), 1)).toBe("1,5 kg Kartoffeln");
    expect(text(eggs, 1)).toBe("3 Eier");
    expect(text(saltTsp, 1)).toBe("½ TL Salz");
    expect(text(item(1.5, unit("tbsp", "EL"), "Zucker"), 1)).toBe("1½ EL Zucker");
  });

  it("switches between singular and plural with the scaled amount", () => {
    expect(text(item(2, null, "Ei", "Eier"), 0.5)).toBe("1 Ei");
    expect(text(item(1, null, "Ei", "Eier"), 2)).toBe("2 Eier");
    expect(text(item(1, unit("can", "Dose", "Dosen"), "Tomaten"), 1.5)).toBe("1½ Dosen Tomaten");
    expect(text(item(1, unit("can", "can", "cans"), "tomatoes"), 1, "en")).toBe("1 can tomatoes");
    expect(text(item(2, unit("pinch", "Prise", "Prisen"), "Salz"), 0.5)).toBe("1 Prise Salz");
    expect(text(item(10, null, "mint leaf", "mint leaves"), 0.1, "en")).toBe("1 mint leaf");
  });

  it("uses the singular for a part of one, as both languages do", () => {
    expect(text(item(0.5, null, "Limette", "Limetten"), 1)).toBe("½ Limette");
    expect(text(item(0.5, null, "lime", "limes"), 1, "en")).toBe("½ lime");
    expect(text(item(1, unit("can", "Dose", "Dosen"), "Tomaten"), 0.5)).toBe("½ Dose Tomaten");
    expect(text(item(0.5, null, "lime", "limes"), 3, "en")).toBe("1½ limes");
  });

  it("writes counted things and spoons with the fractions ½ ⅓ ⅔ ¼ ¾ ⅛", () => {
    expect(text(item(1, null, "Zwiebel", "Zwiebeln"), 0.25)).toBe("¼ Zwiebel");
    expect(text(item(1, null, "Zwiebel", "Zwiebeln"), 1 / 3)).toBe("⅓ Zwiebel");
    expect(text(item(2, null, "Zwiebel", "Zwiebeln"), 1 / 3)).toBe("⅔ Zwiebel");
    expect(text(item(3, null, "Zwiebel", "Zwiebeln"), 1 / 4)).toBe("¾ Zwiebel");
    expect(text(item(1, unit("tsp", "TL"), "Zimt"), 1 / 8)).toBe("⅛ TL Zimt");
    expect(text(item(2, unit("tbsp", "EL"), "Öl"), 1.25)).toBe("2½ EL Öl");
    expect(text(item(1, unit("cup"), "flour"), 2 / 3, "en")).toBe("⅔ cup flour");
  });

  it("never rounds a positive amount away", () => {
    expect(text(item(1, unit("pinch", "Prise", "Prisen"), "Salz"), 0.01)).toBe("⅛ Prise Salz");
    expect(text(item(1, unit("g"), "Safran"), 0.01)).toBe("0,5 g Safran");
  });

  it("rounds large counts to whole numbers", () => {
    expect(text(item(10, null, "Minzblatt", "Minzblätter"), 1.25)).toBe("13 Minzblätter");
    expect(text(eggs, 4)).toBe("12 Eier");
  });

  it("rounds grams and millilitres: below 10 to 0.5, below 100 to 5, else to 10", () => {
    expect(text(item(3, unit("g"), "Salz"), 1.3)).toBe("4 g Salz"); // 3.9
    expect(text(item(3, unit("g"), "Salz"), 1.1)).toBe("3,5 g Salz"); // 3.3
    expect(text(item(12, unit("g"), "Salz"), 3)).toBe("35 g Salz"); // 36
    expect(text(item(325, unit("ml"), "Wasser"), 3)).toBe("980 ml Wasser"); // 975
    expect(text(item(150, unit("g"), "Guanciale"), 0.75)).toBe("110 g Guanciale"); // 112.5
  });

  it("turns g into kg and ml into l from 1000, and back below", () => {
    expect(text(item(325, unit("ml"), "Wasser"), 4)).toBe("1,3 l Wasser");
    expect(text(item(325, unit("ml"), "water"), 4, "en")).toBe("1.3 l water");
    expect(text(item(500, unit("g"), "Mehl"), 2)).toBe("1 kg Mehl");
    expect(text(item(1, unit("kg"), "Kartoffeln"), 0.5)).toBe("500 g Kartoffeln");
    expect(text(item(1, unit("l"), "Brühe"), 1.25)).toBe("1,25 l Brühe");
    expect(text(item(1, unit("l"), "Brühe"), 0.75)).toBe("750 ml Brühe");
    expect(text(item(1.5, unit("kg"), "Kartoffeln"), 2)).toBe("3 kg Kartoffeln");
  });

  it("rounds other units to halves below 10 and to whole numbers above", () => {
    const ginger = item(2, unit("cm"), "Ingwer");
    expect(text(ginger, 1.5)).toBe("3 cm Ingwer");
    expect(text(ginger, 1.3)).toBe("2,5 cm Ingwer");
    expect(text(ginger, 6.2)).toBe("12 cm Ingwer");
  });

  it("leaves lines without amount unchanged", () => {
    const salt = item(null, null, "Salz");
    expect(ingredientLine(salt, 1, "de")).toEqual({ quantity: null, unit: null, name: "Salz" });
    expect(ingredientLine(salt, 7, "de")).toEqual({ quantity: null, unit: null, name: "Salz" });
    expect(ingredientLine(item(null, null, "Eiswürfel", "Eiswürfel"), 3, "de").quantity).toBeNull();
  });
});

describe("helpers", () => {
  it("formats decimals per language without grouping", () => {
    expect(formatDecimal(1.2, "de")).toBe("1,2");
    expect(formatDecimal(1.2, "en")).toBe("1.2");
    expect(formatDecimal(1.25, "de")).toBe("1,25");
    expect(formatDecimal(2, "de")).toBe("2");
    expect(formatDecimal(1500, "de")).toBe("1500");
    expect(formatDecimal(1500, "en")).toBe("1500");
  });

  it("finds the nearest fraction", () => {
    expect(formatFraction(0.5)).toEqual({ text: "½", value: 0.5 });
    expect(formatFraction(1.95).text).toBe("2");
    expect(formatFraction(2.1).text).toBe("2⅛");
    expect(formatFraction(0.3).text).toBe("⅓");
    expect(formatFraction(0.7).text).toBe("⅔");
    expect(formatFraction(9.99).text).toBe("10");
  });

  it("rounds metric amounts to their step", () => {
    expect(roundMetric(7.2)).toBe(7);
    expect(roundMetric(7.3)).toBe(7.5);
    expect(roundMetric(0.1)).toBe(0.5);
    expect(roundMetric(42)).toBe(40);
    expect(roundMetric(43)).toBe(45);
    expect(roundMetric(444)).toBe(440);
    expect(roundMetric(1234)).toBe(1250);
  });

  it("keeps the servings between 1 and 100", () => {
    expect(clampServings(0)).toBe(1);
    expect(clampServings(-3)).toBe(1);
    expect(clampServings(4)).toBe(4);
    expect(clampServings(101)).toBe(100);
    expect(clampServings(Number.NaN)).toBe(1);
  });

  it("writes a whole line with its note", () => {
    expect(
      ingredientText({ ...item(150, unit("g"), "Guanciale"), note: "ersatzweise Pancetta" }, "de"),
    ).toBe("150 g Guanciale, ersatzweise Pancetta");
    expect(ingredientText({ ...item(null, null, "salt"), note: "to taste" }, "en")).toBe("salt, to taste");
    expect(ingredientText({ ...eggs, note: null }, "de", 2)).toBe("6 Eier");
  });
});
