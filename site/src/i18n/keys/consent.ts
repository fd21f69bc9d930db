import { text } from "./text.ts";

/** The consent banner and its settings (components/chrome/ConsentBanner.astro), and the footer link that reopens it. */
export const consent = {
  /** Heading of the banner. */
  "consent.title": text,
  /** What the banner asks, in two or three sentences: necessary always, analytics and marketing with consent, third parties get data, changeable later. */
  "consent.intro": text,
  /** Link to the privacy page, after the intro. */
  "consent.privacyLink": text,
  /** Button: allow every purpose. */
  "consent.acceptAll": text,
  /** Button: allow only the necessary. */
  "consent.rejectAll": text,
  /** Button that shows the purposes with their switches. */
  "consent.settings": text,
  /** Button that stores the purposes as switched. */
  "consent.save": text,
  /** Accessible name of the close button while the settings were opened from the footer. */
  "consent.close": text,
  /** Accessible name of the list of purposes. */
  "consent.purposes": text,
  /** Name of the necessary purpose. */
  "consent.necessary": text,
  /** What the necessary purpose covers. */
  "consent.necessaryText": text,
  /** Label beside the necessary purpose, which cannot be switched off. */
  "consent.alwaysOn": text,
  /** Name of the analytics purpose. */
  "consent.analytics": text,
  /** What the analytics purpose covers. */
  "consent.analyticsText": text,
  /** Name of the marketing purpose. */
  "consent.marketing": text,
  /** What the marketing purpose covers. */
  "consent.marketingText": text,
  /** Footer button that reopens the choice. */
  "consent.footerLink": text,
};
