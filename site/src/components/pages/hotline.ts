/** Typical questions and calling tips for the cooking hotline page. */
import type { Language } from "@tischlein/content-schemas";

export interface HotlineContent {
  /** What people call about. */
  questions: string[];
  /** How to make the call quick. */
  tips: string[];
}

export const HOTLINE: Record<Language, HotlineContent> = {
  de: {
    questions: [
      "Die Soße ist zu salzig, zu scharf oder zu dünn – wie rette ich sie?",
      "Der Hefeteig geht nicht auf. Was jetzt?",
      "Wie lange muss der Braten noch, und woran erkenne ich, dass er fertig ist?",
      "Ich habe keine Buttermilch, keinen Rotwein, keine Eier – was nehme ich stattdessen?",
      "Kann ich das Gericht einfrieren oder am Vortag vorbereiten?",
      "Wie rechne ich ein Rezept für zwölf Gäste um?",
    ],
    tips: [
      "Halte das Rezept bereit – am besten gleich mit dem Link oder dem Namen von Tischlein.",
      "Sag uns, was du schon gemacht hast und wie es gerade aussieht, riecht oder schmeckt.",
      "Ruf ruhig an, während es auf dem Herd steht – nimm aber den Topf vom Feuer, wenn es brenzlig wird.",
    ],
  },
  en: {
    questions: [
      "The sauce is too salty, too hot or too thin – how do I rescue it?",
      "My yeast dough won't rise. Now what?",
      "How much longer does the roast need, and how can I tell it's done?",
      "I have no buttermilk, red wine or eggs – what can I use instead?",
      "Can I freeze the dish or make it the day before?",
      "How do I scale a recipe up for twelve guests?",
    ],
    tips: [
      "Have the recipe to hand – ideally the Tischlein link or the recipe's name.",
      "Tell us what you've done so far and how it looks, smells or tastes right now.",
      "Feel free to call while it's on the hob – but take the pan off the heat if things get tense.",
    ],
  },
};
