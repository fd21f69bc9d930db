import { readFileSync } from "node:fs";
import { Article, Recipe } from "@tischlein/content-schemas";
import { describe, expect, it } from "vitest";
import { absoluteUrl, articleLd, authorLd, compact, imageUrls, isoSeconds, type JsonLd, recipeLd } from "./jsonld.ts";

const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../content-schemas/fixtures/${path}`, import.meta.url), "utf8"));

const carbonara = Recipe.parse(fixture("recipe/valid-en-spaghetti-carbonara.json"));
const pizza = Recipe.parse(fixture("recipe/valid-de-pizza-margherita-grouped-ingredients.json"));
const tiramisu = Recipe.parse(fixture("recipe/valid-de-tiramisu-with-video-and-rating.json"));
const community = Recipe.parse(fixture("recipe/valid-de-community-submitted-one-language.json"));
const locked = Recipe.parse(fixture("recipe/valid-en-premium-locked.json"));
const spiceGuide = Article.parse(fixture("article/valid-de-spice-guide-every-block-type.json"));
const faq = Article.parse(fixture("article/valid-en-faq-upload-recipe.json"));

const origin = "https://tischlein.example";
const page = (path: string) => ({ url: `${origin}${path}`, origin });

const ISO_DURATION = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isAbsolute = (u: unknown) => typeof u === "string" && /^https?:\/\//.test(u);

/**
 * What Google's Recipe rich result documentation asks for, as a list of problems (empty = fine):
 * required name and image; the recommended properties in the shapes Google reads them; the nested
 * types' own required fields (HowToStep.text, VideoObject name/description/thumbnailUrl/uploadDate,
 * AggregateRating ratingValue/ratingCount, NutritionInformation.calories with its unit, recipeYield
 * whenever nutrition is per serving, prepTime together with cookTime).
 */
function googleRecipeProblems(ld: JsonLd): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(what);
  };
  need(ld["@context"] === "https://schema.org", "@context");
  need(ld["@type"] === "Recipe", "@type Recipe");
  // Required.
  need(typeof ld.name === "string" && ld.name.length > 0, "name");
  const images = ld.image as unknown;
  need(Array.isArray(images) && images.length > 0 && images.every(isAbsolute), "image: absolute URLs");
  // Recommended.
  const author = ld.author as JsonLd | undefined;
  need(author && ["Person", "Organization"].includes(author["@type"] as string) && author.name, "author");
  // Unpublished recipes (a submitted community draft) have no date yet; every published one has.
  need(ld.datePublished === undefined || (typeof ld.datePublished === "string" && ISO_DATE.test(ld.datePublished)), "datePublished ISO 8601");
  need(typeof ld.description === "string", "description");
  need(typeof ld.keywords === "undefined" || typeof ld.keywords === "string", "keywords as text");
  for (const key of ["prepTime", "cookTime", "totalTime"]) {
    need(typeof ld[key] === "string" && ISO_DURATION.test(ld[key] as string), `${key} ISO 8601 duration`);
  }
  need(("prepTime" in ld) === ("cookTime" in ld), "prepTime with cookTime");
  need(Array.isArray(ld.recipeIngredient) && (ld.recipeIngredient as unknown[]).every((s) => typeof s === "string" && s), "recipeIngredient");
  const steps = ld.recipeInstructions as JsonLd[];
  need(Array.isArray(steps) && steps.length > 0, "recipeInstructions");
  for (const step of steps ?? []) {
    need(step["@type"] === "HowToStep" && typeof step.text === "string" && step.text, "HowToStep.text");
    need(isAbsolute(step.url) && String(step.url).includes("#step-"), "HowToStep.url");
  }
  if (ld.nutrition) {
    const n = ld.nutrition as JsonLd;
    need(n["@type"] === "NutritionInformation" && /^\d+ kcal$/.test(String(n.calories)), "nutrition.calories");
    need(ld.recipeYield !== undefined, "recipeYield with per-serving nutrition");
  }
  const yields = ld.recipeYield;
  need(Array.isArray(yields) ? /^\d+$/.test(String(yields[0])) : /^\d+/.test(String(yields)), "recipeYield starts with a number");
  if (ld.aggregateRating) {
    const r = ld.aggregateRating as JsonLd;
    need(r["@type"] === "AggregateRating" && typeof r.ratingValue === "number", "aggregateRating.ratingValue");
    need(typeof r.ratingCount === "number" || typeof r.reviewCount === "number", "aggregateRating.ratingCount");
  }
  if (ld.video) {
    const v = ld.video as JsonLd;
    need(v["@type"] === "VideoObject", "video @type");
    need(typeof v.name === "string" && v.name, "video.name");
    need(typeof v.description === "string" && v.description, "video.description");
    need(Array.isArray(v.thumbnailUrl) && (v.thumbnailUrl as unknown[]).every(isAbsolute), "video.thumbnailUrl");
    need(typeof v.uploadDate === "string" && ISO_DATE.test(v.uploadDate), "video.uploadDate");
    need(v.duration === undefined || ISO_DURATION.test(String(v.duration)), "video.duration");
  }
  // Nothing undefined or null is written.
  need(!JSON.stringify(ld).includes("null"), "no null values");
  return problems;
}

describe("recipeLd against Google's Recipe requirements", () => {
  for (const [name, recipe] of [
    ["carbonara (en)", carbonara],
    ["pizza (de, grouped)", pizza],
    ["tiramisu (de, video, rating)", tiramisu],
    ["community (de, one language)", community],
  ] as const) {
    it(`${name} has every required and recommended property`, () => {
      const ld = recipeLd(recipe, page(`/${recipe.language}/x/${recipe.slug}/`));
      expect(googleRecipeProblems(ld)).toEqual([]);
      expect(ld.datePublished).toBe(recipe.publishing.published_at ?? undefined);
    });
  }
});

describe("recipeLd", () => {
  const url = `${origin}/de/rezepte/pizza-margherita/`;
  const ld = recipeLd(pizza, { url, origin });

  it("names the picture once per ratio, as absolute URLs", () => {
    expect(ld.image).toEqual([
      `${origin}${pizza.image.url}`,
      `${origin}${pizza.image.url}`,
      `${origin}${pizza.image.url}`,
    ]);
  });

  it("writes the ingredients as on the page, in the page language, every group in order", () => {
    const lines = ld.recipeIngredient as string[];
    const count = pizza.ingredients.reduce((n, g) => n + g.items.length, 0);
    expect(lines).toHaveLength(count);
    expect(lines[0]).toBe("500 g Weizenmehl Tipo 00, oder Type 550");
    expect(lines).toContain("½ TL Salz");
    expect(lines).toContain("1 Dose geschälte Tomaten, à 400 g, am besten San Marzano");
  });

  it("numbers the steps with anchors", () => {
    const steps = ld.recipeInstructions as JsonLd[];
    expect(steps[0]).toEqual({ "@type": "HowToStep", position: 1, text: pizza.steps[0]!.text, url: `${url}#step-1` });
    expect(steps).toHaveLength(pizza.steps.length);
  });

  it("takes times, yield, course and cuisine from the recipe", () => {
    expect(ld.prepTime).toBe("PT40M");
    expect(ld.cookTime).toBe("PT32M");
    expect(ld.totalTime).toBe("PT4H12M");
    expect(ld.recipeYield).toEqual(["4", "4 Portionen"]);
    expect(ld.recipeCuisine).toBe("Italienisch");
    // Pizza has no course category: its baking categories name the dish.
    expect(ld.recipeCategory).toEqual(["Backen", "Pizza"]);
    expect(recipeLd(carbonara, page("/en/recipes/spaghetti-carbonara/")).recipeCategory).toBe("Main courses");
  });

  it("lists visible tags only as keywords", () => {
    expect(ld.keywords).toBe("Vegetarisch, Klassiker");
  });

  it("writes an Organization for brand partners and a Person otherwise, with the profile URL", () => {
    expect(ld.author).toEqual({ "@type": "Organization", name: "Mühlenhof", url: `${origin}/de/users/muehlenhof/` });
    expect(recipeLd(carbonara, page("/en/recipes/spaghetti-carbonara/")).author).toMatchObject({ "@type": "Person" });
  });

  it("writes nutrition per serving with units", () => {
    expect(ld.nutrition).toMatchObject({ "@type": "NutritionInformation", calories: `${pizza.nutrition!.calories} kcal` });
  });

  it("adds the rating and the video when present, with contentUrl only when the video has a URL", () => {
    const t = recipeLd(tiramisu, page("/de/rezepte/tiramisu/"));
    expect(t.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: tiramisu.rating!.average,
      ratingCount: tiramisu.rating!.count,
      bestRating: 5,
      worstRating: 1,
    });
    const video = t.video as JsonLd;
    expect(video).toMatchObject({ "@type": "VideoObject", name: tiramisu.title, duration: isoSeconds(tiramisu.video!.duration) });
    expect(video.contentUrl).toBe("https://tischlein.example/api/media/videos/tiramisu.webm?v=5d0c9a1e");
    expect(video).toMatchObject({ uploadDate: tiramisu.publishing.published_at, description: tiramisu.description });
    const withoutUrl = recipeLd({ ...tiramisu, video: { ...tiramisu.video!, url: null } }, page("/de/rezepte/tiramisu/"));
    expect("contentUrl" in (withoutUrl.video as JsonLd)).toBe(false);
    const withUrl = recipeLd({ ...tiramisu, video: { ...tiramisu.video!, url: "/api/media/v.mp4" } }, page("/de/rezepte/tiramisu/"));
    expect((withUrl.video as JsonLd).contentUrl).toBe(`${origin}/api/media/v.mp4`);
    expect(ld.video).toBeUndefined();
    expect(ld.aggregateRating).toBeUndefined();
  });

  it("survives JSON without losing anything", () => {
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});

