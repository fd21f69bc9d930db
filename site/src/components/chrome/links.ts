/**
 * Targets outside the site that the header and footer link to (spec §2 "Footer": company site,
 * collaborations, press, business, expert blog, app stores, social networks). The addresses are
 * examples on tischlein.example; this file is the one place to put the real ones.
 */
import type { Language } from "@tischlein/content-schemas";

/** The contact address of the imprint line. */
export const CONTACT_EMAIL = "kontakt@tischlein.example";

/** Where the feedback button writes to until the feedback modal exists. */
export const FEEDBACK_EMAIL = "feedback@tischlein.example";

/** Where the partner column's contact link writes to. */
export const PARTNER_EMAIL = "partner@tischlein.example";

/** A social network of the footer: its display name and the profile URL. */
export interface SocialNetwork {
  id: "facebook" | "instagram" | "tiktok" | "youtube" | "pinterest" | "linkedin";
  name: string;
  href: string;
}

/** The social profiles, in the footer's order. */
export const SOCIAL: SocialNetwork[] = [
  { id: "facebook", name: "Facebook", href: "https://social.tischlein.example/facebook" },
  { id: "instagram", name: "Instagram", href: "https://social.tischlein.example/instagram" },
  { id: "tiktok", name: "TikTok", href: "https://social.tischlein.example/tiktok" },
  { id: "youtube", name: "YouTube", href: "https://social.tischlein.example/youtube" },
  { id: "pinterest", name: "Pinterest", href: "https://social.tischlein.example/pinterest" },
  { id: "linkedin", name: "LinkedIn", href: "https://social.tischlein.example/linkedin" },
];

/** The app in the two stores. */
export const APP_STORES = {
  apple: "https://apps.tischlein.example/ios",
  google: "https://apps.tischlein.example/android",
} as const;

/** External pages per language. */
export const EXTERNAL = {
  collaborations: { de: "https://business.tischlein.example/de/kooperationen", en: "https://business.tischlein.example/en/collaborations" },
  press: { de: "https://www.tischlein.example/de/presse", en: "https://www.tischlein.example/en/press" },
  business: { de: "https://business.tischlein.example/de/", en: "https://business.tischlein.example/en/" },
  expertBlog: { de: "https://business.tischlein.example/de/blog", en: "https://business.tischlein.example/en/blog" },
  /** The premium plan: the site's own plus page (views/PlusPage.astro), which links to the external checkout; the header's "plus" entry comes from the menu API. */
  plus: { de: "/de/plus/", en: "/en/plus/" },
} as const satisfies Record<string, Record<Language, string>>;
