/**
 * The kitchen-basics hub: which stories it features (by slug in each language, in this order) and
 * the short rules it shows. A slug missing from the catalogue is skipped, so removing a story never
 * breaks the build; the hub then links to the stories page for everything else.
 */
import type { Language } from "@tischlein/content-schemas";

/** The guides, German and English slug of the same story. */
export const BASICS_STORIES: Record<Language, string>[] = [
  { de: "schneidetechniken-fuer-einsteiger", en: "knife-skills-basics" },
  { de: "pasta-perfekt-kochen", en: "how-to-cook-perfect-pasta" },
  { de: "gewuerze-ratgeber", en: "ultimate-guide-to-spices" },
  { de: "sauerteig-oder-hefe", en: "sourdough-vs-yeast" },
  { de: "so-gelingt-der-perfekte-salat", en: "how-to-build-a-great-salad" },
  { de: "meal-prep-fuer-die-arbeitswoche", en: "meal-prep-for-the-working-week" },
];

export interface Rule {
  title: string;
  text: string;
}

export const BASICS_RULES: Record<Language, Rule[]> = {
  de: [
    { title: "Erst lesen, dann kochen", text: "Lies das Rezept einmal ganz durch, bevor du anfängst. So überrascht dich keine Ruhezeit und kein fehlendes Gerät." },
    { title: "Alles bereitstellen", text: "Schneide und wiege alle Zutaten ab, bevor der Herd angeht. Profis nennen das Mise en place – und sparen damit Stress." },
    { title: "Ein scharfes Messer", text: "Ein scharfes Messer ist sicherer als ein stumpfes, weil es nicht abrutscht. Einmal im Monat schleifen reicht." },
    { title: "Die Pfanne richtig heiß", text: "Fleisch und Gemüse brauchen eine heiße Pfanne, damit sie bräunen statt zu kochen. Und nicht zu viel auf einmal hinein." },
    { title: "Salz in Etappen", text: "Salze früh ein wenig und am Ende nach Geschmack. Nachsalzen geht immer, entsalzen kaum." },
    { title: "Abschmecken, abschmecken, abschmecken", text: "Probiere beim Kochen immer wieder. Fehlt etwas, ist es oft Säure: ein Spritzer Zitrone oder Essig weckt jedes Gericht auf." },
  ],
  en: [
    { title: "Read first, then cook", text: "Read the whole recipe once before you start. That way no resting time or missing gadget takes you by surprise." },
    { title: "Get everything ready", text: "Chop and weigh all the ingredients before the hob goes on. Chefs call it mise en place – and it takes the stress out." },
    { title: "A sharp knife", text: "A sharp knife is safer than a blunt one because it doesn't slip. Sharpening once a month is enough." },
    { title: "Get the pan really hot", text: "Meat and vegetables need a hot pan to brown rather than stew. And don't crowd it." },
    { title: "Salt in stages", text: "Salt a little early on and adjust at the end. You can always add more; taking it out is nearly impossible." },
    { title: "Taste, taste, taste", text: "Keep tasting as you cook. If something's missing, it's often acidity: a squeeze of lemon or a dash of vinegar wakes up any dish." },
  ],
};
