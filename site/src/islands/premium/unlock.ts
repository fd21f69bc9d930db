/**
 * Fills a premium recipe's locked section for a reader who may read it (premium-recipe.ts loads
 * this on demand): the whole recipe from GET /api/premium/recipes/{slug}/, its ingredients (for the
 * written servings), equipment and numbered method, built as plain DOM into the section's content
 * slot. The section only grows downwards, so nothing above it moves.
 */
import type { FullRecipe } from "@tischlein/content-schemas";
import { premiumText } from "../../i18n/premium-client.ts";
import { apiRequest, pageLanguage } from "../../lib/account-api.ts";
import { ingredientText } from "../../lib/amounts.ts";

function isWholeRecipe(value: unknown): value is FullRecipe {
  const r = value as FullRecipe | null;
  return !!r && typeof r === "object" && Array.isArray(r.ingredients) && Array.isArray(r.steps) && Array.isArray(r.utensils) && !!r.servings;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (text !== undefined) el.textContent = text;
  if (className) el.className = className;
  return el;
}

/** Loads the whole recipe into the section, or says that it could not. */
export async function unlock(section: HTMLElement): Promise<void> {
  const lang = pageLanguage();
  const text = premiumText(lang);
  const teaser = section.querySelector<HTMLElement>("[data-premium-teaser]");
  const content = section.querySelector<HTMLElement>("[data-premium-content]");
  const status = section.querySelector<HTMLElement>("[data-premium-status]");
  if (!teaser || !content || !status) return;
  status.textContent = text("premium.lock.loading");
  section.setAttribute("aria-busy", "true");
  let recipe: FullRecipe;
  try {
    recipe = await apiRequest("GET", `/premium/recipes/${encodeURIComponent(section.dataset.premiumRecipe ?? "")}/`, { guard: isWholeRecipe });
  } catch {
    status.textContent = text("premium.lock.error");
    section.removeAttribute("aria-busy");
    return;
  }

  const ingredients = element("section", undefined, "premium-ingredients");
  ingredients.append(element("h2", text("premium.recipe.ingredients")));
  const unit = recipe.servings.amount === 1 ? recipe.servings.unit.one : recipe.servings.unit.many;
  ingredients.append(element("p", text("premium.recipe.servings", { amount: recipe.servings.amount, unit }), "premium-servings"));
  for (const group of recipe.ingredients) {
    if (group.title) ingredients.append(element("h3", group.title));
    const list = element("ul");
    for (const item of group.items) list.append(element("li", ingredientText(item, lang)));
    ingredients.append(list);
  }
  if (recipe.utensils.length > 0) {
    ingredients.append(element("h3", text("premium.recipe.utensils")));
    const list = element("ul", undefined, "premium-utensils");
    for (const u of recipe.utensils) list.append(element("li", u.name));
    ingredients.append(list);
  }

  const method = element("section", undefined, "premium-steps");
  method.append(element("h2", text("premium.recipe.steps")));
  const steps = element("ol");
  for (const step of recipe.steps) {
    const li = element("li", step.text);
    li.id = `step-${step.position}`;
    steps.append(li);
  }
  method.append(steps);

  content.replaceChildren(ingredients, method);
  content.hidden = false;
  teaser.hidden = true;
  status.textContent = "";
  section.classList.add("is-unlocked");
  section.removeAttribute("aria-busy");
}
