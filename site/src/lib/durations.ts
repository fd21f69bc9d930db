/**
 * Finds the durations a recipe step names, so cooking mode can offer a timer for each ("10 Minuten",
 * "1 Std.", "8–10 minutes", "1 Stunde 30 Minuten", "1½ hours", "eine halbe Stunde"). German and
 * English are both read whatever the page's language, because community recipes mix them.
 *
 * A range ("8–10 Minuten") gives both ends; cooking mode's timer rings at the lower one, when the
 * cook should first look, and shows the whole range. Hours and minutes written together ("1 Std.
 * 30 Min.", "1 hour and 15 minutes") are one duration. Numbers may be written with a comma or a
 * point ("1,5 Stunden") or as ½ ¼ ¾; a few words count as numbers ("eine", "a", "an", "half an hour").
 *
 * @example
 * findDurations("Die Nudeln 8–10 Minuten kochen.")
 * // [{ index: 11, text: "8–10 Minuten", min: 480, max: 600 }]
 * findDurations("Bake for 1 hour 15 minutes, then rest 10 min.")
 * // [{ …, text: "1 hour 15 minutes", min: 4500, max: 4500 }, { …, text: "10 min", min: 600, max: 600 }]
 */

/** One duration found in a text. */
export interface FoundDuration {
  /** Where it starts in the text. */
  index: number;
  /** The words as written, e.g. "8–10 Minuten". */
  text: string;
  /** Seconds at the lower end of the range (the whole duration when it is no range). */
  min: number;
  /** Seconds at the upper end. */
  max: number;
}

/** Units by what they are written as, in seconds (lower case); abbreviations may end in a dot. */
const WORD_UNITS: Record<string, number> = {
  sekunde: 1, sekunden: 1, second: 1, seconds: 1,
  minute: 60, minuten: 60, minutes: 60,
  stunde: 3600, stunden: 3600, hour: 3600, hours: 3600,
};
const SHORT_UNITS: Record<string, number> = { s: 1, sek: 1, sec: 1, secs: 1, min: 60, mins: 60, h: 3600, std: 3600, hr: 3600, hrs: 3600 };
const UNITS: Record<string, number> = { ...WORD_UNITS, ...SHORT_UNITS };

/** Words that stand for a number before a unit. */
const WORDS: Record<string, number> = {
  ein: 1, eine: 1, einer: 1, einen: 1, a: 1, an: 1, one: 1,
  zwei: 2, two: 2, drei: 3, three: 3, vier: 4, four: 4, fünf: 5, five: 5, zehn: 10, ten: 10,
  fünfzehn: 15, fifteen: 15, zwanzig: 20, twenty: 20, dreißig: 30, thirty: 30,
  anderthalb: 1.5, eineinhalb: 1.5, zweieinhalb: 2.5,
};

const FRACTIONS: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };

const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?\s?[½¼¾⅓⅔]?|[½¼¾⅓⅔]|${Object.keys(WORDS).sort((a, b) => b.length - a.length).join("|")})`;
const longest = (words: object) => Object.keys(words).sort((a, b) => b.length - a.length).join("|");
const UNIT = String.raw`(?:(?:${longest(WORD_UNITS)})|(?:${longest(SHORT_UNITS)})\.?)`;
const HALF = String.raw`(?:(?:eine|einer)\s+halbe[n]?\s+stunde|half\s+an\s+hour)`;
/** A number (or range) and its unit; "halbe Stunde" on its own. */
const PART = String.raw`(?:${HALF}|${NUMBER}(?:\s*(?:[-–—]|bis|to|or|oder)\s*${NUMBER})?\s*${UNIT})`;
/** One duration: a part, and perhaps a smaller part joined to it ("1 Std. 30 Min."). */
const DURATION = new RegExp(String.raw`(?<![\p{L}\d])${PART}(?:\s*(?:,|und|and)?\s*${PART})?(?![\p{L}\d])`, "giu");
const SINGLE = new RegExp(String.raw`${HALF}|(${NUMBER})(?:\s*(?:[-–—]|bis|to|or|oder)\s*(${NUMBER}))?\s*(${UNIT})`, "giu");

function numberOf(written: string): number {
  const w = written.trim().toLowerCase();
  if (w in WORDS) return WORDS[w]!;
  if (w in FRACTIONS) return FRACTIONS[w]!;
  const m = /^(\d+(?:[.,]\d+)?)\s?([½¼¾⅓⅔])?$/u.exec(w);
  if (!m) return NaN;
  return Number(m[1]!.replace(",", ".")) + (m[2] ? FRACTIONS[m[2]]! : 0);
}

/** Every duration in a step's text, in order. */
export function findDurations(text: string): FoundDuration[] {
  const found: FoundDuration[] = [];
  for (const match of text.matchAll(DURATION)) {
    let min = 0;
    let max = 0;
    let ok = true;
    for (const part of match[0].matchAll(SINGLE)) {
      if (!part[1]) {
        min += 1800;
        max += 1800;
        continue;
      }
      const unit = UNITS[part[3]!.toLowerCase().replace(/\.$/, "")];
      const low = numberOf(part[1]);
      const high = part[2] ? numberOf(part[2]) : low;
      if (!unit || !(low > 0) || !(high >= low)) {
        ok = false;
        break;
      }
      min += Math.round(low * unit);
      max += Math.round(high * unit);
    }
    if (ok && min > 0) found.push({ index: match.index!, text: match[0], min, max });
  }
  return found;
}

/**
 * A duration for a timer's face: "8:00", "1:05:00".
 *
 * @example
 * clock(480) // "8:00"
 * clock(3725) // "1:02:05"
 */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}
