/**
 * The measuring units a cook can pick in the recipe wizard, by the keys the content API knows
 * (gateway/internal/model/kitchen.go holds both forms of each; the wizard shows the plural, as in
 * "200 g", "2 EL"). The API refuses a key not listed there, so a unit added here must be added there.
 */
import type { Language } from "@tischlein/content-schemas";

const UNITS = {
  g: ["g", "g"],
  kg: ["kg", "kg"],
  ml: ["ml", "ml"],
  l: ["l", "l"],
  tsp: ["TL", "tsp"],
  tbsp: ["EL", "tbsp"],
  pinch: ["Prisen", "pinches"],
  clove: ["Zehen", "cloves"],
  can: ["Dosen", "cans"],
  bunch: ["Bund", "bunches"],
  slice: ["Scheiben", "slices"],
  cup: ["Tassen", "cups"],
  handful: ["Handvoll", "handfuls"],
  sprig: ["Zweige", "sprigs"],
  stalk: ["Stangen", "stalks"],
  pack: ["Packungen", "packs"],
  cm: ["cm", "cm"],
} as const satisfies Record<string, readonly [string, string]>;

/** A unit key. */
export type UnitKey = keyof typeof UNITS;

/** The keys in the order the wizard lists them. */
export const UNIT_KEYS = Object.keys(UNITS) as UnitKey[];

/** What a unit is called in a language (the plural form). */
export function unitLabel(key: string, lang: Language): string {
  const forms = UNITS[key as UnitKey];
  return forms ? forms[lang === "en" ? 1 : 0] : key;
}
