/**
 * A liked recipe or story as a card on the likes pages: picture (with its placeholder colour and
 * blur, lazy), total time for recipes, title, author and the like button — the look of
 * components/ContentCard.astro, drawn in the browser because the list is the reader's own.
 */
import type { ContentSummary, Language } from "@tischlein/content-schemas";
import type { AccountText } from "../../i18n/client.ts";
import { formatDuration } from "../../lib/format.ts";
import CardPicture from "../CardPicture.tsx";
import { contentPath } from "../../lib/urls.ts";
import LikeButton from "./LikeButton.tsx";
import "./likes-page.css";

export default function LikedCard({ item, lang, text }: { item: ContentSummary; lang: Language; text: AccountText }) {
  const minutes = item.type === "recipe" ? item.duration.preparation + item.duration.baking + item.duration.resting : 0;
  const image = item.image;
  return (
    <article className="lk-card" data-testid="liked-card" data-item-id={item.id}>
      <a className="media-link" href={contentPath(lang, item)}>
        <div className="media-frame">
          <CardPicture image={image} />
        </div>
        <div className="lk-text">
          <h3 className="media-title lk-title">{item.title}</h3>
          {minutes > 0 && <p className="lk-time">{formatDuration(minutes, lang)}</p>}
        </div>
      </a>
      <LikeButton id={item.id} count={item.user_reactions.like_count} lang={lang} text={text} />
      <p className="lk-author">
        <span className="lk-initial" aria-hidden="true">
          {(Array.from(item.author.name.trim())[0] ?? "?").toLocaleUpperCase()}
        </span>
        {text("account.likes.by", { name: item.author.name })}
      </p>
    </article>
  );
}
