import { NewsletterPayload } from "@tischlein/content-schemas";
import { describe, expect, it } from "vitest";
import { isNewsletterEmail, newsletterPayload } from "./newsletter-rules.ts";

describe("newsletter e-mail (spec §5)", () => {
  it("accepts non-space text, an at sign, non-space text", () => {
    for (const ok of ["a@b", "lena@tischlein.example", " lena@tischlein.example ", "x+y@sub.example.org"]) {
      expect(isNewsletterEmail(ok), ok).toBe(true);
    }
  });

  it("rejects empty values, missing parts and spaces", () => {
    for (const bad of ["", "   ", "lena", "@example.com", "lena@", "le na@example.com", "lena@exa mple.com", `${"a".repeat(250)}@b.de`]) {
      expect(isNewsletterEmail(bad), bad).toBe(false);
    }
  });

  it("builds a payload the shared schema accepts", () => {
    const payload = newsletterPayload(" lena@tischlein.example ", "en");
    expect(payload).toEqual({ email: "lena@tischlein.example", language: "en" });
    expect(NewsletterPayload.safeParse(payload).success).toBe(true);
  });
});
