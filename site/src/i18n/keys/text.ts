import { z } from "zod";

/** A text shown to readers: never empty. */
export const text = z.string().min(1);
