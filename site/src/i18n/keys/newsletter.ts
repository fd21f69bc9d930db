import { text } from "./text.ts";

/**
 * The newsletter: the footer form's answers, and the two pages its mails link to — the
 * confirmation of a sign-up (newsletter/bestaetigen, newsletter/confirm) and the unsubscribe page
 * (newsletter/abmelden, newsletter/unsubscribe). Both pages are shells (views/ShellPage.astro):
 * title, meta description and lead, then what the page's script shows.
 */
export const newsletter = {
  /** The form's message when the address was refused (422). */
  "newsletter.invalid": text,
  /** The form's message after too many sign-ups from this connection (429). */
  "newsletter.limited": text,
  /** The form's message when the sign-up failed otherwise (network, server). */
  "newsletter.failed": text,

  /** Title of the page the confirmation mail links to. */
  "shells.newsletterConfirm.title": text,
  /** Meta description of that page. */
  "shells.newsletterConfirm.description": text,
  /** Lead of that page. */
  "shells.newsletterConfirm.lead": text,
  /** Shown while the link is being checked. */
  "newsletter.confirm.working": text,
  /** Heading once the subscription is active. */
  "newsletter.confirm.doneTitle": text,
  /** Text once the subscription is active. */
  "newsletter.confirm.done": text,
  /** Heading when the link did not work. */
  "newsletter.confirm.failedTitle": text,
  /** The link is used, expired or incomplete: sign up again in the footer. */
  "newsletter.confirm.invalid": text,

  /** Title of the unsubscribe page. */
  "shells.newsletterUnsubscribe.title": text,
  /** Meta description of the unsubscribe page. */
  "shells.newsletterUnsubscribe.description": text,
  /** Lead of the unsubscribe page: one click unsubscribes. */
  "shells.newsletterUnsubscribe.lead": text,
  /** The button that unsubscribes. */
  "newsletter.unsubscribe.button": text,
  /** Heading once unsubscribed. */
  "newsletter.unsubscribe.doneTitle": text,
  /** Text once unsubscribed. */
  "newsletter.unsubscribe.done": text,
  /** The link is unknown, expired or incomplete. */
  "newsletter.unsubscribe.invalid": text,

  /** Link from either page back to the recipes. */
  "newsletter.toRecipes": text,
  /** Too many tries from this connection (429). */
  "newsletter.retryLater": text,
  /** The request failed (network, server). */
  "newsletter.error": text,
};
