/**
 * The company behind the site, in one place: the imprint, the contact page, the privacy policy, the
 * cooking hotline and the jobs page all read their addresses and numbers from here, so a new phone
 * number is changed once. Tischlein GmbH is invented for this demo (the domain is a reserved
 * `.example` one); the details are plausible but belong to nobody.
 */
import type { Language } from "@tischlein/content-schemas";

/** A phone number as people read it and as a `tel:` link dials it. */
export interface Phone {
  /** Written the way it is read out, e.g. "030 1234 567-0". */
  display: string;
  /** E.164 for the `tel:` link, e.g. "+49301234570". */
  e164: string;
}

export const COMPANY = {
  name: "Tischlein GmbH",
  street: "Musterstraße 42",
  postalCode: "10115",
  city: "Berlin",
  country: { de: "Deutschland", en: "Germany" } satisfies Record<Language, string>,
  /** Managing directors (Geschäftsführung). */
  directors: ["Katharina Brandt", "Tobias Klein"],
  /** Editor responsible under § 18 (2) MStV. */
  editorInChief: "Lena Hoffmann",
  register: { court: "Amtsgericht Charlottenburg", number: "HRB 245 817 B" },
  vatId: "DE 318 224 907",
  email: "kontakt@tischlein.example",
  pressEmail: "presse@tischlein.example",
  jobsEmail: "jobs@tischlein.example",
  privacyEmail: "datenschutz@tischlein.example",
  partnerEmail: "partner@tischlein.example",
  hotlineEmail: "kochhotline@tischlein.example",
  phone: { display: "030 1234 567-0", e164: "+49301234570" } satisfies Phone,
  hotline: { display: "030 1234 567-99", e164: "+493012345679" } satisfies Phone,
} as const;

/** The international form of a Berlin number for English readers: "+49 30 1234 567-0". */
export function phoneDisplay(phone: Phone, lang: Language): string {
  return lang === "de" ? phone.display : `+49 ${phone.display.replace(/^0/, "")}`;
}

/** A mailto: link, with an optional subject. */
export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/** The postal address as lines. */
export function addressLines(lang: Language): string[] {
  return [COMPANY.name, COMPANY.street, `${COMPANY.postalCode} ${COMPANY.city}`, COMPANY.country[lang]];
}

/** The company as a schema.org Organization, for JSON-LD on the about, contact and imprint pages. */
export function organizationJsonLd(lang: Language, site: URL | undefined): Record<string, unknown> {
  const origin = site ? site.origin : "";
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Tischlein",
    legalName: COMPANY.name,
    url: `${origin}/${lang}/`,
    logo: `${origin}/logo.png`,
    email: COMPANY.email,
    telephone: COMPANY.phone.e164,
    address: {
      "@type": "PostalAddress",
      streetAddress: COMPANY.street,
      postalCode: COMPANY.postalCode,
      addressLocality: COMPANY.city,
      addressCountry: "DE",
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: COMPANY.email,
        telephone: COMPANY.phone.e164,
        availableLanguage: ["de", "en"],
      },
      {
        "@type": "ContactPoint",
        contactType: lang === "de" ? "Kochhotline" : "cooking hotline",
        telephone: COMPANY.hotline.e164,
        availableLanguage: ["de", "en"],
        hoursAvailable: HOTLINE_HOURS_SPEC,
      },
    ],
  };
}

/** Opening hours of the cooking hotline, per language (rows of days and times). */
export const HOTLINE_HOURS: Record<Language, { days: string; time: string }[]> = {
  de: [
    { days: "Montag bis Freitag", time: "10–20 Uhr" },
    { days: "Samstag und Sonntag", time: "11–18 Uhr" },
    { days: "24., 25. und 31. Dezember", time: "10–14 Uhr" },
  ],
  en: [
    { days: "Monday to Friday", time: "10 am – 8 pm" },
    { days: "Saturday and Sunday", time: "11 am – 6 pm" },
    { days: "24, 25 and 31 December", time: "10 am – 2 pm" },
  ],
};

/** The same hours for schema.org (German time). */
export const HOTLINE_HOURS_SPEC = [
  { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "10:00", closes: "20:00" },
  { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday", "Sunday"], opens: "11:00", closes: "18:00" },
];

/** The addresses of the teams, listed on the contact page. */
export const CONTACT_TOPICS: Record<Language, { label: string; text: string; email: string }[]> = {
  de: [
    { label: "Presse", text: "Interviews, Bildmaterial und Pressemitteilungen", email: COMPANY.pressEmail },
    { label: "Jobs", text: "Fragen zu offenen Stellen und Bewerbungen", email: COMPANY.jobsEmail },
    { label: "Partnerschaften", text: "Kooperationen mit Marken und Agenturen", email: COMPANY.partnerEmail },
    { label: "Datenschutz", text: "Auskunft, Löschung und alle Fragen zu deinen Daten", email: COMPANY.privacyEmail },
  ],
  en: [
    { label: "Press", text: "Interviews, images and press releases", email: COMPANY.pressEmail },
    { label: "Jobs", text: "Questions about open positions and applications", email: COMPANY.jobsEmail },
    { label: "Partnerships", text: "Collaborations with brands and agencies", email: COMPANY.partnerEmail },
    { label: "Privacy", text: "Access, deletion and any question about your data", email: COMPANY.privacyEmail },
  ],
};
