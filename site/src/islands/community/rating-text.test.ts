import { describe, expect, it } from "vitest";
import { t } from "../../i18n/index.ts";
import { type RatingLabels, ratingSummary } from "./rating-text.ts";

const labels = (lang: "de" | "en"): RatingLabels => ({
  summary: t(lang, "community.rating.summary"),
  summaryOne: t(lang, "community.rating.summaryOne"),
  none: t(lang, "community.rating.none"),
  mine: t(lang, "community.rating.mine"),
  error: t(lang, "community.error"),
});

describe("rating summary", () => {
  it("writes the average with the language's decimal mark and the count", () => {
    expect(ratingSummary(labels("de"), "de", 4.5, 12)).toBe("4,5 von 5 · 12 Bewertungen");
    expect(ratingSummary(labels("en"), "en", 4.5, 12)).toContain("4.5");
    expect(ratingSummary(labels("en"), "en", 4.5, 12)).toContain("12");
  });

  it("uses the singular for one rating and says so when nobody has rated", () => {
    expect(ratingSummary(labels("de"), "de", 4, 1)).toBe("4 von 5 · 1 Bewertung");
    expect(ratingSummary(labels("de"), "de", null, 0)).toBe(labels("de").none);
    expect(ratingSummary(labels("en"), "en", null, 0)).toBe(labels("en").none);
  });
});
