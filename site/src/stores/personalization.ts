/**
 * The reader's personalisation choices: diet, dislikes, skill, household size and
 * favourite cuisines.
 *
 * The device keeps a copy in localStorage (lib/device.ts CHOICES_KEY) for everyone: the home page's
 * inline script orders "for you" from it before the first paint, and the recipe page's scaler starts
 * at its household size, neither of which can wait for a request. A logged-in reader's choices live
 * on their account (GET|PUT /api/personalization/preferences/) and the device copy follows them.
 * When a logged-out reader logs in or registers, `syncWithAccount` merges: the account wins if it
 * has any choices, else the device's go to the account (mergeChoices).
 *
 * @example
 * await saveChoices({ diet: "vegan", dislikes: [], skill: null, household: 2, cuisines: [] });
 */
import type { PersonalizationOptions, Preferences } from "@tischlein/content-schemas";
import { atom } from "nanostores";
import { apiRequest, type RequestOptions } from "../lib/account-api.ts";
import { CHOICES_KEY } from "../lib/device.ts";
import type { ForYouChoices } from "../lib/for-you.ts";
import { isPersonalizationOptions, isPreferences } from "../lib/personal-guards.ts";
import { $user } from "./user.ts";

export type Choices = ForYouChoices;

/** No choices told. */
export const NO_CHOICES: Choices = { diet: null, dislikes: [], skill: null, household: null, cuisines: [] };

const PATH = "/personalization/preferences/";

/** Whether any choice was told. */
export function hasChoices(c: Choices | null): boolean {
  return !!c && (c.diet !== null || c.skill !== null || c.household !== null || c.dislikes.length > 0 || c.cuisines.length > 0);
}

/** The choices of an answer or a stored copy, without the time. */
function choicesOf(p: Preferences | Choices): Choices {
  return { diet: p.diet, dislikes: [...p.dislikes], skill: p.skill, household: p.household, cuisines: [...p.cuisines] };
}

/** The device's copy, or null when it has none (or an unreadable one). */
export function readDeviceChoices(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): Choices | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CHOICES_KEY) ?? "null");
    return isPreferences(value) ? choicesOf(value) : null;
  } catch {
    return null;
  }
}

function writeDeviceChoices(c: Choices): void {
  try {
    localStorage.setItem(CHOICES_KEY, JSON.stringify(c));
  } catch {
    // Storage is full or blocked: the choices still hold for this page.
  }
}

/** The choices now: the device's, or the account's once synced. */
export const $choices = atom<Choices | null>(readDeviceChoices());

/**
 * What a reader who just logged in keeps: the account's choices if it has any (it was told on
 * purpose, perhaps on another device), else the device's, which then go to the account.
 */
export function mergeChoices(device: Choices | null, account: Preferences): { choices: Choices | null; upload: boolean } {
  if (account.updated_at !== null && hasChoices(account)) return { choices: choicesOf(account), upload: false };
  if (hasChoices(device)) return { choices: device, upload: true };
  return { choices: account.updated_at !== null ? choicesOf(account) : device, upload: false };
}

/** Applies choices on this page: the store, the device copy, and the home page's module. */
function apply(c: Choices): void {
  writeDeviceChoices(c);
  $choices.set(c);
  (globalThis as { tischleinForYou?: (c: Choices) => void }).tischleinForYou?.(c);
}

/** Saves the reader's choices: on the device, and on the account when logged in. */
export async function saveChoices(c: Choices): Promise<void> {
  if ($user.get()) await apiRequest("PUT", PATH, { body: c, guard: isPreferences });
  apply(c);
}

/** Merges the device's and the account's choices after a login or registration (see mergeChoices). */
export async function syncWithAccount(): Promise<void> {
  const account = await apiRequest("GET", PATH, { guard: isPreferences });
  const { choices, upload } = mergeChoices(readDeviceChoices(), account);
  if (upload && choices) await apiRequest("PUT", PATH, { body: choices, guard: isPreferences });
  if (choices) apply(choices);
}

let options: Promise<PersonalizationOptions> | null = null;

/** The choices a reader can make, in the page's language (loaded once per page). */
export function loadOptions(request: RequestOptions<PersonalizationOptions> = {}): Promise<PersonalizationOptions> {
  options ??= apiRequest("GET", "/personalization/options/", { ...request, guard: isPersonalizationOptions }).catch((error: unknown) => {
    options = null;
    throw error;
  });
  return options;
}
