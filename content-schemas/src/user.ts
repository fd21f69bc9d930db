import { z } from "zod";
import { AuthorType } from "./author.ts";
import { Id, Language, Slug } from "./common.ts";

/**
 * Characters an e-mail address may not contain: the at sign, ASCII controls and the space. Written as
 * an explicit class because `\s` means Unicode spaces in JavaScript but ASCII ones in Go's RE2.
 */
const notInAddress = "[^@\\x00-\\x20\\x7f]";

/** An e-mail address: local part, an at sign, a domain with a dot; at most 254 characters (RFC 5321). */
export const Email = z
  .string()
  .max(254)
  .regex(new RegExp(`^${notInAddress}+@${notInAddress}+\\.${notInAddress}+$`));

/** A new password: at least 8 characters (OWASP ASVS 6.2.1); more than 1,024 is refused, not cut. */
export const NewPassword = z.string().min(8).max(1024);

/** A password typed to prove who someone is: never checked for length rules, only bounded. */
export const CurrentPassword = z.string().min(1).max(1024);

/**
 * A purpose a reader may allow beyond what the site needs to work (the consent banner): `necessary`
 * is always granted; `analytics` (tag manager, error monitoring); `marketing` (attribution, ads, pixel).
 */
export const ConsentPurpose = z.enum(["necessary", "analytics", "marketing"]);
export type ConsentPurpose = z.infer<typeof ConsentPurpose>;

/** A display name. */
export const UserName = z.string().min(1).max(80);

/** A single-use token from a mail link (confirmation or password reset). */
export const MailToken = z.string().min(16).max(256);

/**
 * The logged-in user as the site sees it (`{user}` of every account answer). The user token is not
 * part of it: it lives sealed in the session cookie and never reaches JavaScript, and the object is
 * strict, so an answer that still carried it fails validation.
 */
export const User = z.strictObject({
  /** Stable identifier. */
  id: Id,
  /** Display name, shown in the account menu and on comments. */
  name: UserName,
  /** The address the account signs in with (lower-case). */
  email: Email,
  /** Public profile slug: users/{slug}. */
  slug: Slug,
  /** Language of mails and the preferred site language. */
  language: Language,
  /** Whether the user has the premium subscription. */
  is_premium: z.boolean(),
  /** Whether the user agreed to receive the newsletter. */
  newsletter_opt_in: z.boolean(),
  /** Special author type, if the user is one (spec §3 "User"). */
  new_type: AuthorType.nullable(),
  /** False for accounts made by social login that never set a password: they confirm a deletion with their e-mail address. */
  has_password: z.boolean(),
  /** What the account may do: user; editor (the editorial desk); admin (the desk, and makes editors). */
  role: z.enum(["user", "editor", "admin"]),
  /**
   * The consent the reader gave while logged in (always with `necessary`), so it follows them to a
   * new device; null while they have not chosen.
   */
  consent: z.array(ConsentPurpose).max(3).nullable(),
});
export type User = z.infer<typeof User>;

/** Every account answer of the public API: `{"user": {…}}`. */
export const UserEnvelope = z.object({
  /** The logged-in user. */
  user: User,
});
export type UserEnvelope = z.infer<typeof UserEnvelope>;

/**
 * What the content API answers when it starts a session (confirm, log in, reset, social login): the
 * user with its token (spec §3 "User": user_token). Only the gateway sees this shape; it seals the
 * token into the cookie and answers the browser with `UserEnvelope`.
 */
export const UserSession = z.object({
  /** The user and the token of the new session. */
  user: User.extend({
    /** The session token (≥ 128 random bits), sent upstream as X-Ultron-User. */
    user_token: z.string().min(32).max(128),
  }),
});
export type UserSession = z.infer<typeof UserSession>;

/** One liked item (spec §3 "Like record"): the liked set is a list of these. */
export const LikeRecord = z.object({
  /** Id of the liked content item (the language version the list was asked in). */
  id: Id,
});
export type LikeRecord = z.infer<typeof LikeRecord>;

/** GET /api/users/me/likes/?ids=true: every liked id, unpaged, for one request per page. */
export const LikeIds = z.object({
  /** The liked set. */
  data: z.array(LikeRecord),
});
export type LikeIds = z.infer<typeof LikeIds>;

/** The answer to POST /api/users/me/likes/: the item is liked, with its exact count afterwards. */
export const LikeState = z.object({
  /** Id of the item, as it was sent. */
  id: Id,
  /** Always true here; an unlike answers 204. */
  liked: z.boolean(),
  /** The item's like count after this like. */
  like_count: z.int().min(0),
});
export type LikeState = z.infer<typeof LikeState>;
