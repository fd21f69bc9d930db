/**
 * The ingredient list with its servings scaler (− / + and the number, 1 to 100). Rendered on the
 * server with the written servings, so the list reads completely without JavaScript (the buttons
 * stay disabled until the island has hydrated); once hydrated, every amount follows the chosen
 * servings through lib/amounts.ts, with the same text the server wrote at the written servings.
 * A reader who told us their household size starts at it once hydrated, never beyond the
 * recipe's limit (lib/servings-limit.ts, worked out at build time); asking for more than the limit
 * keeps the count and opens the "block servings" modal, which says why.
 *
 * Kept small on purpose: no i18n dictionary (the page passes its strings in `labels`), no store.
 */
import type { Language } from "@tischlein/content-schemas";
import { useEffect, useState } from "react";
import { CHOICES_KEY } from "../../lib/device.ts";
import { chooseServings, openModal } from "../../stores/modal.ts";
import { type Forms, ingredientLine, scaleFactor, type UnitForms } from "../../lib/amounts.ts";

/** One line, as the page passes it. */
export interface ListItem {
  amount: number | null;
  unit: UnitForms | null;
  name: Forms;
  note: string | null;
  /** Page of the ingredient, when there is one. */
  href: string | null;
}

/** One group under an optional heading. */
export interface ListGroup {
  title: string | null;
  items: ListItem[];
}

export interface Props {
  lang: Language;
  /** Servings the amounts are written for. */
  servings: number;
  /** What one serving is called ("Portion"/"Portionen", "glass"/"glasses"). */
  servingUnit: Forms;
  groups: ListGroup[];
  /** Interface strings, already in the page language. */
  labels: {
    /** "For" before the number. */
    for: string;
    /** Accessible name of "−". */
    decrease: string;
    /** Accessible name of "+". */
    increase: string;
    /** "Back to 4". */
    reset: string;
  };
  /** Heading level of group titles, below the list's own heading. */
  headingLevel?: 3 | 4;
  /** The recipe's id: the chosen servings go to stores/modal.ts for "add to shopping list". */
  recipeId?: string;
  /** The most servings (lib/servings-limit.ts, at most the scaler's own maximum of 100). */
  max: number;
  /** Whether the limit is the baking rule's (the modal explains the tin, not a maximum). */
  baking?: boolean;
}

export default function IngredientList({ lang, servings, servingUnit, groups, labels, headingLevel = 3, recipeId, max, baking }: Props) {
  const [count, setCount] = useState(servings);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    // The reader's household size (stores/personalization.ts keeps it on the device): read here
    // without the store, which this page's JavaScript budget has no room for.
    try {
      const household: unknown = JSON.parse(localStorage.getItem(CHOICES_KEY) ?? "null")?.household;
      if (Number.isInteger(household) && (household as number) > 0) setCount(Math.min(max, household as number));
    } catch {
      // No readable choices: the written servings stay.
    }
  }, []);
  useEffect(() => {
    if (recipeId) chooseServings(recipeId, count);
  }, [recipeId, count]);

  const factor = scaleFactor(servings, count);
  // The buttons keep the count within 1 and 100 (disabled at either end); past the recipe's own
  // limit, the modal says why instead.
  const change = (by: number) => (count + by > max ? openModal("block servings", { limit: { max, baking, unit: servingUnit.many } }) : setCount(count + by));
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="ingredient-list" data-scaled={count !== servings ? "" : undefined}>
      <div className="servings" role="group" aria-label={servingUnit.many}>
        <span className="servings-for">{labels.for}</span>
        <button
          type="button"
          className="servings-button"
          onClick={() => change(-1)}
          disabled={!ready || count <= 1}
          aria-label={labels.decrease}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="servings-value" aria-live="polite" aria-atomic="true">
          <span className="servings-count">{count}</span> {count === 1 ? servingUnit.one : servingUnit.many}
        </output>
        <button
          type="button"
          className="servings-button"
          onClick={() => change(1)}
          disabled={!ready || count >= 100}
          aria-label={labels.increase}
        >
          <span aria-hidden="true">+</span>
        </button>
        {count !== servings && (
          <button type="button" className="servings-reset" onClick={() => setCount(servings)}>
            {labels.reset}
          </button>
        )}
      </div>

      {groups.map((group, g) => (
        <div className="ingredient-group" key={g}>
          {group.title && <Heading className="ingredient-group-title">{group.title}</Heading>}
          <ul className="ingredients">
            {group.items.map((item, i) => {
              const line = ingredientLine(item, factor, lang);
              return (
                <li className="ingredient" key={i}>
                  <span className="ingredient-amount">
                    {line.quantity}
                    {line.unit && ` ${line.unit}`}
                  </span>
                  <span className="ingredient-name">
                    {item.href ? <a href={item.href}>{line.name}</a> : line.name}
                    {item.note && <span className="ingredient-note">, {item.note}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
