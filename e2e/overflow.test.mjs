// Nothing crosses the edge of a phone: every page type of spec §2 and every modal the modal host (and
// the pages' own dialogs) can open, at 360 and 375 px. A page fails when the document scrolls
// sideways (`scrollWidth` wider than the phone); a dialog when its box leaves the viewport. The
// phone's width is the one the test set: a mobile browser widens its layout viewport (`innerWidth`)
// to content that overflows, so `innerWidth` alone would hide the fault it is meant to find; and the
// pages are opened without mobile emulation (touch, but a layout viewport of the phone's width), so
// the widened viewport does not drag the header and other full-width boxes into the list of culprits. The failure names
// the elements whose right edge passes the viewport's, so the fix can start there.
//
// One browser, one context per width, one page reused for every path: a few minutes at most.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { close, open, url } from "./browser.mjs";

after(close);

const WIDTHS = [360, 375];

/** One page of every type (spec §2), German unless the English twin costs nothing more. */
const PAGES = [
  "/de/",
  "/en/",
  "/de/rezepte/",
  "/de/rezepte/community/",
  "/de/rezepte/spaghetti-carbonara/",
  "/en/recipes/spaghetti-carbonara/",
  "/de/rezepte/paella-mit-haehnchen-und-meeresfruechten/",
  "/de/stories/",
  "/de/stories/weihnachtsbaeckerei-guide/",
  "/de/stories/faq-rezept-hochladen/",
  "/de/kategorien/",
  "/de/kategorien/abendessen/",
  "/de/kategorien/news/",
  "/de/tags/",
  "/de/tags/schnell/",
  "/de/users/aylin-demir/",
  "/de/partners/",
  "/de/zutaten/",
  "/de/zutaten/ahornsirup/",
  "/de/shopping-tipps/",
  "/de/shopping-tipps/fisch-frisch-kaufen/",
  "/de/suche/?q=nudeln",
  "/de/was-koche-ich-heute/",
  "/de/veganuary/",
  "/de/plus/",
  "/en/plus/",
  "/de/ueber-uns/",
  "/de/team/",
  "/de/jobs/",
  "/de/unsere-app/",
  "/de/impressum/",
  "/de/agb/",
  "/de/datenschutz/",
  "/de/kontakt/",
  "/de/grundlagen/",
  "/de/l/kochhotline/",
  "/de/newsletter/",
  "/de/anmelden/",
  "/de/signup/",
  "/en/login/",
  "/de/passwort-zuruecksetzen/",
  "/de/kochbuecher/",
  "/de/profile/",
  "/de/gibt-es-nicht/",
  "/en/does-not-exist/",
];

/**
 * In the page: what (outermost first, at most five) reaches past the phone's right edge (`limit`)
 * or its left one, within `root` (the document, or a dialog): elements, and text that runs out of
 * its box (a long word in a large heading). What something clips (overflow other than visible, the
 * screen-reader-only labels among it) does not widen the page and is skipped.
 */
