/** German strings of the newsletter keys (keys/newsletter.ts). */
export const newsletter = {
  "newsletter.invalid": "Bitte gib eine gültige E-Mail-Adresse ein.",
  "newsletter.limited": "Zu viele Anmeldungen in kurzer Zeit. Bitte versuche es später noch einmal.",
  "newsletter.failed": "Das hat leider nicht geklappt. Bitte versuche es später noch einmal.",

  "shells.newsletterConfirm.title": "Newsletter bestätigen",
  "shells.newsletterConfirm.description": "Bestätige deine Anmeldung zum Tischlein-Newsletter.",
  "shells.newsletterConfirm.lead": "Die besten Rezepte der Woche, jeden Freitag in deinem Postfach.",
  "newsletter.confirm.working": "Deine Anmeldung wird bestätigt …",
  "newsletter.confirm.doneTitle": "Du bist dabei!",
  "newsletter.confirm.done": "Deine Anmeldung ist bestätigt. Ab jetzt bekommst du jeden Freitag unseren Newsletter. Abbestellen kannst du ihn jederzeit über den Link in jeder Mail.",
  "newsletter.confirm.failedTitle": "Das hat nicht geklappt",
  "newsletter.confirm.invalid": "Dieser Bestätigungslink ist abgelaufen oder wurde schon benutzt. Melde dich einfach unten auf der Seite noch einmal an.",

  "shells.newsletterUnsubscribe.title": "Newsletter abbestellen",
  "shells.newsletterUnsubscribe.description": "Bestelle den Tischlein-Newsletter ab.",
  "shells.newsletterUnsubscribe.lead": "Schade, dass du gehst! Ein Klick genügt, und wir schicken dir keinen Newsletter mehr.",
  "newsletter.unsubscribe.button": "Newsletter abbestellen",
  "newsletter.unsubscribe.doneTitle": "Du bist abgemeldet",
  "newsletter.unsubscribe.done": "Du bekommst keinen Newsletter mehr von uns. Wenn du es dir anders überlegst, kannst du dich jederzeit wieder anmelden.",
  "newsletter.unsubscribe.invalid": "Dieser Abmeldelink ist ungültig oder abgelaufen. Nutze bitte den Link aus einer neueren Mail oder schalte den Newsletter in deinen Einstellungen aus.",

  "newsletter.toRecipes": "Zu den Rezepten",
  "newsletter.retryLater": "Zu viele Versuche in kurzer Zeit. Bitte versuche es später noch einmal.",
  "newsletter.error": "Das hat leider nicht geklappt. Bitte versuche es später noch einmal.",
};
