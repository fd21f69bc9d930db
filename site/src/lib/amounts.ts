/**
 * Ingredient amounts for people, scaled to another number of servings. Pure functions, shared by the
 * server-rendered ingredient list, the servings scaler island (so both print the same text) and the
 * JSON-LD `recipeIngredient` strings.
 *
 * Rules:
 * - Counted things (no unit) and spoon-like units (tsp, tbsp, cup, pinch, clove, can, …) are written
 *   as a whole number and a vulgar fraction: ½ ⅓ ⅔ ¼ ¾ ⅛ ("1½ TL"); from 10 on as a whole number.
 * - Grams and millilitres are rounded once scaled: below 10 to 0.5, below 100 to 5, below 1000 to 10,
 *   from 1000 to 50 and then written as kg or l ("1,2 kg"); kg and l below 1 become g and ml.
 * - Other units (cm, …) are rounded to 0.5 below 10, else to a whole number.
 * - At the written servings (factor 1) metric amounts stay exactly as the author wrote them.
 * - Numbers use the page language's decimal mark: "1,2 kg" in German, "1.2 kg" in English.
 * - The singular of a name or unit is used for an amount of 1 — and for a part of one ("½ Zitrone",
 *   "½ lime", "½ Dose"), which is how both languages say it; every other amount takes the plural.
 * - A line without an amount ("Salz nach Geschmack") never changes.
 */
import type { Language } from "@tischlein/content-schemas";

/** Fewest servings the scaler offers. */
export const MIN_SERVINGS = 1;
/** Most servings the scaler offers. */
export const MAX_SERVINGS = 100;

/** Singular and plural of a word. */
export interface Forms {
  one: string;
  many: string;
}

/** A measuring unit as the content API sends it. */
export interface UnitForms extends Forms {
  /** Language-neutral key: g, kg, ml, l, tsp, tbsp, pinch, clove, can, bunch, slice, cup, handful, sprig, stalk, pack, cm. */
  key: string;
}

/** The parts of an ingredient line that amounts care about. */
export interface AmountItem {
  /** Amount for the recipe's servings; null for "to taste". */
  amount: number | null;
  /** Unit, or null for counted things. */
  unit: UnitForms | null;
  /** Name of the ingredient. */
  name: Forms;
}

/** An ingredient line ready to show. */
export interface Line {
  /** The number ("1½", "1,2"), or null for a line without amount. */
  quantity: string | null;
  /** The unit in the right form ("TL", "kg", "Dosen"), or null. */
  unit: string | null;
  /** The name in the right form ("Eier", "Ei"). */
  name: string;
}

/** Metric units and their size in the base unit (g or ml). */
const METRIC: Record<string, { base: "g" | "ml"; size: number }> = {
  g: { base: "g", size: 1 },
  kg: { base: "g", size: 1000 },
  ml: { base: "ml", size: 1 },
  l: { base: "ml", size: 1000 },
};
/** The larger unit a base unit turns into from 1000 on. */
const LARGER = { g: "kg", ml: "l" } as const;
/** Labels of metric units: the same in German and English. */
const METRIC_LABEL: Record<string, string> = { g: "g", kg: "kg", ml: "ml", l: "l" };

/** Units measured in spoons, cups and pieces, written with fractions like counted things. */
const FRACTION_UNITS = new Set([
  "tsp",
  "tbsp",
  "cup",
  "pinch",
  "clove",
  "can",
  "bunch",
  "slice",
  "handful",
  "sprig",
  "stalk",
  "pack",
]);

/** The fractions a cook reads, as [value, glyph]. */
const FRACTIONS: [number, string][] = [
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
];

/**
 * The factor from the written servings to the chosen ones.
 *
 * @example
 * scaleFactor(4, 6) // 1.5
 */
export function scaleFactor(written: number, chosen: number): number {
  return chosen / written;
}

/**
 * A servings count within the scaler's range.
 *
 * @example
 * clampServings(0) // 1
 * clampServings(250) // 100
 */
export function clampServings(n: number): number {
  if (!Number.isFinite(n)) return MIN_SERVINGS;
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(n)));
}

const locales: Record<Language, string> = { de: "de-DE", en: "en-GB" };
const decimalFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A number with at most two decimals and the language's decimal mark, without grouping.
 *
 * @example
 * formatDecimal(1.2, "de") // "1,2"
 * formatDecimal(1.25, "en") // "1.25"
 * formatDecimal(1500, "de") // "1500"
 */
export function formatDecimal(value: number, lang: Language): string {
  let format = decimalFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 2, useGrouping: false });
    decimalFormats.set(lang, format);
  }
  return format.format(value);
}

