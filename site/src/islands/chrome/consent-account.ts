/**
 * The consent choice on the logged-in reader's account, shared by what every page runs
 * (chrome/consent-check.ts) and the banner it loads on demand (chrome/consent.ts).
 */
import { apiRequest } from "../../lib/account-api.ts";
import { isUserEnvelope } from "../../lib/account-guards.ts";
import { type Purpose, serializeConsent } from "../../stores/consent.ts";
import { $user, setUser } from "../../stores/user.ts";

/**
 * Keeps a choice on the logged-in reader's account (PATCH /api/users/me/), so it follows them to
 * another device. Failing is harmless — the cookie holds the choice here — so it only logs.
 */
export async function keepOnAccount(purposes: readonly Purpose[]): Promise<void> {
  if (!$user.get()) return;
  try {
    const answer = await apiRequest("PATCH", "/users/me/", { body: { consent: serializeConsent(purposes).split(",") }, guard: isUserEnvelope });
    setUser(answer.user);
  } catch (error) {
    console.debug("consent: not kept on the account", error);
  }
}
