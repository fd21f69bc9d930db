/**
 * The desk's "home page" tab: the modules of a feed (the home page or the veganuary page, in either
 * language) as editors change them every day — the order of the modules, their headings, the cards
 * of the hand-picked ones (carousels, collections) and the lead item. Everything else a module holds
 * (tiles, portraits, the teaser's text, an automatic module's query) is sent back as it came.
 *
 * The whole feed is read from and written to `/api/editorial/feeds/{group}/{lang}/`. A card is
 * added through the site search in the feed's language; the server reads every card again from its
 * id, and refuses an id it does not know with 422 and the field (`modules.2.items.0.id`), which is
 * shown at that module.
 *
 * Hooks for tests: `data-testid="feed-module"` with `data-module-id`, `data-testid="feed-card"`
 * with `data-card-id`, `data-testid="card-hit"`, and the SaveBar's.
 */
import type { ContentSummary, Feed, FeedModule, Language } from "@tischlein/content-schemas";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import type { DeskText } from "../../i18n/desk-client.ts";
import { type AccountApiError, apiRequest } from "../../lib/account-api.ts";
import CardPicture from "../CardPicture.tsx";
import { fetchResults } from "../search/api.ts";
import { asCard, type EditableGroup, FEED_GROUPS, fieldId, fieldPath, isFeed, move } from "./editing.ts";
import { Announcer, movedFocus, type Note, OrderButtons, SaveBar, useFocusLater, useUnsavedWarning } from "./Edits.tsx";

/** A module whose cards the editors pick by hand. */
type Picked = Extract<FeedModule, { kind: "carousel" | "collection" }>;
const isPicked = (m: FeedModule): m is Picked => m.kind === "carousel" || m.kind === "collection";

/** What the server refused: the position of the module (and card) and its message. */
interface Problem {
  module: number;
  item: number | null;
  text: string;
}

