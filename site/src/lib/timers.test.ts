import { describe, expect, it } from "vitest";
import { isDone, pauseTimer, ranOut, remaining, resumeTimer, startTimer } from "./timers.ts";

const MIN = 60_000;

describe("timers", () => {
  it("count from timestamps, so a locked phone does not make them late", () => {
    const t = startTimer("s1-0", "10 Minuten", 600, 0);
    expect(remaining(t, 0)).toBe(600);
    // The page is asleep from minute 1 to minute 7: no ticks at all; at wake-up the timer is right.
    expect(remaining(t, 7 * MIN)).toBe(180);
    expect(isDone(t, 7 * MIN)).toBe(false);
    expect(isDone(t, 10 * MIN)).toBe(true);
    expect(remaining(t, 25 * MIN)).toBe(0);
  });

  it("ring once for an end slept through, and never again", () => {
    const a = startTimer("s1-0", "2 min", 120, 0);
    const b = startTimer("s3-0", "10 min", 600, 30_000);
    // Locked from 0:10 to 5:00: only a ran out in that gap.
    expect(ranOut([a, b], 10_000, 5 * MIN).map((t) => t.id)).toEqual(["s1-0"]);
    expect(ranOut([a, b], 5 * MIN, 6 * MIN)).toEqual([]);
    expect(ranOut([a, b], 6 * MIN, 11 * MIN).map((t) => t.id)).toEqual(["s3-0"]);
  });

  it("keep what was left while paused, and end later after resuming", () => {
    let t = startTimer("s2-1", "8–10 minutes", 480, 0);
    t = pauseTimer(t, 3 * MIN);
    expect(remaining(t, 20 * MIN)).toBe(300);
    expect(isDone(t, 60 * MIN)).toBe(false);
    expect(ranOut([t], 0, 60 * MIN)).toEqual([]);
    t = resumeTimer(t, 20 * MIN);
    expect(remaining(t, 22 * MIN)).toBe(180);
    expect(isDone(t, 25 * MIN)).toBe(true);
    expect(pauseTimer(pauseTimer(t, 21 * MIN), 22 * MIN).left).toBe(240);
  });

  it("run side by side", () => {
    const timers = [startTimer("a", "5 min", 300, 0), startTimer("b", "1 h", 3600, 60_000)];
    expect(timers.map((t) => remaining(t, 2 * MIN))).toEqual([180, 3540]);
  });
});
