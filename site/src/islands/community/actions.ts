/**
 * The save and shopping-list buttons of recipe and story pages (components/CommunityActions.astro),
 * enhanced by one delegated listener that is part of the page script (islands/page.ts): a click
 * opens the cookbooks modal or the shopping list modal (with the servings chosen in the scaler),
 * and, for a logged-out reader, the registration offer. Without JavaScript the buttons are links
 * to the pages that explain it. The modals' code loads on the first pointer over or focus on a
 * button, or on the click.
 *
 * For a logged-in reader each save button asks which cookbooks hold its item and reads "saved"
 * (a filled bookmark) while any does, following what the cookbooks modal changes.
 */
import { preloadModals } from "../account/modal-loader.ts";
import { $savedIn, loadHolding } from "../../stores/cookbooks.ts";
import { $servings, openModal } from "../../stores/modal.ts";
import { loadUser } from "../../stores/user.ts";

const buttons = document.querySelectorAll<HTMLElement>("[data-community]");

if (buttons.length > 0) {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.<HTMLElement>("[data-community]");
    if (!button) return;
    event.preventDefault();
    const { community, itemId = "", itemTitle = "", servings = "1" } = button.dataset;
    void loadUser().then((user) => {
      if (!user) return openModal("register", community === "save" ? { item: { id: itemId, title: itemTitle } } : {});
      if (community === "save") return openModal("cookbooks", { item: { id: itemId, title: itemTitle } });
      openModal("shopping list", { shopping: { id: itemId, title: itemTitle, servings: $servings.get()[itemId] ?? Number(servings) } });
    });
  });
  const warm = (event: Event) => {
    if ((event.target as Element).closest?.("[data-community]")) void preloadModals();
  };
  document.addEventListener("pointerover", warm, { passive: true });
  document.addEventListener("focusin", warm);
}

const saves = [...document.querySelectorAll<HTMLElement>("[data-community=save]")];

if (saves.length > 0) {
  $savedIn.subscribe((savedIn) => {
    for (const button of saves) {
      button.toggleAttribute("data-saved", (savedIn[button.dataset.itemId ?? ""] ?? []).length > 0);
    }
  });
  void loadUser().then((user) => {
    if (!user) return;
    for (const id of new Set(saves.map((b) => b.dataset.itemId ?? ""))) {
      if (id) void loadHolding(id).catch(() => {});
    }
  });
}
