import { text } from "./text.ts";

/**
 * Search: the header's search modal and the search page's island. The islands read this area in
 * the browser, so it holds only what they show; the search page's frame uses the "shells" area.
 */
export const search = {
  /** Accessible name of the search modal. */
  "search.modal.label": text,
  /** Accessible name of the modal's search field. */
  "search.modal.input": text,
  /** Placeholder of the modal's search field. */
  "search.modal.placeholder": text,
  /** Accessible name of the close button. */
  "search.modal.close": text,
  /** Heading of the suggestions list. */
  "search.modal.suggestions": text,
  /** Heading of the result cards in the modal. */
  "search.modal.results": text,
  /** Heading of the recent searches. */
  "search.modal.recent": text,
  /** Button that forgets the recent searches. */
  "search.modal.clearRecent": text,
  /** Heading of the popular searches shown when there is no history. */
  "search.modal.popular": text,
  /** Link to the search page with the query; {query} is the text. */
  "search.modal.all": text,
  /** When the modal found nothing; {query} is the text. */
  "search.modal.none": text,
  /** Keyboard help under the list. */
  "search.modal.hint": text,
  /** When a request failed. */
  "search.modal.offline": text,
  /** Label of a recipe suggestion. */
  "search.kind.recipe": text,
  /** Label of a story suggestion. */
  "search.kind.article": text,
  /** Label of a category suggestion. */
  "search.kind.category": text,
  /** Label of a tag suggestion. */
  "search.kind.tag": text,
  /** Label of an ingredient suggestion. */
  "search.kind.ingredient": text,
  /** How many hits; {count} is the number, {query} the text. */
  "search.page.count": text,
  /** One hit; {query} is the text. */
  "search.page.countOne": text,
  /** How many hits without a query; {count} is the number. */
  "search.page.countAll": text,
  /** While the results load. */
  "search.page.loading": text,
  /** Heading of the filters. */
  "search.page.filters": text,
  /** Link that removes every filter. */
  "search.page.reset": text,
  /** Accessible name of the filter button on phones; {count} is how many filters are on. */
  "search.page.filtersActive": text,
  /** Accessible name of the button that closes the filter sheet. */
  "search.page.close": text,
  /** Button under the filter sheet that closes it; {count} is the number of hits. */
  "search.page.apply": text,
  /** The same with one hit. */
  "search.page.applyOne": text,
  /** Accessible name of the list of filters that are on, above the results. */
  "search.page.active": text,
  /** Accessible name of an active filter's chip, which removes it; {filter} is its name. */
  "search.page.remove": text,
  /** Filter group: recipes or stories. */
  "search.page.type": text,
  /** Filter: recipes. */
  "search.page.type.recipe": text,
  /** Filter: stories. */
  "search.page.type.article": text,
  /** Filter group: diet. */
  "search.page.diet": text,
  /** Filter: vegetarian. */
  "search.page.diet.vegetarian": text,
  /** Filter: vegan. */
  "search.page.diet.vegan": text,
  /** Filter group: meal. */
  "search.page.meal": text,
  /** Filter: breakfast. */
  "search.page.meal.breakfast": text,
  /** Filter: lunch. */
  "search.page.meal.lunch": text,
  /** Filter: dinner. */
  "search.page.meal.dinner": text,
  /** Filter group: quick, healthy, for kids. */
  "search.page.more": text,
  /** Filter: under 30 minutes. */
  "search.page.quick": text,
  /** Filter: healthy. */
  "search.page.healthy": text,
  /** Filter: for children. */
  "search.page.kids": text,
  /** Filter group: difficulty. */
  "search.page.difficulty": text,
  /** Filter: easy. */
  "search.page.difficulty.easy": text,
  /** Filter: medium. */
  "search.page.difficulty.medium": text,
  /** Filter: hard. */
  "search.page.difficulty.hard": text,
  /** Filter group: categories. */
  "search.page.categories": text,
  /** Heading when nothing was found; {query} is the text. */
  "search.page.empty": text,
  /** Advice when filters leave nothing. */
  "search.page.emptyFilters": text,
  /** Offer of another spelling; the link follows. */
  "search.page.didYouMean": text,
  /** Heading of popular searches in the empty state. */
  "search.page.popular": text,
  /** Link to the previous page of results. */
  "search.page.prev": text,
  /** Link to the next page of results. */
  "search.page.next": text,
  /** Where the reader is in the pages. */
  "search.page.pageOf": text,
  /** When the results could not be loaded. */
  "search.page.error": text,
  /** Button that tries again. */
  "search.page.retry": text,
  /** Popular searches, comma separated. */
  "search.popular": text,
};
