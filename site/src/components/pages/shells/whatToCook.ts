/**
 * The filters of "what to cook today" (spec §2): three groups, each option with a slug per language.
 * Every combination is a prerendered page whose path holds the chosen options in a fixed order —
 * diet, meal, then the extras — leaving out the defaults (all diets, dinner):
 *
 *   /de/was-koche-ich-heute/                                   all, dinner
 *   /de/was-koche-ich-heute/vegan/fruehstueck/unter-30-minuten/   vegan breakfast under 30 minutes
 *
 * so each choice is a shareable URL that lists its recipes without JavaScript, and each filter chip
 * is a link to the neighbouring combination (lib/pages.ts, views/WhatToCookPage.astro).
 */
import type { Language } from "@tischlein/content-schemas";
import type { UIKey } from "../../../i18n/index.ts";
import { pagePath } from "../../../lib/urls.ts";

export interface FilterOption {
  /** Language-neutral key; also the value of the search API's filter. */
  key: string;
  /** Path segment, per language. */
  slug: Record<Language, string>;
  label: UIKey;
}

export interface FilterGroup {
  key: "diet" | "meal" | "other";
  label: UIKey;
  /** One choice (radio-like) or several (check-box-like). */
  multiple: boolean;
  /** The option that is chosen when the path names none, for single-choice groups. */
  initial?: string;
  options: FilterOption[];
}

export const WHAT_TO_COOK_FILTERS: FilterGroup[] = [
  {
    key: "diet",
    label: "shells.whatToCook.diet",
    multiple: false,
    initial: "all",
    options: [
      { key: "all", slug: { de: "alles", en: "all" }, label: "shells.whatToCook.diet.all" },
      { key: "vegetarian", slug: { de: "vegetarisch", en: "vegetarian" }, label: "shells.whatToCook.diet.vegetarian" },
      { key: "vegan", slug: { de: "vegan", en: "vegan" }, label: "shells.whatToCook.diet.vegan" },
    ],
  },
  {
    key: "meal",
    label: "shells.whatToCook.meal",
    multiple: false,
    initial: "dinner",
    options: [
      { key: "dinner", slug: { de: "abendessen", en: "dinner" }, label: "shells.whatToCook.meal.dinner" },
      { key: "lunch", slug: { de: "mittagessen", en: "lunch" }, label: "shells.whatToCook.meal.lunch" },
      { key: "breakfast", slug: { de: "fruehstueck", en: "breakfast" }, label: "shells.whatToCook.meal.breakfast" },
    ],
  },
  {
    key: "other",
    label: "shells.whatToCook.other",
    multiple: true,
    options: [
      { key: "quick", slug: { de: "unter-30-minuten", en: "under-30-minutes" }, label: "shells.whatToCook.other.quick" },
      { key: "healthy", slug: { de: "gesund", en: "healthy" }, label: "shells.whatToCook.other.healthy" },
      { key: "kids", slug: { de: "fuer-kinder", en: "for-kids" }, label: "shells.whatToCook.other.kids" },
    ],
  },
];

/** One combination of the filters. */
export interface Combo {
  diet: string;
  meal: string;
  /** Extras in the order of their group. */
  other: string[];
}

const group = (key: FilterGroup["key"]) => WHAT_TO_COOK_FILTERS.find((g) => g.key === key)!;
const DIET = group("diet");
const MEAL = group("meal");
const OTHER = group("other");

/** The combination of the bare page. */
export const DEFAULT_COMBO: Combo = { diet: DIET.initial!, meal: MEAL.initial!, other: [] };

/** Every combination: 3 diets × 3 meals × 8 sets of extras = 72. */
export function allCombos(): Combo[] {
  const out: Combo[] = [];
  const sets = OTHER.options.reduce<string[][]>((acc, o) => [...acc, ...acc.map((s) => [...s, o.key])], [[]]);
  for (const diet of DIET.options) {
    for (const meal of MEAL.options) {
      for (const other of sets) out.push({ diet: diet.key, meal: meal.key, other: order(other) });
    }
  }
  return out;
}

const order = (keys: string[]) => OTHER.options.map((o) => o.key).filter((k) => keys.includes(k));

/** The path segments of a combination after the page's own, defaults left out. */
export function comboSegments(lang: Language, combo: Combo): string[] {
  const slug = (g: FilterGroup, key: string) => g.options.find((o) => o.key === key)!.slug[lang];
  const out: string[] = [];
  if (combo.diet !== DIET.initial) out.push(slug(DIET, combo.diet));
  if (combo.meal !== MEAL.initial) out.push(slug(MEAL, combo.meal));
  for (const key of order(combo.other)) out.push(slug(OTHER, key));
  return out;
}

/** A stable name of a combination, e.g. "vegan/breakfast/quick". */
export function comboKey(combo: Combo): string {
  return [combo.diet, combo.meal, ...order(combo.other)].join("/");
}

/** Whether an option is chosen in a combination. */
export function isChosen(combo: Combo, groupKey: FilterGroup["key"], key: string): boolean {
  if (groupKey === "diet") return combo.diet === key;
  if (groupKey === "meal") return combo.meal === key;
  return combo.other.includes(key);
}

/** The combination a chip leads to: the option chosen, or — for an extra already chosen — dropped. */
export function toggled(combo: Combo, groupKey: FilterGroup["key"], key: string): Combo {
  if (groupKey === "diet") return { ...combo, diet: key };
  if (groupKey === "meal") return { ...combo, meal: key };
  const other = combo.other.includes(key) ? combo.other.filter((k) => k !== key) : order([...combo.other, key]);
  return { ...combo, other };
}

/** The query of GET /api/search/ that lists a combination's recipes. */
export function comboQuery(combo: Combo, perPage: number): Record<string, string | number> {
  const q: Record<string, string | number> = { type: "recipe", meal: combo.meal, per_page: perPage };
  if (combo.diet !== "all") q.diet = combo.diet;
  for (const key of combo.other) q[key] = "true";
  return q;
}

/** The page of a combination, e.g. /de/was-koche-ich-heute/vegan/fruehstueck/. */
export function whatToCookPath(lang: Language, combo: Combo): string {
  const segments = comboSegments(lang, combo);
  return pagePath(lang, "whatToCook", segments.length ? segments.join("/") : undefined);
}

/** The labels of the options a combination chose beyond the defaults, in path order. */
export function chosenLabels(combo: Combo): UIKey[] {
  const out: UIKey[] = [];
  for (const g of WHAT_TO_COOK_FILTERS) {
    for (const o of g.options) {
      if (isChosen(combo, g.key, o.key) && o.key !== g.initial) out.push(o.label);
    }
  }
  return out;
}
