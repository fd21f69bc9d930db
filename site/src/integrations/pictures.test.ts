import { describe, expect, test } from "vitest";
import { responsive, SIZES } from "../lib/images.ts";
import { cssLength, manifest, picturesOf, slotWidth } from "./pictures.ts";

/** An `<img>` as ContentImage.astro writes it (Astro escapes & in attributes). */
function img(url: string, width: number, sizes: keyof typeof SIZES, lazy: boolean): string {
  const { src, srcset } = responsive(url, width);
  const esc = (s: string) => s.replaceAll("&", "&amp;");
  return `<img class="content-image" src="${esc(src)}" srcset="${esc(srcset!)}" sizes="${SIZES[sizes]}" alt width="${width}" height="1200"${lazy ? ' loading="lazy" decoding="async"' : ' loading="eager" fetchpriority="high"'}>`;
}

describe("sizes", () => {
  test("lengths in px, rem, vw and min()", () => {
    expect(cssLength("42rem", 412)).toBe(672);
    expect(cssLength("46vw", 400)).toBe(184);
    expect(cssLength("min(72vw, 17rem)", 412)).toBe(272);
    expect(cssLength("calc(100vw - 2rem)", 412)).toBeNull();
  });
  test("the first entry whose condition holds", () => {
    expect(slotWidth(SIZES.split, 412)).toBe(412);
    expect(slotWidth(SIZES.split, 1000)).toBe(560);
    expect(slotWidth(SIZES.split, 1920)).toBe(672);
    expect(slotWidth(undefined, 390)).toBe(390);
  });
});

describe("picturesOf", () => {
  test("the hero is in the first view, at the widths phones and desktops pick first", () => {
    const html = `<header>${img("/api/media/recipes/a.jpg?v=1", 1600, "split", false)}</header>
      <main>${img("/api/media/recipes/b.jpg?v=2", 1600, "card", true)}<img src="/logo.png" alt=""></main>`;
    const [hero, card, ...none] = picturesOf(html);
    expect(none).toEqual([]);
    expect(hero).toMatchObject({ url: "/api/media/recipes/a.jpg?v=1", q: 0, first: true });
    expect(hero!.widths).toEqual([256, 384, 640, 750, 828, 1080, 1200, 1920]);
    // 412 px at 1.75 needs 721 → 750; 390 at 3 needs 1170 → 1200; a 1920 desktop at 1× shows 42rem → 750;
    // 1440 at 2× → 1344 → the 1600-pixel original (w=1920).
    expect(hero!.likely).toEqual([750, 1200, 1920]);
    expect(card).toMatchObject({ url: "/api/media/recipes/b.jpg?v=2", first: false });
    expect(card!.likely[0]).toBe(384);
  });
  test("density descriptors and a picture without srcset", () => {
    const html =
      '<img src="/_img?url=/api/media/authors/x.jpg&amp;w=96" srcset="/_img?url=/api/media/authors/x.jpg&amp;w=48 1x, /_img?url=/api/media/authors/x.jpg&amp;w=96 2x, /_img?url=/api/media/authors/x.jpg&amp;w=256 3x" loading="lazy">' +
      '<img src="/_img?url=/api/media/recipes/c.jpg&amp;w=640&amp;q=90" alt="">';
    const [avatar, plain] = picturesOf(html);
    expect(avatar).toMatchObject({ widths: [48, 96, 256], likely: [96, 256, 48] });
    expect(plain).toMatchObject({ url: "/api/media/recipes/c.jpg", q: 90, first: true, widths: [640], likely: [640] });
  });
});

describe("manifest", () => {
  test("pages by rank, each picture once, a page's second showing merged into its first", () => {
    const hero = img("/api/media/recipes/a.jpg?v=1", 1600, "split", false);
    const card = img("/api/media/recipes/a.jpg?v=1", 1600, "card", true);
    const other = img("/api/media/recipes/b.jpg?v=2", 1600, "card", true);
    const m = manifest([
      { path: "/de/rezepte/a/", pictures: picturesOf(hero + other) },
      { path: "/de/", pictures: picturesOf(hero + other + card) },
      { path: "/de/impressum/", pictures: [] },
    ]);
    expect(m.pictures.map((p) => p.url)).toEqual(["/api/media/recipes/a.jpg?v=1", "/api/media/recipes/b.jpg?v=2"]);
    expect(m.pages.map((p) => p.path)).toEqual(["/de/", "/de/rezepte/a/"]);
    expect(m.pages[0]!.first).toEqual([[0, 750, 1200, 1920, 384, 640]]);
    expect(m.pages[0]!.rest).toEqual([[1, 384, 640]]);
  });
});
