/**
 * The search styles for the islands that start after the page has loaded — the modal and the pantry
 * picker — added as a `<style>` before they first render. They come inside the islands' own code
 * (`?inline`), not as an imported stylesheet, because Astro links every stylesheet that a page's
 * scripts may one day import; this way no page carries them until a reader opens the search or
 * reaches for the picker. (The search page imports search.css itself: its results are there from
 * the first paint.)
 */
import css from "./search.css?inline";

let added = false;

/** Adds the styles to the document, once. */
export function addSearchStyles(): void {
  if (added) return;
  added = true;
  document.head.append(Object.assign(document.createElement("style"), { textContent: css }));
}
