/** German strings of the "pages" keys (keys/pages.ts). */
export const pages = {
  "pages.crumbHome": "Startseite",
  "pages.onThisPage": "Auf dieser Seite",
  "pages.updated": "Stand: {date}",
  "pages.demoNote":
    "Tischlein ist ein Beispielprojekt: Firma, Anschrift, Registereintrag und Telefonnummern auf dieser Website sind erfunden.",

  "pages.basics.title": "Küchengrundlagen",
  "pages.basics.description":
    "Messer führen, Pasta kochen, Gewürze rösten, Teig verstehen: unsere Grundlagen-Guides erklären die Handgriffe, auf denen jedes Rezept aufbaut.",
  "pages.basics.lead":
    "Gute Küche fängt nicht beim Rezept an, sondern bei ein paar Handgriffen, die man einmal richtig lernt. Hier findest du sie – Schritt für Schritt erklärt von unserer Testküche.",
  "pages.basics.guides": "Guides aus der Testküche",
  "pages.basics.rules": "Sechs Regeln, die jedes Gericht besser machen",
  "pages.basics.allStories": "Alle Stories ansehen",
  "pages.basics.stuck": "Du kommst trotzdem nicht weiter?",
  "pages.basics.stuckText":
    "Ruf unsere Kochhotline an. Unsere Köchinnen und Köche helfen dir, wenn die Soße klumpt oder der Teig nicht aufgeht – auch am Wochenende.",

  "pages.jobs.title": "Jobs bei Tischlein",
  "pages.jobs.description":
    "Koch mit uns: offene Stellen bei Tischlein in Berlin – in der Testküche, in der Entwicklung und im Social-Media-Team.",
  "pages.jobs.lead":
    "Wir sind ein kleines Team in Berlin-Mitte mit einer großen Testküche. Wenn du gern kochst, gern erklärst oder gern Dinge baust, die Millionen Menschen beim Kochen helfen, passt du vielleicht zu uns.",
  "pages.jobs.openings": "Offene Stellen",
  "pages.jobs.tasks": "Das erwartet dich",
  "pages.jobs.profile": "Das bringst du mit",
  "pages.jobs.benefits": "Was wir bieten",
  "pages.jobs.apply": "Jetzt bewerben",
  "pages.jobs.applyFor": "Jetzt bewerben als {title}",
  "pages.jobs.applySubject": "Bewerbung: {title}",
  "pages.jobs.howTo": "So bewirbst du dich",
  "pages.jobs.howToText":
    "Schick uns deinen Lebenslauf und ein paar Sätze, warum du zu Tischlein willst, an {email}. Ein klassisches Anschreiben brauchen wir nicht, Zeugnisse erst später. Du hörst innerhalb von zwei Wochen von uns.",

  "pages.about.title": "Über uns",
  "pages.about.description":
    "Tischlein ist eine Rezeptplattform aus Berlin: getestete Rezepte, Küchenwissen und Geschichten rund ums Essen – auf Deutsch und Englisch.",
  "pages.about.lead":
    "Wir glauben, dass jeder gut kochen kann, wenn das Rezept stimmt. Darum testen wir jedes Rezept in unserer Berliner Küche, bevor es online geht.",

  "pages.team.title": "Unser Team",
  "pages.team.description":
    "Die Menschen hinter Tischlein: Köchinnen, Konditoren, Fotografinnen und Entwickler aus unserer Testküche in Berlin.",
  "pages.team.lead":
    "Hinter jedem Rezept stehen Menschen, die es gekocht, verkostet, fotografiert und aufgeschrieben haben. Das sind einige von ihnen.",
  "pages.team.join": "Lust, mitzukochen?",
  "pages.team.joinText": "Wir suchen gerade Verstärkung in der Testküche, in der Entwicklung und im Social-Media-Team.",
  "pages.team.joinLink": "Zu den offenen Stellen",

  "pages.app.title": "Die Tischlein-App",
  "pages.app.description":
    "Alle Tischlein-Rezepte in der App: Schritt-für-Schritt-Kochmodus, Einkaufsliste, Kochbücher offline und Timer direkt im Rezept. Kostenlos für iOS und Android.",
  "pages.app.lead":
    "Dein Handy liegt beim Kochen sowieso auf der Arbeitsplatte. Mit der Tischlein-App wird es zum Kochbuch, das mitdenkt – kostenlos für iPhone und Android.",
  "pages.app.features": "Was die App kann",
  "pages.app.appStoreLine": "Laden im",
  "pages.app.googlePlayLine": "Jetzt bei",
  "pages.app.requirements": "Kostenlos. Ab iOS 16 und Android 10. Tischlein Plus kannst du in der App dazubuchen.",
  "pages.app.mockStep": "Schritt {n} von {total}",

  "pages.imprint.title": "Impressum",
  "pages.imprint.description": "Impressum von Tischlein: Anbieterkennzeichnung der Tischlein GmbH, Berlin, mit Kontakt, Registereintrag und redaktioneller Verantwortung.",
  "pages.imprint.lead": "Wer hinter Tischlein steht und wie du uns erreichst.",

  "pages.terms.title": "Allgemeine Geschäftsbedingungen",
  "pages.terms.description":
    "Die Nutzungsbedingungen von Tischlein: was für dein Konto gilt, welche Rechte du an hochgeladenen Rezepten behältst und welche du uns einräumst.",
  "pages.terms.lead":
    "Die Spielregeln für Tischlein – möglichst kurz und verständlich. Sie gelten, sobald du ein Konto anlegst oder ein Rezept hochlädst.",

  "pages.privacy.title": "Datenschutzerklärung",
  "pages.privacy.description":
    "Welche Daten Tischlein verarbeitet, wenn du liest, ein Konto hast oder den Newsletter beziehst – und welche Rechte du hast. In verständlichen Worten.",
  "pages.privacy.lead":
    "Wir erklären hier ohne Juristendeutsch, welche Daten wir wann und wozu verarbeiten. Kurz gesagt: so wenige wie möglich, und nichts davon verkaufen wir.",

  "pages.contact.title": "Kontakt",
  "pages.contact.description":
    "So erreichst du Tischlein: E-Mail, Telefon und Anschrift in Berlin, Ansprechpartner für Presse, Jobs, Datenschutz und Partnerschaften.",
  "pages.contact.lead":
    "Frage, Lob, Fehler im Rezept entdeckt? Schreib uns – wir lesen jede Nachricht und antworten in der Regel innerhalb von zwei Werktagen.",
  "pages.contact.email": "E-Mail",
  "pages.contact.phone": "Telefon",
  "pages.contact.phoneHours": "Montag bis Freitag, 9–17 Uhr",
  "pages.contact.address": "Anschrift",
  "pages.contact.write": "E-Mail schreiben",
  "pages.contact.writeSubject": "Nachricht an Tischlein",
  "pages.contact.topics": "Direkt zum richtigen Team",
  "pages.contact.cookingQuestion": "Eine Frage zum Kochen?",
  "pages.contact.cookingQuestionText":
    "Wenn es schnell gehen muss, weil der Braten schon im Ofen ist: Unsere Kochhotline hilft dir am Telefon.",
  "pages.contact.hotlineLink": "Zur Kochhotline",

  "pages.cookingHotline.title": "Kochhotline",
  "pages.cookingHotline.description":
    "Die Tischlein-Kochhotline: Köchinnen und Köche aus unserer Testküche beantworten deine Fragen am Telefon – täglich, auch am Wochenende.",
  "pages.cookingHotline.lead":
    "Die Soße ist zu salzig, der Hefeteig geht nicht auf, und die Gäste kommen in einer Stunde? Ruf uns an. Am anderen Ende sitzen Profis aus unserer Testküche.",
  "pages.cookingHotline.number": "Kochhotline",
  "pages.cookingHotline.call": "Jetzt anrufen: {number}",
  "pages.cookingHotline.hours": "Wann wir erreichbar sind",
  "pages.cookingHotline.cost":
    "Du zahlst nur den normalen Tarif für ein Gespräch ins deutsche Festnetz. Aus dem Ausland erreichst du uns unter {international}.",
  "pages.cookingHotline.questions": "Damit rufen uns die meisten an",
  "pages.cookingHotline.tips": "So können wir dir am schnellsten helfen",
  "pages.cookingHotline.byMail": "Keine Eile? Schreib uns an {email}, wir antworten innerhalb von 24 Stunden.",
};
