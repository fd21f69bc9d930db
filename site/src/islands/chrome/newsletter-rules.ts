/**
 * The newsletter's rules, apart from the DOM so they are tested: spec §5 "required; non-space text,
 * an at sign, non-space text" (the same pattern as NewsletterPayload in content-schemas, without
 * shipping zod to the browser).
 */

/** Non-space text, an at sign, non-space text. */
export const NEWSLETTER_EMAIL = /^\S+@\S+$/;

/** Whether `value` (trimmed) is an address the form accepts. */
export function isNewsletterEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.length <= 254 && NEWSLETTER_EMAIL.test(v);
}

/** The JSON body of POST /api/email-newsletter. */
export function newsletterPayload(email: string, language: "de" | "en"): { email: string; language: "de" | "en" } {
  return { email: email.trim(), language };
}
