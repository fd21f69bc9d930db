/**
 * The comments under a recipe or story (components/community/Comments.astro writes their first
 * view: the heading, the login prompt, "loading"), loaded when they come near the screen: newest
 * first, paged ("older comments"), each with the writer, the date, the text exactly as written (set
 * as text — never HTML — so links stay plain text), up to three photos that open large (a small
 * lightbox here), a heart with the exact count and a report button; the reader's own comments can
 * be deleted. Before the comments load, the login button already opens the login modal.
 *
 * Vanilla DOM rather than a React island, so that reading a recipe to its end loads no React:
 * only the comment form (CommentForm.tsx, with its photo uploads) is React, mounted for a
 * logged-in reader (comment-form-mount.ts).
 *
 * Hooks for tests: `data-testid="comments"`, `data-testid="comment"` per comment with `data-id`,
 * `data-testid="comment-like"`, `data-testid="comment-report"`, `data-testid="comment-photo"`,
 * the form's `textarea[name=text]` and `input[type=file]`.
 */
import type { Comment, Language, User, UserImage } from "@tischlein/content-schemas";
import { apiRequest } from "../../lib/account-api.ts";
import { openModal } from "../../stores/modal.ts";
import { $user, loadUser } from "../../stores/user.ts";
import { type CommentLabels, commentText, type CommentText } from "./comment-text.ts";

/** The answers' shapes (checked here, not with lib/community-guards.ts: one chunk fewer on the page). */
type CommentPage = { meta: { pagination: { page: number; pages: number; total: number } }; data: Comment[] };
const isCommentPage = (v: unknown): v is CommentPage =>
  Array.isArray((v as { data?: unknown } | null)?.data) && typeof (v as { meta?: { pagination?: { pages?: unknown } } }).meta?.pagination?.pages === "number";
const isIdList = (v: unknown): v is { data: { id: string }[] } => Array.isArray((v as { data?: unknown } | null)?.data);

const HEART = "M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z";

/** An element with a class and text (text is always set as text). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text = ""): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function button(className: string, text: string, onClick: () => void): HTMLButtonElement {
  const node = el("button", className, text);
  node.type = "button";
  node.addEventListener("click", onClick);
  return node;
}

/** Shows one comment's photos large: Escape, the ×, or a click beside the photo closes; arrows move. */
function lightbox(text: CommentText, images: UserImage[], start: number): void {
  const opener = document.activeElement as HTMLElement | null;
  let index = start;
  const box = el("div", "cmt-lightbox");
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-modal", "true");
  box.setAttribute("aria-label", text("community.lightbox.label"));
  const img = el("img");
  img.alt = "";
  const show = () => {
    const image = images[index]!;
    img.src = `/_img?url=${encodeURIComponent(image.url)}&w=1080&q=75`;
    img.width = image.width;
    img.height = image.height;
  };
  const move = (by: number) => {
    index = (index + by + images.length) % images.length;
    show();
  };
  const close = () => {
    document.removeEventListener("keydown", onKey);
    box.remove();
    opener?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") close();
    if (e.key === "ArrowRight") move(1);
    if (e.key === "ArrowLeft") move(-1);
  };
  const closer = button("cmt-lb-close", "×", close);
  closer.setAttribute("aria-label", text("community.modal.close"));
  box.append(img, closer);
  if (images.length > 1) {
    const prev = button("cmt-lb-prev", "‹", () => move(-1));
    prev.setAttribute("aria-label", text("community.lightbox.previous"));
    const next = button("cmt-lb-next", "›", () => move(1));
    next.setAttribute("aria-label", text("community.lightbox.next"));
    box.append(prev, next);
  }
  box.addEventListener("click", (e) => e.target === box && close());
  document.addEventListener("keydown", onKey);
  show();
  document.body.append(box);
  closer.focus();
}

