import { readdirSync, readFileSync } from "node:fs";
import type { Menu } from "@tischlein/content-schemas";
import { describe, expect, it } from "vitest";
import { asCard, fieldId, fieldPath, hasUnsaved, holdUnsaved, isEditorialItem, isFeed, isMenu, menuProblem, move } from "./editing.ts";

const FIXTURES = new URL("../../../../content-schemas/fixtures/", import.meta.url);

/** The valid fixtures of one schema, parsed. */
function valid(name: string): unknown[] {
  const dir = new URL(`${name}/`, FIXTURES);
  return readdirSync(dir)
    .filter((file) => file.startsWith("valid") && file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(new URL(file, dir), "utf8")) as unknown);
}

describe("unsaved changes", () => {
  it("are held until every holder released them, a release counting once", () => {
    expect(hasUnsaved()).toBe(false);
    const feed = holdUnsaved();
    const room = holdUnsaved();
    feed();
    feed();
    expect(hasUnsaved()).toBe(true);
    room();
    expect(hasUnsaved()).toBe(false);
  });
});

describe("isEditorialItem", () => {
  it("takes the desk's items and refuses other answers", () => {
    expect(isEditorialItem({ content_id: "c1", versions: [] })).toBe(true);
    expect(isEditorialItem({ content_id: "", versions: [] })).toBe(false);
    expect(isEditorialItem({ data: [] })).toBe(false);
    expect(isEditorialItem(null)).toBe(false);
  });
});

describe("move", () => {
  it("moves an entry up or down and leaves the list alone past its ends", () => {
    expect(move(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(move(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(move(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(move(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("never changes the list it was given", () => {
    const list = ["a", "b"];
    move(list, 0, 1);
    expect(list).toEqual(["a", "b"]);
  });
});

describe("fieldPath and fieldId", () => {
  it("reads the field of a 422 as a path with list positions as numbers", () => {
    expect(fieldPath("modules.2.items.0.id")).toEqual(["modules", 2, "items", 0, "id"]);
    expect(fieldPath(undefined)).toEqual([]);
    expect(fieldId("x", ["modules", 2, "title"])).toBe("x-modules-2-title");
  });
});

describe("guards", () => {
  it("accept every valid feed and menu fixture", () => {
    const feeds = valid("feed");
    const menus = valid("menu");
    expect(feeds.length).toBeGreaterThan(0);
    expect(menus.length).toBeGreaterThan(0);
    for (const f of feeds) expect(isFeed(f)).toBe(true);
    for (const m of menus) expect(isMenu(m)).toBe(true);
  });

  it("refuse what the editors could not show", () => {
    const [feed] = valid("feed") as { modules: { kind: string; items?: unknown[] }[] }[];
    expect(isFeed({ ...feed, modules: [{ kind: "carousel", id: "x", title: "", href: null, items: [{}] }] })).toBe(false);
    expect(isFeed({ ...feed, language: "fr" })).toBe(false);
    expect(isMenu({ entries: [{ type: "recipes", title: { de: "Rezepte" }, href: { de: "/de/", en: "/en/" }, content: [] }], partners: [] })).toBe(false);
    expect(isMenu(null)).toBe(false);
  });
});

describe("asCard", () => {
  it("drops the search's coverage", () => {
    const [feed] = valid("feed") as { modules: { kind: string; items?: object[] }[] }[];
    const card = feed!.modules.find((m) => m.items?.length)!.items![0] as Parameters<typeof asCard>[0];
    expect(asCard({ ...card, coverage: { have: 1, total: 2, missing: [] } })).toEqual(card);
  });
});

describe("menuProblem", () => {
  const menu = () => structuredClone(valid("menu")[0]) as Menu;

  it("finds nothing in a valid menu", () => {
    expect(menuProblem(menu())).toBeNull();
  });

  it("names the first empty label or bad link by its path", () => {
    const m = menu();
    m.entries[0]!.content[0]!.items[1]!.title.en = " ";
    expect(menuProblem(m)).toEqual({ path: ["entries", 0, "content", 0, "items", 1, "title", "en"], reason: "required" });
    m.entries[0]!.href.de = "//evil.example";
    expect(menuProblem(m)).toEqual({ path: ["entries", 0, "href", "de"], reason: "href" });
    m.entries[0]!.href.de = "";
    expect(menuProblem(m)).toEqual({ path: ["entries", 0, "href", "de"], reason: "required" });
  });
});
