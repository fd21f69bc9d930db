/**
 * The season of a shopping tip in words: "all year", a run of months ("April – June", also across
 * the new year: "November – February"), or the months one by one when they do not form one run.
 */
import type { Language } from "@tischlein/content-schemas";

/** The name of month `m` (1–12) in `lang`. */
export function monthName(m: number, lang: Language): string {
  return new Intl.DateTimeFormat(lang, { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, m - 1, 1)));
}

/**
 * The months of a season, or null when the tip is good all year (no months, or all twelve).
 *
 * @example
 * seasonText([4, 5, 6], "en") // "April – June"
 * seasonText([11, 12, 1, 2], "de") // "November – Februar"
 * seasonText([3, 9], "en") // "March, September"
 * seasonText([], "de") // null
 */
export function seasonText(months: number[], lang: Language): string | null {
  const set = [...new Set(months.filter((m) => Number.isInteger(m) && m >= 1 && m <= 12))].sort((a, b) => a - b);
  if (set.length === 0 || set.length === 12) return null;
  if (set.length === 1) return monthName(set[0]!, lang);
  // A run may wrap around the new year: start where the previous month is missing.
  const has = (m: number) => set.includes(((m + 11) % 12) + 1);
  const starts = set.filter((m) => !has(m - 1));
  if (starts.length === 1) {
    const start = starts[0]!;
    const end = ((start + set.length - 2) % 12) + 1;
    return `${monthName(start, lang)} – ${monthName(end, lang)}`;
  }
  return set.map((m) => monthName(m, lang)).join(", ");
}
