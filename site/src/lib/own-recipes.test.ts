import { describe, expect, it } from "vitest";
import { draftToOpen, matchIngredient, parseWizardPath, stepOfField, wizardPath, wizardRoot } from "./own-recipes.ts";

const ID = "5694e37b-5d13-49cf-b265-5a44cbf5fde7";

describe("wizard addresses", () => {
  it("follow spec §2 in both languages", () => {
    expect(wizardRoot("de")).toBe("/de/profil/rezept-erstellen/");
    expect(wizardPath("de", null, "basics")).toBe("/de/profil/rezept-erstellen/neu/grundlagen/");
    expect(wizardPath("en", null, "basics")).toBe("/en/profile/recipe-creation/new/basics/");
    expect(wizardPath("en", ID, "preview")).toBe(`/en/profile/recipe-creation/${ID}/preview/`);
    expect(wizardPath("de", ID, "ingredients")).toBe(`/de/profil/rezept-erstellen/${ID}/zutaten/`);
  });

  it("are read back", () => {
    expect(parseWizardPath("de", `/de/profil/rezept-erstellen/${ID}/schritte/`)).toEqual({ id: ID, step: "steps" });
    expect(parseWizardPath("en", "/en/profile/recipe-creation/new/categories/")).toEqual({ id: null, step: "categories" });
    // Anything unknown opens the first step of a new recipe.
    expect(parseWizardPath("en", "/en/profile/recipe-creation/nonsense/xyz/")).toEqual({ id: null, step: "basics" });
    expect(parseWizardPath("de", "/en/profile/")).toEqual({ id: null, step: "basics" });
  });
});

describe("stepOfField", () => {
  it("sends the cook to the step that shows the field", () => {
    expect(stepOfField("ingredients.0.items.2.name")).toBe("ingredients");
    expect(stepOfField("steps")).toBe("steps");
    expect(stepOfField("tags.1.slug")).toBe("categories");
    expect(stepOfField("image")).toBe("basics");
    expect(stepOfField(undefined)).toBe("basics");
  });
});

describe("matchIngredient", () => {
  const known = [
    { slug: "ei", one: "Ei", many: "Eier" },
    { slug: "kartoffel", one: "Kartoffel", many: "Kartoffeln" },
  ];
  it("knows both forms in any case", () => {
    expect(matchIngredient(" eier ", known)?.slug).toBe("ei");
    expect(matchIngredient("KARTOFFEL", known)?.slug).toBe("kartoffel");
    expect(matchIngredient("Zwiebel", known)).toBeUndefined();
    expect(matchIngredient("  ", known)).toBeUndefined();
  });
});

describe("draftToOpen", () => {
  const server = { draft: { title: "Vom Server" } } as Parameters<typeof draftToOpen>[0];
  it("prefers what the device holds unsent", () => {
    expect(draftToOpen(server, { draft: { title: "Offline getippt" }, dirty: true, at: 1 })).toEqual({ draft: { title: "Offline getippt" }, unsent: true });
  });
  it("else the server's", () => {
    expect(draftToOpen(server, { draft: { title: "Alt" }, dirty: false, at: 1 })).toEqual({ draft: { title: "Vom Server" }, unsent: false });
    expect(draftToOpen(null, null)).toEqual({ draft: {}, unsent: false });
  });
});
