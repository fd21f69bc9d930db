import { describe, expect, it } from "vitest";
import de from "./de.ts";
import en from "./en.ts";
import { z } from "zod";
import { accountText } from "./client.ts";
import { account as deAccount } from "./de/account.ts";
import { account as enAccount } from "./en/account.ts";
import { otherLanguage, t } from "./index.ts";
import { account as accountKeys } from "./keys/account.ts";
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

  it("gives the islands the whole account area in both languages, and only that", () => {
    const area = z.strictObject(accountKeys);
    expect(area.safeParse(deAccount).success).toBe(true);
    expect(area.safeParse(enAccount).success).toBe(true);
    for (const lang of ["de", "en"] as const) {
      const text = accountText(lang);
      for (const key of Object.keys(accountKeys) as (keyof typeof accountKeys)[]) expect(text(key)).toBe(t(lang, key));
    }
    expect(accountText("en")("account.profile.greeting", { name: "Lena" })).toBe("Hello, Lena!");
    expect(accountText("de")("likes.name", { count: "1.540" })).toBe("Gefällt mir, 1.540 Likes");
  });

  it("writes the same placeholders in both languages", () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(de) as (keyof typeof de)[]) expect(names(en[key]), key).toEqual(names(de[key]));
  });
});

