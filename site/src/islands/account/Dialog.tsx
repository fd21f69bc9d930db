/**
 * The modal dialog of the modal host (spec §2 modals): role="dialog" with aria-modal and
 * aria-labelledby (the form's heading), the page behind made `inert` (every other child of
 * `<body>` but the toast region) and unscrollable, focus moved in and trapped (Tab and Shift+Tab
 * wrap), Escape or a click on the backdrop closes, and focus returns to where it was.
 *
 * Hook for tests: `data-testid="modal"` on the dialog.
 */
import { type ReactNode, useEffect, useRef } from "react";
import "./account.css";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  /** Id of the element that names the dialog. */
  labelledBy: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export default function Dialog({ labelledBy, closeLabel, onClose, children }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  // Taken in the first render, before the form's autofocus field takes the focus.
  const opener = useRef(typeof document === "undefined" ? null : document.activeElement);

  useEffect(() => {
    const host = dialog.current!.closest("body > *");
    const behind = [...document.body.children].filter(
      (el) => el !== host && !el.hasAttribute("inert") && !el.matches("[data-toast-region], script"),
    );
    for (const el of behind) el.setAttribute("inert", "");
    document.documentElement.classList.add("acc-modal-open");
    // The form's autofocus field has focus by now; otherwise the dialog itself takes it.
    if (!dialog.current!.contains(document.activeElement)) dialog.current!.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== "Tab" || !dialog.current) return;
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      for (const el of behind) el.removeAttribute("inert");
      document.documentElement.classList.remove("acc-modal-open");
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, []);

  return (
    <div
      className="acc-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className="acc-dialog" role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1} data-testid="modal">
        <button type="button" className="acc-close icon-button" aria-label={closeLabel} onClick={onClose}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        {children}
      </div>
    </div>
  );
}
