import type { Dictionary } from "./schema.ts";

/** English interface strings. */
export default {
  "site.name": "Tischlein",
  "site.tagline": "Recipes and kitchen stories for everyone who loves to cook.",
  "home.title": "Tischlein – recipes, cooking ideas and kitchen stories",
  "home.description": "Discover new recipes, quick weeknight dinners and kitchen stories – explained step by step.",
  "home.seeAll": "See all",
  "nav.label": "Main navigation",
  "nav.skipToContent": "Skip to content",
  "lang.name": "English",
  "lang.switchTo": "Read in {language}",
  "card.by": "by {name}",
  "card.minutes": "{minutes} min",
  "badge.creator": "Creator",
  "badge.vegan": "Vegan",
  "badge.vegetarian": "Vegetarian",
  "badge.article": "Story",
  "badge.draft": "Draft",
  "badge.submitted": "In review",
  "badge.rejected": "Rejected",
  "footer.madeWithLove": "Made with love in Berlin",
} satisfies Dictionary;
