import { text } from "./text.ts";

/** Ad slots (components/ads): the label German law asks for, the close button, and our own promotions. */
export const ads = {
  /** Label above every ad slot (German: "Anzeige", as the law on marking advertising expects). */
  "ads.label": text,
  /** Accessible name of the button that closes the sticky ad at the bottom of the screen. */
  "ads.close": text,
  /** House promotion for the app: heading. */
  "ads.app.title": text,
  /** House promotion for the app: one line on what it offers. */
  "ads.app.text": text,
  /** House promotion for the app: link to the app page. */
  "ads.app.cta": text,
  /** House promotion for the premium plan: heading. */
  "ads.plus.title": text,
  /** House promotion for the premium plan: one line on what it offers. */
  "ads.plus.text": text,
  /** House promotion for the premium plan: link to the plan's page. */
  "ads.plus.cta": text,
  /** House promotion for the newsletter: heading. */
  "ads.newsletter.title": text,
  /** House promotion for the newsletter: one line on what it brings. */
  "ads.newsletter.text": text,
  /** House promotion for the newsletter: link to the sign-up form in the footer. */
  "ads.newsletter.cta": text,
};
