/**
 * Responsive pictures through the gateway's optimizer (`/_img?url=&w=&q=`, docs/images-and-delivery.md "Images"): the
 * original stays the canonical URL in the API, and every `<img>` offers the optimizer's widths up to
 * the original's, so a phone at 3× never gets more pixels than it shows and a desktop never fewer.
 * The gateway picks AVIF, WebP or JPEG by the browser's Accept header.
 *
 *   optimized("/api/media/recipes/lasagne.jpg", 640)  →  "/_img?url=/api/media/recipes/lasagne.jpg&w=640"
 */
import type { Image } from "@tischlein/content-schemas";

/** The optimizer's widths (spec §9) a content picture is offered in; smaller ones are for icons. */
export const WIDTHS = [256, 384, 640, 750, 828, 1080, 1200, 1920, 2048] as const;

/** The optimizer's default quality; others are named in the URL. */
const DEFAULT_QUALITY = 75;

/**
 * How wide a picture is shown, for the browser to choose from srcset before layout (the `sizes`
 * attribute), per kind of place in the layout. The rem values follow the page width (76rem) and the
 * grids' breakpoints.
 */
export const SIZES = {
  /** Cards: two columns on a phone, then columns of at least 15rem. */
  card: "(min-width: 76rem) 18rem, (min-width: 40rem) 31vw, 46vw",
  /** Cards of a horizontal rail: 72% of a phone (at most 17rem), then three and four across. */
  cardRail: "(min-width: 76rem) 18rem, (min-width: 64rem) 23vw, (min-width: 48rem) 31vw, min(72vw, 17rem)",
  /** Cards in columns of at least 15rem from the start: one column on a phone. */
  cardSingle: "(min-width: 76rem) 18rem, (min-width: 34rem) 46vw, 92vw",
  /** The picture half of a media-split hero (7fr of 12 from 56rem). */
  split: "(min-width: 76rem) 42rem, (min-width: 56rem) 56vw, 100vw",
  /** A step's photo in a recipe's method: the text column on a phone, at most 24rem. */
  step: "(min-width: 30rem) 24rem, 80vw",
  /** A picture across the content column. */
  full: "(min-width: 76rem) 72rem, 100vw",
} as const;

export type SizesName = keyof typeof SIZES;

/** True for a picture the optimizer can make: one of this site's media. */
export function isOptimizable(url: string): boolean {
  return url.startsWith("/api/media/");
}

/** The optimizer URL of a picture at a width (and quality, when not the default). */
export function optimized(url: string, width: number, quality = DEFAULT_QUALITY): string {
  const q = quality === DEFAULT_QUALITY ? "" : `&q=${quality}`;
  return `${widthless(url)}${width}${q}`;
}

/**
 * The optimizer URL of a picture up to its width's value. A srcset names one picture in up to nine
 * widths, on tens of thousands of pages in a build: its URL is escaped once, not once per width.
 */
function widthless(url: string): string {
  return `/_img?url=${encodeURIComponent(url).replaceAll("%2F", "/")}&w=`;
}

/**
 * src and srcset of a picture: every listed width below the original's, and the original's own
 * width as the largest (rounded up to the next listed width, which the gateway never enlarges).
 * A picture from elsewhere keeps its URL and gets no srcset.
 */
export function responsive(url: string, originalWidth: number): { src: string; srcset?: string } {
  if (!isOptimizable(url)) return { src: url };
  const widths: number[] = WIDTHS.filter((w) => w < originalWidth);
  const top = WIDTHS.find((w) => w >= originalWidth);
  if (top) widths.push(top);
  const base = widthless(url);
  const srcset = widths.map((w) => `${base}${w} ${Math.min(w, originalWidth)}w`).join(", ");
  const fallback = widths.find((w) => w >= 828) ?? widths[widths.length - 1]!;
  return { src: `${base}${fallback}`, srcset };
}

/** Every width of the optimizer, the small ones (icons, avatars) first (spec §9). */
const ALL_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** src and srcset of an avatar shown px CSS pixels wide: for screens at 1×, 2× and 3×. */
export function avatar(url: string, px: number): { src: string; srcset?: string } {
  if (!isOptimizable(url)) return { src: url };
  const at = (density: number) => ALL_WIDTHS.find((w) => w >= px * density) ?? 3840;
  const base = widthless(url);
  return {
    src: `${base}${at(2)}`,
    srcset: [1, 2, 3].map((d) => `${base}${at(d)} ${d}x`).join(", "),
  };
}

/**
 * What is painted behind a picture until it has loaded (spec §4): its dominant colour, and over it
 * the picture's gradient (top left to top right, fading into its bottom colour) or, from a CMS that
 * sends one, the blurred preview.
 *
 *   placeholder({ color: "#c8321f", gradient: ["#a1b2c3", "#d4e5f6", "#102030"], … })
 *   // { backgroundColor: "#c8321f", backgroundImage: "linear-gradient(#0000,#102030),linear-gradient(90deg,#a1b2c3,#d4e5f6)" }
 */
export function placeholder(image: Pick<Image, "color" | "gradient" | "placeholder">): { backgroundColor?: string; backgroundImage?: string } {
  const [left, right, bottom] = image.gradient ?? [];
  const backgroundImage = image.gradient
    ? `linear-gradient(#0000,${bottom}),linear-gradient(90deg,${left},${right})`
    : image.placeholder
      ? `url("${image.placeholder}")`
      : undefined;
  return { backgroundColor: image.color, backgroundImage };
}

/** The placeholder as a style attribute, for pages rendered on the server. */
export function placeholderStyle(image: Pick<Image, "color" | "gradient" | "placeholder">): string | undefined {
  const { backgroundColor, backgroundImage } = placeholder(image);
  const parts = [backgroundColor && `background-color:${backgroundColor}`, backgroundImage && `background-image:${backgroundImage}`];
  return parts.filter(Boolean).join(";") || undefined;
}
