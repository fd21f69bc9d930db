/**
 * The ad slots of spec §1 and which house promotion fills each while no ad does (docs/business.md "Ads").
 *
 * A slot's size per breakpoint is its box's CSS (AdSlot.astro): the box has its final size before
 * anything arrives, and the loader (islands/ads/ads.ts) asks the ad server for exactly the size the
 * box has at the current width, so an ad never moves the page.
 */

/** Every slot name the ad server knows, in the order of spec §1. */
export const SLOTS = [
  "header",
  "sidebar_left",
  "sidebar",
  "marginal",
  "content_1",
  "content_2",
  "content_3",
  "content_4",
  "content_5",
  "footer",
  "floor_ad",
  "wallpaper_pixel",
  "mobile_stickyad",
] as const;
export type SlotName = (typeof SLOTS)[number];

/**
 * How a slot sits in the page: inline boxes keep their place and show a house promotion until an ad
 * fills them; fixed ones (sticky, floor) and the wallpaper pixel show nothing until filled, so they
 * need no reserved place in the flow.
 */
export function isInline(slot: SlotName): boolean {
  return slot !== "floor_ad" && slot !== "mobile_stickyad" && slot !== "wallpaper_pixel";
}

/**
 * The slots that show one of our own promotions while no ad fills them: content_1 and content_3.
 * Every page places those two far apart — the feeds four modules apart, a story a third of the way
 * in and after its end, a list or the search page only content_1, a recipe only content_3 (before
 * the rating; its other slots stand beside or after the method) — so a reader meets at most one
 * promotion per screen height, and never between a recipe's facts, ingredients and steps. Every
 * other slot stays an empty reserved box until an ad fills it (its label hidden, so the box is only
 * room), or is not drawn at all when the build has no ad server (nothing could fill it).
 */
export function showsPromo(slot: SlotName): boolean {
  return slot === "content_1" || slot === "content_3";
}

/** Our own promotions, shown in a slot that no ad fills. */
export const PROMOS = ["app", "plus", "newsletter"] as const;
export type Promo = (typeof PROMOS)[number];

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/**
 * Where each slot starts in the rotation of PROMOS: slots that meet on one page start apart
 * (content_1, content_2 and content_3 follow each other on the home page; content_2 and sidebar
 * stand one above the other on a recipe; header and footer open and close every page).
 */
const OFFSET: Record<SlotName, number> = {
  header: 0,
  sidebar_left: 2,
  sidebar: 1,
  marginal: 1,
  content_1: 1,
  content_2: 2,
  content_3: 0,
  content_4: 1,
  content_5: 2,
  footer: 2,
  floor_ad: 0,
  wallpaper_pixel: 0,
  mobile_stickyad: 0,
};

/**
 * The house promotion of a slot on a page: the same on every build of that page (no randomness, so
 * a rebuild changes no bytes), different for slots that meet (OFFSET), and starting elsewhere per
 * page, so a reader going from page to page does not always see the same one first.
 *
 * @example
 * promoFor("content_1", "/de/") // one of "app" | "plus" | "newsletter"
 * new Set(["content_1", "content_2", "content_3"].map((s) => promoFor(s, "/de/"))).size // 3
 */
export function promoFor(slot: SlotName, path: string): Promo {
  return PROMOS[(OFFSET[slot] + hash(path)) % PROMOS.length]!;
}
