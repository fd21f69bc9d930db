import { text } from "./text.ts";

/** Lists and taxonomy pages: home feed modules, recipes, stories, categories, tags, authors, ingredients, shopping tips, partners, pagination. */
export const lists = {
  /** Name of the home page in breadcrumb trails. */
  "lists.breadcrumb.home": text,
  /** Title of page 2+ of a list: `{title}` of the list and `{page}` number. */
  "lists.pageTitle": text,
  /** Short "page n" line shown under the heading of page 2+: `{page}` of `{pages}`. */
  "lists.pageOf": text,

  /** Heading of the recipes list. */
  "lists.recipes.title": text,
  /** Introduction and meta description of the recipes list. */
  "lists.recipes.intro": text,
  /** Heading of the community recipes list. */
  "lists.community.title": text,
  /** Introduction and meta description of the community recipes list. */
  "lists.community.intro": text,
  /** Link from the community recipes list to the community categories. */
  "lists.community.categories": text,
  /** Heading of the stories list. */
  "lists.stories.title": text,
  /** Introduction and meta description of the stories list. */
  "lists.stories.intro": text,
  /** Link from a sub-category to its parent ("all baking"): `{title}` of the parent. */
  "lists.category.parent": text,
  /** Small label above a tag heading. */
  "lists.tag.eyebrow": text,
  /** Introduction and meta description of a tag page: `{tag}`. */
  "lists.tag.intro": text,
  /** Small label above an ingredient heading. */
  "lists.ingredient.eyebrow": text,
  /** Document title of an ingredient page: `{name}` (plural form). */
  "lists.ingredient.title": text,
  /** Introduction and meta description of an ingredient page: `{name}` (plural form). */
  "lists.ingredient.intro": text,
  /** Meta description of an author page without a biography: `{name}`. */
  "lists.author.intro": text,
  /** Label of an author from the editorial team. */
  "lists.author.kind.editor": text,
  /** Label of a community cook. */
  "lists.author.kind.community": text,
  /** Label of a brand partner. */
  "lists.author.kind.partner": text,
  /** Label of a featured community contributor. */
  "lists.author.featured": text,
  /** Link to a partner's own website (opens in a new tab). */
  "lists.author.website": text,
  /** Hidden hint on links that open in a new tab. */
  "lists.newTab": text,
  /** Heading above an author's cards: `{name}`. */
  "lists.author.itemsHeading": text,
  /** Heading above the cards of an author who only has recipes: `{name}`. */
  "lists.author.recipesHeading": text,
  /** Heading above the cards of an author who only has stories: `{name}`. */
  "lists.author.storiesHeading": text,

  /** Count of exactly one recipe. */
  "lists.count.recipes.one": text,
  /** Count of recipes: `{count}`. */
  "lists.count.recipes.many": text,
  /** Count of exactly one story. */
  "lists.count.stories.one": text,
  /** Count of stories: `{count}`. */
  "lists.count.stories.many": text,
  /** Count of exactly one recipe or story. */
  "lists.count.items.one": text,
  /** Count of recipes and stories together: `{count}`. */
  "lists.count.items.many": text,

  /** Heading of an empty list. */
  "lists.empty.title": text,
  /** Text of an empty list. */
  "lists.empty.text": text,
  /** Link from an empty list to all recipes. */
  "lists.empty.link": text,

  /** Accessible name of the pagination landmark. */
  "lists.pagination.label": text,
  /** Link to the previous page. */
  "lists.pagination.previous": text,
  /** Link to the next page. */
  "lists.pagination.next": text,
  /** Accessible name of a page number link: `{page}`. */
  "lists.pagination.page": text,

  /** Heading of the categories index. */
  "lists.categories.title": text,
  /** Introduction and meta description of the categories index. */
  "lists.categories.intro": text,
  /** Heading of the community categories index. */
  "lists.categories.communityTitle": text,
  /** Introduction and meta description of the community categories index. */
  "lists.categories.communityIntro": text,
  /** Accessible name of the jump links to the category groups. */
  "lists.categories.jump": text,
  /** Category group: breakfast, lunch, dinner… */
  "lists.group.day_time": text,
  /** Category group: vegan, vegetarian, low carb. */
  "lists.group.diet": text,
  /** Category group: starters, mains, desserts… */
  "lists.group.course": text,
  /** Category group: cuisines of the world. */
  "lists.group.cuisine": text,
  /** Category group: occasions and seasons. */
  "lists.group.occasion": text,
  /** Category group: main ingredients. */
  "lists.group.ingredient": text,
  /** Category group: baking. */
  "lists.group.baking": text,
  /** Category group: drinks. */
  "lists.group.drinks": text,
  /** Category group: news. */
  "lists.group.news": text,

  /** Heading of the tags index. */
  "lists.tags.title": text,
  /** Introduction and meta description of the tags index. */
  "lists.tags.intro": text,

  /** Heading of the ingredients index. */
  "lists.ingredients.title": text,
  /** Introduction and meta description of the ingredients index. */
  "lists.ingredients.intro": text,
  /** Accessible name of the A–Z jump links. */
  "lists.ingredients.jump": text,
  /** Heading for ingredients that do not start with a letter A–Z. */
  "lists.ingredients.other": text,

  /** Heading of the shopping tips index. */
  "lists.tips.title": text,
  /** Introduction and meta description of the shopping tips index. */
  "lists.tips.intro": text,
  /** Label before the months a tip is in season. */
  "lists.tips.season": text,
  /** Season of a tip that is good all year. */
  "lists.tips.allYear": text,
  /** Small label above a shopping tip heading. */
  "lists.tip.eyebrow": text,
  /** Link from a shopping tip back to all tips. */
  "lists.tip.back": text,
  /** Heading of the other tips under a shopping tip. */
  "lists.tip.more": text,

  /** Heading of the partners page. */
  "lists.partners.title": text,
  /** Introduction and meta description of the partners page. */
  "lists.partners.intro": text,
  /** Link to a partner's profile on the site: `{name}`. */
  "lists.partners.profile": text,

  /** Heading of the veganuary page. */
  "lists.veganuary.title": text,
  /** Introduction and meta description of the veganuary page. */
  "lists.veganuary.intro": text,

  /** Button of the hero module on a recipe. */
  "lists.feed.toRecipe": text,
  /** Button of the hero module on a story. */
  "lists.feed.toStory": text,
  /** Length of a recipe video: `{duration}`. */
  "lists.feed.videoLength": text,
};
