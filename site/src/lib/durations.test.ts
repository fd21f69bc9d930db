import { describe, expect, it } from "vitest";
import { clock, findDurations } from "./durations.ts";

const seconds = (text: string) => findDurations(text).map((d) => [d.text, d.min, d.max]);

describe("findDurations", () => {
  it.each([
    ["Die Nudeln 10 Minuten kochen.", [["10 Minuten", 600, 600]]],
    ["Im Ofen 1 Std. backen.", [["1 Std.", 3600, 3600]]],
    ["Boil for 8–10 minutes.", [["8–10 minutes", 480, 600]]],
    ["Boil for 8-10 min, stirring.", [["8-10 min", 480, 600]]],
    ["8 bis 10 Minuten ziehen lassen", [["8 bis 10 Minuten", 480, 600]]],
    ["Simmer 20 to 25 minutes", [["20 to 25 minutes", 1200, 1500]]],
    ["1 Stunde 30 Minuten schmoren", [["1 Stunde 30 Minuten", 5400, 5400]]],
    ["Bake for 1 hour and 15 minutes.", [["1 hour and 15 minutes", 4500, 4500]]],
    ["1 Std. 30 Min. gehen lassen", [["1 Std. 30 Min.", 5400, 5400]]],
    ["1,5 Stunden im Ofen", [["1,5 Stunden", 5400, 5400]]],
    ["Rest for 1.5 hours", [["1.5 hours", 5400, 5400]]],
    ["1½ Stunden kühlen", [["1½ Stunden", 5400, 5400]]],
    ["½ Stunde ruhen lassen", [["½ Stunde", 1800, 1800]]],
    ["eine halbe Stunde ruhen lassen", [["eine halbe Stunde", 1800, 1800]]],
    ["Let it rest for half an hour", [["half an hour", 1800, 1800]]],
    ["Cook for a minute more", [["a minute", 60, 60]]],
    ["zehn Minuten köcheln", [["zehn Minuten", 600, 600]]],
    ["30 Sek. pürieren", [["30 Sek.", 30, 30]]],
    ["Blend for 45 seconds", [["45 seconds", 45, 45]]],
    ["Anbraten (3 Min.), dann 15 Minuten im Ofen.", [["3 Min.", 180, 180], ["15 Minuten", 900, 900]]],
    ["2h marinieren", [["2h", 7200, 7200]]],
  ])("%s", (text, want) => {
    expect(seconds(text)).toEqual(want);
  });

  it.each([
    "Den Ofen auf 180 °C vorheizen.",
    "2 EL Öl erhitzen und 3 Eier verquirlen.",
    "Die Zitrone auspressen.",
    "Serve with 1 minced onion.",
    "Step 2: mix everything.",
    "10-minütige Pause",
  ])("finds nothing in %s", (text) => {
    expect(findDurations(text)).toEqual([]);
  });

  it("says where each duration is", () => {
    const text = "Dann 5 Minuten rühren.";
    const [d] = findDurations(text);
    expect(text.slice(d!.index, d!.index + d!.text.length)).toBe("5 Minuten");
  });
});

describe("clock", () => {
  it.each([
    [0, "0:00"],
    [59.2, "1:00"],
    [480, "8:00"],
    [3725, "1:02:05"],
    [-3, "0:00"],
  ])("%s s is %s", (s, want) => {
    expect(clock(s)).toBe(want);
  });
});
