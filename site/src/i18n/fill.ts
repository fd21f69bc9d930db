/**
 * Fills `{name}` placeholders of an interface string; shared by the build's `t` (i18n/index.ts) and
 * the islands' `accountText` (i18n/client.ts), so both write the same text.
 *
 * @example
 * fill("von {name}", { name: "Lena" }) // "von Lena"
 * fill("von {name}") // "von {name}"
 * fill("{a} und {b}", { a: 1 }) // "1 und {b}"
 */
export function fill(text: string, values?: Record<string, string | number>): string {
  if (!values) return text; // most calls: a plain string, called on every page of a large build
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * The lookup of one area's dictionary in the browser: a key, filled with its values. The islands'
 * clients (client.ts, search-client.ts, discovery-client.ts) each hand it one language's area.
 *
 * @example
 * lookup({ "a.b": "von {name}" })("a.b", { name: "Lena" }) // "von Lena"
 */
export function lookup<K extends string>(dictionary: Record<K, string>): (key: K, values?: Record<string, string | number>) => string {
  return (key, values) => fill(dictionary[key], values);
}
