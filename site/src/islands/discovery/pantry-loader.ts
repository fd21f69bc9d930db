/**
 * Starts the ingredients picker (Pantry.tsx) on the ingredients page only when a reader reaches for
 * it — focus or a tap on its field — or when the URL already holds a pick (`?have=`), so the A–Z
 * page carries a few hundred bytes of script until then.
 */
const root = document.querySelector<HTMLElement>("[data-pantry-root]");
if (root) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import("./Pantry.tsx").then((m) => m.mountPantry(root));
  };
  root.addEventListener("focusin", start);
  root.addEventListener("pointerdown", start);
  if (new URLSearchParams(location.search).has("have")) start();
}
