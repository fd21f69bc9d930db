/**
 * Mounts the comment form (CommentForm.tsx, React) for a logged-in reader into its place in the
 * comments (comments.ts), so React loads only for readers who can write a comment.
 */
import { createElement, type ComponentProps } from "react";
import { createRoot } from "react-dom/client";
import CommentForm from "./CommentForm.tsx";

/** Renders the form into `slot` (which shows a waiting form until then). */
export function mountCommentForm(slot: HTMLElement, props: ComponentProps<typeof CommentForm>): void {
  createRoot(slot).render(createElement(CommentForm, props));
}
