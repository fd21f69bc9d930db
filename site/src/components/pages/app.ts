/** The features of the mobile app, for the app page (the store links: lib/site-links.ts). */
import type { Language } from "@tischlein/content-schemas";

/** An icon drawn in StaticIcon.astro. */
export type IconName = "steps" | "timer" | "list" | "offline" | "servings" | "video" | "phone" | "clock" | "mail" | "pin";

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

export const APP_FEATURES: Record<Language, Feature[]> = {
  de: [
    {
      icon: "steps",
      title: "Kochmodus Schritt für Schritt",
      text: "Große Schrift, ein Schritt pro Bildschirm, und das Display bleibt an. Weiterblättern geht auch mit mehligen Fingern.",
    },
    {
      icon: "timer",
      title: "Timer direkt im Rezept",
      text: "Tipp auf „12 Minuten köcheln“ und der Timer läuft. Mehrere gleichzeitig? Kein Problem – jeder trägt den Namen seines Schritts.",
    },
    {
      icon: "list",
      title: "Einkaufsliste, die mitdenkt",
      text: "Zutaten mit einem Tipp auf die Liste, gleiche Zutaten zusammengerechnet und nach Supermarkt-Abteilungen sortiert. Teilen mit deinem Haushalt inklusive.",
    },
    {
      icon: "offline",
      title: "Kochbücher auch offline",
      text: "Deine gespeicherten Rezepte funktionieren auch ohne Netz – im Ferienhaus, im Schrebergarten und im Funkloch der eigenen Küche.",
    },
    {
      icon: "servings",
      title: "Portionen umrechnen",
      text: "Für vier statt zwei? Alle Mengen passen sich an, sinnvoll gerundet. Aus 1,5 Eiern werden keine krummen Zahlen, sondern ein klarer Hinweis.",
    },
    {
      icon: "video",
      title: "Videos zu jedem Handgriff",
      text: "Wo Worte nicht reichen, zeigen kurze Videos, wie es geht: Zwiebeln würfeln, Eischnee schlagen, Brot einschneiden.",
    },
  ],
  en: [
    {
      icon: "steps",
      title: "Step-by-step cooking mode",
      text: "Large type, one step per screen, and the display stays on. You can swipe on even with floury fingers.",
    },
    {
      icon: "timer",
      title: "Timers right in the recipe",
      text: "Tap \"simmer for 12 minutes\" and the timer starts. Several at once? No problem – each one is named after its step.",
    },
    {
      icon: "list",
      title: "A shopping list that thinks ahead",
      text: "Add ingredients with one tap; duplicates are added up and sorted by supermarket aisle. Share it with your household, too.",
    },
    {
      icon: "offline",
      title: "Cookbooks offline",
      text: "Your saved recipes work without a connection – in the holiday cottage, on the allotment and in your kitchen's dead zone.",
    },
    {
      icon: "servings",
      title: "Scale servings",
      text: "Cooking for four instead of two? All amounts adjust, sensibly rounded. Instead of 1.5 eggs you get a clear tip.",
    },
    {
      icon: "video",
      title: "Videos for every technique",
      text: "Where words aren't enough, short videos show how it's done: dicing onions, whisking egg whites, scoring bread.",
    },
  ],
};
