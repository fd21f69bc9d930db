/**
 * Cooking mode: the recipe one step at a time in large type, full screen, for the
 * stove. Loaded only when the reader presses "Jetzt kochen" (components/recipe/Steps.astro), and
 * built from what the page already holds — the steps in its HTML, the ingredients and strings in
 * the button's `data-cook` — so it works offline once the page is loaded.
 *
 * - Each step shows the ingredients it names, in the amounts of the servings chosen in the scaler
 *   (stores/modal.ts `$servings`, lib/amounts.ts as the list itself uses).
 * - Arrow keys, Page Up/Down, the buttons and a horizontal swipe move between steps; Escape closes.
 * - Durations in a step's text (lib/durations.ts) are buttons that start a timer; several run at
 *   once and keep running between steps, when cooking mode is closed and while the phone is locked:
 *   they are end times (lib/timers.ts), looked at every half second and whenever the page is
 *   visible again, and each rings once — a beep and a vibration — when its end has passed.
 * - The screen is kept awake with the Screen Wake Lock API where the browser has it (asked again
 *   when the page comes back, as browsers release it when hidden); elsewhere a note says so.
 *
 * Vanilla DOM rather than React: it is one more thing the recipe page can load, and the page is at
 * its JavaScript budget. Text from the recipe is always set as text, never as HTML.
 */
import type { Language } from "@tischlein/content-schemas";
import { fill } from "../../i18n/fill.ts";
import { type AmountItem, ingredientLine, scaleFactor } from "../../lib/amounts.ts";
import { clock, findDurations } from "../../lib/durations.ts";
import { isDone, pauseTimer, ranOut, remaining, resumeTimer, startTimer, type Timer } from "../../lib/timers.ts";
import { $servings } from "../../stores/modal.ts";
import "./cooking.css";

/** What Steps.astro puts into `data-cook`. */
export interface CookData {
  lang: Language;
  recipeId: string;
  title: string;
  /** Servings the amounts are written for. */
  servings: number;
  items: (AmountItem & { note: string | null })[];
  labels: Record<
    | "mode"
    | "step"
    | "close"
    | "prev"
    | "next"
    | "done"
    | "needs"
    | "start"
    | "pause"
    | "resume"
    | "cancel"
    | "over"
    | "wake"
    | "noWake",
    string
  >;
}

interface WakeLock {
  release(): Promise<void>;
}

let data: CookData;
let steps: { text: string; image: HTMLImageElement | null }[] = [];
let root: HTMLElement | null = null;
let index = 0;
let timers: Timer[] = [];
let lastLook = Date.now();
let ticking: ReturnType<typeof setInterval> | undefined;
let wake: WakeLock | null = null;
/** What the note under the step says about the screen: kept awake, or why not. */
let wakeNote = "";
let opener: HTMLElement | null = null;
let audio: AudioContext | undefined;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** Opens cooking mode for the page's recipe, at the step shown last (the first at first). */
export function openCooking(button: HTMLElement): void {
  if (root) return;
  opener = button;
  data = JSON.parse(button.dataset.cook!) as CookData;
  steps = [...document.querySelectorAll<HTMLElement>(".steps .step")].map((li) => ({
    text: li.querySelector(".step-text")?.textContent ?? "",
    image: li.querySelector("img"),
  }));
  if (steps.length === 0) return;
  root = el("div", "cook");
  root.setAttribute("role", "dialog");
  root.setAttribute("aria-modal", "true");
  root.setAttribute("aria-label", `${data.labels.mode}: ${data.title}`);
  for (const node of document.body.children) if (node !== root) node.setAttribute("inert", "");
  document.body.append(root);
  document.documentElement.classList.add("cooking");
  document.addEventListener("keydown", onKey);
  document.addEventListener("visibilitychange", onVisible);
  swipe(root);
  render();
  void keepAwake();
  tick();
}