function offenders([rootSelector, limit]) {
  const root = rootSelector ? document.querySelector(rootSelector) : document.body;
  if (!root) return [];
  const found = [];
  const clipped = (el) => {
    for (let p = el; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== "visible" && p.getBoundingClientRect().right <= limit + 0.5) return true;
    }
    return false;
  };
  const outside = (box) => box.width > 0 && box.height > 0 && (box.right > limit + 0.5 || box.left < -0.5);
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${[...el.classList].map((c) => `.${c}`).join("")}`;
  const note = (el, box, what) => {
    if (found.some((f) => f.el.contains(el)) || clipped(el)) return;
    found.push({ el, text: `${what} [${Math.round(box.left)}, ${Math.round(box.right)}]` });
  };
  for (const el of [root, ...root.querySelectorAll("*")]) {
    if (found.length === 5) break;
    const box = el.getBoundingClientRect();
    if (outside(box)) note(el, box, name(el));
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && found.length < 5; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (outside(box)) note(node.parentElement, box, `text "${node.textContent.trim().slice(0, 40)}" in ${name(node.parentElement)}`);
  }
  return found.map((f) => f.text);
}

/** Fails when the document scrolls sideways, naming what sticks out. */
async function assertNoPageOverflow(page, where) {
  const phone = page.viewportSize().width;
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  if (scroll <= phone && inner <= phone) return;
  const culprits = await page.evaluate(offenders, [null, phone]);
  assert.fail(`${where}: the page is ${scroll} px wide on a ${phone} px phone (layout viewport ${inner} px); sticking out: ${culprits.join(", ") || "(nothing found)"}`);
}

/** Fails when the dialog's box leaves the viewport (or the page under it scrolls sideways). */
async function assertDialogInside(page, selector, where) {
  const dialog = page.locator(selector).first();
  await dialog.waitFor({ state: "visible" });
  // Let an opening animation end, so the box is where it stays.
  await page.waitForTimeout(400);
  const { width: inner, height: innerH } = page.viewportSize();
  const box = await dialog.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
  const inside = box.left >= -0.5 && box.right <= inner + 0.5 && box.top >= -0.5 && box.bottom <= innerH + 0.5;
  const culprits = await page.evaluate(offenders, [selector, inner]);
  assert.ok(
    inside && culprits.length === 0,
    `${where}: the dialog ${selector} spans [${Math.round(box.left)}, ${Math.round(box.right)}] × [${Math.round(box.top)}, ${Math.round(box.bottom)}] in ${inner}×${innerH}; sticking out: ${culprits.join(", ") || "(its own box)"}`,
  );
  await assertNoPageOverflow(page, where);
}

/** Loads a path (any status: the 404 pages are among them) and lets late layout settle. */
async function load(page, path) {
  await page.goto(url(path), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
}

/** The modals and dialogs, each opened the way a reader opens it. */
const MODALS = [
  {
    name: "register, login and reset (a logged-out heart)",
    async run(page, where) {
      await load(page, "/de/rezepte/spaghetti-carbonara/");
      await page.locator("[data-testid=like-button]").first().click();
      const modal = "[data-testid=modal]";
      await assertDialogInside(page, modal, `${where} register`);
      await page.locator(`${modal} a[href*="/anmelden/"]`).first().click();
      await page.locator(`${modal} a[href*="/passwort-zuruecksetzen/"]`).waitFor();
      await assertDialogInside(page, modal, `${where} login`);
      await page.locator(`${modal} a[href*="/passwort-zuruecksetzen/"]`).first().click();
      await page.locator(`${modal} a[href*="/passwort-zuruecksetzen/"]`).waitFor({ state: "detached" });
      await assertDialogInside(page, modal, `${where} reset`);
    },
  },
  {
    name: "user feedback",
    async run(page, where) {
      await load(page, "/de/rezepte/spaghetti-carbonara/");
      await page.locator("footer [data-modal=user-feedback]").click();
      await assertDialogInside(page, "[data-testid=modal]", where);
    },
  },
  {
    name: "block servings",
    async run(page, where) {
      await load(page, "/de/rezepte/kaesekuchen/");
      const plus = page.locator(".servings-button").last();
      await plus.scrollIntoViewIfNeeded();
      await plus.click();
      await assertDialogInside(page, "[data-testid=modal]", where);
    },
  },
  {
    name: "recipe premium",
    async run(page, where) {
      await load(page, "/de/rezepte/paella-mit-haehnchen-und-meeresfruechten/");
      // Scrolled to the locked part, the offer opens by itself (a click could land on it as it opens).
      await page.locator(".premium-locked").scrollIntoViewIfNeeded();
      await page.locator("[data-modal='recipe premium']").waitFor();
      await assertDialogInside(page, "[data-testid=modal]", where);
    },
  },
  {
    name: "error emergency recipe (404)",
    async run(page, where) {
      await load(page, "/de/gibt-es-nicht/");
      await page.locator('main [data-modal="error-emergency-recipe"]').first().click();
      await assertDialogInside(page, "#error-emergency-recipe", where);
    },
  },
  {
    name: "short video player",
    async run(page, where) {
      await load(page, "/de/rezepte/spaghetti-carbonara/");
      await page.locator("[data-video-open]").first().click();
      await assertDialogInside(page, "#short-video-player", where);
    },
  },
  {
    name: "search",
    async run(page, where) {
      await load(page, "/de/");
      await page.locator("header [data-search]").first().click();
      await page.keyboard.type("nudeln");
      await page.waitForTimeout(600);
      await assertDialogInside(page, "[data-testid=search-modal]", where);
    },
  },
  {
    name: "consent settings",
    async run(page, where) {
      await load(page, "/de/");
      const settings = page.locator("footer [data-consent-settings]").first();
      await settings.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await settings.click();
      await page.locator("[data-consent-purposes]").waitFor({ state: "visible" }).catch(() => {});
      await assertDialogInside(page, "[data-consent]", where);
    },
  },
  {
    name: "cooking mode with a running timer",
    async run(page, where) {
      await load(page, "/de/rezepte/spaghetti-carbonara/");
      await page.getByRole("button", { name: "Jetzt kochen" }).click();
      const cook = page.getByRole("dialog", { name: /Kochmodus/ });
      await cook.waitFor();
      await page.keyboard.press("ArrowRight");
      await cook.getByRole("button", { name: /^Timer starten/ }).first().click();
      await cook.locator(".cook-timer").first().waitFor();
      await assertDialogInside(page, ".cook", where);
    },
  },
];

for (const width of WIDTHS) {
  describe(`at ${width} px`, () => {
    test("no page scrolls sideways", async () => {
      const { page, context } = await open({ viewport: { width, height: 780 }, hasTouch: true });
      const failures = [];
      try {
        for (const path of PAGES) {
          await load(page, path);
          await assertNoPageOverflow(page, `${path} at ${width} px`).catch((e) => failures.push(e.message));
        }
      } finally {
        await context.close();
      }
      assert.deepEqual(failures, []);
    });

    test("no modal leaves the viewport", async () => {
      const { page, context } = await open({ viewport: { width, height: 780 }, hasTouch: true });
      const failures = [];
      try {
        for (const modal of MODALS) {
          await modal.run(page, `${modal.name} at ${width} px`).catch((e) => failures.push(`${modal.name}: ${e.message.split("\n")[0]}`));
        }
      } finally {
        await context.close();
      }
      assert.deepEqual(failures, []);
    });
  });
}
