/**
 * The desk's writing room for one recipe or story: its language versions side by side as tabs, each
 * edited as a draft (the same fields as the cook's wizard for recipes; title, teaser, photo, terms
 * and blocks for stories), with its slug, a preview as readers will see it, and the twin — the
 * other language — started from a copy of this one. Saving writes the version
 * (PUT /api/editorial/content/{id}/versions/{lang}/); a live item must stay complete, so the API
 * answers 422 with the field, which the room shows. Publishing stays in the quick editor (Desk.tsx).
 *
 * Hooks for tests: `data-testid="workspace"` with `data-content-id`, `data-testid="workspace-save"`,
 * `data-testid="workspace-message"`, `data-testid="add-twin"`. It is loaded when an item is opened.
 */
import type { Category, EditorialItem, Language, RecipeDraft, StoryDraft, Tag } from "@tischlein/content-schemas";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { DeskText } from "../../i18n/desk-client.ts";
import { ownText } from "../../i18n/own-client.ts";
import { type AccountApiError, apiRequest } from "../../lib/account-api.ts";
import { contentPath } from "../../lib/urls.ts";
import { Basics, Categories, Ingredients, loadAll, Method, RecipeCard } from "../own/RecipeFields.tsx";
import { StoryFields, StoryPreview } from "./StoryFields.tsx";
import { hasUnsaved, isEditorialItem } from "./editing.ts";
import { useUnsavedWarning } from "./Edits.tsx";
import "./workspace.css";

type Draft = RecipeDraft | StoryDraft;
type Mode = "write" | "preview";
type Notice = { tone: "ok" | "error"; text: string } | null;

const LANGUAGES: readonly Language[] = ["de", "en"];

/**
 * The titles of the recipes the item's stored stories show as cards, by content id: a recipes block
 * of a draft names its recipes by id only.
 */
function cardTitles(item: EditorialItem): Record<string, string> {
  const out: Record<string, string> = {};
  for (const doc of item.documents ?? []) {
    for (const block of (doc as { blocks?: { type: string; items?: { content_id: string; title: string }[] }[] }).blocks ?? []) {
      if (block.type === "recipes") for (const card of block.items ?? []) out[card.content_id] ??= card.title;
    }
  }
  return out;
}

/** The item's drafts by language, as the API gives them. */
const draftsOf = (item: EditorialItem): Partial<Record<Language, Draft>> => item.drafts ?? {};

export default function Workspace({ lang, text, contentId, close }: { lang: Language; text: DeskText; contentId: string; close: () => void }) {
  const [item, setItem] = useState<EditorialItem | null>(null);
  const [error, setError] = useState("");
  const [language, setLanguage] = useState<Language>(lang);
  // The notice outlives the form: a save remounts it with the server's version of the draft.
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    apiRequest("GET", `/editorial/content/${contentId}/`, { guard: isEditorialItem }).then(
      (answer) => {
        setItem(answer);
        if (!answer.versions.some((v) => v.language === lang)) setLanguage(answer.versions[0]!.language);
      },
      (e: AccountApiError) => setError(e.message || e.code),
    );
  }, [contentId]);
  if (error) return <p className="acc-alert">{text("desk.error", { message: error })}</p>;
  if (!item) return <p className="dk-loading" aria-busy="true" />;
  const drafts = draftsOf(item);
  const version = item.versions.find((v) => v.language === language);
  return (
    <section className="dk-room" data-testid="workspace" data-content-id={item.content_id} aria-labelledby="dk-room-title">
      <div className="dk-room-head">
        <button type="button" className="ow-link" onClick={() => (!hasUnsaved() || window.confirm(text("desk.edits.confirm"))) && close()}>
          {text("desk.back")}
        </button>
        <h2 id="dk-room-title">{item.versions.find((v) => v.language === lang)?.title ?? item.versions[0]!.title}</h2>
        <p className="dk-row">
          <span className={`dk-badge dk-badge-${item.state}`}>{text(`desk.state.${item.state}`)}</span>
          <span className="dk-type">{text(`desk.type.${item.type}`)}</span>
          {item.community && <span className="dk-type">{text("desk.community")}</span>}
        </p>
      </div>
      <div className="dk-tabs" role="tablist" aria-label={text("desk.languages")}>
        {LANGUAGES.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            className="dk-tab"
            aria-selected={l === language}
            onClick={() => {
              if (l !== language && hasUnsaved() && !window.confirm(text("desk.edits.confirm"))) return;
              setLanguage(l);
              setNotice(null);
            }}
          >
            {text(`desk.language.${l}`)}
            {!item.versions.some((v) => v.language === l) && ` (${text("desk.missing")})`}
          </button>
        ))}
      </div>
      {version ? (
        <VersionForm
          key={`${language}-${item.updated_at}`}
          item={item}
          language={language}
          slug={version.slug}
          start={drafts[language] ?? {}}
          text={text}
          saved={setItem}
          notice={notice}
          setNotice={setNotice}
        />
      ) : (
        <Twin
          item={item}
          language={language}
          from={drafts[item.versions[0]!.language] ?? {}}
          fromLang={item.versions[0]!.language}
          text={text}
          saved={setItem}
          notice={notice}
          setNotice={setNotice}
        />
      )}
    </section>
  );
}

