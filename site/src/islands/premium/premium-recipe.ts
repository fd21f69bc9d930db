/**
 * The script of a premium recipe's page, and only of those (components/premium/PremiumLock.astro
 * includes it), so free recipes do not carry it:
 * - "Plus entdecken" in the locked section opens the "recipe premium" modal, whose code this page
 *   registers with the modal host (so no other page carries it);
 * - the modal also opens by itself once per visit when a reader without Plus scrolls the locked
 *   section into view (closable at once; the picture, title and introduction stay readable);
 * - for a reader with Plus (or an editor, who must see what they publish) unlock.ts is loaded on
 *   demand and fills the section with the whole recipe from the premium route.
 */
import { openModal, pageModals } from "../../stores/modal.ts";
import { $user, loadUser } from "../../stores/user.ts";
import "../account/modal-loader.ts";

/** sessionStorage key: the offer opened by itself on this visit already. */
const OFFERED = "tischlein:premium-offered";

const section = document.querySelector<HTMLElement>("[data-premium-recipe]");

/** Whether an account reads premium recipes whole (as the content API decides). */
const mayRead = (user: ReturnType<typeof $user.get>) => !!user && (user.is_premium || user.role === "editor" || user.role === "admin");

function offeredBefore(): boolean {
  try {
    if (sessionStorage.getItem(OFFERED)) return true;
    sessionStorage.setItem(OFFERED, "1");
  } catch {
    // Storage blocked: offer on every page then.
  }
  return false;
}

if (section) {
  pageModals["recipe premium"] = () => import("./PremiumModal.tsx");
  section.querySelector("[data-premium-offer]")?.addEventListener("click", (event) => {
    event.preventDefault();
    openModal("recipe premium");
  });

  let unlocked = false;
  $user.subscribe((user) => {
    if (unlocked || !mayRead(user)) return;
    unlocked = true;
    void import("./unlock.ts").then((m) => m.unlock(section));
  });

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void loadUser().then((user) => {
        if (!mayRead(user) && !offeredBefore()) openModal("recipe premium");
      });
    },
    { threshold: 0.4 },
  );
  observer.observe(section);
}
