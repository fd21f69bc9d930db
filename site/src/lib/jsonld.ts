/**
 * Structured data (schema.org JSON-LD) for recipe and story pages, as Google's rich results read it:
 * https://developers.google.com/search/docs/appearance/structured-data/recipe and …/article.
 * Pure functions: the page passes its absolute URL and origin, the layout writes each object into a
 * `<script type="application/ld+json">`.
 */
import type { Article, Author, Image, Language, Recipe } from "@tischlein/content-schemas";
import { ingredientText } from "./amounts.ts";
import { isoDuration } from "./format.ts";
import { authorPath } from "./urls.ts";

/** A JSON-LD object. */
export type JsonLd = Record<string, unknown>;

/** The class of a premium recipe's locked section, named in its JSON-LD (hasPart.cssSelector). */
export const PREMIUM_SECTION_CLASS = "premium-locked";

/** Name of the publisher. */
export const PUBLISHER_NAME = "Tischlein";

/**
 * Where the publisher's logo is served (a raster picture, as Google asks for publisher logos). The
 * site layout owns the file; the path is kept in this one place.
 */
export const PUBLISHER_LOGO_PATH = "/logo.png";

/** Google asks for pictures in these aspect ratios. */
export const IMAGE_RATIOS = ["1:1", "4:3", "16:9"] as const;

/** Where a page lives. */
export interface PageContext {
  /** Absolute URL of the page, e.g. "https://tischlein.de/de/rezepte/spaghetti-carbonara/". */
  url: string;
  /** Origin of the site, e.g. "https://tischlein.de", for making paths absolute. */
  origin: string;
}

/**
 * A path or URL from the content API as an absolute URL.
 *
 * @example
 * absoluteUrl("/api/media/a.jpg", "https://tischlein.de") // "https://tischlein.de/api/media/a.jpg"
 */
export function absoluteUrl(href: string, origin: string): string {
  return new URL(href, origin).href;
}

/**
 * The picture once per aspect ratio Google asks for (1:1, 4:3, 16:9), as absolute URLs: the crops the
 * gateway's signed resizer makes (Image.crops, on single recipes and stories), else the original.
 *
 * @example
 * imageUrls({ url: "/api/media/a.jpg", crops: { "1x1": "/_img/…/1200x1200/q80/a.jpg", … }, … }, "https://x.de")
 * // ["https://x.de/_img/…/1200x1200/q80/a.jpg", "https://x.de/_img/…/1200x900/q80/a.jpg", …]
 */
export function imageUrls(image: Image, origin: string): string[] {
  return IMAGE_RATIOS.map((ratio) => {
    const crop = image.crops?.[ratio.replace(":", "x") as keyof NonNullable<Image["crops"]>];
    return absoluteUrl(crop ?? image.url, origin);
  });
}

/**
 * The author as a Person, or as an Organization for brand partners; with the profile page as url.
 */
export function authorLd(author: Author, lang: Language, origin: string): JsonLd {
  return {
    "@type": author.new_type === "partner" ? "Organization" : "Person",
    name: author.name,
    url: absoluteUrl(authorPath(lang, author.slug), origin),
  };
}

/** Seconds as an ISO 8601 duration, e.g. 95 → "PT1M35S". */
export function isoSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  const rest = s % 60;
  if (m === 0) return `PT${rest}S`;
  return rest === 0 ? `PT${m}M` : `PT${m}M${rest}S`;
}

/** The object without its undefined properties, so the written JSON has no gaps (deeply). */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, compact(v)]),
    ) as T;
  }
  return value;
}

/** One value as itself, several as a list, none as undefined (dropped by JSON.stringify). */
function oneOrMany<T>(values: T[]): T | T[] | undefined {
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : values;
}

/**
 * What kind of dish a recipe is, for `recipeCategory`: its course categories (main dishes, dessert,
 * …); a recipe without one (a pizza, a cocktail) falls back to its baking or drinks categories, then
 * to the time of day (dinner), since those name the dish just as well.
 */
export function recipeCategories(recipe: Pick<Recipe, "categories">): string[] {
  for (const groups of [["course"], ["baking", "drinks"], ["day_time"]]) {
    const titles = recipe.categories.filter((c) => groups.includes(c.group)).map((c) => c.title);
    if (titles.length) return titles;
  }
  return [];
}

