/**
 * The footer's newsletter sign-up (NewsletterForm.astro): validates the address (spec §5), posts
 * JSON {email, language} to /api/email-newsletter (spec §7) with the gateway's CSRF header, clears
 * the field after submitting and says what happens next (the confirmation mail of the double
 * opt-in). A refused address (422), too many sign-ups (429) or a failure shows the form's error and
 * gives the address back to correct or send again; failures also go to the console.
 */
import { isNewsletterEmail, newsletterPayload } from "./newsletter-rules.ts";

for (const form of document.querySelectorAll<HTMLFormElement>("[data-newsletter]")) {
  const input = form.querySelector<HTMLInputElement>("input[type=email]")!;
  const error = form.querySelector<HTMLElement>("[data-error]")!;
  const status = form.querySelector<HTMLElement>("[data-status]")!;
  const language = form.dataset.language === "en" ? "en" : "de";
  const messages = error.dataset;

  const showError = (message?: string) => {
    if (message) error.textContent = message;
    error.hidden = !message;
    input.setAttribute("aria-invalid", String(!!message));
  };
  // Our own message instead of the browser's bubble, the same in every browser.
  form.noValidate = true;
  input.addEventListener("input", () => showError());

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    status.textContent = "";
    const value = input.value;
    if (!isNewsletterEmail(value)) {
      showError(messages.invalid);
      input.focus();
      return;
    }
    showError();
    input.value = "";
    try {
      const res = await fetch(form.action, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-Requested-With": "fetch" },
        credentials: "same-origin",
        body: JSON.stringify(newsletterPayload(value, language)),
      });
      if (!res.ok) {
        input.value = value;
        showError(res.status === 422 ? messages.invalid : res.status === 429 ? messages.limited : messages.failed);
        throw new Error(`Status ${res.status}`);
      }
      status.textContent = status.dataset.success ?? "";
    } catch (err) {
      if (error.hidden) {
        input.value = value;
        showError(messages.failed);
      }
      console.error("newsletter sign-up failed", err);
    }
  });
}
