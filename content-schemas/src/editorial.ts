import { z } from "zod";
import { Id, Language, Slug, Timestamp } from "./common.ts";
import { ReportReason, ReportTarget } from "./community.ts";

/*
 * The editorial desk's API (issue 10), for editors and admins only; everyone else gets 403.
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
});

/** GET /api/editorial/users/?q=: up to 20 accounts whose address or name contains q (admins only). */
export const TeamList = z.object({
  /** The accounts, by name. */
  data: z.array(TeamMember),
});

/** PATCH /api/editorial/users/{id}/ (admins only; not their own). */
export const RoleRequest = z.strictObject({
  /** The new role. */
  role: z.enum(["user", "editor", "admin"]),
});

/** Where an item is for the desk: live on the site, expired (taken off, kept) or scheduled. */
export const DeskState = z.enum(["live", "expired", "scheduled"]);

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
  /** The whole language versions (GET and PATCH /api/editorial/content/{content_id}/ only). */
  documents: z.array(z.looseObject({ /** Id of the version. */ id: Id, /** Its language. */ language: Language })).optional(),
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
