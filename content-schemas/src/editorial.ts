import { z } from "zod";
import { Id, Language, Slug, Timestamp } from "./common.ts";
import { ReportReason, ReportTarget } from "./community.ts";
import { DraftImage, RecipeDraft } from "./own-recipes.ts";

/*
 * The editorial desk's API, for editors and admins only; everyone else gets 403.
 */

/** One line of the abuse-report queue: everything open about one comment, photo, recipe or user. */
export const ReportGroup = z.object({
  /** What kind of thing was reported. */
  target: ReportTarget,
  /** Its id (a user may be named by slug). */
  id: Slug,
  /** How many different users reported it. */
  reporters: z.int().min(1),
  /** Reports per reason. */
  reasons: z.partialRecord(ReportReason, z.int().min(1)),
  /** What the reporters wrote, oldest first. */
  texts: z.array(z.string().max(1000)),
  /** The first and the latest report. */
  first_reported_at: Timestamp,
  last_reported_at: Timestamp,
  /** Hidden from readers until an editor decides (three reporters hide a comment or photo). */
  hidden: z.boolean(),
  /**
   * What it is: a comment's text, a photo's media path, a recipe's title, a user's name; empty when
   * it is gone since.
   */
  preview: z.string(),
  /** Who wrote or uploaded it (comments, photos), or the recipe's author slug. */
  author: z.string(),
  /** Where it is: a comment's or photo's content id, a recipe's or user's slug. */
  link: z.string(),
});
export type ReportGroup = z.infer<typeof ReportGroup>;

/** An editor's decision on a reported thing (POST /api/editorial/reports/{target}/{id}/resolve/). */
export const ReportDecision = z.strictObject({
  /**
   * dismiss (nothing wrong; shown again), hide (hidden; a recipe taken off the site), delete, warn
   * (its author gets a mail), block (its author, or the reported user, can no longer log in).
   */
  decision: z.enum(["dismiss", "hide", "delete", "warn", "block"]),
  /** A note for the author's mail and the audit log. */
  note: z.string().max(1000).optional(),
});

/** The answer to a decision. */
export const ReportDecisionReceipt = z.object({
  /** What was decided on. */
  target: ReportTarget,
  id: Slug,
  decision: ReportDecision.shape.decision,
  /** The author was mailed (warn, block). */
  notified: z.boolean(),
});

/** An account as an admin sees it in the desk, to give it a role. */
export const TeamMember = z.object({
  /** Account id. */
  id: Id,
  /** Name, address and profile slug. */
  name: z.string(),
  email: z.string(),
  slug: Slug,
  /** What it may do. */
  role: z.enum(["user", "editor", "admin"]),
  /** Blocked by an editor. */
  blocked: z.boolean(),
  /** Has the premium offer: reads premium recipes, sees no ads. */
  is_premium: z.boolean(),
});

/** GET /api/editorial/users/?q=: up to 20 accounts whose address or name contains q (admins only). */
export const TeamList = z.object({
  /** The accounts, by name. */
  data: z.array(TeamMember),
});

/** PATCH /api/editorial/users/{id}/ (admins only): a new role (not their own) or premium, or both. */
export const RoleRequest = z.strictObject({
  /** The new role. */
  role: z.enum(["user", "editor", "admin"]).optional(),
  /** Premium on or off. */
  is_premium: z.boolean().optional(),
});

/**
 * Where an item is for the desk: a draft (written in the desk, never on the site yet), live on the
 * site, expired (taken off, kept) or scheduled.
 */
export const DeskState = z.enum(["draft", "live", "expired", "scheduled"]);

/**
 * One body block of a story being written. Headline, text, quote and recipes are edited here;
 * every other block the story has (pictures, pros and cons, buttons, links) stays as it is and is
 * named by `keep`.
 */
export const StoryDraftBlock = z.union([
  z.strictObject({
    /** A heading. */
    type: z.literal("headline"),
    /** Heading text. */
    text: z.string().max(200),
  }),
  z.strictObject({
    /** Paragraphs as plain text. */
    type: z.literal("text"),
    /** Paragraphs separated by a blank line; the server writes them as HTML. */
    text: z.string().max(20000),
  }),
  z.strictObject({
    /** Paragraphs with markup (lists, emphasis, links), as stories brought them. */
    type: z.literal("text"),
    /** HTML; the server keeps p, strong, em, br, ul, ol, li and a[href] and drops everything else. */
    html: z.string().max(50000),
  }),
  z.strictObject({
    /** A pull quote. */
    type: z.literal("quote"),
    /** The quoted words. */
    text: z.string().max(1000),
    /** Who said it. */
    cite: z.string().max(200).nullable().optional(),
  }),
  z.strictObject({
    /** Recipe cards. */
    type: z.literal("recipes"),
    /** Heading above the cards. */
    title: z.string().max(200),
    /** The recipes by content id; the server writes their cards in the story's language. */
    recipes: z.array(Id).max(24),
  }),
  z.strictObject({
    /** A block the draft does not edit, kept as it is. */
    type: z.literal("keep"),
    /**
     * Its position in the stored blocks of this language version (for a new language version: of
     * the other one), as the draft the server gave names it.
     */
    index: z.int().min(0).max(199),
  }),
]);
export type StoryDraftBlock = z.infer<typeof StoryDraftBlock>;

