/**
 * The open positions and benefits on the jobs page. Both languages share one shape, so a position
 * added in one language without the other fails the type check.
 */
import type { Language } from "@tischlein/content-schemas";

export interface Job {
  /** Stable anchor of the position (same in both languages). */
  id: string;
  title: string;
  /** Team, place and hours, shown as small facts. */
  team: string;
  location: string;
  hours: string;
  summary: string;
  tasks: string[];
  profile: string[];
}

export interface JobsContent {
  jobs: Job[];
  benefits: string[];
}

export const JOBS: Record<Language, JobsContent> = {
  de: {
    jobs: [
      {
        id: "food-editor",
        title: "Rezeptentwickler:in / Food-Redakteur:in",
        team: "Testküche",
        location: "Berlin-Mitte",
        hours: "Vollzeit, unbefristet",
        summary:
          "Du entwickelst Rezepte vom ersten Gedanken bis zum fertigen Foto und schreibst sie so auf, dass sie in jeder Küche gelingen.",
        tasks: [
          "Du entwickelst und testest saisonale Rezepte, von schnellen Feierabendgerichten bis zum Festtagsmenü.",
          "Du schreibst Rezepttexte und Schritt-für-Schritt-Anleitungen, die auch Einsteiger verstehen.",
          "Du planst und begleitest Foto- und Videoproduktionen in unserer Studioküche.",
          "Du prüfst Rezepte aus der Community und gibst ihren Autorinnen und Autoren hilfreiches Feedback.",
        ],
        profile: [
          "Eine Ausbildung als Köchin oder Koch oder mehrere Jahre Erfahrung in einer Food-Redaktion.",
          "Ein gutes Gespür dafür, was Menschen zu Hause wirklich kochen.",
          "Sicheres, lebendiges Deutsch; gutes Englisch, um mit unserer englischen Redaktion zu arbeiten.",
          "Geduld beim dritten Testdurchlauf desselben Käsekuchens.",
        ],
      },
      {
        id: "frontend-engineer",
        title: "Senior Frontend Engineer (Astro/React)",
        team: "Produkt & Technik",
        location: "Berlin oder remote in Deutschland",
        hours: "Vollzeit, unbefristet",
        summary:
          "Du sorgst dafür, dass Tischlein auch auf dem ältesten Handy in der Küche schnell lädt und sich gut bedienen lässt.",
        tasks: [
          "Du entwickelst unsere Website mit Astro, TypeScript und React-Inseln weiter.",
          "Du baust barrierefreie Funktionen wie Kochmodus, Einkaufsliste und Kochbücher.",
          "Du achtest auf Ladezeiten und Core Web Vitals und misst, statt zu raten.",
          "Du arbeitest eng mit Redaktion, Design und unserem Go-Backend-Team zusammen.",
        ],
        profile: [
          "Mehrere Jahre Erfahrung mit TypeScript und modernen Web-Frameworks.",
          "Gutes Verständnis von HTML, CSS und Barrierefreiheit (WCAG).",
          "Freude an Tests, sauberen Code-Reviews und kleinen, häufigen Releases.",
          "Deutsch oder Englisch – im Team sprechen wir beides.",
        ],
      },
      {
        id: "social-media-working-student",
        title: "Werkstudent:in Social Media & Video",
        team: "Community",
        location: "Berlin-Mitte",
        hours: "20 Stunden pro Woche",
        summary:
          "Du bringst unsere Rezepte auf Instagram, TikTok und YouTube – in kurzen Videos, die Lust aufs Nachkochen machen.",
        tasks: [
          "Du drehst und schneidest kurze Rezeptvideos, meist mit dem Smartphone.",
          "Du planst Beiträge mit unserer Redaktion und beantwortest Fragen der Community.",
          "Du wertest aus, welche Formate funktionieren, und schlägst neue vor.",
        ],
        profile: [
          "Du bist an einer Hochschule eingeschrieben und hast noch mindestens ein Jahr Studium vor dir.",
          "Du kennst dich mit Instagram und TikTok aus und hast schon Videos geschnitten.",
          "Du kochst gern – Profi musst du nicht sein.",
        ],
      },
    ],
    benefits: [
      "Mittagessen aus der Testküche, jeden Tag und kostenlos",
      "30 Urlaubstage und flexible Arbeitszeiten",
      "Zwei Tage pro Woche Homeoffice (für Technik auch ganz remote)",
      "Deutschlandticket oder JobRad – du entscheidest",
      "1.000 € Weiterbildungsbudget pro Jahr",
      "Ein Team, das Kochbücher tauscht und Fehler offen bespricht",
    ],
  },
  en: {
    jobs: [
      {
        id: "food-editor",
        title: "Recipe Developer / Food Editor",
        team: "Test kitchen",
        location: "Berlin-Mitte",
        hours: "Full-time, permanent",
        summary:
          "You'll develop recipes from the first idea to the finished photo and write them up so they work in any kitchen.",
        tasks: [
          "Develop and test seasonal recipes, from quick weeknight dinners to festive menus.",
          "Write recipe texts and step-by-step instructions that beginners can follow.",
          "Plan and supervise photo and video shoots in our studio kitchen.",
          "Review community recipes and give their authors helpful feedback.",
        ],
        profile: [
          "Training as a chef, or several years' experience on a food desk.",
          "A good sense of what people really cook at home.",
          "Confident, lively German; good English for working with our English desk.",
          "Patience on the third test run of the same cheesecake.",
        ],
      },
      {
        id: "frontend-engineer",
        title: "Senior Frontend Engineer (Astro/React)",
        team: "Product & Engineering",
        location: "Berlin or remote within Germany",
        hours: "Full-time, permanent",
        summary: "You'll make sure Tischlein loads fast and works well even on the oldest phone in the kitchen.",
        tasks: [
          "Evolve our website built with Astro, TypeScript and React islands.",
          "Build accessible features such as cooking mode, shopping list and cookbooks.",
          "Keep an eye on load times and Core Web Vitals – and measure rather than guess.",
          "Work closely with the editorial team, design and our Go backend team.",
        ],
        profile: [
          "Several years' experience with TypeScript and modern web frameworks.",
          "A solid understanding of HTML, CSS and accessibility (WCAG).",
          "You enjoy tests, thoughtful code reviews and small, frequent releases.",
          "German or English – the team speaks both.",
        ],
      },
      {
        id: "social-media-working-student",
        title: "Working Student Social Media & Video",
        team: "Community",
        location: "Berlin-Mitte",
        hours: "20 hours a week",
        summary: "You'll bring our recipes to Instagram, TikTok and YouTube in short videos that make people want to cook.",
        tasks: [
          "Shoot and edit short recipe videos, mostly on a smartphone.",
          "Plan posts with our editorial team and answer questions from the community.",
          "Analyse which formats work and suggest new ones.",
        ],
        profile: [
          "You're enrolled at a university with at least one year of study still ahead.",
          "You know your way around Instagram and TikTok and have edited videos before.",
          "You love to cook – no need to be a pro.",
        ],
      },
    ],
    benefits: [
      "Lunch from the test kitchen, every day and free",
      "30 days' holiday and flexible hours",
      "Two days a week working from home (fully remote for engineering)",
      "Deutschlandticket public transport pass or a company bike – your choice",
      "€1,000 learning budget a year",
      "A team that swaps cookbooks and talks openly about mistakes",
    ],
  },
};