/**
 * The draft a twin starts from: a copy of the other version with its categories and tags swapped for
 * their twins (those without one are dropped) and its ingredients no longer tied to the other
 * language's ingredient pages — the names are translated, then matched again as they are typed.
 */
async function twinDraft(from: Draft, fromLang: Language): Promise<Draft> {
  const copy = structuredClone(from);
  const [categories, tags] = await Promise.all([loadAll<Category>("/categories/", fromLang), loadAll<Tag>("/tags/", fromLang)]);
  const twin = (list: { slug: string; alternate: { slug: string } | null }[], refs: { slug: string }[] | undefined) =>
    refs?.flatMap((ref) => {
      const slug = list.find((t) => t.slug === ref.slug)?.alternate?.slug;
      return slug ? [{ slug }] : [];
    });
  copy.categories = twin(categories, copy.categories);
  copy.tags = twin(tags, copy.tags);
  if ("ingredients" in copy && copy.ingredients) {
    copy.ingredients = copy.ingredients.map((g) => ({ ...g, items: g.items.map((line) => ({ ...line, ingredient: null })) }));
  }
  return copy;
}

/** Starts the other language's version from a copy of this one, for the editor to translate. */
function Twin({
  item,
  language,
  from,
  fromLang,
  text,
  saved,
  notice,
  setNotice,
}: {
  item: EditorialItem;
  language: Language;
  from: Draft;
  fromLang: Language;
  text: DeskText;
  saved: (item: EditorialItem) => void;
  notice: Notice;
  setNotice: (notice: Notice) => void;
}) {
  const [copy, setCopy] = useState<Draft | null>(null);
  const [error, setError] = useState("");
  if (copy) return <VersionForm item={item} language={language} slug="" start={copy} text={text} saved={saved} notice={notice} setNotice={setNotice} fresh />;
  return (
    <div className="dk-twin">
      <p>{text("desk.twin.lead", { lang: text(`desk.language.${language}`) })}</p>
      {error && <p className="acc-alert">{text("desk.error", { message: error })}</p>}
      <button
        type="button"
        className="acc-submit"
        data-testid="add-twin"
        onClick={() => twinDraft(from, fromLang).then(setCopy, (e: AccountApiError) => setError(e.message || e.code))}
      >
        {text("desk.twin.start")}
      </button>
    </div>
  );
}

