import { z } from "zod";
import { Id, Language, Timestamp } from "./common.ts";

/** What a reader's feedback is about (the modal's first choice). */
export const FeedbackKind = z.enum(["idea", "problem", "praise", "other"]);

/**
 * A reader's feedback from the footer's feedback modal (POST /api/feedback/; spec §2 "a feedback
 * button opening a modal"). Anyone may send it, logged in or not; the editors read it in the desk.
 */
export const FeedbackRequest = z.strictObject({
  /** What it is about. */
  kind: FeedbackKind,
  /** What the reader wrote. */
  message: z.string().trim().min(3).max(2000),
  /** An address for an answer, when the reader wants one (spec §5's rule for addresses). */
  email: z.string().trim().max(254).regex(/^\S+@\S+$/).optional(),
  /** The page it was sent from: a path of the site. */
  page: z.string().max(500).regex(/^\/[^\s]*$/),
  /** The language of that page. */
  language: Language,
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

/** The answer to a feedback: 201, with the id it is kept under. */
export const FeedbackReceipt = z.object({
  /** Always "received". */
  status: z.literal("received"),
  /** The feedback's id. */
  id: Id,
});
export type FeedbackReceipt = z.infer<typeof FeedbackReceipt>;

/** A feedback as editors see it in the desk (GET /api/editorial/feedback/). */
export const FeedbackEntry = z.object({
  /** Its id. */
  id: Id,
  /** What it is about. */
  kind: FeedbackKind,
  /** What the reader wrote, shown as text. */
  message: z.string(),
  /** The reader's address for an answer, or null. */
  email: z.string().nullable(),
  /** The page it was sent from. */
  page: z.string(),
  /** The language of that page. */
  language: Language,
  /** The logged-in reader who sent it, or null for an anonymous one. */
  user: z.object({ /** Their id. */ id: Id, /** Their name. */ name: z.string() }).nullable(),
  /** When it arrived (RFC 3339). */
  created_at: Timestamp,
  /** When an editor marked it handled, or null while it is open. */
  handled_at: Timestamp.nullable(),
});
export type FeedbackEntry = z.infer<typeof FeedbackEntry>;

/** An editor marks a feedback handled, or open again (PATCH /api/editorial/feedback/{id}/). */
export const FeedbackPatch = z.strictObject({
  /** Handled (true) or open (false). */
  handled: z.boolean(),
});
export type FeedbackPatch = z.infer<typeof FeedbackPatch>;