/**
 * The Recipe object of a recipe page: Google's required properties (name, image) and every
 * recommended one the data has (author, datePublished, description, keywords, times, yield,
 * category, cuisine, ingredients, instructions, nutrition, rating, video).
 */
export function recipeLd(recipe: Recipe, page: PageContext): JsonLd {
  const lang = recipe.language;
  const { origin } = page;
  const d = recipe.duration;
  const visibleTags = recipe.tags.filter((tag) => !tag.is_hidden).map((tag) => tag.title);
  const courses = recipeCategories(recipe);
  const cuisines = recipe.categories.filter((c) => c.group === "cuisine").map((c) => c.title);
  const servings = recipe.servings;
  const published = recipe.publishing.published_at;

  const ld: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    "@id": `${page.url}#recipe`,
    name: recipe.title,
    url: page.url,
    inLanguage: lang,
    image: imageUrls(recipe.image, origin),
    author: authorLd(recipe.author, lang, origin),
    datePublished: published ?? undefined,
    dateModified: recipe.updated_at,
    description: recipe.description || undefined,
    keywords: visibleTags.length ? visibleTags.join(", ") : undefined,
    // Hands-on time is the preparation; cooking is the unattended baking or cooking; resting only
    // counts towards the total.
    prepTime: isoDuration(d.preparation),
    cookTime: isoDuration(d.baking),
    totalTime: isoDuration(d.preparation + d.baking + d.resting),
    recipeYield: [
      String(servings.amount),
      `${servings.amount} ${servings.amount === 1 ? servings.unit.one : servings.unit.many}`,
    ],
    recipeCategory: oneOrMany(courses),
    recipeCuisine: oneOrMany(cuisines),
    recipeIngredient: recipe.ingredients.flatMap((group) => group.items.map((item) => ingredientText(item, lang))),
    recipeInstructions: recipe.steps.map((step) => ({
      "@type": "HowToStep",
      position: step.position,
      text: step.text,
      url: `${page.url}#step-${step.position}`,
    })),
  };
  if (recipe.nutrition) {
    const n = recipe.nutrition;
    ld.nutrition = {
      "@type": "NutritionInformation",
      calories: `${n.calories} kcal`,
      proteinContent: `${n.protein} g`,
      fatContent: `${n.fat} g`,
      carbohydrateContent: `${n.carbohydrates} g`,
    };
  }
  if (recipe.rating) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: recipe.rating.average,
      ratingCount: recipe.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (recipe.video) {
    const v = recipe.video;
    ld.video = {
      "@type": "VideoObject",
      name: recipe.title,
      description: recipe.description || recipe.title,
      thumbnailUrl: imageUrls(v.poster, origin),
      duration: isoSeconds(v.duration),
      uploadDate: published ?? recipe.updated_at,
      contentUrl: v.url ? absoluteUrl(v.url, origin) : undefined,
    };
  }
  if (recipe.is_premium) {
    // Paywalled content (Google's markup): the recipe is for members, its locked part is the section
    // the premium script fills (components/premium/PremiumLock.astro).
    ld.isAccessibleForFree = false;
    ld.hasPart = { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: `.${PREMIUM_SECTION_CLASS}` };
  }
  if (recipe.ingredients.length === 0) delete ld.recipeIngredient;
  if (recipe.steps.length === 0) delete ld.recipeInstructions;
  return compact(ld);
}

/** The Article object of a story page. */
export function articleLd(article: Article, page: PageContext): JsonLd {
  const { origin } = page;
  return compact({
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${page.url}#article`,
    mainEntityOfPage: page.url,
    headline: article.title,
    description: article.description || undefined,
    inLanguage: article.language,
    image: imageUrls(article.image, origin),
    author: authorLd(article.author, article.language, origin),
    datePublished: article.publishing.published_at ?? undefined,
    dateModified: article.updated_at,
    publisher: {
      "@type": "Organization",
      name: PUBLISHER_NAME,
      url: absoluteUrl("/", origin),
      logo: { "@type": "ImageObject", url: absoluteUrl(PUBLISHER_LOGO_PATH, origin) },
    },
  });
}
