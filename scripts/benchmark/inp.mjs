#!/usr/bin/env node
// Interaction latency of a recipe page, INP-style: Debian's Chromium (playwright-core) on a phone-sized
// window with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), the Event Timing API
// (PerformanceObserver "event", durationThreshold 16) in the page. Each interaction is the FIRST
// input on a freshly loaded page in a new browser context (an empty cache), so the code it needs may
// still have to load: the servings scaler's +, the heart of the recipe logged out (the registration
// offer opens) and logged in, opening cooking mode and opening the search modal.
// Layout shifts are counted while the page loads and while it is scrolled through (CLS; budget 0).
//
// For each it prints the interaction's latency (the longest event of the interaction, from the input to
// the next paint: what INP counts; budget ≤ 100 ms) and, beside it, when the result was on screen (the
// count changed, the modal or cooking mode shown), from the same input. Three runs (INP_RUNS), then the
// spread. Before that, what the page itself loads in the browser: its JavaScript (gzip, counted like
// scripts/bench-site) before any input or scroll, and after scrolling to its end.
//
// The pointer comes onto the target and rests there INP_HOVER_MS (100) before the press, as a reader's
// does (prefetching on pointerover has that long); the press itself is Playwright's (down and up at once).
//
// Usage: BASE=http://127.0.0.1:8080 [OUTBOX=data/outbox] node scripts/benchmark/inp.mjs
//   OUTBOX, the gateway's mail outbox (DATA_DIR/outbox), lets it register a reader for the logged-in
//   heart; without it that interaction is left out. COMPARE (and COMPARE_OUTBOX) name a second site,
//   e.g. a build of the previous version: its runs are interleaved with BASE's and both are printed,
//   with the ratio of the medians. Called by scripts/bench-site.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const SITES = [
  { label: "", base: process.env.BASE ?? "http://127.0.0.1:8080", outbox: process.env.OUTBOX ?? "" },
  ...(process.env.COMPARE ? [{ label: "compared", base: process.env.COMPARE, outbox: process.env.COMPARE_OUTBOX ?? "" }] : []),
].map((site) => ({ ...site, base: site.base.replace(/\/$/, "") }));
const HOVER = Number(process.env.INP_HOVER_MS ?? 100);
const RUNS = Number(process.env.INP_RUNS ?? 3);
const RECIPE = process.env.INP_PAGE ?? "/de/rezepte/spaghetti-carbonara/";
const BUDGET = 100;
const THROTTLE = 4;
const PHONE = { viewport: { width: 412, height: 823 }, locale: "de-DE" };
const HEADERS = { "X-Requested-With": "bench", "Content-Type": "application/json" };
const PASSWORD = "Kartoffelsalat mit Gurke 42";

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

/** A new context (empty cache) with the consent decided, so the banner covers nothing; logged in with `login`. */
async function context(site, login) {
  const ctx = await browser.newContext(PHONE);
  await ctx.addCookies([{ name: "consent", value: "necessary", url: site.base }]);
  if (login) {
    const answer = await ctx.request.post(`${site.base}/api/authenticate/credentials/`, { headers: HEADERS, data: login });
    if (!answer.ok()) throw new Error(`login answered ${answer.status()}`);
  }
  return ctx;
}

/** Loads the recipe in `ctx` with the CPU slowed, and waits until it has settled (no request for half a second). */
async function load(site, ctx) {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  await page.goto(site.base + RECIPE, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    window.__events = [];
    window.__input = null;
    addEventListener("pointerdown", (e) => (window.__input ??= e.timeStamp), { capture: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ name: e.name, duration: e.duration, delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart });
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  });
  return page;
}

/**
 * Presses `target` and measures: the interaction's latency (Event Timing) and when `shown` (a
 * function run in the page) first held in a frame, from the input.
 */
