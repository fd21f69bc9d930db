/**
 * The pure part of the ingredients picker: the pick as `?have=slug,slug` (shareable, back and
 * forward work), finding the ingredient a reader typed, and the coverage line of a recipe.
 */
import type { DiscoveryText } from "../../i18n/discovery-client.ts";

/** An ingredient the picker offers. */
export interface PantryItem {
  slug: string;
  name: string;
}

/** Most ingredients one question may hold (gateway/internal/search MaxHave). */
export const MAX_PICKED = 12;

/** The picked slugs of a URL's `?have=`, known ones only, once each, at most MAX_PICKED. */
export function pickedFromUrl(search: string, items: readonly PantryItem[]): string[] {
  const known = new Set(items.map((i) => i.slug));
  const raw = new URLSearchParams(search).get("have") ?? "";
  return [...new Set(raw.split(",").map((s) => s.trim()))].filter((s) => known.has(s)).slice(0, MAX_PICKED);
}

/** The query string of a pick ("" when nothing is picked). */
export function pickQuery(picked: readonly string[]): string {
  return picked.length ? `?have=${picked.join(",")}` : "";
}

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLocaleLowerCase().trim();

/** The ingredient a typed name means: the same name (case and accents aside), else the only one it begins. */
export function findItem(typed: string, items: readonly PantryItem[]): PantryItem | undefined {
  const t = fold(typed);
  if (!t) return undefined;
  const exact = items.find((i) => fold(i.name) === t);
  if (exact) return exact;
  const starts = items.filter((i) => fold(i.name).startsWith(t));
  return starts.length === 1 ? starts[0] : undefined;
}

/** What a recipe's coverage says: a short line, and a summary of what is missing that opens the list. */
export interface CoverageWords {
  line: string;
  /** "3 fehlen" / "3 missing"; absent when nothing is missing. */
  missing?: string;
  names: string[];
}

/** Words a recipe's coverage, short enough for a phone's card: the names only behind the summary. */
export function coverageText(c: { have: number; total: number; missing: string[] }, text: DiscoveryText): CoverageWords {
  if (c.missing.length === 0) return { line: text("discovery.pantry.complete"), names: [] };
  const count = c.missing.length;
  return {
    line: text("discovery.pantry.coverage", { have: c.have, total: c.total }),
    missing: count === 1 ? text("discovery.pantry.missingOne") : text("discovery.pantry.missing", { count }),
    names: c.missing,
  };
}
