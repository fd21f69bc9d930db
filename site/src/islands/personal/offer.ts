/**
 * Offers the onboarding modal (personal/PersonalModals.tsx): loaded by onboarding.ts only when a
 * returning reader is due for it, and by ConfirmPage.tsx for a new user, so other page views do not
 * pay for it.
 */
import { CHOICES_KEY } from "../../lib/device.ts";
import { $consent, $consentOpen } from "../../stores/consent.ts";
import { $modal, openModal } from "../../stores/modal.ts";
import { $session } from "../../stores/user.ts";

/** Set once the onboarding was offered: never again on this device (onboarding.ts reads it too). */
const ONBOARDED = "tischlein:onboarded";

function told(): boolean {
  try {
    return localStorage.getItem(CHOICES_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * Opens the onboarding modal as soon as nothing else asks for the reader's attention — no consent
 * banner, no other modal — and, for `loggedIn` false, only while the reader is logged out; then
 * never again on this device; not at all for a reader who already told us their choices here.
 */
export function offerOnboarding(loggedIn: boolean): void {
  if (told()) return;
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
