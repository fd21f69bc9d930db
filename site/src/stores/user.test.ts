import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dataLayer, deferred, error, settle, sessionCookie, stubApi, USER } from "./test-api.ts";

/** The session store and its account verbs, as a fresh page load sees them. */
const fresh = async () => ({ ...(await import("./user.ts")), ...(await import("./account.ts")) });

beforeEach(() => {
  vi.resetModules();
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
  sessionCookie(true);
});
afterEach(() => vi.unstubAllGlobals());

describe("user store and account verbs", () => {
  it("starts empty and asks GET /api/users/me/ once per page load", async () => {
    const calls = stubApi({ "GET /users/me/": { status: 200, body: { user: USER } } });
    const store = await fresh();
    expect(store.$user.get()).toBeNull();
    expect(store.$session.get()).toBe("unknown");

    const [a, b] = await Promise.all([store.loadUser(), store.loadUser()]);
    await store.loadUser();
    expect(a).toEqual(USER);
    expect(b).toEqual(USER);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "GET", path: "/users/me/", credentials: "same-origin" });
    expect(calls[0]!.headers["X-Requested-With"]).toBeUndefined();
    expect(store.$session.get()).toBe("in");
  });

  it("does not ask without the session hint: anonymous readers get no 401", async () => {
    const calls = stubApi({ "GET /users/me/": { status: 200, body: { user: USER } } });
    sessionCookie(false);
    const store = await fresh();
    expect(await store.loadUser()).toBeNull();
    expect(store.$session.get()).toBe("out");
    expect(calls).toHaveLength(0);
  });

  it("reads the gateway's hint, on http and as __Host- on https, and no look-alike", async () => {
    for (const [cookie, asks] of [
      ["tischlein_signed_in=1", true],
      ["a=b; __Host-tischlein_signed_in=1; c=d", true],
      ["tischlein_signed_in=0", false],
      ["not_tischlein_signed_in=1", false],
      ["", false],
    ] as const) {
      vi.resetModules();
      const calls = stubApi({ "GET /users/me/": { status: 200, body: { user: USER } } });
      sessionCookie(asks, cookie);
      const store = await fresh();
      await store.loadUser();
      expect(calls.length, cookie).toBe(asks ? 1 : 0);
      expect(store.$session.get(), cookie).toBe(asks ? "in" : "out");
    }
  });

  it("is logged out for the page when the session ended (401) or the API failed", async () => {
    for (const answer of [error(401, "unauthorized", "Bitte melde dich an."), { status: 503 }]) {
      vi.resetModules();
      stubApi({ "GET /users/me/": answer });
      sessionCookie(true);
      const store = await fresh();
      expect(await store.loadUser()).toBeNull();
      expect(store.$session.get()).toBe("out");
    }
  });

  it("pushes identity, premium and type to the data layer when set, once per value", async () => {
    stubApi({
      "GET /users/me/": { status: 200, body: { user: USER } },
      "POST /authenticate/credentials/": { status: 200, body: { user: { ...USER, is_premium: true } } },
    });
    const store = await fresh();
    await store.loadUser();
    await store.login({ email: USER.email, password: "geheim123" });
    await store.login({ email: USER.email, password: "geheim123" });
    expect(dataLayer()).toEqual([
      { event: "user", user_id: USER.id, is_premium: false, user_type: "user" },
      { event: "user", user_id: USER.id, is_premium: true, user_type: "user" },
    ]);
    expect(JSON.stringify(dataLayer())).not.toContain(USER.email);
  });

  it("stays empty on 401 (logged out), and also while the account API is missing (404)", async () => {
    for (const answer of [error(401, "unauthorized", "Bitte melde dich an."), error(404, "not_found", "Nicht gefunden.")]) {
      vi.resetModules();
      stubApi({ "GET /users/me/": answer });
      const store = await fresh();
      expect(await store.loadUser()).toBeNull();
      expect(store.$user.get()).toBeNull();
      expect(store.$session.get()).toBe("out");
    }
    expect(dataLayer()).toEqual([]);
  });

  it("refuses an answer that carries a token (the shape is strict) and treats it as logged out", async () => {
    stubApi({ "GET /users/me/": { status: 200, body: { user: { ...USER, user_token: "x".repeat(43) } } } });
    const store = await fresh();
    expect(await store.loadUser()).toBeNull();
  });

  it("lets a login win over a slower GET /users/me/ that answered 401", async () => {
    const me = deferred<{ status: number; body: unknown }>();
    stubApi({
      "GET /users/me/": me.promise,
      "POST /authenticate/credentials/": { status: 200, body: { user: USER } },
    });
    const store = await fresh();
    const loading = store.loadUser();
    await store.login({ email: USER.email, password: "geheim123" });
    me.resolve(error(401, "unauthorized", "Bitte melde dich an."));
    await loading;
    expect(store.$user.get()).toEqual(USER);
  });

  it("logs in with JSON and the CSRF header, and shows the API's message when it refuses", async () => {
    const calls = stubApi({
      "POST /authenticate/credentials/": error(401, "invalid_credentials", "E-Mail-Adresse oder Passwort stimmen nicht."),
    });
    const store = await fresh();
    const failure = await store.login({ email: "jana@example.com", password: "falsch" }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 401, code: "invalid_credentials", message: "E-Mail-Adresse oder Passwort stimmen nicht." });
    expect(calls[0]!.headers).toMatchObject({ "X-Requested-With": "fetch", "Content-Type": "application/json", "Accept-Language": "de" });
    expect(calls[0]!.body).toEqual({ email: "jana@example.com", password: "falsch" });
    expect(store.$user.get()).toBeNull();
  });

  it("passes the field of a 422 on to the form", async () => {
    stubApi({ "POST /register/": error(422, "password_too_common", "Dieses Passwort ist zu verbreitet.", "password") });
    const store = await fresh();
    const failure = await store
      .register({ email: "a@b.de", password: "passwort", name: "A", language: "de", newsletter_opt_in: false })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 422, field: "password", message: "Dieses Passwort ist zu verbreitet." });
  });

  it("reports a request that got no answer as a network error", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const store = await fresh();
    const failure = await store.login({ email: "a@b.de", password: "x" }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 0, code: "network" });
  });

  it("confirms, resets and logs out through the API", async () => {
    const calls = stubApi({
      "POST /register/confirm/": { status: 200, body: { user: USER } },
      "POST /logout/": { status: 204 },
      "POST /password/reset/": { status: 200, body: { user: USER } },
    });
    const store = await fresh();
    await store.confirmAccount("t".repeat(43));
    expect(store.$session.get()).toBe("in");
    await store.logout();
    expect(store.$user.get()).toBeNull();
    expect(store.$session.get()).toBe("out");
    await store.resetPassword({ token: "t".repeat(43), password: "neues-passwort" });
    expect(store.$user.get()).toEqual(USER);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /register/confirm/", "POST /logout/", "POST /password/reset/"]);
    expect(calls.every((c) => c.headers["X-Requested-With"] === "fetch")).toBe(true);
  });

  it("keeps the user when logging out fails, so the menu can say so", async () => {
    stubApi({ "GET /users/me/": { status: 200, body: { user: USER } }, "POST /logout/": { status: 503 } });
    const store = await fresh();
    await store.loadUser();
    await expect(store.logout()).rejects.toMatchObject({ status: 503 });
    expect(store.$user.get()).toEqual(USER);
  });

  it("updates the profile, and empties the store when a personal call answers 401", async () => {
    const calls = stubApi({
      "GET /users/me/": { status: 200, body: { user: USER } },
      "PATCH /users/me/": ({ body }) => ({ status: 200, body: { user: { ...USER, ...(body as object) } } }),
      "POST /users/me/password/": error(401, "unauthorized", "Bitte melde dich an."),
    });
    const store = await fresh();
    await store.loadUser();
    await store.updateUser({ name: "Jana K." });
    expect(store.$user.get()?.name).toBe("Jana K.");
    expect(calls[1]!.body).toEqual({ name: "Jana K." });
    await expect(store.changePassword({ current_password: "a", new_password: "bbbbbbbb" })).rejects.toMatchObject({ status: 401 });
    expect(store.$user.get()).toBeNull();
  });

  it("deletes the account with DELETE and a body, then is logged out", async () => {
    const calls = stubApi({
      "GET /users/me/": { status: 200, body: { user: USER } },
      "DELETE /users/me/": { status: 204 },
    });
    const store = await fresh();
    await store.loadUser();
    await store.deleteAccount({ password: "geheim123" });
    expect(calls[1]).toMatchObject({ method: "DELETE", body: { password: "geheim123" } });
    expect(store.$session.get()).toBe("out");
    await settle();
  });
});
