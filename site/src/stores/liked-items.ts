/**
 * The user's liked items as cards, page by page (the profile and likes pages; stores/likes.ts holds
 * the liked set and counts every page needs).
 *
 * @example
 * const { meta, data } = await fetchLikedPage(1); // while meta.pagination.page < pages: page + 1
 */
import { AccountApiError, apiRequest } from "../lib/account-api.ts";
import { isSummaryPage, type SummaryPage } from "../lib/summary-guards.ts";
import { seedCount } from "./likes.ts";
import { endSession } from "./user.ts";

/** Liked items per page of GET /api/users/me/likes/?page=n (the API's default; up to 100). */
export const LIKES_PER_PAGE = 24;

/**
 * One page of the user's liked items, newest like first, in the page's language (the profile
 * likes pages; spec §7 "paged; next page fetched while page < pages"). Their counts seed
 * `$likeCounts`. Rejects with `AccountApiError`; a 401 ends the session.
 */
export async function fetchLikedPage(page: number, perPage = LIKES_PER_PAGE): Promise<SummaryPage> {
  const answer = await apiRequest("GET", `/users/me/likes/?page=${page}&per_page=${perPage}`, { guard: isSummaryPage }).catch((error: unknown) => {
    if (error instanceof AccountApiError && error.status === 401) endSession();
    throw error;
  });
  for (const item of answer.data) seedCount(item.id, item.user_reactions.like_count);
  return answer;
}
