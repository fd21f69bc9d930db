/**
 * The memory of components/Shared.astro: markup that many pages repeat byte for byte, rendered once
 * per name (and data object) and repeated from here for every other page of the build.
 */

/** Markup by the data it is made from, then by name. */
const byData = new WeakMap<object, Map<string, string>>();

/** The key of markup made from no data but the page's language and options. */
const EVERY_PAGE = {};

/**
 * The markup of `name` (made from `of`): rendered by `render` the first time, remembered after.
 *
 * @example
 * await sharedMarkup("menu:de", undefined, () => Astro.slots.render("default"))
 */
export async function sharedMarkup(name: string, of: object | undefined, render: () => Promise<string>): Promise<string> {
  const key = of ?? EVERY_PAGE;
  let byName = byData.get(key);
  const known = byName?.get(name);
  if (known !== undefined) return known;
  const html = await render();
  if (!byName) byData.set(key, (byName = new Map()));
  byName.set(name, html);
  return html;
}
