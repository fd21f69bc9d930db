/**
 * The community modals of spec §2, shown by the one modal host (account/ModalHost.tsx), which loads
 * this file the first time one of them opens: cookbooks (save an item into a cookbook), cookbooks
 * create, rename, delete, item delete, item move, report, report success and shopping list. Each
 * is a small form inside the host's accessible dialog; each reads its context (the item, the
 * cookbook, the report target, the recipe and servings) from the modal store.
 *
 * Hooks for tests: `data-modal="<id>"` on each modal's body, `data-testid="submit"` on submits,
 * `data-cookbook="<name>"` on the cookbook choices.
 */
import { useStore } from "@nanostores/react";
import type { Language } from "@tischlein/content-schemas";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { type CommunityText, communityText } from "../../i18n/community-client.ts";
import { AccountApiError, apiRequest } from "../../lib/account-api.ts";
import { pagePath } from "../../lib/urls.ts";
import {
  $cookbooks,
  $savedIn,
  cookbookChanged,
  createCookbook,
  deleteCookbook,
  loadCookbooks,
  moveToCookbook,
  removeFromCookbook,
  renameCookbook,
  saveToCookbook,
} from "../../stores/cookbooks.ts";
import { closeModal, type CommunityModalId, type ModalState, openModal } from "../../stores/modal.ts";
import { addRecipe } from "../../stores/shopping.ts";
import { $user } from "../../stores/user.ts";
import ShoppingListView from "./ShoppingListView.tsx";
import "./community.css";

interface Props {
  lang: Language;
  modal: ModalState & { id: CommunityModalId };
  /** Id of the element that names the dialog (the modal's heading). */
  titleId: string;
}

/** The error line of a form: the API's own message, or a general one. */
function errorText(text: CommunityText, error: unknown): string {
  return error instanceof AccountApiError && error.message ? error.message : text("community.error");
}

function Title({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 className="acc-title" id={id}>
      {children}
    </h2>
  );
}

