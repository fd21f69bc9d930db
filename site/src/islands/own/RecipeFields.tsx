/**
 * The fields of a recipe draft (RecipeDraft): basics with the photo, ingredient groups, the method,
 * categories and tags, and the draft shown as a card. The cook's wizard (RecipeWizard.tsx) shows
 * them one step at a time; the editorial desk shows them on one page for editorial recipes.
 */
import type { Category, Image, Language, RecipeDraft, Tag } from "@tischlein/content-schemas";
import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { OwnText } from "../../i18n/own-client.ts";
import { type AccountApiError, apiRequest } from "../../lib/account-api.ts";
import { type KnownIngredient, matchIngredient, totalMinutes } from "../../lib/own-recipes.ts";
import { UNIT_KEYS, unitLabel } from "../../lib/units.ts";
import { MAX_PHOTO_BYTES, uploadPhoto } from "../../lib/upload.ts";
import CardPicture from "../CardPicture.tsx";
import "./own.css";

type Line = NonNullable<RecipeDraft["ingredients"]>[number]["items"][number];
type Group = NonNullable<RecipeDraft["ingredients"]>[number];
/** An uploaded photo of a draft. */
export type DraftImage = NonNullable<RecipeDraft["image"]>;

const MAX_CATEGORIES = 8;

/** What Categories edits. */
type Terms = Pick<RecipeDraft, "categories" | "tags">;

const emptyLine = (): Line => ({ name: { one: "" }, amount: null, unit: null });

/**
 * Every page of a public list (categories, tags, ingredients) in a language, for the choices: the
 * desk writes versions in a language other than its own.
 */
export async function loadAll<T>(path: string, lang: Language): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = await apiRequest("GET", `${path}?per_page=100&page=${page}`, {
      lang,
      guard: (v: unknown): v is { data: T[]; meta: { pagination: { pages: number } } } => typeof v === "object" && v !== null && "data" in v,
    });
    out.push(...answer.data);
    if (page >= answer.meta.pagination.pages) break;
  }
  return out;
}

export interface StepProps {
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

export function Basics({ lang, text, draft, change }: StepProps) {
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
export function Photo({
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

export function Ingredients({ lang, text, draft, change }: StepProps) {
  const id = useId();
  const [known, setKnown] = useState<KnownIngredient[]>([]);
  useEffect(() => {
    loadAll<{ slug: string; name: { one: string; many: string } }>("/ingredients/", lang)
      .then((list) => setKnown(list.map((i) => ({ slug: i.slug, one: i.name.one, many: i.name.many }))))
      .catch(() => {});
  }, [lang]);
  const groups: Group[] = draft.ingredients?.length ? draft.ingredients : [{ title: null, items: [emptyLine(), emptyLine()] }];
  const setGroup = (g: number, next: Partial<Group>) => change({ ingredients: groups.map((group, k) => (k === g ? { ...group, ...next } : group)) });
  return (
    <div className="ow-ingredients">
      <p className="ow-lead">{text("own.ingredients.hint")}</p>
      <datalist id={`${id}-known`}>
        {known.map((k) => (
          <option key={k.slug} value={k.one} />
        ))}
      </datalist>
      {groups.map((group, g) => {
        const items = group.items.length ? group.items : [emptyLine()];
        const setItems = (next: Line[]) => setGroup(g, { items: next });
        const update = (i: number, line: Partial<Line>) => setItems(items.map((it, j) => (j === i ? { ...it, ...line } : it)));
        const key = `${id}-${g}`;
        return (
          <div key={g} className="ow-group" data-testid="ingredient-group">
            {groups.length > 1 && (
              <div className="ow-group-head">
                <div className="acc-field">
                  <label htmlFor={`${key}-title`}>{text("own.ingredients.group", { n: g + 1 })}</label>
                  <input
                    id={`${key}-title`}
                    type="text"
                    maxLength={120}
                    placeholder={text("own.ingredients.groupPlaceholder")}
                    value={group.title ?? ""}
                    onChange={(e) => setGroup(g, { title: e.target.value || null })}
                    name="group"
                  />
                </div>
                <button type="button" className="ow-link" onClick={() => change({ ingredients: groups.filter((_, k) => k !== g) })}>
                  {text("own.ingredients.removeGroup", { n: g + 1 })}
                </button>
              </div>
            )}
            <ol className="ow-lines">
              {items.map((line, i) => {
                const match = matchIngredient(line.name.one, known);
              return (
                <li key={i} className="ow-line" data-testid="ingredient-line">
                  <div className="acc-field ow-amount">
                    <label htmlFor={`${key}-a${i}`}>{text("own.ingredients.amount")}</label>
                    <input
                      id={`${key}-a${i}`}
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
                    <label htmlFor={`${key}-u${i}`}>{text("own.ingredients.unit")}</label>
                    <select id={`${key}-u${i}`} value={line.unit?.key ?? ""} onChange={(e) => update(i, { unit: e.target.value ? { key: e.target.value } : null })} name="unit">
                      <option value="">{text("own.ingredients.pieces")}</option>
                      {UNIT_KEYS.map((k) => (
                        <option key={k} value={k}>
                          {unitLabel(k, lang)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="acc-field ow-name">
                    <label htmlFor={`${key}-n${i}`}>
                      {text("own.ingredients.name")}
                      {match && <span className="ow-known">{text("own.ingredients.known")}</span>}
                    </label>
                    <input
                      id={`${key}-n${i}`}
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
                    <label htmlFor={`${key}-o${i}`}>{text("own.ingredients.note")}</label>
                    <input
                      id={`${key}-o${i}`}
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
      })}
      <button type="button" className="ow-link" onClick={() => change({ ingredients: [...groups, { title: null, items: [emptyLine()] }] })} data-testid="add-group">
        {text("own.ingredients.addGroup")}
      </button>
    </div>
  );
}

export function Method({ lang, text, draft, change }: StepProps) {
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

/** The categories and tags of a draft, a recipe's or a story's. */
export function Categories({ lang, text, draft, change }: { lang: Language; text: OwnText; draft: Terms; change: (patch: Terms) => void }) {
  const [categories, setCategories] = useState<Category[]>([]);
  const [tags, setTags] = useState<Tag[]>([]);
  useEffect(() => {
    loadAll<Category>("/categories/", lang).then(setCategories).catch(() => {});
    loadAll<Tag>("/tags/", lang)
      .then((list) => setTags(list.filter((t) => !t.is_hidden && t.type !== "featured_contributor")))
      .catch(() => {});
  }, [lang]);
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

/** A draft as readers would see it, for checking before it goes out. */
export function RecipeCard({ lang, text, draft }: { lang: Language; text: OwnText; draft: RecipeDraft }) {
  const image = draft.image?.width && draft.image.height ? { url: draft.image.url, width: draft.image.width, height: draft.image.height, alt: draft.title ?? "" } : null;
  const groups = (draft.ingredients ?? []).map((g) => ({ ...g, items: g.items.filter((l) => l.name.one.trim()) })).filter((g) => g.items.length);
  const steps = (draft.steps ?? []).filter((s) => s.text.trim());
  return (
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
      {groups.length > 0 && <h4>{text("own.step.ingredients")}</h4>}
      {groups.map((g, k) => (
        <Fragment key={k}>
          {g.title && <h5>{g.title}</h5>}
          <ul>
            {g.items.map((l, i) => (
              <li key={i}>
                {[l.amount ?? "", l.unit ? unitLabel(l.unit.key, lang) : "", l.name.one, l.note ? `, ${l.note}` : ""].join(" ").replace(/\s+,/, ",").trim()}
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
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
  );
}
