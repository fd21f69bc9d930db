/** English strings of the "lists" keys (keys/lists.ts). */
export const lists = {
  "lists.breadcrumb.home": "Home",
  "lists.pageTitle": "{title} – Page {page}",
  "lists.pageOf": "Page {page} of {pages}",

  "lists.recipes.title": "Recipes",
  "lists.recipes.intro":
    "Every Tischlein recipe: quick weeknight dinners, classics, baking and drinks – tested in our kitchen and explained step by step.",
  "lists.community.title": "Community recipes",
  "lists.community.intro":
    "Favourite recipes from the Tischlein community: written down, tried and shared by home cooks like you.",
  "lists.community.categories": "Community categories",
  "lists.stories.title": "Stories",
  "lists.stories.intro":
    "Kitchen stories: ingredient guides, kitchen tricks, portraits and everything worth knowing about cooking and eating.",
  "lists.category.parent": "All of {title}",
  "lists.tag.eyebrow": "Tag",
  "lists.tag.intro": "Every recipe and story tagged “{tag}” – fresh from the Tischlein kitchen.",
  "lists.ingredient.eyebrow": "Ingredient",
  "lists.ingredient.title": "{name} – recipes with this ingredient",
  "lists.ingredient.intro": "Recipes with {name}: ideas for what to cook with it today.",
  "lists.author.intro": "Recipes and stories by {name} on Tischlein.",
  "lists.author.kind.editor": "Tischlein editorial team",
  "lists.author.kind.community": "Community",
  "lists.author.kind.partner": "Partner",
  "lists.author.featured": "Community pick",
  "lists.author.website": "Visit website",
  "lists.newTab": "(opens in a new tab)",
  "lists.author.itemsHeading": "Recipes and stories by {name}",
  "lists.author.recipesHeading": "Recipes by {name}",
  "lists.author.storiesHeading": "Stories by {name}",

  "lists.count.recipes.one": "1 recipe",
  "lists.count.recipes.many": "{count} recipes",
  "lists.count.stories.one": "1 story",
  "lists.count.stories.many": "{count} stories",
  "lists.count.items.one": "1 post",
  "lists.count.items.many": "{count} posts",

  "lists.empty.title": "Nothing simmering here yet",
  "lists.empty.text": "There is nothing in this selection yet. Check back soon – or get inspired by our newest recipes.",
  "lists.empty.link": "Discover all recipes",

  "lists.pagination.label": "Pages",
  "lists.pagination.previous": "Previous",
  "lists.pagination.next": "Next",
  "lists.pagination.page": "Page {page}",

  "lists.categories.title": "Categories",
  "lists.categories.intro":
    "Breakfast or dinner, vegan or meaty, Italian or Indian: find recipes by time of day, diet, course, cuisine, occasion and ingredient.",
  "lists.categories.communityTitle": "Community categories",
  "lists.categories.communityIntro":
    "These categories hold recipes from the Tischlein community – written down and shared by people who love to cook.",
  "lists.categories.jump": "Jump to a group",
  "lists.group.day_time": "Time of day",
  "lists.group.diet": "Diet",
  "lists.group.course": "Course",
  "lists.group.cuisine": "Cuisine",
  "lists.group.occasion": "Occasion & season",
  "lists.group.ingredient": "Main ingredient",
  "lists.group.baking": "Baking",
  "lists.group.drinks": "Drinks",
  "lists.group.news": "News",

  "lists.tags.title": "Tags",
  "lists.tags.intro": "Browse by keyword: gluten-free, budget-friendly, made for meal prep or true classics.",

  "lists.ingredients.title": "Ingredients from A to Z",
  "lists.ingredients.intro": "What’s left in the fridge? Pick an ingredient and find every recipe that uses it.",
  "lists.ingredients.jump": "Jump to a letter",
  "lists.ingredients.other": "Other",

  "lists.tips.title": "Shopping tips",
  "lists.tips.intro":
    "Shop smarter: how to spot fresh produce, what really counts on the label and what is in season when.",
  "lists.tips.season": "Season",
  "lists.tips.allYear": "All year",
  "lists.tip.eyebrow": "Shopping tip",
  "lists.tip.back": "All shopping tips",
  "lists.tip.more": "More shopping tips",

  "lists.partners.title": "Our partners",
  "lists.partners.intro":
    "Mills, farms and makers who cook with us: meet the brands behind our partner recipes.",
  "lists.partners.profile": "Recipes by {name}",

  "lists.veganuary.title": "Veganuary",
  "lists.veganuary.intro":
    "A month of plant-based cooking: our favourite vegan recipes for January – and for the rest of the year.",

  "lists.feed.toRecipe": "View recipe",
  "lists.feed.toStory": "Read the story",
  "lists.feed.videoLength": "Video · {duration}",
};
