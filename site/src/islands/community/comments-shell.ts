/**
 * Brings the comments (components/community/Comments.astro) to life when they come near the
 * screen: only then are React and the island (Comments.tsx, through comments-mount.ts) loaded, so
 * the recipe and story pages load no React with the page. Until then the built first view stands,
 * and its login button already opens the login modal.
 */
import { openModal } from "../../stores/modal.ts";

for (const root of document.querySelectorAll<HTMLElement>("[data-comments]")) {
  root.querySelector(".cmt-login button")?.addEventListener("click", () => openModal("login"));
  // The root is display: contents (no box of its own): its section is what scrolls into view.
  const section = root.firstElementChild;
  if (!section) continue;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void import("./comments-mount.ts").then((module) => module.mountComments(root));
    },
    { rootMargin: "0px 0px 50% 0px" },
  );
  observer.observe(section);
}
