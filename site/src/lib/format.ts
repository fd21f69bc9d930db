/**
 * Formatters of spec §5, as pure functions shared by every page.
 */
import type { Language } from "@tischlein/content-schemas";

/**
 * A duration in minutes for people: over 59 minutes as hours and minutes (spec §5).
 *
 * @example
 * formatDuration(45, "de") // "45 Min."
 * formatDuration(60, "en") // "1 h"
 * formatDuration(135, "de") // "2 Std. 15 Min."
 */
export function formatDuration(minutes: number, lang: Language): string {
  const m = Math.max(0, Math.round(minutes));
  const [h, min] = lang === "de" ? ["Std.", "Min."] : ["h", "min"];
  if (m <= 59) return `${m} ${min}`;
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  return rest === 0 ? `${hours} ${h}` : `${hours} ${h} ${rest} ${min}`;
}

/**
 * A duration as ISO 8601, for JSON-LD (prepTime, cookTime, totalTime).
 *
 * @example
 * isoDuration(135) // "PT2H15M"
 * isoDuration(0) // "PT0M"
 */
export function isoDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/**
 * A count in compact form (spec §5): from 1000 with k, from 1,000,000 with m, one decimal with a
 * trailing .0 removed. The decimal point is the same in both languages, as the spec writes it.
 *
 * @example
 * formatCompact(999) // "999"
 * formatCompact(1000) // "1k"
 * formatCompact(1540) // "1.5k"
 * formatCompact(1_500_000) // "1.5m"
 */
export function formatCompact(n: number): string {
  const one = (x: number) => (Math.floor(x * 10) / 10).toFixed(1).replace(/\.0$/, "");
  if (n >= 1_000_000) return `${one(n / 1_000_000)}m`;
  if (n >= 1000) return `${one(n / 1000)}k`;
  return String(n);
}

/** The words of a like button's name: `{count}` is the exact count. */
export interface LikeWords {
  many: string;
  one: string;
}

/**
 * The accessible name of a like button: its word and the exact count grouped the language's way,
 * while the button shows the compact count (formatCompact) for the eye.
 *
 * @example
 * likeName(19107, "de", { many: "Gefällt mir, {count} Likes", one: "Gefällt mir, 1 Like" }) // "Gefällt mir, 19.107 Likes"
 */
export function likeName(count: number, lang: Language, words: LikeWords): string {
  return (count === 1 ? words.one : words.many).replace("{count}", numberFormat(lang).format(count));
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** The number format of a language, made once: making one per like button was a twentieth of a page's rendering. */
function numberFormat(lang: Language): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang);
    numberFormats.set(lang, format);
  }
  return format;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * A meta description (spec §5): tags stripped, entities decoded, white space folded, and cut at 159
 * characters on a word boundary with an ellipsis.
 *
 * @example
 * metaDescription("<p>Tomaten &amp; Basilikum</p>") // "Tomaten & Basilikum"
 */
export function metaDescription(html: string, max = 159): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
      if (name[0] === "#") {
        const code = name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : match;
      }
      return entities[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
