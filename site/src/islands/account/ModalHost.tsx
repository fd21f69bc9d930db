/**
 * The one modal host (DESIGN.md "one modal host that opens modals by the ids of spec §2"): shows
 * the modal stores/modal.ts names — login, register or reset (forgotten password), one of the
 * community modals (community/CommunityModals.tsx, loaded on first use) or the onboarding modals
 * (personal/PersonalModals.tsx, likewise) or the premium offer (premium/PremiumModal.tsx, likewise) — in
 * one accessible dialog
 * (Dialog.tsx). Loaded by modal-loader.ts the first time a modal opens, and
 * mounted once into a `<div id="modal-root">` at the end of `<body>`.
 *
 * A login in the modal closes it; when the modal was opened by a logged-out heart click, the item
 * is liked right away, which is what the reader wanted.
 */
import { useStore } from "@nanostores/react";
import type { Language } from "@tischlein/content-schemas";
import { lazy, Suspense, useId } from "react";
import { createRoot, type Root } from "react-dom/client";
import { accountText } from "../../i18n/client.ts";
import { pageLanguage } from "../../lib/account-api.ts";
import { like } from "../../stores/likes.ts";
import { $modal, closeModal, isCommunityModal, isPersonalModal, switchModal } from "../../stores/modal.ts";
import Dialog from "./Dialog.tsx";
import { ForgotForm, LoginForm, RegisterForm } from "./forms.tsx";

/** The community modals: their own chunk, loaded the first time one of them opens. */
const CommunityModals = lazy(() => import("../community/CommunityModals.tsx"));
/** The personalisation modals (onboarding, onboarding wizard): their own chunk too. */
const PersonalModals = lazy(() => import("../personal/PersonalModals.tsx"));
/** The premium offer ("recipe premium"): its own chunk, opened only from premium recipes. */
const PremiumModal = lazy(() => import("../premium/PremiumModal.tsx"));

function ModalHost({ lang }: { lang: Language }) {
  const modal = useStore($modal);
  const titleId = useId();
  if (!modal) return null;
  const text = accountText(lang);
  if (modal.id === "recipe premium") {
    return (
      <Dialog labelledBy={titleId} closeLabel={text("account.modal.close")} onClose={closeModal}>
        <Suspense fallback={<p className="acc-placeholder" aria-busy="true" />}>
          <PremiumModal lang={lang} titleId={titleId} />
        </Suspense>
      </Dialog>
    );
  }
  if (isPersonalModal(modal.id)) {
    return (
      <Dialog labelledBy={titleId} closeLabel={text("account.modal.close")} onClose={closeModal}>
        <Suspense fallback={<p className="acc-placeholder" aria-busy="true" />}>
          <PersonalModals key={modal.id} lang={lang} id={modal.id} titleId={titleId} />
        </Suspense>
      </Dialog>
    );
  }
  if (isCommunityModal(modal.id)) {
    return (
      <Dialog labelledBy={titleId} closeLabel={text("account.modal.close")} onClose={closeModal}>
        <Suspense fallback={<p className="acc-placeholder" aria-busy="true" />}>
          <CommunityModals key={modal.id} lang={lang} modal={{ ...modal, id: modal.id }} titleId={titleId} />
        </Suspense>
      </Dialog>
    );
  }
  const common = { lang, text, titleId, onSwitch: switchModal };
  return (
    <Dialog labelledBy={titleId} closeLabel={text("account.modal.close")} onClose={closeModal}>
      {modal.id === "login" && (
        <LoginForm
          key="login"
          {...common}
          onDone={() => {
            closeModal();
            if (modal.likeId) void like(modal.likeId);
          }}
        />
      )}
      {modal.id === "register" && <RegisterForm key="register" {...common} hint={modal.likeId ? text("account.modal.likeHint") : undefined} />}
      {modal.id === "reset" && <ForgotForm key="reset" {...common} />}
    </Dialog>
  );
}

let root: Root | null = null;

/** Mounts the host once; it then follows the modal store by itself. */
export function mountModalHost(): void {
  if (root) return;
  const element = document.createElement("div");
  element.id = "modal-root";
  document.body.append(element);
  root = createRoot(element);
  root.render(<ModalHost lang={pageLanguage()} />);
}
