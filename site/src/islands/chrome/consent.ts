/**
 * The consent banner's behaviour (components/chrome/ConsentBanner.astro), loaded by
 * chrome/consent-check.ts only when the banner opens: on a first visit, or from the footer's
 * "Privacy settings".
 *
 * "Accept all" and "Reject all" decide at once; "Settings" shows a switch per purpose and turns into
 * "Save choice". A choice is stored in the cookie (stores/consent.ts), which wakes whatever waits
 * for a purpose, and on the account of a logged-in reader. A purpose taken back reloads the page:
 * a script that already runs cannot be unloaded. Opened from the footer, the banner takes the focus,
 * shows the current choice with the switches, and closes with Escape or its close button, giving the
 * focus back; on a first visit it takes no focus, since the page is usable behind it.
 */
import { $consent, $consentOpen, PURPOSES, type Purpose, setConsent } from "../../stores/consent.ts";
import { keepOnAccount } from "./consent-account.ts";

const root = document.querySelector<HTMLElement>("[data-consent]");

if (root) {
  const purposes = root.querySelector<HTMLElement>("[data-consent-purposes]")!;
  const switches = [...root.querySelectorAll<HTMLInputElement>("[data-purpose]")];
  const button = (choice: string) => root.querySelector<HTMLButtonElement>(`[data-consent-choice="${choice}"]`)!;
  const settings = button("settings");
  const save = button("save");
  const close = root.querySelector<HTMLButtonElement>("[data-consent-close]")!;
  let returnFocus: HTMLElement | null = null;

  const showPurposes = (show: boolean) => {
    const chosen = $consent.get() ?? [];
    for (const input of switches) input.checked = chosen.includes(input.dataset.purpose as Purpose);
    purposes.hidden = !show;
    settings.hidden = show;
    settings.setAttribute("aria-expanded", String(show));
    save.hidden = !show;
  };

  const decide = async (granted: Purpose[]) => {
    const before = $consent.get() ?? [];
    setConsent(granted);
    $consentOpen.set(false);
    await keepOnAccount(granted);
    if (before.some((p) => !granted.includes(p))) location.reload();
  };

  root.addEventListener("click", (event) => {
    const choice = (event.target as Element).closest<HTMLElement>("[data-consent-choice]")?.dataset.consentChoice;
    if (choice === "all") void decide([...PURPOSES]);
    else if (choice === "none") void decide(["necessary"]);
    else if (choice === "save") void decide(["necessary", ...switches.filter((s) => s.checked).map((s) => s.dataset.purpose as Purpose)]);
    else if (choice === "settings") {
      showPurposes(true);
      switches[0]?.focus();
    }
  });
  close.addEventListener("click", () => $consentOpen.set(false));
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && $consent.get()) $consentOpen.set(false);
  });

  $consentOpen.subscribe((open) => {
    if (open === !root.hidden) return;
    root.hidden = !open;
    // Reopened after a decision: the current choice, closable; the first time: the three buttons.
    const decided = !!$consent.get();
    close.hidden = !decided;
    if (open) {
      showPurposes(decided);
      if (decided) {
        returnFocus = document.activeElement as HTMLElement | null;
        root.querySelector<HTMLElement>("#consent-title")?.focus();
      }
    } else if (root.contains(document.activeElement) || document.activeElement === document.body) {
      returnFocus?.focus();
      returnFocus = null;
    }
  });
}
