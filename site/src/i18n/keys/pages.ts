import { text } from "./text.ts";

/**
 * Editorial pages: basics, jobs, about us, team, app, imprint, terms, privacy, contact, cooking hotline.
 *
 * These keys hold each page's title, meta description and lead, and the labels the page components
 * share. The longer texts live next to their components in components/pages/ (see the comment in
 * views/StaticPage.astro for why).
 */
export const pages = {
  /** First crumb of the breadcrumb trail: the home page. */
  "pages.crumbHome": text,
  /** Heading of the table of contents of a long legal text. */
  "pages.onThisPage": text,
  /** Date line under a legal text: `{date}`. */
  "pages.updated": text,
  /** Note on the imprint that the company and its details are invented for this demo. */
  "pages.demoNote": text,

  /** Title of the kitchen-basics hub. */
  "pages.basics.title": text,
  /** Meta description of the kitchen-basics hub. */
  "pages.basics.description": text,
  /** Lead paragraph under the heading of the kitchen-basics hub. */
  "pages.basics.lead": text,
  /** Heading of the guides section on the basics hub. */
  "pages.basics.guides": text,
  /** Heading of the quick rules section on the basics hub. */
  "pages.basics.rules": text,
  /** Link to every story, at the end of the basics hub. */
  "pages.basics.allStories": text,
  /** Heading of the "still stuck?" box pointing to the cooking hotline. */
  "pages.basics.stuck": text,
  /** Text of the "still stuck?" box. */
  "pages.basics.stuckText": text,

  /** Title of the jobs page. */
  "pages.jobs.title": text,
  /** Meta description of the jobs page. */
  "pages.jobs.description": text,
  /** Lead paragraph of the jobs page. */
  "pages.jobs.lead": text,
  /** Heading of the list of open positions. */
  "pages.jobs.openings": text,
  /** Heading of a position's tasks. */
  "pages.jobs.tasks": text,
  /** Heading of what a candidate brings. */
  "pages.jobs.profile": text,
  /** Heading of the benefits section. */
  "pages.jobs.benefits": text,
  /** Label of the apply button of a position. */
  "pages.jobs.apply": text,
  /** Accessible label of the apply button: `{title}`. */
  "pages.jobs.applyFor": text,
  /** Subject of the application e-mail: `{title}`. */
  "pages.jobs.applySubject": text,
  /** Heading of the "how to apply" section. */
  "pages.jobs.howTo": text,
  /** Text of the "how to apply" section; `{email}` is replaced by a mail link. */
  "pages.jobs.howToText": text,

  /** Title of the about-us page. */
  "pages.about.title": text,
  /** Meta description of the about-us page. */
  "pages.about.description": text,
  /** Lead paragraph of the about-us page. */
  "pages.about.lead": text,

  /** Title of the team page. */
  "pages.team.title": text,
  /** Meta description of the team page. */
  "pages.team.description": text,
  /** Lead paragraph of the team page. */
  "pages.team.lead": text,
  /** Heading of the call to join the team. */
  "pages.team.join": text,
  /** Text of the call to join the team. */
  "pages.team.joinText": text,
  /** Link to the jobs page from the team page. */
  "pages.team.joinLink": text,

  /** Title of the app page. */
  "pages.app.title": text,
  /** Meta description of the app page. */
  "pages.app.description": text,
  /** Lead paragraph of the app page. */
  "pages.app.lead": text,
  /** Heading of the feature list of the app. */
  "pages.app.features": text,
  /** Small line above the store name on the App Store badge. */
  "pages.app.appStoreLine": text,
  /** Small line above the store name on the Google Play badge. */
  "pages.app.googlePlayLine": text,
  /** Line about system requirements and price under the badges. */
  "pages.app.requirements": text,
  /** Step counter in the (decorative) phone picture of the cooking mode: `{n}`, `{total}`. */
  "pages.app.mockStep": text,

  /** Title of the imprint. */
  "pages.imprint.title": text,
  /** Meta description of the imprint. */
  "pages.imprint.description": text,
  /** Lead paragraph of the imprint. */
  "pages.imprint.lead": text,

  /** Title of the terms of use. */
  "pages.terms.title": text,
  /** Meta description of the terms of use. */
  "pages.terms.description": text,
  /** Lead paragraph of the terms of use. */
  "pages.terms.lead": text,

  /** Title of the privacy policy. */
  "pages.privacy.title": text,
  /** Meta description of the privacy policy. */
  "pages.privacy.description": text,
  /** Lead paragraph of the privacy policy. */
  "pages.privacy.lead": text,

  /** Title of the contact page. */
  "pages.contact.title": text,
  /** Meta description of the contact page. */
  "pages.contact.description": text,
  /** Lead paragraph of the contact page. */
  "pages.contact.lead": text,
  /** Label of the e-mail address. */
  "pages.contact.email": text,
  /** Label of the phone number. */
  "pages.contact.phone": text,
  /** When the office phone is answered. */
  "pages.contact.phoneHours": text,
  /** Label of the postal address. */
  "pages.contact.address": text,
  /** Label of the button that opens a new e-mail. */
  "pages.contact.write": text,
  /** Subject of that e-mail. */
  "pages.contact.writeSubject": text,
  /** Heading of the list of topic addresses. */
  "pages.contact.topics": text,
  /** Heading of the box pointing cooking questions to the hotline. */
  "pages.contact.cookingQuestion": text,
  /** Text of that box. */
  "pages.contact.cookingQuestionText": text,
  /** Link to the cooking hotline. */
  "pages.contact.hotlineLink": text,

  /** Title of the cooking hotline page. */
  "pages.cookingHotline.title": text,
  /** Meta description of the cooking hotline page. */
  "pages.cookingHotline.description": text,
  /** Lead paragraph of the cooking hotline page. */
  "pages.cookingHotline.lead": text,
  /** Label of the hotline number. */
  "pages.cookingHotline.number": text,
  /** Label of the call button: `{number}`. */
  "pages.cookingHotline.call": text,
  /** Heading of the opening hours. */
  "pages.cookingHotline.hours": text,
  /** Note on the cost of a call; `{international}` is the number dialled from abroad. */
  "pages.cookingHotline.cost": text,
  /** Heading of the list of typical questions. */
  "pages.cookingHotline.questions": text,
  /** Heading of the tips for a good call. */
  "pages.cookingHotline.tips": text,
  /** Line offering e-mail instead of a call; `{email}` is replaced by a mail link. */
  "pages.cookingHotline.byMail": text,
};
