// Accounts, sessions and likes as a new reader meets them: register from a heart, confirm from the
// mail, like and unlike, the profile's likes, log out; forgot password; social login at a local
// OpenID provider. Throughout, the session token must stay out of every answer, localStorage and
// document.cookie.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { api, close, open, until, url, visit } from "./browser.mjs";
import { mailMark, tokenLink, waitForMail } from "./mail.mjs";

after(close);

const RECIPE = "spaghetti-carbonara";
const PASSWORD = "Kartoffelsalat mit Gurke 42";

/** A fresh address per run, so the tests can run again against the same gateway. */
const address = (who) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The session cookie of a context (its name differs on https), or undefined. */
async function sessionCookie(context) {
  return (await context.cookies()).find((c) => /tischlein_session$/.test(c.name));
}

/** Calls the gateway from outside the browser with a context's cookies, as a script would. */
async function callWithCookies(context, method, path, { body, headers = {} } = {}) {
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  return fetch(url(`/api${path}`), {
    method,
    headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Records every /api answer body of a context, to prove the token is in none of them. */
function recordApiBodies(context) {
  const bodies = [];
  context.on("response", async (response) => {
    if (!new URL(response.url()).pathname.startsWith("/api/")) return;
    bodies.push({ url: response.url(), text: await response.text().catch(() => "") });
  });
  return bodies;
}

/** Fails if the token or its sealed cookie shows anywhere JavaScript or an answer could reach it. */
async function assertTokenHidden(page, bodies) {
  const cookie = await sessionCookie(page.context());
  assert.ok(cookie, "no session cookie");
  assert.equal(cookie.httpOnly, true, "the session cookie is not HttpOnly");
  assert.equal(cookie.sameSite, "Lax");
  const documentCookie = await page.evaluate(() => document.cookie);
  assert.ok(!documentCookie.includes("tischlein_session"), `document.cookie shows the session: ${documentCookie}`);
  assert.ok(!documentCookie.includes(cookie.value), "document.cookie shows the sealed session");
  assert.match(documentCookie, /(^|; )tischlein_signed_in=1(;|$)/, "no readable signed-in hint beside the session");
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  assert.ok(!storage.includes(cookie.value) && !/user_token/.test(storage), `web storage holds the session: ${storage}`);
  assert.ok(bodies.length > 0, "no API answer was recorded");
  for (const { url: where, text } of bodies) {
    assert.ok(!text.includes("user_token"), `${where} answered a user_token`);
    assert.ok(!text.includes(cookie.value), `${where} answered the sealed session`);
  }
}

/** The main like button of a recipe or story page. */
const mainLike = (page) => page.locator("[data-testid=like-button][data-like-main]");

describe("accounts and likes", () => {
  test("register from a heart → confirm from the mail → like → reload → profile likes → unlike → log out", async () => {
    const { page, context, done } = await open({ viewport: { width: 1280, height: 900 } });
    const bodies = recordApiBodies(context);
    await page.addInitScript(() => {
      window.__events = [];
      const push = (e) => window.__events.push(e);
      Object.defineProperty(window, "dataLayer", {
        configurable: true,
        get: () => window.__dataLayer,
        set: (v) => {
          window.__dataLayer = v;
          const original = v.push.bind(v);
          v.push = (...items) => (items.forEach(push), original(...items));
          v.forEach(push);
        },
      });
    });
    const recipe = await api(`/recipes/${RECIPE}/`);
    const before = recipe.user_reactions.like_count;

    // A logged-out save button offers an account for cookbooks; a heart one for likes, and records
    // that someone started liking.
    await visit(page, `/de/rezepte/${RECIPE}/`);
    await until(async () => (await page.locator("html").getAttribute("data-session")) === "out", "the session never settled as logged out");
    const modal = page.locator("[data-testid=modal][role=dialog]");
    await page.locator("[data-testid=save-button]").click();
    await modal.locator("[data-form=register]").waitFor();
    assert.match(await modal.textContent(), /eigene Kochbücher/, "the save button's offer does not speak of cookbooks");
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    await mainLike(page).click();
    await modal.waitFor();
    assert.match(await modal.textContent(), /mit einem Herz/, "the heart's offer does not speak of the heart");
    assert.equal(await modal.getAttribute("aria-modal"), "true");
    assert.equal(await modal.locator("[data-form=register]").count(), 1, "the heart did not open the register form");
    await until(() => page.evaluate(() => window.__events.some((e) => e?.event === "started_liking")), "no 'started liking' event");
    assert.equal(await page.locator("main").evaluate((m) => m.closest("[inert]") !== null || m.inert), true, "the page behind the modal is not inert");

    // Inline validation in German, then a real registration.
    const email = address("neu");
    await modal.locator("[name=email]").fill("keine-adresse");
    await modal.locator("[name=password]").fill("kurz");
    await modal.locator("[data-testid=submit]").click();
    await until(async () => (await modal.locator("[data-field-error=password]").count()) > 0, "no inline error for a short password");
    await modal.locator("[name=name]").fill("Neue Köchin");
    await modal.locator("[name=email]").fill(email);
    await modal.locator("[name=password]").fill(PASSWORD);
    await modal.locator("[data-testid=submit]").click();
    await modal.locator("[data-testid=mail-sent]").waitFor();

    // The link from the mail logs the new reader in.
    const mail = await waitForMail(email);
    assert.match(mail.text, /Content-Language: de/);
    await visit(page, tokenLink(mail.text));
    await page.locator("[data-testid=welcome]").waitFor();
    await until(async () => (await page.locator("html").getAttribute("data-session")) === "in", "not logged in after confirming");
    assert.ok(!page.url().includes("token="), "the token stays in the address bar");
    const identity = await until(
      () => page.evaluate(() => window.__events.find((e) => e?.event === "user" && e.user_id)),
      "the user's identity never reached the dataLayer",
    );
    assert.equal(identity.is_premium, false);
    assert.ok("user_type" in identity, "the dataLayer gets no user type");
    assert.ok(!JSON.stringify(identity).includes(email), "the dataLayer got the e-mail address");

    // Like: at once +1, and the count holds for everyone.
    await visit(page, `/de/rezepte/${RECIPE}/`);
    const like = mainLike(page);
    await until(async () => (await like.getAttribute("aria-pressed")) === "false", "the like button never showed the unliked state");
    await like.click();
    await until(async () => (await like.getAttribute("aria-pressed")) === "true", "the like button did not turn liked");
    assert.equal(Number(await like.getAttribute("data-count")), before + 1);
    await until(
      () => page.evaluate((id) => window.__events.some((e) => e?.like_state === "liked" && e.item_id === id), recipe.id),
      "no 'liked' state in the dataLayer",
    );
    await until(async () => (await api(`/recipes/${RECIPE}/`)).user_reactions.like_count === before + 1, "a reader of the recipe does not see the new count");
    const english = await api(`/recipes/${recipe.alternate.slug}/`, "en");
    assert.equal(english.user_reactions.like_count, before + 1, "the English version has another count");

    // Reload: still liked; the profile lists it.
    await page.reload();
    await until(async () => (await mainLike(page).getAttribute("aria-pressed")) === "true", "not liked after a reload");
    await visit(page, "/de/profile/likes/");
    await page.locator(`[data-testid=liked-card][data-item-id="${recipe.id}"]`).waitFor();

    await assertTokenHidden(page, bodies);

    // A write without X-Requested-With is refused, even with the session.
    const forged = await callWithCookies(context, "POST", "/users/me/likes/", { body: { id: recipe.id } });
    assert.equal(forged.status, 403);
    assert.equal((await forged.json()).error.code, "csrf_rejected");

    // Unlike from the recipe page: −1.
    await visit(page, `/de/rezepte/${RECIPE}/`);
    await until(async () => (await mainLike(page).getAttribute("aria-pressed")) === "true", "not liked on return");
    await mainLike(page).click();
    await until(async () => (await mainLike(page).getAttribute("aria-pressed")) === "false", "the like button did not turn unliked");
    await until(() => page.evaluate(() => window.__events.some((e) => e?.like_state === "unliked")), "no 'unliked' state in the dataLayer");
    await until(async () => (await api(`/recipes/${RECIPE}/`)).user_reactions.like_count === before, "the count did not drop back");

    // Log out from the account menu: the cookie is gone and a heart offers registration again.
    await page.locator("[data-testid=account-menu-button]").click();
    await page.locator("[data-testid=account-logout]").click();
    await until(async () => (await page.locator("html").getAttribute("data-session")) === "out", "still logged in after logging out");
    assert.equal(await sessionCookie(context), undefined, "the session cookie survived the logout");
    assert.ok(!(await page.evaluate(() => document.cookie)).includes("tischlein_signed_in"), "the hint survived the logout");
    await page.reload();
    await mainLike(page).click();
    await page.locator("[data-testid=modal] [data-form=register]").waitFor();
    await done();
  });

  test("forgot password → link from the mail → new password → the old session is gone", async () => {
    // A reader with an account, logged in on one device.
    const email = address("vergesslich");
    const first = await open();
    const register = await first.page.request.post(url("/api/register/"), {
      headers: { "X-Requested-With": "e2e" },
      data: { email, password: PASSWORD, name: "Vergesslich", language: "de" },
    });
    assert.equal(register.status(), 202);
    const confirm = await first.page.request.post(url("/api/register/confirm/"), {
      headers: { "X-Requested-With": "e2e" },
      data: { token: tokenLink((await waitForMail(email)).text).split("#token=")[1] },
    });
    assert.equal(confirm.status(), 200);
    assert.equal((await callWithCookies(first.context, "GET", "/users/me/")).status, 200);

    // On another device, the reset page without a token asks for the address.
    const second = await open({ locale: "en-GB" });
    const mark = await mailMark();
    await visit(second.page, "/en/reset-password/");
    const forgot = second.page.locator("[data-form=forgot]");
    await forgot.locator("[name=email]").fill(email);
    await forgot.locator("[data-testid=submit]").click();
    await second.page.locator("[data-testid=mail-sent]").waitFor();
    const mail = await waitForMail(email, { after: mark });
    const link = tokenLink(mail.text);
    assert.match(link, /^\/de\/passwort-zuruecksetzen\/#token=/, "the reset mail is not in the account's language");

    await visit(second.page, link);
    const reset = second.page.locator("[data-form=reset]");
    await reset.locator("[name=password]").fill("Neues Passwort für Rotkohl");
    await reset.locator("[data-testid=submit]").click();
    await until(async () => (await second.page.locator("html").getAttribute("data-session")) === "in", "not logged in after the reset");

    // The first device's session ended; the old password no longer works; the link is single use.
    assert.equal((await callWithCookies(first.context, "GET", "/users/me/")).status, 401);
    const old = await fetch(url("/api/authenticate/credentials/"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "e2e" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    assert.equal(old.status, 401);
    const again = await callWithCookies(second.context, "POST", "/password/reset/", {
      headers: { "X-Requested-With": "e2e" },
      body: { token: link.split("#token=")[1], password: "Noch ein Passwort für Rotkohl" },
    });
    assert.equal(again.status, 400);
    await first.done();
    await second.done();
  });

  test("social login at the local OpenID provider makes an account and logs in", async () => {
    const methods = await api("/authenticate/methods/");
    assert.deepEqual(methods.data.map((m) => m.id), ["google"], "the e2e gateway offers Google through the local provider");

    const { page, context, done } = await open();
    const bodies = recordApiBodies(context);
    await visit(page, "/de/anmelden/");
    const google = page.locator("[data-login-method=google]").first();
    await google.waitFor();
    assert.deepEqual(
      await page.locator("main [data-login-method]").evaluateAll((els) => [...new Set(els.map((e) => e.dataset.loginMethod))]),
      ["google"],
      "the login page offers a provider that is not enabled",
    );
    await google.click();
    await page.waitForURL((u) => u.origin === new URL(url("/")).origin && !u.pathname.startsWith("/api/"));
    await until(async () => (await page.locator("html").getAttribute("data-session")) === "in", "not logged in after the social login");
    const me = await (await callWithCookies(context, "GET", "/users/me/")).json();
    assert.equal(me.user.email, "social@example.com");
    assert.equal(me.user.has_password, false);
    await assertTokenHidden(page, bodies);
    await done();
  });
});
