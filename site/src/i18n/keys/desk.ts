import { text } from "./text.ts";

/** The editorial desk; the desk island reads this area in the browser (desk-client.ts). */
export const desk = {
  /** Tab: submitted recipes. */
  "desk.tab.submissions": text,
  /** Tab: abuse reports. */
  "desk.tab.reports": text,
  /** Tab: recipes and stories. */
  "desk.tab.content": text,
  /** Tab: the audit log. */
  "desk.tab.audit": text,
  /** For a reader who is no editor. */
  "desk.forbidden": text,
  /** Something failed. */
  "desk.error": text,
  /** An empty queue or list. */
  "desk.empty": text,
  /** Loads the next page. */
  "desk.more": text,
  /** Who wrote it; {name}. */
  "desk.by": text,
  /** When it was submitted; {date}. */
  "desk.submitted": text,
  /** Shows the recipe. */
  "desk.preview": text,
  /** Hides it. */
  "desk.hidePreview": text,
  /** Publishes a submission. */
  "desk.accept": text,
  /** Opens the reject form. */
  "desk.reject": text,
  /** Label of the reason. */
  "desk.reason": text,
  /** Sends the rejection. */
  "desk.rejectSend": text,
  /** After accepting, while the site is rebuilt and the recipe's page does not answer yet; {title}. */
  "desk.goingLive": text,
  /** After accepting, once the recipe's page answers (a link to it follows); {title}. */
  "desk.accepted": text,
  /** After accepting, when the page still did not answer after a minute; {title}. */
  "desk.liveSlow": text,
  /** After rejecting; {title}. */
  "desk.rejected": text,
  /** A submission that no longer passes. */
  "desk.incomplete": text,
  /** How many reported it; {count}. */
  "desk.reporters": text,
  /** A hidden comment or photo. */
  "desk.hidden": text,
  /** A reported comment. */
  "desk.target.comment": text,
  /** A reported photo. */
  "desk.target.image": text,
  /** A reported recipe. */
  "desk.target.recipe": text,
  /** A reported user. */
  "desk.target.user": text,
  /** Label of the content search. */
  "desk.search": text,
  /** All types. */
  "desk.type.all": text,
  /** Recipes. */
  "desk.type.recipe": text,
  /** Stories. */
  "desk.type.article": text,
  /** Live. */
  "desk.state.live": text,
  /** Expired. */
  "desk.state.expired": text,
  /** Scheduled. */
  "desk.state.scheduled": text,
  /** Opens the editor. */
  "desk.edit": text,
  /** Opens the public page. */
  "desk.view": text,
  /** Label of a title; {lang}. */
  "desk.title": text,
  /** Label of a slug; {lang}. */
  "desk.slug": text,
  /** Under the slug. */
  "desk.slugHint": text,
  /** Label of a teaser; {lang}. */
  "desk.description": text,
  /** Legend of the state. */
  "desk.publishing": text,
  /** Label of the time. */
  "desk.publishAt": text,
  /** Saves. */
  "desk.save": text,
  /** After saving. */
  "desk.saved": text,
  /** Closes the editor. */
  "desk.close": text,
  /** A new item not yet published. */
  "desk.state.draft": text,
  /** Opens the writing room of an item. */
  "desk.write": text,
  /** Leaves the writing room. */
  "desk.back": text,
  /** A cook's recipe. */
  "desk.community": text,
  /** Label of the language tabs. */
  "desk.languages": text,
  /** German. */
  "desk.language.de": text,
  /** English. */
  "desk.language.en": text,
  /** A language version not written yet. */
  "desk.missing": text,
  /** Before the twin is started; {lang}. */
  "desk.twin.lead": text,
  /** Starts the twin from a copy. */
  "desk.twin.start": text,
  /** Saves the new language version. */
  "desk.twin.save": text,
  /** Label of write/preview. */
  "desk.mode": text,
  /** Writing. */
  "desk.mode.write": text,
  /** The preview. */
  "desk.mode.preview": text,
  /** Saves a language version. */
  "desk.saveVersion": text,
  /** After saving an unpublished item. */
  "desk.savedDraft": text,
  /** Unsaved changes. */
  "desk.unsaved": text,
  /** Starts a new recipe. */
  "desk.new.recipe": text,
  /** Starts a new story. */
  "desk.new.article": text,
  /** Creates the new item. */
  "desk.new.create": text,
  /** Section: title, teaser, photo. */
  "desk.story.basics": text,
  /** Section: the blocks. */
  "desk.story.body": text,
  /** A headline block. */
  "desk.block.headline": text,
  /** A text block. */
  "desk.block.text": text,
  /** Hint under a text block. */
  "desk.block.textHint": text,
  /** A text block holding markup. */
  "desk.block.html": text,
  /** Hint under an HTML block. */
  "desk.block.htmlHint": text,
  /** A quote block. */
  "desk.block.quote": text,
  /** Who said the quote. */
  "desk.block.cite": text,
  /** A block of recipe cards. */
  "desk.block.recipes": text,
  /** Heading of a recipes block. */
  "desk.block.recipesTitle": text,
  /** Search for a recipe to add. */
  "desk.block.findRecipe": text,
  /** Removes a recipe from the block. */
  "desk.block.removeRecipe": text,
  /** A block the desk does not edit. */
  "desk.block.kept": text,
  /** Explains a kept block. */
  "desk.block.keptHint": text,
  /** Moves a block up; {n}. */
  "desk.block.up": text,
  /** Moves a block down; {n}. */
  "desk.block.down": text,
  /** Removes a block; {n}. */
  "desk.block.remove": text,
  /** Adds a block; {kind}. */
  "desk.block.add": text,
  /** Column: when. */
  "desk.when": text,
  /** Column: who. */
  "desk.who": text,
  /** Column: what. */
  "desk.what": text,
  /** Column: on what. */
  "desk.target": text,
  /** Label of the note to the author. */
  "desk.note": text,
  /** After a decision. */
  "desk.decided": text,
  /** Nothing wrong. */
  "desk.decision.dismiss": text,
  /** Hide it. */
  "desk.decision.hide": text,
  /** Delete it. */
  "desk.decision.delete": text,
  /** Warn the author. */
  "desk.decision.warn": text,
  /** Block the author. */
  "desk.decision.block": text,
  /** Tab: who is an editor (admins). */
  "desk.tab.team": text,
  /** Label of the people search. */
  "desk.findPeople": text,
  /** Label of a role select; {name}. */
  "desk.roleOf": text,
  /** After a role change; {name} and {role}. */
  "desk.roleSaved": text,
  /** Check box of an account in the team panel: has Tischlein Plus, {name}. */
  "desk.premiumOf": text,
  /** Confirmation: {name} got Plus. */
  "desk.premiumOn": text,
  /** Confirmation: {name} no longer has Plus. */
  "desk.premiumOff": text,
  /** Check box in the quick editor: the recipe is a Plus recipe (only members see its ingredients and method). */
  "desk.premiumRecipe": text,
  /** Role user. */
  "desk.role.user": text,
  /** Role editor. */
  "desk.role.editor": text,
  /** Role admin. */
  "desk.role.admin": text,
  /** A blocked account. */
  "desk.blocked": text,
  /** Tab: the home page's feed modules (and the veganuary page). */
  "desk.tab.feed": text,
  /** Tab: the header menu. */
  "desk.tab.menu": text,
  /** Legend of the feed choice. */
  "desk.feed.group": text,
  /** The home page feed. */
  "desk.feed.group.main": text,
  /** The veganuary special page. */
  "desk.feed.group.veganuary": text,
  /** Legend of the feed's language. */
  "desk.feed.language": text,
  /** German. */
  "desk.feed.language.de": text,
  /** English. */
  "desk.feed.language.en": text,
  /** Module kind: the lead item. */
  "desk.feed.kind.hero": text,
  /** Module kind: a row of cards. */
  "desk.feed.kind.carousel": text,
  /** Module kind: a collection. */
  "desk.feed.kind.collection": text,
  /** Module kind: tiles. */
  "desk.feed.kind.link_collection": text,
  /** Module kind: cooks' portraits. */
  "desk.feed.kind.author_carousel": text,
  /** Module kind: one link. */
  "desk.feed.kind.link": text,
  /** Module kind: a recipe video. */
  "desk.feed.kind.player": text,
  /** Module kind: cards chosen by a query. */
  "desk.feed.kind.automated": text,
  /** Module kind: a teaser with a button. */
  "desk.feed.kind.link_module": text,
  /** Label of a module's heading. */
  "desk.feed.heading": text,
  /** A module without a heading. */
  "desk.feed.untitled": text,
  /** Heading of a module's cards; {count}. */
  "desk.feed.cards": text,
  /** Label of the search that adds a card. */
  "desk.feed.add": text,
  /** Label of the search that replaces the lead item. */
  "desk.feed.replace": text,
  /** The search found nothing. */
  "desk.feed.noHits": text,
  /** The search failed. */
  "desk.feed.searchFailed": text,
  /** A hit the module holds already. */
  "desk.feed.already": text,
  /** Under an automatic module's cards. */
  "desk.feed.automatic": text,
  /** Under a module whose other fields the desk does not edit. */
  "desk.feed.kept": text,
  /** A feed without modules. */
  "desk.feed.none": text,
  /** Moves an entry up; {title}. */
  "desk.order.up": text,
  /** Moves an entry down; {title}. */
  "desk.order.down": text,
  /** Removes an entry; {title}. */
  "desk.order.remove": text,
  /** Visible text of a remove button. */
  "desk.order.removeShort": text,
  /** After a move, read out; {title} and {position}. */
  "desk.order.moved": text,
  /** After removing, read out; {title}. */
  "desk.order.removed": text,
  /** After adding, read out; {title}. */
  "desk.order.added": text,
  /** Something was changed and not saved. */
  "desk.edits.unsaved": text,
  /** Nothing to save. */
  "desk.edits.clean": text,
  /** Saves the feed or menu. */
  "desk.edits.save": text,
  /** Goes back to the stored version. */
  "desk.edits.discard": text,
  /** Asked before unsaved changes are lost. */
  "desk.edits.confirm": text,
  /** Label of a menu label; {lang}. */
  "desk.menu.title": text,
  /** Label of a menu target; {lang}. */
  "desk.menu.href": text,
  /** Under a menu target. */
  "desk.menu.hrefHint": text,
  /** A menu label or target left empty. */
  "desk.menu.required": text,
  /** A menu target that is no link. */
  "desk.menu.hrefInvalid": text,
  /** Label of the button that opens an entry; {title}. */
  "desk.menu.edit": text,
  /** Heading of an entry's panel columns; {count}. */
  "desk.menu.groups": text,
  /** How many links a column holds; {count}. */
  "desk.menu.links": text,
  /** Label of a link's kind. */
  "desk.menu.itemType": text,
  /** A link to a category. */
  "desk.menu.itemType.category": text,
  /** A link to a page. */
  "desk.menu.itemType.page": text,
  /** A link elsewhere. */
  "desk.menu.itemType.external": text,
  /** Legend of one link of a column; {position}. */
  "desk.menu.item": text,
  /** Name of a link without a label yet. */
  "desk.menu.newItem": text,
  /** Adds a link to a column. */
  "desk.menu.addItem": text,
  /** Legend of the preview's language. */
  "desk.menu.previewIn": text,
  /** Tab: readers' feedback from the footer's modal. */
  "desk.tab.feedback": text,
  /** Name of the feedback filter. */
  "desk.feedback.show": text,
  /** Filter: open feedback only. */
  "desk.feedback.open": text,
  /** Filter: all feedback. */
  "desk.feedback.all": text,
  /** No open feedback. */
  "desk.feedback.empty": text,
  /** Kind: an idea. */
  "desk.feedback.kind.idea": text,
  /** Kind: a problem. */
  "desk.feedback.kind.problem": text,
  /** Kind: praise. */
  "desk.feedback.kind.praise": text,
  /** Kind: anything else. */
  "desk.feedback.kind.other": text,
  /** Sent by a reader who was not logged in. */
  "desk.feedback.anonymous": text,
  /** Marks a feedback handled. */
  "desk.feedback.done": text,
};