function VersionForm({
  item,
  language,
  slug: startSlug,
  start,
  text,
  saved,
  notice: message,
  setNotice: setMessage,
  fresh = false,
}: {
  item: EditorialItem;
  language: Language;
  slug: string;
  start: Draft;
  text: DeskText;
  saved: (item: EditorialItem) => void;
  notice: Notice;
  setNotice: (notice: Notice) => void;
  fresh?: boolean;
}) {
  const id = useId();
  const own = ownText(language);
  const [draft, setDraft] = useState<Draft>(start);
  const [slug, setSlug] = useState(startSlug);
  const [dirty, setDirty] = useState(fresh);
  const [mode, setMode] = useState<Mode>("write");
  const [busy, setBusy] = useState(false);
  useUnsavedWarning(dirty);
  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }) as Draft);
    setDirty(true);
    setMessage(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: { draft: Draft; slug?: string } = { draft };
    if (slug && slug !== startSlug) body.slug = slug;
    setBusy(true);
    apiRequest("PUT", `/editorial/content/${item.content_id}/versions/${language}/`, { body, guard: isEditorialItem }).then(
      (answer) => {
        setBusy(false);
        setDirty(false);
        setMessage({ tone: "ok", text: text(answer.state === "live" ? "desk.saved" : "desk.savedDraft") });
        saved(answer);
      },
      (e: AccountApiError) => {
        setBusy(false);
        const field = e.field ? ` (${e.field})` : "";
        setMessage({ tone: "error", text: text("desk.error", { message: (e.message || e.code) + field }) });
      },
    );
  };
  const live = item.state === "live" && startSlug;
  return (
    <form className="dk-version-form" onSubmit={submit} lang={language}>
      <div className="dk-choices dk-modes" role="radiogroup" aria-label={text("desk.mode")}>
        {(["write", "preview"] as const).map((m) => (
          <label key={m} className="dk-chip">
            <input type="radio" name={`${id}-mode`} checked={mode === m} onChange={() => setMode(m)} />
            <span>{text(`desk.mode.${m}`)}</span>
          </label>
        ))}
        {live && (
          <a href={contentPath(language, { type: item.type, slug: startSlug })} target="_blank" rel="noopener">
            {text("desk.view")}
          </a>
        )}
      </div>
      {mode === "preview" ? (
        <div className="dk-preview" data-testid="workspace-preview">
          {item.type === "recipe" ? <RecipeCard lang={language} text={own} draft={draft as RecipeDraft} /> : <StoryPreview lang={language} draft={draft as StoryDraft} />}
        </div>
      ) : item.type === "recipe" ? (
        <div className="dk-sections">
          <section>
            <h3>{own("own.step.basics")}</h3>
            <Basics lang={language} text={own} draft={draft as RecipeDraft} change={change} />
          </section>
          <section>
            <h3>{own("own.step.ingredients")}</h3>
            <Ingredients lang={language} text={own} draft={draft as RecipeDraft} change={change} />
          </section>
          <section>
            <h3>{own("own.step.steps")}</h3>
            <Method lang={language} text={own} draft={draft as RecipeDraft} change={change} />
          </section>
          <section>
            <h3>{own("own.step.categories")}</h3>
            <Categories lang={language} text={own} draft={draft} change={change} />
          </section>
        </div>
      ) : (
        <StoryFields lang={language} text={text} own={own} draft={draft as StoryDraft} change={change} titles={cardTitles(item)} />
      )}
      {!fresh && (
        <div className="acc-field">
          <label htmlFor={`${id}-slug`}>{text("desk.slug", { lang: language })}</label>
          <input id={`${id}-slug`} name="slug" type="text" pattern="[a-z0-9]+(-[a-z0-9]+)*" maxLength={160} value={slug} onChange={(e) => setSlug(e.target.value)} />
          <p className="acc-hint">{text("desk.slugHint")}</p>
        </div>
      )}
      <div className="dk-savebar">
        <p className="dk-dirty" role="status">
          {dirty ? text("desk.unsaved") : ""}
        </p>
        {message && (
          <p className={message.tone === "ok" ? "acc-success" : "acc-alert"} role={message.tone === "ok" ? "status" : "alert"} data-testid="workspace-message">
            {message.text}
          </p>
        )}
        <span className="dk-savebar-actions">
          <button type="submit" className="acc-submit" disabled={busy} data-testid="workspace-save">
            {text(fresh ? "desk.twin.save" : "desk.saveVersion")}
          </button>
        </span>
      </div>
    </form>
  );
}
