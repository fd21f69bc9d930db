import { z } from "zod";
import { Id, Language } from "./common.ts";
import { ConsentPurpose, CurrentPassword, Email, MailToken, NewPassword, UserName } from "./user.ts";

// Request bodies of the account API. They are strict: a field the API does not know is refused
// (422 naming it) rather than ignored, so nobody can slip `is_premium` into a registration. The
// content API validates bodies against these schemas (exported as JSON Schema), and the site's
// forms use the same rules for inline validation.

/** POST /api/register/: a new account, confirmed by mail (double opt-in). */
export const RegisterRequest = z.strictObject({
  /** The address to sign in with; a confirmation link goes there. */
  email: Email,
  /** The password; the 10,000 most common passwords are refused as well. */
  password: NewPassword,
  /** Display name. */
  name: UserName,
  /** Language of the mails and the account. */
  language: Language,
  /** Whether the user wants the newsletter. */
  newsletter_opt_in: z.boolean().optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** POST /api/register/confirm/: the token from the confirmation mail. */
export const ConfirmRequest = z.strictObject({
  /** Single use, valid 24 hours. */
  token: MailToken,
});

/** POST /api/authenticate/credentials/: log in with e-mail and password. */
export const CredentialsRequest = z.strictObject({
  /** The account's address (any case). */
  email: Email,
  /** The password. */
  password: CurrentPassword,
});
export type CredentialsRequest = z.infer<typeof CredentialsRequest>;

/** POST /api/password/forgot/: ask for a reset link. */
export const ForgotRequest = z.strictObject({
  /** The account's address; the answer is the same whether it exists or not. */
  email: Email,
  /** Language of the mail when the address is unknown to us. */
  language: Language,
});

/** POST /api/password/reset/: set a new password with the token from the reset mail. */
export const ResetRequest = z.strictObject({
  /** Single use, valid 30 minutes. */
  token: MailToken,
  /** The new password. */
  password: NewPassword,
});

/** PATCH /api/users/me/: change profile settings; every field is optional. */
export const UserPatch = z.strictObject({
  /** New display name. */
  name: UserName.optional(),
  /** Newsletter consent. */
  newsletter_opt_in: z.boolean().optional(),
  /** Preferred language. */
  language: Language.optional(),
  /** The consent chosen in the banner (`necessary` is added when missing). */
  consent: z.array(ConsentPurpose).max(3).optional(),
});
export type UserPatch = z.infer<typeof UserPatch>;

/** POST /api/users/me/password/: change the password; the user's other sessions end. */
export const PasswordChange = z.strictObject({
  /** The password now. */
  current_password: CurrentPassword,
  /** The new password. */
  new_password: NewPassword,
});

/**
 * DELETE /api/users/me/: delete the account and all its personal data. `password` is the account's
 * password, or — for an account without one (social login only) — its e-mail address.
 */
export const AccountDelete = z.strictObject({
  /** The confirmation. */
  password: CurrentPassword,
});

/** POST /api/users/me/likes/: like an item. */
export const LikeRequest = z.strictObject({
  /** Id of a recipe or story (either language version). */
  id: Id,
});

/** What a mail-sending request answers (202): the same for known and unknown addresses. */
export const MailAccepted = z.object({
  /** confirmation_sent after a registration, reset_sent after a forgotten password. */
  status: z.enum(["confirmation_sent", "reset_sent"]),
});

/** A way to log in (spec §3 "Login methods"); only providers with credentials are offered. */
export const LoginProvider = z.enum(["google", "facebook", "appleid"]);
export type LoginProvider = z.infer<typeof LoginProvider>;

/** GET /api/authenticate/methods/: the social login providers that are enabled. */
export const AuthMethods = z.object({
  /** Enabled providers, in the order the login modal shows them. */
  data: z.array(
    z.object({
      /** Provider id, as in /api/authenticate/{id}/. */
      id: LoginProvider,
      /** Where the browser goes to start the login (same origin). */
      url: z.string().regex(/^\/api\/authenticate\/[a-z]+\/(\?.*)?$/),
    }),
  ),
});
export type AuthMethods = z.infer<typeof AuthMethods>;

/**
 * POST /authenticate/external/ on the content API only (never public): the gateway, after it has
 * verified a social login, asks for the matching account and a session.
 */
export const ExternalLogin = z.strictObject({
  /** Which provider vouched for the user. */
  provider: LoginProvider,
  /** The provider's stable user id (`sub`). */
  subject: z.string().min(1).max(255),
  /** The address the provider gave, if any. */
  email: Email.optional(),
  /** Whether the provider verified that address; only a verified one links to an existing account. */
  email_verified: z.boolean(),
  /** The name the provider gave, if any. */
  name: z.string().max(200).optional(),
  /** Language of the page the login started on. */
  language: Language,
});
