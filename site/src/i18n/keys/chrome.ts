import { text } from "./text.ts";

/** Header, menus, footer, app banner, language switch, newsletter form, scroll restoration and the error pages. */
export const chrome = {
  /** Accessible name of the logo link, which leads home. */
  "header.home": text,
  /** Text of the search button. */
  "header.search": text,
  /** Tooltip of the search button, naming the keyboard shortcut. */
  "header.searchShortcut": text,
  /** Accessible name of the hamburger button while the menu is closed. */
  "header.menuOpen": text,
  /** Accessible name of the hamburger button while the menu is open. */
  "header.menuClose": text,
  /** Accessible name of the button that opens the drop-down panel of a menu entry: `{title}`. */
  "header.panelToggle": text,
  /** Link to every recipe, at the start of the recipes panel. */
  "header.allRecipes": text,
  /** Link to every story, at the start of the stories panel. */
  "header.allStories": text,
  /** Link to every partner, at the start of the partner panel. */
  "header.allPartners": text,
  /** One line introducing the recipes panel. */
  "header.recipesIntro": text,
  /** One line introducing the stories panel. */
  "header.storiesIntro": text,
  /** One line introducing the partner panel. */
  "header.partnersIntro": text,
  /** Hidden hint after a link that opens in a new tab. */
  "header.newTab": text,
  /** Accessible name of the account menu (filled by the account island when logged in). */
  "header.account": text,

  /** Accessible name of the app promo banner. */
  "banner.label": text,
  /** Text of the app promo banner. */
  "banner.text": text,
  /** Short text of the app promo banner, on small screens. */
  "banner.textShort": text,
  /** Link of the app promo banner to the app page. */
  "banner.cta": text,
  /** Accessible name of the button that hides the app banner for good. */
  "banner.dismiss": text,

  /** Accessible name of the breadcrumb trail. */
  "breadcrumbs.label": text,

  /** One line under the footer wordmark. */
  "footer.claim": text,
  /** Heading of the first footer column (social links, newsletter, app badges). */
  "footer.connect": text,
  /** Heading of the second footer column (jobs, about us, …). */
  "footer.join": text,
  /** Heading of the third footer column (imprint, terms, …). */
  "footer.find": text,
  /** Heading of the fourth footer column (business offers). */
  "footer.partner": text,
  /** Accessible name of the list of social links. */
  "footer.social": text,
  /** Accessible name of one social link: `{network}`. */
  "footer.socialLink": text,
  /** Heading above the app store badges. */
  "footer.getApp": text,
  /** Small line of the App Store badge, above "App Store". */
  "footer.appStoreLine": text,
  /** Small line of the Google Play badge, above "Google Play". */
  "footer.playStoreLine": text,
  /** Footer link to the jobs page. */
  "footer.jobs": text,
  /** Footer link to the about-us page. */
  "footer.about": text,
  /** Footer link to the team page. */
  "footer.team": text,
  /** Footer link to the collaborations site. */
  "footer.collaborations": text,
  /** Footer link to the press site. */
  "footer.press": text,
  /** Footer link to the app page. */
  "footer.apps": text,
  /** Footer link to the premium plan. */
  "footer.plus": text,
  /** Marker of a new offer. */
  "footer.new": text,
  /** Footer link to the imprint. */
  "footer.imprint": text,
  /** Footer link to the terms. */
  "footer.terms": text,
  /** Footer link to the privacy policy. */
  "footer.privacy": text,
  /** Footer link to the contact page. */
  "footer.contact": text,
  /** Feedback button in the footer. */
  "footer.feedback": text,
  /** Subject of the feedback e-mail written from the feedback button. */
  "footer.feedbackSubject": text,
  /** Label of the language switch in the footer. */
  "footer.language": text,
  /** Label of the news feeds in the footer. */
  "footer.feeds": text,
  /** Footer link to the feed of new recipes. */
  "footer.feedRecipes": text,
  /** Footer link to the feed of stories. */
  "footer.feedStories": text,
  /** Title of the feed of new recipes, in the page head. */
  "feeds.recipes": text,
  /** Title of the feed of stories, in the page head. */
  "feeds.stories": text,
  /** Title of an author's feed, in the page head; {name} is the author. */
  "feeds.author": text,
  /** Footer link to the business offers. */
  "footer.business": text,
  /** Footer link to the expert blog. */
  "footer.expertBlog": text,
  /** Footer link to the contact for partners. */
  "footer.partnerContact": text,
  /** Imprint line at the bottom; `{email}` becomes the contact mail link. */
  "footer.imprintLine": text,

  /** Heading of the newsletter form. */
  "newsletter.heading": text,
  /** One line about the newsletter. */
  "newsletter.text": text,
  /** Label of the e-mail field. */
  "newsletter.email": text,
  /** Placeholder of the e-mail field. */
  "newsletter.placeholder": text,
  /** Submit button. */
  "newsletter.submit": text,
  /** Shown after a sign-up was accepted: what happens next (the confirmation mail). */
  "newsletter.success": text,
  /** The generic form error message (spec §5, §8), shown for an invalid e-mail address. */
  "form.error": text,

  /** Title of the not-found page. */
  "notFound.title": text,
  /** Heading of the not-found page. */
  "notFound.heading": text,
  /** Caption under the heading of the not-found page. */
  "notFound.caption": text,
  /** Suggestion to try the fallback recipe. */
  "notFound.suggestion": text,
  /** Small label above the fallback recipe card. */
  "notFound.emergency": text,
  /** Link home from the not-found page. */
  "notFound.home": text,
  /** Link to the search page from the not-found page. */
  "notFound.search": text,
  /** Accessible name of the list of tags on the fallback recipe card. */
  "notFound.tags": text,
  /** Print button of the emergency recipe modal. */
  "notFound.print": text,
  /** Accessible name of the emergency recipe modal's close button. */
  "notFound.close": text,
  /** Link from the emergency recipe modal to the recipe's own page. */
  "notFound.fullRecipe": text,
  /** Accessible label of the duration on the fallback recipe card. */
  "notFound.duration": text,

  /** Title and heading of the error page shown when a page fails to render. */
  "serverError.heading": text,
  /** Text of the error page. */
  "serverError.text": text,
  /** Link to reload the page on the error page. */
  "serverError.retry": text,
  /** Link home from the error page. */
  "serverError.home": text,
};
