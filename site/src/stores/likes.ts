/**
 * Likes (spec §4 "Like button", §6, §7 likes calls).
 *
 * - `$likedIds`: the ids the user liked, from ONE GET /api/users/me/likes/?ids=true per page,
 *   asked only when a user is present and something shows likes (the store's first subscriber
 *   starts it); it empties on logout.
 * - `$likeCounts`: the count of every item on the page, seeded from the server-rendered numbers
 *   (`seedCount`) and kept exact by the like answers.
 * - `toggleLike(id)`: the heart's click. Logged out, it records "started liking" and opens the
 *   register modal; logged in, `like`/`unlike` change the heart and the count (±1) at once and call
 *   the API; when that fails they roll back and show a toast (both languages, stores/toast.ts).
 *
 * Analytics (spec §4 "Like states tracked: expanded, liked, unliked, visited") go to the data layer
 * as `{event: "like_state", like_state, item_id}`:
 * - expanded: a logged-out reader's heart click opened the registration offer (pushed after
 *   `{event: "started_liking", item_id}`);
 * - liked / unliked: the API confirmed the change;
 * - visited: a reader opened the page of an item they had liked (`recordVisit`, once per page).
 *
 * @example
 * seedCount(recipe.id, recipe.user_reactions.like_count);
 * $likedIds.subscribe((ids) => button.setAttribute("aria-pressed", String(ids.has(recipe.id))));
 * button.onclick = () => toggleLike(recipe.id);
 */
import { atom, map, onMount } from "nanostores";
import { AccountApiError, apiRequest } from "../lib/account-api.ts";
import { isLikeIds, isLikeState } from "../lib/account-guards.ts";
import { pushToDataLayer } from "../lib/datalayer.ts";
import { openModal } from "./modal.ts";
import { showToast } from "./toast.ts";
import { $session, $user, endSession, loadUser } from "./user.ts";

/** A like state of spec §4 for analytics. */
export type LikeAnalyticsState = "expanded" | "liked" | "unliked" | "visited";

/** Ids of the items the user likes (in the page's language). */
export const $likedIds = atom<ReadonlySet<string>>(new Set());

/** True once `$likedIds` holds the user's answer (false while logged out or loading). */
export const $likesLoaded = atom(false);

/** Like count per item id, for the items on the page. */
export const $likeCounts = map<Record<string, number>>({});

/** Items whose like or unlike is under way: their button waits (aria-busy) instead of sending twice. */
export const $likesPending = atom<ReadonlySet<string>>(new Set());

/** The user the liked set was asked for, and that one request. */
let askedFor: string | null = null;
/** Likes and unlikes made since the liked set was asked for; they win over its (older) answer. */
const localChanges = new Map<string, boolean>();
const visited = new Set<string>();

