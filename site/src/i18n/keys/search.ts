import { text } from "./text.ts";

/**
 * Search: the header's search modal and the search page's island. The islands read this area in
 * the browser, so it holds only what they show; the search page's frame uses the "shells" area.
 */
export const search = {
  /** Accessible name of the search modal. */
  "search.modal.label": text,
};
