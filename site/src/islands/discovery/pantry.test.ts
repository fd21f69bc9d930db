import { describe, expect, it } from "vitest";
import { discoveryText } from "../../i18n/discovery-client.ts";
import { coverageText, findItem, MAX_PICKED, pickedFromUrl, pickQuery } from "./pantry.ts";

const items = [
  { slug: "kartoffeln", name: "Kartoffeln" },
  { slug: "suesskartoffeln", name: "Süßkartoffeln" },
  { slug: "zwiebeln", name: "Zwiebeln" },
  { slug: "rote-zwiebeln", name: "rote Zwiebeln" },
  { slug: "creme-fraiche", name: "Crème fraîche" },
];

describe("ingredients picker", () => {
  it("reads known slugs of ?have= once, in order", () => {
    expect(pickedFromUrl("?have=zwiebeln,unknown,kartoffeln,zwiebeln", items)).toEqual(["zwiebeln", "kartoffeln"]);
    expect(pickedFromUrl("", items)).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => ({ slug: `i${i}`, name: `I${i}` }));
    expect(pickedFromUrl(`?have=${many.map((i) => i.slug).join(",")}`, many)).toHaveLength(MAX_PICKED);
  });

  it("writes the pick as ?have=", () => {
    expect(pickQuery(["kartoffeln", "zwiebeln"])).toBe("?have=kartoffeln,zwiebeln");
    expect(pickQuery([])).toBe("");
  });

  it("finds what was typed: the same name, or the only one it begins", () => {
    expect(findItem("kartoffeln", items)?.slug).toBe("kartoffeln");
    expect(findItem("creme fraiche", items)?.slug).toBe("creme-fraiche");
    expect(findItem("Süß", items)?.slug).toBe("suesskartoffeln");
    expect(findItem("zwie", items)?.slug).toBe("zwiebeln");
    expect(findItem("r", items)?.slug).toBe("rote-zwiebeln");
    expect(findItem("x", items)).toBeUndefined();
    expect(findItem("  ", items)).toBeUndefined();
  });

  it("says what is missing, in both languages", () => {
    expect(coverageText({ have: 3, total: 5, missing: ["Ei", "Mehl"] }, discoveryText("de"))).toEqual({
      line: "3 von 5 Zutaten da",
      missing: "2 fehlen",
      names: ["Ei", "Mehl"],
    });
    expect(coverageText({ have: 4, total: 5, missing: ["Mehl"] }, discoveryText("de")).missing).toBe("1 fehlt");
    expect(coverageText({ have: 1, total: 4, missing: ["eggs", "flour", "milk"] }, discoveryText("en")).missing).toBe("3 missing");
    expect(coverageText({ have: 2, total: 2, missing: [] }, discoveryText("en"))).toEqual({ line: "You have everything!", names: [] });
  });
});
