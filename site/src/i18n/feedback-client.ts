/**
 * The strings of the feedback and block servings modals in the browser: only the "feedback" area
 * of both dictionaries, like community-client.ts.
 */
import type { Language } from "@tischlein/content-schemas";
import type { feedback as keys } from "./keys/feedback.ts";
import { feedback as de } from "./de/feedback.ts";
import { feedback as en } from "./en/feedback.ts";
import { lookup } from "./fill.ts";

/** A key of the feedback area. */
export type FeedbackKey = keyof typeof keys;

/** Looks up a string of the feedback area and fills its placeholders. */
export type FeedbackText = (key: FeedbackKey, values?: Record<string, string | number>) => string;

const dictionaries: Record<Language, Record<FeedbackKey, string>> = { de, en };

/** The feedback strings of one language. */
export function feedbackText(lang: Language): FeedbackText {
  return lookup(dictionaries[lang]);
}
