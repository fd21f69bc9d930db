/**
 * The servings scaler's limit (spec §2 "block servings"), shown by the modal host
 * (account/ModalHost.tsx), which loads this file the first time it opens: when a reader asks for
 * more servings than the recipe allows (lib/servings-limit.ts), the scaler keeps its count and this
 * says why — a baking recipe's tin, time and temperature, or the recipe's own maximum.
 *
 * Hook for tests: `data-modal="block servings"` on its body.
 */
import type { Language } from "@tischlein/content-schemas";
import { feedbackText } from "../../i18n/feedback-client.ts";
import { closeModal, type ModalState } from "../../stores/modal.ts";

interface Props {
  lang: Language;
  /** The limit the scaler hit (stores/modal.ts ModalState.limit). */
  limit: NonNullable<ModalState["limit"]>;
  /** Id of the modal's heading. */
  titleId: string;
}

export default function BlockServings({ lang, limit, titleId }: Props) {
  const text = feedbackText(lang);
  const { max, unit } = limit;
  return (
    <div className="acc-sent" data-modal="block servings">
      <h2 className="acc-title" id={titleId}>
        {text("servingsLimit.title")}
      </h2>
      <p className="acc-lead">{limit.baking ? text("servingsLimit.baking", { amount: max, unit }) : text("servingsLimit.max", { max, unit })}</p>
      <button type="button" className="acc-submit" onClick={closeModal} autoFocus>
        {text("servingsLimit.close")}
      </button>
    </div>
  );
}