async function measure(page, target, shown) {
  await page.locator(target).first().waitFor({ state: "visible" });
  await page.locator(target).first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.locator(target).first().hover();
  await page.waitForTimeout(HOVER);
  await page.evaluate((shown) => {
    const check = new Function(`return (${shown})()`);
    window.__shown = null;
    const frame = () => (check() ? (window.__shown = performance.now()) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  }, shown.toString());
  await page.locator(target).first().click();
  await page.waitForFunction(() => window.__shown !== null, null, { timeout: 15000 });
  // Event Timing entries are queued after the next paint: give them a moment.
  await page.waitForTimeout(500);
  const { events, input, visible } = await page.evaluate(() => ({ events: window.__events, input: window.__input, visible: window.__shown }));
  if (process.env.INP_DEBUG) console.log(JSON.stringify(events.map((e) => ({ ...e, delay: Math.round(e.delay), processing: Math.round(e.processing) }))));
  const longest = events.reduce((a, e) => (a && a.duration >= e.duration ? a : e), null);
  return { latency: longest?.duration ?? 0, longest, shown: input === null ? NaN : visible - input };
}

/** Registers and confirms a reader through the API, the token read from the outbox. */
async function register(site) {
  const email = `inp-${Date.now()}@example.com`;
  const ctx = await browser.newContext();
  const answer = await ctx.request.post(`${site.base}/api/register/`, { headers: HEADERS, data: { email, password: PASSWORD, name: "Bench", language: "de" } });
  if (answer.status() !== 202) throw new Error(`registration answered ${answer.status()}`);
  let token = "";
  for (let i = 0; i < 150 && !token; i++) {
    for (const file of (await readdir(site.outbox).catch(() => [])).filter((f) => f.endsWith(".eml"))) {
      // Quoted-printable: soft line breaks and "=" written as =3D.
      const raw = (await readFile(join(site.outbox, file), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
      if (raw.includes(email)) token = /#token=([A-Za-z0-9_-]+)/.exec(raw)?.[1] ?? "";
    }
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error(`no confirmation mail to ${email} in ${site.outbox}`);
  const confirm = await ctx.request.post(`${site.base}/api/register/confirm/`, { headers: HEADERS, data: { token } });
  if (!confirm.ok()) throw new Error(`confirmation answered ${confirm.status()}`);
  await ctx.close();
  return { email, password: PASSWORD };
}

const HEART = "form[data-like-form] [data-like-main]";
const interactions = [
  {
    name: "servings +",
    target: ".ingredient-list .servings-button >> nth=1",
    shown: () => document.querySelector(".servings-count")?.textContent !== window.__startCount,
    before: (page) => page.evaluate(() => (window.__startCount = document.querySelector(".servings-count").textContent)),
  },
  { name: "heart, logged out (registration offer)", target: HEART, shown: () => !!document.querySelector("[data-testid=modal]")?.getClientRects().length },
  {
    name: "heart, logged in",
    target: HEART,
    login: true,
    shown: () => document.querySelector("form[data-like-form] [data-like-main]")?.getAttribute("aria-pressed") === "true",
    // Take the like back, so every run starts from the same state.
    after: async (page) => {
      await page.locator(HEART).first().click();
      await page.waitForFunction(() => document.querySelector("form[data-like-form] [data-like-main]")?.getAttribute("aria-pressed") === "false");
      await page.waitForLoadState("networkidle");
    },
  },
  { name: "cooking mode", target: "[data-cook]", shown: () => !!document.querySelector(".cook[role=dialog]")?.getClientRects().length },
  { name: "search", target: "[data-search]", shown: () => !!document.querySelector("[data-testid=search-modal] input")?.getClientRects().length },
];

/** The JavaScript the page loads (gzip -9, as scripts/bench-site counts), before any input and after scrolling to its end. */
async function pageScripts(site) {
  const ctx = await context(site, null);
  // Layout shifts too (CLS without session windows: every shift counts), none of which may come from the scripts.
  await ctx.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await ctx.newPage();
  const seen = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script" || seen.has(response.url())) return;
    seen.set(response.url(), 0);
    seen.set(response.url(), gzipSync(await response.body().catch(() => Buffer.alloc(0)), { level: 9 }).length);
  });
  await page.goto(site.base + RECIPE, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const sum = () => [...seen.values()].reduce((a, b) => a + b, 0) / 1024;
  const loaded = { files: seen.size, kb: sum(), cls: await page.evaluate(() => window.__cls) };
  for (let y = 0; y < 40; y++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const scrolled = { files: seen.size, kb: sum(), cls: await page.evaluate(() => window.__cls) };
  await ctx.close();
  return { loaded, scrolled };
}

const name = (site) => (site.label ? ` (${site.label})` : "");
for (const site of SITES) {
  const scripts = await pageScripts(site);
  console.log(`   in the browser${name(site)}: ${scripts.loaded.files} JavaScript files, ${scripts.loaded.kb.toFixed(1)} KB gzip before any input or scroll (budget ≤ 60 KB), CLS ${scripts.loaded.cls.toFixed(3)};`);
  console.log(`     after scrolling to the end ${scripts.scrolled.files} files, ${scripts.scrolled.kb.toFixed(1)} KB gzip, CLS ${scripts.scrolled.cls.toFixed(3)} (budget 0)`);
  site.login = site.outbox ? await register(site) : null;
  site.results = new Map(interactions.map((i) => [i.name, []]));
}

for (let run = 1; run <= RUNS; run++) {
  for (const interaction of interactions) {
    for (const site of SITES) {
      if (interaction.login && !site.login) continue;
      const ctx = await context(site, interaction.login ? site.login : null);
      const page = await load(site, ctx);
      await interaction.before?.(page);
      const result = await measure(page, interaction.target, interaction.shown);
      await interaction.after?.(page);
      await ctx.close();
      site.results.get(interaction.name).push(result);
      const latency = result.latency === 0 ? "< 16 ms" : `${Math.round(result.latency)} ms`;
      // Where the longest event's time went: waiting for the main thread, its handlers, then until the frame was painted.
      const parts = result.longest
        ? ` [${result.longest.name}: input delay ${Math.round(result.longest.delay)}, handlers ${Math.round(result.longest.processing)}, to paint ${Math.round(result.longest.duration - result.longest.delay - result.longest.processing)}]`
        : "";
      console.log(`   run ${run}${name(site)}: ${interaction.name.padEnd(40)} latency ${latency.padStart(7)}, shown after ${Math.round(result.shown)} ms${parts}`);
    }
  }
}
await browser.close();

console.log(`   interaction latency, first press on a fresh page, ${THROTTLE}× CPU slowdown, ${RUNS} runs (min / median / max):`);
const fmt = (n) => (n === 0 ? "<16" : String(Math.round(n)));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let over = false;
for (const interaction of interactions) {
  for (const site of SITES) {
    const list = site.results.get(interaction.name);
    const label = `${interaction.name}${name(site)}`.padEnd(51);
    if (list.length === 0) {
      console.log(`     ${label} not measured (no outbox to register a reader)`);
      continue;
    }
    const latencies = list.map((r) => r.latency).sort((a, b) => a - b);
    const shown = list.map((r) => r.shown).sort((a, b) => a - b);
    if (site === SITES[0]) over ||= latencies.at(-1) > BUDGET;
    const ratio = site === SITES[0] && SITES[1]?.results.get(interaction.name).length ? ` — ${(median(latencies) / Math.max(16, median(SITES[1].results.get(interaction.name).map((r) => r.latency)))).toFixed(2)} × compared` : "";
    console.log(
      `     ${label} ${fmt(latencies[0])} / ${fmt(median(latencies))} / ${fmt(latencies.at(-1))} ms (budget ≤ ${BUDGET} ms)` +
        `; shown after ${Math.round(shown[0])} / ${Math.round(median(shown))} / ${Math.round(shown.at(-1))} ms${ratio}`,
    );
  }
}
if (over) console.log(`     over budget: an interaction took longer than ${BUDGET} ms in at least one run`);
