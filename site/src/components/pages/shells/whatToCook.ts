/**
 * The filters of "what to cook today" (spec §2): three groups, each option with a slug per language.
 * The page sends them as a GET query (`?ernaehrung=vegan&mahlzeit=abendessen&extras=gesund`), so a
 * choice is a shareable URL; the island that suggests recipes reads the same query.
 */
import type { Language } from "@tischlein/content-schemas";
import type { UIKey } from "../../../i18n/index.ts";

export interface FilterOption {
  /** Language-neutral key. */
  key: string;
  /** Value in the query, per language. */
  slug: Record<Language, string>;
  label: UIKey;
}

export interface FilterGroup {
  key: "diet" | "meal" | "other";
  /** Name of the query parameter, per language. */
  param: Record<Language, string>;
  label: UIKey;
  /** One choice (radio buttons) or several (check boxes). */
  multiple: boolean;
  /** The option chosen before the reader picks one, for single-choice groups. */
  initial?: string;
  options: FilterOption[];
}

export const WHAT_TO_COOK_FILTERS: FilterGroup[] = [
  {
    key: "diet",
    param: { de: "ernaehrung", en: "diet" },
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
    param: { de: "mahlzeit", en: "meal" },
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
    param: { de: "extras", en: "other" },
    label: "shells.whatToCook.other",
    multiple: true,
    options: [
      { key: "quick", slug: { de: "unter-30-minuten", en: "under-30-minutes" }, label: "shells.whatToCook.other.quick" },
      { key: "healthy", slug: { de: "gesund", en: "healthy" }, label: "shells.whatToCook.other.healthy" },
      { key: "kids", slug: { de: "fuer-kinder", en: "for-kids" }, label: "shells.whatToCook.other.kids" },
    ],
  },
];
