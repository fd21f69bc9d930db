import { describe, expect, it } from "vitest";
import { describeRecipe, type ForYouCandidate, type ForYouChoices, FOR_YOU_RANK, pickCandidates, rankForYou } from "./for-you.ts";

const FISH = "11111111-1111-4111-8111-111111111111";
const CORIANDER = "22222222-2222-4222-8222-222222222222";
const ASIAN = "33333333-3333-4333-8333-333333333333";
const ITALIAN = "44444444-4444-4444-8444-444444444444";

const candidates: ForYouCandidate[] = [
  { diet: "", cuisines: [ITALIAN], avoid: [FISH], difficulty: "medium" }, // 0 salmon pasta
  { diet: "vegetarian", cuisines: [ITALIAN], avoid: [], difficulty: "easy" }, // 1 margherita
  { diet: "vegan", cuisines: [ASIAN], avoid: [CORIANDER], difficulty: "medium" }, // 2 pad thai
  { diet: "", cuisines: [], avoid: [], difficulty: "hard" }, // 3 roast
  { diet: "vegan", cuisines: [], avoid: [], difficulty: "easy" }, // 4 smoothie
  { diet: "vegetarian", cuisines: [ASIAN], avoid: [], difficulty: "hard" }, // 5 dumplings
];

const none: ForYouChoices = { diet: null, dislikes: [], skill: null, household: null, cuisines: [] };

describe("rankForYou", () => {
  it("keeps the editors' order without choices", () => {
    expect(rankForYou(candidates, none)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("shows only vegan recipes to a vegan, and no meat or fish to a vegetarian", () => {
    expect(rankForYou(candidates, { ...none, diet: "vegan" })).toEqual([2, 4]);
    expect(rankForYou(candidates, { ...none, diet: "vegetarian" })).toEqual([1, 2, 4, 5]);
    expect(rankForYou(candidates, { ...none, diet: "omnivore" })).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("leaves out what the reader dislikes", () => {
    expect(rankForYou(candidates, { ...none, dislikes: [FISH, CORIANDER] })).toEqual([1, 3, 4, 5]);
    expect(rankForYou(candidates, { ...none, diet: "vegan", dislikes: [CORIANDER] })).toEqual([4]);
  });

  it("lifts favourite cuisines above a fitting difficulty, and keeps the order among equals", () => {
    expect(rankForYou(candidates, { ...none, cuisines: [ASIAN] })).toEqual([2, 5, 0, 1, 3, 4]);
    expect(rankForYou(candidates, { ...none, skill: "beginner" })).toEqual([1, 4, 0, 2, 3, 5]);
    expect(rankForYou(candidates, { ...none, skill: "advanced" })).toEqual([3, 5, 0, 2, 1, 4]);
    expect(rankForYou(candidates, { ...none, skill: "intermediate", cuisines: [ITALIAN] })).toEqual([0, 1, 2, 4, 3, 5]);
  });

  it("agrees with the inline script's ranking (FOR_YOU_RANK) for every mix of choices", () => {
    const inline = new Function(`return ${FOR_YOU_RANK}`)() as (l: unknown[], p: ForYouChoices) => number[];
    const short = candidates.map((c) => ({ d: c.diet, c: c.cuisines, a: c.avoid, k: c.difficulty }));
    for (const diet of [null, "omnivore", "vegetarian", "vegan"] as const)
      for (const skill of [null, "beginner", "intermediate", "advanced"] as const)
        for (const dislikes of [[], [FISH], [FISH, CORIANDER]])
          for (const cuisines of [[], [ASIAN], [ASIAN, ITALIAN]]) {
            const choices = { diet, skill, dislikes, cuisines, household: 2 };
            expect(inline(short, choices), JSON.stringify(choices)).toEqual(rankForYou(candidates, choices));
          }
  });
});

const options = {
  dislikes: [
    { value: FISH, kind: "category", slug: "fisch" },
    { value: CORIANDER, kind: "ingredient", slug: "koriandergruen" },
  ],
  cuisines: [{ value: ASIAN, slug: "asiatisch" }],
};

function recipe(tags: string[], categories: string[], ingredients: string[], likes: number, community = false) {
  return {
    tags: tags.map((slug) => ({ slug })),
    categories: categories.map((slug) => ({ slug })),
    ingredients: [{ items: ingredients.map((ingredient) => ({ ingredient })) }],
    difficulty: "easy",
    community,
    user_reactions: { like_count: likes },
  };
}

describe("describeRecipe and pickCandidates", () => {
  it("reads a recipe's diet, cuisines and dislike options in the page's language", () => {
    expect(describeRecipe(recipe(["vegan", "vegetarian"], ["asiatisch"], ["koriandergruen", "reis"], 1), options)).toEqual({
      diet: "vegan",
      cuisines: [ASIAN],
      avoid: [CORIANDER],
      difficulty: "easy",
    });
    expect(describeRecipe(recipe(["glutenfrei"], ["fisch"], ["lachsfilet"], 1), options).avoid).toEqual([FISH]);
    expect(describeRecipe(recipe(["vegetarian"], [], [], 1), options).diet).toBe("vegetarian");
  });

  it("takes the best-liked editorial recipes of each diet in turn", () => {
    const recipes = [
      recipe([], [], [], 50),
      recipe([], [], [], 90),
      recipe(["vegetarian"], [], [], 10),
      recipe(["vegan"], [], [], 20),
      recipe(["vegan"], [], [], 30),
      recipe(["vegan"], [], [], 99, true),
    ];
    const picked = pickCandidates(recipes, options, 5).map((p) => recipes.indexOf(p.recipe));
    expect(picked).toEqual([1, 2, 4, 0, 3]);
  });
});
