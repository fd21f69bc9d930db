/**
 * Opens the search modal. The header (islands/chrome/header.ts) imports this file on the first
 * click on the search button or ctrl+k / meta+k, so no page carries the modal's code (React, the
 * strings) until a reader asks for it. The modal renders into a root of its own at the end of
 * `<body>`; opening it again while it is open only focuses its field.
 */
import type { Language } from "@tischlein/content-schemas";
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import SearchModal from "./SearchModal.tsx";
import { addSearchStyles } from "./styles.ts";

let root: Root | null = null;
let container: HTMLElement | null = null;

/** Opens the modal, its field holding what was typed while its code loaded. */
export function openSearch(typed = ""): void {
  if (container?.isConnected && container.childElementCount > 0) {
    container.querySelector<HTMLInputElement>("input")?.focus();
    return;
  }
  addSearchStyles();
  const lang: Language = document.documentElement.lang === "en" ? "en" : "de";
  container ??= Object.assign(document.createElement("div"), { id: "search-modal-root" });
  document.body.append(container);
  root ??= createRoot(container);
  root.render(createElement(SearchModal, { lang, initial: typed, onClose: () => root?.render(null) }));
}
