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
