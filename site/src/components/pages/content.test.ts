import { describe, expect, it } from "vitest";
import { APP_FEATURES } from "./app.ts";
import { BASICS_RULES } from "./basics.ts";
import { COMPANY, CONTACT_TOPICS, HOTLINE_HOURS, mailto, phoneDisplay } from "./company.ts";
import { HOTLINE } from "./hotline.ts";
import { JOBS } from "./jobs.ts";
import { WHAT_TO_COOK_FILTERS } from "./shells/whatToCook.ts";
import { initials, TEAM } from "./team.ts";

describe("editorial page content", () => {
  it("has the same structure in both languages", () => {
    expect(JOBS.de.jobs.map((j) => j.id)).toEqual(JOBS.en.jobs.map((j) => j.id));
    expect(JOBS.de.jobs).toHaveLength(3);
    expect(JOBS.de.benefits.length).toBe(JOBS.en.benefits.length);
    expect(APP_FEATURES.de.map((f) => f.icon)).toEqual(APP_FEATURES.en.map((f) => f.icon));
    expect(BASICS_RULES.de.length).toBe(BASICS_RULES.en.length);
    expect(HOTLINE.de.questions.length).toBe(HOTLINE.en.questions.length);
    expect(HOTLINE.de.tips.length).toBe(HOTLINE.en.tips.length);
    expect(HOTLINE_HOURS.de.length).toBe(HOTLINE_HOURS.en.length);
    expect(CONTACT_TOPICS.de.map((x) => x.email)).toEqual(CONTACT_TOPICS.en.map((x) => x.email));
    expect(TEAM).toHaveLength(6);
  });

  it("writes initials, phone numbers and mail links", () => {
    expect(initials("Lena Hoffmann")).toBe("LH");
    expect(initials("  Emre  ")).toBe("E");
    expect(initials("Anna Maria Berg")).toBe("AB");
    expect(phoneDisplay(COMPANY.hotline, "de")).toBe("030 1234 567-99");
    expect(phoneDisplay(COMPANY.hotline, "en")).toBe("+49 30 1234 567-99");
    expect(COMPANY.hotline.e164).toMatch(/^\+49\d+$/);
    expect(mailto("a@b.example", "Bewerbung: Köchin & Co")).toBe("mailto:a@b.example?subject=Bewerbung%3A%20K%C3%B6chin%20%26%20Co");
  });

  it("gives every what-to-cook filter a distinct slug per language", () => {
    expect(WHAT_TO_COOK_FILTERS.map((g) => g.key)).toEqual(["diet", "meal", "other"]);
    // The slugs are path segments of one URL, so they must differ across the groups too.
    for (const lang of ["de", "en"] as const) {
      const slugs = WHAT_TO_COOK_FILTERS.flatMap((g) => g.options.map((o) => o.slug[lang]));
      expect(slugs.every((s) => /^[a-z0-9-]+$/.test(s))).toBe(true);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});
