/**
 * The recipe creation wizard (spec §2 profile/recipe-creation/new/basics and …/{id}/{step}): basics
 * → ingredients → method → categories and tags → preview, then submit to the editors.
 *
 * Nothing typed is lost: every change is written at once to this device (localStorage, marked
 * unsent) and sent to the server a moment later (the first change creates the draft and the address
 * takes its id); a reload or a lost connection reopens the device's copy and sends it when the
 * connection is back (lib/own-recipes.ts draftToOpen). Ingredient names are suggested from the
 * known ingredients, so the servings scaler and the shopping list understand them.
 *
 * Hooks for tests: `data-testid="save-state"` with `data-state` (saved, saving, offline, error).
 */
import type { Category, Image, Language, OwnRecipe, RecipeDraft, Tag } from "@tischlein/content-schemas";
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { accountText } from "../../i18n/client.ts";
import { type OwnText, ownText } from "../../i18n/own-client.ts";
import { AccountApiError, apiRequest } from "../../lib/account-api.ts";
import { UNIT_KEYS, unitLabel } from "../../lib/units.ts";
import { isOwnRecipe } from "../../lib/own-guards.ts";
import {
  draftToOpen,
  type KnownIngredient,
  type LocalDraft,
  localKey,
  matchIngredient,
  parseWizardPath,
  STEPS,
  type Step,
  stepOfField,
  totalMinutes,
  wizardPath,
} from "../../lib/own-recipes.ts";
import { MAX_PHOTO_BYTES, uploadPhoto } from "../../lib/upload.ts";
import { contentPath, pagePath } from "../../lib/urls.ts";
import { LoginGate, Placeholder, useSession } from "../account/session.tsx";
import CardPicture from "../CardPicture.tsx";
import "./own.css";

type Save = "saved" | "saving" | "offline" | "error";
type Line = NonNullable<RecipeDraft["ingredients"]>[number]["items"][number];
type DraftImage = NonNullable<RecipeDraft["image"]>;

/** How long the wizard waits after a change before sending the draft. */
const SAVE_DELAY = 700;
const MAX_CATEGORIES = 8;

const emptyLine = (): Line => ({ name: { one: "" }, amount: null, unit: null });

function readLocal(key: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
}

function writeLocal(key: string, value: LocalDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the server copy still gets it
  }
}

/** Every page of a public list (categories, tags, ingredients), for the wizard's choices. */
async function loadAll<T>(path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = await apiRequest("GET", `${path}?per_page=100&page=${page}`, {
      guard: (v: unknown): v is { data: T[]; meta: { pagination: { pages: number } } } => typeof v === "object" && v !== null && "data" in v,
    });
    out.push(...answer.data);
    if (page >= answer.meta.pagination.pages) break;
  }
  return out;
}

export default function RecipeWizard({ lang }: { lang: Language }) {
  const account = accountText(lang);
  const { session, user } = useSession();
  if (session === "unknown") return <Placeholder text={account} />;
  if (!user) return <LoginGate lang={lang} text={account} />;
  return <Wizard lang={lang} text={ownText(lang)} userId={user.id} />;
}

