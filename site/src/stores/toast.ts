/**
 * The one short message at the bottom of the screen (islands/chrome/toast.ts shows it), e.g. when a
 * like was rolled back. A toast names its text by `key` (the page renders the words of every key
 * into the toast region, in the page's language, so no dictionary ships as JavaScript) and may add
 * the API's own `detail` message.
 *
 * @example
 * showToast({ key: "likeFailed", tone: "error" });
 */
import { atom } from "nanostores";

/** The texts a toast can show; components/chrome/Toasts.astro renders each into the page. */
export type ToastKey = "likeFailed" | "unlikeFailed" | "loggedOut" | "logoutFailed";

/** One message. */
export interface Toast {
  key: ToastKey;
  /** "error" is announced assertively and drawn in the error colour. */
  tone: "info" | "error";
  /** A further sentence from the API, already in the page's language. */
  detail?: string;
  /** Tells two equal messages apart, so the second one is shown again. */
  seq: number;
}

/** The message on screen, or null. */
export const $toast = atom<Toast | null>(null);

let seq = 0;

/** Shows a message (replacing the one on screen). */
export function showToast(toast: Omit<Toast, "seq">): void {
  $toast.set({ ...toast, seq: ++seq });
}

/** Hides the message. */
export function dismissToast(): void {
  $toast.set(null);
}
