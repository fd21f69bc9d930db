/** German strings of cooking mode and the kitchen tools. */
export const kitchen = {
  "cook.button": "Jetzt kochen",
  "cook.mode": "Kochmodus",
  "cook.step": "Schritt {n} von {total}",
  "cook.close": "Kochmodus schließen",
  "cook.prev": "Zurück",
  "cook.next": "Weiter",
  "cook.done": "Fertig – guten Appetit!",
  "cook.needs": "Dafür brauchst du",
  "cook.start": "Timer starten: {label}",
  "cook.pause": "Pause",
  "cook.resume": "Weiter",
  "cook.cancel": "Timer entfernen",
  "cook.over": "Zeit um: {label}",
  "cook.wake": "Der Bildschirm bleibt an, solange du kochst.",
  "cook.noWake": "Dein Browser kann den Bildschirm nicht wach halten – tippe ab und zu auf das Display.",
};