/** A story being written in the desk; like a recipe draft, every field may be missing while it is one. */
export const StoryDraft = z.object({
  /** Headline. */
  title: z.string().max(200).optional(),
  /** Teaser text. */
  description: z.string().max(1000).optional(),
  /** The main picture. */
  image: DraftImage.nullable().optional(),
  /** Categories by slug in the story's language. */
  categories: z.array(z.object({ /** Category slug. */ slug: Slug })).max(8).optional(),
  /** Tags by slug in the story's language. */
  tags: z.array(z.object({ /** Tag slug. */ slug: Slug })).max(20).optional(),
  /** The body, in reading order. */
  blocks: z.array(StoryDraftBlock).max(200).optional(),
});
export type StoryDraft = z.infer<typeof StoryDraft>;

/**
 * POST /api/editorial/content/: a new recipe or story in one language, as a draft (state draft).
 * Only a title of 3 characters or more is required; the slug comes from it.
 */
export const EditorialCreate = z.strictObject({
  /** Recipe or story. */
  type: z.enum(["recipe", "article"]),
  /** The language it is written in. */
  language: Language,
  /** Slug of an author profile; the editorial team's (lena-hoffmann) when missing. */
  author: Slug.optional(),
  /** A RecipeDraft for a recipe, a StoryDraft for a story. */
  draft: z.union([RecipeDraft, StoryDraft]),
});

/**
 * PUT /api/editorial/content/{content_id}/versions/{lang}/: the whole content of one language
 * version (200), or a new one, the twin (201). A live or scheduled item must stay complete.
 */
export const EditorialVersion = z.strictObject({
  /** A RecipeDraft for a recipe, a StoryDraft for a story. */
  draft: z.union([RecipeDraft, StoryDraft]),
  /** A new slug (the old one redirects, 301); a new version's comes from its title when missing. */
  slug: Slug.min(1).optional(),
});

/** One language version of an item, as the desk lists it. */
export const DeskVersion = z.object({
  /** Its language. */
  language: Language,
  /** Id of this version. */
  id: Id,
  /** Slug and title in that language. */
  slug: Slug,
  title: z.string().min(1).max(200),
  /** Teaser text. */
  description: z.string().max(1000),
});

/** A recipe or story in the desk (GET /api/editorial/content/, paged). */
export const EditorialItem = z.object({
  /** Shared by its language versions. */
  content_id: Id,
  /** Content type. */
  type: z.enum(["recipe", "article"]),
  /** Where it is. */
  state: DeskState,
  /** When it went or goes live; null while it never has. */
  published_at: Timestamp.nullable(),
  /** Written by a community cook. */
  community: z.boolean(),
  /** Slug of its author. */
  author: z.string(),
  /** Its language versions (one or two). */
  versions: z.array(DeskVersion).min(1).max(2),
  /** Last change. */
  updated_at: Timestamp,
  /** A premium recipe: only premium readers see its ingredients and steps. */
  is_premium: z.boolean().optional(),
  /** The whole language versions (GET and PATCH /api/editorial/content/{content_id}/ only). */
  documents: z.array(z.looseObject({ /** Id of the version. */ id: Id, /** Its language. */ language: Language })).optional(),
  /** Each version in the form the desk edits (a RecipeDraft or StoryDraft), by language (detail only). */
  drafts: z.partialRecord(Language, z.union([RecipeDraft, StoryDraft])).optional(),
});
export type EditorialItem = z.infer<typeof EditorialItem>;

/**
 * PATCH /api/editorial/content/{content_id}/: what changes. A new slug keeps the old one redirecting
 * (301); scheduled needs a published_at in the future.
 */
export const EditorialPatch = z.strictObject({
  /** Live, expired or scheduled. */
  state: DeskState.optional(),
  /** When it goes (or went) live. */
  published_at: Timestamp.optional(),
  /** Mark a recipe premium, or free again (recipes only). */
  is_premium: z.boolean().optional(),
  /** Title, slug and teaser per language. */
  versions: z
    .partialRecord(
      Language,
      z.strictObject({
        /** New title. */
        title: z.string().min(1).max(200).optional(),
        /** New slug. */
        slug: Slug.min(1).optional(),
        /** New teaser. */
        description: z.string().max(1000).optional(),
      }),
    )
    .optional(),
});
