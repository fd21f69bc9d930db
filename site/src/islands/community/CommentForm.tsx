/**
 * The comment form (mounted by comments.ts only for a logged-in reader): the text with a counter
 * near the limit, and up to 3 photos, each uploaded as soon as it is chosen with its progress shown
 * (XMLHttpRequest: fetch reports no upload progress), previewed and removable before sending.
 */
import type { Comment, Language, UserImage } from "@tischlein/content-schemas";
import { type FormEvent, useId, useRef, useState } from "react";
import { AccountApiError, apiRequest } from "../../lib/account-api.ts";
import { isComment } from "../../lib/community-guards.ts";
import { MAX_PHOTO_BYTES, uploadPhoto as upload } from "../../lib/upload.ts";
import type { CommentText } from "./comment-text.ts";

const MAX_PHOTOS = 3;

/** A photo in the form: uploading (with progress), uploaded, or failed. */
interface Draft {
  key: string;
  preview: string;
  progress: number;
  image?: UserImage;
  error?: string;
}

export default function CommentForm({ lang, text, contentId, onPosted }: { lang: Language; text: CommentText; contentId: string; onPosted: (c: Comment) => void }) {
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
      if (file.size > MAX_PHOTO_BYTES) draft.error = text("community.comments.tooBig");
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
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim() || uploading) return;
    setBusy(true);
    setMessage(null);
    try {
      const ids = drafts.flatMap((d) => (d.image ? [d.image.id] : []));
      const comment = await apiRequest("POST", "/users/comments/", { body: { content_id: contentId, text: value, ...(ids.length ? { image_ids: ids } : {}) }, guard: isComment });
      onPosted(comment);
      setValue("");
      for (const d of drafts) URL.revokeObjectURL(d.preview);
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
              <button
                type="button"
                className="cmt-draft-remove"
                aria-label={text("community.comments.removePhoto", { n: i + 1 })}
                onClick={() => {
                  URL.revokeObjectURL(d.preview);
                  setDrafts((list) => list.filter((x) => x.key !== d.key));
                }}
              >
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
