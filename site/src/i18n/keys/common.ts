import { text } from "./text.ts";

/** Keys shared by every page: site name, home page, navigation basics, cards and badges. */
export const common = {
  /** Name of the site, used as logo text and in titles. */
  "site.name": text,
  /** One line describing the site, for meta descriptions. */
  "site.tagline": text,
  /** Title of the home page (the `<title>`). */
  "home.title": text,
  /** Meta description of the home page. */
  "home.description": text,
  /** Visually hidden main heading of the home page. */
  "home.heading": text,
  /** Label of a "see all" link after a row of cards. */
  "home.seeAll": text,
  /** Accessible name of the main navigation landmark. */
  "nav.label": text,
  /** Text of the skip link that jumps to the main content. */
  "nav.skipToContent": text,
  /** Name of this language in itself ("Deutsch"), shown by the switch of the other language. */
  "lang.name": text,
  /** Accessible label of the language switch, naming the target language: `{language}`. */
  "lang.switchTo": text,
  /** Author line on a card: `{name}`. */
  "card.by": text,
  /** Total time of a recipe in minutes: `{minutes}`. */
  "card.minutes": text,
  /** Hidden label before the total time on a card. */
  "card.time": text,
  /** Marker on a card whose recipe has a video. */
  "card.video": text,
  /** Badge of an item by a featured community contributor. */
  "badge.creator": text,
  /** Badge of a vegan recipe. */
  "badge.vegan": text,
  /** Badge of a vegetarian recipe. */
  "badge.vegetarian": text,
  /** Badge of a story. */
  "badge.article": text,
  /** Badge of an unpublished draft. */
  "badge.draft": text,
  /** Badge of an item waiting for review. */
  "badge.submitted": text,
  /** Badge of an item the editors sent back. */
  "badge.rejected": text,
  /** Line at the bottom of every page. */
  "footer.madeWithLove": text,
};