export default function FeedEditor({ lang, text }: { lang: Language; text: DeskText }) {
  const id = useId();
  const [group, setGroup] = useState<EditableGroup>("main");
  const [language, setLanguage] = useState<Language>(lang);
  const [feed, setFeed] = useState<Feed | null>(null);
  const [stored, setStored] = useState("");
  const [loadError, setLoadError] = useState("");
  const [note, setNote] = useState<Note | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  const [spoken, setSpoken] = useState("");
  const focusLater = useFocusLater();
  const dirty = feed !== null && JSON.stringify(feed) !== stored;
  useUnsavedWarning(dirty);

  const path = `/editorial/feeds/${group}/${language}/`;
  const take = (answer: Feed) => {
    setFeed(answer);
    setStored(JSON.stringify(answer));
    setProblem(null);
  };
  useEffect(() => {
    setFeed(null);
    setLoadError("");
    setNote(null);
    apiRequest("GET", path, { guard: isFeed }).then(take, (e: AccountApiError) => setLoadError(e.message || e.code));
  }, [path]);

  /** Changes the feed; a change makes the server's last complaint stale. */
  const change = (modules: FeedModule[]) => {
    setFeed((f) => f && { ...f, modules });
    setProblem(null);
    setNote(null);
  };
  const leaveIfAllowed = (go: () => void) => {
    if (!dirty || window.confirm(text("desk.edits.confirm"))) go();
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!feed) return;
    setBusy(true);
    apiRequest("PUT", path, { body: feed, guard: isFeed }).then(
      (answer) => {
        setBusy(false);
        take(answer);
        setNote({ tone: "ok", text: text("desk.saved") });
      },
      (e: AccountApiError) => {
        setBusy(false);
        const message = text("desk.error", { message: e.message || e.code });
        const [root, module, , item] = fieldPath(e.field);
        if (root === "modules" && typeof module === "number" && module < feed.modules.length) {
          setProblem({ module, item: typeof item === "number" ? item : null, text: message });
          focusLater(fieldId(id, ["modules", module, "problem"]));
        } else {
          setNote({ tone: "error", text: message });
        }
      },
    );
  };

  return (
    <form className="dk-feed" onSubmit={save} noValidate>
      <div className="dk-filters">
        <fieldset className="dk-fieldset">
          <legend>{text("desk.feed.group")}</legend>
          <div className="dk-choices">
            {FEED_GROUPS.map((g) => (
              <label key={g} className="dk-chip">
                <input type="radio" name="group" checked={group === g} onChange={() => leaveIfAllowed(() => setGroup(g))} />
                <span>{text(`desk.feed.group.${g}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="dk-fieldset">
          <legend>{text("desk.feed.language")}</legend>
          <div className="dk-choices">
            {(["de", "en"] as const).map((l) => (
              <label key={l} className="dk-chip">
                <input type="radio" name="language" checked={language === l} onChange={() => leaveIfAllowed(() => setLanguage(l))} />
                <span>{text(`desk.feed.language.${l}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {loadError && <p className="acc-alert">{text("desk.error", { message: loadError })}</p>}
      {!feed && !loadError && <p className="dk-loading" aria-busy="true" />}
      {feed && (
        <>
          <Announcer message={spoken} />
          {feed.modules.length === 0 && <p className="empty-state">{text("desk.feed.none")}</p>}
          <ol className="dk-list dk-modules" lang={feed.language}>
            {feed.modules.map((module, index) => (
              <ModuleCard
                key={module.id}
                base={fieldId(id, ["modules", index])}
                text={text}
                module={module}
                index={index}
                count={feed.modules.length}
                language={feed.language}
                problem={problem?.module === index ? problem : null}
                onChange={(next) => change(feed.modules.map((m, i) => (i === index ? next : m)))}
                onMove={(by) => {
                  change(move(feed.modules, index, by));
                  setSpoken(text("desk.order.moved", { title: titleOf(text, module), position: index + by + 1 }));
                  focusLater(movedFocus(fieldId(id, ["modules", index + by]), index, by, feed.modules.length));
                }}
                onRemove={() => {
                  change(feed.modules.filter((_, i) => i !== index));
                  setSpoken(text("desk.order.removed", { title: titleOf(text, module) }));
                  if (feed.modules.length > 1) focusLater(fieldId(id, ["modules", Math.min(index, feed.modules.length - 2), "title"]));
                }}
                say={setSpoken}
              />
            ))}
          </ol>
          <button type="button" className="acc-secondary" aria-expanded={preview} onClick={() => setPreview(!preview)}>
            {text(preview ? "desk.hidePreview" : "desk.preview")}
          </button>
          {preview && <FeedPreview text={text} feed={feed} />}
          <SaveBar text={text} dirty={dirty} busy={busy} note={note} onDiscard={() => leaveIfAllowed(() => take(JSON.parse(stored) as Feed))} />
        </>
      )}
    </form>
  );
}

/** A module's name for labels: its heading, or its kind when it has none. */
const titleOf = (text: DeskText, module: FeedModule) => module.title.trim() || text(`desk.feed.kind.${module.kind}`);

interface ModuleProps {
  base: string;
  text: DeskText;
  module: FeedModule;
  index: number;
  count: number;
  language: Language;
  problem: Problem | null;
  onChange: (module: FeedModule) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  say: (message: string) => void;
}

function ModuleCard({ base, text, module, index, count, language, problem, onChange, onMove, onRemove, say }: ModuleProps) {
  const title = titleOf(text, module);
  const focusLater = useFocusLater();
  return (
    <li className="dk-card dk-module" data-testid="feed-module" data-module-id={module.id}>
      <div className="dk-module-head">
        <span className="dk-position" aria-hidden="true">
          {index + 1}
        </span>
        <span className="dk-type">{text(`desk.feed.kind.${module.kind}`)}</span>
        <code className="dk-id">{module.id}</code>
        <OrderButtons text={text} id={base} title={title} index={index} count={count} onMove={onMove} onRemove={onRemove} wordy />
      </div>
      {problem && (
        <p className="acc-field-error" id={`${base}-problem`} tabIndex={-1} role="alert">
          {problem.text}
        </p>
      )}
      <div className="acc-field dk-note">
        <label htmlFor={`${base}-title`}>{text("desk.feed.heading")}</label>
        <input id={`${base}-title`} type="text" maxLength={200} value={module.title} onChange={(e) => onChange({ ...module, title: e.target.value })} />
      </div>
      {module.kind === "hero" && (
        <>
          <ul className="dk-cards">
            <CardRow card={module.item} invalid={problem !== null} />
          </ul>
          <CardSearch
            id={`${base}-search`}
            text={text}
            label={text("desk.feed.replace")}
            language={language}
            holds={[module.item.id]}
            onPick={(card) => {
              onChange({ ...module, item: card });
              say(text("desk.order.added", { title: card.title }));
            }}
          />
        </>
      )}
      {isPicked(module) && (
        <>
          <h4 className="dk-subhead">{text("desk.feed.cards", { count: module.items.length })}</h4>
          <ol className="dk-cards">
            {module.items.map((card, i) => (
              <CardRow key={card.id} card={card} invalid={problem?.item === i}>
                <OrderButtons
                  text={text}
                  id={`${base}-items-${i}`}
                  title={card.title}
                  index={i}
                  count={module.items.length}
                  onMove={(by) => {
                    onChange({ ...module, items: move(module.items, i, by) });
                    say(text("desk.order.moved", { title: card.title, position: i + by + 1 }));
                    focusLater(movedFocus(`${base}-items-${i + by}`, i, by, module.items.length));
                  }}
                  onRemove={() => {
                    onChange({ ...module, items: module.items.filter((_, n) => n !== i) });
                    say(text("desk.order.removed", { title: card.title }));
                    focusLater(module.items.length > 1 ? `${base}-items-${Math.min(i, module.items.length - 2)}-remove` : `${base}-search`);
                  }}
                />
              </CardRow>
            ))}
          </ol>
          <CardSearch
            id={`${base}-search`}
            text={text}
            label={text("desk.feed.add")}
            language={language}
            holds={module.items.map((c) => c.id)}
            onPick={(card) => {
              onChange({ ...module, items: [...module.items, card] });
              say(text("desk.order.added", { title: card.title }));
            }}
          />
        </>
      )}
      {module.kind === "automated" && (
        <>
          <ol className="dk-cards">
            {module.items.map((card, i) => (
              <CardRow key={card.id} card={card} invalid={problem?.item === i} />
            ))}
          </ol>
          <p className="acc-hint">{text("desk.feed.automatic")}</p>
        </>
      )}
      {module.kind !== "hero" && !isPicked(module) && module.kind !== "automated" && <p className="acc-hint">{text("desk.feed.kept")}</p>}
    </li>
  );
}

/** One card of a module: its picture, title and kind, and the buttons given. */
function CardRow({ card, invalid, children }: { card: ContentSummary; invalid: boolean; children?: ReactNode }) {
  return (
    <li className={invalid ? "dk-cardrow dk-invalid" : "dk-cardrow"} data-testid="feed-card" data-card-id={card.id}>
      <span className="dk-cardthumb">
        <CardPicture image={card.image} sizes="4rem" />
      </span>
      <span className="dk-cardtitle">{card.title}</span>
      {children}
    </li>
  );
}

interface SearchProps {
  id: string;
  text: DeskText;
  label: string;
  language: Language;
  /** Ids of the cards the module holds already. */
  holds: string[];
  onPick: (card: ContentSummary) => void;
}

/**
 * A search field whose hits are buttons under it: picking one adds the card. Typing aborts the
 * request of the text before, so a slow answer never replaces a newer one.
 */
function CardSearch({ id, text, label, language, holds, onPick }: SearchProps) {
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<ContentSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const q = query.trim();
    setFailed(false);
    if (q.length < 2) return setHits(null);
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchResults(new URLSearchParams({ q, per_page: "6" }).toString(), language, controller.signal).then(
        (answer) => setHits(answer.data.map(asCard)),
        () => controller.signal.aborted || setFailed(true),
      );
    }, 250);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, language]);
  return (
    <div className="dk-cardsearch">
      <div className="acc-field">
        <label htmlFor={id}>{label}</label>
        <input id={id} type="search" value={query} autoComplete="off" onChange={(e) => setQuery(e.target.value)} onKeyDown={(e) => e.key === "Enter" && e.preventDefault()} />
      </div>
      {failed && <p className="acc-alert">{text("desk.feed.searchFailed")}</p>}
      {hits?.length === 0 && <p className="dk-meta">{text("desk.feed.noHits")}</p>}
      {hits && hits.length > 0 && (
        <ul className="dk-hits" aria-label={label}>
          {hits.map((hit) => {
            const held = holds.includes(hit.id);
            return (
              <li key={hit.id}>
                <button
                  type="button"
                  className="dk-hit"
                  data-testid="card-hit"
                  disabled={held}
                  onClick={() => {
                    onPick(hit);
                    setQuery("");
                    document.getElementById(id)?.focus();
                  }}
                >
                  <span className="dk-cardthumb">
                    <CardPicture image={hit.image} sizes="4rem" />
                  </span>
                  <span className="dk-cardtitle">{hit.title}</span>
                  <span className="dk-meta">{held ? text("desk.feed.already") : text(`desk.type.${hit.type}`)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The cards a module shows, in order (none for modules without cards). */
function cardsOf(module: FeedModule): ContentSummary[] {
  switch (module.kind) {
    case "hero":
    case "player":
      return [module.item];
    case "carousel":
    case "collection":
    case "automated":
      return module.items;
    default:
      return [];
  }
}

/** What a module shows besides cards, as short lines (tiles, portraits, a link, a teaser). */
function linesOf(module: FeedModule): string[] {
  switch (module.kind) {
    case "link_collection":
      return module.links.map((l) => l.title);
    case "author_carousel":
      return module.authors.map((a) => a.name);
    case "link":
      return [module.link.title];
    case "link_module":
      return [module.text, module.label];
    default:
      return [];
  }
}

/** The feed as the page will list it: each module's heading with its cards' pictures and titles. */
function FeedPreview({ text, feed }: { text: DeskText; feed: Feed }) {
  return (
    <div className="dk-preview dk-fp" lang={feed.language} data-testid="feed-preview">
      {feed.modules.map((module) => {
        const cards = cardsOf(module);
        const lines = linesOf(module);
        return (
          <section key={module.id} className="dk-fp-module">
            <h4>{module.title.trim() || <span className="dk-meta">{text("desk.feed.untitled")}</span>}</h4>
            {cards.length > 0 && (
              <ol className={module.kind === "hero" ? "dk-fp-rail dk-fp-hero" : "dk-fp-rail"}>
                {cards.map((card) => (
                  <li key={card.id}>
                    <span className="dk-fp-photo">
                      <CardPicture image={card.image} sizes={module.kind === "hero" ? "(min-width: 48rem) 30rem, 90vw" : "10rem"} />
                    </span>
                    <span>{card.title}</span>
                  </li>
                ))}
              </ol>
            )}
            {lines.length > 0 && <p className="dk-meta">{lines.join(" · ")}</p>}
          </section>
        );
      })}
    </div>
  );
}
