/**
 * The editorial desk (path "redaktion" / "editorial-desk", noindex, rendered in the
 * browser only): the queue of submitted recipes (preview, accept, reject with a reason the cook
 * reads), the open abuse reports, the readers' feedback (DeskFeedback.tsx), the recipes and stories with their titles, slugs, teasers and
 * publishing (live, expired, scheduled), the audit log, and for admins the team (who is an editor).
 * The API answers 403 to anyone but editors and admins; the desk says so before asking.
 *
 * Hooks for tests: `data-testid="submission"` with `data-title`, `data-testid="desk-item"` with
 * `data-content-id`, `data-testid="desk-message"`.
 */
import type { AuditEntry, EditorialItem, Language, OwnRecipe, Recipe, ReportGroup, Submission } from "@tischlein/content-schemas";
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from "react";
import { accountText } from "../../i18n/client.ts";
import { type DeskText, deskText } from "../../i18n/desk-client.ts";
import { AccountApiError, apiRequest } from "../../lib/account-api.ts";
import { isOwnRecipe } from "../../lib/own-guards.ts";
import { unitLabel } from "../../lib/units.ts";
import { contentPath } from "../../lib/urls.ts";
import { LoginGate, Placeholder, useSession } from "../account/session.tsx";
import CardPicture from "../CardPicture.tsx";
import { hasUnsaved, isEditorialItem } from "./editing.ts";
import NewItem from "./NewItem.tsx";
import "./desk.css";

// The writing room and the home page and menu editors are loaded when they are opened: most visits
// to the desk are for the queues.
const Workspace = lazy(() => import("./Workspace.tsx"));
const FeedEditor = lazy(() => import("./FeedEditor.tsx"));
const MenuEditor = lazy(() => import("./MenuEditor.tsx"));
const DeskFeedback = lazy(() => import("./DeskFeedback.tsx"));

const TABS = ["submissions", "reports", "feedback", "content", "feed", "menu", "audit", "team"] as const;
type Tab = (typeof TABS)[number];

interface Paged<T> {
  data: T[];
  meta: { pagination: { page: number; pages: number } };
}

const isPaged = <T,>(v: unknown): v is Paged<T> => typeof v === "object" && v !== null && Array.isArray((v as Paged<T>).data);

/** A paged list loaded page by page, newest page appended. */
function usePaged<T>(path: string, refresh: number) {
  const [items, setItems] = useState<T[] | null>(null);
  const [page, setPage] = useState({ page: 0, pages: 1 });
  const [error, setError] = useState("");
  const load = (n: number) =>
    apiRequest("GET", `${path}${path.includes("?") ? "&" : "?"}page=${n}`, { guard: isPaged<T> }).then(
      (answer) => {
        setItems((list) => (n === 1 ? answer.data : [...(list ?? []), ...answer.data]));
        setPage(answer.meta.pagination);
      },
      (e: AccountApiError) => setError(e.message || e.code),
    );
  useEffect(() => void load(1), [path, refresh]);
  return { items, setItems, more: page.page < page.pages ? () => load(page.page + 1) : null, error };
}