describe("recipeLd of a premium recipe", () => {
  it("marks the locked section as paywalled content and leaves out what the page does not show", () => {
    const ld = recipeLd(locked, page("/en/recipes/spaghetti-carbonara/"));
    expect(ld.isAccessibleForFree).toBe(false);
    expect(ld.hasPart).toEqual({ "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: ".premium-locked" });
    expect(ld.recipeIngredient).toBeUndefined();
    expect(ld.recipeInstructions).toBeUndefined();
    expect(ld.name).toBe(locked.title);
  });
  it("says nothing of paywalls on a free recipe", () => {
    expect(recipeLd(carbonara, page("/en/recipes/spaghetti-carbonara/")).isAccessibleForFree).toBeUndefined();
  });
});

describe("articleLd", () => {
  for (const article of [spiceGuide, faq]) {
    it(`${article.slug} has headline, images, author, dates and the publisher with logo`, () => {
      const url = `${origin}/${article.language}/stories/${article.slug}/`;
      const ld = articleLd(article, { url, origin });
      expect(ld).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        mainEntityOfPage: url,
        dateModified: article.updated_at,
        publisher: { "@type": "Organization", name: "Tischlein", logo: { "@type": "ImageObject" } },
      });
      expect(ld.datePublished).toMatch(ISO_DATE);
      expect((ld.image as string[]).every(isAbsolute)).toBe(true);
      expect(isAbsolute((ld.publisher as { logo: { url: string } }).logo.url)).toBe(true);
      expect(ld.author).toMatchObject({ name: article.author.name, url: `${origin}/${article.language}/users/${article.author.slug}/` });
    });
  }
});

