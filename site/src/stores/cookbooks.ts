/**
 * The reader's cookbooks (spec §3 "cookbooks and items"): `$cookbooks` holds the list from
 * GET /api/users/me/cookbooks/ once something shows it (`loadCookbooks`), and the verbs change it
 * through the API and then take the answer, so counts and covers are always the server's.
 * `$savedIn` holds, per item id, which cookbooks hold it: asked from the server for the page's
 * items (`loadHolding`) and kept up to date by the verbs, so the save buttons show "saved" and the
 * cookbooks modal ticks the right ones.
 *
 * @example
 * await loadCookbooks();
 * const book = await createCookbook("Sonntagsessen");
 * await saveToCookbook(book.id, recipe.id);
 */
import type { Cookbook } from "@tischlein/content-schemas";
import { atom, map } from "nanostores";
import { apiRequest } from "../lib/account-api.ts";
import { isCookbook, isCookbookList } from "../lib/community-guards.ts";

/** The reader's cookbooks, the one changed last first; null until loaded. */
export const $cookbooks = atom<Cookbook[] | null>(null);

/** Item id → ids of the cookbooks holding it. */
export const $savedIn = map<Record<string, string[]>>({});

/**
 * Loads (or reloads) the list; with an item's id also which cookbooks hold it.
 *
 * @example
 * await loadCookbooks(recipe.id); // $savedIn.get()[recipe.id] is now the server's answer
 */
export async function loadCookbooks(itemId?: string): Promise<Cookbook[]> {
  const query = itemId ? `?item=${encodeURIComponent(itemId)}` : "";
  const { data, holding } = await apiRequest("GET", `/users/me/cookbooks/${query}`, { guard: isCookbookList });
  $cookbooks.set(data);
  if (itemId && holding) $savedIn.setKey(itemId, holding);
  return data;
}

/** Asks which cookbooks hold an item, for its save button; the list itself is left alone. */
export async function loadHolding(itemId: string): Promise<void> {
  const { holding } = await apiRequest("GET", `/users/me/cookbooks/?item=${encodeURIComponent(itemId)}`, { guard: isCookbookList });
  if (holding) $savedIn.setKey(itemId, holding);
}

/** Puts the changed cookbook first (it is the one changed last) and keeps the others. */
function upsert(book: Cookbook): Cookbook {
  $cookbooks.set([book, ...($cookbooks.get() ?? []).filter((b) => b.id !== book.id)]);
  return book;
}

/** Creates a cookbook; a taken name is an AccountApiError with status 409. */
export async function createCookbook(name: string): Promise<Cookbook> {
  return upsert(await apiRequest("POST", "/users/me/cookbooks/", { body: { name }, guard: isCookbook }));
}

/** Renames one. */
export async function renameCookbook(id: string, name: string): Promise<Cookbook> {
  const book = await apiRequest("PATCH", `/users/me/cookbooks/${id}/`, { body: { name }, guard: isCookbook });
  $cookbooks.set(($cookbooks.get() ?? []).map((b) => (b.id === id ? book : b)));
  return book;
}

/** Deletes one (the items themselves stay on the site, and no longer count as saved in it). */
export async function deleteCookbook(id: string): Promise<void> {
  await apiRequest("DELETE", `/users/me/cookbooks/${id}/`);
  $cookbooks.set(($cookbooks.get() ?? []).filter((b) => b.id !== id));
  for (const [item, books] of Object.entries($savedIn.get())) {
    if (books.includes(id)) $savedIn.setKey(item, books.filter((b) => b !== id));
  }
}

/** Saves an item (recipe or story id) into a cookbook. */
export async function saveToCookbook(cookbookId: string, itemId: string): Promise<Cookbook> {
  const book = upsert(await apiRequest("POST", `/users/me/cookbooks/${cookbookId}/items/`, { body: { id: itemId }, guard: isCookbook }));
  const saved = $savedIn.get()[itemId] ?? [];
  if (!saved.includes(cookbookId)) $savedIn.setKey(itemId, [...saved, cookbookId]);
  return book;
}

/** Takes an item out of a cookbook. */
export async function removeFromCookbook(cookbookId: string, itemId: string): Promise<void> {
  await apiRequest("DELETE", `/users/me/cookbooks/${cookbookId}/items/${itemId}/`);
  $savedIn.setKey(itemId, ($savedIn.get()[itemId] ?? []).filter((id) => id !== cookbookId));
  await loadCookbooks();
}

/** Moves an item from one cookbook to another. */
export async function moveToCookbook(fromId: string, itemId: string, toId: string): Promise<Cookbook> {
  const book = upsert(await apiRequest("POST", `/users/me/cookbooks/${fromId}/items/${itemId}/move/`, { body: { to: toId }, guard: isCookbook }));
  await loadCookbooks();
  return book;
}

/** Tells the open cookbook page that its items changed (removed or moved by a modal). */
export const $cookbookChanged = atom(0);

/** Marks a change for the cookbook page to reload. */
export function cookbookChanged(): void {
  $cookbookChanged.set($cookbookChanged.get() + 1);
}
