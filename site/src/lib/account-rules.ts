/**
 * Inline validation of the account forms: the rules of content-schemas (user.ts Email, NewPassword,
 * CurrentPassword, UserName; account.ts request bodies), so a form says what the server would say
 * before it is sent. Written without zod, which is too heavy for the browser (lib/account-api.ts);
 * account-rules.test.ts checks every rule against the schema it mirrors on the same inputs.
 *
 * Each check answers an error code or null; a form shows `account.error.<code>` next to its field.
 * Forms send what `normalized*` makes of their input (names and addresses trimmed).
 *
 * @example
 * emailError("lena@example") // "email"
 * newPasswordError("kurz") // "passwordShort"
 * registerErrors({ email: "a@b.de", password: "12345678", name: "" }) // { name: "required" }
 */
import type { CredentialsRequest, Language, RegisterRequest, UserPatch } from "@tischlein/content-schemas";

/** An inline error: the key `account.error.<code>` says it in words. */
export type RuleError = "required" | "email" | "passwordShort" | "passwordLong" | "nameLong" | "confirmEmail";

/** Errors of a form by field name (the request body's field names). */
export type FieldErrors<F extends string = string> = Partial<Record<F, RuleError>>;

/** Email of content-schemas user.ts: no at sign, ASCII control or space in either part; a dot in the domain. */
const EMAIL = /^[^@\x00-\x20\x7f]+@[^@\x00-\x20\x7f]+\.[^@\x00-\x20\x7f]+$/;
/** Bounds of content-schemas user.ts. */
export const LIMITS = { emailMax: 254, passwordMin: 8, passwordMax: 1024, nameMax: 80 } as const;

/**
 * The length of a text as the schemas count it: in Unicode code points (zod and JSON Schema
 * alike), so "🍝🍝🍝🍝" is 4 characters, not 8.
 */
export function characters(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** An e-mail address (already trimmed). */
export function emailError(email: string): RuleError | null {
  if (email === "") return "required";
  if (characters(email) > LIMITS.emailMax || !EMAIL.test(email)) return "email";
  return null;
}

/** A new password (register, reset, change): 8 to 1,024 characters (code points), as typed. */
export function newPasswordError(password: string): RuleError | null {
  if (password === "") return "required";
  const length = characters(password);
  if (length < LIMITS.passwordMin) return "passwordShort";
  if (length > LIMITS.passwordMax) return "passwordLong";
  return null;
}

/** A password typed to prove who someone is (login, change, delete): only bounded. */
export function currentPasswordError(password: string): RuleError | null {
  if (password === "") return "required";
  if (characters(password) > LIMITS.passwordMax) return "passwordLong";
  return null;
}

/** A display name (already trimmed): 1 to 80 characters. */
export function nameError(name: string): RuleError | null {
  if (name === "") return "required";
  if (characters(name) > LIMITS.nameMax) return "nameLong";
  return null;
}

/** Drops the fields without an error. */
function only<F extends string>(errors: Record<F, RuleError | null>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const [field, error] of Object.entries(errors) as [F, RuleError | null][]) if (error) out[field] = error;
  return out;
}

/** True when a form has no error. */
export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** What the register form holds. */
export interface RegisterInput {
  email: string;
  password: string;
  name: string;
  newsletter_opt_in?: boolean;
}

/** The body of POST /api/register/ from the form's input. */
export function normalizedRegister(input: RegisterInput, language: Language): RegisterRequest {
  return {
    email: input.email.trim(),
    password: input.password,
    name: input.name.trim(),
    language,
    newsletter_opt_in: input.newsletter_opt_in ?? false,
  };
}

/** Inline errors of the register form. */
export function registerErrors(input: RegisterInput): FieldErrors<"email" | "password" | "name"> {
  return only({ name: nameError(input.name.trim()), email: emailError(input.email.trim()), password: newPasswordError(input.password) });
}

/** The body of POST /api/authenticate/credentials/. */
export function normalizedCredentials(input: { email: string; password: string }): CredentialsRequest {
  return { email: input.email.trim(), password: input.password };
}

/** Inline errors of the login form. */
export function loginErrors(input: { email: string; password: string }): FieldErrors<"email" | "password"> {
  return only({ email: emailError(input.email.trim()), password: currentPasswordError(input.password) });
}

/** Inline errors of the forgotten-password form. */
export function forgotErrors(input: { email: string }): FieldErrors<"email"> {
  return only({ email: emailError(input.email.trim()) });
}

/** Inline errors of the new-password form (reset page). */
export function resetErrors(input: { password: string }): FieldErrors<"password"> {
  return only({ password: newPasswordError(input.password) });
}

/** Inline errors of the password change. */
export function passwordChangeErrors(input: { current_password: string; new_password: string }): FieldErrors<"current_password" | "new_password"> {
  return only({ current_password: currentPasswordError(input.current_password), new_password: newPasswordError(input.new_password) });
}

/** The body of PATCH /api/users/me/: only what changed (an empty object when nothing did). */
export function profilePatch(
  input: { name: string; newsletter_opt_in: boolean; language: Language },
  user: { name: string; newsletter_opt_in: boolean; language: Language },
): UserPatch {
  const patch: UserPatch = {};
  const name = input.name.trim();
  if (name !== user.name) patch.name = name;
  if (input.newsletter_opt_in !== user.newsletter_opt_in) patch.newsletter_opt_in = input.newsletter_opt_in;
  if (input.language !== user.language) patch.language = input.language;
  return patch;
}

/** Inline errors of the profile settings. */
export function profileErrors(input: { name: string }): FieldErrors<"name"> {
  return only({ name: nameError(input.name.trim()) });
}

/**
 * Inline errors of the deletion's confirmation: the password, or — for an account without one —
 * its e-mail address, compared without regard to case and surrounding spaces (the server stores
 * addresses lower-case).
 */
export function deleteErrors(input: { password: string }, account: { has_password: boolean; email: string }): FieldErrors<"password"> {
  if (account.has_password) return only({ password: currentPasswordError(input.password) });
  const typed = input.password.trim();
  if (typed === "") return { password: "required" };
  return typed.toLowerCase() === account.email.toLowerCase() ? {} : { password: "confirmEmail" };
}

/** The body of DELETE /api/users/me/: the password, or the account's own address. */
export function deletePayload(input: { password: string }, account: { has_password: boolean; email: string }): { password: string } {
  return { password: account.has_password ? input.password : account.email };
}