export default function Desk({ lang }: { lang: Language }) {
  const account = accountText(lang);
  const text = deskText(lang);
  const { session, user } = useSession();
  const [tab, setTab] = useState<Tab>(() => {
    const hash = location.hash.slice(1);
    return (TABS as readonly string[]).includes(hash) ? (hash as Tab) : "submissions";
  });
  if (session === "unknown") return <Placeholder text={account} />;
  if (!user) return <LoginGate lang={lang} text={account} />;
  if (user.role !== "editor" && user.role !== "admin") return <p className="acc-alert">{text("desk.forbidden")}</p>;
  return (
    <div className="dk">
      <div className="dk-tabs" role="tablist">
        {TABS.filter((t) => t !== "team" || user.role === "admin").map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === tab}
            className="dk-tab"
            onClick={() => {
              if (t !== tab && hasUnsaved() && !window.confirm(text("desk.edits.confirm"))) return;
              history.replaceState(null, "", `#${t}`);
              setTab(t);
            }}
          >
            {text(`desk.tab.${t}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="dk-panel">
        {tab === "submissions" && <Submissions lang={lang} text={text} />}
        {tab === "reports" && <Reports lang={lang} text={text} />}
        {tab === "content" && <Content lang={lang} text={text} />}
        <Suspense fallback={<p className="dk-loading" aria-busy="true" />}>
          {tab === "feed" && <FeedEditor lang={lang} text={text} />}
          {tab === "menu" && <MenuEditor lang={lang} text={text} />}
          {tab === "feedback" && <DeskFeedback lang={lang} text={text} />}
        </Suspense>
        {tab === "audit" && <Audit lang={lang} text={text} />}
        {tab === "team" && user.role === "admin" && <Team text={text} self={user.id} />}
      </div>
    </div>
  );
}

const dateOf = (lang: Language, iso: string) =>
  new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

function Message({ message }: { message: { tone: "ok" | "error"; text: string } | null }) {
  if (!message) return null;
  return (
    <p className={message.tone === "ok" ? "acc-status" : "acc-alert"} role="status" data-testid="desk-message">
      {message.text}
    </p>
  );
}

function Submissions({ lang, text }: { lang: Language; text: DeskText }) {
  const [refresh, setRefresh] = useState(0);
  const { items, setItems, more, error } = usePaged<Submission>("/editorial/submissions/", refresh);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [accepted, setAccepted] = useState<Accepted | null>(null);
  const done = (id: string, note: string | Accepted) => {
    setItems((list) => (list ?? []).filter((s) => s.id !== id));
    setMessage(typeof note === "string" ? { tone: "ok", text: note } : null);
    setAccepted(typeof note === "string" ? null : note);
    if (items?.length === 1) setRefresh((n) => n + 1);
  };
  if (error) return <p className="acc-alert">{text("desk.error", { message: error })}</p>;
  if (!items) return <p className="dk-loading" aria-busy="true" />;
  return (
    <div>
      <Message message={message} />
      {accepted && <GoingLive key={accepted.href} text={text} {...accepted} />}
      {items.length === 0 && <p className="empty-state">{text("desk.empty")}</p>}
      <ul className="dk-list">
        {items.map((s) => (
          <SubmissionCard key={s.id} lang={lang} text={text} submission={s} done={done} fail={(m) => setMessage({ tone: "error", text: m })} />
        ))}
      </ul>
      {more && (
        <button type="button" className="acc-secondary" onClick={more}>
          {text("desk.more")}
        </button>
      )}
    </div>
  );
}

/** A recipe just accepted: its title and the address of its page on the site. */
interface Accepted {
  title: string;
  href: string;
}

/** How often, and how long, the desk asks whether an accepted recipe's page is served yet. */
const LIVE_POLL_MS = 2000;
const LIVE_WAIT_MS = 60_000;

/**
 * Accepting publishes at once in the content store, but the page is served only once the site is
 * rebuilt (some seconds later): until then the desk says the recipe is going live and asks for its
 * page (HEAD, same origin, not from the browser's cache) every two seconds, for up to a minute,
 * and links the page when it answers.
 */
function GoingLive({ text, title, href }: Accepted & { text: DeskText }) {
  const [state, setState] = useState<"going" | "live" | "slow">("going");
  useEffect(() => {
    let stopped = false;
    let timer = 0;
    const start = Date.now();
    const ask = async () => {
      const ok = await fetch(href, { method: "HEAD", cache: "no-store" }).then(
        (r) => r.ok,
        () => false,
      );
      if (stopped) return;
      if (ok) setState("live");
      else if (Date.now() - start >= LIVE_WAIT_MS) setState("slow");
      else timer = window.setTimeout(ask, LIVE_POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [href]);
  const note = { going: "desk.goingLive", live: "desk.accepted", slow: "desk.liveSlow" } as const;
  return (
    <p className="acc-status" role="status" data-testid="desk-message" data-live={state} aria-busy={state === "going"}>
      {text(note[state], { title })}{" "}
      {state !== "going" && (
        <a href={href} data-testid="live-link">
          {text("desk.view")}
        </a>
      )}
    </p>
  );
}

function SubmissionCard({
  lang,
  text,
  submission,
  done,
  fail,
}: {
  lang: Language;
  text: DeskText;
  submission: Submission;
  done: (id: string, note: string | Accepted) => void;
  fail: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const title = submission.title || "—";
  const act = (path: string, body: unknown, note: string | ((answer: OwnRecipe) => Accepted)) => {
    setBusy(true);
    apiRequest("POST", `/editorial/submissions/${submission.id}/${path}/`, { body, guard: isOwnRecipe }).then(
      (answer) => done(submission.id, typeof note === "string" ? note : note(answer)),
      (e: AccountApiError) => {
        setBusy(false);
        fail(text("desk.error", { message: e.message || e.code }));
      },
    );
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    act("reject", { reason }, text("desk.rejected", { title }));
  };
  return (
    <li className="dk-card" data-testid="submission" data-title={submission.title}>
      <div className="dk-card-main">
        {submission.image && (
          <div className="dk-thumb">
            <CardPicture image={submission.image} sizes="8rem" />
          </div>
        )}
        <div>
          <h3>{title}</h3>
          <p className="dk-meta">
            {text("desk.by", { name: submission.author.name })} ·{" "}
            {submission.submitted_at && text("desk.submitted", { date: dateOf(lang, submission.submitted_at) })}
          </p>
          {!submission.recipe && <p className="acc-alert">{text("desk.incomplete")}</p>}
        </div>
      </div>
      <div className="dk-actions">
        {submission.recipe && (
          <button type="button" className="acc-secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
            {text(open ? "desk.hidePreview" : "desk.preview")}
          </button>
        )}
        {submission.recipe && (
          <button type="button" className="acc-submit" disabled={busy} data-testid="accept" onClick={() => act("accept", undefined, (answer) => acceptedOf(answer, title))}>
            {text("desk.accept")}
          </button>
        )}
        <button type="button" className="acc-secondary dk-danger" disabled={busy} data-testid="reject" onClick={() => setRejecting(!rejecting)}>
          {text("desk.reject")}
        </button>
      </div>
      {rejecting && (
        <form className="dk-reject" onSubmit={reject}>
          <div className="acc-field">
            <label htmlFor={`${id}-reason`}>{text("desk.reason")}</label>
            <textarea id={`${id}-reason`} name="reason" rows={3} maxLength={1000} required value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <button type="submit" className="acc-submit" disabled={busy || !reason.trim()} data-testid="reject-send">
            {text("desk.rejectSend")}
          </button>
        </form>
      )}
      {open && submission.recipe && <RecipePreview lang={submission.language} recipe={submission.recipe} />}
    </li>
  );
}

/** The page an accepted recipe goes live at, from the cook's recipe the accept answers. */
function acceptedOf(answer: OwnRecipe, title: string): Accepted {
  return { title, href: contentPath(answer.language, { type: "recipe", slug: answer.slug ?? "" }) };
}

function RecipePreview({ lang, recipe }: { lang: Language; recipe: Recipe }) {
  return (
    <article className="dk-preview" lang={lang}>
      <div className="dk-preview-photo">
        <CardPicture image={recipe.image} sizes="(min-width: 48rem) 30rem, 90vw" />
      </div>
      <h4>{recipe.title}</h4>
      <p>{recipe.description}</p>
      <ul>
        {recipe.ingredients.flatMap((g) =>
          g.items.map((i, n) => (
            <li key={`${g.title}-${n}`}>
              {[i.amount ?? "", i.unit ? unitLabel(i.unit.key, lang) : "", i.amount === 1 ? i.name.one : i.name.many, i.note ? `(${i.note})` : ""].join(" ").trim()}
            </li>
          )),
        )}
      </ul>
      <ol>
        {recipe.steps.map((s) => (
          <li key={s.position}>{s.text}</li>
        ))}
      </ol>
    </article>
  );
}

/** The decisions that fit each kind of reported thing. */
const DECISIONS: Record<ReportGroup["target"], readonly ("dismiss" | "hide" | "delete" | "warn" | "block")[]> = {
  comment: ["dismiss", "hide", "delete", "warn", "block"],
  image: ["dismiss", "hide", "delete", "warn", "block"],
  recipe: ["dismiss", "hide", "delete", "warn", "block"],
  user: ["dismiss", "warn", "block"],
};

function Reports({ lang, text }: { lang: Language; text: DeskText }) {
  const { items, setItems, more, error } = usePaged<ReportGroup>("/editorial/reports/", 0);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const id = useId();
  if (error) return <p className="acc-alert">{text("desk.error", { message: error })}</p>;
  if (!items) return <p className="dk-loading" aria-busy="true" />;
  const decide = (r: ReportGroup, decision: string) => {
    const key = `${r.target}-${r.id}`;
    apiRequest("POST", `/editorial/reports/${r.target}/${r.id}/resolve/`, { body: { decision, note: notes[key] ?? "" } }).then(
      () => {
        setItems((list) => (list ?? []).filter((x) => `${x.target}-${x.id}` !== key));
        setMessage({ tone: "ok", text: text("desk.decided") });
      },
      (e: AccountApiError) => setMessage({ tone: "error", text: text("desk.error", { message: e.message || e.code }) }),
    );
  };
  return (
    <div>
      <Message message={message} />
      {items.length === 0 && <p className="empty-state">{text("desk.empty")}</p>}
      <ul className="dk-list">
        {items.map((r) => (
          <li key={`${r.target}-${r.id}`} className="dk-card">
            <p className="dk-meta">
              <strong>{text(`desk.target.${r.target}`)}</strong> · {text("desk.reporters", { count: r.reporters })} ·{" "}
              {Object.entries(r.reasons)
                .map(([reason, n]) => `${reason} ${n}`)
                .join(", ")}
              {r.hidden && <span className="dk-badge dk-badge-expired">{text("desk.hidden")}</span>}
            </p>
            <p className="dk-quote">{r.preview || "—"}</p>
            <p className="dk-meta">
              {r.author && text("desk.by", { name: r.author })} · {dateOf(lang, r.first_reported_at)}
            </p>
            {r.texts.length > 0 && (
              <ul className="dk-texts">
                {r.texts.map((t, i) => (
                  <li key={i}>{t}</li>
                ))}
              </ul>
            )}
            <div className="acc-field dk-note">
              <label htmlFor={`${id}-${r.target}-${r.id}`}>{text("desk.note")}</label>
              <input
                id={`${id}-${r.target}-${r.id}`}
                type="text"
                maxLength={1000}
                value={notes[`${r.target}-${r.id}`] ?? ""}
                onChange={(e) => setNotes((all) => ({ ...all, [`${r.target}-${r.id}`]: e.target.value }))}
              />
            </div>
            <div className="dk-actions">
              {DECISIONS[r.target].map((d) => (
                <button key={d} type="button" className={d === "block" || d === "delete" ? "acc-secondary dk-danger" : "acc-secondary"} onClick={() => decide(r, d)} data-decision={d}>
                  {text(`desk.decision.${d}`)}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {more && (
        <button type="button" className="acc-secondary" onClick={more}>
          {text("desk.more")}
        </button>
      )}
    </div>
  );
}

function Content({ lang, text }: { lang: Language; text: DeskText }) {
  const [type, setType] = useState<"" | "recipe" | "article">("");
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [refresh, setRefresh] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const [writing, setWriting] = useState<string | null>(() => new URLSearchParams(location.search).get("item"));
  const id = useId();
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(query.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [query]);
  const params = new URLSearchParams({ per_page: "20" });
  if (type) params.set("type", type);
  if (search) params.set("q", search);
  const { items, more, error } = usePaged<EditorialItem>(`/editorial/content/?${params}`, refresh);
  const write = (contentId: string | null) => {
    const url = new URL(location.href);
    if (contentId) url.searchParams.set("item", contentId);
    else url.searchParams.delete("item");
    history.pushState(null, "", url);
    setWriting(contentId);
    if (!contentId) setRefresh((n) => n + 1);
  };
  useEffect(() => {
    const pop = () => setWriting(new URLSearchParams(location.search).get("item"));
    window.addEventListener("popstate", pop);
    return () => window.removeEventListener("popstate", pop);
  }, []);
  if (writing) {
    return (
      <Suspense fallback={<p className="dk-loading" aria-busy="true" />}>
        <Workspace lang={lang} text={text} contentId={writing} close={() => write(null)} />
      </Suspense>
    );
  }
  return (
    <div>
      <NewItem lang={lang} text={text} created={write} />
      <div className="dk-filters">
        <div className="acc-field">
          <label htmlFor={`${id}-q`}>{text("desk.search")}</label>
          <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} name="q" />
        </div>
        <div className="dk-choices" role="radiogroup">
          {(["", "recipe", "article"] as const).map((t) => (
            <label key={t || "all"} className="dk-chip">
              <input type="radio" name="type" checked={type === t} onChange={() => setType(t)} />
              <span>{text(t ? `desk.type.${t}` : "desk.type.all")}</span>
            </label>
          ))}
        </div>
      </div>
      {error && <p className="acc-alert">{text("desk.error", { message: error })}</p>}
      {!items && !error && <p className="dk-loading" aria-busy="true" />}
      {items?.length === 0 && <p className="empty-state">{text("desk.empty")}</p>}
      <ul className="dk-list">
        {items?.map((item) => (
          <li key={item.content_id} className="dk-card" data-testid="desk-item" data-content-id={item.content_id}>
            <div className="dk-row">
              <span className={`dk-badge dk-badge-${item.state}`}>{text(`desk.state.${item.state}`)}</span>
              <span className="dk-type">{text(`desk.type.${item.type}`)}</span>
              <span className="dk-meta">{item.published_at && dateOf(lang, item.published_at)}</span>
            </div>
            {item.versions.map((v) => (
              <p key={v.language} className="dk-version">
                <span className="dk-lang">{v.language}</span> {v.title}
              </p>
            ))}
            <div className="dk-actions">
              <button type="button" className="acc-secondary" data-testid="edit" onClick={() => setEditing(editing === item.content_id ? null : item.content_id)}>
                {text(editing === item.content_id ? "desk.close" : "desk.edit")}
              </button>
              <button type="button" className="acc-secondary" data-testid="write" onClick={() => write(item.content_id)}>
                {text("desk.write")}
              </button>
              {item.state === "live" && (
                <a href={contentPath(item.versions[0]!.language, { type: item.type, slug: item.versions[0]!.slug })} target="_blank" rel="noopener">
                  {text("desk.view")}
                </a>
              )}
            </div>
            {editing === item.content_id && <Editor text={text} item={item} saved={() => setRefresh((n) => n + 1)} />}
          </li>
        ))}
      </ul>
      {more && (
        <button type="button" className="acc-secondary" onClick={more}>
          {text("desk.more")}
        </button>
      )}
    </div>
  );
}

/** A local date-time input's value for an ISO time, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
};

function Editor({ text, item, saved }: { text: DeskText; item: EditorialItem; saved: () => void }) {
  const id = useId();
  const [versions, setVersions] = useState(() => Object.fromEntries(item.versions.map((v) => [v.language, { title: v.title, slug: v.slug, description: v.description }])));
  const [state, setState] = useState(item.state);
  const [at, setAt] = useState(toLocalInput(item.published_at));
  const [premium, setPremium] = useState(item.is_premium === true);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = { versions, state };
    if (state === "scheduled" && at) body.published_at = new Date(at).toISOString();
    if (premium !== (item.is_premium === true)) body.is_premium = premium;
    setBusy(true);
    apiRequest("PATCH", `/editorial/content/${item.content_id}/`, { body, guard: isEditorialItem }).then(
      () => {
        setBusy(false);
        setMessage({ tone: "ok", text: text("desk.saved") });
        saved();
      },
      (e: AccountApiError) => {
        setBusy(false);
        setMessage({ tone: "error", text: text("desk.error", { message: e.message || e.code }) });
      },
    );
  };
  return (
    <form className="dk-editor" onSubmit={submit}>
      {item.versions.map((v) => {
        const value = versions[v.language]!;
        const set = (change: Partial<typeof value>) => setVersions((all) => ({ ...all, [v.language]: { ...value, ...change } }));
        return (
          <fieldset key={v.language} className="dk-fieldset" lang={v.language}>
            <div className="acc-field">
              <label htmlFor={`${id}-${v.language}-title`}>{text("desk.title", { lang: v.language })}</label>
              <input id={`${id}-${v.language}-title`} name={`title-${v.language}`} type="text" maxLength={200} required value={value.title} onChange={(e) => set({ title: e.target.value })} />
            </div>
            <div className="acc-field">
              <label htmlFor={`${id}-${v.language}-slug`}>{text("desk.slug", { lang: v.language })}</label>
              <input
                id={`${id}-${v.language}-slug`}
                name={`slug-${v.language}`}
                type="text"
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                maxLength={160}
                required
                value={value.slug}
                onChange={(e) => set({ slug: e.target.value })}
              />
              <p className="acc-hint">{text("desk.slugHint")}</p>
            </div>
            <div className="acc-field">
              <label htmlFor={`${id}-${v.language}-description`}>{text("desk.description", { lang: v.language })}</label>
              <textarea id={`${id}-${v.language}-description`} rows={3} maxLength={1000} value={value.description} onChange={(e) => set({ description: e.target.value })} />
            </div>
          </fieldset>
        );
      })}
      <fieldset className="dk-fieldset">
        <legend>{text("desk.publishing")}</legend>
        <div className="dk-choices">
          {(["live", "expired", "scheduled"] as const).map((s) => (
            <label key={s} className="dk-chip">
              <input type="radio" name="state" value={s} checked={state === s} onChange={() => setState(s)} />
              <span>{text(`desk.state.${s}`)}</span>
            </label>
          ))}
        </div>
        {state === "scheduled" && (
          <div className="acc-field">
            <label htmlFor={`${id}-at`}>{text("desk.publishAt")}</label>
            <input id={`${id}-at`} type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} name="published_at" />
          </div>
        )}
        {item.type === "recipe" && (
          <label className="dk-chip dk-premium">
            <input type="checkbox" name="is_premium" checked={premium} onChange={(e) => setPremium(e.target.checked)} />
            <span>{text("desk.premiumRecipe")}</span>
          </label>
        )}
      </fieldset>
      <Message message={message} />
      <button type="submit" className="acc-submit" disabled={busy} data-testid="save">
        {text("desk.save")}
      </button>
    </form>
  );
}

function Audit({ lang, text }: { lang: Language; text: DeskText }) {
  const { items, more, error } = usePaged<AuditEntry>("/editorial/audit/", 0);
  if (error) return <p className="acc-alert">{text("desk.error", { message: error })}</p>;
  if (!items) return <p className="dk-loading" aria-busy="true" />;
  return (
    <div className="dk-audit">
      <table>
        <thead>
          <tr>
            <th scope="col">{text("desk.when")}</th>
            <th scope="col">{text("desk.who")}</th>
            <th scope="col">{text("desk.what")}</th>
            <th scope="col">{text("desk.target")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id}>
              <td>{dateOf(lang, e.created_at)}</td>
              <td>{e.actor.name}</td>
              <td>
                <code>{e.action}</code>
              </td>
              <td>
                {e.target} <code className="dk-id">{e.target_id.slice(0, 8)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {more && (
        <button type="button" className="acc-secondary" onClick={more}>
          {text("desk.more")}
        </button>
      )}
    </div>
  );
}

interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: "user" | "editor" | "admin";
  blocked: boolean;
  is_premium: boolean;
}

/** Admins find accounts by address or name and give them a role. */
function Team({ text, self }: { text: DeskText; self: string }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<TeamMember[] | null>(null);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 3) return setFound(null);
    const timer = window.setTimeout(() => {
      apiRequest("GET", `/editorial/users/?q=${encodeURIComponent(q)}`, { guard: (v: unknown): v is { data: TeamMember[] } => isPaged(v) }).then(
        (answer) => setFound(answer.data),
        (e: AccountApiError) => setMessage({ tone: "error", text: text("desk.error", { message: e.message || e.code }) }),
      );
    }, 300);
    return () => window.clearTimeout(timer);
  }, [query]);
  const setRole = (member: TeamMember, role: TeamMember["role"]) =>
    apiRequest("PATCH", `/editorial/users/${member.id}/`, { body: { role } }).then(
      () => {
        setFound((list) => (list ?? []).map((m) => (m.id === member.id ? { ...m, role } : m)));
        setMessage({ tone: "ok", text: text("desk.roleSaved", { name: member.name, role: text(`desk.role.${role}`) }) });
      },
      (e: AccountApiError) => setMessage({ tone: "error", text: text("desk.error", { message: e.message || e.code }) }),
    );
  const setPremium = (member: TeamMember, on: boolean) =>
    apiRequest("PATCH", `/editorial/users/${member.id}/`, { body: { is_premium: on } }).then(
      () => {
        setFound((list) => (list ?? []).map((m) => (m.id === member.id ? { ...m, is_premium: on } : m)));
        setMessage({ tone: "ok", text: text(on ? "desk.premiumOn" : "desk.premiumOff", { name: member.name }) });
      },
      (e: AccountApiError) => setMessage({ tone: "error", text: text("desk.error", { message: e.message || e.code }) }),
    );
  return (
    <div>
      <div className="acc-field dk-note">
        <label htmlFor={`${id}-q`}>{text("desk.findPeople")}</label>
        <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} name="people" />
      </div>
      <Message message={message} />
      {found?.length === 0 && <p className="empty-state">{text("desk.empty")}</p>}
      <ul className="dk-list">
        {found?.map((m) => (
          <li key={m.id} className="dk-card dk-row">
            <span>
              <strong>{m.name}</strong> <span className="dk-meta">{m.email}</span>
              {m.blocked && <span className="dk-badge dk-badge-expired">{text("desk.blocked")}</span>}
            </span>
            <select
              aria-label={text("desk.roleOf", { name: m.name })}
              value={m.role}
              disabled={m.id === self}
              onChange={(e) => setRole(m, e.target.value as TeamMember["role"])}
              className="dk-select"
            >
              {(["user", "editor", "admin"] as const).map((r) => (
                <option key={r} value={r}>
                  {text(`desk.role.${r}`)}
                </option>
              ))}
            </select>
            <label className="dk-chip">
              <input type="checkbox" name="premium" checked={m.is_premium} onChange={(e) => setPremium(m, e.target.checked)} />
              <span>{text("desk.premiumOf", { name: m.name })}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
