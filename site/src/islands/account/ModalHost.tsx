/**
 * The one modal host (DESIGN.md "one modal host that opens modals by the ids of spec §2"): shows
 * the modal stores/modal.ts names — login, register or reset (forgotten password), one of the
 * community modals (community/CommunityModals.tsx, loaded on first use) or the onboarding modals
 * (personal/PersonalModals.tsx, likewise), the feedback form or the servings limit
 * (feedback/UserFeedback.tsx, feedback/BlockServings.tsx, likewise) or a modal the page registered (stores/modal.ts pageModals:
 * the premium offer) — in one accessible dialog
 * (Dialog.tsx). Loaded by modal-loader.ts the first time a modal opens, and
 * mounted once into a `<div id="modal-root">` at the end of `<body>`.
 *
 * A login in the modal closes it; when the modal was opened by a logged-out heart click, the item
 * is liked right away, which is what the reader wanted.
 */
import { useStore } from "@nanostores/react";
import type { Language } from "@tischlein/content-schemas";
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useId } from "react";
import { createRoot, type Root } from "react-dom/client";
import { accountText } from "../../i18n/client.ts";
import { pageLanguage } from "../../lib/account-api.ts";
import { like } from "../../stores/likes.ts";
import { $modal, closeModal, isCommunityModal, isPersonalModal, type ModalId, type ModalProps, pageModals, switchModal } from "../../stores/modal.ts";
import Dialog from "./Dialog.tsx";
import { ForgotForm, LoginForm, RegisterForm } from "./forms.tsx";

/** The community modals: their own chunk, loaded the first time one of them opens. */
const CommunityModals = lazy(() => import("../community/CommunityModals.tsx"));
/** The personalisation modals (onboarding, onboarding wizard): their own chunk too. */
const PersonalModals = lazy(() => import("../personal/PersonalModals.tsx"));
/** The footer's feedback form and the servings scaler's limit: a chunk each, loaded on first use. */
const UserFeedback = lazy(() => import("../feedback/UserFeedback.tsx"));
const BlockServings = lazy(() => import("../feedback/BlockServings.tsx"));
/** The modals pages register (stores/modal.ts pageModals), each made lazy once. */
const registered = new Map<ModalId, LazyExoticComponent<ComponentType<ModalProps>>>();
function pageModal(id: ModalId): LazyExoticComponent<ComponentType<ModalProps>> | null {
  const load = pageModals[id];
  if (!load) return null;
  let component = registered.get(id);
  if (!component) registered.set(id, (component = lazy(load)));
  return component;
}

function ModalHost({ lang }: { lang: Language }) {
  const modal = useStore($modal);
  const titleId = useId();
  if (!modal) return null;
  const text = accountText(lang);
  const PageModal = pageModal(modal.id);
  if (PageModal) {
    return (
      <Dialog labelledBy={titleId} closeLabel={text("account.modal.close")} onClose={closeModal}>
        <Suspense fallback={<p className="acc-placeholder" aria-busy="true" />}>
          <PageModal lang={lang} titleId={titleId} />
        </Suspense>
      </Dialog>
    );
  }
  if (modal.id === "user feedback" || modal.id === "block servings") {
    return (
      <Dialog labelledBy={titleId} closeLabel={text("account.modal.close")} onClose={closeModal}>
        <Suspense fallback={<p className="acc-placeholder" aria-busy="true" />}>
          {modal.id === "block servings" ? <BlockServings lang={lang} limit={modal.limit!} titleId={titleId} /> : <UserFeedback lang={lang} titleId={titleId} />}
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
      {modal.id === "register" && <RegisterForm key="register" {...common} hint={modal.likeId ? text("account.modal.likeHint") : modal.item ? text("account.modal.saveHint") : undefined} />}
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
