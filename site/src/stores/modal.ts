/**
 * Which modal is open (spec §2 "Modals (by id)"). One modal host (islands/account/ModalHost.tsx)
 * shows whatever this store names; islands/account/modal-loader.ts loads the host's code the first
 * time a modal opens, so a page pays for the forms only when a reader asks for them.
 *
 * The host knows login, register and reset (the forgotten-password form) itself; the community
 * modals (cookbooks, cookbooks create, rename, delete, item delete, item move, report, report
 * success, shopping list) come from islands/community/CommunityModals.tsx, which the host loads the
 * first time one of them opens; the personalisation modals (onboarding, onboarding wizard) come
 * from islands/personal/PersonalModals.tsx the same way.
 *
 * @example
 * openModal("register", { likeId: item.id }); // a logged-out reader clicked a heart
 * closeModal();
 */
import type { Language } from "@tischlein/content-schemas";
import { atom } from "nanostores";
import type { ComponentType } from "react";

/** The account modals of spec §2. */
export type AccountModalId = "login" | "register" | "reset";

/** The community modals of spec §2 (islands/community/CommunityModals.tsx). */
export type CommunityModalId =
  | "cookbooks"
  | "cookbooks create"
  | "rename"
  | "delete"
  | "item delete"
  | "item move"
  | "report"
  | "report success"
  | "shopping list";

/** The personalisation modals of spec §2 (islands/personal/PersonalModals.tsx). */
export type PersonalModalId = "onboarding" | "onboarding wizard";

/** The premium offer of spec §2, opened from a premium recipe (islands/premium/PremiumModal.tsx). */
export type PremiumModalId = "recipe premium";

/**
 * The footer's feedback form and the servings scaler's limit (islands/feedback/UserFeedback.tsx,
 * islands/feedback/BlockServings.tsx), each loaded the first time it opens.
 */
export type KitchenModalId = "user feedback" | "block servings";

/** The modals of spec §2 the host can show. */
export type ModalId = AccountModalId | CommunityModalId | PersonalModalId | PremiumModalId | KitchenModalId;

/** What can be reported (POST /api/report/abuse/). */
export interface ReportTarget {
  target: "comment" | "image" | "recipe" | "user";
  id: string;
}

/** An open modal. */
export interface ModalState {
  id: ModalId;
  /** The item whose heart a logged-out reader clicked: liked after a login in the modal. */
  likeId?: string;
  /** The recipe or story being saved, moved or removed (its id and title). */
  item?: { id: string; title: string };
  /** The cookbook being renamed or deleted, or holding the item. */
  cookbook?: { id: string; name: string };
  /** What is being reported. */
  report?: ReportTarget;
  /** The recipe whose ingredients go on the shopping list, at these servings. */
  shopping?: { id: string; title: string; servings: number };
  /** Why the servings scaler stopped (lib/servings-limit.ts): its limit, the baking rule or not, the serving's name. */
  limit?: { max: number; baking?: boolean; unit: string };
}

/** Whether an id is one of the personalisation modals. */
export function isPersonalModal(id: ModalId): id is PersonalModalId {
  return id === "onboarding" || id === "onboarding wizard";
}

/** Whether an id is one of the community modals (the host asks after the others, the kitchen modals among them). */
export function isCommunityModal(id: ModalId): id is CommunityModalId {
  return id !== "login" && id !== "register" && id !== "reset" && id !== "recipe premium" && !isPersonalModal(id);
}

/** What a page-registered modal is given: the page's language and the id of its heading. */
export interface ModalProps {
  lang: Language;
  titleId: string;
}

/**
 * Modals whose code only some pages carry, by id: such a page registers the loader of its modal
 * (premium recipes register "recipe premium", islands/premium/premium-recipe.ts), so the host's own
 * bundle does not name it and every other page neither loads nor counts it.
 */
export const pageModals: Partial<Record<ModalId, () => Promise<{ default: ComponentType<ModalProps> }>>> = {};

/** The open modal, or null. */
export const $modal = atom<ModalState | null>(null);

/**
 * The servings a reader chose in a recipe's scaler (islands/recipe/scaler.ts), by recipe
 * id: the shopping list modal adds the amounts the reader is looking at. Kept here, beside the
 * modal it is for, because the recipe page loads this store anyway (its JavaScript budget is tight).
 */
export const $servings = atom<Readonly<Record<string, number>>>({});

/** Records the chosen servings of a recipe. */
export function chooseServings(recipeId: string, servings: number): void {
  $servings.set({ ...$servings.get(), [recipeId]: servings });
}

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
