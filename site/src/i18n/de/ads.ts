/** German strings of the "ads" area (keys/ads.ts). */
export const ads = {
  "ads.label": "Anzeige",
  "ads.close": "Anzeige schließen",
  "ads.app.title": "Tischlein für die Hosentasche",
  "ads.app.text": "Einkaufsliste, Kochmodus und alle Rezepte offline – kostenlos für iOS und Android.",
  "ads.app.cta": "App entdecken",
  "ads.plus.title": "Tischlein Plus",
  "ads.plus.text": "Werbefrei kochen, mit Wochenplänen und exklusiven Rezepten unserer Profis.",
  "ads.plus.cta": "Plus kennenlernen",
  "ads.newsletter.title": "Frische Ideen jeden Freitag",
  "ads.newsletter.text": "Die besten Rezepte der Woche und Küchentipps zur Saison in deinem Postfach.",
  "ads.newsletter.cta": "Newsletter abonnieren",
};
