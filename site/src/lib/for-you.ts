/**
 * The home page's "for you" module: which of its prerendered candidate recipes a reader
 * sees first. The reader's choices (stores/personalization.ts keeps them on the device) exclude
 * recipes against their diet or with something they dislike, and lift favourite cuisines and a
 * difficulty that fits their skill; ties keep the editors' order.
 *
 * The inline script of the module (FOR_YOU in inline-scripts.ts) ranks the cards with the same rules
 * before the first paint, from FOR_YOU_RANK below; for-you.test.ts checks the two agree.
 *
 * @example
 * rankForYou(candidates, { diet: "vegan", dislikes: [fishId], skill: null, household: 2, cuisines: [] })
 * // → indices of the vegan candidates without fish, best first
 */

/** The reader's choices as the device keeps them (content-schemas Preferences, without the time). */
export interface ForYouChoices {
  diet: "omnivore" | "vegetarian" | "vegan" | null;
  dislikes: readonly string[];
  skill: "beginner" | "intermediate" | "advanced" | null;
  household: number | null;
  cuisines: readonly string[];
}

/** What a candidate card carries (its data attributes). */
export interface ForYouCandidate {
  /** "vegan", "vegetarian" or "" (neither). */
  diet: string;
  /** Content ids of its cuisine categories. */
  cuisines: readonly string[];
  /** Content ids of the dislike options it contains (ingredients and groups of ingredients). */
  avoid: readonly string[];
  /** Its difficulty: easy, medium or hard. */
  difficulty: string;
}

/** Difficulties that fit a skill, best first (the options' skills say the same). */
export const SKILL_DIFFICULTIES: Record<string, readonly string[]> = {
  beginner: ["easy"],
  intermediate: ["medium", "easy"],
  advanced: ["hard", "medium"],
};

/** The ranking: indices of the candidates to show, best first. */
export function rankForYou(candidates: readonly ForYouCandidate[], choices: ForYouChoices): number[] {
  const fits = choices.skill ? (SKILL_DIFFICULTIES[choices.skill] ?? []) : [];
  const scored: { index: number; score: number }[] = [];
  candidates.forEach((c, index) => {
    if (choices.diet === "vegan" && c.diet !== "vegan") return;
    if (choices.diet === "vegetarian" && c.diet === "") return;
    if (c.avoid.some((id) => choices.dislikes.includes(id))) return;
    const fit = fits.indexOf(c.difficulty);
    const score = (c.cuisines.some((id) => choices.cuisines.includes(id)) ? 4 : 0) + (fit < 0 ? 0 : 2 - fit);
    scored.push({ index, score });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.index);
}

/**
 * The same ranking as plain, small JavaScript for the inline script: a function of the candidates
 * ({d: diet, c: cuisines, a: avoid, k: difficulty}) and the choices.
 */
export const FOR_YOU_RANK = `function(l,p){var f={beginner:["easy"],intermediate:["medium","easy"],advanced:["hard","medium"]}[p.skill]||[],h=function(x,y){return x.some(function(i){return y.indexOf(i)>=0})},r=[];l.forEach(function(c,i){if(p.diet==="vegan"&&c.d!=="vegan"||p.diet==="vegetarian"&&!c.d||h(c.a,p.dislikes||[]))return;var k=f.indexOf(c.k);r.push([i,(h(c.c,p.cuisines||[])?4:0)+(k<0?0:2-k)])});return r.sort(function(a,b){return b[1]-a[1]||a[0]-b[0]}).map(function(x){return x[0]})}`;

/** A recipe as the candidate picker reads it (a whole recipe of the catalogue). */
interface RecipeLike {
  tags: readonly { slug: string }[];
  categories: readonly { slug: string; group?: string | null }[];
  ingredients: readonly { items: readonly { ingredient: string | null }[] }[];
  difficulty: string;
  community: boolean;
  user_reactions: { like_count: number };
}

/** The options the picker maps a recipe's terms with (content-schemas PersonalizationOptions). */
interface OptionsLike {
  dislikes: readonly { value: string; kind: string; slug: string }[];
  cuisines: readonly { value: string; slug: string }[];
}

/** Candidates the module prerenders. */
export const FOR_YOU_CANDIDATES = 24;

/** What a recipe is, for the module: its diet, cuisines, dislike options and difficulty. */
export function describeRecipe(recipe: RecipeLike, options: OptionsLike): ForYouCandidate {
  const tags = recipe.tags.map((t) => t.slug);
  const categories = new Set(recipe.categories.map((c) => c.slug));
  const ingredients = new Set(recipe.ingredients.flatMap((g) => g.items.map((i) => i.ingredient)));
  return {
    diet: tags.includes("vegan") ? "vegan" : tags.includes("vegetarian") ? "vegetarian" : "",
    cuisines: options.cuisines.filter((c) => categories.has(c.slug)).map((c) => c.value),
    avoid: options.dislikes.filter((d) => (d.kind === "category" ? categories : ingredients).has(d.slug)).map((d) => d.value),
    difficulty: recipe.difficulty,
  };
}

/**
 * The module's candidates in their default order: the best-liked editorial recipes, taken in turn
 * from those with meat or fish, the vegetarian and the vegan ones, so every diet finds enough
 * (and readers without choices see a mix).
 */
export function pickCandidates<R extends RecipeLike>(recipes: readonly R[], options: OptionsLike, count = FOR_YOU_CANDIDATES): { recipe: R; data: ForYouCandidate }[] {
  const buckets: Record<string, { recipe: R; data: ForYouCandidate }[]> = { "": [], vegetarian: [], vegan: [] };
  const liked = recipes.filter((r) => !r.community).sort((a, b) => b.user_reactions.like_count - a.user_reactions.like_count);
  for (const recipe of liked) {
    const data = describeRecipe(recipe, options);
    buckets[data.diet]!.push({ recipe, data });
  }
  const out: { recipe: R; data: ForYouCandidate }[] = [];
  for (let i = 0; out.length < count && (buckets[""]!.length || buckets.vegetarian!.length || buckets.vegan!.length); i++) {
    for (const diet of ["", "vegetarian", "vegan"]) {
      const next = buckets[diet]!.shift();
      if (next && out.length < count) out.push(next);
    }
  }
  return out;
}
