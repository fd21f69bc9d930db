import { z } from "zod";
import { Href, Id, PerLanguage } from "./common.ts";

/** A link per language: the German and the English target of the same entry. */
export const HrefPerLanguage = z.object({
  /** Target on the German site. */
  de: Href,
  /** Target on the English site. */
  en: Href,
});

/** One link in a menu panel, e.g. a category. */
export const MenuItem = z.object({
  /** What the item links to: a category, a page, or an external target. */
  type: z.enum(["category", "page", "external"]),
  /** Label per language. */
  title: PerLanguage,
  /** Target per language. */
  href: HrefPerLanguage,
});

/** A column of a drop-down panel, e.g. "day time" or "cuisine". */
export const MenuGroup = z.object({
  /** Group key (day_time, diet, course, cuisine, occasion, ingredient, baking, drinks). */
  type: z.string().regex(/^[a-z_]+$/),
  /** Heading per language. */
  title: PerLanguage,
  /** The links of the group. */
  items: z.array(MenuItem),
  /** Where the heading itself links, if anywhere. */
  href: HrefPerLanguage.optional(),
});

/** A top-level entry of the header menu (spec §2 "Header"). */
export const MenuEntry = z.object({
  /** recipes and stories open a panel, partner opens the partner panel; shop, app, plus are external links. */
  type: z.enum(["recipes", "stories", "news", "shopping_tips", "partner", "shop", "app", "plus"]),
  /** Label per language. */
  title: PerLanguage,
  /** Target per language. */
  href: HrefPerLanguage,
  /** Panel columns; empty for plain links. */
  content: z.array(MenuGroup),
});

/** A brand partner in the partner panel. */
export const PartnerEntry = z.object({
  /** Partner author id. */
  id: Id,
  /** Always "partner". */
  type: z.literal("partner"),
  /** Partner name. */
  title: z.string().min(1),
  /** Partner profile per language (users/{slug}). */
  href: HrefPerLanguage,
  /** Logo or picture URL. */
  image: Href.nullable(),
  /** Reserved sub-entries; empty. */
  items: z.array(z.never()).max(0),
});

/** The whole header menu (GET /api/menu/): both languages in one answer. */
export const Menu = z.object({
  /** Top-level entries in display order. */
  entries: z.array(MenuEntry),
  /** Brand partners in display order. */
  partners: z.array(PartnerEntry),
});
export type Menu = z.infer<typeof Menu>;
