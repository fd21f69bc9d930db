/** English strings of the "ads" area (keys/ads.ts). */
export const ads = {
  "ads.label": "Advertisement",
  "ads.close": "Close advertisement",
  "ads.app.title": "Tischlein in your pocket",
  "ads.app.text": "Shopping list, cook mode and every recipe offline – free for iOS and Android.",
  "ads.app.cta": "Get the app",
  "ads.plus.title": "Tischlein Plus",
  "ads.plus.text": "Cook without ads, with weekly plans and exclusive recipes from our pros.",
  "ads.plus.cta": "Discover Plus",
  "ads.newsletter.title": "Fresh ideas every Friday",
  "ads.newsletter.text": "The best recipes of the week and seasonal kitchen tips in your inbox.",
  "ads.newsletter.cta": "Subscribe to the newsletter",
};
