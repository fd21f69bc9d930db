/**
 * A recipe or story found by the search: picture (placeholder colour and blur, lazy), total time,
 * title and author — the look of components/ContentCard.astro, drawn in the browser because the
 * list depends on the query. With `have=`, a recipe also says how much of it the reader has.
 */
import type { Language, SearchHit } from "@tischlein/content-schemas";
import type { ReactNode } from "react";
import { formatDuration } from "../../lib/format.ts";
import CardPicture from "../CardPicture.tsx";
import { contentPath } from "../../lib/urls.ts";

interface Props {
  item: SearchHit;
  lang: Language;
  /** How much of the recipe the reader has (cook with what you have), drawn below the link because it
   * may hold a control of its own (the list of missing ingredients opens). */
  coverage?: ReactNode;
  compact?: boolean;
}

export default function ResultCard({ item, lang, coverage, compact = false }: Props) {
  const minutes = item.type === "recipe" ? item.duration.preparation + item.duration.baking + item.duration.resting : 0;
  const image = item.image;
  return (
    <article className={compact ? "sr-card sr-compact" : "sr-card"} data-testid="search-card" data-slug={item.slug}>
      <a className="media-link" href={contentPath(lang, item)}>
        <div className="media-frame">
          <CardPicture image={image} sizes={compact ? "(min-width: 36rem) 12rem, 45vw" : undefined} />
        </div>
        <div className="sr-text">
          <h3 className="media-title sr-title">{item.title}</h3>
          {minutes > 0 && <p className="sr-time">{formatDuration(minutes, lang)}</p>}
          {!compact && <p className="sr-author">{item.author.name}</p>}
        </div>
      </a>
      {coverage}
    </article>
  );
}
