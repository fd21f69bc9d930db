import { text } from "./text.ts";

/**
 * Client-rendered shells: profile, login, signup, reset password, recipe creation, cookbooks, search,
 * what to cook today. Each shell has a title, meta description and lead; the rest are the labels of
 * the frame, the login methods, the search form and the what-to-cook filters.
 */
export const shells = {
  /** Heading of the message shown when JavaScript is off. */
  "shells.noscript.title": text,
  /** Text of that message: the page is built in the browser. */
  "shells.noscript.text": text,
  /** Link from that message to the recipes, which read without JavaScript. */
  "shells.noscript.recipes": text,
  /** Crumb of the profile in the breadcrumb trail of the profile pages. */
  "shells.crumbProfile": text,
  /** Accessible name of the profile tabs. */
  "shells.tabs.label": text,
  /** Profile tab: own recipes. */
  "shells.tabs.recipes": text,
  /** Profile tab: cookbooks. */
  "shells.tabs.cookbooks": text,
  /** Profile tab: likes. */
  "shells.tabs.likes": text,
  /** Profile tab: settings. */
  "shells.tabs.settings": text,

  /** Title of the sign-up page. */
  "shells.signup.title": text,
  /** Meta description of the sign-up page. */
  "shells.signup.description": text,
  /** Pitch under the heading of the sign-up page. */
  "shells.signup.lead": text,
  /** Benefit of an account: liking recipes. */
  "shells.signup.benefitLikes": text,
  /** Benefit of an account: cookbooks. */
  "shells.signup.benefitCookbooks": text,
  /** Benefit of an account: the shopping list. */
  "shells.signup.benefitShoppingList": text,
  /** Benefit of an account: uploading recipes. */
  "shells.signup.benefitRecipes": text,

  /** Title of the page the confirmation mail links to (signup/bestaetigen, signup/confirm). */
  "shells.signupConfirm.title": text,
  /** Meta description of the confirmation page. */
  "shells.signupConfirm.description": text,
  /** Lead of the confirmation page. */
  "shells.signupConfirm.lead": text,

  /** Title of the login page. */
  "shells.login.title": text,
  /** Meta description of the login page. */
  "shells.login.description": text,
  /** Pitch under the heading of the login page. */
  "shells.login.lead": text,

  /** Title of the password reset page. */
  "shells.resetPassword.title": text,
  /** Meta description of the password reset page. */
  "shells.resetPassword.description": text,
  /** Lead of the password reset page. */
  "shells.resetPassword.lead": text,

  /** Title of the profile page. */
  "shells.profile.title": text,
  /** Meta description of the profile page. */
  "shells.profile.description": text,
  /** Lead of the profile page. */
  "shells.profile.lead": text,
  /** Title of the own-recipes page of the profile. */
  "shells.profileRecipes.title": text,
  /** Meta description of the own-recipes page. */
  "shells.profileRecipes.description": text,
  /** Lead of the own-recipes page. */
  "shells.profileRecipes.lead": text,
  /** Title of the likes page of the profile. */
  "shells.profileLikes.title": text,
  /** Meta description of the likes page of the profile. */
  "shells.profileLikes.description": text,
  /** Lead of the likes page of the profile. */
  "shells.profileLikes.lead": text,
  /** Title of the cookbooks page of the profile. */
  "shells.profileCookbooks.title": text,
  /** Meta description of the cookbooks page of the profile. */
  "shells.profileCookbooks.description": text,
  /** Lead of the cookbooks page of the profile. */
  "shells.profileCookbooks.lead": text,
  /** Title of the shopping list page. */
  "shells.profileShoppingList.title": text,
  /** Profile tab: the shopping list. */
  "shells.tabs.shoppingList": text,
  /** Meta description of the shopping list page. */
  "shells.profileShoppingList.description": text,
  /** Lead of the shopping list page. */
  "shells.profileShoppingList.lead": text,
  /** Title of the settings page. */
  "shells.profileSettings.title": text,
  /** Meta description of the settings page. */
  "shells.profileSettings.description": text,
  /** Lead of the settings page. */
  "shells.profileSettings.lead": text,
  /** Title of the users' likes page (users/likes). */
  "shells.usersLikes.title": text,
  /** Meta description of the users' likes page. */
  "shells.usersLikes.description": text,
  /** Lead of the users' likes page. */
  "shells.usersLikes.lead": text,
  /** Title of the cookbooks page. */
  "shells.cookbooks.title": text,
  /** Meta description of the cookbooks page. */
  "shells.cookbooks.description": text,
  /** Lead of the cookbooks page. */
  "shells.cookbooks.lead": text,

  /** Title of the page that creates a recipe. */
  /** The editorial desk. */
  "shells.desk.title": text,
  "shells.desk.description": text,
  "shells.desk.lead": text,
  "shells.recipeCreationNew.title": text,
  /** Meta description of the recipe creation page. */
  "shells.recipeCreationNew.description": text,
  /** Lead of the recipe creation page. */
  "shells.recipeCreationNew.lead": text,
  /** Link to the story that explains uploading a recipe. */
  "shells.recipeCreationNew.help": text,

  /** Title of the search page. */
  "shells.search.title": text,
  /** Meta description of the search page. */
  "shells.search.description": text,
  /** Lead of the search page. */
  "shells.search.lead": text,
  /** Label of the search field. */
  "shells.search.label": text,
  /** Placeholder of the search field (an example, not a label). */
  "shells.search.placeholder": text,
  /** Search button. */
  "shells.search.submit": text,
  /** Hint on the keyboard shortcut; `{keys}` is the shortcut. */
  "shells.search.shortcut": text,
  /** Heading of the links for browsing instead of searching. */
  "shells.search.browse": text,
  /** Browse link: all recipes. */
  "shells.search.browseRecipes": text,
  /** Browse link: categories. */
  "shells.search.browseCategories": text,
  /** Browse link: ingredients. */
  "shells.search.browseIngredients": text,
  /** Browse link: stories. */
  "shells.search.browseStories": text,

  /** Title of the what-to-cook-today page. */
  "shells.whatToCook.title": text,
  /** Meta description of the what-to-cook-today page. */
  "shells.whatToCook.description": text,
  /** Lead of the what-to-cook-today page. */
  "shells.whatToCook.lead": text,
  /** Filter group: diet. */
  "shells.whatToCook.diet": text,
  /** Diet filter: everything. */
  "shells.whatToCook.diet.all": text,
  /** Diet filter: vegetarian. */
  "shells.whatToCook.diet.vegetarian": text,
  /** Diet filter: vegan. */
  "shells.whatToCook.diet.vegan": text,
  /** Filter group: meal. */
  "shells.whatToCook.meal": text,
  /** Meal filter: dinner. */
  "shells.whatToCook.meal.dinner": text,
  /** Meal filter: lunch. */
  "shells.whatToCook.meal.lunch": text,
  /** Meal filter: breakfast. */
  "shells.whatToCook.meal.breakfast": text,
  /** Filter group: other wishes. */
  "shells.whatToCook.other": text,
  /** Other filter: under 30 minutes. */
  "shells.whatToCook.other.quick": text,
  /** Other filter: healthy. */
  "shells.whatToCook.other.healthy": text,
  /** Other filter: for children. */
  "shells.whatToCook.other.kids": text,
};
