/**
 * The comments under a recipe or story (issue 9), loaded when they scroll into view (client:visible,
 * so no JavaScript before): newest first, paged ("older comments"), each with the writer, the date,
 * the text exactly as written (React renders it as text — never HTML — and links stay plain text),
 * up to three photos that open in a lightbox, a heart with the exact count and a report button; the
 * reader's own comments can be deleted. The form takes up to 3 photos, uploaded at once with their
 * progress shown (XMLHttpRequest: fetch reports no upload progress), previewed and removable before
 * sending. Logged-out readers get a login prompt in its place.
 *
 * Hooks for tests: `data-testid="comments"`, `data-testid="comment"` per comment with `data-id`,
 * `data-testid="comment-like"`, `data-testid="comment-report"`, `data-testid="comment-photo"`,
 * the form's `textarea[name=text]` and `input[type=file]`.
 */
import { useStore } from "@nanostores/react";
import type { Comment, Language, UserImage } from "@tischlein/content-schemas";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { type CommunityText, communityText } from "../../i18n/community-client.ts";
import { AccountApiError, apiRequest } from "../../lib/account-api.ts";
import { isComment, isIdList, isPagedOf, isUserImage } from "../../lib/community-guards.ts";
import { openModal } from "../../stores/modal.ts";
import { $user, loadUser } from "../../stores/user.ts";
import "./comments.css";

interface Props {
  lang: Language;
  /** Content id of the recipe or story. */
  contentId: string;
}

const MAX_PHOTOS = 3;
const MAX_BYTES = 10 * 1024 * 1024;
const isCommentPage = isPagedOf(isComment);

/** A photo in the form: uploading (with progress), uploaded, or failed. */
interface Draft {
  key: string;
  preview: string;
  progress: number;
  image?: UserImage;
  error?: string;
}

const thumb = (url: string, width: number) => `/_img?url=${encodeURIComponent(url)}&w=${width}&q=75`;

/** Uploads one photo with progress, as the browser's form would (multipart, field "file"). */
function upload(file: File, lang: Language, onProgress: (percent: number) => void): Promise<UserImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/users/comments/images/");
    xhr.setRequestHeader("X-Requested-With", "fetch");
    xhr.setRequestHeader("Accept-Language", lang);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((100 * e.loaded) / e.total));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below
      }
      if (xhr.status === 201 && isUserImage(body)) return resolve(body);
      const message = (body as { error?: { message?: string } } | null)?.error?.message ?? "";
      reject(new AccountApiError(xhr.status, "upload_failed", message));
    };
    xhr.onerror = () => reject(new AccountApiError(0, "network", ""));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

