import { text } from "./text.ts";

/**
 * Personalisation: the onboarding and onboarding wizard modals, the home page's "for you"
 * module and the settings page's section.
 */
export const personal = {
  /** Heading of the onboarding modal. */
  "personal.onboarding.title": text,
  /** What the onboarding modal asks, one or two sentences. */
  "personal.onboarding.text": text,
  /** Button: start the wizard. */
  "personal.onboarding.start": text,
  /** Button: not now (the modal does not come back). */
  "personal.onboarding.later": text,
  /** Heading of the wizard. */
  "personal.wizard.title": text,
  /** Progress line: step {step} of {steps}. */
  "personal.wizard.progress": text,
  /** Question of the diet step. */
  "personal.wizard.diet": text,
  /** Question of the dislikes step. */
  "personal.wizard.dislikes": text,
  /** Hint below the dislikes question. */
  "personal.wizard.dislikesHint": text,
  /** Question of the skill step. */
  "personal.wizard.skill": text,
  /** Question of the household step. */
  "personal.wizard.household": text,
  /** A household of one: {count}. */
  "personal.wizard.person": text,
  /** A household of {count} people. */
  "personal.wizard.people": text,
  /** Accessible name of the button that lowers the household size. */
  "personal.wizard.fewer": text,
  /** Accessible name of the button that raises the household size. */
  "personal.wizard.more": text,
  /** Question of the cuisines step. */
  "personal.wizard.cuisines": text,
  /** Button: previous step. */
  "personal.wizard.back": text,
  /** Button: next step. */
  "personal.wizard.next": text,
  /** Button: leave this step unanswered. */
  "personal.wizard.skip": text,
  /** Button of the last step: save the choices. */
  "personal.wizard.save": text,
  /** Toast after saving. */
  "personal.wizard.saved": text,
  /** Error line when saving or loading failed. */
  "personal.wizard.error": text,
  /** Heading of the home page's module. */
  "personal.forYou.title": text,
  /** Line below the heading while the reader has not told us anything. */
  "personal.forYou.intro": text,
  /** Line below the heading once the module follows the reader's choices. */
  "personal.forYou.personalised": text,
  /** Button that opens the wizard while the reader has not told us anything. */
  "personal.forYou.personalise": text,
  /** Button that opens the wizard to change the choices. */
  "personal.forYou.change": text,
  /** Heading of the settings page's section. */
  "personal.settings.title": text,
  /** What the settings section is for. */
  "personal.settings.text": text,
  /** Button of the settings section. */
  "personal.settings.edit": text,
};
