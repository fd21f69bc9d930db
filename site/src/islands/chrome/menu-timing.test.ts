import { describe, expect, it } from "vitest";
import { CLOSE_DELAY, type Clock, HOVER_DELAY, menuTiming, SKIP_DELAY } from "./menu-timing.ts";

/** A clock whose time only moves when the test says so. */
function fakeClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout(fn, ms) {
      const id = ++seq;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  const tick = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = end;
  };
  return { clock, tick };
}

function setup() {
  const { clock, tick } = fakeClock();
  const changes: (string | null)[] = [];
  const menu = menuTiming((open) => changes.push(open), clock);
  return { menu, tick, changes };
}

describe("menu timing (spec §9: hover 200 ms, skip 300 ms, close 150 ms)", () => {
  it("opens a panel after resting on its entry for the hover delay", () => {
    const { menu, tick, changes } = setup();
    menu.enter("recipes");
    tick(HOVER_DELAY - 1);
    expect(menu.open).toBeNull();
    tick(1);
    expect(menu.open).toBe("recipes");
    expect(changes).toEqual(["recipes"]);
  });

  it("does not open when the pointer only passes by", () => {
    const { menu, tick, changes } = setup();
    menu.enter("recipes");
    tick(100);
    menu.leave("recipes");
    tick(1000);
    expect(changes).toEqual([]);
  });

  it("closes after the close delay, and stays open when the pointer comes back in time", () => {
    const { menu, tick, changes } = setup();
    menu.toggle("recipes");
    menu.leave("recipes");
    tick(CLOSE_DELAY - 1);
    menu.enter("recipes");
    tick(1000);
    expect(menu.open).toBe("recipes");
    menu.leave("recipes");
    tick(CLOSE_DELAY);
    expect(menu.open).toBeNull();
    expect(changes).toEqual(["recipes", null]);
  });

  it("switches at once to the next entry while a panel is open", () => {
    const { menu, tick, changes } = setup();
    menu.toggle("recipes");
    menu.leave("recipes");
    tick(50);
    menu.enter("stories");
    expect(menu.open).toBe("stories");
    tick(1000);
    expect(changes).toEqual(["recipes", "stories"]);
  });

  it("skips the hover delay shortly after a panel closed, not later", () => {
    const { menu, tick } = setup();
    menu.toggle("recipes");
    menu.close();
    tick(SKIP_DELAY - 1);
    menu.enter("partner");
    expect(menu.open).toBe("partner");
    menu.close();
    tick(SKIP_DELAY);
    menu.enter("stories");
    expect(menu.open).toBeNull();
    tick(HOVER_DELAY);
    expect(menu.open).toBe("stories");
  });

  it("toggles and closes at once for clicks and keys", () => {
    const { menu, changes } = setup();
    menu.toggle("recipes");
    menu.toggle("recipes");
    menu.toggle("stories");
    menu.close();
    menu.close();
    expect(changes).toEqual(["recipes", null, "stories", null]);
  });
});
