// The editorial pages and the client-rendered shells: every one renders in both languages, and
// what works without JavaScript (the search form) does.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { close, open, url, visit } from "./browser.mjs";

after(close);

/** Editorial pages and shells, German and English path (spec §2). */
const PAGES = [
  ["/de/grundlagen/", "/en/basics/"],
  ["/de/jobs/", "/en/jobs/"],
  ["/de/ueber-uns/", "/en/about-us/"],
  ["/de/team/", "/en/team/"],
  ["/de/unsere-app/", "/en/our-app/"],
  ["/de/impressum/", "/en/imprint/"],
  ["/de/agb/", "/en/terms/"],
  ["/de/datenschutz/", "/en/privacy/"],
  ["/de/kontakt/", "/en/contact/"],
  ["/de/l/kochhotline/", "/en/l/cookinghotline/"],
];
const SHELLS = [
  ["/de/signup/", "/en/signup/", "signup", true],
  ["/de/anmelden/", "/en/login/", "login", true],
  ["/de/passwort-zuruecksetzen/", "/en/reset-password/", "resetPassword", true],
  ["/de/profile/", "/en/profile/", "profile", true],
  ["/de/profile/likes/", "/en/profile/likes/", "profileLikes", true],
  ["/de/profile/einstellungen/", "/en/profile/settings/", "profileSettings", true],
  ["/de/kochbuecher/", "/en/cookbooks/", "cookbooks", true],
  ["/de/profil/rezept-erstellen/neu/grundlagen/", "/en/profile/recipe-creation/new/basics/", "recipeCreationNew", true],
  ["/de/suche/", "/en/search/", "search", true],
];

/** The href of the alternate-language link in the head, as a path. */
async function alternate(page, lang) {
  const href = await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href");
  return href ? new URL(href, url("/")).pathname : null;
}

describe("editorial pages", () => {
  test("each renders in both languages with one h1, a description and its twin", async () => {
    const { page, done } = await open();
    for (const [de, en] of PAGES) {
      for (const [path, lang, twin, other] of [
        [de, "de", en, "en"],
        [en, "en", de, "de"],
      ]) {
        await visit(page, path);
        assert.equal(await page.locator("html").getAttribute("lang"), lang, path);
        assert.equal(await page.locator("h1").count(), 1, `${path}: not exactly one h1`);
        assert.match(await page.title(), /\| Tischlein$/, `${path}: title`);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        assert.ok(description && description.length >= 50 && description.length <= 160, `${path}: description "${description}"`);
        assert.equal(await alternate(page, other), twin, `${path}: hreflang ${other}`);
      }
    }
    await done();
  });
});

describe("client-rendered shells", () => {
  test("each has a heading, the island root and the right robots rule", async () => {
    const { page, done } = await open();
    for (const [de, en, name, noindex] of SHELLS) {
      for (const path of [de, en]) {
        await visit(page, path);
        assert.equal(await page.locator("h1").count(), 1, `${path}: not exactly one h1`);
        assert.equal(await page.locator(`#app-root[data-page="${name}"]`).count(), 1, `${path}: no #app-root for ${name}`);
        const robots = await page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "");
        assert.equal(robots.includes("noindex"), noindex, `${path}: robots "${robots}"`);
      }
    }
    await done();
  });

  test("the search form works without JavaScript and says that results need it", async () => {
    const { page, done } = await open({ javaScriptEnabled: false });
    await visit(page, "/de/suche/");
    // Playwright's text selectors skip <noscript>, so the note is found by its hook.
    const note = page.locator("[data-noscript]");
    assert.ok(await note.isVisible(), "no visible noscript note");
    assert.match(await note.innerText(), /JavaScript/);
    const field = page.getByRole("search").getByRole("searchbox");
    await field.fill("Kürbis");
    await Promise.all([page.waitForURL(/\/de\/suche\/\?search=/), field.press("Enter")]);
    assert.equal(new URL(page.url()).searchParams.get("search"), "Kürbis");
    assert.equal(new URL(page.url()).pathname, "/de/suche/");
    await done();
  });
});

describe("content security policy", () => {
  test("pages name every inline script they run, and an injected one does not run", async () => {
    const { page, problems, done } = await open();
    for (const path of ["/de/", "/en/recipes/", "/de/rezepte/lasagne-bolognese/", "/de/suche/"]) {
      await visit(page, path);
      const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
      const scriptSrc = policy?.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      assert.match(scriptSrc, /'self'/, `${path}: ${policy}`);
      assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/, `${path}: ${scriptSrc}`);
      assert.match(policy, /object-src 'none'/, `${path}: ${policy}`);
      const ran = await page.evaluate(() => {
        const s = document.createElement("script");
        s.textContent = "window.__injected = true";
        document.head.append(s);
        return window.__injected === true;
      });
      assert.equal(ran, false, `${path}: an injected inline script ran`);
    }
    // The browser reports each refusal; those are the point of this test, anything else is not.
    const refusals = problems.filter((p) => p.includes("violates the following Content Security Policy"));
    assert.equal(refusals.length, 4, problems.join("\n"));
    problems.splice(0, problems.length, ...problems.filter((p) => !refusals.includes(p)));
    await done();
  });
});
