import { z } from "zod";
import { Href, Slug } from "./common.ts";
import { ArticleSummary, RecipeSummary } from "./content.ts";
import { Pagination } from "./paged.ts";

/**
 * How much of a recipe's ingredient list the reader has (cook with what you have, `?have=`).
 * Staples (salt, pepper, oil, water …) count neither as had nor as missing.
 */
export const Coverage = z.object({
  /** Ingredients of the recipe the reader has. */
  have: z.int().min(0),
  /** Ingredients of the recipe that count (staples left out). */
  total: z.int().min(0),
  /** Names of the counted ingredients the reader lacks, in list order. */
  missing: z.array(z.string().min(1).max(120)),
});
export type Coverage = z.infer<typeof Coverage>;

/** A recipe hit: its card, plus its coverage when the search asked `have=`. */
export const RecipeHit = RecipeSummary.extend({
  /** Present only on answers to `have=`. */
  coverage: Coverage.optional(),
});

/** A story hit: its card. */
export const ArticleHit = ArticleSummary.extend({
  /** Never present: stories have no ingredients. */
  coverage: z.never().optional(),
});

/** One hit of a search, best first. */
export const SearchHit = z.discriminatedUnion("type", [RecipeHit, ArticleHit]);
export type SearchHit = z.infer<typeof SearchHit>;

/** A count of hits per value of a filter. */
const Counts = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.int().min(0)])) as Record<K, z.ZodInt>);

/** A category among the hits, for "Italienisch (14)". */
export const CategoryFacet = z.object({
  /** Slug of the category in the answer's language. */
  slug: Slug,
  /** Display title. */
  title: z.string().min(1).max(80),
  /** Hits in the category. */
  count: z.int().min(1),
});

/**
 * How many of the hits carry each filter value, so a filter can say "Vegan (12)". Counted over the
 * hits of the query with every filter applied; a vegan recipe counts as vegetarian too.
 */
export const SearchFacets = z.object({
  /** Recipes and stories among the hits. */
  type: Counts(["recipe", "article"] as const),
  /** Vegetarian (vegan included) and vegan recipes. */
  diet: Counts(["vegetarian", "vegan"] as const),
  /** Recipes for each meal of the day. */
  meal: Counts(["breakfast", "lunch", "dinner"] as const),
  /** Recipes ready in under 30 minutes in all. */
  quick: z.int().min(0),
  /** Recipes counted as healthy (the search package's rule, see docs/search.md). */
  healthy: z.int().min(0),
  /** Recipes for children. */
  kids: z.int().min(0),
  /** Recipes per difficulty. */
  difficulty: Counts(["easy", "medium", "hard"] as const),
  /** The categories with the most hits, most first (at most 12). */
  categories: z.array(CategoryFacet).max(12),
});
export type SearchFacets = z.infer<typeof SearchFacets>;

/** The answer of GET /api/search/: a page of hits in the paged envelope, with facets. */
export const SearchResults = z.object({
  /** Paging information. */
  meta: z.object({
    /** Position of this page in the hits. */
    pagination: Pagination,
  }),
  /** The hits of this page, best first. */
  data: z.array(SearchHit),
  /** Counts per filter value over all hits. */
  facets: SearchFacets,
  /** A spelling of the query that would find something, offered when it found nothing; else null. */
  did_you_mean: z.string().min(1).max(200).nullable(),
});
export type SearchResults = z.infer<typeof SearchResults>;

/** What a suggestion leads to. */
export const SuggestionKind = z.enum(["recipe", "article", "category", "tag", "ingredient"]);

/** One line of the search modal's suggestions. */
export const SearchSuggestion = z.object({
  /** What it leads to. */
  kind: SuggestionKind,
  /** What the line says. */
  title: z.string().min(1).max(200),
  /** The site page it opens, e.g. "/de/rezepte/kartoffelsalat/". */
  href: Href,
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

/** The answer of GET /api/search/suggestions/: at most 8 suggestions, best first. */
export const SearchSuggestions = z.object({
  /** The suggestions. */
  data: z.array(SearchSuggestion).max(8),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;
