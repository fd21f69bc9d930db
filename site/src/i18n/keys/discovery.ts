import { text } from "./text.ts";

/**
 * Discovery: the prerendered "what to cook today" combinations and the ingredients picker (cook with
 * what you have) on the ingredients page.
 */
export const discovery = {
  /** Heading of the ingredients picker on the ingredients page. */
  "discovery.pantry.title": text,
};
