/**
 * The header's account slot (components/chrome/AccountSlot.astro) on top of HTML that works
 * without it: asks for the session once (stores/user.ts), marks `<html data-session>` so the slot
 * shows the login link or the account menu, fills the menu with the user's name (as text, never
 * HTML) and shows the editorial desk's link to editors and admins, opens the login modal instead of the login page (and the footer's feedback modal instead
 * of its mail link), and runs the menu (a disclosure: Escape,
 * a click elsewhere or focus leaving close it) and its log-out button.
 */
import { showToast } from "../../stores/toast.ts";
import { openModal } from "../../stores/modal.ts";
import { $session, $user, loadUser, logout } from "../../stores/user.ts";
import "../chrome/toast.ts";
import { preloadModals } from "./modal-loader.ts";

const slot = document.querySelector<HTMLElement>("[data-account-slot]");

/** The first letter of a name, for the avatar (spec §2: upper-case first letter). */
const initial = (name: string) => (Array.from(name.trim())[0] ?? "?").toLocaleUpperCase();

function enhance(slot: HTMLElement): void {
  const login = slot.querySelector<HTMLAnchorElement>("[data-account-login]")!;
  const toggle = slot.querySelector<HTMLButtonElement>("[data-account-toggle]")!;
  const panel = slot.querySelector<HTMLElement>("[data-account-panel]")!;
  const logoutButton = slot.querySelector<HTMLButtonElement>("[data-account-logout]")!;

  $session.subscribe((session) => {
    if (session === "unknown") return;
    document.documentElement.dataset.session = session;
    slot.dataset.session = session;
  });

  $user.subscribe((user) => {
    if (!user) {
      setOpen(false);
      return;
    }
    for (const el of slot.querySelectorAll("[data-account-initial]")) el.textContent = initial(user.name);
    slot.querySelector("[data-account-name]")!.textContent = user.name;
    slot.querySelector("[data-account-email]")!.textContent = user.email;
    slot.querySelector<HTMLElement>("[data-account-premium]")!.hidden = !user.is_premium;
    slot.querySelector<HTMLElement>("[data-account-desk]")!.hidden = user.role !== "editor" && user.role !== "admin";
    toggle.setAttribute("aria-label", `${toggle.dataset.label}: ${user.name}`);
  });

  // Logged out: the login modal instead of a page change (a new tab still gets the page).
  login.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openModal("login");
  });
  for (const type of ["pointerenter", "focus", "touchstart"]) login.addEventListener(type, () => void preloadModals(), { passive: true });

  function setOpen(open: boolean): void {
    panel.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
  }
  toggle.addEventListener("click", () => setOpen(panel.hidden));
  document.addEventListener("click", (event) => {
    if (!panel.hidden && !slot.contains(event.target as Node)) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || panel.hidden) return;
    setOpen(false);
    toggle.focus();
  });
  slot.addEventListener("focusout", (event) => {
    if (!panel.hidden && !slot.contains(event.relatedTarget as Node | null)) setOpen(false);
  });

  logoutButton.addEventListener("click", async () => {
    logoutButton.disabled = true;
    try {
      await logout();
      setOpen(false);
      showToast({ key: "loggedOut", tone: "info" });
      login.focus();
    } catch {
      showToast({ key: "logoutFailed", tone: "error" });
    } finally {
      logoutButton.disabled = false;
    }
  });
}

// The footer's feedback link opens the feedback modal; its mail link is for pages without JavaScript.
document.querySelector("[data-modal=user-feedback]")?.addEventListener("click", (event) => {
  event.preventDefault();
  openModal("user feedback");
});

if (slot) enhance(slot);
void loadUser();
