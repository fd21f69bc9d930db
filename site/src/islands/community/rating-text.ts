/**
 * The rating's sentences (components/community/Rating.astro writes them at build time,
 * rating.ts when the figure changes), so the page and the script say the same.
 */
import type { Language } from "@tischlein/content-schemas";
import { fill } from "../../i18n/fill.ts";

/** The strings the script needs, in the page's language (keys community.rating.* and community.error). */
export interface RatingLabels {
  summary: string;
  summaryOne: string;
  none: string;
  mine: string;
  error: string;
}

/**
 * The summary under the title: the average with the page language's decimal mark and the count,
 * or that nobody has rated yet.
 *
 * @example
 * ratingSummary({ summary: "{average} von 5 · {count} Bewertungen", … }, "de", 4.5, 12) // "4,5 von 5 · 12 Bewertungen"
 * ratingSummary(labels, "en", null, 0) // labels.none
 */
export function ratingSummary(labels: RatingLabels, lang: Language, average: number | null, count: number): string {
  if (average === null) return labels.none;
  return fill(count === 1 ? labels.summaryOne : labels.summary, { average: average.toLocaleString(lang === "de" ? "de-DE" : "en-GB"), count });
}
