/**
 * The shopping list, kept on the device so it works in the shop without signal.
 *
 * `$shopping` holds the list the reader sees, the changes not yet sent, and whether the browser is
 * online. The list and the queue live in IndexedDB (idb-keyval, per user), so a reload or a dead
 * battery loses nothing; every change is applied at once (lib/shopping.ts) and queued, and the queue
 * is sent in order whenever there is a connection — right away, on the browser's "online" event,
 * and when the page becomes visible again. After sending, the server's list replaces the local
 * one (what another device changed shows up), with anything still queued applied on top.
 *
 * Adding a recipe needs the server (it scales and adds up the amounts), so it is the one change
 * that waits for a connection.
 *
 * @example
 * await loadShopping(user.id, "de");
 * setChecked(item.id, true); // works offline
 */
import type { Language, ShoppingList } from "@tischlein/content-schemas";
import { createStore, get, set } from "idb-keyval";
import { atom } from "nanostores";
import { AccountApiError, apiRequest } from "../lib/account-api.ts";
import { isShoppingList } from "../lib/community-guards.ts";
import { applyChange, applyChanges, type Change, EMPTY_LIST, settled } from "../lib/shopping.ts";

/** What the list islands show. */
export interface ShoppingState {
  /** The list as the reader sees it; null until loaded. */
  list: ShoppingList | null;
  /** Changes made here that the server has not confirmed yet. */
  pending: number;
  online: boolean;
}

export const $shopping = atom<ShoppingState>({ list: null, pending: 0, online: true });

interface Saved {
  list: ShoppingList;
  changes: Change[];
}

let key = "";
let lang: Language = "de";
let otherTitle = "";
let changes: Change[] = [];
let list: ShoppingList = EMPTY_LIST;
let sending: Promise<void> | null = null;
const db = typeof indexedDB === "undefined" ? undefined : createStore("tischlein", "shopping");

function online(): boolean {
  return typeof navigator === "undefined" || navigator.onLine;
}

function publish(): void {
  $shopping.set({ list, pending: changes.length, online: online() });
}

async function save(): Promise<void> {
  if (db && key) await set(key, { list, changes } satisfies Saved, db).catch(() => {});
}

/**
 * Loads the reader's list: first what the device kept (at once, also offline), then the server's.
 * `other` names the aisle "other" in the page's language (where offline additions wait).
 */
export async function loadShopping(userId: string, language: Language, other: string): Promise<void> {
  lang = language;
  otherTitle = other;
  if (key !== `list:${userId}`) {
    key = `list:${userId}`;
    const saved = db ? await get<Saved>(key, db).catch(() => undefined) : undefined;
    list = saved?.list ?? EMPTY_LIST;
    changes = saved?.changes ?? [];
    publish();
  }
  await sync();
}

/** Sends the queued changes in order, then takes the server's list. Runs once at a time. */
export function sync(): Promise<void> {
  sending ??= send().finally(() => {
    sending = null;
  });
  return sending;
}

async function send(): Promise<void> {
  if (!key) return;
  if (!online()) return publish();
  while (changes.length > 0) {
    const change = changes[0]!;
    try {
      await request(change);
    } catch (error) {
      const status = error instanceof AccountApiError ? error.status : 0;
      if (!settled(status)) return publish();
    }
    changes = changes.slice(1);
    await save();
    publish();
  }
  try {
    const fresh = await apiRequest("GET", "/users/me/shopping-list/", { guard: isShoppingList, lang });
    list = applyChanges(fresh, changes, otherTitle);
    await save();
  } catch {
    // Offline or the server is away: keep what is on the screen.
  }
  publish();
}

function request(change: Change): Promise<unknown> {
  switch (change.kind) {
    case "add":
      return apiRequest("POST", "/users/me/shopping-list/items/", { body: { id: change.id, text: change.text }, lang });
    case "check":
      return apiRequest("PATCH", `/users/me/shopping-list/items/${change.id}/`, { body: { checked: change.checked }, lang });
    case "delete":
      return apiRequest("DELETE", `/users/me/shopping-list/items/${change.id}/`, { lang });
    case "clear":
      return apiRequest("DELETE", "/users/me/shopping-list/?checked=true", { lang });
  }
}

function change(c: Change): void {
  list = applyChange(list, c, otherTitle);
  changes = [...changes, c];
  publish();
  void save().then(sync);
}

const now = () => new Date().toISOString();

/** Adds a free item ("Kaffee", "2 Zitronen"). */
export function addItem(text: string): void {
  change({ kind: "add", id: crypto.randomUUID(), text, at: now() });
}

/** Ticks an item off, or back on. */
export function setChecked(id: string, checked: boolean): void {
  change({ kind: "check", id, checked, at: now() });
}

/** Removes an item. */
export function removeItem(id: string): void {
  change({ kind: "delete", id });
}

/** Removes every checked item. */
export function clearChecked(): void {
  change({ kind: "clear" });
}

/** Puts a recipe's ingredients on the list at these servings (needs a connection). */
export async function addRecipe(recipeId: string, servings: number): Promise<void> {
  await sync();
  const fresh = await apiRequest("POST", "/users/me/shopping-list/recipes/", { body: { id: recipeId, servings }, guard: isShoppingList, lang });
  list = applyChanges(fresh, changes, otherTitle);
  await save();
  publish();
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => void sync());
  window.addEventListener("offline", publish);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void sync();
  });
}
