import { z } from "zod";

/** The two languages of the site; German is the default. */
export const Language = z.enum(["de", "en"]);
export type Language = z.infer<typeof Language>;

/** A URL segment: lowercase ASCII words joined by hyphens (German umlauts transliterated, ä → ae). */
export const Slug = z.string().max(160).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A stable identifier of one stored record (one language version of an item). */
export const Id = z.uuid();

/**
 * A same-origin path ("/api/media/…", "/de/rezepte") or an absolute http(s) URL. A path may not start
 * with "//", "/\\" or "/" plus a control character or space, which browsers read as another host.
 */
export const Href = z.string().max(2048).regex(/^(\/$|\/[^/\\\x00-\x20]|https?:\/\/)/);

/** A moment in time, ISO 8601 with offset, e.g. "2026-09-14T08:00:00Z". */
export const Timestamp = z.iso.datetime({ offset: true });

/** A colour as #rrggbb. */
export const HexColor = z.string().regex(/^#[0-9a-f]{6}$/);

/**
 * The other-language version of an item, so any page can link to its alternate URL.
 * `null` on the item when it exists in one language only.
 */
export const Alternate = z.object({
  /** Language of the twin. */
  language: Language,
  /** Slug of the twin in its own language. */
  slug: Slug,
});

/** Fields every translatable item carries. */
export const Translatable = z.object({
  /** Language this record is written in. */
  language: Language,
  /** The twin in the other language, or null when there is none. */
  alternate: Alternate.nullable(),
});

/** A picture with its intrinsic size, so pages reserve space and never shift. */
export const Image = z.object({
  /** Where the original is served; the gateway's resizer derives smaller versions from it. */
  url: Href,
  /** Width of the original in pixels. */
  width: z.int().positive(),
  /** Height of the original in pixels. */
  height: z.int().positive(),
  /** Text alternative in the item's language; empty only for purely decorative pictures. */
  alt: z.string().max(300),
  /** Dominant colour, painted behind the picture while it loads. */
  color: HexColor.optional(),
  /**
   * A tiny blurred version as a data: URI, shown until the picture has loaded (spec §4). A CMS may
   * send it; the demo catalogue sends `gradient` instead, which costs a tenth of the bytes.
   */
  placeholder: z.string().max(4096).startsWith("data:image/").optional(),
  /**
   * The picture's colours at its top left, top right and bottom, painted as two soft gradients
   * until it has loaded (spec §4): a blurred impression of it in a few dozen bytes of CSS.
   */
  gradient: z.tuple([HexColor, HexColor, HexColor]).optional(),
  /**
   * The picture cropped to the ratios Google asks of a recipe's or story's image (1:1, 4:3, 16:9,
   * 1200 wide), as signed paths of the gateway's resizer. The gateway adds them to the answers of
   * single recipes and stories; the signing key never leaves it.
   */
  crops: z.object({ "1x1": Href, "4x3": Href, "16x9": Href }).optional(),
});
export type Image = z.infer<typeof Image>;

/** Singular and plural of a word, e.g. { one: "Ei", many: "Eier" }. */
export const Plural = z.object({
  /** Form used for exactly one. */
  one: z.string().min(1).max(120),
  /** Form used for every other amount. */
  many: z.string().min(1).max(120),
});

/** A text per language, for entries (menus) that carry both languages at once. */
export const PerLanguage = z.object({
  /** German text. */
  de: z.string(),
  /** English text. */
  en: z.string(),
});
