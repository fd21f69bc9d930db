import { describe, expect, test } from "vitest";
import { avatar, optimized, placeholder, placeholderStyle, responsive } from "./images.ts";

describe("optimized", () => {
  test("names the source, the width, and the quality only when it is not the default", () => {
    expect(optimized("/api/media/recipes/lasagne.jpg", 640)).toBe("/_img?url=/api/media/recipes/lasagne.jpg&w=640");
    expect(optimized("/api/media/recipes/lasagne.jpg", 640, 80)).toBe("/_img?url=/api/media/recipes/lasagne.jpg&w=640&q=80");
    expect(optimized("/api/media/a b&c.jpg", 256)).toBe("/_img?url=/api/media/a%20b%26c.jpg&w=256");
    // The picture's version stays part of the source, escaped inside the query.
    expect(optimized("/api/media/recipes/lasagne.jpg?v=1a2b3c4d", 640)).toBe("/_img?url=/api/media/recipes/lasagne.jpg%3Fv%3D1a2b3c4d&w=640");
  });
});

describe("responsive", () => {
  test("offers every width below the original's and the original's own as the largest", () => {
    const { src, srcset } = responsive("/api/media/recipes/lasagne.jpg", 1600);
    const entries = srcset!.split(", ").map((e) => e.split(" "));
    expect(entries.map(([, w]) => w)).toEqual(["256w", "384w", "640w", "750w", "828w", "1080w", "1200w", "1600w"]);
    // The largest asks for the next listed width; the gateway answers with the original's 1600.
    expect(entries.at(-1)![0]).toBe("/_img?url=/api/media/recipes/lasagne.jpg&w=1920");
    expect(src).toBe("/_img?url=/api/media/recipes/lasagne.jpg&w=828");
  });

  test("a small original is offered at its own width only", () => {
    expect(responsive("/api/media/x.jpg", 200).srcset).toBe("/_img?url=/api/media/x.jpg&w=256 200w");
  });

  test("a picture from elsewhere keeps its URL", () => {
    expect(responsive("https://cdn.example/x.jpg", 1600)).toEqual({ src: "https://cdn.example/x.jpg" });
  });
});

describe("avatar", () => {
  test("asks for 1×, 2× and 3× of the shown size from the small widths", () => {
    const { src, srcset } = avatar("/api/media/authors/lena.jpg", 32);
    expect(srcset).toBe(
      "/_img?url=/api/media/authors/lena.jpg&w=32 1x, /_img?url=/api/media/authors/lena.jpg&w=64 2x, /_img?url=/api/media/authors/lena.jpg&w=96 3x",
    );
    expect(src).toBe("/_img?url=/api/media/authors/lena.jpg&w=64");
    expect(avatar("/api/media/authors/lena.jpg", 160).srcset).toContain("&w=640 3x");
  });
});

describe("placeholder", () => {
  test("paints the gradient over the dominant colour", () => {
    expect(placeholder({ color: "#c8321f", gradient: ["#a1b2c3", "#d4e5f6", "#102030"] })).toEqual({
      backgroundColor: "#c8321f",
      backgroundImage: "linear-gradient(#0000,#102030),linear-gradient(90deg,#a1b2c3,#d4e5f6)",
    });
    expect(placeholderStyle({ color: "#c8321f", gradient: ["#a1b2c3", "#d4e5f6", "#102030"] })).toBe(
      "background-color:#c8321f;background-image:linear-gradient(#0000,#102030),linear-gradient(90deg,#a1b2c3,#d4e5f6)",
    );
  });

  test("falls back to a CMS's blurred preview, then to the colour alone, then to nothing", () => {
    expect(placeholder({ placeholder: "data:image/png;base64,AAAA" }).backgroundImage).toBe('url("data:image/png;base64,AAAA")');
    expect(placeholderStyle({ color: "#ffffff" })).toBe("background-color:#ffffff");
    expect(placeholderStyle({})).toBeUndefined();
  });
});
