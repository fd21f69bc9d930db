/**
 * The account verbs of the forms and account pages (stores/user.ts holds the session itself): each
 * calls the API (lib/account-api.ts) and keeps `$user` in step with the answer. They reject with
 * `AccountApiError`, whose `message` the form shows (the API writes it in the page's language) and
 * whose `field` names the input it is about. A 401 on a personal call means the session ended: the
 * store empties.
 *
 * @example
 * await login({ email, password }); // $user is set, the header shows the account menu
 * await updateUser({ newsletter_opt_in: true });
 */
import type { ForgotRequest, RegisterRequest, ResetRequest, User, UserPatch } from "@tischlein/content-schemas";
import type { z } from "zod";
import { AccountApiError, apiRequest } from "../lib/account-api.ts";
import { isUserEnvelope } from "../lib/account-guards.ts";
import { setUser } from "./user.ts";

/** Empties the store when a personal call says the session is gone, then passes the error on. */
function sessionGone(error: unknown): never {
  if (error instanceof AccountApiError && error.status === 401) setUser(null);
  throw error;
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
export async function requestPasswordReset(body: z.infer<typeof ForgotRequest>): Promise<void> {
  await apiRequest("POST", "/password/forgot/", { body });
}

/** Sets a new password with the token from the mail (POST /api/password/reset/): logged in. */
export async function resetPassword(body: z.infer<typeof ResetRequest>): Promise<User> {
  const { user } = await apiRequest("POST", "/password/reset/", { body, guard: isUserEnvelope });
  setUser(user);
  return user;
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

