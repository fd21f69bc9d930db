/**
 * Writes dist/_redirects after the build: a 301 from every old slug of a recipe, story, category,
 * tag, ingredient or shopping tip to its current page, in both languages (GET /api/redirects/),
 * and the rewrites of the cookbook detail pages to the cookbooks page (cookbookRewrite) and of the
 * wizard's steps to its page (wizardRewrite).
 * Netlify reads the file natively, and the gateway applies the same file when it serves the site,
 * so old links keep working on either host.
 */
import { type Language, SlugRedirect } from "@tischlein/content-schemas";
import type { AstroIntegration } from "astro";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { loadAllPages } from "../lib/api.ts";
import { record } from "../lib/build-phases.ts";
import { wizardRoot } from "../lib/own-recipes.ts";
import { type PageName, pagePath } from "../lib/urls.ts";

/** The site section of each kind of item that has pages; collections have none. */
const SECTIONS: Partial<Record<SlugRedirect["kind"], PageName>> = {
  recipe: "recipes",
  article: "stories",
  category: "categories",
  tag: "tags",
  ingredient: "ingredients",
  shopping_tip: "shoppingTips",
};

/**
 * The lines of _redirects for a list of old slugs.
 *
 * @example
 * redirectLines([{ kind: "recipe", language: "de", from: "alt", to: "neu" }])
 * // ["/de/rezepte/alt/ /de/rezepte/neu/ 301"]
 */
export function redirectLines(redirects: SlugRedirect[]): string[] {
  return redirects.flatMap((r) => {
    const section = SECTIONS[r.kind];
    return section ? [`${pagePath(r.language, section, r.from)} ${pagePath(r.language, section, r.to)} 301`] : [];
  });
}

/**
 * The rewrite that serves one prerendered page for every cookbook (profile/cookbooks/{id}): the
 * page's island reads the id from the address.
 *
 * @example
 * cookbookRewrite("de") // "/de/profile/kochbuecher/* /de/profile/kochbuecher/ 200"
 */
export function cookbookRewrite(lang: Language): string {
  const list = pagePath(lang, "profileCookbooks");
  return `${list}* ${list} 200`;
}

/**
 * The rewrite that serves the wizard's one prerendered page for every step of every recipe
 * (profile/recipe-creation/{new|id}/{step}): the island reads both from the address.
 *
 * @example
 * wizardRewrite("en") // "/en/profile/recipe-creation/* /en/profile/recipe-creation/new/basics/ 200"
 */
export function wizardRewrite(lang: Language): string {
  return `${wizardRoot(lang)}* ${pagePath(lang, "recipeCreationNew")} 200`;
}

export default function redirects(): AstroIntegration {
  return {
    name: "tischlein-redirects",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const start = performance.now();
        const languages: Language[] = ["de", "en"];
        const lists = await Promise.all(
          languages.map((lang) => loadAllPages("/redirects/", SlugRedirect, lang, { query: { per_page: 100 } })),
        );
        const lines = [...redirectLines(lists.flat()), ...languages.map(cookbookRewrite), ...languages.map(wizardRewrite)];
        const file = new URL("_redirects", dir);
        await writeFile(file, `# Old slugs, from GET /api/redirects/ (written by the build)\n${lines.join("\n")}\n`);
        logger.info(`${lines.length} redirects written to ${fileURLToPath(file)}`);
        record("redirects", performance.now() - start, 0, lines.length);
      },
    },
  };
}