const withId = (set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> => {
  if (set.has(id) === on) return set;
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

function setLiked(id: string, on: boolean): void {
  $likedIds.set(withId($likedIds.get(), id, on));
}

function setPending(id: string, on: boolean): void {
  $likesPending.set(withId($likesPending.get(), id, on));
}

function bump(id: string, by: number): void {
  const count = $likeCounts.get()[id];
  if (count !== undefined) $likeCounts.setKey(id, Math.max(0, count + by));
}

function track(state: LikeAnalyticsState, id: string): void {
  pushToDataLayer({ event: "like_state", like_state: state, item_id: id });
}

/**
 * Asks for the liked set: one request per page and user; nothing while logged out. Called when
 * the store gets its first subscriber and whenever a user logs in.
 */
export function loadLikedIds(): void {
  const user = $user.get();
  if (!user || askedFor === user.id) return;
  askedFor = user.id;
  localChanges.clear();
  apiRequest("GET", "/users/me/likes/?ids=true", { guard: isLikeIds }).then(
    (answer) => {
      if ($user.get()?.id !== user.id) return;
      const ids = new Set(answer.data.map((record) => record.id));
      for (const [id, on] of localChanges) {
        if (on) ids.add(id);
        else ids.delete(id);
      }
      $likedIds.set(ids);
      $likesLoaded.set(true);
    },
    (error: unknown) => {
      if (error instanceof AccountApiError && error.status === 401) endSession();
      // Otherwise the hearts stay empty for this page; a like still works and says so.
    },
  );
}

function forget(): void {
  askedFor = null;
  localChanges.clear();
  $likedIds.set(new Set());
  $likesLoaded.set(false);
}

onMount($likedIds, () =>
  $user.subscribe((user) => {
    if (user) loadLikedIds();
    else if (askedFor) forget();
  }),
);

/** Registers the count an item was rendered with; a count the store knows already stays. */
export function seedCount(id: string, count: number): void {
  if ($likeCounts.get()[id] === undefined) $likeCounts.setKey(id, count);
}

/** A logged-out reader wants to like: offer the registration (spec §4, §6). */
export function startLiking(id: string): void {
  pushToDataLayer({ event: "started_liking", item_id: id });
  track("expanded", id);
  openModal("register", { likeId: id });
}

async function change(id: string, on: boolean): Promise<void> {
  if (!$user.get()) return startLiking(id);
  if ($likesPending.get().has(id) || $likedIds.get().has(id) === on) return;
  setPending(id, true);
  setLiked(id, on);
  bump(id, on ? 1 : -1);
  localChanges.set(id, on);
  try {
    if (on) {
      const state = await apiRequest("POST", "/users/me/likes/", { body: { id }, guard: isLikeState });
      $likeCounts.setKey(id, state.like_count);
    } else {
      await apiRequest("DELETE", `/users/me/likes/${encodeURIComponent(id)}/`);
    }
    track(on ? "liked" : "unliked", id);
  } catch (error) {
    setLiked(id, !on);
    bump(id, on ? -1 : 1);
    localChanges.set(id, !on);
    const detail = error instanceof AccountApiError && error.message ? error.message : undefined;
    showToast({ key: on ? "likeFailed" : "unlikeFailed", tone: "error", detail });
    if (error instanceof AccountApiError && error.status === 401) endSession();
  } finally {
    setPending(id, false);
  }
}

/** Likes an item: the heart fills and the count goes up at once; rolled back if the API refuses. */
export function like(id: string): Promise<void> {
  return change(id, true);
}

/** Unlikes an item: the heart empties and the count goes down at once; rolled back if the API refuses. */
export function unlike(id: string): Promise<void> {
  return change(id, false);
}

/**
 * The heart's click: like or unlike for a logged-in reader, the registration offer for a logged-out
 * one. While the session is still being asked for, the click waits for the answer.
 */
export async function toggleLike(id: string): Promise<void> {
  const user = $session.get() === "unknown" ? await loadUser() : $user.get();
  if (!user) return startLiking(id);
  return change(id, !$likedIds.get().has(id));
}

/**
 * Replaces the count the page was built with by the item's current one (GET /api/<path>, e.g.
 * "/recipes/aperol-spritz/"): a prerendered page shows the count of its last build, and a reader
 * who just liked the item expects their like in it after a reload. Asked for the page's own item
 * while a user is logged in; a failure keeps the built count.
 */
export async function refreshCount(id: string, path: string): Promise<void> {
  const isItem = (v: unknown): v is { id: string; user_reactions: { like_count: number } } =>
    typeof v === "object" && v !== null && (v as { id?: unknown }).id === id && Number.isInteger((v as { user_reactions?: { like_count?: unknown } }).user_reactions?.like_count);
  try {
    const item = await apiRequest("GET", path, { guard: isItem });
    if (!$likesPending.get().has(id)) $likeCounts.setKey(id, item.user_reactions.like_count);
  } catch {
    // The built count stays.
  }
}

/**
 * The reader is on the page of item `id`: once the liked set is known, a liked item counts as
 * "visited" (once per page).
 */
export function recordVisit(id: string): void {
  const unbind = $likesLoaded.subscribe((loaded) => {
    if (!loaded) return;
    if ($likedIds.get().has(id) && !visited.has(id)) {
      visited.add(id);
      track("visited", id);
    }
    queueMicrotask(() => unbind());
  });
}

