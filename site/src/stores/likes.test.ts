import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dataLayer, deferred, error, ITEM, OTHER, settle, sessionCookie, stubApi, USER, type Routes } from "./test-api.ts";

const IDS = "GET /users/me/likes/?ids=true";
const loggedIn: Routes = { "GET /users/me/": { status: 200, body: { user: USER } } };
const loggedOut: Routes = { "GET /users/me/": error(401, "unauthorized", "Bitte melde dich an.") };

/** Fresh stores, as on a new page, with the liked set watched the way a like button watches it. */
async function page() {
  const user = { ...(await import("./user.ts")), ...(await import("./account.ts")) };
  const likes = await import("./likes.ts");
  const modal = await import("./modal.ts");
  const toast = await import("./toast.ts");
  likes.$likedIds.subscribe(() => {});
  return { user, likes, modal, toast };
}

beforeEach(() => {
  vi.resetModules();
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
  sessionCookie(true);
});
afterEach(() => vi.unstubAllGlobals());

describe("likes store", () => {
  it("asks for the liked set once per page, however many buttons watch it", async () => {
    const calls = stubApi({ ...loggedIn, [IDS]: { status: 200, body: { data: [{ id: ITEM }] } } });
    const { user, likes } = await page();
    likes.$likedIds.subscribe(() => {});
    likes.$likedIds.listen(() => {});
    await user.loadUser();
    await settle();
    likes.loadLikedIds();
    await settle();
    expect(calls.filter((c) => c.path.startsWith("/users/me/likes/"))).toHaveLength(1);
    expect([...likes.$likedIds.get()]).toEqual([ITEM]);
    expect(likes.$likesLoaded.get()).toBe(true);
  });

  it("does not ask for likes while logged out", async () => {
    const calls = stubApi(loggedOut);
    sessionCookie(false);
    const { user, likes } = await page();
    await user.loadUser();
    await settle();
    expect(calls).toEqual([]);
    expect(likes.$likedIds.get().size).toBe(0);
  });

  it("likes at once (+1), then takes the exact count from the answer", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const calls = stubApi({ ...loggedIn, [IDS]: { status: 200, body: { data: [] } }, "POST /users/me/likes/": answer.promise });
    const { user, likes } = await page();
    await user.loadUser();
    likes.seedCount(ITEM, 41);
    const done = likes.toggleLike(ITEM);
    await settle();
    expect(likes.$likedIds.get().has(ITEM)).toBe(true);
    expect(likes.$likeCounts.get()[ITEM]).toBe(42);
    expect(likes.$likesPending.get().has(ITEM)).toBe(true);

    answer.resolve({ status: 201, body: { id: ITEM, liked: true, like_count: 50 } });
    await done;
    expect(likes.$likeCounts.get()[ITEM]).toBe(50);
    expect(likes.$likesPending.get().size).toBe(0);
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toEqual({ id: ITEM });
    expect(post.headers["X-Requested-With"]).toBe("fetch");
    expect(dataLayer()).toContainEqual({ event: "like_state", like_state: "liked", item_id: ITEM });
  });

  it("unlikes at once (−1) with DELETE /users/me/likes/{id}/", async () => {
    const calls = stubApi({
      ...loggedIn,
      [IDS]: { status: 200, body: { data: [{ id: ITEM }] } },
      [`DELETE /users/me/likes/${ITEM}/`]: { status: 204 },
    });
    const { user, likes } = await page();
    await user.loadUser();
    await settle();
    likes.seedCount(ITEM, 10);
    const done = likes.toggleLike(ITEM);
    expect(likes.$likedIds.get().has(ITEM)).toBe(false);
    expect(likes.$likeCounts.get()[ITEM]).toBe(9);
    await done;
    expect(likes.$likeCounts.get()[ITEM]).toBe(9);
    expect(calls.at(-1)).toMatchObject({ method: "DELETE", path: `/users/me/likes/${ITEM}/` });
    expect(dataLayer()).toContainEqual({ event: "like_state", like_state: "unliked", item_id: ITEM });
  });

  it("rolls a failed like back and shows a toast with the API's message", async () => {
    stubApi({
      ...loggedIn,
      [IDS]: { status: 200, body: { data: [] } },
      "POST /users/me/likes/": error(429, "rate_limited", "Zu viele Anfragen. Bitte warte kurz."),
    });
    const { user, likes, toast } = await page();
    await user.loadUser();
    likes.seedCount(ITEM, 7);
    await likes.toggleLike(ITEM);
    expect(likes.$likedIds.get().has(ITEM)).toBe(false);
    expect(likes.$likeCounts.get()[ITEM]).toBe(7);
    expect(toast.$toast.get()).toMatchObject({ key: "likeFailed", tone: "error", detail: "Zu viele Anfragen. Bitte warte kurz." });
    expect(dataLayer().some((e) => e.like_state === "liked")).toBe(false);
  });

  it("rolls a failed unlike back, also when the network is down", async () => {
    stubApi({ ...loggedIn, [IDS]: { status: 200, body: { data: [{ id: ITEM }] } } });
    const { user, likes, toast } = await page();
    await user.loadUser();
    await settle();
    likes.seedCount(ITEM, 3);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await likes.unlike(ITEM);
    expect(likes.$likedIds.get().has(ITEM)).toBe(true);
    expect(likes.$likeCounts.get()[ITEM]).toBe(3);
    expect(toast.$toast.get()).toMatchObject({ key: "unlikeFailed", tone: "error" });
    expect(toast.$toast.get()?.detail).toBeUndefined();
  });

  it("sends one request per item at a time: a second click while the first is under way waits", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const calls = stubApi({ ...loggedIn, [IDS]: { status: 200, body: { data: [] } }, "POST /users/me/likes/": answer.promise });
    const { user, likes } = await page();
    await user.loadUser();
    const first = likes.toggleLike(ITEM);
    await settle();
    await likes.toggleLike(ITEM);
    answer.resolve({ status: 201, body: { id: ITEM, liked: true, like_count: 1 } });
    await first;
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(1);
    expect(likes.$likedIds.get().has(ITEM)).toBe(true);
  });

  it("opens the register modal for a logged-out click and records 'started liking'", async () => {
    const calls = stubApi(loggedOut);
    const { user, likes, modal } = await page();
    await user.loadUser();
    likes.seedCount(ITEM, 5);
    await likes.toggleLike(ITEM);
    expect(modal.$modal.get()).toEqual({ id: "register", likeId: ITEM });
    expect(likes.$likeCounts.get()[ITEM]).toBe(5);
    expect(dataLayer()).toEqual([
      { event: "started_liking", item_id: ITEM },
      { event: "like_state", like_state: "expanded", item_id: ITEM },
    ]);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("waits for the session before deciding what a click does", async () => {
    const me = deferred<{ status: number; body: unknown }>();
    stubApi({ "GET /users/me/": me.promise });
    const { likes, modal } = await page();
    const click = likes.toggleLike(ITEM);
    expect(modal.$modal.get()).toBeNull();
    me.resolve(error(401, "unauthorized", "Bitte melde dich an."));
    await click;
    expect(modal.$modal.get()?.id).toBe("register");
  });

  it("keeps a like made before the liked set arrived", async () => {
    const ids = deferred<{ status: number; body: unknown }>();
    stubApi({
      ...loggedIn,
      [IDS]: ids.promise,
      "POST /users/me/likes/": { status: 201, body: { id: OTHER, liked: true, like_count: 1 } },
    });
    const { user, likes } = await page();
    await user.loadUser();
    await likes.like(OTHER);
    ids.resolve({ status: 200, body: { data: [{ id: ITEM }] } });
    await settle();
    expect([...likes.$likedIds.get()].sort()).toEqual([ITEM, OTHER].sort());
  });

  it("empties the liked set on logout and asks again for the next user", async () => {
    const calls = stubApi({
      ...loggedIn,
      [IDS]: { status: 200, body: { data: [{ id: ITEM }] } },
      "POST /logout/": { status: 204 },
      "POST /authenticate/credentials/": { status: 200, body: { user: USER } },
    });
    const { user, likes } = await page();
    await user.loadUser();
    await settle();
    await user.logout();
    expect(likes.$likedIds.get().size).toBe(0);
    await user.login({ email: USER.email, password: "geheim123" });
    await settle();
    expect(likes.$likedIds.get().has(ITEM)).toBe(true);
    expect(calls.filter((c) => c.path === "/users/me/likes/?ids=true")).toHaveLength(2);
  });

  it("records a visit to a liked item's page once", async () => {
    stubApi({ ...loggedIn, [IDS]: { status: 200, body: { data: [{ id: ITEM }] } } });
    const { user, likes } = await page();
    likes.recordVisit(ITEM);
    likes.recordVisit(OTHER);
    await user.loadUser();
    await settle();
    likes.recordVisit(ITEM);
    await settle();
    expect(dataLayer().filter((e) => e.event === "like_state")).toEqual([{ event: "like_state", like_state: "visited", item_id: ITEM }]);
  });
});
