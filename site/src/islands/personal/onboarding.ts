/**
 * Personalisation on every page (islands/page.ts), kept to a few hundred bytes; the store, the
 * offer and the modals load only when needed:
 * - a reader who logs in or registers gets their device's choices merged with the account's
 *   (stores/personalization.ts syncWithAccount), once per session and user;
 * - a returning logged-out reader — back on another day than their first visit — is offered the
 *   onboarding modal once (offer.ts: remembered on the device, it never comes again, whether they
 *   start the wizard or close it; not while the consent banner asks, nor for readers who already
 *   told us their choices).
 */
import { $user } from "../../stores/user.ts";

const FIRST_VISIT = "tischlein:first-visit";
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

/** Whether the onboarding is due for this device today (offer.ts remembers it was offered). */
function due(): boolean {
  try {
    const today = new Date().toISOString().slice(0, 10);
    const first = localStorage.getItem(FIRST_VISIT);
    if (!first) localStorage.setItem(FIRST_VISIT, today);
    return !!first && first !== today && !localStorage.getItem("tischlein:onboarded");
  } catch {
    return false;
  }
}

if (due()) import("./offer.ts").then((m) => m.offerOnboarding(false)).catch(() => {});
