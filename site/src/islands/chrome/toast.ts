/**
 * Shows stores/toast.ts in the toast region (components/chrome/Toasts.astro): the text of the
 * toast's key from the region's data attributes, the API's detail as a second line, a close button,
 * and it goes by itself after a few seconds (errors stay a little longer).
 */
import { $toast, dismissToast, type ToastKey } from "../../stores/toast.ts";

const region = document.querySelector<HTMLElement>("[data-toast-region]");
const ATTRIBUTE: Record<ToastKey, string> = {
  likeFailed: "textLikeFailed",
  unlikeFailed: "textUnlikeFailed",
  loggedOut: "textLoggedOut",
  logoutFailed: "textLogoutFailed",
};
let timer: ReturnType<typeof setTimeout> | undefined;

if (region) {
  $toast.subscribe((toast) => {
    clearTimeout(timer);
    region.replaceChildren();
    if (!toast) return;
    const box = document.createElement("div");
    box.className = `toast toast-${toast.tone}`;
    box.dataset.testid = "toast";
    if (toast.tone === "error") box.setAttribute("role", "alert");
    const text = document.createElement("p");
    text.textContent = region.dataset[ATTRIBUTE[toast.key]] ?? "";
    if (toast.detail) {
      const detail = document.createElement("span");
      detail.className = "toast-detail";
      detail.textContent = toast.detail;
      text.append(detail);
    }
    const close = document.createElement("button");
    close.type = "button";
    close.setAttribute("aria-label", region.dataset.close ?? "");
    close.innerHTML =
      '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M6 6l12 12M18 6 6 18"/></svg>';
    close.addEventListener("click", dismissToast);
    box.append(text, close);
    region.append(box);
    timer = setTimeout(dismissToast, toast.tone === "error" ? 8000 : 5000);
  });
}
