/**
 * Cooking mode's timers as plain data over timestamps. A timer keeps when it ends, not how much is
 * left: a phone that locks or a tab the browser puts to sleep stops every interval, and a timer that
 * counted ticks would be minutes late; one that compares the clock with its end is right whenever it
 * is looked at again. Several run at once; pausing keeps what was left, resuming sets a new end.
 *
 * @example
 * let t = startTimer("s2-0", "10 Minuten", 600, 0);
 * remaining(t, 300_000) // 300 (seconds)
 * t = pauseTimer(t, 300_000); remaining(t, 900_000) // still 300
 * t = resumeTimer(t, 900_000); isDone(t, 1_200_000) // true
 */

/** One timer of cooking mode. */
export interface Timer {
  /** Which duration of which step it was started from ("s2-0": step 2, first duration). */
  id: string;
  /** The words it was started from, e.g. "8–10 Minuten". */
  label: string;
  /** Its whole length, in seconds. */
  seconds: number;
  /** When it ends (ms since the epoch), while it runs; null while paused. */
  endsAt: number | null;
  /** Seconds left while paused; null while it runs. */
  left: number | null;
}

/** A timer started at `now` (ms). */
export function startTimer(id: string, label: string, seconds: number, now: number): Timer {
  return { id, label, seconds, endsAt: now + seconds * 1000, left: null };
}

/** Seconds left at `now` (never below 0). */
export function remaining(timer: Timer, now: number): number {
  if (timer.endsAt === null) return timer.left ?? 0;
  return Math.max(0, (timer.endsAt - now) / 1000);
}

/** Whether the timer has run out at `now`. */
export function isDone(timer: Timer, now: number): boolean {
  return timer.endsAt !== null && now >= timer.endsAt;
}

/** The timer held at `now`, keeping what was left. */
export function pauseTimer(timer: Timer, now: number): Timer {
  if (timer.endsAt === null) return timer;
  return { ...timer, endsAt: null, left: remaining(timer, now) };
}

/** A paused timer running again from `now`. */
export function resumeTimer(timer: Timer, now: number): Timer {
  if (timer.endsAt !== null) return timer;
  return { ...timer, endsAt: now + (timer.left ?? 0) * 1000, left: null };
}

/**
 * The timers that ran out between two looks at the clock (`before` < end ≤ `now`): each rings
 * once, even when the page slept through its end and wakes minutes later.
 */
export function ranOut(timers: readonly Timer[], before: number, now: number): Timer[] {
  return timers.filter((t) => t.endsAt !== null && t.endsAt > before && t.endsAt <= now);
}
