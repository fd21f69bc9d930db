/**
 * The shopping list's changes as pure functions (stores/shopping.ts keeps the list on the device
 * and sends them): a change is applied to the list on the screen at once and queued; the queue is
 * sent in order when there is a connection, and the server's list then replaces the local one with
 * whatever is still queued applied on top. So nothing typed in the shop without signal is lost:
 * adds carry an id chosen here (sending one twice adds it once), a tick is the last one made, and
 * a change to an item another device removed just does nothing.
 *
 * @example
 * applyChange(list, { kind: "check", id, checked: true }) // the item checked and sunk to the end of its aisle
 */
import type { ShoppingItem, ShoppingList } from "@tischlein/content-schemas";

/** One change the reader made. */
export type Change =
  | { kind: "add"; id: string; text: string; at: string }
  | { kind: "check"; id: string; checked: boolean; at: string }
  | { kind: "delete"; id: string }
  | { kind: "clear" };

/** The empty list. */
export const EMPTY_LIST: ShoppingList = { data: [], meta: { total: 0, checked: 0 } };

/** Unchecked first, then by name, as the server sorts. */
function sorted(items: ShoppingItem[]): ShoppingItem[] {
  const name = (it: ShoppingItem) => (it.name?.one ?? it.text).toLowerCase();
  return [...items].sort((a, b) => Number(a.checked) - Number(b.checked) || name(a).localeCompare(name(b)));
}

/** The list with its counts recomputed and empty aisles dropped. */
function counted(data: ShoppingList["data"]): ShoppingList {
  const kept = data.filter((a) => a.items.length > 0).map((a) => ({ ...a, items: sorted(a.items) }));
  const items = kept.flatMap((a) => a.items);
  return { data: kept, meta: { total: items.length, checked: items.filter((i) => i.checked).length } };
}

/**
 * Applies one change. A new free item goes to "other" until the server has placed it in its aisle.
 * `otherTitle` names that aisle in the page's language.
 */
export function applyChange(list: ShoppingList, change: Change, otherTitle: string): ShoppingList {
  switch (change.kind) {
    case "add": {
      if (list.data.some((a) => a.items.some((i) => i.id === change.id))) return list;
      const item: ShoppingItem = {
        id: change.id,
        text: change.text,
        amount: null,
        unit: null,
        name: null,
        ingredient: null,
        aisle: "other",
        checked: false,
        recipes: [],
        updated_at: change.at,
      };
      const other = list.data.find((a) => a.aisle === "other");
      const data = other
        ? list.data.map((a) => (a === other ? { ...a, items: [...a.items, item] } : a))
        : [...list.data, { aisle: "other" as const, title: otherTitle, items: [item] }];
      return counted(data);
    }
    case "check":
      return counted(
        list.data.map((a) => ({
          ...a,
          items: a.items.map((i) => (i.id === change.id ? { ...i, checked: change.checked, updated_at: change.at } : i)),
        })),
      );
    case "delete":
      return counted(list.data.map((a) => ({ ...a, items: a.items.filter((i) => i.id !== change.id) })));
    case "clear":
      return counted(list.data.map((a) => ({ ...a, items: a.items.filter((i) => !i.checked) })));
  }
}

/** Applies the queued changes, in order, to a list (the server's, when it arrives). */
export function applyChanges(list: ShoppingList, changes: Change[], otherTitle: string): ShoppingList {
  return changes.reduce((l, c) => applyChange(l, c, otherTitle), list);
}

/**
 * Whether a change's request is done with, given the answer's status: a success, or a refusal
 * that sending again cannot fix (the item is gone on another device: 404). A network failure
 * (status 0), a rate limit or a server error keep it queued.
 */
export function settled(status: number): boolean {
  return (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429);
}
