/**
 * Enhances every server-rendered like button of the page (components/LikeButton.astro) with one
 * script: a page with 24 cards gets one delegated listener and one store subscription instead of
 * 24 React roots, and pages without React (home, lists) stay light. The React cards of the likes
 * pages render their own button (LikeButton.tsx) on the same stores.
 *
 * What every page loads is only this: the buttons become toggles (aria-pressed) once the session
 * is known, and the form's submit (the no-JavaScript way to the signup page) becomes a heart
 * click. The rest — the likes store and the buttons following it (like-engine.ts) — loads once the
 * reader is logged in, or when a logged-out reader points at or clicks a heart (which then offers
 * the registration), so anonymous readers do not download it at all.
 */
import { $session, loadUser } from "../../stores/user.ts";
import { preloadModals } from "../account/modal-loader.ts";

const buttons = [...document.querySelectorAll<HTMLButtonElement>("form[data-like-form] [data-like-id]")];
let engine: Promise<typeof import("./like-engine.ts")> | null = null;

/** Loads the likes engine once and lets it take the buttons over. */
function load(): Promise<typeof import("./like-engine.ts")> {
  engine ??= import("./like-engine.ts").then((module) => {
    module.follow(buttons);
    return module;
  });
  return engine;
}

if (buttons.length > 0) {
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches("[data-like-form]")) return;
    event.preventDefault();
    const id = form.querySelector<HTMLElement>("[data-like-id]")?.dataset.likeId;
    if (id) void load().then((module) => module.toggleLike(id));
  });
  // About to click: fetch the code the click will need.
  const warm = (event: Event) => {
    if (!(event.target as Element).closest?.("[data-like-form]")) return;
    void load();
    if ($session.get() !== "in") void preloadModals();
  };
  document.addEventListener("pointerover", warm, { passive: true });
  document.addEventListener("focusin", warm);
  $session.subscribe((session) => {
    if (session === "in") void load();
    else if (session === "out" && !engine) for (const button of buttons) button.setAttribute("aria-pressed", "false");
  });
  void loadUser();
}
