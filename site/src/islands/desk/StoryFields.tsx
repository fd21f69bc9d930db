/**
 * The fields of a story draft (StoryDraft) in the desk: title, teaser, photo, categories and tags,
 * and the body as blocks — headlines, paragraphs, quotes and recipe cards, each moved, removed or
 * added in place. Blocks the draft does not model (picture galleries, pros and cons of seeded
 * stories) are kept as they are and can be moved or removed, not rewritten.
 */
import type { EditorialItem, Language, StoryDraft } from "@tischlein/content-schemas";
import { useEffect, useId, useState } from "react";
import type { DeskText } from "../../i18n/desk-client.ts";
import type { OwnText } from "../../i18n/own-client.ts";
import { apiRequest } from "../../lib/account-api.ts";
import CardPicture from "../CardPicture.tsx";
import { Categories, Photo } from "../own/RecipeFields.tsx";
import { move } from "./editing.ts";

type StoryBlock = NonNullable<StoryDraft["blocks"]>[number];
type Kind = "headline" | "text" | "quote" | "recipes";

const KINDS: readonly Kind[] = ["headline", "text", "quote", "recipes"];

const EMPTY: Record<Kind, StoryBlock> = {
  headline: { type: "headline", text: "" },
  text: { type: "text", text: "" },
  quote: { type: "quote", text: "", cite: null },
  recipes: { type: "recipes", title: "", recipes: [] },
};

export function StoryFields({
  lang,
  text,
  own,
  draft,
  change,
  titles,
}: {
  lang: Language;
  text: DeskText;
  own: OwnText;
  draft: StoryDraft;
  change: (patch: Partial<StoryDraft>) => void;
  /** Titles of recipes the stored story shows, by content id. */
  titles: Record<string, string>;
}) {
  const id = useId();
  const blocks = draft.blocks ?? [];
  const setBlocks = (next: StoryBlock[]) => change({ blocks: next });
  return (
    <div className="dk-sections">
      <section>
        <h3>{text("desk.story.basics")}</h3>
        <div className="acc-field">
          <label htmlFor={`${id}-title`}>{text("desk.title", { lang })}</label>
          <input id={`${id}-title`} name="title" type="text" maxLength={200} value={draft.title ?? ""} onChange={(e) => change({ title: e.target.value })} />
        </div>
        <div className="acc-field">
          <label htmlFor={`${id}-description`}>{text("desk.description", { lang })}</label>
          <textarea id={`${id}-description`} name="description" rows={3} maxLength={1000} value={draft.description ?? ""} onChange={(e) => change({ description: e.target.value })} />
        </div>
        <Photo lang={lang} text={own} label={own("own.basics.photo")} image={draft.image ?? null} alt={draft.title ?? ""} set={(image) => change({ image })} testId="story-photo" />
      </section>
      <section>
        <h3>{text("desk.story.body")}</h3>
        <ol className="dk-blocks">
          {blocks.map((block, i) => (
            <li key={i} className="dk-block" data-testid="story-block" data-type={block.type}>
              <div className="dk-block-head">
                <span className="dk-type">{text(KINDS.includes(block.type as Kind) ? `desk.block.${block.type as Kind}` : "desk.block.kept")}</span>
                <span className="dk-block-tools">
                  <button type="button" className="icon-button" aria-label={text("desk.block.up", { n: i + 1 })} disabled={i === 0} onClick={() => setBlocks(move(blocks, i, -1))}>
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button type="button" className="icon-button" aria-label={text("desk.block.down", { n: i + 1 })} disabled={i === blocks.length - 1} onClick={() => setBlocks(move(blocks, i, 1))}>
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button type="button" className="icon-button" aria-label={text("desk.block.remove", { n: i + 1 })} onClick={() => setBlocks(blocks.filter((_, j) => j !== i))}>
                    <span aria-hidden="true">×</span>
                  </button>
                </span>
              </div>
              <BlockFields id={`${id}-b${i}`} text={text} block={block} titles={titles} set={(next) => setBlocks(blocks.map((b, j) => (j === i ? next : b)))} />
            </li>
          ))}
        </ol>
        <p className="dk-add-blocks">
          {KINDS.map((kind) => (
            <button key={kind} type="button" className="acc-secondary" data-testid={`add-${kind}`} onClick={() => setBlocks([...blocks, EMPTY[kind]])}>
              {text("desk.block.add", { kind: text(`desk.block.${kind}`) })}
            </button>
          ))}
        </p>
      </section>
      <section>
        <h3>{own("own.step.categories")}</h3>
        <Categories lang={lang} text={own} draft={draft} change={change} />
      </section>
    </div>
  );
}

