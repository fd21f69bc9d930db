/**
 * The header's behaviour on top of HTML that already works without it (SiteHeader.astro):
 * - drop-down panels with the spec's hover timing (menu-timing.ts), toggle buttons with
 *   aria-expanded, Escape and focus or click elsewhere close;
 * - the hamburger becomes a real button that opens the full-height menu (no `:target` jump);
 * - the search button and ctrl+k / meta+k open the search modal, whose code (islands/search/open.ts)
 *   is loaded then, or when the pointer comes over the button or it gets the focus, and not before;
 *   on the search page they focus its field; when the code cannot be loaded (offline) the button is
 *   the link to the search page it always was.
 */
import { afterPaint } from "./after-paint.ts";
import { menuTiming } from "./menu-timing.ts";

const DESKTOP = matchMedia("(min-width: 64rem)");

function enhanceMenu(nav: HTMLElement): void {
  const items = [...nav.querySelectorAll<HTMLElement>("[data-panel]")];
  const toggleOf = (item: HTMLElement) => item.querySelector<HTMLButtonElement>("[data-panel-toggle]");

  const timing = menuTiming((open) => {
    for (const item of items) {
      const isOpen = item.dataset.panel === open;
      item.classList.toggle("is-open", isOpen);
      toggleOf(item)?.setAttribute("aria-expanded", String(isOpen));
    }
  });

  for (const item of items) {
    const id = item.dataset.panel!;
    item.addEventListener("pointerenter", (e) => {
      if (e.pointerType === "mouse" && DESKTOP.matches) timing.enter(id);
    });
    item.addEventListener("pointerleave", (e) => {
      if (e.pointerType === "mouse" && DESKTOP.matches) timing.leave(id);
    });
    toggleOf(item)?.addEventListener("click", () => timing.toggle(id));
    item.addEventListener("focusout", (e) => {
      if (timing.open === id && !item.contains(e.relatedTarget as Node | null)) timing.close();
    });
  }

  document.addEventListener("click", (e) => {
    if (timing.open && !nav.contains(e.target as Node)) timing.close();
  });
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Escape" || !timing.open) return;
    const item = items.find((i) => i.dataset.panel === timing.open);
    timing.close();
    if (item?.contains(document.activeElement)) toggleOf(item)?.focus();
  });
  // CSS opens panels on :hover and :focus-within only while this attribute is absent.
  nav.dataset.enhanced = "";
}

function enhanceDrawer(nav: HTMLElement): void {
  const button = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  if (!button) return;
  for (const fallback of document.querySelectorAll("[data-nojs]")) fallback.remove();
  button.hidden = false;

  const setOpen = (open: boolean) => {
    nav.classList.toggle("is-open", open);
    document.documentElement.classList.toggle("menu-open", open);
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? "");
  };
  button.addEventListener("click", () => setOpen(!nav.classList.contains("is-open")));
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && nav.classList.contains("is-open") && !DESKTOP.matches) {
      setOpen(false);
      button.focus();
    }
  });
  // Following a link inside the drawer to an anchor on the same page must not leave it open.
  nav.addEventListener("click", (e) => {
    if ((e.target as Element).closest("a")) setOpen(false);
  });
  DESKTOP.addEventListener("change", () => setOpen(false));
}

function enhanceSearch(): void {
  const link = document.querySelector<HTMLAnchorElement>("[data-search]");
  if (!link) return;
  const open = () => {
    const field = document.querySelector<HTMLInputElement>("[data-search-page] input[type=search]");
    if (field) {
      field.focus();
      field.select();
      return;
    }
    // Keys typed while the modal's code loads are kept and handed to its field.
    let typed = "";
    const keep = (e: KeyboardEvent) => {
      if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) typed += e.key;
      else if (e.key === "Backspace") typed = typed.slice(0, -1);
    };
    document.addEventListener("keydown", keep);
    // After the frame of the press: starting React for the modal must not hold it back.
    afterPaint(() =>
      import("../search/open.ts").then(
        (modal) => {
          document.removeEventListener("keydown", keep);
          modal.openSearch(typed);
        },
        () => location.assign(link.href),
      ),
    );
  };
  // About to click: fetch the modal's code now, so it is there (or nearly) when the click comes.
  const warm = () => void import("../search/open.ts").catch(() => {});
  link.addEventListener("pointerover", warm, { once: true, passive: true });
  link.addEventListener("focus", warm, { once: true });
  link.addEventListener("click", (e) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    open();
  });
  document.addEventListener("keydown", (e) => {
    if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "k") {
      e.preventDefault();
      open();
    }
  });
}

const nav = document.querySelector<HTMLElement>("[data-menu]");
if (nav) {
  enhanceMenu(nav);
  enhanceDrawer(nav);
}
enhanceSearch();
