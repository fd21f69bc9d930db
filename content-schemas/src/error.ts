import { z } from "zod";

/**
 * The one shape of every error the gateway and the content API answer with. The HTTP status tells the
 * truth (400 malformed, 404 unknown, 422 invalid, 502–504 upstream trouble); `code` is stable for
 * programs, `message` is written for people in the request's language.
 */
export const ErrorBody = z.object({
  /** The error. */
  error: z.object({
    /** The HTTP status, repeated for clients that only see the body. */
    status: z.int().min(400).max(599),
    /** A stable snake_case code, e.g. "not_found", "invalid_parameter", "upstream_timeout". */
    code: z.string().regex(/^[a-z][a-z0-9_]*$/),
    /** A sentence for people, in German or English after the request's language. */
    message: z.string().min(1),
    /** Which input was wrong, when the error is about input. */
    field: z.string().optional(),
    /** The request ID, to find the matching log line. */
    request_id: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
