/**
 * The strings the comments island shows (comments.ts and the form, CommentForm.tsx). The page passes
 * them in its language as a prop, so the island ships neither the other language nor the strings of
 * the community modals.
 */
import type { CommunityKey } from "../../i18n/community-client.ts";
import { lookup } from "../../i18n/fill.ts";

export const COMMENT_KEYS = [
  "community.comments.title",
  "community.comments.count",
  "community.comments.countOne",
  "community.comments.none",
  "community.comments.loading",
  "community.comments.failed",
  "community.comments.retry",
  "community.comments.more",
  "community.comments.like",
  "community.comments.report",
  "community.comments.delete",
  "community.comments.deleteConfirm",
  "community.comments.photo",
  "community.comments.formLabel",
  "community.comments.placeholder",
  "community.comments.remaining",
  "community.comments.addPhoto",
  "community.comments.photoHint",
  "community.comments.uploading",
  "community.comments.removePhoto",
  "community.comments.tooBig",
  "community.comments.submit",
  "community.comments.sent",
  "community.comments.loginPrompt",
  "community.comments.you",
  "community.error",
  "community.lightbox.label",
  "community.lightbox.previous",
  "community.lightbox.next",
  "community.modal.close",
  "community.page.loginButton",
] as const satisfies readonly CommunityKey[];

/** A key of the comments' strings. */
export type CommentKey = (typeof COMMENT_KEYS)[number];

/** The comments' strings in one language, by key. */
export type CommentLabels = Record<CommentKey, string>;

/** Looks up one of the comments' strings and fills its placeholders. */
export type CommentText = (key: CommentKey, values?: Record<string, string | number>) => string;

/** The lookup of a set of labels. */
export function commentText(labels: CommentLabels): CommentText {
  return lookup(labels);
}
