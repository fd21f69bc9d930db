/**
 * Loads the modal host (ModalHost.tsx: React, the forms, their strings) the first time a modal
 * opens — never before — so pages that never open one do not pay for it. `preloadModals()` starts
 * the download early when a reader is about to open one (pointer over or focus on a trigger).
 */
import { $modal } from "../../stores/modal.ts";

let host: Promise<typeof import("./ModalHost.tsx")> | null = null;

/** Starts loading the modal host (once). */
export function preloadModals(): Promise<typeof import("./ModalHost.tsx")> {
  host ??= import("./ModalHost.tsx");
  return host;
}

$modal.subscribe((modal) => {
  if (!modal) return;
  preloadModals().then(
    (module) => module.mountModalHost(),
    () => {
      // The code could not be loaded (offline): let the trigger fall back to its page.
      host = null;
      $modal.set(null);
    },
  );
});