/**
 * A value as a whole number and the nearest fraction a cook reads; from 10 on a whole number. Never
 * rounds a positive amount down to nothing (the least is ⅛).
 *
 * @example
 * formatFraction(1.5) // { text: "1½", value: 1.5 }
 * formatFraction(0.3) // { text: "⅓", value: 0.333… }
 * formatFraction(12.4) // { text: "12", value: 12 }
 */
export function formatFraction(value: number): { text: string; value: number } {
  if (value >= 10) {
    const whole = Math.round(value);
    return { text: String(whole), value: whole };
  }
  let whole = Math.floor(value);
  const rest = value - whole;
  // Nearest of 0, the fractions and 1.
  let best: [number, string] = [0, ""];
  for (const candidate of [...FRACTIONS, [1, ""] as [number, string]]) {
    if (Math.abs(rest - candidate[0]) < Math.abs(rest - best[0]) - 1e-9) best = candidate;
  }
  if (best[0] === 1) {
    whole += 1;
    best = [0, ""];
  }
  if (whole === 0 && best[0] === 0) best = FRACTIONS[0]!;
  const text = whole === 0 ? best[1] : `${whole}${best[1]}`;
  return { text, value: whole + best[0] };
}

/** Rounds a scaled amount in g or ml to a step a kitchen scale or jug can show. */
export function roundMetric(value: number): number {
  const step = value < 10 ? 0.5 : value < 100 ? 5 : value < 1000 ? 10 : 50;
  return Math.max(step, Math.round(value / step) * step);
}

/** Singular for an amount of one or a part of one, plural for every other amount. */
function form(forms: Forms, value: number | null): string {
  return value !== null && value > 0 && value <= 1 ? forms.one : forms.many;
}

/**
 * One ingredient line for `factor` times the written servings, in `lang`.
 *
 * @example
 * ingredientLine({ amount: 400, unit: { key: "g", one: "g", many: "g" }, name: { one: "Mehl", many: "Mehl" } }, 3, "de")
 * // { quantity: "1,2", unit: "kg", name: "Mehl" }
 * ingredientLine({ amount: 3, unit: null, name: { one: "Ei", many: "Eier" } }, 4 / 3, "de")
 * // { quantity: "4", unit: null, name: "Eier" }
 */
export function ingredientLine(item: AmountItem, factor: number, lang: Language): Line {
  if (item.amount === null) {
    // Nothing to measure ("salt to taste"): a unit alone would read oddly, the name says it all.
    return { quantity: null, unit: null, name: item.name.many };
  }
  const scaled = item.amount * factor;
  const unit = item.unit;
  const metric = unit ? METRIC[unit.key] : undefined;

  if (unit && metric) {
    if (factor === 1) {
      // As the author wrote it.
      return { quantity: formatDecimal(scaled, lang), unit: form(unit, scaled), name: form(item.name, scaled) };
    }
    const base = roundMetric(scaled * metric.size);
    const large = base >= 1000;
    const value = large ? base / 1000 : base;
    const key = large ? LARGER[metric.base] : metric.base;
    // Keep the API's label when the unit did not change.
    const label = key === unit.key ? form(unit, value) : METRIC_LABEL[key]!;
    return { quantity: formatDecimal(value, lang), unit: label, name: form(item.name, value) };
  }

  if (!unit || FRACTION_UNITS.has(unit.key)) {
    const { text, value } = formatFraction(scaled);
    return { quantity: text, unit: unit ? form(unit, value) : null, name: form(item.name, value) };
  }

  // Other units (cm, …): halves below 10, whole numbers above.
  const value = factor === 1 ? scaled : scaled < 10 ? Math.max(0.5, Math.round(scaled * 2) / 2) : Math.round(scaled);
  return { quantity: formatDecimal(value, lang), unit: form(unit, value), name: form(item.name, value) };
}

/**
 * A line as one string, e.g. for JSON-LD `recipeIngredient`: amount, unit, name and note as written.
 *
 * @example
 * ingredientText({ amount: 150, unit: { key: "g", one: "g", many: "g" }, name: { one: "Guanciale", many: "Guanciale" }, note: "ersatzweise Pancetta" }, "de")
 * // "150 g Guanciale, ersatzweise Pancetta"
 */
export function ingredientText(item: AmountItem & { note: string | null }, lang: Language, factor = 1): string {
  const line = ingredientLine(item, factor, lang);
  const text = [line.quantity, line.unit, line.name].filter(Boolean).join(" ");
  return item.note ? `${text}, ${item.note}` : text;
}
