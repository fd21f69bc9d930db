import { z } from "zod";

/** Where a page of a list stands; pages count from 1. */
export const Pagination = z.object({
  /** This page, from 1. */
  page: z.int().min(1),
  /** How many pages there are; at least 1, even for an empty list. */
  pages: z.int().min(1),
  /** Items per page. */
  per_page: z.int().min(1).max(100),
  /** Items in the whole list. */
  total: z.int().min(0),
});
export type Pagination = z.infer<typeof Pagination>;

/**
 * The envelope of every list the content API returns (DESIGN.md "Upstream contract"):
 * `{ meta: { pagination }, data: [...] }`. The next page exists while page < pages.
 */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    /** Paging information. */
    meta: z.object({
      /** Position of this page in the list. */
      pagination: Pagination,
    }),
    /** The items of this page, in list order. */
    data: z.array(item),
  });
}
