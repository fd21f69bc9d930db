/**
 * What the desk's editors (FeedEditor.tsx, MenuEditor.tsx, the writing room) share, as pure functions:
 * moving an entry in a list, the shape checks of the stored feed and menu (written by hand like
 * own-guards.ts, so the desk does not load zod; editing.test.ts holds them to the schemas' valid
 * fixtures), the path of the field a 422 names, and the first field of a menu the API would refuse.
 *
 * @example
 * move(["a", "b", "c"], 2, -1) // ["a", "c", "b"]
 * fieldPath("modules.2.items.0.id") // ["modules", 2, "items", 0, "id"]
 */
import type { ContentSummary, EditorialItem, Feed, Menu } from "@tischlein/content-schemas";
import { isHref, isLanguage, isObject, isString } from "../../lib/account-guards.ts";
import { isContentSummary } from "../../lib/summary-guards.ts";

/** The feeds the desk edits (the API's `/editorial/feeds/{group}/{lang}/`). */
export const FEED_GROUPS = ["main", "veganuary"] as const;
export type EditableGroup = (typeof FEED_GROUPS)[number];

let unsaved = 0;

/**
 * Marks that an editor holds unsaved changes, until the returned release is called: the desk asks
 * before a tab change or "back to the list" drops them (leaving the page asks the browser instead).
 */
export function holdUnsaved(): () => void {
  unsaved++;
  let held = true;
  return () => {
    if (held) unsaved--;
    held = false;
  };
}

/** Whether some editor holds unsaved changes. */
export const hasUnsaved = () => unsaved > 0;

/** An item of the desk's content API (list entries and the detail with its drafts). */
export const isEditorialItem = (v: unknown): v is EditorialItem => isObject(v) && isString(v.content_id, 1) && Array.isArray(v.versions);

/** The list with the entry at `index` moved by `by` places; the same list when that leaves it. */
export function move<T>(list: readonly T[], index: number, by: number): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [entry] = copy.splice(index, 1);
  copy.splice(to, 0, entry as T);
  return copy;
}

/** A dotted field of an error answer as a path; list positions become numbers. */
export function fieldPath(field: string | undefined): (string | number)[] {
  if (!field) return [];
  return field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The id of the element that edits the field at a path, e.g. `${base}-modules-2-title`. */
export const fieldId = (base: string, path: readonly (string | number)[]) => [base, ...path].join("-");

/** A search hit as a card a module holds (the search's `coverage` is not part of a card). */
export function asCard(hit: ContentSummary & { coverage?: unknown }): ContentSummary {
  const { coverage: _, ...card } = hit;
  return card as ContentSummary;
}

const KINDS = ["hero", "carousel", "collection", "link_collection", "author_carousel", "link", "player", "automated", "link_module"];

/** A feed module: the fields the editor reads (kind, id, title, its cards), the rest kept as it came. */
function isModule(v: unknown): boolean {
  if (!isObject(v) || !KINDS.includes(v.kind as string) || !isString(v.id, 1) || !isString(v.title, 0, 200)) return false;
  if (v.kind === "hero" || v.kind === "player") return isContentSummary(v.item);
  if (v.kind === "carousel" || v.kind === "collection" || v.kind === "automated") return Array.isArray(v.items) && v.items.every(isContentSummary);
  return true;
}

/** GET and PUT /api/editorial/feeds/{group}/{lang}/ (content-schemas Feed). */
export function isFeed(v: unknown): v is Feed {
  return isObject(v) && isLanguage(v.language) && isString(v.group, 1) && Array.isArray(v.modules) && v.modules.every(isModule);
}

const isPerLanguage = (v: unknown) => isObject(v) && isString(v.de) && isString(v.en);
const isHrefs = (v: unknown) => isObject(v) && isHref(v.de) && isHref(v.en);

/** GET and PUT /api/editorial/menu/ (content-schemas Menu). */
export function isMenu(v: unknown): v is Menu {
  return (
    isObject(v) &&
    Array.isArray(v.partners) &&
    Array.isArray(v.entries) &&
    v.entries.every(
      (e) =>
        isObject(e) &&
        isString(e.type, 1) &&
        isPerLanguage(e.title) &&
        isHrefs(e.href) &&
        Array.isArray(e.content) &&
        e.content.every(
          (g) =>
            isObject(g) &&
            isPerLanguage(g.title) &&
            Array.isArray(g.items) &&
            g.items.every((i) => isObject(i) && isString(i.type, 1) && isPerLanguage(i.title) && isHrefs(i.href)),
        ),
    )
  );
}

/** Why a field of the menu would be refused: empty, or not a link (content-schemas Href). */
export type MenuProblem = { path: (string | number)[]; reason: "required" | "href" };

const LANGUAGES = ["de", "en"] as const;

/**
 * The first field of the menu the editor has to fix before saving: a label left empty, or a target
 * that is not a site path or an http(s) address. The API checks the same (and more) and answers 422
 * with the field; checking here names the field before the round trip.
 */
export function menuProblem(menu: Menu): MenuProblem | null {
  type PerLanguage = Record<(typeof LANGUAGES)[number], string>;
  const check = (title: PerLanguage, href: PerLanguage | undefined, at: (string | number)[]): MenuProblem | null => {
    for (const l of LANGUAGES) if (!title[l].trim()) return { path: [...at, "title", l], reason: "required" };
    if (href) for (const l of LANGUAGES) if (!isHref(href[l])) return { path: [...at, "href", l], reason: href[l] ? "href" : "required" };
    return null;
  };
  for (const [e, entry] of menu.entries.entries()) {
    const found = check(entry.title, entry.href, ["entries", e]);
    if (found) return found;
    for (const [g, group] of entry.content.entries()) {
      const inGroup = check(group.title, group.href, ["entries", e, "content", g]);
      if (inGroup) return inGroup;
      for (const [i, item] of group.items.entries()) {
        const inItem = check(item.title, item.href, ["entries", e, "content", g, "items", i]);
        if (inItem) return inItem;
      }
    }
  }
  return null;
}
