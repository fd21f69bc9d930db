/**
 * The comments under a recipe or story, loaded when they scroll into view (client:visible,
 * so no JavaScript before): newest first, paged ("older comments"), each with the writer, the date,
 * the text exactly as written (React renders it as text — never HTML — and links stay plain text),
 * up to three photos that open in a lightbox, a heart with the exact count and a report button; the
 * reader's own comments can be deleted. The form (CommentForm.tsx) and the lightbox (Lightbox.tsx)
 * are their own chunks, loaded for a logged-in reader and on the first click on a photo, so most
 * readers load neither. Strings come as a prop in the page's language (comment-text.ts). The user is
 * set after hydration, so the first render matches the server's (logged out).
 *
 * Hooks for tests: `data-testid="comments"`, `data-testid="comment"` per comment with `data-id`,
 * `data-testid="comment-like"`, `data-testid="comment-report"`, `data-testid="comment-photo"`,
 * the form's `textarea[name=text]` and `input[type=file]`.
 */
import type { Comment, Language, User, UserImage } from "@tischlein/content-schemas";
import { lazy, Suspense, useCallback, useEffect, useId, useState } from "react";
import { apiRequest } from "../../lib/account-api.ts";
import { openModal } from "../../stores/modal.ts";
import { $user, loadUser } from "../../stores/user.ts";
import { type CommentLabels, commentText } from "./comment-text.ts";
import "./comments.css";

const CommentForm = lazy(() => import("./CommentForm.tsx"));
const Lightbox = lazy(() => import("./Lightbox.tsx"));

interface Props {
  lang: Language;
  /** Content id of the recipe or story. */
  contentId: string;
  /** The strings, in the page's language. */
  labels: CommentLabels;
}

/** The answers' shapes (checked here, not with lib/community-guards.ts: one chunk fewer on the page). */
const isCommentPage = (v: unknown): v is { meta: { pagination: { page: number; pages: number; total: number } }; data: Comment[] } =>
  Array.isArray((v as { data?: unknown } | null)?.data) && typeof (v as { meta?: { pagination?: { pages?: unknown } } }).meta?.pagination?.pages === "number";
const isIdList = (v: unknown): v is { data: { id: string }[] } => Array.isArray((v as { data?: unknown } | null)?.data);

