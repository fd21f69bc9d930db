import { text } from "./text.ts";

/**
 * Accounts, sessions and likes: the header's account slot and menu, the like button and its toasts,
 * the login, register and reset modals, and the account pages (confirm, reset password, login,
 * signup, profile, likes, settings). The islands read this area in the browser (i18n/client.ts), so
 * it holds only what they show; the pages' frames use the "shells" area.
 */
export const account = {
  /** Header link (and its accessible name) to log in, for logged-out readers. */
  "account.login": text,
  /** Accessible name of the button that opens the account menu. */
  "account.menu.label": text,
  /** Account menu: the profile page. */
  "account.menu.profile": text,
  /** Account menu: the liked recipes and stories. */
  "account.menu.likes": text,
  /** Account menu: the cookbooks. */
  "account.menu.cookbooks": text,
  /** Account menu entry: the shopping list. */
  "account.menu.shoppingList": text,
  /** Account menu: the settings. */
  "account.menu.settings": text,
  /** Account menu link to the editorial desk, for editors and admins. */
  "account.menu.desk": text,
  /** Account menu: log out. */
  "account.menu.logout": text,
  /** Marker of a premium member (is_premium), in the menu and on the profile. */
  "account.premium": text,
  /** Toast after logging out. */
  "account.loggedOut": text,
  /** Toast when logging out failed (the session is still open). */
  "account.logoutFailed": text,
  /** Placeholder text while the account is being loaded. */
  "account.loading": text,

  /** Accessible name of a like button (a toggle; its pressed state says liked or not) with its count: `{count}` is the exact number (2 or more, or 0). */
  "likes.name": text,
  /** Accessible name of a like button liked once. */
  "likes.nameOne": text,
  /** Toast when a like could not be saved (the heart is rolled back). */
  "likes.failed": text,
  /** Toast when an unlike could not be saved (the heart is rolled back). */
  "likes.unlikeFailed": text,
  /** Accessible name of a toast's close button. */
  "toast.close": text,

  /** Accessible name of the modals' close button. */
  "account.modal.close": text,
  /** Line above the register form when the reader tried to like something while logged out. */
  "account.modal.likeHint": text,
  "account.modal.saveHint": text,

  /** Field label: display name. */
  "account.field.name": text,
  /** Hint under the name field. */
  "account.field.nameHint": text,
  /** Field label: e-mail address. */
  "account.field.email": text,
  /** Field label: password (login, account deletion). */
  "account.field.password": text,
  /** Field label: a new password (register, reset, change). */
  "account.field.newPassword": text,
  /** Field label: the current password (change password). */
  "account.field.currentPassword": text,
  /** Hint under a new-password field: the rule. */
  "account.field.passwordHint": text,
  /** Visible text of the button that shows the typed password (short; its name is showPassword). */
  "account.field.show": text,
  /** Visible text of the button that hides it again (short; its name is hidePassword). */
  "account.field.hide": text,
  /** Accessible name of the button that shows the typed password. */
  "account.field.showPassword": text,
  /** Accessible name of the button that hides the typed password again. */
  "account.field.hidePassword": text,
  /** Check box: newsletter consent (newsletter_opt_in). */
  "account.field.newsletter": text,
  /** Field label: preferred language. */
  "account.field.language": text,
  /** Hint under the language field. */
  "account.field.languageHint": text,
  /** Name of German in the language field. */
  "account.language.de": text,
  /** Name of English in the language field. */
  "account.language.en": text,

  /** Inline error: the field is empty. */
  "account.error.required": text,
  /** Inline error: not an e-mail address. */
  "account.error.email": text,
  /** Inline error: the new password is shorter than 8 characters. */
  "account.error.passwordShort": text,
  /** Inline error: the password is longer than 1,024 characters. */
  "account.error.passwordLong": text,
  /** Inline error: the name is longer than 80 characters. */
  "account.error.nameLong": text,
  /** Inline error: the e-mail address typed to confirm a deletion is not the account's. */
  "account.error.confirmEmail": text,
  /** Form message when inline errors stop a submit. */
  "account.error.summary": text,
  /** Form message when the request did not reach the server. */
  "account.error.network": text,
  /** Form message when the server answered an error without a message. */
  "account.error.generic": text,

  /** Title of the login modal. */
  "account.login.title": text,
  /** Line under the login modal's title. */
  "account.login.lead": text,
  /** Submit button of the login form. */
  "account.login.submit": text,
  /** Link to the forgotten-password form. */
  "account.login.forgot": text,
  /** Question before the link to the register form. */
  "account.login.noAccount": text,
  /** Link from the login form to the register form. */
  "account.login.toRegister": text,
  /** Message on the login page after a failed social login (`?error=social`). */
  "account.login.socialError": text,
  /** Message on the login and signup pages when the reader is logged in already: `{name}`. */
  "account.login.already": text,
  /** Link from that message onwards (home page). */
  "account.login.continue": text,

  /** Title of the register modal. */
  "account.register.title": text,
  /** Line under the register modal's title. */
  "account.register.lead": text,
  /** Submit button of the register form. */
  "account.register.submit": text,
  /** Question before the link to the login form. */
  "account.register.haveAccount": text,
  /** Link from the register form to the login form. */
  "account.register.toLogin": text,
  /** Consent line under the register form; `{terms}` and `{privacy}` become links. */
  "account.register.legal": text,
  /** Text of the terms link in that line. */
  "account.register.terms": text,
  /** Text of the privacy link in that line. */
  "account.register.privacy": text,
  /** Heading after registering: the mail is on its way. */
  "account.register.sentTitle": text,
  /** Text after registering: `{email}` gets the confirmation link. */
  "account.register.sent": text,

  /** Title of the forgotten-password form (the reset modal). */
  "account.forgot.title": text,
  /** Line under that title. */
  "account.forgot.lead": text,
  /** Submit button of the forgotten-password form. */
  "account.forgot.submit": text,
  /** Heading after asking for a reset link. */
  "account.forgot.sentTitle": text,
  /** Text after asking for a reset link: `{email}`. */
  "account.forgot.sent": text,
  /** Link back to the login form. */
  "account.forgot.back": text,

  /** Heading of the new-password form (reset page with a token). */
  "account.reset.title": text,
  /** Line under that heading. */
  "account.reset.lead": text,
  /** Submit button of the new-password form. */
  "account.reset.submit": text,
  /** Heading after the new password was saved. */
  "account.reset.doneTitle": text,
  /** Text after the new password was saved (logged in now). */
  "account.reset.done": text,
  /** Link to ask for a new reset link after a failure. */
  "account.reset.requestNew": text,

  /** Line between the e-mail form and the social login buttons. */
  "account.social.or": text,
  /** Social login button: `{provider}`. */
  "account.social.continue": text,

  /** Status while the confirmation link is checked. */
  "account.confirm.working": text,
  /** Heading after the account was confirmed: `{name}`. */
  "account.confirm.welcomeTitle": text,
  /** Text after the account was confirmed (logged in now). */
  "account.confirm.welcome": text,
  /** Link from the welcome to the recipes. */
  "account.confirm.toRecipes": text,
  /** Link from the welcome to the profile. */
  "account.confirm.toProfile": text,
  /** Message when the page was opened without a token. */
  "account.confirm.missing": text,
  /** Heading when the confirmation failed. */
  "account.confirm.failedTitle": text,
  /** Link to register again after a failed confirmation. */
  "account.confirm.signupAgain": text,

  /** Heading shown on an account page to a logged-out reader. */
  "account.gate.title": text,
  /** Text of that prompt. */
  "account.gate.text": text,
  /** Button of that prompt: register. */
  "account.gate.register": text,

  /** Greeting on the profile page: `{name}`. */
  "account.profile.greeting": text,
  /** Heading of the profile's shortcuts. */
  "account.profile.shortcuts": text,
  /** Shortcut text: likes. */
  "account.profile.likesText": text,
  /** Shortcut text: cookbooks. */
  "account.profile.cookbooksText": text,
  /** Shortcut text: settings. */
  "account.profile.settingsText": text,
  /** Heading of the latest likes on the profile page. */
  "account.profile.recent": text,
  /** Link from there to all likes. */
  "account.profile.seeAll": text,

  /** Heading of the likes list when it is empty. */
  "account.likes.emptyTitle": text,
  /** Text of the empty likes list. */
  "account.likes.emptyText": text,
  /** Link from the empty likes list to the recipes. */
  "account.likes.emptyCta": text,
  /** Number of liked items above the list: `{count}`. */
  "account.likes.total": text,
  /** Author line of a liked card: `{name}`. */
  "account.likes.by": text,
  /** Button that loads the next page of likes. */
  "account.likes.more": text,
  /** Message when the likes could not be loaded. */
  "account.likes.failed": text,
  /** Button that tries again. */
  "account.likes.retry": text,

  /** Settings: heading of the profile section. */
  "account.settings.profileTitle": text,
  /** Settings: which address the account signs in with: `{email}`. */
  "account.settings.signedInAs": text,
  /** Settings: save button of the profile section. */
  "account.settings.save": text,
  /** Settings: status after saving. */
  "account.settings.saved": text,
  /** Settings: heading of the password section. */
  "account.settings.passwordTitle": text,
  /** Settings: submit of the password change. */
  "account.settings.passwordSubmit": text,
  /** Settings: status after changing the password. */
  "account.settings.passwordDone": text,
  /** Settings: text for accounts without a password (social login). */
  "account.settings.passwordNone": text,
  /** Settings: link that sets a first password (the reset page). */
  "account.settings.passwordSet": text,
  /** Settings: heading of the delete section. */
  "account.settings.deleteTitle": text,
  /** Settings: what deleting means. */
  "account.settings.deleteText": text,
  /** Settings: first button, which opens the confirmation step. */
  "account.settings.deleteStart": text,
  /** Settings: confirmation step, for accounts with a password. */
  "account.settings.deleteConfirmPassword": text,
  /** Settings: confirmation step, for accounts without a password: type `{email}`. */
  "account.settings.deleteConfirmEmail": text,
  /** Settings: label of the e-mail field of that step. */
  "account.settings.deleteEmailLabel": text,
  /** Settings: final delete button. */
  "account.settings.deleteSubmit": text,
  /** Settings: cancel the confirmation step. */
  "account.settings.deleteCancel": text,
  /** Settings: message after the account was deleted. */
  "account.settings.deleted": text,
  /** Link home after the account was deleted. */
  "account.settings.home": text,
};
