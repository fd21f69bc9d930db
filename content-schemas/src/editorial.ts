import { z } from "zod";
import { Slug, Timestamp } from "./common.ts";
import { ReportReason, ReportTarget } from "./community.ts";

/*
 * The editorial desk's API (issue 10), for editors and admins only; everyone else gets 403.
 */

/** One line of the abuse-report queue: everything open about one comment, photo, recipe or user. */
export const ReportGroup = z.object({
  /** What kind of thing was reported. */
  target: ReportTarget,
  /** Its id (a user may be named by slug). */
  id: Slug,
  /** How many different users reported it. */
  reporters: z.int().min(1),
  /** Reports per reason. */
  reasons: z.partialRecord(ReportReason, z.int().min(1)),
  /** What the reporters wrote, oldest first. */
  texts: z.array(z.string().max(1000)),
  /** The first and the latest report. */
  first_reported_at: Timestamp,
  last_reported_at: Timestamp,
  /** Hidden from readers until an editor decides (three reporters hide a comment or photo). */
  hidden: z.boolean(),
  /**
   * What it is: a comment's text, a photo's media path, a recipe's title, a user's name; empty when
   * it is gone since.
   */
  preview: z.string(),
  /** Who wrote or uploaded it (comments, photos), or the recipe's author slug. */
  author: z.string(),
  /** Where it is: a comment's or photo's content id, a recipe's or user's slug. */
  link: z.string(),
});
export type ReportGroup = z.infer<typeof ReportGroup>;
