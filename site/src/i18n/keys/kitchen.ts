import { text } from "./text.ts";

/** Cooking mode and the kitchen tools of the recipe page. */
export const kitchen = {
  /** Button on the recipe page that opens cooking mode. */
  "cook.button": text,
  /** Name of cooking mode, for screen readers. */
  "cook.mode": text,
  /** Position in cooking mode; {n} and {total} are step numbers. */
  "cook.step": text,
  /** Accessible name of cooking mode's close button. */
  "cook.close": text,
  /** Button to the previous step. */
  "cook.prev": text,
  /** Button to the next step. */
  "cook.next": text,
  /** Button on the last step, closing cooking mode. */
  "cook.done": text,
  /** Heading of the ingredients a step uses. */
  "cook.needs": text,
  /** Accessible name of a duration that starts a timer; {label} is the duration. */
  "cook.start": text,
  /** Button pausing a timer. */
  "cook.pause": text,
  /** Button resuming a paused timer. */
  "cook.resume": text,
  /** Accessible name of the button removing a timer. */
  "cook.cancel": text,
  /** A timer that ran out; {label} is its duration. */
  "cook.over": text,
  /** Note that the screen is kept on in cooking mode. */
  "cook.wake": text,
  /** Note when the browser cannot keep the screen on. */
  "cook.noWake": text,
};
