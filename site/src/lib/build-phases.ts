/**
 * Where a build's time goes: reading the content API, planning the pages (their list and
 * fingerprints), rendering, compressing, and the hooks that run after. Each phase adds its wall time
 * and, where it can be told apart, the CPU time it used; the build prints them all at its end as
 * `[tischlein-phase] <name> <wall ms> <cpu ms> <count>` lines (integrations/phases.ts), which
 * scripts/bench-site reads back. Without that breakdown a slower build only shows as a longer total.
 *
 * The phases are kept on a global: the loaders run inside the prerender bundle, the integrations in
 * the module graph of the config, and both copies of this module must add to one table.
 */

/** One phase: wall and CPU milliseconds, and how many things it did (pages, files, requests). */
export interface Phase {
  wallMs: number;
  cpuMs: number;
  count: number;
}

const KEY = Symbol.for("tischlein.build-phases");

/** The table of phases, in the order they were first recorded. */
export function phases(): Map<string, Phase> {
  const holder = globalThis as { [KEY]?: Map<string, Phase> };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

const MARKS = Symbol.for("tischlein.build-marks");

/** Notes the time and the thread's CPU time now, for a phase that ends in another module (since). */
export function mark(name: string): void {
  const holder = globalThis as { [MARKS]?: Map<string, { wall: number; cpu: number }> };
  holder[MARKS] ??= new Map();
  holder[MARKS].set(name, { wall: performance.now(), cpu: threadCpuMs() });
}

/** Adds the time since a mark to a phase; nothing when the mark was not made. */
export function since(markName: string, phase: string, count = 0): void {
  const at = (globalThis as { [MARKS]?: Map<string, { wall: number; cpu: number }> })[MARKS]?.get(markName);
  if (at) record(phase, performance.now() - at.wall, threadCpuMs() - at.cpu, count);
}

/** Adds to a phase. */
export function record(name: string, wallMs: number, cpuMs = 0, count = 0): void {
  const table = phases();
  const phase = table.get(name) ?? { wallMs: 0, cpuMs: 0, count: 0 };
  phase.wallMs += wallMs;
  phase.cpuMs += cpuMs;
  phase.count += count;
  table.set(name, phase);
}

/** CPU milliseconds this thread has used so far. */
export function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/**
 * Runs synchronous work and adds its wall and CPU time to a phase.
 *
 * @example
 * const pages = timed("pages", () => pagesOf(de, en), (p) => p.length);
 */
export function timed<T>(name: string, work: () => T, count?: (result: T) => number): T {
  const wall = performance.now();
  const cpu = threadCpuMs();
  const result = work();
  record(name, performance.now() - wall, threadCpuMs() - cpu, count ? count(result) : 0);
  return result;
}

/** The report's lines, one per phase, in the format scripts/bench-site reads. */
export function reportLines(): string[] {
  return [...phases()].map(
    ([name, p]) => `[tischlein-phase] ${name} ${Math.round(p.wallMs)} ${Math.round(p.cpuMs)} ${p.count}`,
  );
}
