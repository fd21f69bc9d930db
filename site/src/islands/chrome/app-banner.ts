/**
 * Dismissal of the app promo banner (AppBanner.astro): shows the close button, and on click hides
 * the banner and remembers that in localStorage (the banner's inline script reads it on every page).
 */

/** The localStorage key and value that mean "dismissed". */
export const BANNER_KEY = "tischlein:app-banner";
export const BANNER_DISMISSED = "dismissed";

const button = document.querySelector<HTMLButtonElement>("[data-app-banner-dismiss]");
if (button) {
  button.hidden = false;
  button.addEventListener("click", () => {
    document.documentElement.classList.add("no-app-banner");
    // The button is gone: keep the keyboard user's place at the start of the content.
    document.getElementById("main")?.focus({ preventScroll: true });
    try {
      localStorage.setItem(BANNER_KEY, BANNER_DISMISSED);
    } catch {
      // Private mode or storage full: hidden for this page only.
    }
  });
}
