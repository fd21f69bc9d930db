/**
 * The servings scaler of a recipe's ingredient list (components/recipe/Ingredients.astro), on top
 * of the list the server wrote at the written servings, which reads completely without it (the
 * − and + stay disabled then). Once this runs, every amount follows the chosen servings through
 * lib/amounts.ts, with the same text the server wrote at the written servings (servings.ts);
 * a reader who told us their household size starts at it, never beyond the recipe's limit; asking
 * for more than the limit keeps the count and opens the "block servings" modal, which says why.
 *
 * Vanilla DOM rather than a React island: the scaler is in the recipe page's first view, and
 * React (the largest part of the page's JavaScript) is then not loaded before a reader needs it.
 * The chosen servings go to stores/modal.ts `$servings` (the shopping list and cooking mode use them).
 */
import { CHOICES_KEY } from "../../lib/device.ts";
import { chooseServings, openModal } from "../../stores/modal.ts";
import { linesAt, type ScalerData, startCount, step } from "./servings.ts";

function enhance(list: HTMLElement): void {
  const data = JSON.parse(list.dataset.scaler!) as ScalerData;
  const [minus, plus] = list.querySelectorAll<HTMLButtonElement>(".servings-button");
  const reset = list.querySelector<HTMLButtonElement>(".servings-reset")!;
  const countText = list.querySelector(".servings-count")!;
  const unitText = list.querySelector(".servings-unit")!;
  const amounts = [...list.querySelectorAll(".ingredient-amount")];
  const names = [...list.querySelectorAll("[data-ingredient-name]")];
  let count = data.servings;

  const show = (next: number) => {
    if (next !== count) {
      const lines = linesAt(data, next);
      lines.forEach((line, i) => {
        if (amounts[i]!.textContent !== line.amount) amounts[i]!.textContent = line.amount;
        if (names[i]!.textContent !== line.name) names[i]!.textContent = line.name;
      });
      countText.textContent = String(next);
      unitText.textContent = next === 1 ? data.unit.one : data.unit.many;
    }
    count = next;
    const scaled = count !== data.servings;
    list.toggleAttribute("data-scaled", scaled);
    reset.hidden = !scaled;
    minus!.disabled = count <= 1;
    plus!.disabled = count >= 100;
    chooseServings(data.recipeId, count);
  };
  const press = (by: number) => {
    const result = step(count, by, data.max);
    if ("blocked" in result) openModal("block servings", { limit: { max: data.max, baking: data.baking, unit: data.unit.many } });
    else show(result.count);
  };
  minus!.addEventListener("click", () => press(-1));
  plus!.addEventListener("click", () => press(1));
  reset.addEventListener("click", () => show(data.servings));

  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CHOICES_KEY);
  } catch {
    // Storage blocked: the written servings stay.
  }
  show(startCount(stored, data.servings, data.max));
  // The first press would otherwise pay for the number formats (Intl, tens of milliseconds on a
  // slow phone) and for compiling the amounts code: work out the next count's lines while idle.
  const warm = () => linesAt(data, Math.min(count + 1, 100));
  if ("requestIdleCallback" in window) requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 200);
}

for (const list of document.querySelectorAll<HTMLElement>("[data-scaler]")) enhance(list);
