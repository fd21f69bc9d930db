/** German strings of the common keys (keys/common.ts). */
export const common = {
  "site.name": "Tischlein",
  "site.tagline": "Rezepte und Geschichten aus der Küche – für alle, die gern kochen.",
  "home.title": "Tischlein – Rezepte, Kochideen und Geschichten aus der Küche",
  "home.description":
    "Entdecke neue Rezepte, schnelle Feierabendgerichte und Geschichten aus der Küche – Schritt für Schritt erklärt.",
  "home.seeAll": "Alle ansehen",
  "nav.label": "Hauptnavigation",
  "nav.skipToContent": "Zum Inhalt springen",
  "lang.name": "Deutsch",
  "lang.switchTo": "Auf {language} lesen",
  "card.by": "von {name}",
  "card.minutes": "{minutes} Min.",
  "badge.creator": "Creator",
  "badge.vegan": "Vegan",
  "badge.vegetarian": "Vegetarisch",
  "badge.article": "Story",
  "badge.draft": "Entwurf",
  "badge.submitted": "In Prüfung",
  "badge.rejected": "Abgelehnt",
  "footer.madeWithLove": "Mit Liebe gemacht in Berlin",
};
