import { text } from "./text.ts";

/**
 * The premium offer: the locked part of a premium recipe (components/premium/PremiumLock.astro),
 * the "recipe premium" modal (islands/premium/PremiumModal.tsx), the plus page (views/PlusPage.astro)
 * and the Plus badge on cards.
 */
export const premium = {
  /** Name of the offer, as on the badge and in the header ("Plus"). */
  "premium.name": text,
  /** Badge on premium recipes and their cards. */
  "premium.badge": text,
  /** Heading of the locked part of a premium recipe. */
  "premium.lock.title": text,
  /** What the locked part holds, {ingredients} and {steps} counts: "12 Zutaten · 6 Schritte". */
  "premium.lock.counts": text,
  /** One sentence under the counts: this recipe is for Plus members. */
  "premium.lock.text": text,
  /** Button that opens the offer (the modal). */
  "premium.lock.cta": text,
  /** Link for members who are not logged in. */
  "premium.lock.login": text,
  /** Shown while a member's recipe loads. */
  "premium.lock.loading": text,
  /** Shown when a member's recipe could not be loaded. */
  "premium.lock.error": text,
  /** Heading of the ingredients once unlocked. */
  "premium.recipe.ingredients": text,
  /** Servings line above the unlocked ingredients, {amount} {unit}. */
  "premium.recipe.servings": text,
  /** Heading of the method once unlocked. */
  "premium.recipe.steps": text,
  /** Heading of the equipment once unlocked. */
  "premium.recipe.utensils": text,
  /** Heading of the modal. */
  "premium.modal.title": text,
  /** The offer in one or two sentences. */
  "premium.modal.text": text,
  /** Benefit: every premium recipe. */
  "premium.benefit.recipes": text,
  /** Benefit: no ads. */
  "premium.benefit.adFree": text,
  /** Benefit: cancel any time. */
  "premium.benefit.cancel": text,
  /** Price line, e.g. "3,99 € im Monat". */
  "premium.price": text,
  /** Button to the checkout (external). */
  "premium.checkout": text,
  /** Link to the plus page. */
  "premium.more": text,
  /** Button that closes the modal. */
  "premium.notNow": text,
  /** Title of the plus page. */
  "premium.page.title": text,
  /** Meta description of the plus page. */
  "premium.page.description": text,
  /** Lead paragraph of the plus page. */
  "premium.page.lead": text,
  /** Heading of the benefits section. */
  "premium.page.benefitsTitle": text,
  /** Longer text of the premium recipes benefit. */
  "premium.page.recipesText": text,
  /** Longer text of the ad-free benefit. */
  "premium.page.adFreeText": text,
  /** Longer text of the cancel benefit. */
  "premium.page.cancelText": text,
  /** Heading above the premium recipes shown on the plus page. */
  "premium.page.examples": text,
  /** Small print under the checkout button: payment is handled by a partner. */
  "premium.page.smallPrint": text,
} as const;
