import { text } from "./text.ts";

/** The editorial desk (issue 10); the desk island reads this area in the browser (desk-client.ts). */
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
  /** After accepting; {title}. */
  "desk.accepted": text,
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
  /** Role user. */
  "desk.role.user": text,
  /** Role editor. */
  "desk.role.editor": text,
  /** Role admin. */
  "desk.role.admin": text,
  /** A blocked account. */
  "desk.blocked": text,
};
