import { describe, expect, it } from "vitest";
import de from "./de.ts";
import en from "./en.ts";
import { otherLanguage, t } from "./index.ts";
import { Dictionary } from "./schema.ts";

describe("i18n", () => {
  it("has every key in both languages", () => {
    expect(Dictionary.safeParse(de).success).toBe(true);
    expect(Dictionary.safeParse(en).success).toBe(true);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it("rejects a dictionary with a missing or unknown key", () => {
    const { "card.by": _, ...missing } = de;
    expect(Dictionary.safeParse(missing).success).toBe(false);
    expect(Dictionary.safeParse({ ...de, "card.unknown": "x" }).success).toBe(false);
  });

  it("fills placeholders", () => {
    expect(t("de", "card.by", { name: "Lena" })).toBe("von Lena");
    expect(t("en", "card.minutes", { minutes: 30 })).toBe("30 min");
    expect(t("en", "card.by")).toBe("by {name}");
    expect(otherLanguage("de")).toBe("en");
    expect(otherLanguage("en")).toBe("de");
  });
});