/** A submit button with its busy state. */
function Submit({ busy, children, danger }: { busy: boolean; children: ReactNode; danger?: boolean }) {
  return (
    <button type="submit" className={danger ? "acc-submit acc-submit-danger" : "acc-submit"} disabled={busy} data-testid="submit">
      {busy && <span className="acc-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

function Alert({ message }: { message: string }) {
  return message ? (
    <p className="acc-alert" role="alert" data-testid="form-error">
      {message}
    </p>
  ) : null;
}

/** Runs a form's action with busy and error state. */
function useAction(text: CommunityText) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const run = (action: () => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError("");
    try {
      await action();
    } catch (e) {
      setError(errorText(text, e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, setError };
}

function CookbooksModal({ lang, modal, titleId, text }: Props & { text: CommunityText }) {
  const books = useStore($cookbooks);
  const saved = useStore($savedIn)[modal.item?.id ?? ""] ?? [];
  const { busy, error, run } = useAction(text);
  useEffect(() => {
    void loadCookbooks(modal.item?.id).catch(() => {});
  }, []);
  const item = modal.item!;
  return (
    <div data-modal="cookbooks">
      <Title id={titleId}>{text("community.cookbooks.title")}</Title>
      <p className="acc-lead">{text("community.cookbooks.lead", { title: item.title })}</p>
      <Alert message={error} />
      {books === null ? (
        <p className="cm-loading" aria-busy="true" />
      ) : books.length === 0 ? (
        <p className="cm-note">{text("community.cookbooks.empty")}</p>
      ) : (
        <ul className="cm-books">
          {books.map((book) => {
            const isSaved = saved.includes(book.id);
            return (
              <li key={book.id}>
                <button
                  type="button"
                  className="cm-book"
                  aria-pressed={isSaved}
                  disabled={busy}
                  data-cookbook={book.name}
                  onClick={run(() => (isSaved ? removeFromCookbook(book.id, item.id) : saveToCookbook(book.id, item.id).then(() => {})))}
                >
                  <span className="cm-book-cover" aria-hidden="true">
                    {book.cover && <img src={`/_img?url=${encodeURIComponent(book.cover.url)}&w=96&q=75`} alt="" width="48" height="48" />}
                  </span>
                  <span className="cm-book-text">
                    <span className="cm-book-name">{book.name}</span>
                    <span className="cm-book-count">{isSaved ? text("community.cookbooks.saved") : text("community.cookbooks.count", { count: book.item_count })}</span>
                  </span>
                  <span className="cm-book-tick" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="cm-row">
        <button type="button" className="acc-secondary" onClick={() => openModal("cookbooks create", { item })} data-testid="new-cookbook">
          {text("community.cookbooks.new")}
        </button>
        <button type="button" className="acc-submit cm-done" onClick={closeModal}>
          {text("community.cookbooks.done")}
        </button>
      </div>
      <p className="acc-links">
        <a href={pagePath(lang, "profileCookbooks")}>{text("community.cookbooks.all")}</a>
      </p>
    </div>
  );
}

/** The name form of "cookbooks create" and "rename". */
function NameForm({ text, initial, submit, busy, error }: { text: CommunityText; initial: string; submit: (name: string) => void; busy: boolean; error: string }) {
  const [name, setName] = useState(initial);
  const [inline, setInline] = useState("");
  const id = useId();
  return (
    <form
      className="acc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return setInline(text("community.create.required"));
        setInline("");
        submit(name.trim());
      }}
    >
      <Alert message={error} />
      <div className="acc-field">
        <label className="acc-label" htmlFor={id}>
          {text("community.create.name")}
        </label>
        <input
          id={id}
          name="name"
          value={name}
          maxLength={60}
          autoFocus
          autoComplete="off"
          aria-invalid={inline ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setName(e.target.value)}
        />
        {inline ? (
          <p className="acc-field-error" id={`${id}-hint`}>
            {inline}
          </p>
        ) : (
          <p className="acc-hint" id={`${id}-hint`}>
            {text("community.create.hint")}
          </p>
        )}
      </div>
      <Submit busy={busy}>{initial ? text("community.rename.submit") : text("community.create.submit")}</Submit>
    </form>
  );
}

function CreateModal({ modal, titleId, text }: Props & { text: CommunityText }) {
  const { busy, error, run } = useAction(text);
  return (
    <div data-modal="cookbooks create">
      <Title id={titleId}>{text("community.create.title")}</Title>
      <NameForm
        text={text}
        initial=""
        busy={busy}
        error={error}
        submit={(name) =>
          void run(async () => {
            const book = await createCookbook(name);
            if (modal.item) {
              await saveToCookbook(book.id, modal.item.id);
              openModal("cookbooks", { item: modal.item });
            } else {
              cookbookChanged();
              closeModal();
            }
          })()
        }
      />
      {modal.item && (
        <p className="acc-switch">
          <button type="button" className="cm-link" onClick={() => openModal("cookbooks", { item: modal.item })}>
            {text("community.create.back")}
          </button>
        </p>
      )}
    </div>
  );
}

function RenameModal({ modal, titleId, text }: Props & { text: CommunityText }) {
  const { busy, error, run } = useAction(text);
  const book = modal.cookbook!;
  return (
    <div data-modal="rename">
      <Title id={titleId}>{text("community.rename.title")}</Title>
      <NameForm
        text={text}
        initial={book.name}
        busy={busy}
        error={error}
        submit={(name) =>
          void run(async () => {
            await renameCookbook(book.id, name);
            cookbookChanged();
            closeModal();
          })()
        }
      />
    </div>
  );
}

/** A confirmation: heading, text, a danger button and cancel. */
function Confirm(props: { id: string; titleId: string; title: string; body: string; submit: string; text: CommunityText; action: () => Promise<void> }) {
  const { busy, error, run } = useAction(props.text);
  return (
    <form className="acc-form" data-modal={props.id} onSubmit={run(props.action)}>
      <Title id={props.titleId}>{props.title}</Title>
      <p className="acc-lead">{props.body}</p>
      <Alert message={error} />
      <Submit busy={busy} danger>
        {props.submit}
      </Submit>
      <button type="button" className="acc-secondary" onClick={closeModal}>
        {props.text("community.cancel")}
      </button>
    </form>
  );
}

function MoveModal({ modal, titleId, text }: Props & { text: CommunityText }) {
  const books = useStore($cookbooks);
  const { busy, error, run } = useAction(text);
  const [to, setTo] = useState("");
  useEffect(() => {
    void loadCookbooks().catch(() => {});
  }, []);
  const others = (books ?? []).filter((b) => b.id !== modal.cookbook!.id);
  return (
    <form
      className="acc-form"
      data-modal="item move"
      onSubmit={run(async () => {
        if (!to) return;
        await moveToCookbook(modal.cookbook!.id, modal.item!.id, to);
        cookbookChanged();
        closeModal();
      })}
    >
      <Title id={titleId}>{text("community.itemMove.title")}</Title>
      <p className="acc-lead">{text("community.itemMove.lead", { title: modal.item!.title })}</p>
      <Alert message={error} />
      {books !== null && others.length === 0 ? (
        <p className="cm-note">{text("community.itemMove.none")}</p>
      ) : (
        <fieldset className="cm-choices">
          <legend className="acc-label">{text("community.itemMove.title")}</legend>
          {others.map((b) => (
            <label key={b.id} className="acc-check" data-cookbook={b.name}>
              <input type="radio" name="to" value={b.id} checked={to === b.id} onChange={() => setTo(b.id)} />
              <span>{b.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <Submit busy={busy || !to}>{text("community.itemMove.submit")}</Submit>
    </form>
  );
}

const REASONS = ["spam", "offensive", "copyright", "other"] as const;

function ReportModal({ modal, titleId, text }: Props & { text: CommunityText }) {
  const { busy, error, run } = useAction(text);
  const [reason, setReason] = useState<(typeof REASONS)[number]>("spam");
  const [detail, setDetail] = useState("");
  const detailId = useId();
  return (
    <form
      className="acc-form"
      data-modal="report"
      onSubmit={run(async () => {
        const body = { ...modal.report!, reason, ...(detail.trim() ? { text: detail.trim() } : {}) };
        await apiRequest("POST", "/report/abuse/", { body });
        openModal("report success");
      })}
    >
      <Title id={titleId}>{text("community.report.title")}</Title>
      <p className="acc-lead">{text("community.report.lead")}</p>
      <Alert message={error} />
      <fieldset className="cm-choices">
        <legend className="acc-label">{text("community.report.reason")}</legend>
        {REASONS.map((r) => (
          <label key={r} className="acc-check">
            <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            <span>{text(`community.report.${r}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="acc-field">
        <label className="acc-label" htmlFor={detailId}>
          {text("community.report.text")}
        </label>
        <textarea id={detailId} name="text" rows={3} maxLength={1000} value={detail} onChange={(e) => setDetail(e.target.value)} />
      </div>
      <Submit busy={busy}>{text("community.report.submit")}</Submit>
    </form>
  );
}

function ShoppingModal({ lang, modal, titleId, text }: Props & { text: CommunityText }) {
  const { busy, error, run } = useAction(text);
  const [added, setAdded] = useState(false);
  const user = useStore($user);
  const recipe = modal.shopping!;
  useEffect(() => {
    void run(async () => {
      await addRecipe(recipe.id, recipe.servings);
      setAdded(true);
    })();
  }, [recipe.id, recipe.servings]);
  return (
    <div data-modal="shopping list" className="cm-shopping-modal">
      <Title id={titleId}>{text("community.shopping.title")}</Title>
      <Alert message={error} />
      <p className="acc-status" role="status">
        {busy ? text("community.shopping.adding") : added ? text("community.shopping.added", { title: recipe.title, servings: recipe.servings }) : ""}
      </p>
      {user && <ShoppingListView lang={lang} text={text} userId={user.id} compact />}
      <p className="acc-links">
        <a href={pagePath(lang, "profileShoppingList")}>{text("community.shopping.openPage")}</a>
      </p>
    </div>
  );
}

export default function CommunityModals(props: Props) {
  const text = communityText(props.lang);
  const { modal, titleId } = props;
  const all = { ...props, text };
  switch (modal.id) {
    case "cookbooks":
      return <CookbooksModal {...all} />;
    case "cookbooks create":
      return <CreateModal {...all} />;
    case "rename":
      return <RenameModal {...all} />;
    case "delete":
      return (
        <Confirm
          id="delete"
          titleId={titleId}
          text={text}
          title={text("community.delete.title")}
          body={text("community.delete.text", { name: modal.cookbook!.name })}
          submit={text("community.delete.submit")}
          action={async () => {
            await deleteCookbook(modal.cookbook!.id);
            closeModal();
            location.assign(pagePath(props.lang, "profileCookbooks"));
          }}
        />
      );
    case "item delete":
      return (
        <Confirm
          id="item delete"
          titleId={titleId}
          text={text}
          title={text("community.itemDelete.title")}
          body={text("community.itemDelete.text", { title: modal.item!.title, name: modal.cookbook!.name })}
          submit={text("community.itemDelete.submit")}
          action={async () => {
            await removeFromCookbook(modal.cookbook!.id, modal.item!.id);
            cookbookChanged();
            closeModal();
          }}
        />
      );
    case "item move":
      return <MoveModal {...all} />;
    case "report":
      return <ReportModal {...all} />;
    case "report success":
      return (
        <div data-modal="report success" className="acc-sent">
          <Title id={titleId}>{text("community.reportSuccess.title")}</Title>
          <p className="acc-lead">{text("community.reportSuccess.text")}</p>
          <button type="button" className="acc-submit" onClick={closeModal} autoFocus>
            {text("community.modal.close")}
          </button>
        </div>
      );
    case "shopping list":
      return <ShoppingModal {...all} />;
  }
}
