/**
 * The people on the team page. Names are the same in both languages; roles and bios are per
 * language. Avatars are initials on a colour (no portraits of invented people).
 */
import type { Language } from "@tischlein/content-schemas";

export interface Person {
  name: string;
  /** Background of the initials avatar; dark enough for white text (contrast ≥ 4.5:1). */
  color: string;
  /** Author slug when the person also writes on the site (links to the profile). */
  author?: string;
  role: Record<Language, string>;
  bio: Record<Language, string>;
}

export const TEAM: Person[] = [
  {
    name: "Katharina Brandt",
    color: "#8a3312",
    role: { de: "Gründerin & Geschäftsführerin", en: "Co-founder & CEO" },
    bio: {
      de: "War Food-Redakteurin, bevor sie Tischlein gründete. Kocht am liebsten für zwölf und hält jede Teamsitzung mit einer Frage an: Was habt ihr gestern gegessen?",
      en: "Was a food editor before founding Tischlein. Likes cooking for twelve best and opens every team meeting with one question: what did you eat yesterday?",
    },
  },
  {
    name: "Tobias Klein",
    color: "#2f4b6e",
    role: { de: "Gründer & Technik", en: "Co-founder & CTO" },
    bio: {
      de: "Baut die Technik hinter Tischlein und ist überzeugt, dass eine Website schneller laden sollte, als das Nudelwasser kocht. Seine Spezialität: Linsensuppe.",
      en: "Builds the technology behind Tischlein and believes a website should load faster than pasta water boils. His speciality: lentil soup.",
    },
  },
  {
    name: "Lena Hoffmann",
    color: "#1f5f3a",
    author: "lena-hoffmann",
    role: { de: "Chefredakteurin & Köchin", en: "Editor-in-chief & chef" },
    bio: {
      de: "Gelernte Köchin mit Stationen in Hamburg und Lyon. Verantwortet alle herzhaften Rezepte und die Getränke – und probiert jedes Rezept, bevor es online geht.",
      en: "Trained chef with stints in Hamburg and Lyon. Responsible for all savoury recipes and the drinks – and tastes every recipe before it goes online.",
    },
  },
  {
    name: "Jonas Weber",
    color: "#6b3f8f",
    author: "jonas-weber",
    role: { de: "Konditor & Rezeptentwickler", en: "Pastry chef & recipe developer" },
    bio: {
      de: "Konditormeister aus Schwaben, zuständig für alles, was in den Ofen kommt. Erklärt Hefeteig so geduldig, dass selbst Backmuffel zum Sauerteig finden.",
      en: "Master pastry chef from Swabia, in charge of everything that goes into the oven. Explains yeast dough so patiently that even reluctant bakers end up with a sourdough starter.",
    },
  },
  {
    name: "Sophie Nguyen",
    color: "#9a2d4f",
    role: { de: "Fotografie & Food-Styling", en: "Photography & food styling" },
    bio: {
      de: "Fotografiert jedes Gericht so, wie es bei dir zu Hause aussehen wird – nur im besseren Licht. Sammelt alte Teller vom Flohmarkt am Mauerpark.",
      en: "Photographs every dish the way it will look in your home – just in better light. Collects old plates from the Mauerpark flea market.",
    },
  },
  {
    name: "Emre Aksoy",
    color: "#7a5200",
    role: { de: "Community & Kochhotline", en: "Community & cooking hotline" },
    bio: {
      de: "Beantwortet Fragen am Telefon und in den Kommentaren, prüft Community-Rezepte und weiß, was zu tun ist, wenn die Mayonnaise gerinnt.",
      en: "Answers questions on the phone and in the comments, reviews community recipes and knows what to do when the mayonnaise splits.",
    },
  },
];

/**
 * The initials of a name, upper case: the first letters of the first and last word.
 *
 * @example
 * initials("Lena Hoffmann") // "LH"
 * initials("Emre") // "E"
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : "";
  return `${first}${last}`.toUpperCase();
}