function Wizard({ lang, text, userId }: { lang: Language; text: OwnText; userId: string }) {
  const start = useMemo(() => parseWizardPath(lang, location.pathname), [lang]);
  const [id, setId] = useState<string | null>(start.id);
  const [step, setStep] = useState<Step>(start.step);
  const [recipe, setRecipe] = useState<OwnRecipe | null>(null);
  const [draft, setDraft] = useState<RecipeDraft | null>(null);
  const [save, setSave] = useState<Save>("saved");
  const [saveError, setSaveError] = useState("");
  const [missing, setMissing] = useState(false);
  const idRef = useRef(id);
  const draftRef = useRef<RecipeDraft | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const sending = useRef<Promise<void> | null>(null);

  // Open: the server's draft, or this device's copy when it holds unsent changes.
  useEffect(() => {
    const local = readLocal(localKey(userId, start.id));
    if (!start.id) {
      const opened = draftToOpen(null, local);
      setDraft(opened.draft);
      draftRef.current = opened.draft;
      if (opened.unsent) schedule();
      return;
    }
    apiRequest("GET", `/users/me/recipes/${start.id}/`, { guard: isOwnRecipe }).then(
      (r) => {
        const opened = draftToOpen(r, local);
        setRecipe(r);
        setDraft(opened.draft);
        draftRef.current = opened.draft;
        if (opened.unsent && editable(r)) schedule();
      },
      (e: AccountApiError) => {
        if (e.status === 0 && local) {
          setDraft(local.draft);
          draftRef.current = local.draft;
          setSave("offline");
        } else setMissing(true);
      },
    );
  }, []);

  const send = useCallback(async () => {
    const body = draftRef.current;
    if (!body) return;
    const key = localKey(userId, idRef.current);
    setSave("saving");
    try {
      const answer = idRef.current
        ? await apiRequest("PATCH", `/users/me/recipes/${idRef.current}/`, { body: { ...body, image: body.image ?? null }, guard: isOwnRecipe })
        : await apiRequest("POST", "/users/me/recipes/", { body, guard: isOwnRecipe });
      if (!idRef.current) {
        idRef.current = answer.id;
        setId(answer.id);
        localStorage.removeItem(key);
        history.replaceState(null, "", wizardPath(lang, answer.id, stepFromPath()));
      }
      setRecipe(answer);
      const current = draftRef.current === body;
      writeLocal(localKey(userId, answer.id), { draft: draftRef.current ?? body, dirty: !current, at: Date.now() });
      setSave(current ? "saved" : "saving");
      if (!current) schedule();
    } catch (e) {
      const err = e as AccountApiError;
      if (err.status === 0) {
        setSave("offline");
      } else {
        setSaveError(err.message || text("own.error"));
        setSave("error");
      }
    }
  }, [userId, lang]);

  const stepFromPath = () => parseWizardPath(lang, location.pathname).step;

  function schedule() {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      sending.current = (sending.current ?? Promise.resolve()).then(send);
    }, SAVE_DELAY);
  }

  // Back online: send what waited.
  useEffect(() => {
    const online = () => readLocal(localKey(userId, idRef.current))?.dirty && schedule();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [userId]);

  // The browser's back and forward buttons move between steps.
  useEffect(() => {
    const pop = () => setStep(stepFromPath());
    window.addEventListener("popstate", pop);
    return () => window.removeEventListener("popstate", pop);
  }, []);

  const change = (patch: Partial<RecipeDraft>) => {
    const next = { ...(draftRef.current ?? {}), ...patch };
    draftRef.current = next;
    setDraft(next);
    writeLocal(localKey(userId, idRef.current), { draft: next, dirty: true, at: Date.now() });
    setSave("saving");
    schedule();
  };

  const go = (next: Step) => {
    history.pushState(null, "", wizardPath(lang, idRef.current, next));
    setStep(next);
    document.getElementById("wizard-top")?.scrollIntoView({ block: "start" });
  };

  if (missing) return <p className="acc-alert">{text("own.missing")}</p>;
  if (!draft) return <p className="ow-loading" aria-busy="true" />;
  if (recipe && !editable(recipe)) return <Locked lang={lang} text={text} recipe={recipe} />;

  const index = STEPS.indexOf(step);
  return (
    <div className="ow-wizard" id="wizard-top">
      <nav className="ow-steps" aria-label={text("own.stepOf", { n: index + 1, total: STEPS.length })}>
        <ol>
          {STEPS.map((s, i) => (
            <li key={s}>
              <a
                href={wizardPath(lang, id, s)}
                aria-current={s === step ? "step" : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  go(s);
                }}
              >
                <span className="ow-step-n" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="ow-step-name">{text(`own.step.${s}`)}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {recipe?.state === "rejected" && recipe.reason && (
        <div className="ow-reason" role="note">
          <p>{text("own.locked.rejected")}</p>
          <blockquote>{recipe.reason}</blockquote>
        </div>
      )}
      <p className="ow-save" data-testid="save-state" data-state={save} role="status">
        {save === "error" ? text("own.save.error", { message: saveError }) : text(`own.save.${save}`)}
      </p>
      <div className="ow-panel">
        <h2>{text(`own.step.${step}`)}</h2>
        {step === "basics" && <Basics lang={lang} text={text} draft={draft} change={change} />}
        {step === "ingredients" && <Ingredients lang={lang} text={text} draft={draft} change={change} />}
        {step === "steps" && <Method lang={lang} text={text} draft={draft} change={change} />}
        {step === "categories" && <Categories text={text} draft={draft} change={change} />}
        {step === "preview" && (
          <Preview
            lang={lang}
            text={text}
            draft={draft}
            submit={async () => {
              window.clearTimeout(timer.current);
              await (sending.current ?? Promise.resolve());
              await send();
              if (!idRef.current) throw new AccountApiError(0, "network", text("own.save.offline"));
              const answer = await apiRequest("POST", `/users/me/recipes/${idRef.current}/submit/`, { guard: isOwnRecipe });
              localStorage.removeItem(localKey(userId, idRef.current));
              return answer;
            }}
            fix={go}
          />
        )}
      </div>
      <div className="ow-nav">
        {index > 0 && (
          <button type="button" className="acc-secondary" onClick={() => go(STEPS[index - 1])}>
            {text("own.nav.back")}
          </button>
        )}
        {index < STEPS.length - 1 && (
          <button type="button" className="acc-submit" onClick={() => go(STEPS[index + 1])} data-testid="wizard-next">
            {text("own.nav.next")}
          </button>
        )}
      </div>
    </div>
  );
}

const editable = (r: OwnRecipe) => r.state === "draft" || r.state === "rejected";

function Locked({ lang, text, recipe }: { lang: Language; text: OwnText; recipe: OwnRecipe }) {
  return (
    <div className="ow-locked">
      <p>{text(recipe.state === "published" ? "own.locked.published" : "own.locked.submitted")}</p>
      <p className="acc-actions">
        {recipe.slug && (
          <a className="acc-submit" href={contentPath(lang, { type: "recipe", slug: recipe.slug })}>
            {text("own.locked.view")}
          </a>
        )}
        <a className="acc-secondary" href={pagePath(lang, "profileRecipes")}>
          {text("own.list.back")}
        </a>
      </p>
    </div>
  );
}

interface StepProps {
  lang: Language;
  text: OwnText;
  draft: RecipeDraft;
  change: (patch: Partial<RecipeDraft>) => void;
}

function Field({ label, hint, children, id }: { label: string; hint?: string; children: ReactNode; id: string }) {
  return (
    <div className="acc-field ow-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="acc-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

const numberOrUndefined = (v: string) => (v === "" ? undefined : Math.max(0, Math.round(Number(v))));

function Basics({ lang, text, draft, change }: StepProps) {
  const id = useId();
  const duration = draft.duration ?? {};
  return (
    <div className="ow-basics">
      <Field id={`${id}-title`} label={text("own.basics.title")} hint={text("own.basics.titleHint")}>
        <input id={`${id}-title`} type="text" maxLength={200} value={draft.title ?? ""} onChange={(e) => change({ title: e.target.value })} name="title" />
      </Field>
      <Field id={`${id}-intro`} label={text("own.basics.intro")} hint={text("own.basics.introHint")}>
        <textarea id={`${id}-intro`} rows={4} maxLength={1000} value={draft.intro ?? ""} onChange={(e) => change({ intro: e.target.value })} name="intro" />
      </Field>
      <Photo lang={lang} text={text} label={text("own.basics.photo")} hint={text("own.basics.photoHint")} image={draft.image ?? null} alt={draft.title ?? ""} set={(image) => change({ image })} testId="main-photo" />
      <div className="ow-row">
        <Field id={`${id}-servings`} label={text("own.basics.servings")}>
          <input
            id={`${id}-servings`}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={draft.servings?.amount ?? ""}
            onChange={(e) => {
              const amount = numberOrUndefined(e.target.value);
              change({ servings: amount ? { amount: Math.min(100, amount) } : undefined });
            }}
            name="servings"
          />
        </Field>
      </div>
      <fieldset className="ow-fieldset">
        <legend>{text("own.basics.times")}</legend>
        <div className="ow-row">
          {(["preparation", "baking", "resting"] as const).map((k) => (
            <Field key={k} id={`${id}-${k}`} label={text(`own.basics.${k}`)}>
              <input
                id={`${id}-${k}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={10000}
                value={duration[k] ?? ""}
                onChange={(e) => change({ duration: { ...duration, [k]: numberOrUndefined(e.target.value) } })}
                name={k}
              />
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset className="ow-fieldset">
        <legend>{text("own.basics.difficulty")}</legend>
        <div className="ow-choices">
          {(["easy", "medium", "hard"] as const).map((d) => (
            <label key={d} className="ow-choice">
              <input type="radio" name="difficulty" value={d} checked={draft.difficulty === d} onChange={() => change({ difficulty: d })} />
              <span>{text(`own.difficulty.${d}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** A photo field: choose, upload with progress, preview, replace or remove. */
function Photo({
  lang,
  text,
  label,
  hint,
  image,
  alt,
  set,
  testId,
}: {
  lang: Language;
  text: OwnText;
  label: string;
  hint?: string;
  image: DraftImage | null;
  alt: string;
  set: (image: DraftImage | null) => void;
  testId: string;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    setError("");
    if (file.size > MAX_PHOTO_BYTES) {
      setError(text("own.error"));
      return;
    }
    setProgress(0);
    uploadPhoto(file, lang, setProgress).then(
      (uploaded) => {
        setProgress(null);
        set({ url: uploaded.url, width: uploaded.width, height: uploaded.height });
      },
      (e: AccountApiError) => {
        setProgress(null);
        setError(e.message || text("own.error"));
      },
    );
  };
  const shown: Image | null = image?.width && image.height ? { url: image.url, width: image.width, height: image.height, alt } : null;
  return (
    <div className="ow-photo" data-testid={testId}>
      <span className="acc-label">{label}</span>
      {shown && (
        <div className="ow-photo-frame">
          <CardPicture image={shown} sizes="(min-width: 48rem) 24rem, 90vw" />
        </div>
      )}
      <div className="ow-photo-tools">
        <button type="button" className="acc-secondary" onClick={() => input.current?.click()} disabled={progress !== null}>
          {text(image ? "own.basics.photoReplace" : "own.basics.photoChoose")}
        </button>
        {image && (
          <button type="button" className="ow-link" onClick={() => set(null)}>
            {text("own.basics.photoRemove")}
          </button>
        )}
        <input ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" hidden onChange={(e) => pick(e.target.files?.[0])} />
      </div>
      {progress !== null && (
        <p className="ow-progress" role="status">
          {text("own.basics.uploading", { percent: progress })}
        </p>
      )}
      {error && <p className="acc-field-error">{error}</p>}
      {hint && <p className="acc-hint">{hint}</p>}
    </div>
  );
}

function Ingredients({ lang, text, draft, change }: StepProps) {
  const id = useId();
  const [known, setKnown] = useState<KnownIngredient[]>([]);
  useEffect(() => {
    loadAll<{ slug: string; name: { one: string; many: string } }>("/ingredients/")
      .then((list) => setKnown(list.map((i) => ({ slug: i.slug, one: i.name.one, many: i.name.many }))))
      .catch(() => {});
  }, []);
  const groups = draft.ingredients?.length ? draft.ingredients : [{ title: null, items: [emptyLine(), emptyLine()] }];
  const items = groups[0].items.length ? groups[0].items : [emptyLine()];
  const setItems = (next: Line[]) => change({ ingredients: [{ ...groups[0], items: next }, ...groups.slice(1)] });
  const update = (i: number, line: Partial<Line>) => setItems(items.map((it, j) => (j === i ? { ...it, ...line } : it)));
  return (
    <div className="ow-ingredients">
      <p className="ow-lead">{text("own.ingredients.hint")}</p>
      <datalist id={`${id}-known`}>
        {known.map((k) => (
          <option key={k.slug} value={k.one} />
        ))}
      </datalist>
      <ol className="ow-lines">
        {items.map((line, i) => {
          const match = matchIngredient(line.name.one, known);
          return (
            <li key={i} className="ow-line" data-testid="ingredient-line">
              <div className="acc-field ow-amount">
                <label htmlFor={`${id}-a${i}`}>{text("own.ingredients.amount")}</label>
                <input
                  id={`${id}-a${i}`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  value={line.amount ?? ""}
                  onChange={(e) => update(i, { amount: e.target.value === "" || Number(e.target.value) <= 0 ? null : Number(e.target.value) })}
                  name="amount"
                />
              </div>
              <div className="acc-field ow-unit">
                <label htmlFor={`${id}-u${i}`}>{text("own.ingredients.unit")}</label>
                <select id={`${id}-u${i}`} value={line.unit?.key ?? ""} onChange={(e) => update(i, { unit: e.target.value ? { key: e.target.value } : null })} name="unit">
                  <option value="">{text("own.ingredients.pieces")}</option>
                  {UNIT_KEYS.map((k) => (
                    <option key={k} value={k}>
                      {unitLabel(k, lang)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="acc-field ow-name">
                <label htmlFor={`${id}-n${i}`}>
                  {text("own.ingredients.name")}
                  {match && <span className="ow-known">{text("own.ingredients.known")}</span>}
                </label>
                <input
                  id={`${id}-n${i}`}
                  type="text"
                  list={`${id}-known`}
                  maxLength={120}
                  autoComplete="off"
                  value={line.name.one}
                  onChange={(e) => {
                    const found = matchIngredient(e.target.value, known);
                    update(i, { name: found ? { one: e.target.value, many: found.many } : { one: e.target.value }, ingredient: found?.slug ?? null });
                  }}
                  name="ingredient"
                />
              </div>
              <div className="acc-field ow-note">
                <label htmlFor={`${id}-o${i}`}>{text("own.ingredients.note")}</label>
                <input
                  id={`${id}-o${i}`}
                  type="text"
                  maxLength={200}
                  placeholder={text("own.ingredients.notePlaceholder")}
                  value={line.note ?? ""}
                  onChange={(e) => update(i, { note: e.target.value || null })}
                  name="note"
                />
              </div>
              <button type="button" className="icon-button ow-remove" aria-label={text("own.ingredients.remove", { n: i + 1 })} onClick={() => setItems(items.filter((_, j) => j !== i))}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="acc-secondary" onClick={() => setItems([...items, emptyLine()])} data-testid="add-ingredient">
        {text("own.ingredients.add")}
      </button>
    </div>
  );
}

function Method({ lang, text, draft, change }: StepProps) {
  const id = useId();
  const steps = draft.steps?.length ? draft.steps : [{ text: "" }, { text: "" }];
  const set = (next: typeof steps) => change({ steps: next });
  return (
    <div className="ow-method">
      <p className="ow-lead">{text("own.method.hint")}</p>
      <ol className="ow-lines">
        {steps.map((s, i) => (
          <li key={i} className="ow-step" data-testid="method-step">
            <div className="acc-field">
              <label htmlFor={`${id}-s${i}`}>{text("own.method.step", { n: i + 1 })}</label>
              <textarea id={`${id}-s${i}`} rows={3} maxLength={3000} value={s.text} onChange={(e) => set(steps.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))} name="step" />
            </div>
            <Photo lang={lang} text={text} label={text("own.method.photo")} image={s.image ?? null} alt={s.text.slice(0, 120)} set={(image) => set(steps.map((x, j) => (j === i ? { ...x, image } : x)))} testId="step-photo" />
            <button type="button" className="ow-link" onClick={() => set(steps.filter((_, j) => j !== i))}>
              {text("own.method.remove", { n: i + 1 })}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="acc-secondary" onClick={() => set([...steps, { text: "" }])} data-testid="add-step">
        {text("own.method.add")}
      </button>
    </div>
  );
}

function Categories({ text, draft, change }: Omit<StepProps, "lang">) {
  const [categories, setCategories] = useState<Category[]>([]);
  const [tags, setTags] = useState<Tag[]>([]);
  useEffect(() => {
    loadAll<Category>("/categories/").then(setCategories).catch(() => {});
    loadAll<Tag>("/tags/")
      .then((list) => setTags(list.filter((t) => !t.is_hidden && t.type !== "featured_contributor")))
      .catch(() => {});
  }, []);
  const chosen = new Set((draft.categories ?? []).map((c) => c.slug));
  const chosenTags = new Set((draft.tags ?? []).map((c) => c.slug));
  const toggle = (set: Set<string>, slug: string, max: number) => {
    const next = new Set(set);
    if (next.has(slug)) next.delete(slug);
    else if (next.size < max) next.add(slug);
    return [...next].map((s) => ({ slug: s }));
  };
  return (
    <div className="ow-terms">
      <fieldset className="ow-fieldset">
        <legend>{text("own.categories.title")}</legend>
        <p className="acc-hint">{text("own.categories.hint")}</p>
        <div className="ow-chips">
          {categories.map((c) => (
            <label key={c.id} className="ow-chip">
              <input type="checkbox" checked={chosen.has(c.slug)} onChange={() => change({ categories: toggle(chosen, c.slug, MAX_CATEGORIES) })} />
              <span>{c.title}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="ow-fieldset">
        <legend>{text("own.tags.title")}</legend>
        <p className="acc-hint">{text("own.tags.hint")}</p>
        <div className="ow-chips">
          {tags.map((t) => (
            <label key={t.id} className="ow-chip">
              <input type="checkbox" checked={chosenTags.has(t.slug)} onChange={() => change({ tags: toggle(chosenTags, t.slug, 20) })} />
              <span>{t.title}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function Preview({
  lang,
  text,
  draft,
  submit,
  fix,
}: {
  lang: Language;
  text: OwnText;
  draft: RecipeDraft;
  submit: () => Promise<OwnRecipe>;
  fix: (step: Step) => void;
}) {
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [problem, setProblem] = useState<{ message: string; step: Step } | null>(null);
  const image = draft.image?.width && draft.image.height ? { url: draft.image.url, width: draft.image.width, height: draft.image.height, alt: draft.title ?? "" } : null;
  const lines = (draft.ingredients ?? []).flatMap((g) => g.items).filter((l) => l.name.one.trim());
  const steps = (draft.steps ?? []).filter((s) => s.text.trim());
  if (state === "done") {
    return (
      <div className="ow-done" data-testid="submitted">
        <p>{text("own.preview.submitted")}</p>
        <p>
          <a className="acc-submit" href={pagePath(lang, "profileRecipes")}>
            {text("own.list.back")}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="ow-preview">
      <p className="ow-lead">{text("own.preview.lead")}</p>
      <article className="ow-card" data-testid="preview">
        {image && (
          <div className="ow-photo-frame">
            <CardPicture image={image} sizes="(min-width: 48rem) 40rem, 90vw" />
          </div>
        )}
        <h3>{draft.title || text("own.list.untitled")}</h3>
        {draft.intro && <p>{draft.intro}</p>}
        <p className="ow-meta">
          {draft.servings && <span>{text("own.preview.servings", { count: draft.servings.amount })}</span>}
          {totalMinutes(draft) > 0 && <span>{text("own.preview.minutes", { count: totalMinutes(draft) })}</span>}
          {draft.difficulty && <span>{text(`own.difficulty.${draft.difficulty}`)}</span>}
        </p>
        {lines.length > 0 && (
          <>
            <h4>{text("own.step.ingredients")}</h4>
            <ul>
              {lines.map((l, i) => (
                <li key={i}>
                  {[l.amount ?? "", l.unit ? unitLabel(l.unit.key, lang) : "", l.name.one, l.note ? `, ${l.note}` : ""].join(" ").replace(/\s+,/, ",").trim()}
                </li>
              ))}
            </ul>
          </>
        )}
        {steps.length > 0 && (
          <>
            <h4>{text("own.step.steps")}</h4>
            <ol>
              {steps.map((s, i) => (
                <li key={i}>{s.text}</li>
              ))}
            </ol>
          </>
        )}
      </article>
      {problem && (
        <div className="acc-alert" role="alert">
          <p>{problem.message}</p>
          <button type="button" className="acc-secondary" onClick={() => fix(problem.step)}>
            {text("own.preview.fix")}
          </button>
        </div>
      )}
      <p>
        <button
          type="button"
          className="acc-submit"
          disabled={state === "busy"}
          data-testid="submit-recipe"
          onClick={() => {
            setState("busy");
            setProblem(null);
            submit().then(
              () => setState("done"),
              (e: AccountApiError) => {
                setState("idle");
                setProblem({ message: e.message || text("own.error"), step: stepOfField(e.field) });
              },
            );
          }}
        >
          {text("own.preview.submit")}
        </button>
      </p>
    </div>
  );
}
