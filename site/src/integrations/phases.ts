/**
 * Prints where the build's time went (lib/build-phases.ts) when it is done: one line per phase,
 * which scripts/bench-site reads back. It must run after every other integration's
 * "astro:build:done", whose work it includes, and the render phase ends when Astro has written
 * every page ("astro:build:generated").
 */
import type { AstroIntegration } from "astro";
import { record, reportLines, since, threadCpuMs } from "../lib/build-phases.ts";

export default function phases(): AstroIntegration {
  return {
    name: "tischlein-phases",
    hooks: {
      // Rendering (and Astro's writing the pages) runs from the last route's paths to here.
      "astro:build:generated": () => since("render", "render"),
      "astro:build:done": ({ logger }) => {
        const { user, system } = process.cpuUsage();
        record("total", process.uptime() * 1000, (user + system) / 1000);
        record("total: main thread", 0, threadCpuMs());
        for (const line of reportLines()) logger.info(line);
      },
    },
  };
}
