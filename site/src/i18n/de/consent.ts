/** German strings of the "consent" keys (keys/consent.ts). */
export const consent = {
  "consent.title": "Deine Privatsphäre",
  "consent.intro":
    "Einige Cookies und Dienste braucht Tischlein, um zu funktionieren. Mit deiner Einwilligung messen wir außerdem die Nutzung und zeigen passende Werbung – dabei erhalten Drittanbieter Daten über deinen Besuch. Ändern kannst du deine Wahl jederzeit unter „Datenschutz-Einstellungen“.",
  "consent.privacyLink": "Datenschutzerklärung",
  "consent.acceptAll": "Alle akzeptieren",
  "consent.rejectAll": "Alle ablehnen",
  "consent.settings": "Einstellungen",
  "consent.save": "Auswahl speichern",
  "consent.close": "Datenschutz-Einstellungen schließen",
  "consent.purposes": "Zwecke",
  "consent.necessary": "Notwendig",
  "consent.necessaryText": "Anmeldung, Sprache, Merkliste und diese Entscheidung.",
  "consent.alwaysOn": "Immer aktiv",
  "consent.analytics": "Statistik",
  "consent.analyticsText": "Ein Tag-Manager zählt Seitenaufrufe, Fehlerberichte zeigen uns, wo die Seite hakt.",
  "consent.marketing": "Marketing",
  "consent.marketingText": "Werbung, Messung von Kampagnen (Meta-Pixel) und App-Attribution.",
  "consent.footerLink": "Datenschutz-Einstellungen",
};
