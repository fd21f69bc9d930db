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
 * Hooks for tests: `data-testid="save-state"` with `data-state` (idle, saved, saving, offline, error).
 */
import type { Language, OwnRecipe, RecipeDraft } from "@tischlein/content-schemas";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { accountText } from "../../i18n/client.ts";
import { type OwnText, ownText } from "../../i18n/own-client.ts";
import { AccountApiError, apiRequest } from "../../lib/account-api.ts";
import { isOwnRecipe } from "../../lib/own-guards.ts";
import { draftToOpen, type LocalDraft, localKey, parseWizardPath, STEPS, type Step, stepOfField, wizardPath } from "../../lib/own-recipes.ts";
import { contentPath, pagePath } from "../../lib/urls.ts";
import { LoginGate, Placeholder, useSession } from "../account/session.tsx";
import { Basics, Categories, Ingredients, Method, RecipeCard } from "./RecipeFields.tsx";
import "./own.css";

/** Where the draft stands; "idle" until a change was sent, so a blank wizard claims no save. */
type Save = "idle" | "saved" | "saving" | "offline" | "error";

/** How long the wizard waits after a change before sending the draft. */
const SAVE_DELAY = 700;

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
  const [save, setSave] = useState<Save>("idle");
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
        {save === "idle" ? null : save === "error" ? text("own.save.error", { message: saveError }) : text(`own.save.${save}`)}
      </p>
      <div className="ow-panel">
        <h2>{text(`own.step.${step}`)}</h2>
        {step === "basics" && <Basics lang={lang} text={text} draft={draft} change={change} />}
        {step === "ingredients" && <Ingredients lang={lang} text={text} draft={draft} change={change} />}
        {step === "steps" && <Method lang={lang} text={text} draft={draft} change={change} />}
        {step === "categories" && <Categories lang={lang} text={text} draft={draft} change={change} />}
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

/**
 * The confirmation replaces the preview where the cook pressed "submit", near the page's end: it
 * takes the focus (so a screen reader reads it) and is scrolled to the middle of the screen, where
 * the eye is, rather than left above the viewport.
 */
function showConfirmation(node: HTMLDivElement | null) {
  if (!node) return;
  node.focus({ preventScroll: true });
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  node.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
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
  if (state === "done") {
    return (
      <div className="ow-done" data-testid="submitted" tabIndex={-1} ref={showConfirmation}>
        <p className="ow-done-title">{text("own.preview.submitted")}</p>
        <p>{text("own.preview.next")}</p>
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
      <RecipeCard lang={lang} text={text} draft={draft} />
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
