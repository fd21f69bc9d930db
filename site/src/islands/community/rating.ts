/**
 * The stars of a recipe's rating (components/community/Rating.astro) on top of the built figure:
 * once this runs the stars can be chosen; a logged-in reader sees the live figure and their own
 * stars, and a choice is sent half a second after the last change, so moving through the stars
 * with the keyboard sends one rating; a logged-out reader's click opens the registration offer.
 *
 * Vanilla DOM rather than a React island, so the recipe page loads React only when a reader needs
 * it (a modal, the comments). The answer's shape has its own check, not lib/community-guards.ts.
 */
import type { Language, RatingState } from "@tischlein/content-schemas";
import { fill } from "../../i18n/fill.ts";
import { apiRequest } from "../../lib/account-api.ts";
import { openModal } from "../../stores/modal.ts";
import { $session, loadUser } from "../../stores/user.ts";
import { type RatingLabels, ratingSummary } from "./rating-text.ts";

const isRatingState = (v: unknown): v is RatingState => typeof (v as RatingState | null)?.count === "number";

function enhance(section: HTMLElement): void {
  const { lang, recipeId, labels } = JSON.parse(section.dataset.rating!) as { lang: Language; recipeId: string; labels: RatingLabels };
  const fieldset = section.querySelector("fieldset")!;
  const inputs = [...section.querySelectorAll<HTMLInputElement>("input[name=rating]")];
  const bar = section.querySelector<HTMLElement>(".rating-bar span")!;
  const summary = section.querySelector(".rating-summary-text")!;
  const mine = section.querySelector<HTMLElement>(".rating-mine")!;
  const error = section.querySelector<HTMLElement>(".rating-error")!;
  const average = section.dataset.average;
  let state: { average: number | null; count: number; mine: number | null } = {
    average: average ? Number(average) : null,
    count: Number(section.dataset.count),
    mine: null,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const render = () => {
    section.dataset.average = state.average === null ? "" : String(state.average);
    section.dataset.count = String(state.count);
    summary.textContent = ratingSummary(labels, lang, state.average, state.count);
    bar.style.width = `${((state.average ?? 0) / 5) * 100}%`;
    // The reader's own stars (rating.css fills those under the pointer): the average has its bar.
    for (const input of inputs) {
      const n = Number(input.value);
      input.checked = state.mine === n;
      input.parentElement!.classList.toggle("rating-on", n <= (state.mine ?? 0));
    }
    mine.hidden = state.mine === null;
    if (state.mine !== null) mine.firstElementChild!.textContent = fill(labels.mine, { n: state.mine });
  };
  const send = (stars: number | null) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const call =
        stars === null
          ? apiRequest("DELETE", `/users/me/rating/?content_id=${recipeId}`, { guard: isRatingState })
          : apiRequest("PUT", "/users/me/rating/", { body: { content_id: recipeId, rating: stars }, guard: isRatingState });
      call.then(
        (next) => {
          error.hidden = true;
          state = next;
          render();
        },
        () => {
          error.textContent = labels.error;
          error.hidden = false;
        },
      );
    }, 500);
  };

  for (const input of inputs) {
    input.addEventListener("click", (event) => {
      if ($session.get() === "in") return;
      // Not logged in: the star is not chosen, the registration offer opens instead.
      event.preventDefault();
      openModal("register");
    });
    input.addEventListener("change", () => {
      if ($session.get() !== "in") return;
      state = { ...state, mine: Number(input.value) };
      render();
      send(state.mine);
    });
  }
  mine.querySelector("button")!.addEventListener("click", () => {
    state = { ...state, mine: null };
    render();
    send(null);
  });

  fieldset.disabled = false;
  void loadUser().then((user) => {
    if (!user) return;
    return apiRequest("GET", `/users/me/rating/?content_id=${recipeId}`, { guard: isRatingState }).then((next) => {
      state = next;
      render();
    }, () => {});
  });
}

for (const section of document.querySelectorAll<HTMLElement>("[data-rating]")) enhance(section);
