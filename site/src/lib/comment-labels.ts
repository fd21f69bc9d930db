/**
 * The comments island's strings in one language, for the page to pass as a prop (built with the
 * site's dictionary at build time; islands/community/comment-text.ts lists the keys).
 *
 * @example
 * <Comments client:visible lang={lang} contentId={recipe.content_id} labels={commentLabels(lang)} />
 */
import type { Language } from "@tischlein/content-schemas";
import { t } from "../i18n/index.ts";
import { COMMENT_KEYS, type CommentLabels } from "../islands/community/comment-text.ts";

export function commentLabels(lang: Language): CommentLabels {
  return Object.fromEntries(COMMENT_KEYS.map((key) => [key, t(lang, key)])) as CommentLabels;
}
