/**
 * The strings of the discovery islands in the browser: only the "discovery" area of both dictionaries, so an
 * island never ships the site's other text or zod (like client.ts for the account islands).
 */
import type { Language } from "@tischlein/content-schemas";
import type { discovery as keys } from "./keys/discovery.ts";
import { discovery as de } from "./de/discovery.ts";
import { discovery as en } from "./en/discovery.ts";
import { lookup } from "./fill.ts";

/** A key of the discovery area. */
export type DiscoveryKey = keyof typeof keys;

/** Looks up a string of the discovery area and fills its placeholders. */
export type DiscoveryText = (key: DiscoveryKey, values?: Record<string, string | number>) => string;

const dictionaries: Record<Language, Record<DiscoveryKey, string>> = { de, en };

/** The discovery strings of one language. */
export function discoveryText(lang: Language): DiscoveryText {
  return lookup(dictionaries[lang]);
}
