/**
 * The like button of the cards the likes pages render in the browser: the same markup, classes
 * (styles/likes.css) and test hooks as components/LikeButton.astro, on the same stores, so a heart
 * looks and acts alike wherever it is.
 */
import type { Language } from "@tischlein/content-schemas";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { AccountText } from "../../i18n/client.ts";
import { formatCompact, likeName } from "../../lib/format.ts";
import { $likeCounts, $likedIds, $likesPending, seedCount, toggleLike } from "../../stores/likes.ts";
import { $session } from "../../stores/user.ts";

export default function LikeButton({ id, count, lang, text }: { id: string; count: number; lang: Language; text: AccountText }) {
  const liked = useStore($likedIds).has(id);
  const pending = useStore($likesPending).has(id);
  const known = useStore($session) !== "unknown";
  const current = useStore($likeCounts)[id] ?? count;
  useEffect(() => seedCount(id, count), [id, count]);
  return (
    <div className="like-form like-card">
      <button
        type="button"
        className="like-button"
        data-testid="like-button"
        data-like-id={id}
        data-count={current}
        aria-pressed={known ? liked : undefined}
        aria-busy={pending || undefined}
        aria-label={likeName(current, lang, { many: text("likes.name"), one: text("likes.nameOne") })}
        onClick={() => void toggleLike(id)}
      >
        <svg className="like-heart" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
        </svg>
        <span className="like-count" data-testid="like-count" aria-hidden="true">
          {formatCompact(current)}
        </span>
      </button>
    </div>
  );
}
