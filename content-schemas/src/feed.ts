import { z } from "zod";
import { Author } from "./author.ts";
import { Href, Image, Language } from "./common.ts";
import { ContentSummary, RecipeSummary } from "./content.ts";

/** Which feed: the home page, the community page, the how-tos, or the veganuary special. */
export const FeedGroup = z.enum(["main", "community", "how_tos", "veganuary"]);

/** Fields of every feed module. */
const ModuleBase = z.object({
  /** Stable module id, unique in its feed. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Heading shown above the module. */
  title: z.string().max(200),
});

/** A link with a picture inside a feed module. */
export const FeedLink = z.object({
  /** Link text. */
  title: z.string().min(1).max(200),
  /** Target. */
  href: Href,
  /** Picture, or null. */
  image: Image.nullable(),
});

/** The big lead item at the top of a feed. */
export const HeroModule = ModuleBase.extend({
  /** Module kind. */
  kind: z.literal("hero"),
  /** The lead item. */
  item: ContentSummary,
});

/** A horizontally scrolling row of cards. */
export const CarouselModule = ModuleBase.extend({
  /** Module kind. */
  kind: z.literal("carousel"),
  /** "See all" target, or null. */
  href: Href.nullable(),
  /** The cards. */
  items: z.array(ContentSummary),
});

/** An editorial collection with its picture and cards. */
export const CollectionModule = ModuleBase.extend({
  /** Module kind. */
  kind: z.literal("collection"),
  /** Introduction. */
  description: z.string().max(600),
  /** The collection's page, or null. */
  href: Href.nullable(),
  /** Header picture. */
  image: Image.nullable(),
  /** The cards. */
  items: z.array(ContentSummary),
});

/** Tiles linking to categories or pages. */
export const LinkCollectionModule = ModuleBase.extend({
  /** Module kind. */
  kind: z.literal("link_collection"),
  /** The tiles. */
  links: z.array(FeedLink),
});

/** A row of author portraits. */
export const AuthorCarouselModule = ModuleBase.extend({
  /** Module kind. */
  kind: z.literal("author_carousel"),
  /** The authors. */
  authors: z.array(Author),
});

/** A single prominent link. */
export const LinkModule = ModuleBase.extend({
  /** Module kind. */
  kind: z.literal("link"),
  /** The link. */
  link: FeedLink,
});

/** A recipe video. */
export const PlayerModule = ModuleBase.extend({
  /** Module kind. */
  kind: z.literal("player"),
  /** A recipe that has a video. */
  item: RecipeSummary,
});

/** Cards chosen by a query (newest community recipes, a category) rather than by hand. */
export const AutomatedModule = ModuleBase.extend({
  /** Module kind. */
  kind: z.literal("automated"),
  /** The listing the query stands for, or null. */
  href: Href.nullable(),
  /** The query as content API filters (e.g. { community: "true" }). */
  query: z.record(z.string(), z.string()),
  /** The cards the query returned when the feed was built. */
  items: z.array(ContentSummary),
});

/** A teaser with text, picture and button (app promo, newsletter, premium). */
export const LinkModuleModule = ModuleBase.extend({
  /** Module kind. */
  kind: z.literal("link_module"),
  /** Body text. */
  text: z.string().max(600),
  /** Button label. */
  label: z.string().min(1).max(80),
  /** Button target. */
  href: Href,
  /** Picture, or null. */
  image: Image.nullable(),
});

/** Any feed module, rendered in the order the feed gives. */
export const FeedModule = z.discriminatedUnion("kind", [
  HeroModule,
  CarouselModule,
  CollectionModule,
  LinkCollectionModule,
  AuthorCarouselModule,
  LinkModule,
  PlayerModule,
  AutomatedModule,
  LinkModuleModule,
]);
export type FeedModule = z.infer<typeof FeedModule>;

/** A feed (GET /api/feed/?group=main): the modules of the home page or a special page. */
export const Feed = z.object({
  /** Language of the feed. */
  language: Language,
  /** Which feed. */
  group: FeedGroup,
  /** Modules in display order. */
  modules: z.array(FeedModule),
});
export type Feed = z.infer<typeof Feed>;
