import type { ShoppingList } from "@tischlein/content-schemas";
import { describe, expect, it } from "vitest";
import { applyChange, applyChanges, EMPTY_LIST, settled } from "./shopping.ts";

const at = "2026-11-25T10:00:00Z";
const item = (id: string, text: string, checked = false) => ({
  id,
  text,
  amount: null,
  unit: null,
  name: { one: text, many: text },
  ingredient: null,
  aisle: "produce" as const,
  checked,
  recipes: [],
  updated_at: at,
});
const list: ShoppingList = {
  data: [{ aisle: "produce", title: "Obst & Gemüse", items: [item("a", "Äpfel"), item("b", "Birnen"), item("c", "Zitronen", true)] }],
  meta: { total: 3, checked: 1 },
};

describe("shopping list changes", () => {
  it("checks an item and sinks it below the unchecked ones", () => {
    const next = applyChange(list, { kind: "check", id: "a", checked: true, at }, "Sonstiges");
    expect(next.data[0]!.items.map((i) => [i.id, i.checked])).toEqual([
      ["b", false],
      ["a", true],
      ["c", true],
    ]);
    expect(next.meta).toEqual({ total: 3, checked: 2 });
  });

  it("adds a free item to 'other' once, however often the change is applied", () => {
    const add = { kind: "add" as const, id: "x", text: "Kaffee", at };
    const next = applyChanges(list, [add, add], "Sonstiges");
    expect(next.data.map((a) => a.aisle)).toEqual(["produce", "other"]);
    expect(next.data[1]!.items.map((i) => i.text)).toEqual(["Kaffee"]);
    expect(next.meta.total).toBe(4);
  });

  it("replays the queue on top of the server's list, so offline ticks survive a refresh", () => {
    const server: ShoppingList = { ...list, data: [{ ...list.data[0]!, items: [...list.data[0]!.items, item("d", "Dill")] }], meta: { total: 4, checked: 1 } };
    const queued = [
      { kind: "check" as const, id: "a", checked: true, at },
      { kind: "check" as const, id: "b", checked: true, at },
    ];
    const next = applyChanges(server, queued, "Sonstiges");
    expect(next.meta).toEqual({ total: 4, checked: 3 });
    expect(next.data[0]!.items[0]!.id).toBe("d");
  });

  it("ignores a change to an item another device removed", () => {
    expect(applyChange(list, { kind: "check", id: "gone", checked: true, at }, "Sonstiges")).toEqual(list);
    expect(applyChange(list, { kind: "delete", id: "gone" }, "Sonstiges").meta.total).toBe(3);
  });

  it("clears checked items and drops an aisle left empty", () => {
    const only = applyChange(EMPTY_LIST, { kind: "add", id: "x", text: "Kaffee", at }, "Sonstiges");
    const checked = applyChange(only, { kind: "check", id: "x", checked: true, at }, "Sonstiges");
    expect(applyChange(checked, { kind: "clear" }, "Sonstiges")).toEqual(EMPTY_LIST);
  });

  it("keeps a change queued while sending it again could succeed", () => {
    expect([0, 401, 429, 500, 503].map(settled)).toEqual([false, false, false, false, false]);
    expect([200, 201, 204, 404, 409, 422].map(settled)).toEqual([true, true, true, true, true, true]);
  });
});
