import { text } from "./text.ts";

/**
 * A cook's own recipes: the creation wizard and the "my recipes" page. The islands read
 * this area in the browser (own-client.ts).
 */
export const own = {
  /** The first step of the wizard. */
  "own.step.basics": text,
  /** The second step. */
  "own.step.ingredients": text,
  /** The third step. */
  "own.step.steps": text,
  /** The fourth step. */
  "own.step.categories": text,
  /** The last step. */
  "own.step.preview": text,
  /** Where the cook is; {n} and {total}. */
  "own.stepOf": text,
  /** The draft is on the server. */
  "own.save.saved": text,
  /** A save is under way. */
  "own.save.saving": text,
  /** No connection: kept on the device. */
  "own.save.offline": text,
  /** A save failed; {message} says why. */
  "own.save.error": text,
  /** Label of the title field. */
  "own.basics.title": text,
  /** Under the title field. */
  "own.basics.titleHint": text,
  /** Label of the introduction. */
  "own.basics.intro": text,
  /** Under the introduction. */
  "own.basics.introHint": text,
  /** Label of the photo. */
  "own.basics.photo": text,
  /** Under the photo. */
  "own.basics.photoHint": text,
  /** Picks a photo. */
  "own.basics.photoChoose": text,
  /** Picks another photo. */
  "own.basics.photoReplace": text,
  /** Removes the photo. */
  "own.basics.photoRemove": text,
  /** Upload progress; {percent}. */
  "own.basics.uploading": text,
  /** Label of the servings. */
  "own.basics.servings": text,
  /** Legend of the times. */
  "own.basics.times": text,
  /** Hands-on time. */
  "own.basics.preparation": text,
  /** Cooking or baking time. */
  "own.basics.baking": text,
  /** Resting time. */
  "own.basics.resting": text,
  /** Legend of the difficulty. */
  "own.basics.difficulty": text,
  /** Difficulty easy. */
  "own.difficulty.easy": text,
  /** Difficulty medium. */
  "own.difficulty.medium": text,
  /** Difficulty hard. */
  "own.difficulty.hard": text,
  /** Above the ingredient lines. */
  "own.ingredients.hint": text,
  /** Label of an amount. */
  "own.ingredients.amount": text,
  /** Label of a unit. */
  "own.ingredients.unit": text,
  /** The unit of counted things. */
  "own.ingredients.pieces": text,
  /** Label of an ingredient's name. */
  "own.ingredients.name": text,
  /** Label of a line's note. */
  "own.ingredients.note": text,
  /** Example of a note. */
  "own.ingredients.notePlaceholder": text,
  /** Marks a line that names a known ingredient. */
  "own.ingredients.known": text,
  /** Adds a line. */
  "own.ingredients.add": text,
  /** Label of an ingredient group's title; {n}. */
  "own.ingredients.group": text,
  /** Placeholder of a group title. */
  "own.ingredients.groupPlaceholder": text,
  /** Removes a group; {n}. */
  "own.ingredients.removeGroup": text,
  /** Adds a group of ingredients (for the dough, for the sauce). */
  "own.ingredients.addGroup": text,
  /** Removes line {n}. */
  "own.ingredients.remove": text,
  /** Above the steps. */
  "own.method.hint": text,
  /** Label of step {n}. */
  "own.method.step": text,
  /** Adds a step. */
  "own.method.add": text,
  /** Removes step {n}. */
  "own.method.remove": text,
  /** Adds a photo to a step. */
  "own.method.photo": text,
  /** Heading of the categories. */
  "own.categories.title": text,
  /** Under it. */
  "own.categories.hint": text,
  /** Heading of the tags. */
  "own.tags.title": text,
  /** Under it. */
  "own.tags.hint": text,
  /** Above the preview. */
  "own.preview.lead": text,
  /** Sends the recipe to the editors. */
  "own.preview.submit": text,
  /** After submitting: the headline of the confirmation. */
  "own.preview.submitted": text,
  /** Under it: what happens next. */
  "own.preview.next": text,
  /** Goes to the step with what is missing. */
  "own.preview.fix": text,
  /** Servings in the preview; {count}. */
  "own.preview.servings": text,
  /** Total time in the preview; {count}. */
  "own.preview.minutes": text,
  /** Goes to the previous step. */
  "own.nav.back": text,
  /** Goes to the next step. */
  "own.nav.next": text,
  /** A submitted recipe cannot be edited. */
  "own.locked.submitted": text,
  /** A published recipe. */
  "own.locked.published": text,
  /** Above a rejected recipe; the reason follows. */
  "own.locked.rejected": text,
  /** Link to a published recipe's page. */
  "own.locked.view": text,
  /** Link to the my-recipes page. */
  "own.list.back": text,
  /** Starts a new recipe. */
  "own.list.new": text,
  /** The cook has no recipe. */
  "own.list.empty": text,
  /** A draft without a title. */
  "own.list.untitled": text,
  /** Opens the wizard. */
  "own.list.edit": text,
  /** Opens the published page. */
  "own.list.view": text,
  /** Deletes a recipe. */
  "own.list.delete": text,
  /** Asks before deleting {title}. */
  "own.list.confirmDelete": text,
  /** Before the editors' reason. */
  "own.list.reason": text,
  /** When it changed; {date}. */
  "own.list.updated": text,
  /** Badge of a draft. */
  "own.badge.draft": text,
  /** Badge of a submitted recipe. */
  "own.badge.submitted": text,
  /** Badge of a rejected recipe. */
  "own.badge.rejected": text,
  /** Badge of a published recipe. */
  "own.badge.published": text,
  /** Something failed. */
  "own.error": text,
  /** The recipe is gone or not the reader's. */
  "own.missing": text,
};
