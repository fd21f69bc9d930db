import {
  AccountDelete,
  CredentialsRequest,
  Email,
  ForgotRequest,
  NewPassword,
  PasswordChange,
  RegisterRequest,
  ResetRequest,
  UserName,
  UserPatch,
} from "@tischlein/content-schemas";
import { describe, expect, it } from "vitest";
import {
  deleteErrors,
  deletePayload,
  emailError,
  forgotErrors,
  loginErrors,
  newPasswordError,
  nameError,
  normalizedCredentials,
  normalizedRegister,
  passwordChangeErrors,
  profileErrors,
  profilePatch,
  registerErrors,
  resetErrors,
} from "./account-rules.ts";

/** Inputs at and around every boundary of the schemas, plus the odd characters a form meets. */
const EMAILS = [
  "",
  " ",
  "lena@example.com",
  "LENA@Example.COM",
  "lena@example",
  "lena@@example.com",
  "lena@exa mple.com",
  "le na@example.com",
  "lena@example.com\n",
  "lena\t@example.com",
  "@example.com",
  "lena@.com",
  "lena@example.",
  "lena.müller@bücher.de",
  "a+b@sub.example.org",
  "x@y.z",
  `${"a".repeat(242)}@example.com`, // 254
  `${"a".repeat(243)}@example.com`, // 255
  "lena@example.com\u007f",
];
const PASSWORDS = ["", "a", "1234567", "12345678", "kurz und gut", "ä".repeat(8), "🍝".repeat(4), " ".repeat(8), "x".repeat(1024), "x".repeat(1025)];
const NAMES = ["", "J", "Jana Koch", "x".repeat(80), "x".repeat(81), "Zoë 👩‍🍳"];

describe("inline rules match the schemas of content-schemas", () => {
  it("e-mail addresses (Email)", () => {
    for (const email of EMAILS) expect(emailError(email) === null, JSON.stringify(email)).toBe(Email.safeParse(email).success);
  });

  it("new passwords (NewPassword)", () => {
    for (const password of PASSWORDS) expect(newPasswordError(password) === null, password.slice(0, 12)).toBe(NewPassword.safeParse(password).success);
  });

  it("names (UserName), after trimming", () => {
    for (const name of NAMES) expect(nameError(name.trim()) === null, name).toBe(UserName.safeParse(name.trim()).success);
  });

  it("register: no inline error exactly when the body passes RegisterRequest", () => {
    for (const email of EMAILS)
      for (const password of PASSWORDS)
        for (const name of NAMES) {
          const input = { email, password, name, newsletter_opt_in: true };
          const valid = Object.keys(registerErrors(input)).length === 0;
          expect(valid, JSON.stringify({ email, password: password.slice(0, 10), name })).toBe(RegisterRequest.safeParse(normalizedRegister(input, "de")).success);
        }
  });

  it("login, forgot, reset and password change", () => {
    for (const email of EMAILS) {
      for (const password of PASSWORDS) {
        expect(Object.keys(loginErrors({ email, password })).length === 0).toBe(CredentialsRequest.safeParse(normalizedCredentials({ email, password })).success);
        expect(Object.keys(passwordChangeErrors({ current_password: password, new_password: password })).length === 0).toBe(
          PasswordChange.safeParse({ current_password: password, new_password: password }).success,
        );
      }
      expect(Object.keys(forgotErrors({ email })).length === 0).toBe(ForgotRequest.safeParse({ email: email.trim(), language: "en" }).success);
    }
    for (const password of PASSWORDS) {
      expect(Object.keys(resetErrors({ password })).length === 0).toBe(ResetRequest.safeParse({ token: "t".repeat(43), password }).success);
    }
  });

  it("names the error of each field", () => {
    expect(registerErrors({ email: "lena@example", password: "kurz", name: "" })).toEqual({ name: "required", email: "email", password: "passwordShort" });
    expect(registerErrors({ email: "lena@example.com", password: "x".repeat(1025), name: "x".repeat(81) })).toEqual({ name: "nameLong", password: "passwordLong" });
    expect(loginErrors({ email: " lena@example.com ", password: "x" })).toEqual({});
    expect(passwordChangeErrors({ current_password: "", new_password: "1234567" })).toEqual({ current_password: "required", new_password: "passwordShort" });
  });
});

describe("request bodies", () => {
  it("register trims name and address and sends the page's language", () => {
    expect(normalizedRegister({ email: " Lena@Example.com ", password: " geheim1 ", name: "  Lena  " }, "en")).toEqual({
      email: "Lena@Example.com",
      password: " geheim1 ",
      name: "Lena",
      language: "en",
      newsletter_opt_in: false,
    });
  });

  it("the profile patch holds only what changed, and passes UserPatch", () => {
    const user = { name: "Jana", newsletter_opt_in: false, language: "de" as const };
    expect(profilePatch({ name: " Jana ", newsletter_opt_in: false, language: "de" }, user)).toEqual({});
    const patch = profilePatch({ name: "Jana K.", newsletter_opt_in: true, language: "en" }, user);
    expect(patch).toEqual({ name: "Jana K.", newsletter_opt_in: true, language: "en" });
    expect(UserPatch.safeParse(patch).success).toBe(true);
    expect(profileErrors({ name: "  " })).toEqual({ name: "required" });
  });

  it("deletion asks for the password, or for the address of an account without one", () => {
    const withPassword = { has_password: true, email: "jana@example.com" };
    const social = { has_password: false, email: "jana@example.com" };
    expect(deleteErrors({ password: "" }, withPassword)).toEqual({ password: "required" });
    expect(deleteErrors({ password: "geheim" }, withPassword)).toEqual({});
    expect(deletePayload({ password: "geheim" }, withPassword)).toEqual({ password: "geheim" });
    expect(deleteErrors({ password: "other@example.com" }, social)).toEqual({ password: "confirmEmail" });
    expect(deleteErrors({ password: " Jana@Example.com " }, social)).toEqual({});
    expect(deletePayload({ password: " Jana@Example.com " }, social)).toEqual({ password: "jana@example.com" });
    expect(AccountDelete.safeParse(deletePayload({ password: "x" }, social)).success).toBe(true);
  });
});