function enhance(section: HTMLElement): void {
  const { lang, contentId, labels } = JSON.parse(section.dataset.comments!) as { lang: Language; contentId: string; labels: CommentLabels };
  const text = commentText(labels);
  const part = <T extends HTMLElement>(selector: string) => section.querySelector<T>(selector)!;
  const count = part(".cmt-count");
  const login = part(".cmt-login");
  const formSlot = part(".cmt-form-slot");
  const failed = part(".cmt-failed");
  const loading = part(".cmt-loading");
  const empty = part(".empty-state");
  const list = part<HTMLOListElement>(".cmt-list");
  const more = part<HTMLButtonElement>(".cmt-more");
  const date = new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { day: "numeric", month: "long", year: "numeric" });

  let user: User | null = null;
  let comments: Comment[] | null = null;
  let pages = { page: 1, pages: 1, total: 0 };
  let liked = new Set<string>();
  let formMounted = false;

  const item = (c: Comment): HTMLLIElement => {
    const mine = user?.slug === c.author.slug;
    const li = el("li", "cmt");
    li.dataset.testid = "comment";
    li.dataset.id = c.id;
    const head = el("div", "cmt-head");
    const avatar = el("span", "cmt-avatar", c.author.name.charAt(0).toUpperCase());
    avatar.setAttribute("aria-hidden", "true");
    const time = el("time", "", date.format(new Date(c.created_at)));
    time.dateTime = c.created_at;
    head.append(avatar, el("span", "cmt-author", mine ? `${c.author.name} (${text("community.comments.you")})` : c.author.name), time);
    li.append(head, el("p", "cmt-text", c.text));
    if (c.images.length > 0) {
      const photos = el("ul", "cmt-photos");
      c.images.forEach((image, i) => {
        const open = button("", "", () => lightbox(text, c.images, i));
        open.dataset.testid = "comment-photo";
        open.setAttribute("aria-label", text("community.comments.photo", { n: i + 1, name: c.author.name }));
        const img = el("img");
        Object.assign(img, { src: `/_img?url=${encodeURIComponent(image.url)}&w=256&q=75`, alt: "", width: 128, height: 128, loading: "lazy" });
        open.append(img);
        const entry = el("li");
        entry.append(open);
        photos.append(entry);
      });
      li.append(photos);
    }
    const actions = el("div", "cmt-actions");
    const like = button("cmt-like", "", () => void toggleLike(c.id));
    like.dataset.testid = "comment-like";
    like.setAttribute("aria-label", text("community.comments.like", { name: c.author.name }));
    like.innerHTML = `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="${HEART}"/></svg>`;
    const likes = el("span");
    likes.dataset.testid = "comment-like-count";
    like.append(likes);
    showLike(like, c);
    actions.append(like);
    if (mine) actions.append(button("cmt-action", text("community.comments.delete"), () => void remove(c)));
    else {
      const report = button("cmt-action", text("community.comments.report"), () =>
        user ? openModal("report", { report: { target: "comment", id: c.id } }) : openModal("register"),
      );
      report.dataset.testid = "comment-report";
      actions.append(report);
    }
    li.append(actions);
    return li;
  };

  /** A heart's state: pressed when the reader likes the comment, and the exact count. */
  const showLike = (like: HTMLButtonElement, c: Comment) => {
    like.setAttribute("aria-pressed", String(liked.has(c.id)));
    like.lastElementChild!.textContent = String(c.like_count);
  };
  /** Every heart of the list, in place (a pressed heart keeps the focus). */
  const showLikes = () => {
    for (const c of comments ?? []) {
      const like = list.querySelector<HTMLButtonElement>(`[data-id="${CSS.escape(c.id)}"] .cmt-like`);
      if (like) showLike(like, c);
    }
  };

  const render = () => {
    count.hidden = comments === null || pages.total === 0;
    count.textContent = pages.total === 1 ? text("community.comments.countOne") : text("community.comments.count", { count: pages.total });
    loading.hidden = comments !== null || !failed.hidden;
    empty.hidden = comments === null || comments.length > 0;
    list.hidden = comments === null || comments.length === 0;
    list.replaceChildren(...(comments ?? []).map(item));
    more.hidden = comments === null || pages.page >= pages.pages;
  };

  const load = async (page: number) => {
    failed.hidden = true;
    try {
      const answer = await apiRequest("GET", `/users/comments/?content=${contentId}&page=${page}`, { guard: isCommentPage });
      comments = page === 1 ? answer.data : [...(comments ?? []), ...answer.data];
      pages = answer.meta.pagination;
    } catch {
      failed.hidden = false;
    }
    render();
  };

  const toggleLike = async (id: string) => {
    if (!user) return openModal("register");
    const before = liked;
    const wasLiked = liked.has(id);
    liked = new Set(liked);
    if (wasLiked) liked.delete(id);
    else liked.add(id);
    const bump = (by: number) => {
      comments = comments?.map((c) => (c.id === id ? { ...c, like_count: Math.max(0, c.like_count + by) } : c)) ?? null;
      showLikes();
    };
    bump(wasLiked ? -1 : 1);
    try {
      if (wasLiked) await apiRequest("DELETE", `/users/me/likes/comments/${id}/`);
      else await apiRequest("POST", "/users/me/likes/comments/", { body: { id } });
    } catch {
      liked = before;
      bump(wasLiked ? 1 : -1);
    }
  };

  const remove = async (comment: Comment) => {
    if (!confirm(text("community.comments.deleteConfirm"))) return;
    await apiRequest("DELETE", `/users/comments/${comment.id}/`).then(
      () => {
        comments = comments?.filter((c) => c.id !== comment.id) ?? null;
        pages = { ...pages, total: pages.total - 1 };
        render();
      },
      () => {},
    );
  };

  // The form, for a logged-in reader: React and CommentForm.tsx load then, in its place.
  const showForm = () => {
    login.hidden = user !== null;
    formSlot.hidden = user === null;
    if (!user || formMounted) return;
    formMounted = true;
    const waiting = el("div", "cmt-form");
    waiting.setAttribute("aria-busy", "true");
    formSlot.replaceChildren(waiting);
    void import("./comment-form-mount.ts").then((module) =>
      module.mountCommentForm(formSlot, {
        lang,
        text,
        contentId,
        onPosted: (c) => {
          comments = [c, ...(comments ?? [])];
          pages = { ...pages, total: pages.total + 1 };
          render();
        },
      }),
    );
  };

  part(".cmt-login button").addEventListener("click", () => openModal("login"));
  failed.querySelector("button")!.addEventListener("click", () => void load(1));
  more.addEventListener("click", () => void load(pages.page + 1));

  const start = () => {
    $user.subscribe((next) => {
      user = next;
      showForm();
      if (comments !== null) render();
    });
    void load(1);
    void loadUser().then((u) => {
      if (!u) return;
      return apiRequest("GET", `/users/me/likes/comments/?content=${contentId}`, { guard: isIdList }).then(
        (answer) => {
          liked = new Set(answer.data.map((r) => r.id));
          showLikes();
        },
        () => {},
      );
    });
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    // Two screens ahead: the list is there before the reader, so its arrival moves nothing they see.
    { rootMargin: "0px 0px 200% 0px" },
  );
  observer.observe(section);
}

for (const section of document.querySelectorAll<HTMLElement>("[data-comments]")) enhance(section);
