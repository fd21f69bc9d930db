/** English strings of the newsletter keys (keys/newsletter.ts). */
export const newsletter = {
  "newsletter.invalid": "Please enter a valid email address.",
  "newsletter.limited": "Too many sign-ups in a short time. Please try again later.",
  "newsletter.failed": "Sorry, that did not work. Please try again later.",

  "shells.newsletterConfirm.title": "Confirm your newsletter",
  "shells.newsletterConfirm.description": "Confirm your subscription to the Tischlein newsletter.",
  "shells.newsletterConfirm.lead": "The best recipes of the week, in your inbox every Friday.",
  "newsletter.confirm.working": "Confirming your subscription …",
  "newsletter.confirm.doneTitle": "You're in!",
  "newsletter.confirm.done": "Your subscription is confirmed. From now on you get our newsletter every Friday. You can unsubscribe at any time with the link in every mail.",
  "newsletter.confirm.failedTitle": "That did not work",
  "newsletter.confirm.invalid": "This confirmation link has expired or was used already. Just sign up again at the bottom of the page.",

  "shells.newsletterUnsubscribe.title": "Unsubscribe from the newsletter",
  "shells.newsletterUnsubscribe.description": "Unsubscribe from the Tischlein newsletter.",
  "shells.newsletterUnsubscribe.lead": "Sorry to see you go! One click and we send you no more newsletters.",
  "newsletter.unsubscribe.button": "Unsubscribe",
  "newsletter.unsubscribe.doneTitle": "You are unsubscribed",
  "newsletter.unsubscribe.done": "You will get no more newsletters from us. If you change your mind, you can sign up again at any time.",
  "newsletter.unsubscribe.invalid": "This unsubscribe link is invalid or has expired. Please use the link of a newer mail, or switch the newsletter off in your settings.",

  "newsletter.toRecipes": "Browse recipes",
  "newsletter.retryLater": "Too many tries in a short time. Please try again later.",
  "newsletter.error": "Sorry, that did not work. Please try again later.",
};
