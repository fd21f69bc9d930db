/**
 * The part of the like buttons that follows the likes store (loaded by like-buttons.ts once a
 * reader is logged in, or at the first heart click): every server-rendered button of the page
 * follows `$likedIds`, `$likeCounts` and `$likesPending` (aria-pressed, the compact count, the
 * exact count in `data-count`, aria-busy); the page's own item (`data-like-main`, its API path)
 * records a visit once the liked set is known and shows its current count to a logged-in reader
 * (the built one may be older).
 */
import { formatCompact, likeName } from "../../lib/format.ts";
import { $likeCounts, $likedIds, $likesPending, recordVisit, refreshCount, seedCount } from "../../stores/likes.ts";
import { $session } from "../../stores/user.ts";

export { toggleLike } from "../../stores/likes.ts";

/** Makes `buttons` follow the likes store (once). */
export function follow(buttons: HTMLButtonElement[]): void {
  for (const button of buttons) seedCount(button.dataset.likeId!, Number(button.dataset.count) || 0);

  const render = () => {
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
      const words = { many: button.dataset.likeName ?? "", one: button.dataset.likeNameOne ?? "" };
      button.setAttribute("aria-label", likeName(count, document.documentElement.lang === "en" ? "en" : "de", words));
    }
  };
  $likedIds.subscribe(render);
  $likeCounts.listen(render);
  $likesPending.listen(render);
  $session.listen(render);

  const main = buttons.find((button) => button.dataset.likeMain);
  if (!main) return;
  const id = main.dataset.likeId!;
  recordVisit(id);
  let refreshed = false;
  $session.subscribe((session) => {
    if (refreshed || session !== "in") return;
    refreshed = true;
    void refreshCount(id, main.dataset.likeMain!);
  });
}
