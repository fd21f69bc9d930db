import { text } from "./text.ts";

/** Lists and taxonomy pages: home feed modules, recipes, stories, categories, tags, authors, ingredients, shopping tips, partners, pagination. */
export const lists = {
};
