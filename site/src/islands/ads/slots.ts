/**
 * The part of the ads every page runs (islands/page.ts), small on purpose:
 * - keeps the premium flag: a premium reader sees no ad slots (`html.ad-free`). The user is known
 *   only after the page's script asked (stores/user.ts), so the flag is remembered in localStorage
 *   and the inline script of Base.astro (lib/inline-scripts.ts AD_FREE) sets the class before the
 *   first paint of the next page; only the first page after becoming premium hides its slots late.
 *   Everyone else's slots never move.
 * - on a page with slots, once the reader allowed marketing (stores/consent.ts) and the page has
 *   loaded, and the reader is not premium, loads the ad loader (ads.ts) if an ad server is
 *   configured (lib/third-party.ts). Without either, the slots keep our own promotions.
 */
import { onConsent } from "../../stores/consent.ts";
import { $session, $user, loadUser } from "../../stores/user.ts";
import { readConfig } from "../../lib/third-party.ts";

const FLAG = "tischlein:ad-free";

function premium(): boolean {
  return $user.get()?.is_premium ?? false;
}

$session.subscribe((session) => {
  if (session === "unknown") return;
  const adFree = premium();
  document.documentElement.classList.toggle("ad-free", adFree);
  try {
    if (adFree) localStorage.setItem(FLAG, "1");
    else localStorage.removeItem(FLAG);
  } catch {
    // Storage blocked: the class still follows the account on this page.
  }
});

/** Resolves after the load event, so the ad server's script never competes with the page's own. */
function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
}

if (document.querySelector("[data-ad-slot]")) {
  onConsent("marketing", () => {
    const ads = readConfig().ads;
    if (!ads) return;
    void Promise.all([loaded(), loadUser()]).then(async () => {
      if (premium()) return;
      const { startAds } = await import("./ads.ts");
      startAds(ads);
    });
  });
}
