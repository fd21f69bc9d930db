/**
 * Which modal is open (spec §2 "Modals (by id)"). One modal host (islands/account/ModalHost.tsx)
 * shows whatever this store names; islands/account/modal-loader.ts loads the host's code the first
 * time a modal opens, so a page pays for the forms only when a reader asks for them.
 *
 * The host knows login, register and reset (the forgotten-password form); the other ids of spec §2
 * come with their features.
 *
 * @example
 * openModal("register", { likeId: item.id }); // a logged-out reader clicked a heart
 * closeModal();
 */
import { atom } from "nanostores";

/** The modals of spec §2 the host can show. */
export type ModalId = "login" | "register" | "reset";

/** An open modal. */
export interface ModalState {
  id: ModalId;
  /** The item whose heart a logged-out reader clicked: liked after a login in the modal. */
  likeId?: string;
}

/** The open modal, or null. */
export const $modal = atom<ModalState | null>(null);

/** Opens a modal (or switches the open one to another id, keeping its context). */
export function openModal(id: ModalId, context: Omit<ModalState, "id"> = {}): void {
  $modal.set({ ...context, id });
}

/** Switches the open modal to another form, keeping why it was opened (login ⇄ register ⇄ reset). */
export function switchModal(id: ModalId): void {
  $modal.set({ ...($modal.get() ?? {}), id });
}

/** Closes the modal. */
export function closeModal(): void {
  $modal.set(null);
}
