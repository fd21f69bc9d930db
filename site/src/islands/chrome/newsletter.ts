/**
 * The footer's newsletter sign-up (NewsletterForm.astro): validates the address (spec §5), posts
 * JSON {email, language} to /api/email-newsletter (spec §7), clears the field after submitting and
 * ignores the answer except for a thank-you; failures go to the console.
 */
import { isNewsletterEmail, newsletterPayload } from "./newsletter-rules.ts";

for (const form of document.querySelectorAll<HTMLFormElement>("[data-newsletter]")) {
  const input = form.querySelector<HTMLInputElement>("input[type=email]")!;
  const error = form.querySelector<HTMLElement>("[data-error]")!;
  const status = form.querySelector<HTMLElement>("[data-status]")!;
  const language = form.dataset.language === "en" ? "en" : "de";

  const showError = (show: boolean) => {
    error.hidden = !show;
    input.setAttribute("aria-invalid", String(show));
  };
  // Our own message instead of the browser's bubble, the same in every browser.
  form.noValidate = true;
  input.addEventListener("input", () => showError(false));

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    status.textContent = "";
    if (!isNewsletterEmail(input.value)) {
      showError(true);
      input.focus();
      return;
    }
    showError(false);
    const body = JSON.stringify(newsletterPayload(input.value, language));
    input.value = "";
    try {
      const res = await fetch(form.action, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        credentials: "same-origin",
        body,
      });
      if (!res.ok) throw new Error(`Status ${res.status}`);
      status.textContent = status.dataset.success ?? "";
    } catch (err) {
      console.error("newsletter sign-up failed", err);
    }
  });
}
