/**
 * The tag manager's `window.dataLayer` (spec §2 "page view to a tag manager", §4 analytics). Events
 * are plain objects with an `event` name; the tag manager, when one is configured, reads the array
 * (and whatever it finds there before it loaded). No personal data beyond the user's id goes in:
 * never the e-mail address or the name.
 *
 * @example
 * pushToDataLayer({ event: "like_state", like_state: "liked", item_id: "…" });
 */

/** One entry of the data layer. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

/** The page's data layer, created on first use. */
export function dataLayer(): DataLayerEvent[] {
  const scope = globalThis as { dataLayer?: DataLayerEvent[] };
  scope.dataLayer ??= [];
  return scope.dataLayer;
}

/** Appends an event to the data layer. */
export function pushToDataLayer(event: DataLayerEvent): void {
  dataLayer().push(event);
}
