/**
 * Enhances every server-rendered like button of the page (components/LikeButton.astro) with one
 * script: a page with 24 cards gets one store subscription and one delegated listener instead of 24
 * React roots, and pages without React (home, lists) stay light. The React cards of the likes pages
 * render their own button (LikeButton.tsx) on the same stores.
 *
 * - Each button's count seeds stores/likes.ts; the buttons follow `$likedIds`, `$likeCounts` and
 *   `$likesPending` (aria-pressed, the compact count, the exact count in `data-count`, aria-busy).
 * - The form's submit (the no-JavaScript way to the signup page) becomes `toggleLike(id)`.
 * - The page's own item (`data-like-main`, its API path) records a visit once the liked set is
 *   known, and shows its current count to a logged-in reader (the built one may be older).
 */
import { formatCompact } from "../../lib/format.ts";
import { $likeCounts, $likedIds, $likesPending, recordVisit, refreshCount, seedCount, toggleLike } from "../../stores/likes.ts";
import { $session, loadUser } from "../../stores/user.ts";
import "../account/modal-loader.ts";

const buttons = [...document.querySelectorAll<HTMLButtonElement>("form[data-like-form] [data-like-id]")];

function render(): void {
  const liked = $likedIds.get();
  const counts = $likeCounts.get();
  const pending = $likesPending.get();
  const known = $session.get() !== "unknown";
  for (const button of buttons) {
    const id = button.dataset.likeId!;
    if (known) button.setAttribute("aria-pressed", String(liked.has(id)));
    if (pending.has(id)) button.setAttribute("aria-busy", "true");
    else button.removeAttribute("aria-busy");
    const count = counts[id];
    if (count === undefined || String(count) === button.dataset.count) continue;
    button.dataset.count = String(count);
    button.querySelector(".like-count")!.textContent = formatCompact(count);
    const label = button.querySelector<HTMLElement>("[data-like-label]");
    if (label) label.textContent = label.dataset.likeLabel!.replace("{count}", String(count));
  }
}

if (buttons.length > 0) {
  for (const button of buttons) seedCount(button.dataset.likeId!, Number(button.dataset.count) || 0);
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches("[data-like-form]")) return;
    event.preventDefault();
    const id = form.querySelector<HTMLElement>("[data-like-id]")?.dataset.likeId;
    if (id) void toggleLike(id);
  });
  $likedIds.subscribe(render);
  $likeCounts.listen(render);
  $likesPending.listen(render);
  $session.listen(render);
  void loadUser();
  const main = buttons.find((button) => button.dataset.likeMain);
  if (main) {
    const id = main.dataset.likeId!;
    recordVisit(id);
    let refreshed = false;
    $session.subscribe((session) => {
      if (refreshed || session !== "in") return;
      refreshed = true;
      void refreshCount(id, main.dataset.likeMain!);
    });
  }
}