export default function Comments({ lang, contentId, labels }: Props) {
  const text = commentText(labels);
  // Followed with the store's own subscribe, not @nanostores/react (the page loads no more than it needs), and set only
  // after hydration, so the first render matches the server's (logged out).
  const [user, setUser] = useState<User | null>(null);
  const [comments, setComments] = useState<Comment[] | null>(null);
  const [pages, setPages] = useState({ page: 1, pages: 1, total: 0 });
  const [failed, setFailed] = useState(false);
  const [liked, setLiked] = useState<Set<string>>(new Set());
  const [lightbox, setLightbox] = useState<{ images: UserImage[]; start: number } | null>(null);
  const headingId = useId();
  const date = new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { day: "numeric", month: "long", year: "numeric" });

  const load = useCallback(
    async (page: number) => {
      setFailed(false);
      try {
        const answer = await apiRequest("GET", `/users/comments/?content=${contentId}&page=${page}`, { guard: isCommentPage });
        setComments((list) => (page === 1 ? answer.data : [...(list ?? []), ...answer.data]));
        setPages(answer.meta.pagination);
      } catch {
        setFailed(true);
      }
    },
    [contentId],
  );

  useEffect(() => $user.subscribe(setUser), []);
  useEffect(() => {
    void load(1);
    void loadUser().then((u) => {
      if (!u) return;
      return apiRequest("GET", `/users/me/likes/comments/?content=${contentId}`, { guard: isIdList }).then(
        (answer) => setLiked(new Set(answer.data.map((r) => r.id))),
        () => {},
      );
    });
  }, [contentId, load]);

  const toggleLike = async (comment: Comment) => {
    if (!user) return openModal("register");
    const wasLiked = liked.has(comment.id);
    const next = new Set(liked);
    if (wasLiked) next.delete(comment.id);
    else next.add(comment.id);
    setLiked(next);
    const bump = (by: number) => setComments((list) => list?.map((c) => (c.id === comment.id ? { ...c, like_count: Math.max(0, c.like_count + by) } : c)) ?? null);
    bump(wasLiked ? -1 : 1);
    try {
      if (wasLiked) await apiRequest("DELETE", `/users/me/likes/comments/${comment.id}/`);
      else await apiRequest("POST", "/users/me/likes/comments/", { body: { id: comment.id } });
    } catch {
      setLiked(liked);
      bump(wasLiked ? 1 : -1);
    }
  };

  const remove = async (comment: Comment) => {
    if (!confirm(text("community.comments.deleteConfirm"))) return;
    await apiRequest("DELETE", `/users/comments/${comment.id}/`).then(
      () => {
        setComments((list) => list?.filter((c) => c.id !== comment.id) ?? null);
        setPages((p) => ({ ...p, total: p.total - 1 }));
      },
      () => {},
    );
  };

  return (
    <section className="comments" data-testid="comments" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {text("community.comments.title")}
        {comments !== null && pages.total > 0 && <span className="cmt-count">{pages.total === 1 ? text("community.comments.countOne") : text("community.comments.count", { count: pages.total })}</span>}
      </h2>
      {user ? (
        <Suspense fallback={<div className="cmt-form" aria-busy="true" />}>
          <CommentForm
            lang={lang}
            text={text}
            contentId={contentId}
            onPosted={(c) => {
              setComments((list) => [c, ...(list ?? [])]);
              setPages((p) => ({ ...p, total: p.total + 1 }));
            }}
          />
        </Suspense>
      ) : (
        <div className="cmt-login">
          <p>{text("community.comments.loginPrompt")}</p>
          <button type="button" className="acc-submit" onClick={() => openModal("login")}>
            {text("community.page.loginButton")}
          </button>
        </div>
      )}
      {failed && (
        <p className="cmt-failed" role="alert">
          {text("community.comments.failed")}{" "}
          <button type="button" className="cm-link" onClick={() => void load(1)}>
            {text("community.comments.retry")}
          </button>
        </p>
      )}
      {comments === null && !failed && <p className="cmt-loading">{text("community.comments.loading")}</p>}
      {comments !== null && comments.length === 0 && <p className="empty-state">{text("community.comments.none")}</p>}
      {comments !== null && comments.length > 0 && (
        <ol className="cmt-list">
          {comments.map((c) => {
            const mine = user?.slug === c.author.slug;
            return (
              <li key={c.id} className="cmt" data-testid="comment" data-id={c.id}>
                <div className="cmt-head">
                  <span className="cmt-avatar" aria-hidden="true">
                    {c.author.name.charAt(0).toUpperCase()}
                  </span>
                  <span className="cmt-author">{mine ? `${c.author.name} (${text("community.comments.you")})` : c.author.name}</span>
                  <time dateTime={c.created_at}>{date.format(new Date(c.created_at))}</time>
                </div>
                <p className="cmt-text">{c.text}</p>
                {c.images.length > 0 && (
                  <ul className="cmt-photos">
                    {c.images.map((img, i) => (
                      <li key={img.id}>
                        <button type="button" data-testid="comment-photo" aria-label={text("community.comments.photo", { n: i + 1, name: c.author.name })} onClick={() => setLightbox({ images: c.images, start: i })}>
                          <img src={`/_img?url=${encodeURIComponent(img.url)}&w=256&q=75`} alt="" width="128" height="128" loading="lazy" />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="cmt-actions">
                  <button type="button" className="cmt-like" aria-pressed={liked.has(c.id)} aria-label={text("community.comments.like", { name: c.author.name })} onClick={() => void toggleLike(c)} data-testid="comment-like">
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                      <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
                    </svg>
                    <span data-testid="comment-like-count">{c.like_count}</span>
                  </button>
                  {mine ? (
                    <button type="button" className="cmt-action" onClick={() => void remove(c)}>
                      {text("community.comments.delete")}
                    </button>
                  ) : (
                    <button type="button" className="cmt-action" data-testid="comment-report" onClick={() => (user ? openModal("report", { report: { target: "comment", id: c.id } }) : openModal("register"))}>
                      {text("community.comments.report")}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {comments !== null && pages.page < pages.pages && (
        <button type="button" className="acc-secondary cmt-more" onClick={() => void load(pages.page + 1)}>
          {text("community.comments.more")}
        </button>
      )}
      {lightbox && (
        <Suspense fallback={null}>
          <Lightbox text={text} images={lightbox.images} start={lightbox.start} onClose={() => setLightbox(null)} />
        </Suspense>
      )}
    </section>
  );
}
