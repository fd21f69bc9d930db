/**
 * The pieces the feed and menu editors share: the up/down/remove buttons of a list entry, the bar
 * that saves or discards a whole document and says whether anything is unsaved, and two hooks — one
 * that puts the focus back on a button after its entry has moved (a moved entry's button is a new
 * place in the page, and a keyboard user should not have to find it again), one that asks before the
 * page is left with unsaved changes.
 */
import { useEffect, useState } from "react";
import type { DeskText } from "../../i18n/desk-client.ts";
import { holdUnsaved } from "./editing.ts";

/** A result the editor reports: saved, or what went wrong. */
export interface Note {
  tone: "ok" | "error";
  text: string;
}

/** Focuses the element with a given id once the next render is on the page. */
export function useFocusLater(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}

/** Asks the browser to warn before the page is left while `dirty`, and the desk before a tab change. */
export function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const release = holdUnsaved();
    window.addEventListener("beforeunload", warn);
    return () => {
      release();
      window.removeEventListener("beforeunload", warn);
    };
  }, [dirty]);
}

interface OrderProps {
  text: DeskText;
  /** The id the buttons' ids start with: `${id}-up`, `${id}-down`, `${id}-remove`. */
  id: string;
  /** What the entry is called in the buttons' labels. */
  title: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove?: () => void;
  /** Remove shows its word, not only ✕ (a module, not a card). */
  wordy?: boolean;
}

/** Up, down and remove of one entry of a list; the ends disable the way out. */
export function OrderButtons({ text, id, title, index, count, onMove, onRemove, wordy = false }: OrderProps) {
  return (
    <span className="dk-order">
      <button type="button" id={`${id}-up`} className="dk-mini" disabled={index === 0} aria-label={text("desk.order.up", { title })} title={text("desk.order.up", { title })} onClick={() => onMove(-1)}>
        <span aria-hidden="true">↑</span>
      </button>
      <button type="button" id={`${id}-down`} className="dk-mini" disabled={index === count - 1} aria-label={text("desk.order.down", { title })} title={text("desk.order.down", { title })} onClick={() => onMove(1)}>
        <span aria-hidden="true">↓</span>
      </button>
      {onRemove && (
        <button type="button" id={`${id}-remove`} className={wordy ? "dk-mini dk-mini-wide dk-danger" : "dk-mini dk-danger"} aria-label={text("desk.order.remove", { title })} title={text("desk.order.remove", { title })} onClick={onRemove}>
          <span aria-hidden="true">{wordy ? text("desk.order.removeShort") : "✕"}</span>
        </button>
      )}
    </span>
  );
}

/**
 * Where a button ends up after its entry moved by `by` from `index`: the same button, or its
 * neighbour when the move reached an end and disabled it.
 */
export const movedFocus = (id: string, index: number, by: -1 | 1, count: number) => {
  const to = index + by;
  if (to === 0) return `${id}-down`;
  if (to === count - 1) return `${id}-up`;
  return `${id}-${by < 0 ? "up" : "down"}`;
};

interface SaveBarProps {
  text: DeskText;
  dirty: boolean;
  busy: boolean;
  note: Note | null;
  onDiscard: () => void;
}

/** The bar under an editor, kept in view: unsaved or not, the last result, discard and save (a submit button). */
export function SaveBar({ text, dirty, busy, note, onDiscard }: SaveBarProps) {
  return (
    <div className="dk-savebar">
      <p className={dirty ? "dk-dirty" : "dk-meta"} data-testid="desk-dirty" data-dirty={dirty}>
        {text(dirty ? "desk.edits.unsaved" : "desk.edits.clean")}
      </p>
      {note && (
        <p className={note.tone === "ok" ? "acc-status" : "acc-alert"} role="status" data-testid="desk-message">
          {note.text}
        </p>
      )}
      <span className="dk-savebar-actions">
        {dirty && (
          <button type="button" className="acc-secondary" disabled={busy} onClick={onDiscard}>
            {text("desk.edits.discard")}
          </button>
        )}
        <button type="submit" className="acc-submit" disabled={busy || !dirty} data-testid="save">
          {text("desk.edits.save")}
        </button>
      </span>
    </div>
  );
}

/** A polite live region that reads out moves, removals and additions. */
export function Announcer({ message }: { message: string }) {
  return (
    <p className="sr-only" aria-live="polite">
      {message}
    </p>
  );
}
