/** The story that explains how to upload a recipe (spec §2 "a FAQ story on uploading recipes"). */
import type { Language } from "@tischlein/content-schemas";
import { loadCatalog } from "../../lib/catalog.ts";
import { contentPath, pagePath } from "../../lib/urls.ts";

/** Its slug in each language. */
export const UPLOAD_FAQ_SLUG: Record<Language, string> = { de: "faq-rezept-hochladen", en: "faq-upload-recipe" };

/** The path of the story, or of the stories page while the catalogue does not have it. */
export async function uploadFaqPath(lang: Language): Promise<string> {
  const faq = (await loadCatalog(lang)).articles.find((a) => a.slug === UPLOAD_FAQ_SLUG[lang]);
  return faq ? contentPath(lang, faq) : pagePath(lang, "stories");
}
