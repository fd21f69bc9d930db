/**
 * The personalisation modals of spec §2, shown by the one modal host (account/ModalHost.tsx), which
 * loads this file the first time one of them opens:
 * - "onboarding": the welcome — "how do you cook?" — with start (the wizard) and later;
 * - "onboarding wizard": five steps — diet, dislikes, skill, household size, favourite cuisines —
 *   each with back, next and skip; the last saves (stores/personalization.ts: on the device, and on
 *   the account when logged in) and the home page's "for you" module re-orders at once.
 *
 * Hooks for tests: `data-modal="<id>"` on each modal's body, `data-step="<step>"` on the wizard's
 * step, `data-testid="submit"` on start and save, `data-testid="next"`, `"back"`, `"skip"`.
 */
import type { Language, PersonalizationOptions } from "@tischlein/content-schemas";
import { type ReactNode, useEffect, useState } from "react";
import { type PersonalText, personalText } from "../../i18n/personal-client.ts";
import { $choices, type Choices, loadOptions, NO_CHOICES, saveChoices } from "../../stores/personalization.ts";
import { closeModal, openModal, type PersonalModalId } from "../../stores/modal.ts";
import "./personal.css";

interface Props {
  lang: Language;
  id: PersonalModalId;
  /** Id of the element that names the dialog (the modal's heading). */
  titleId: string;
}

const STEPS = ["diet", "dislikes", "skill", "household", "cuisines"] as const;
type Step = (typeof STEPS)[number];

export default function PersonalModals({ lang, id, titleId }: Props) {
  const text = personalText(lang);
  if (id === "onboarding") {
    return (
      <div className="pz" data-modal="onboarding">
        <h2 className="acc-title" id={titleId}>
          {text("personal.onboarding.title")}
        </h2>
        <p className="acc-lead">{text("personal.onboarding.text")}</p>
        <div className="acc-actions">
          <button type="button" className="acc-submit" data-testid="submit" onClick={() => openModal("onboarding wizard")} autoFocus>
            {text("personal.onboarding.start")}
          </button>
          <button type="button" className="acc-secondary" data-testid="later" onClick={closeModal}>
            {text("personal.onboarding.later")}
          </button>
        </div>
      </div>
    );
  }
  return <Wizard text={text} titleId={titleId} />;
}

/** A choice drawn as a chip: a radio or a checkbox with its label. */
function Chip({ type, name, value, id, checked, onChange, children }: { type: "radio" | "checkbox"; name: string; value: string; id?: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="pz-chip">
      <input type={type} name={name} value={value} data-value={id} checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

const toggle = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

function Wizard({ text, titleId }: { text: PersonalText; titleId: string }) {
  const [options, setOptions] = useState<PersonalizationOptions | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [index, setIndex] = useState(0);
  const [choices, setChoices] = useState<Choices>(() => $choices.get() ?? NO_CHOICES);

  useEffect(() => {
    loadOptions().then(setOptions, () => setFailed(true));
  }, []);

  const step: Step = STEPS[index]!;
  const last = index === STEPS.length - 1;
  const set = (patch: Partial<Choices>) => setChoices((c) => ({ ...c, ...patch }));

  const save = async (c: Choices) => {
    setBusy(true);
    setFailed(false);
    // Choices saved earlier that are no longer offered (a category taken off) are dropped, not refused.
    const offered = (list: readonly string[], known: readonly { value: string }[]) => list.filter((v) => known.some((o) => o.value === v));
    try {
      await saveChoices({ ...c, dislikes: offered(c.dislikes, options!.dislikes), cuisines: offered(c.cuisines, options!.cuisines) });
      closeModal();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  const next = (c: Choices) => (last ? void save(c) : setIndex(index + 1));
  /** Skipping leaves this step untold. */
  const skip = () => {
    const untold: Record<Step, Partial<Choices>> = { diet: { diet: null }, dislikes: { dislikes: [] }, skill: { skill: null }, household: { household: null }, cuisines: { cuisines: [] } };
    const c = { ...choices, ...untold[step] };
    setChoices(c);
    next(c);
  };

  const household = choices.household ?? 2;
  const min = options?.household.min ?? 1;
  const max = options?.household.max ?? 8;

  return (
    <form
      className="pz"
      data-modal="onboarding wizard"
      onSubmit={(event) => {
        event.preventDefault();
        next(choices);
      }}
    >
      <h2 className="acc-title" id={titleId}>
        {text("personal.wizard.title")}
      </h2>
      <p className="pz-progress">{text("personal.wizard.progress", { step: index + 1, steps: STEPS.length })}</p>
      <div className="pz-bar" aria-hidden="true">
        <span style={{ width: `${((index + 1) / STEPS.length) * 100}%` }} />
      </div>
      {!options && !failed && <p className="acc-placeholder" aria-busy="true" />}
      {options && (
        <fieldset className="pz-step" data-step={step}>
          <legend className="pz-question">{text(`personal.wizard.${step}`)}</legend>
          {step === "dislikes" && <p className="acc-hint">{text("personal.wizard.dislikesHint")}</p>}
          {step === "diet" && (
            <div className="pz-chips pz-stack">
              {options.diets.map((d) => (
                <Chip key={d.value} type="radio" name="diet" value={d.value} checked={choices.diet === d.value} onChange={() => set({ diet: d.value })}>
                  {d.title}
                </Chip>
              ))}
            </div>
          )}
          {step === "skill" && (
            <div className="pz-chips pz-stack">
              {options.skills.map((s) => (
                <Chip key={s.value} type="radio" name="skill" value={s.value} checked={choices.skill === s.value} onChange={() => set({ skill: s.value })}>
                  {s.title}
                </Chip>
              ))}
            </div>
          )}
          {(step === "dislikes" || step === "cuisines") && (
            <div className="pz-chips">
              {options[step].map((o) => (
                <Chip key={o.value} type="checkbox" name={step} value={o.slug} id={o.value} checked={choices[step].includes(o.value)} onChange={() => set({ [step]: toggle(choices[step], o.value) })}>
                  {o.title}
                </Chip>
              ))}
            </div>
          )}
          {step === "household" && (
            <div className="pz-stepper">
              <button type="button" aria-label={text("personal.wizard.fewer")} disabled={household <= min} onClick={() => set({ household: household - 1 })}>
                −
              </button>
              <output aria-live="polite" data-household={choices.household ?? ""}>
                {text(household === 1 ? "personal.wizard.person" : "personal.wizard.people", { count: household })}
              </output>
              <button type="button" aria-label={text("personal.wizard.more")} disabled={household >= max} onClick={() => set({ household: household + 1 })}>
                +
              </button>
            </div>
          )}
        </fieldset>
      )}
      {failed && (
        <p className="acc-alert" role="alert">
          {text("personal.wizard.error")}
        </p>
      )}
      <div className="pz-nav">
        {index > 0 && (
          <button type="button" className="acc-secondary" data-testid="back" onClick={() => setIndex(index - 1)}>
            {text("personal.wizard.back")}
          </button>
        )}
        <button type="button" className="pz-skip" data-testid="skip" onClick={skip} disabled={busy || !options}>
          {text("personal.wizard.skip")}
        </button>
        <button
          type="submit"
          className="acc-submit"
          data-testid={last ? "submit" : "next"}
          disabled={busy || !options}
          onClick={() => {
            if (step === "household" && choices.household === null) set({ household });
          }}
        >
          {busy && <span className="acc-spinner" aria-hidden="true" />}
          {text(last ? "personal.wizard.save" : "personal.wizard.next")}
        </button>
      </div>
    </form>
  );
}
