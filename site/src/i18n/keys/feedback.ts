import { text } from "./text.ts";

/**
 * The readers' modals of the kitchen that explain or ask: the footer's feedback modal (spec §2 "user
 * feedback") and the servings limit of the recipe scaler (spec §2 "block servings").
 */
export const feedback = {
  /** Heading of the feedback modal. */
  "feedback.title": text,
  /** Line under the heading. */
  "feedback.lead": text,
  /** Label of the kind choice. */
  "feedback.kind": text,
  /** Kind: an idea. */
  "feedback.kind.idea": text,
  /** Kind: a problem. */
  "feedback.kind.problem": text,
  /** Kind: praise. */
  "feedback.kind.praise": text,
  /** Kind: anything else. */
  "feedback.kind.other": text,
  /** Label of the message. */
  "feedback.message": text,
  /** Characters used of the maximum; {count} and {max}. */
  "feedback.counter": text,
  /** Label of the optional address. */
  "feedback.email": text,
  /** Hint under the address: only if the reader wants an answer. */
  "feedback.emailHint": text,
  /** The page the feedback is sent from; {page} is its path. */
  "feedback.page": text,
  /** Send button. */
  "feedback.submit": text,
  /** Heading of the thank-you state. */
  "feedback.thanks.title": text,
  /** Text of the thank-you state. */
  "feedback.thanks.text": text,
  /** Closes the modal. */
  "feedback.close": text,
  /** The message is too short; {min} characters at least. */
  "feedback.tooShort": text,
  /** Too many feedbacks from this reader: try later. */
  "feedback.tooMany": text,
  /** Sending failed for another reason; what was typed stays. */
  "feedback.failed": text,
  /** Heading of the block servings modal. */
  "servingsLimit.title": text,
  /** Why a baking recipe does not scale beyond its written servings; {amount} and {unit}. */
  "servingsLimit.baking": text,
  /** Why a recipe stops at its maximum; {max} and {unit}. */
  "servingsLimit.max": text,
  /** Closes the modal. */
  "servingsLimit.close": text,
};
