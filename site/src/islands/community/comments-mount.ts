/**
 * Mounts the comments island (Comments.tsx) over its built first view (components/community/
 * Comments.astro). React's first render is that same view (logged out, loading), so the built one
 * is replaced in one commit and nothing on the page moves.
 */
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import Comments from "./Comments.tsx";

/** Renders the island into `root`, with the props the page wrote into its `data-comments`. */
export function mountComments(root: HTMLElement): void {
  createRoot(root).render(createElement(Comments, JSON.parse(root.dataset.comments!)));
}
