import { text } from "./text.ts";

/** The story page and its body blocks. */
export const story = {
  /** Name of the home page in the breadcrumb trail. */
  "story.crumb.home": text,
  /** Name of the stories list in the breadcrumb trail. */
  "story.crumb.stories": text,
  /** Publication date line: `{date}` already formatted. */
  "story.published": text,
  /** Reading time: `{minutes}`. */
  "story.readingTime": text,
  /** Heading of the "pros" column of a pros-and-cons block. */
  "story.pros": text,
  /** Heading of the "cons" column of a pros-and-cons block. */
  "story.cons": text,
  /** Text alternative of the ✓ before a pro. */
  "story.pro": text,
  /** Text alternative of the ✗ before a con. */
  "story.con": text,
  /** Heading of the related items at the end of a story. */
  "story.related.title": text,
  /** Accessible name of the print and copy-link buttons of a story. */
  "story.share.label": text,
};
