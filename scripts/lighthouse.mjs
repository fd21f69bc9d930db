// The measuring half of scripts/bench-lighthouse: visits every page once at a phone's size so the
// pictures it shows have been made (as a CDN would hold them), then runs Lighthouse on each and
// prints the table, and the first view of the home page.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const { BASE, LIGHTHOUSE, CHROME_PATH, WORK } = process.env;
const PAGES = [
  ["home", "/de/", "/en/"],
  ["recipe list", "/de/rezepte/", "/en/recipes/"],
  ["recipe", "/de/rezepte/lasagne-bolognese/", "/en/recipes/lasagne-bolognese/"],
  ["story", "/de/stories/kuerbis-und-herbstgemuese-guide/", "/en/stories/autumn-squash-guide/"],
  ["category", "/de/kategorien/backen/", "/en/categories/baking/"],
];
const FLAGS = "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run";

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
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
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