function close(): void {
  if (!root) return;
  root.remove();
  root = null;
  for (const node of document.body.children) node.removeAttribute("inert");
  document.documentElement.classList.remove("cooking");
  document.removeEventListener("keydown", onKey);
  document.removeEventListener("visibilitychange", onVisible);
  void wake?.release().catch(() => {});
  wake = null;
  opener?.focus();
}

function go(to: number): void {
  if (to < 0 || to >= steps.length) return;
  index = to;
  render();
}

function onKey(e: KeyboardEvent): void {
  if (e.key === "Escape") close();
  else if (e.key === "ArrowRight" || e.key === "PageDown") go(index + 1);
  else if (e.key === "ArrowLeft" || e.key === "PageUp") go(index - 1);
  else return;
  e.preventDefault();
}

function onVisible(): void {
  if (document.visibilityState !== "visible") return;
  tick();
  void keepAwake();
}

/** A horizontal swipe of 60 px or more moves a step; a vertical one scrolls as usual. */
function swipe(node: HTMLElement): void {
  let x = 0;
  let y = 0;
  node.addEventListener("pointerdown", (e) => ((x = e.clientX), (y = e.clientY)));
  node.addEventListener("pointerup", (e) => {
    const dx = e.clientX - x;
    if (Math.abs(dx) > 60 && Math.abs(dx) > Math.abs(e.clientY - y) * 1.5) go(index + (dx < 0 ? 1 : -1));
  });
}

async function keepAwake(): Promise<void> {
  const lock = (navigator as Navigator & { wakeLock?: { request(type: "screen"): Promise<WakeLock> } }).wakeLock;
  if (!root) return;
  try {
    if (!lock) throw new Error("no wake lock");
    wake = await lock.request("screen");
    wakeNote = data.labels.wake;
  } catch {
    wakeNote = data.labels.noWake;
  }
  const note = root?.querySelector<HTMLElement>(".cook-wake");
  if (note) note.textContent = wakeNote;
}

/**
 * The ingredients whose name a step's text mentions: a word beginning with it ("Salzwasser" and
 * "salzen" name "Salz"), or for names under four letters the whole word ("Ei", not "einen").
 */
function needs(text: string): CookData["items"] {
  const words = text.toLocaleLowerCase(data.lang);
  return data.items.filter((item) =>
    [item.name.one, item.name.many].some((name) => {
      const n = name.toLocaleLowerCase(data.lang).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return n.length > 1 && new RegExp(`(?<![\\p{L}])${n}${n.length < 4 ? "(?![\\p{L}])" : ""}`, "u").test(words);
    }),
  );
}