describe("helpers", () => {
  it("makes paths absolute and leaves absolute URLs alone", () => {
    expect(absoluteUrl("/api/media/a.jpg", origin)).toBe(`${origin}/api/media/a.jpg`);
    expect(absoluteUrl("https://cdn.example/a.jpg", origin)).toBe("https://cdn.example/a.jpg");
    expect(imageUrls({ url: "/a.jpg", width: 1, height: 1, alt: "" }, origin)).toEqual([`${origin}/a.jpg`, `${origin}/a.jpg`, `${origin}/a.jpg`]);
    const crops = { "1x1": "/_img/s/1200x1200/q80/a.jpg", "4x3": "/_img/s/1200x900/q80/a.jpg", "16x9": "/_img/s/1200x675/q80/a.jpg" };
    expect(imageUrls({ url: "/api/media/a.jpg", width: 1600, height: 1200, alt: "", crops }, origin)).toEqual([
      `${origin}/_img/s/1200x1200/q80/a.jpg`,
      `${origin}/_img/s/1200x900/q80/a.jpg`,
      `${origin}/_img/s/1200x675/q80/a.jpg`,
    ]);
  });
  it("writes seconds as ISO 8601", () => {
    expect(isoSeconds(55)).toBe("PT55S");
    expect(isoSeconds(60)).toBe("PT1M");
    expect(isoSeconds(95)).toBe("PT1M35S");
  });
  it("drops undefined properties deeply", () => {
    expect(compact({ a: 1, b: undefined, c: [{ d: undefined, e: 2 }] })).toEqual({ a: 1, c: [{ e: 2 }] });
  });
  it("writes a Person for an author without type", () => {
    expect(authorLd({ name: "A", slug: "a", image: null, new_type: null }, "en", origin)).toEqual({
      "@type": "Person",
      name: "A",
      url: `${origin}/en/users/a/`,
    });
  });
});
