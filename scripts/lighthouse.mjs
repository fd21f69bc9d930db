// The measuring half of scripts/bench-lighthouse: visits every page once at a phone's size so the
// pictures it shows have been made (as a CDN would hold them), then runs Lighthouse on each and
// prints the table, and the first view of the home page.
// `lighthouse.mjs cold <path> <run>` runs Lighthouse once on a page of a gateway that has just
// started (nothing visited first) and notes the result; `lighthouse.mjs cold-summary` prints the
// fresh starts' table with their budget.
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const { BASE, LIGHTHOUSE, CHROME_PATH, WORK } = process.env;
const FLAGS = "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The budget of a fresh start: every page, every start. */
const COLD = { lcp: 2.0, performance: 0.95 };
const [mode, coldPath, coldRun, coldLabel = "this"] = process.argv.slice(2);
if (mode === "cold") {
  const started = Date.now();
  // Each report is kept (lh-cold-<gateway>-<run>-<page>.json) for a look at what a slow start waited for.
  const out = `${WORK}/lh-cold-${coldLabel}-${coldRun}-${coldPath.replaceAll("/", "_")}.json`;
  execFileSync(LIGHTHOUSE, [BASE + coldPath, "--quiet", `--chrome-flags=${FLAGS}`, "--output=json", `--output-path=${out}`,
    "--only-categories=performance"], { env: { ...process.env, CHROME_PATH }, stdio: "ignore" });
  const report = JSON.parse(readFileSync(out, "utf8"));
  // How long the pictures took as observed (before Lighthouse's simulation): on a shared machine the
  // LCP moves with everyone's load, these with the gateway's work.
  const pictures = report.audits["network-requests"].details.items
    .filter((r) => new URL(r.url).pathname.startsWith("/_img"))
    .map((r) => r.networkEndTime - r.networkRequestTime)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const result = {
    path: coldPath,
    run: Number(coldRun),
    gateway: coldLabel,
    lcp: report.audits["largest-contentful-paint"].numericValue / 1000,
    performance: report.categories.performance.score,
    tbt: report.audits["total-blocking-time"].numericValue,
    took: (Date.now() - started) / 1000,
    pictures: pictures.length,
    picturesMedian: pictures.length ? median(pictures) : 0,
    picturesMax: pictures.length ? pictures[pictures.length - 1] : 0,
  };
  appendFileSync(`${WORK}/cold.jsonl`, JSON.stringify(result) + "\n");
  const ok = result.lcp <= COLD.lcp && result.performance >= COLD.performance;
  console.log(`   start ${result.run} ${coldLabel.padEnd(7)} ${coldPath.padEnd(48)} LCP ${result.lcp.toFixed(2)} s  performance ${result.performance.toFixed(2)}  ` +
    `TBT ${Math.round(result.tbt)} ms  ${ok ? "within budget" : "OVER BUDGET"}  ` +
    `(${result.pictures} pictures, each ${Math.round(result.picturesMedian)} ms median, ${Math.round(result.picturesMax)} ms at most)`);
  process.exit(0);
}
if (mode === "cold-summary") {
  const results = existsSync(`${WORK}/cold.jsonl`)
    ? readFileSync(`${WORK}/cold.jsonl`, "utf8").trim().split("\n").map((line) => JSON.parse(line))
    : [];
  const paths = [...new Set(results.map((r) => r.path))];
  console.log(`   fresh starts: LCP, performance and (the pictures' median time as observed) of each start ` +
    `(budget LCP ≤ ${COLD.lcp.toFixed(1)} s, performance ≥ ${COLD.performance} in every start)`);
  for (const gateway of [...new Set(results.map((r) => r.gateway))]) {
    let failed = 0;
    for (const path of paths) {
      const runs = results.filter((r) => r.path === path && r.gateway === gateway);
      const within = runs.filter((r) => r.lcp <= COLD.lcp && r.performance >= COLD.performance).length;
      if (within < runs.length) failed++;
      console.log(`   ${gateway.padEnd(7)} ${path.padEnd(48)} ${runs.map((r) => `${r.lcp.toFixed(2)} s ${r.performance.toFixed(2)} (${Math.round(r.picturesMedian ?? 0)} ms)`).join("  |  ").padEnd(64)} ${within} of ${runs.length} within budget`);
    }
    console.log(`   ${gateway.padEnd(7)} ` + (failed ? `over budget on ${failed} of ${paths.length} pages` : "every page within budget in every start"));
  }
  process.exit(0);
}
const PAGES = [
  ["home", "/de/", "/en/"],
  ["recipe list", "/de/rezepte/", "/en/recipes/"],
  ["recipe", "/de/rezepte/lasagne-bolognese/", "/en/recipes/lasagne-bolognese/"],
  ["story", "/de/stories/kuerbis-und-herbstgemuese-guide/", "/en/stories/autumn-squash-guide/"],
  ["category", "/de/kategorien/backen/", "/en/categories/baking/"],
];
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: FLAGS.split(" ") });
const phone = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
for (const [, ...paths] of PAGES) {
  for (const path of paths) {
    const resp = await phone.goto(BASE + path, { waitUntil: "networkidle" });
    if (resp?.status() !== 200) throw new Error(`${path} answered ${resp?.status()}`);
  }
}
await browser.close();

