/**
 * The rating of a recipe: the average and count as the page was built (also in the
 * recipe's JSON-LD), and five stars the reader gives. The stars are a radio group — arrow keys
 * move, the choice is announced, and it reads without JavaScript as the average — sent half a
 * second after the last change, so moving through them with the keyboard sends one rating. Once
 * hydrated it shows the live figure and, for a logged-in reader, their own stars; a logged-out
 * reader's click opens the registration offer.
 *
 * The reader's session is followed with the store's own subscribe rather than @nanostores/react,
 * which the recipe page (and its JavaScript budget) does not load otherwise.
 *
 * Hooks for tests: `data-testid="rating"`, `data-average`, `data-count`, inputs `name="rating"`.
 */
import type { Language, RatingState } from "@tischlein/content-schemas";
import { useEffect, useId, useRef, useState } from "react";
import { apiRequest } from "../../lib/account-api.ts";
import { fill } from "../../i18n/fill.ts";
import { openModal } from "../../stores/modal.ts";
import { $session, loadUser } from "../../stores/user.ts";
import "./rating.css";

export interface Props {
  lang: Language;
  /** Id of the recipe (either version's id works). */
  recipeId: string;
  /** The built figure: average (null while nobody has rated) and count. */
  average: number | null;
  count: number;
  /** Strings, already in the page's language (keys community.rating.*). */
  labels: { title: string; label: string; star: string; summary: string; summaryOne: string; none: string; mine: string; remove: string; error: string };
}

const STARS = [1, 2, 3, 4, 5];

/** The answer's shape (its own check, not lib/community-guards.ts: one chunk fewer on the page). */
const isRatingState = (v: unknown): v is RatingState => typeof (v as RatingState | null)?.count === "number";

export default function Rating({ lang, recipeId, average: builtAverage, count: builtCount, labels }: Props) {
  const [state, setState] = useState({ average: builtAverage, count: builtCount, mine: null as number | null });
  const [error, setError] = useState("");
  const [ready, setReady] = useState(false);
  // The session is followed with the store's own subscribe, not @nanostores/react: the recipe
  // page's JavaScript budget has no room for the binding, and these islands read one value.
  const [session, setSession] = useState($session.get());
  useEffect(() => $session.subscribe(setSession), []);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const name = useId();

  useEffect(() => {
    setReady(true);
    void loadUser().then((user) => {
      if (!user) return;
      return apiRequest("GET", `/users/me/rating/?content_id=${recipeId}`, { guard: isRatingState }).then(setState, () => {});
    });
  }, [recipeId]);

  const send = (stars: number | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const call =
        stars === null
          ? apiRequest("DELETE", `/users/me/rating/?content_id=${recipeId}`, { guard: isRatingState })
          : apiRequest("PUT", "/users/me/rating/", { body: { content_id: recipeId, rating: stars }, guard: isRatingState });
      call.then(
        (next) => {
          setError("");
          setState(next);
        },
        () => setError(labels.error),
      );
    }, 500);
  };

  const choose = (stars: number) => {
    if (session !== "in") {
      openModal("register");
      return;
    }
    setState((s) => ({ ...s, mine: stars }));
    send(stars);
  };

  const summary =
    state.average === null
      ? labels.none
      : fill(state.count === 1 ? labels.summaryOne : labels.summary, { average: state.average.toLocaleString(lang === "de" ? "de-DE" : "en-GB"), count: state.count });
  // The reader's own stars (rating.css fills those under the pointer): the average has its bar.
  const shown = state.mine ?? 0;

  return (
    <section className="rating" data-testid="rating" data-average={state.average ?? ""} data-count={state.count} aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{labels.title}</h2>
      <p className="rating-summary" aria-live="polite">
        <span className="rating-bar" aria-hidden="true">
          <span style={{ width: `${((state.average ?? 0) / 5) * 100}%` }} />
        </span>
        {summary}
      </p>
      <fieldset className="rating-stars" disabled={!ready}>
        <legend>{labels.label}</legend>
        {STARS.map((n) => (
          <label key={n} className={n <= shown ? "rating-star rating-on" : "rating-star"}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={state.mine === n}
              onChange={() => choose(n)}
              onClick={() => session !== "in" && choose(n)}
            />
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
            </svg>
            <span className="sr-only">{fill(labels.star, { n })}</span>
          </label>
        ))}
      </fieldset>
      {state.mine !== null && (
        <p className="rating-mine">
          {fill(labels.mine, { n: state.mine })}{" "}
          <button
            type="button"
            className="rating-remove"
            onClick={() => {
              setState((s) => ({ ...s, mine: null }));
              send(null);
            }}
          >
            {labels.remove}
          </button>
        </p>
      )}
      {error && (
        <p className="rating-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
