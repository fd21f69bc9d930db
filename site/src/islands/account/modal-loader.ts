/**
 * Loads the modal host (ModalHost.tsx: React, the forms, their strings) the first time a modal
 * opens — never before — so pages that never open one do not pay for it; it starts after the frame
 * of the press that opened the modal (chrome/after-paint.ts). `preloadModals()` starts the
 * download early when a reader is about to open one (pointer over or focus on a trigger).
 */
import { $modal } from "../../stores/modal.ts";
import { afterPaint } from "../chrome/after-paint.ts";

let host: Promise<typeof import("./ModalHost.tsx")> | null = null;

/** Starts loading the modal host (once). */
export function preloadModals(): Promise<typeof import("./ModalHost.tsx")> {
  host ??= import("./ModalHost.tsx");
  return host;
}

$modal.subscribe((modal) => {
  if (!modal) return;
  // After the frame of the press that opened it: starting React must not hold that frame back.
  afterPaint(() =>
    preloadModals().then(
      (module) => module.mountModalHost(),
      () => {
        // The code could not be loaded (offline): let the trigger fall back to its page.
        host = null;
        $modal.set(null);
      },
    ),
  );
});