/** Runs per page: single Lighthouse runs on a shared machine are noisy, so the median counts. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const span = (xs, fmt) => `${fmt(median(xs))} (${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))})`;

const row = (cells) => console.log("   " + cells.map((c, i) => String(c).padEnd([52, 5, 5, 5, 5, 22, 18, 6][i] ?? 8)).join(" "));
console.log(`   Lighthouse 13, mobile (default throttling), ${RUNS} runs per page after one warm-up visit: median (min–max)`);
row(["page", "perf", "a11y", "bp", "seo", "LCP", "TBT", "CLS"]);
const failures = [];
for (const [name, ...paths] of PAGES) {
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const out = `${WORK}/lh.json`;
      execFileSync(LIGHTHOUSE, [BASE + path, "--quiet", `--chrome-flags=${FLAGS}`, "--output=json", `--output-path=${out}`,
        "--only-categories=performance,accessibility,best-practices,seo"], { env: { ...process.env, CHROME_PATH }, stdio: "ignore" });
      runs.push(JSON.parse(readFileSync(out, "utf8")));
    }
    const scores = ["performance", "accessibility", "best-practices", "seo"].map((k) => Math.min(...runs.map((r) => Math.round(r.categories[k].score * 100))));
    const metric = (id) => runs.map((r) => r.audits[id].numericValue);
    const lcp = metric("largest-contentful-paint").map((ms) => ms / 1000);
    const tbt = metric("total-blocking-time");
    const cls = metric("cumulative-layout-shift");
    row([`${name} ${path}`, ...scores, span(lcp, (v) => `${v.toFixed(2)} s`), span(tbt, (v) => `${Math.round(v)}`) + " ms", median(cls).toFixed(3)]);
    if (scores.some((s) => s < 100) || median(lcp) > 1.5 || median(tbt) > 50 || median(cls) > 0) failures.push(path);
  }
}
console.log("   (scores: the lowest of the runs)");
console.log(failures.length ? `   over budget (medians): ${failures.join(", ")}` : "   every page within budget (lowest scores 100, median LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS 0)");

// First view of the home page: everything a phone downloads before it scrolls.
const b2 = await chromium.launch({ executablePath: CHROME_PATH, args: FLAGS.split(" ") });
const ctx = await b2.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send("Network.enable");
let bytes = 0;
cdp.on("Network.loadingFinished", (e) => (bytes += e.encodedDataLength));
await page.goto(BASE + "/de/", { waitUntil: "networkidle" });
await b2.close();
const html = execFileSync("curl", ["-s", "-H", "Accept-Encoding: br", BASE + "/de/"]);
const raw = execFileSync("curl", ["-s", BASE + "/de/"]);
console.log(`   home /de/, first view on a phone: ${(bytes / 1024).toFixed(0)} KB transferred (budget ≤ 500 KB); ` +
  `HTML ${(html.length / 1024).toFixed(1)} KB brotli of ${(raw.length / 1024).toFixed(0)} KB (budget ≤ 40 KB compressed)`);
