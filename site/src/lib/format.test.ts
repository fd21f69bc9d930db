import { describe, expect, it } from "vitest";
import { formatCompact, formatDuration, isoDuration, likeName, metaDescription } from "./format.ts";

describe("formatDuration", () => {
  it("shows minutes up to 59 and hours and minutes above", () => {
    expect(formatDuration(0, "de")).toBe("0 Min.");
    expect(formatDuration(59, "en")).toBe("59 min");
    expect(formatDuration(60, "de")).toBe("1 Std.");
    expect(formatDuration(61, "en")).toBe("1 h 1 min");
    expect(formatDuration(495, "de")).toBe("8 Std. 15 Min.");
  });
  it("writes ISO 8601", () => {
    expect(isoDuration(15)).toBe("PT15M");
    expect(isoDuration(60)).toBe("PT1H");
    expect(isoDuration(495)).toBe("PT8H15M");
  });
});

describe("formatCompact", () => {
  it("abbreviates as spec §5 says", () => {
    expect(formatCompact(0)).toBe("0");
    expect(formatCompact(999)).toBe("999");
    expect(formatCompact(1000)).toBe("1k");
    expect(formatCompact(1049)).toBe("1k");
    expect(formatCompact(1500)).toBe("1.5k");
    expect(formatCompact(27_930)).toBe("27.9k");
    expect(formatCompact(999_999)).toBe("999.9k");
    expect(formatCompact(1_000_000)).toBe("1m");
    expect(formatCompact(1_500_000)).toBe("1.5m");
  });
});

describe("metaDescription", () => {
  it("strips tags and decodes entities", () => {
    expect(metaDescription("<p>Tomaten &amp; <em>Basilikum</em>&nbsp;&#8211; frisch</p>")).toBe("Tomaten & Basilikum – frisch");
  });
  it("cuts at 159 characters on a word boundary with an ellipsis", () => {
    const long = "Wort ".repeat(60);
    const cut = metaDescription(long);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.slice(0, -1).endsWith("Wort")).toBe(true);
  });
  it("leaves short texts alone", () => {
    expect(metaDescription("Kurz.")).toBe("Kurz.");
  });
});

describe("likeName", () => {
  const de = { many: "Gefällt mir, {count} Likes", one: "Gefällt mir, 1 Like" };
  const en = { many: "Like, {count} likes", one: "Like, 1 like" };
  it.each([
    [19107, "de", de, "Gefällt mir, 19.107 Likes"],
    [19107, "en", en, "Like, 19,107 likes"],
    [1, "de", de, "Gefällt mir, 1 Like"],
    [1, "en", en, "Like, 1 like"],
    [0, "en", en, "Like, 0 likes"],
    [1540000, "de", de, "Gefällt mir, 1.540.000 Likes"],
  ] as const)("%d in %s", (count, lang, words, name) => {
    expect(likeName(count, lang, words)).toBe(name);
  });
});
