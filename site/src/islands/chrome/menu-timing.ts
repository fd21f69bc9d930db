/**
 * When the header's drop-down panels open and close under the mouse (spec §2 "Header", §9):
 * a panel opens after resting on its entry for HOVER_DELAY; while a panel is open, or within
 * SKIP_DELAY after one closed, moving to another entry opens that one at once; leaving closes after
 * CLOSE_DELAY, so crossing a small gap does not flicker. Clicks and keys act at once.
 *
 * Pure state with an injectable clock, so the timing is tested without a browser.
 */

/** Rest on an entry this long before its panel opens. */
export const HOVER_DELAY = 200;
/** Within this long after a panel closed, the next one opens without the hover delay. */
export const SKIP_DELAY = 300;
/** Leave the entry and its panel this long before the panel closes. */
export const CLOSE_DELAY = 150;

/** Timers and time, replaceable in tests. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The open panel and the verbs that change it. */
export interface MenuTiming {
  /** Id of the open panel, or null. */
  readonly open: string | null;
  /** The pointer entered the entry `id` (or its panel). */
  enter(id: string): void;
  /** The pointer left the entry `id` and its panel. */
  leave(id: string): void;
  /** Click or key on the entry's toggle: open it, or close it when it is open. */
  toggle(id: string): void;
  /** Close at once (Escape, focus or click elsewhere). */
  close(): void;
}

/** A timing controller that calls `onChange` whenever the open panel changes. */
export function menuTiming(onChange: (open: string | null) => void, clock: Clock = realClock): MenuTiming {
  let open: string | null = null;
  let timer: unknown = null;
  let closedAt = Number.NEGATIVE_INFINITY;

  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const set = (id: string | null) => {
    cancel();
    if (open === id) return;
    if (id === null) closedAt = clock.now();
    open = id;
    onChange(id);
  };
  const later = (ms: number, id: string | null) => {
    cancel();
    timer = clock.setTimeout(() => {
      timer = null;
      set(id);
    }, ms);
  };

  return {
    get open() {
      return open;
    },
    enter(id) {
      if (open === id) return cancel();
      if (open !== null || clock.now() - closedAt < SKIP_DELAY) return set(id);
      later(HOVER_DELAY, id);
    },
    leave(id) {
      if (open === id) later(CLOSE_DELAY, null);
      else if (open === null) cancel();
    },
    toggle(id) {
      set(open === id ? null : id);
    },
    close() {
      set(null);
    },
  };
}
