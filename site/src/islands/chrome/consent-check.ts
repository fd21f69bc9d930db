/**
 * What every page does about consent and analytics, kept small because every page runs it (docs/business.md
 * "Consent and analytics"):
 * - the page view goes to the data layer at once, whatever the consent: it is a local array, only
 *   the tag manager that reads it waits for consent; its page type comes with the page;
 * - without a decision the banner opens (its code, chrome/consent.ts, loads only then, or when the
 *   footer's "Privacy settings" is pressed) — unless the logged-in reader chose on another device:
 *   then the account's choice becomes this browser's;
 * - a choice made before logging in is kept on the account when the account has none yet;
 * - once the page has loaded and is idle, the loader of the outside services (chrome/third-party.ts)
 *   follows, if a configured service has its consent — now or when the reader grants it.
 */
import { pushToDataLayer } from "../../lib/datalayer.ts";
import { readConfig } from "../../lib/third-party.ts";
import { $consent, $consentOpen, granted, openConsentSettings, setConsent } from "../../stores/consent.ts";
import { $user, loadUser } from "../../stores/user.ts";
import { keepOnAccount } from "./consent-account.ts";

pushToDataLayer({
  event: "page_view",
  // Worked out by the build from the path (lib/page-type.ts, layouts/Base.astro).
  page_type: document.documentElement.dataset.pageType ?? "unknown",
  page_path: location.pathname,
  language: document.documentElement.lang,
});

// The banner shows with the first paint (an inline script), but what its buttons do arrives only
// once the session is known and chrome/consent.ts has loaded: a press before then is kept and made
// again when it is there, instead of doing nothing on a slow phone.
const bannerRoot = document.querySelector<HTMLElement>("[data-consent]");
let pressedEarly: HTMLElement | null = null;
const keepEarlyPress = (event: Event) => {
  pressedEarly = (event.target as Element).closest<HTMLElement>("[data-consent-choice]") ?? pressedEarly;
};
bannerRoot?.addEventListener("click", keepEarlyPress);

let banner: Promise<unknown> | undefined;
$consentOpen.subscribe((open) => {
  if (!open) return;
  banner ??= import("./consent.ts").then(() => {
    bannerRoot?.removeEventListener("click", keepEarlyPress);
    pressedEarly?.click();
    pressedEarly = null;
  });
});
for (const button of document.querySelectorAll("[data-consent-settings]")) button.addEventListener("click", openConsentSettings);

/** Brings the cookie and the account together once the session is known, and after a login. */
function sync(): void {
  const user = $user.get();
  const chosen = $consent.get();
  if (!chosen && user?.consent) {
    setConsent(user.consent);
    $consentOpen.set(false);
  } else if (chosen && user && !user.consent) {
    void keepOnAccount(chosen);
  }
}
void loadUser().then(() => {
  sync();
  if (!$consent.get()) $consentOpen.set(true);
  $user.listen(sync);
});

const config = readConfig();
/** Whether a configured service has its consent. */
const wanted = () => (!!config.tagManager && granted("analytics")) || ((!!config.attribution || !!config.pixel) && granted("marketing"));
let loader: Promise<unknown> | undefined;
function loadServices(): void {
  if (!wanted()) return;
  // After the load event and when the main thread is idle: never in the way of the page itself.
  const load = () => void (loader ??= import("./third-party.ts"));
  const start = () => ("requestIdleCallback" in globalThis ? requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 0));
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
loadServices();
$consent.listen(loadServices);
