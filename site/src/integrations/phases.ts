/**
 * Prints where the build's time went (lib/build-phases.ts) when it is done: one line per phase,
 * which scripts/bench-site reads back. It must run after every other integration's
 * "astro:build:done", whose work it includes, and the render phase ends when Astro has written
 * every page ("astro:build:generated").
 */
import type { AstroIntegration } from "astro";
import { constants, PerformanceObserver } from "node:perf_hooks";
import { record, reportLines, since, threadCpuMs } from "../lib/build-phases.ts";

export default function phases(): AstroIntegration {
  // The main thread's garbage collection pauses, summed: a large catalogue in memory makes them longer.
  let gc = { ms: 0, count: 0, majorMs: 0, major: 0 };
  const add = (entries: PerformanceEntry[]) => {
    for (const entry of entries) {
      gc.ms += entry.duration;
      gc.count++;
      if ((entry.detail as { kind?: number } | undefined)?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        gc.majorMs += entry.duration;
        gc.major++;
      }
    }
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  return {
    name: "tischlein-phases",
    hooks: {
      "astro:build:start": () => {
        gc = { ms: 0, count: 0, majorMs: 0, major: 0 };
        observer.observe({ entryTypes: ["gc"] });
      },
      // Rendering (and Astro's writing the pages) runs from the last route's paths to here.
      "astro:build:generated": () => since("render", "render"),
      "astro:build:done": ({ logger }) => {
        // The hooks between compressing and this one (the pictures list of the image warm-up).
        since("compressed", "after compress");
        const { user, system } = process.cpuUsage();
        record("total", process.uptime() * 1000, (user + system) / 1000);
        record("total: main thread", 0, threadCpuMs());
        add(observer.takeRecords());
        observer.disconnect();
        record("total: garbage collection", gc.ms, gc.ms, gc.count);
        record("total: major garbage collection", gc.majorMs, gc.majorMs, gc.major);
        for (const line of reportLines()) logger.info(line);
      },
    },
  };
}
