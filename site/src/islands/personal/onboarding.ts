/**
 * Personalisation on every page (islands/page.ts), kept to a few hundred bytes; the store and the
 * modals load only when needed:
 * - a reader who logs in or registers gets their device's choices merged with the account's
 *   (stores/personalization.ts syncWithAccount), once per session and user;
 * - a returning logged-out reader — back on another day than their first visit — is offered the
 *   onboarding modal once: remembered on the device, it never comes again, whether they start the
 *   wizard or close it. Not while the consent banner asks (stores/consent.ts), nor for readers
 *   who already told us their choices.
 */
import { CHOICES_KEY } from "../../lib/for-you.ts";
import { $consent, $consentOpen } from "../../stores/consent.ts";
import { $modal, openModal } from "../../stores/modal.ts";
import { $session, $user } from "../../stores/user.ts";

const FIRST_VISIT = "tischlein:first-visit";
/** Set once the onboarding was offered: never again on this device. */
export const ONBOARDED = "tischlein:onboarded";
const SYNCED = "tischlein:preferences-synced";

$user.subscribe((user) => {
  try {
    if (!user || sessionStorage.getItem(SYNCED) === user.id) return;
    sessionStorage.setItem(SYNCED, user.id);
  } catch {
    return;
  }
  import("../../stores/personalization.ts").then((m) => m.syncWithAccount()).catch(() => {});
});

/** Whether the onboarding is due for this device today. */
function due(): boolean {
  try {
    const today = new Date().toISOString().slice(0, 10);
    const first = localStorage.getItem(FIRST_VISIT);
    if (!first) localStorage.setItem(FIRST_VISIT, today);
    return !!first && first !== today && !localStorage.getItem(ONBOARDED) && !localStorage.getItem(CHOICES_KEY);
  } catch {
    return false;
  }
}

/**
 * Opens the onboarding modal as soon as nothing else asks for the reader's attention — no consent
 * banner, no other modal — and, for `loggedIn` false, only while the reader is logged out; then
 * never again on this device. ConfirmPage.tsx calls it for a new user.
 */
export function offerOnboarding(loggedIn: boolean): void {
  const offer = () => {
    const session = $session.get();
    if ((loggedIn ? session !== "in" : session !== "out") || $consent.get() === null || $consentOpen.get() || $modal.get()) return;
    stop.forEach((s) => s());
    try {
      localStorage.setItem(ONBOARDED, "1");
    } catch {
      // Not remembered: offered again on the next visit.
    }
    openModal("onboarding");
  };
  const stop = [$session.listen(offer), $consent.listen(offer), $consentOpen.listen(offer), $modal.listen(offer)];
  offer();
}

if (due()) offerOnboarding(false);
