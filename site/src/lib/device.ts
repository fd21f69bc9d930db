/**
 * Names of what the site keeps on the reader's device (localStorage) and reads in more than one
 * place: the pages' scripts, the islands and the inline scripts that run before the first paint.
 * Kept apart from the code that writes them, so that reading one costs a page no more than the name.
 */

/** The reader's personalisation choices (stores/personalization.ts), read by the home page's "for you" module and the servings scaler. */
export const CHOICES_KEY = "tischlein:preferences";
