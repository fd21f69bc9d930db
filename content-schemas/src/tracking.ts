import { z } from "zod";
import { Language } from "./common.ts";

/** Newsletter sign-up (POST /api/email-newsletter); spec §5: non-space text, an at sign, non-space text. */
export const NewsletterPayload = z.strictObject({
  /** The address to subscribe. */
  email: z.string().max(254).regex(/^\S+@\S+$/),
  /** Language the newsletter is sent in. */
  language: Language,
});
export type NewsletterPayload = z.infer<typeof NewsletterPayload>;

/**
 * The answer of following a newsletter mail's link: POST /api/email-newsletter/confirm/ (with the
 * confirm-request body) answers subscribed, the one-click POST
 * /api/email-newsletter/unsubscribe/?token=… answers unsubscribed.
 */
export const NewsletterStatus = z.object({
  /** What the address is now. */
  status: z.enum(["subscribed", "unsubscribed"]),
});
export type NewsletterStatus = z.infer<typeof NewsletterStatus>;

/** A server-side copy of a pixel event (POST /api/fb-events), sent 250 ms after the client event. */
export const TrackingEvent = z.object({
  /** Event name, e.g. "PageView", "Lead". */
  eventName: z.string().min(1).max(100),
  /** Id shared with the client event, for de-duplication. */
  eventId: z.string().min(1).max(100),
  /** E-mail addresses (hashed upstream). */
  emails: z.array(z.string().max(254)).optional(),
  /** Phone numbers (hashed upstream). */
  phones: z.array(z.string().max(40)).optional(),
  /** First name. */
  firstName: z.string().max(100).optional(),
  /** Last name. */
  lastName: z.string().max(100).optional(),
  /** Country code. */
  country: z.string().max(2).optional(),
  /** City. */
  city: z.string().max(100).optional(),
  /** Postal code. */
  zipCode: z.string().max(20).optional(),
  /** Products in the event. */
  products: z.array(z.object({ /** Product id. */ sku: z.string().min(1), /** How many. */ quantity: z.int().min(1) })).optional(),
  /** Monetary value. */
  value: z.number().min(0).optional(),
  /** ISO 4217 currency. */
  currency: z.string().length(3).optional(),
  /** Test code of the events manager, for debugging. */
  testEventCode: z.string().max(50).optional(),
  /** The browser's user agent. */
  userAgent: z.string().max(1000),
  /** The page the event happened on. */
  sourceUrl: z.url().max(2048),
});
export type TrackingEvent = z.infer<typeof TrackingEvent>;
