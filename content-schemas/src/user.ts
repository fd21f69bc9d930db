import { z } from "zod";
import { AuthorType } from "./author.ts";
import { Id, Slug } from "./common.ts";

/** A logged-in user as the session knows it (spec §3 "User"). */
export const User = z.object({
  /** Stable identifier. */
  id: Id,
  /** The token sent upstream as X-Ultron-User; it lives sealed in the session cookie, never in JavaScript. */
  user_token: z.string().min(16),
  /** Whether the user has the premium subscription. */
  is_premium: z.boolean(),
  /** Whether the user agreed to receive the newsletter. */
  newsletter_opt_in: z.boolean(),
  /** Special author type, if the user is one. */
  new_type: AuthorType.nullable(),
  /** Public profile slug: users/{slug}. */
  slug: Slug,
});
export type User = z.infer<typeof User>;

/** One liked item (spec §3 "Like record"): the liked set is a list of these. */
export const LikeRecord = z.object({
  /** Id of the liked content item. */
  id: Id,
});
