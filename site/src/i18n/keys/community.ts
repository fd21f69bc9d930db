import { text } from "./text.ts";

/**
 * Community and kitchen tools: cookbooks, comments, ratings, reports and the shopping list.
 * The islands read this area in the browser (community-client.ts), so it holds only what they show.
 */
export const community = {
  /** Accessible name of a community modal's close button. */
  "community.modal.close": text,
  /** The save button next to the like button of a recipe or story. */
  "community.save": text,
  "community.saved": text,
  /** The button of a recipe that puts its ingredients on the shopping list. */
  "community.shop": text,
  /** Heading of the cookbooks modal. */
  "community.cookbooks.title": text,
  /** Under the heading; {title} is the item. */
  "community.cookbooks.lead": text,
  /** The reader has no cookbook yet. */
  "community.cookbooks.empty": text,
  /** Items in a cookbook; {count} is the number. */
  "community.cookbooks.count": text,
  /** State of a cookbook that holds the item (screen readers and the tick). */
  "community.cookbooks.saved": text,
  /** Opens the create form. */
  "community.cookbooks.new": text,
  /** Closes the modal. */
  "community.cookbooks.done": text,
  /** Link to the cookbooks page. */
  "community.cookbooks.all": text,
  /** Heading of the create form. */
  "community.create.title": text,
  /** Label of the name field. */
  "community.create.name": text,
  /** Hint under the name field. */
  "community.create.hint": text,
  /** Creates the cookbook (and saves the item into it). */
  "community.create.submit": text,
  /** Back to the list of cookbooks. */
  "community.create.back": text,
  /** Inline error: no name. */
  "community.create.required": text,
  /** Heading of the rename modal. */
  "community.rename.title": text,
  /** Submit of the rename modal. */
  "community.rename.submit": text,
  /** Heading of the delete modal. */
  "community.delete.title": text,
  /** What deleting does; {name} is the cookbook. */
  "community.delete.text": text,
  /** Confirms deleting. */
  "community.delete.submit": text,
  /** Closes a confirmation without doing anything. */
  "community.cancel": text,
  /** Heading of the item delete modal. */
  "community.itemDelete.title": text,
  /** {title} is the item, {name} the cookbook. */
  "community.itemDelete.text": text,
  /** Confirms removing. */
  "community.itemDelete.submit": text,
  /** Heading of the item move modal. */
  "community.itemMove.title": text,
  /** {title} is the item. */
  "community.itemMove.lead": text,
  /** Moves the item. */
  "community.itemMove.submit": text,
  /** There is no other cookbook. */
  "community.itemMove.none": text,
  /** The reader has no cookbook (cookbooks page). */
  "community.page.empty": text,
  /** Button on the cookbooks page that opens the create modal. */
  "community.page.create": text,
  /** An empty cookbook. */
  "community.page.itemEmpty": text,
  /** Link to the recipes from an empty cookbook. */
  "community.page.browse": text,
  /** Link from a cookbook back to all cookbooks. */
  "community.page.back": text,
  /** Opens the rename modal. */
  "community.page.rename": text,
  /** Opens the delete modal. */
  "community.page.delete": text,
  /** Opens the item move modal; {title} is the item. */
  "community.page.move": text,
  /** Opens the item delete modal; {title} is the item. */
  "community.page.remove": text,
  /** Loads the next page of items. */
  "community.page.more": text,
  /** A cookbook that is not the reader's or is gone. */
  "community.page.notFound": text,
  /** Prompt for logged-out readers on personal pages. */
  "community.page.login": text,
  /** Button that opens the login modal. */
  "community.page.loginButton": text,
  /** A request failed; the API's message follows. */
  "community.error": text,
  /** Heading of the rating box. */
  "community.rating.title": text,
  /** Legend of the stars the reader gives. */
  "community.rating.label": text,
  /** Accessible name of one star; {n} is 1 to 5. */
  "community.rating.star": text,
  /** {average} and {count} of all ratings. */
  "community.rating.summary": text,
  /** {average} of exactly one rating. */
  "community.rating.summaryOne": text,
  /** Nobody has rated yet. */
  "community.rating.none": text,
  /** After rating; {n} is the reader's stars. */
  "community.rating.mine": text,
  /** Takes the reader's rating back. */
  "community.rating.remove": text,
  /** Heading of the comments. */
  "community.comments.title": text,
  /** {count} comments. */
  "community.comments.count": text,
  /** Exactly one comment. */
  "community.comments.countOne": text,
  /** No comments yet. */
  "community.comments.none": text,
  /** While the comments load. */
  "community.comments.loading": text,
  /** The comments could not be loaded. */
  "community.comments.failed": text,
  /** Loads the comments again. */
  "community.comments.retry": text,
  /** Loads older comments. */
  "community.comments.more": text,
  /** Accessible name of a comment's heart; {name} wrote it. */
  "community.comments.like": text,
  /** Opens the report modal for a comment. */
  "community.comments.report": text,
  /** Deletes the reader's own comment. */
  "community.comments.delete": text,
  /** Asks before deleting a comment. */
  "community.comments.deleteConfirm": text,
  /** Accessible name of a comment photo; {name} wrote the comment, {n} is its number. */
  "community.comments.photo": text,
  /** Label of the comment field. */
  "community.comments.formLabel": text,
  /** Placeholder of the comment field. */
  "community.comments.placeholder": text,
  /** Characters left; {count} is the number. */
  "community.comments.remaining": text,
  /** Opens the photo picker. */
  "community.comments.addPhoto": text,
  /** Hint next to the photo button. */
  "community.comments.photoHint": text,
  /** Upload progress; {percent} is 0 to 100. */
  "community.comments.uploading": text,
  /** Removes a photo before sending; {n} is its number. */
  "community.comments.removePhoto": text,
  /** A chosen file is over 10 MB. */
  "community.comments.tooBig": text,
  /** Sends the comment. */
  "community.comments.submit": text,
  /** After sending. */
  "community.comments.sent": text,
  /** For logged-out readers in place of the form. */
  "community.comments.loginPrompt": text,
  /** Marks the reader's own comment. */
  "community.comments.you": text,
  /** Accessible name of the photo viewer. */
  "community.lightbox.label": text,
  /** Shows the previous photo. */
  "community.lightbox.previous": text,
  /** Shows the next photo. */
  "community.lightbox.next": text,
  /** Heading of the report modal. */
  "community.report.title": text,
  /** Under the heading. */
  "community.report.lead": text,
  /** Legend of the reasons. */
  "community.report.reason": text,
  /** Reason spam. */
  "community.report.spam": text,
  /** Reason offensive. */
  "community.report.offensive": text,
  /** Reason copyright. */
  "community.report.copyright": text,
  /** Reason other. */
  "community.report.other": text,
  /** Label of the optional detail field. */
  "community.report.text": text,
  /** Sends the report. */
  "community.report.submit": text,
  /** Heading after a report. */
  "community.reportSuccess.title": text,
  /** What happens next. */
  "community.reportSuccess.text": text,
  /** Heading of the shopping list (modal and page). */
  "community.shopping.title": text,
  /** After a recipe was added; {servings} and {title}. */
  "community.shopping.added": text,
  /** The list is empty. */
  "community.shopping.empty": text,
  /** Label of the field for a free item. */
  "community.shopping.addLabel": text,
  /** Placeholder of that field. */
  "community.shopping.addPlaceholder": text,
  /** Adds the free item. */
  "community.shopping.addSubmit": text,
  /** Removes every checked item. */
  "community.shopping.clearChecked": text,
  /** {checked} of {total} items checked. */
  "community.shopping.progress": text,
  /** While there is no connection. */
  "community.shopping.offline": text,
  /** Changes not sent yet; {count} is the number. */
  "community.shopping.pending": text,
  /** Everything is sent. */
  "community.shopping.synced": text,
  /** Which recipes an item is for; {recipes} names them. */
  "community.shopping.for": text,
  /** Removes one item; {text} is the item. */
  "community.shopping.remove": text,
  /** Link from the modal to the full list. */
  "community.shopping.openPage": text,
  /** While a recipe is being added. */
  "community.shopping.adding": text,
};