function render(): void {
  if (!root) return;
  const step = steps[index]!;
  const last = index === steps.length - 1;
  root.replaceChildren();

  const bar = el("div", "cook-bar");
  const heading = el("div", "cook-heading");
  heading.append(el("p", "cook-title", data.title), el("p", "cook-count", fill(data.labels.step, { n: index + 1, total: steps.length })));
  const closer = el("button", "cook-close", "✕");
  closer.type = "button";
  closer.setAttribute("aria-label", data.labels.close);
  closer.addEventListener("click", close);
  bar.append(heading, closer);
  const progress = el("div", "cook-progress");
  progress.append(el("span"));
  progress.style.setProperty("--done", `${((index + 1) / steps.length) * 100}%`);

  const body = el("div", "cook-body");
  body.tabIndex = -1;
  body.setAttribute("aria-live", "polite");
  const text = el("p", "cook-text");
  let at = 0;
  findDurations(step.text).forEach((d, i) => {
    text.append(step.text.slice(at, d.index));
    const chip = el("button", "cook-chip", d.text);
    chip.type = "button";
    chip.setAttribute("aria-label", fill(data.labels.start, { label: d.text }));
    chip.addEventListener("click", () => start(`s${index + 1}-${i}`, d.text, d.min));
    text.append(chip);
    at = d.index + d.text.length;
  });
  text.append(step.text.slice(at));
  body.append(el("p", "cook-number", String(index + 1)), text);

  const used = needs(step.text);
  if (used.length > 0) {
    const factor = scaleFactor(data.servings, $servings.get()[data.recipeId] ?? data.servings);
    const box = el("section", "cook-needs");
    const list = el("ul");
    for (const item of used) {
      const line = ingredientLine(item, factor, data.lang);
      const li = el("li");
      li.append(el("strong", "", [line.quantity, line.unit].filter(Boolean).join(" ")), ` ${line.name}`);
      list.append(li);
    }
    box.append(el("h2", "", data.labels.needs), list);
    body.append(box);
  }
  if (step.image) {
    const img = el("img", "cook-photo");
    img.src = step.image.currentSrc || step.image.src;
    img.alt = step.image.alt;
    body.append(img);
  }

  const nav = el("div", "cook-nav");
  const prev = el("button", "cook-prev", data.labels.prev);
  prev.type = "button";
  prev.disabled = index === 0;
  prev.addEventListener("click", () => go(index - 1));
  const next = el("button", "cook-next", last ? data.labels.done : data.labels.next);
  next.type = "button";
  next.addEventListener("click", () => (last ? close() : go(index + 1)));
  nav.append(prev, next);

  root.append(bar, progress, body, el("p", "cook-wake", wakeNote), el("div", "cook-timers"), nav);
  drawTimers();
  body.focus({ preventScroll: true });
}

function start(id: string, label: string, seconds: number): void {
  // A sound may only start after a gesture: make the audio context on the tap that starts a timer.
  audio ??= typeof AudioContext === "function" ? new AudioContext() : undefined;
  const now = Date.now();
  timers = [...timers.filter((t) => t.id !== id), startTimer(id, label, seconds, now)];
  ticking ??= setInterval(tick, 500);
  drawTimers();
}

function tick(): void {
  const now = Date.now();
  for (const t of ranOut(timers, lastLook, now)) ring(t);
  lastLook = now;
  drawTimers();
}

function ring(timer: Timer): void {
  navigator.vibrate?.([400, 200, 400, 200, 400]);
  if (audio) {
    for (let i = 0; i < 3; i++) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = 880;
      gain.gain.value = 0.2;
      osc.connect(gain).connect(audio.destination);
      const at = audio.currentTime + i * 0.45;
      osc.start(at);
      osc.stop(at + 0.25);
    }
  }
  document.dispatchEvent(new CustomEvent("tischlein:timer", { detail: timer.id }));
}

function drawTimers(): void {
  const box = root?.querySelector<HTMLElement>(".cook-timers");
  if (!box) return;
  const now = Date.now();
  const rows = timers.map((t) => {
    const done = isDone(t, now);
    const row = el("div", "cook-timer");
    row.dataset.timer = t.id;
    row.dataset.state = done ? "done" : t.endsAt === null ? "paused" : "running";
    row.append(el("span", "cook-timer-label", done ? fill(data.labels.over, { label: t.label }) : t.label));
    row.append(el("span", "cook-timer-clock", clock(remaining(t, now))));
    if (!done) {
      const toggle = el("button", "", t.endsAt === null ? data.labels.resume : data.labels.pause);
      toggle.type = "button";
      toggle.addEventListener("click", () => {
        timers = timers.map((x) => (x.id !== t.id ? x : x.endsAt === null ? resumeTimer(x, Date.now()) : pauseTimer(x, Date.now())));
        drawTimers();
      });
      row.append(toggle);
    }
    const cancel = el("button", "", "✕");
    cancel.type = "button";
    cancel.setAttribute("aria-label", `${data.labels.cancel}: ${t.label}`);
    cancel.addEventListener("click", () => {
      timers = timers.filter((x) => x.id !== t.id);
      drawTimers();
    });
    row.append(cancel);
    return row;
  });
  box.replaceChildren(...rows);
}
