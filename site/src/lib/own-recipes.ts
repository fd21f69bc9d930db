/**
 * The rules of the recipe creation wizard that need no browser: its addresses, which step shows a
 * field the server found missing, which known ingredient a typed name is, and the copy of the draft
 * each device keeps so that nothing typed is lost on a reload or without a connection.
 *
 * Addresses (spec §2 recipe creation): profile/recipe-creation/new/basics for a recipe not saved
 * yet, profile/recipe-creation/{id}/{step} once it has an id; in German
 * profil/rezept-erstellen/neu/grundlagen and …/{id}/{Schritt}. One prerendered page serves them all
 * (a 200 rewrite in _redirects).
 */
import type { Language, OwnRecipe, RecipeDraft } from "@tischlein/content-schemas";
import { pagePath } from "./urls.ts";

/** The wizard's steps, in order. */
export const STEPS = ["basics", "ingredients", "steps", "categories", "preview"] as const;
export type Step = (typeof STEPS)[number];

const STEP_SLUGS: Record<Step, Record<Language, string>> = {
  basics: { de: "grundlagen", en: "basics" },
  ingredients: { de: "zutaten", en: "ingredients" },
  steps: { de: "schritte", en: "steps" },
  categories: { de: "kategorien", en: "categories" },
  preview: { de: "vorschau", en: "preview" },
};

/** The wizard's root: profile/recipe-creation/ (de profil/rezept-erstellen/). */
export function wizardRoot(lang: Language): string {
  return pagePath(lang, "recipeCreationNew").replace(/[^/]+\/[^/]+\/$/, "");
}

/**
 * The address of a step of a recipe; id null is a recipe not saved yet.
 *
 * @example
 * wizardPath("de", null, "basics") // "/de/profil/rezept-erstellen/neu/grundlagen/"
 * wizardPath("en", "5694e37b-…", "preview") // "/en/profile/recipe-creation/5694e37b-…/preview/"
 */
export function wizardPath(lang: Language, id: string | null, step: Step): string {
  const first = pagePath(lang, "recipeCreationNew").split("/").at(-3) ?? "new";
  return `${wizardRoot(lang)}${id ?? first}/${STEP_SLUGS[step][lang]}/`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Reads an address of the wizard: the recipe's id (null for a new one) and the step (basics when
 * the address names none it knows).
 *
 * @example
 * parseWizardPath("de", "/de/profil/rezept-erstellen/neu/zutaten/") // { id: null, step: "ingredients" }
 */
export function parseWizardPath(lang: Language, path: string): { id: string | null; step: Step } {
  const rest = path.startsWith(wizardRoot(lang)) ? path.slice(wizardRoot(lang).length) : "";
  const [first = "", second = ""] = rest.split("/");
  const id = UUID.test(first) ? first : null;
  const step = STEPS.find((s) => STEP_SLUGS[s][lang] === second) ?? "basics";
  return { id, step };
}

/**
 * The step that shows a field the server named (422 incomplete_recipe or invalid_field).
 *
 * @example
 * stepOfField("ingredients.0.items.2.name") // "ingredients"
 * stepOfField("duration") // "basics"
 */
export function stepOfField(field: string | undefined): Step {
  const top = (field ?? "").split(".")[0];
  if (top === "ingredients") return "ingredients";
  if (top === "steps" || top === "utensils") return "steps";
  if (top === "categories" || top === "tags") return "categories";
  return "basics";
}

/** A known ingredient as the suggestions offer it. */
export interface KnownIngredient {
  slug: string;
  one: string;
  many: string;
}

/**
 * The known ingredient a typed name is (either form, any case, spaces trimmed), or undefined.
 *
 * @example
 * matchIngredient(" eier", [{ slug: "ei", one: "Ei", many: "Eier" }]) // { slug: "ei", … }
 */
export function matchIngredient(name: string, known: KnownIngredient[]): KnownIngredient | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  if (!wanted) return undefined;
  return known.find((k) => k.one.toLocaleLowerCase() === wanted || k.many.toLocaleLowerCase() === wanted);
}

/**
 * What a device keeps of a draft: the draft, whether it holds changes the server has not
 * confirmed, and when it was written.
 */
export interface LocalDraft {
  draft: RecipeDraft;
  dirty: boolean;
  at: number;
}

/** The storage key of a recipe's local copy; "new" until the server gave it an id. */
export function localKey(userId: string, id: string | null): string {
  return `tischlein-recipe-draft:${userId}:${id ?? "new"}`;
}

/**
 * Which draft the wizard opens with: the device's copy when it holds changes the server never
 * confirmed (typed offline, or just before a reload), else the server's.
 */
export function draftToOpen(server: OwnRecipe | null, local: LocalDraft | null): { draft: RecipeDraft; unsent: boolean } {
  if (local?.dirty) return { draft: local.draft, unsent: true };
  return { draft: server?.draft ?? local?.draft ?? {}, unsent: false };
}

/** Total minutes of a draft's times. */
export function totalMinutes(draft: RecipeDraft): number {
  const d = draft.duration ?? {};
  return (d.preparation ?? 0) + (d.baking ?? 0) + (d.resting ?? 0);
}
