/**
 * The footer's mail addresses and the premium plan's page. The links to other sites (shop, app
 * stores, social networks, press, business, expert blog, collaborations) are build-time variables,
 * lib/site-links.ts, so an install that has none shows none.
 */
import type { Language } from "@tischlein/content-schemas";

/** The contact address of the imprint line. */
export const CONTACT_EMAIL = "kontakt@tischlein.example";

/** Where the feedback button writes to until the feedback modal exists. */
export const FEEDBACK_EMAIL = "feedback@tischlein.example";

/** Where the partner column's contact link writes to. */
export const PARTNER_EMAIL = "partner@tischlein.example";

/** Pages the footer names per language (the external ones are build-time variables: lib/site-links.ts). */
export const EXTERNAL = {
  /** The premium plan: the site's own plus page (views/PlusPage.astro), which links to the external checkout; the header's "plus" entry comes from the menu API. */
  plus: { de: "/de/plus/", en: "/en/plus/" },
} as const satisfies Record<string, Record<Language, string>>;
