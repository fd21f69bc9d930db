import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isPersonalizationOptions, isPreferences } from "../lib/personal-guards.ts";
import { type Choices, hasChoices, mergeChoices, NO_CHOICES, readDeviceChoices } from "./personalization.ts";

const FISH = "11111111-1111-4111-8111-111111111111";
const device: Choices = { diet: "vegan", dislikes: [FISH], skill: null, household: 2, cuisines: [] };
const told = { diet: "vegetarian" as const, dislikes: [], skill: "advanced" as const, household: 4, cuisines: [], updated_at: "2026-11-20T10:00:00Z" };
const untold = { ...NO_CHOICES, dislikes: [], cuisines: [], updated_at: null };

describe("mergeChoices", () => {
  it("keeps the account's choices when it has any", () => {
    expect(mergeChoices(device, told)).toEqual({ choices: { diet: "vegetarian", dislikes: [], skill: "advanced", household: 4, cuisines: [] }, upload: false });
  });

  it("sends the device's choices to an account without any", () => {
    expect(mergeChoices(device, untold)).toEqual({ choices: device, upload: true });
    // Saved once, but everything skipped: the device's choices still count.
    expect(mergeChoices(device, { ...untold, updated_at: "2026-11-20T10:00:00Z" })).toEqual({ choices: device, upload: true });
  });

  it("changes nothing when neither has choices", () => {
    expect(mergeChoices(null, untold)).toEqual({ choices: null, upload: false });
    expect(mergeChoices({ ...NO_CHOICES }, untold)).toEqual({ choices: NO_CHOICES, upload: false });
  });
});

describe("the device copy", () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it("reads what saveChoices wrote, and nothing from a broken or foreign value", () => {
    expect(readDeviceChoices(storage(JSON.stringify(device)))).toEqual(device);
    expect(readDeviceChoices(storage(null))).toBeNull();
    expect(readDeviceChoices(storage("{not json"))).toBeNull();
    expect(readDeviceChoices(storage(JSON.stringify({ ...device, diet: "carnivore" })))).toBeNull();
    expect(readDeviceChoices(storage(JSON.stringify({ ...device, household: 99 })))).toBeNull();
  });

  it("knows whether anything was told", () => {
    expect(hasChoices(null)).toBe(false);
    expect(hasChoices(NO_CHOICES)).toBe(false);
    expect(hasChoices({ ...NO_CHOICES, household: 1 })).toBe(true);
  });
});

describe("guards", () => {
  const dir = fileURLToPath(new URL("../../../content-schemas/fixtures/", import.meta.url));
  const cases = [
    ["preferences", isPreferences],
    ["preferences-request", isPreferences],
    ["personalization-options", isPersonalizationOptions],
  ] as const;
  for (const [schema, guard] of cases) {
    for (const file of readdirSync(dir + schema)) {
      it(`${schema}/${file}`, () => {
        const document: unknown = JSON.parse(readFileSync(`${dir}${schema}/${file}`, "utf8"));
        // What the schema accepts, the guard accepts; the invalid ones break rules the guard checks too.
        expect(guard(document)).toBe(file.startsWith("valid") || (schema === "preferences-request" && file.includes("unknown-field")));
      });
    }
  }
});