function CommentForm({ lang, text, contentId, onPosted }: { lang: Language; text: CommunityText; contentId: string; onPosted: (c: Comment) => void }) {
  const [value, setValue] = useState("");
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "ok"; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const update = (key: string, change: Partial<Draft>) => setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...change } : d)));

  const pick = (files: FileList | null) => {
    for (const file of [...(files ?? [])].slice(0, MAX_PHOTOS - drafts.length)) {
      const key = crypto.randomUUID();
      const draft: Draft = { key, preview: URL.createObjectURL(file), progress: 0 };
      if (file.size > MAX_BYTES) draft.error = text("community.comments.tooBig");
      setDrafts((list) => [...list, draft]);
      if (draft.error) continue;
      upload(file, lang, (progress) => update(key, { progress })).then(
        (image) => update(key, { image, progress: 100 }),
        (e: AccountApiError) => update(key, { error: e.message || text("community.error") }),
      );
    }
    if (fileInput.current) fileInput.current.value = "";
  };

  const uploading = drafts.some((d) => !d.image && !d.error);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!value.trim() || uploading) return;
    setBusy(true);
    setMessage(null);
    try {
      const ids = drafts.flatMap((d) => (d.image ? [d.image.id] : []));
      const comment = await apiRequest("POST", "/users/comments/", { body: { content_id: contentId, text: value, ...(ids.length ? { image_ids: ids } : {}) }, guard: isComment });
      onPosted(comment);
      setValue("");
      setDrafts([]);
      setMessage({ tone: "ok", text: text("community.comments.sent") });
    } catch (e) {
      setMessage({ tone: "error", text: e instanceof AccountApiError && e.message ? e.message : text("community.error") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cmt-form" onSubmit={submit} data-testid="comment-form">
      <label htmlFor={id} className="cmt-label">
        {text("community.comments.formLabel")}
      </label>
      <textarea id={id} name="text" rows={4} maxLength={2000} required value={value} placeholder={text("community.comments.placeholder")} onChange={(e) => setValue(e.target.value)} />
      <p className="cmt-counter" aria-live="polite">
        {2000 - value.length < 200 ? text("community.comments.remaining", { count: 2000 - value.length }) : ""}
      </p>
      {drafts.length > 0 && (
        <ul className="cmt-drafts">
          {drafts.map((d, i) => (
            <li key={d.key} data-testid="photo-draft" data-uploaded={Boolean(d.image)}>
              <img src={d.preview} alt="" width="96" height="96" />
              {!d.image && !d.error && (
                <span className="cmt-progress" role="progressbar" aria-valuenow={d.progress} aria-valuemin={0} aria-valuemax={100} aria-label={text("community.comments.uploading", { percent: d.progress })}>
                  <span style={{ width: `${d.progress}%` }} />
                </span>
              )}
              {d.error && <span className="cmt-draft-error">{d.error}</span>}
              <button type="button" className="cmt-draft-remove" aria-label={text("community.comments.removePhoto", { n: i + 1 })} onClick={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="cmt-form-row">
        <label className={drafts.length >= MAX_PHOTOS ? "cmt-photo-button cmt-disabled" : "cmt-photo-button"}>
          <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic" multiple disabled={drafts.length >= MAX_PHOTOS} onChange={(e) => pick(e.target.files)} />
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 7h3l2-2h6l2 2h3v12H4z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
          {text("community.comments.addPhoto")}
        </label>
        <button type="submit" className="acc-submit cmt-submit" disabled={busy || uploading || !value.trim()} data-testid="submit">
          {text("community.comments.submit")}
        </button>
      </div>
      <p className="cmt-hint">{text("community.comments.photoHint")}</p>
      {message && (
        <p className={message.tone === "error" ? "acc-alert" : "acc-status"} role={message.tone === "error" ? "alert" : "status"}>
          {message.text}
        </p>
      )}
    </form>
  );
}

/** Shows one comment's photos large; arrows and Escape work. */
function Lightbox({ text, images, start, onClose }: { text: CommunityText; images: UserImage[]; start: number; onClose: () => void }) {
  const [index, setIndex] = useState(start);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      if (e.key === "ArrowRight") setIndex((i) => (i + 1) % images.length);
      if (e.key === "ArrowLeft") setIndex((i) => (i - 1 + images.length) % images.length);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      opener?.focus();
    };
  }, []);
  const image = images[index]!;
  return (
    <div className="cmt-lightbox" role="dialog" aria-modal="true" aria-label={text("community.lightbox.label")} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <img src={thumb(image.url, 1080)} alt="" width={image.width} height={image.height} />
      <button ref={close} type="button" className="cmt-lb-close" aria-label={text("community.modal.close")} onClick={onClose}>
        ×
      </button>
      {images.length > 1 && (
        <>
          <button type="button" className="cmt-lb-prev" aria-label={text("community.lightbox.previous")} onClick={() => setIndex((i) => (i - 1 + images.length) % images.length)}>
            ‹
          </button>
          <button type="button" className="cmt-lb-next" aria-label={text("community.lightbox.next")} onClick={() => setIndex((i) => (i + 1) % images.length)}>
            ›
          </button>
        </>
      )}
    </div>
  );
}

export default function Comments({ lang, contentId }: Props) {
  const text = communityText(lang);
  // The server renders the logged-out state; the user shows only after hydration, so the first
  // render in the browser matches the server's whatever the session store already knows.
  const [mounted, setMounted] = useState(false);
  const stored = useStore($user);
  const user = mounted ? stored : null;
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

  useEffect(() => {
    setMounted(true);
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
        <CommentForm
          lang={lang}
          text={text}
          contentId={contentId}
          onPosted={(c) => {
            setComments((list) => [c, ...(list ?? [])]);
            setPages((p) => ({ ...p, total: p.total + 1 }));
          }}
        />
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
                          <img src={thumb(img.url, 256)} alt="" width="128" height="128" loading="lazy" />
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
      {lightbox && <Lightbox text={text} images={lightbox.images} start={lightbox.start} onClose={() => setLightbox(null)} />}
    </section>
  );
}
