/**
 * The addresses outside the site that the header, the footer and the app page link to (spec §2
 * "Footer": the shop, the app stores, the social networks, press, business, expert blog,
 * collaborations). Each is a build-time variable (docs/configuration.md); an unset one is not
 * linked at all, so a fresh install shows no dead link. `{lang}` in a value becomes the page's
 * language (de or en), for pages that exist per language.
 *
 * @example
 * siteLinks({ SHOP_URL: "https://shop.example.com/{lang}/" }).shop?.("en") // "https://shop.example.com/en/"
 * siteLinks({}).shop // undefined: the header has no shop entry
 */
import type { Language } from "@tischlein/content-schemas";

/** A configured address, in the page's language. */
export type LinkFor = (lang: Language) => string;

/** The social networks of the footer, in its order, with the variable that holds each profile. */
export const SOCIAL_NETWORKS = [
  { id: "facebook", name: "Facebook", variable: "SOCIAL_FACEBOOK_URL" },
  { id: "instagram", name: "Instagram", variable: "SOCIAL_INSTAGRAM_URL" },
  { id: "tiktok", name: "TikTok", variable: "SOCIAL_TIKTOK_URL" },
  { id: "youtube", name: "YouTube", variable: "SOCIAL_YOUTUBE_URL" },
  { id: "pinterest", name: "Pinterest", variable: "SOCIAL_PINTEREST_URL" },
  { id: "linkedin", name: "LinkedIn", variable: "SOCIAL_LINKEDIN_URL" },
] as const;

export type SocialId = (typeof SOCIAL_NETWORKS)[number]["id"];

/** What is configured; an absent key is a link that is not shown. */
export interface SiteLinks {
  shop?: LinkFor;
  appStore?: LinkFor;
  playStore?: LinkFor;
  press?: LinkFor;
  business?: LinkFor;
  expertBlog?: LinkFor;
  collaborations?: LinkFor;
  social: { id: SocialId; name: string; href: LinkFor }[];
}

type Env = Record<string, string | undefined>;

function link(env: Env, name: string): LinkFor | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  for (const lang of ["de", "en"] as const) {
    let parsed: URL;
    try {
      parsed = new URL(value.replaceAll("{lang}", lang));
    } catch {
      throw new Error(`${name}: not a URL: ${value}`);
    }
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`${name}: must be http(s): ${value}`);
  }
  return (lang) => value.replaceAll("{lang}", lang);
}

/** Reads the links from the build's environment; a malformed one fails the build rather than a page. */
export function siteLinks(env: Env): SiteLinks {
  const social = SOCIAL_NETWORKS.flatMap(({ id, name, variable }) => {
    const href = link(env, variable);
    return href ? [{ id, name, href }] : [];
  });
  return {
    shop: link(env, "SHOP_URL"),
    appStore: link(env, "APP_STORE_URL"),
    playStore: link(env, "PLAY_STORE_URL"),
    press: link(env, "PRESS_URL"),
    business: link(env, "BUSINESS_URL"),
    expertBlog: link(env, "EXPERT_BLOG_URL"),
    collaborations: link(env, "COLLABORATIONS_URL"),
    social,
  };
}

/** The links of this build. */
export const LINKS: SiteLinks = siteLinks(process.env);
