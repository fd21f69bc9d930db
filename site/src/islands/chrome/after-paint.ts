/**
 * Runs `work` once the browser has painted the next frame: a press first shows its own effect (the
 * button pressed, the focus ring, a count), and only then does code that can take a while — loading
 * and starting React for a modal, cooking mode — run, so it never holds that frame back. The
 * latency a reader feels for the press (what INP measures) is then the frame's, not the loading's.
 *
 * @example
 * button.addEventListener("click", () => afterPaint(() => void import("./modal.ts")));
 */
export function afterPaint(work: () => void): void {
  // The callback of requestAnimationFrame runs just before the frame is painted; a task queued from
  // it runs after that paint.
  requestAnimationFrame(() => setTimeout(work, 0));
}
