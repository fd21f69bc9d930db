/**
 * The page links of a paged list: always the first and the last page, the current page with one
 * neighbour on each side, and a gap where pages are left out. A gap never hides a single page (that
 * page is shown instead, as a gap would take the same room).
 */

/** A page number to link, or a gap ("…"). */
export type PageLink = number | "gap";

/**
 * The links to show for page `page` of `pages`.
 *
 * @example
 * pageLinks(1, 1) // [1]
 * pageLinks(5, 10) // [1, "gap", 4, 5, 6, "gap", 10]
 * pageLinks(3, 10) // [1, 2, 3, 4, "gap", 10]
 */
export function pageLinks(page: number, pages: number, around = 1): PageLink[] {
  const last = Math.max(1, pages);
  const current = Math.min(Math.max(1, page), last);
  const shown = new Set<number>([1, last]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= last) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: PageLink[] = [];
  for (const n of sorted) {
    const prev = out.length ? (out[out.length - 1] as number) : 0;
    if (n - prev === 2) out.push(n - 1);
    else if (n - prev > 2) out.push("gap");
    out.push(n);
  }
  return out;
}