function BlockFields({ id, text, block, titles, set }: { id: string; text: DeskText; block: StoryBlock; titles: Record<string, string>; set: (block: StoryBlock) => void }) {
  switch (block.type) {
    case "headline":
      return (
        <div className="acc-field">
          <label htmlFor={id}>{text("desk.block.headline")}</label>
          <input id={id} type="text" maxLength={200} value={block.text} onChange={(e) => set({ ...block, text: e.target.value })} />
        </div>
      );
    case "text":
      return "html" in block ? (
        <div className="acc-field">
          <label htmlFor={id}>{text("desk.block.html")}</label>
          <textarea id={id} rows={6} value={block.html} onChange={(e) => set({ ...block, html: e.target.value })} />
          <p className="acc-hint">{text("desk.block.htmlHint")}</p>
        </div>
      ) : (
        <div className="acc-field">
          <label htmlFor={id}>{text("desk.block.text")}</label>
          <textarea id={id} rows={6} value={block.text} onChange={(e) => set({ ...block, text: e.target.value })} />
          <p className="acc-hint">{text("desk.block.textHint")}</p>
        </div>
      );
    case "quote":
      return (
        <>
          <div className="acc-field">
            <label htmlFor={id}>{text("desk.block.quote")}</label>
            <textarea id={id} rows={3} maxLength={1000} value={block.text} onChange={(e) => set({ ...block, text: e.target.value })} />
          </div>
          <div className="acc-field">
            <label htmlFor={`${id}-cite`}>{text("desk.block.cite")}</label>
            <input id={`${id}-cite`} type="text" maxLength={200} value={block.cite ?? ""} onChange={(e) => set({ ...block, cite: e.target.value || null })} />
          </div>
        </>
      );
    case "recipes":
      return <RecipesBlockFields id={id} text={text} block={block} known={titles} set={set} />;
    default:
      return <p className="acc-hint">{text("desk.block.keptHint")}</p>;
  }
}

type RecipesBlock = Extract<StoryBlock, { type: "recipes" }>;

const isItems = (v: unknown): v is { data: EditorialItem[] } => typeof v === "object" && v !== null && Array.isArray((v as { data: unknown }).data);

/** A recipes block: its heading and the recipes it shows, found by title among the desk's recipes. */
function RecipesBlockFields({
  id,
  text,
  block,
  known,
  set,
}: {
  id: string;
  text: DeskText;
  block: RecipesBlock;
  known: Record<string, string>;
  set: (block: StoryBlock) => void;
}) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<EditorialItem[]>([]);
  const [titles, setTitles] = useState<Record<string, string>>(known);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setFound([]);
      return;
    }
    const timer = window.setTimeout(() => {
      apiRequest("GET", `/editorial/content/?type=recipe&per_page=8&q=${encodeURIComponent(q)}`, { guard: isItems }).then(
        (answer) => setFound(answer.data.filter((r) => r.state === "live")),
        () => setFound([]),
      );
    }, 250);
    return () => window.clearTimeout(timer);
  }, [query]);
  const add = (item: EditorialItem) => {
    if (!block.recipes.includes(item.content_id)) set({ ...block, recipes: [...block.recipes, item.content_id] });
    setTitles((t) => ({ ...t, [item.content_id]: item.versions[0]!.title }));
    setQuery("");
  };
  return (
    <>
      <div className="acc-field">
        <label htmlFor={id}>{text("desk.block.recipesTitle")}</label>
        <input id={id} type="text" maxLength={200} value={block.title} onChange={(e) => set({ ...block, title: e.target.value })} />
      </div>
      <ul className="dk-picked">
        {block.recipes.map((contentId) => (
          <li key={contentId}>
            <span>{titles[contentId] ?? contentId}</span>
            <button type="button" className="ow-link" onClick={() => set({ ...block, recipes: block.recipes.filter((r) => r !== contentId) })}>
              {text("desk.block.removeRecipe")}
            </button>
          </li>
        ))}
      </ul>
      <div className="acc-field">
        <label htmlFor={`${id}-find`}>{text("desk.block.findRecipe")}</label>
        <input id={`${id}-find`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      </div>
      {found.length > 0 && (
        <ul className="dk-found" role="listbox" aria-label={text("desk.block.findRecipe")}>
          {found.map((r) => (
            <li key={r.content_id}>
              <button type="button" role="option" aria-selected="false" className="dk-found-item" onClick={() => add(r)}>
                {r.versions.map((v) => v.title).join(" · ")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A story draft as readers would see it: picture, title, teaser and blocks in order. */
export function StoryPreview({ lang, draft }: { lang: Language; draft: StoryDraft }) {
  const image = draft.image?.width && draft.image.height ? { url: draft.image.url, width: draft.image.width, height: draft.image.height, alt: draft.title ?? "" } : null;
  return (
    <article className="ow-card dk-story" lang={lang}>
      {image && (
        <div className="ow-photo-frame">
          <CardPicture image={image} sizes="(min-width: 48rem) 40rem, 90vw" />
        </div>
      )}
      <h3>{draft.title}</h3>
      {draft.description && <p className="dk-lead">{draft.description}</p>}
      {(draft.blocks ?? []).map((block, i) => {
        switch (block.type) {
          case "headline":
            return <h4 key={i}>{block.text}</h4>;
          case "text":
            return "html" in block ? (
              <div key={i} className="dk-html">
                {block.html.replace(/<[^>]*>/g, " ")}
              </div>
            ) : (
              block.text
                .split(/\n\s*\n/)
                .filter((p) => p.trim())
                .map((p, k) => <p key={`${i}-${k}`}>{p}</p>)
            );
          case "quote":
            return (
              <blockquote key={i}>
                <p>{block.text}</p>
                {block.cite && <cite>{block.cite}</cite>}
              </blockquote>
            );
          case "recipes":
            return (
              <p key={i} className="dk-type">
                {block.title} · {block.recipes.length}
              </p>
            );
          default:
            return null;
        }
      })}
    </article>
  );
}
