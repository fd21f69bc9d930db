import { text } from "./text.ts";

/**
 * Discovery: the prerendered "what to cook today" combinations and the ingredients picker (cook with
 * what you have) on the ingredients page.
 */
export const discovery = {
  /** Heading of the ingredients picker on the ingredients page. */
  "discovery.pantry.title": text,
  /** Accessible name of the filter chips. */
  "discovery.whatToCook.filters": text,
  /** Accessible name of the result list. */
  "discovery.whatToCook.results": text,
  /** How many recipes match; {count} is the number. */
  "discovery.whatToCook.count": text,
  /** One recipe matches. */
  "discovery.whatToCook.countOne": text,
  /** Meta description of a combination; {filters} lists the chosen filters. */
  "discovery.whatToCook.description": text,
  /** Link to the search page with every match; {count} is the number. */
  "discovery.whatToCook.more": text,
  /** Heading when a combination finds nothing. */
  "discovery.whatToCook.empty": text,
  /** Advice when a combination finds nothing. */
  "discovery.whatToCook.emptyText": text,
  /** A link that drops one filter; {filter} is its name. */
  "discovery.whatToCook.without": text,
  /** Introduction of the picker. */
  "discovery.pantry.lead": text,
  /** Label of the picker's field. */
  "discovery.pantry.input": text,
  /** Placeholder of the picker's field. */
  "discovery.pantry.placeholder": text,
  /** Button that adds the typed ingredient. */
  "discovery.pantry.add": text,
  /** Accessible name of a chip's remove button; {name} is the ingredient. */
  "discovery.pantry.remove": text,
  /** Button that removes every picked ingredient. */
  "discovery.pantry.clear": text,
  /** Heading of the results; {count} is the number. */
  "discovery.pantry.results": text,
  /** How much of a recipe the reader has; {have}, {total} counted ingredients. */
  "discovery.pantry.coverage": text,
  /** Summary of what a recipe still needs, opening the list; {count} (2 or more) is the number. */
  "discovery.pantry.missing": text,
  /** The summary when one ingredient is missing. */
  "discovery.pantry.missingOne": text,
  /** A recipe needs nothing more. */
  "discovery.pantry.complete": text,
  /** No recipe uses the picked ingredients. */
  "discovery.pantry.none": text,
  /** When the results could not be loaded. */
  "discovery.pantry.error": text,
  /** When the typed text is no ingredient we know; {name} is the text. */
  "discovery.pantry.unknown": text,
};
