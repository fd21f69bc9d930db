/**
 * The newsletter's link pages (components/pages/shells/NewsletterLink.astro): takes the token out
 * of the address (so it stays in no history entry), then confirms the sign-up at once, or
 * unsubscribes once the button is pressed — the same one-click URL the mails' List-Unsubscribe
 * header names, with the form body of RFC 8058. Shows what came of it.
 */
import { tokenFromHash } from "../../lib/urls.ts";

const root = document.querySelector<HTMLElement>("[data-newsletter-link]");
if (root) {
  const part = (state: string) => root.querySelector<HTMLElement>(`[data-state="${state}"]`);
  const show = (state: string) => {
    for (const el of root.querySelectorAll<HTMLElement>("[data-state]")) el.hidden = el.dataset.state !== state;
  };
  const fail = (status: number) => {
    const message = part("failed")!.querySelector<HTMLElement>("p")!;
    const texts = message.dataset;
    message.textContent = (status === 400 || status === 404 ? texts.invalid : status === 429 ? texts.limited : texts.error) ?? "";
    show("failed");
  };
  const send = async (url: string, init: RequestInit) => {
    try {
      const res = await fetch(url, { method: "POST", credentials: "same-origin", ...init });
      if (res.ok) show("done");
      else fail(res.status);
    } catch (err) {
      console.error("newsletter link failed", err);
      fail(0);
    }
  };

  const token = tokenFromHash(location.hash);
  if (location.hash) history.replaceState(history.state, "", location.pathname + location.search);
  const headers = { Accept: "application/json", "X-Requested-With": "fetch" };
  if (!token) fail(400);
  else if (root.dataset.newsletterLink === "confirm") {
    void send("/api/email-newsletter/confirm/", { headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify({ token }) });
  } else {
    const button = part("ready") as HTMLButtonElement;
    button.addEventListener("click", () => {
      button.disabled = true;
      void send(`/api/email-newsletter/unsubscribe/?token=${encodeURIComponent(token)}`, {
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    });
  }
}
