/**
 * The logged-in reader (spec §4 "User store starts empty … when set, identity, is_premium and type
 * go to the tag manager").
 *
 * `$user` starts empty and `$session` "unknown"; `loadUser()` asks GET /api/users/me/ once per page
 * load (every caller shares the one request): 200 fills `$user` and `$session` becomes "in"; 401 —
 * or any other failure, e.g. while the account API is not there — leaves it empty and `$session`
 * becomes "out". Whenever a user is set, `{event: "user", user_id, is_premium, user_type}` goes to
 * the data layer (once per distinct value).
 *
 * Only browsers that have a session ask. The session cookie is HttpOnly, so a page cannot see it,
 * and asking on every page would answer most readers — the anonymous ones — with a 401, which the
 * browser logs as a console error on every page view (Lighthouse's best practices count it; the
 * end-to-end tests fail on it). So the gateway sets a readable cookie `tischlein_signed_in=1`
 * (`__Host-` on https) with the session cookie and clears it with it — no token, no personal data,
 * and it cannot drift from the session (a failed social login, storage cleared apart from cookies).
 * Without the hint the reader is logged out without a request.
 *
 * Every page needs only this and `logout` (the header's account menu); the verbs of the forms and
 * account pages — log in, register, confirm, reset, settings, delete — are in stores/account.ts, so
 * a page loads them with the forms. A 401 on a personal call means the session ended: the store
 * empties (`endSession`).
 *
 * The token never passes through here: the gateway keeps it in an HttpOnly cookie.
 *
 * @example
 * const user = useStore($user); // in an island
 * await logout(); // $user is empty, the header shows "log in"
 */
import type { User } from "@tischlein/content-schemas";
import { atom } from "nanostores";
import { AccountApiError, apiRequest } from "../lib/account-api.ts";
import { isUserEnvelope } from "../lib/account-guards.ts";
import { pushToDataLayer } from "../lib/datalayer.ts";

/** What the page knows about the session: not yet asked, logged in, logged out. */
export type Session = "unknown" | "in" | "out";

/** The logged-in user, or null. */
export const $user = atom<User | null>(null);

/** Whether the reader is logged in, once known. */
export const $session = atom<Session>("unknown");

/** The readable cookie the gateway keeps beside the session cookie while a session lasts. */
const SESSION_HINT = /(?:^|;\s*)(?:__Host-)?tischlein_signed_in=1(?:;|$)/;

function hinted(): boolean {
  return SESSION_HINT.test(globalThis.document?.cookie ?? "");
}

let request: Promise<User | null> | null = null;
/** Counts changes of the user, so an answer of GET /users/me/ that arrives after a login is ignored. */
let changes = 0;
let tracked = "";

/**
 * Sets the user (null: logged out) and tells the tag manager. For the verbs that start or end a
 * session (here and in stores/account.ts); islands call verbs, not this.
 */
export function setUser(user: User | null): void {
  changes++;
  $user.set(user);
  $session.set(user ? "in" : "out");
  if (!user) return;
  const event = { event: "user", user_id: user.id, is_premium: user.is_premium, user_type: user.new_type ?? "user" };
  const key = JSON.stringify(event);
  if (key === tracked) return;
  tracked = key;
  pushToDataLayer(event);
}

/**
 * Fills the store from GET /api/users/me/, once per page load; later calls get the same answer.
 * Never rejects: without a session (or without an account API) the reader is logged out. Without
 * the session hint it does not ask: the reader is logged out. Without a connection (the shopping
 * list opened in a shop) it does not ask either, and asks once the connection is back.
 */
export function loadUser(): Promise<User | null> {
  request ??= (async () => {
    const before = changes;
    if (!hinted()) {
      if (changes === before) setUser(null);
      return $user.get();
    }
    if (globalThis.navigator?.onLine === false) {
      addEventListener("online", () => ((request = null), void loadUser()), { once: true });
      if (changes === before) setUser(null);
      return null;
    }
    let user: User | null = null;
    try {
      user = (await apiRequest("GET", "/users/me/", { guard: isUserEnvelope })).user;
    } catch {
      // A 401 (the gateway then clears the hint too) or a failure: logged out for this page.
    }
    // A login, logout or confirmation while this request was under way knows better.
    if (changes === before) setUser(user);
    return $user.get();
  })();
  return request;
}

/** Logs out (POST /api/logout/): the gateway ends the session and clears the cookie. */
export async function logout(): Promise<void> {
  try {
    await apiRequest("POST", "/logout/");
  } catch (error) {
    // 401: there was no session to end; anything else: the session may still be open.
    if (!(error instanceof AccountApiError && error.status === 401)) throw error;
  }
  // The shopping list page shows the last reader's list when opened offline; not after a logout.
  globalThis.localStorage?.removeItem("tischlein-shopping-reader");
  setUser(null);
}

/** Forgets the user after a personal call answered 401 (used by the likes store). */
export function endSession(): void {
  if ($user.get()) setUser(null);
}
