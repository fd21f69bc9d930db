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
 * Mutations are the exported verbs; each calls the API (lib/account-api.ts) and keeps the store in
 * step with the answer. They reject with `AccountApiError`, whose `message` the form shows (the API
 * writes it in the page's language) and whose `field` names the input it is about. A 401 on a
 * personal call means the session ended: the store empties.
 *
 * The token never passes through here: the gateway keeps it in an HttpOnly cookie.
 *
 * @example
 * const user = useStore($user); // in an island
 * await login({ email, password }); // $user is set, the header shows the account menu
 */
import type { ForgotRequest, RegisterRequest, ResetRequest, User, UserPatch } from "@tischlein/content-schemas";
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

let request: Promise<User | null> | null = null;
/** Counts changes of the user, so an answer of GET /users/me/ that arrives after a login is ignored. */
let changes = 0;
let tracked = "";

function setUser(user: User | null): void {
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

/** Empties the store when a personal call says the session is gone, then passes the error on. */
function sessionGone(error: unknown): never {
  if (error instanceof AccountApiError && error.status === 401) setUser(null);
  throw error;
}

/**
 * Fills the store from GET /api/users/me/, once per page load; later calls get the same answer.
 * Never rejects: without a session (or without an account API) the reader is logged out.
 */
export function loadUser(): Promise<User | null> {
  request ??= (async () => {
    const before = changes;
    let user: User | null = null;
    try {
      user = (await apiRequest("GET", "/users/me/", { guard: isUserEnvelope })).user;
    } catch {
      user = null;
    }
    // A login, logout or confirmation while this request was under way knows better.
    if (changes === before) setUser(user);
    return $user.get();
  })();
  return request;
}

/** Logs in with e-mail and password (POST /api/authenticate/credentials/). */
export async function login(body: { email: string; password: string }): Promise<User> {
  const { user } = await apiRequest("POST", "/authenticate/credentials/", { body, guard: isUserEnvelope });
  setUser(user);
  return user;
}

/**
 * Registers (POST /api/register/): the answer is the same for new and known addresses (a mail goes
 * out either way), so nothing changes here until the link in the mail is opened.
 */
export async function register(body: RegisterRequest): Promise<void> {
  await apiRequest("POST", "/register/", { body });
}

/** Confirms an account with the token from the mail (POST /api/register/confirm/): logged in. */
export async function confirmAccount(token: string): Promise<User> {
  const { user } = await apiRequest("POST", "/register/confirm/", { body: { token }, guard: isUserEnvelope });
  setUser(user);
  return user;
}

/** Asks for a reset link (POST /api/password/forgot/); the answer never says whether the address is known. */
export async function requestPasswordReset(body: ForgotRequest): Promise<void> {
  await apiRequest("POST", "/password/forgot/", { body });
}

/** Sets a new password with the token from the mail (POST /api/password/reset/): logged in. */
export async function resetPassword(body: ResetRequest): Promise<User> {
  const { user } = await apiRequest("POST", "/password/reset/", { body, guard: isUserEnvelope });
  setUser(user);
  return user;
}

/** Logs out (POST /api/logout/): the gateway ends the session and clears the cookie. */
export async function logout(): Promise<void> {
  try {
    await apiRequest("POST", "/logout/");
  } catch (error) {
    // 401: there was no session to end; anything else: the session may still be open.
    if (!(error instanceof AccountApiError && error.status === 401)) throw error;
  }
  setUser(null);
}

/** Changes name, newsletter consent or language (PATCH /api/users/me/). */
export async function updateUser(patch: UserPatch): Promise<User> {
  const { user } = await apiRequest("PATCH", "/users/me/", { body: patch, guard: isUserEnvelope }).catch(sessionGone);
  setUser(user);
  return user;
}

/** Changes the password (POST /api/users/me/password/); the user's other sessions end. */
export async function changePassword(body: { current_password: string; new_password: string }): Promise<void> {
  await apiRequest("POST", "/users/me/password/", { body }).catch(sessionGone);
}

/**
 * Deletes the account and all its personal data (DELETE /api/users/me/). `password` is the
 * password, or the e-mail address for an account without one.
 */
export async function deleteAccount(body: { password: string }): Promise<void> {
  await apiRequest("DELETE", "/users/me/", { body }).catch(sessionGone);
  setUser(null);
}

/** Forgets the user after a personal call answered 401 (used by the likes store). */
export function endSession(): void {
  if ($user.get()) setUser(null);
}
