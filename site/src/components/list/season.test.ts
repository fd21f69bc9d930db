import { describe, expect, it } from "vitest";
import { monthName, seasonText } from "./season.ts";

describe("seasonText", () => {
  it("names months in the page language", () => {
    expect(monthName(3, "de")).toBe("März");
    expect(monthName(3, "en")).toBe("March");
  });

  it("is null all year", () => {
    expect(seasonText([], "de")).toBeNull();
    expect(seasonText([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "en")).toBeNull();
  });

  it("writes a run of months as a range, also across the new year", () => {
    expect(seasonText([4, 5, 6], "en")).toBe("April – June");
    expect(seasonText([6, 4, 5], "de")).toBe("April – Juni");
    expect(seasonText([11, 12, 1, 2], "de")).toBe("November – Februar");
    expect(seasonText([12, 1], "en")).toBe("December – January");
  });

  it("lists single and scattered months", () => {
    expect(seasonText([9], "en")).toBe("September");
    expect(seasonText([3, 9], "en")).toBe("March, September");
  });
});
