import { describe, expect, it } from "vitest";
import { pageLinks } from "./pagination.ts";

describe("pageLinks", () => {
  it("shows every page of a short list", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 2)).toEqual([1, 2]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("puts gaps around the current page of a long list", () => {
    expect(pageLinks(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageLinks(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageLinks(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("never hides a single page behind a gap", () => {
    expect(pageLinks(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("clamps a page out of range", () => {
    expect(pageLinks(0, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(9, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 0)).toEqual([1]);
  });
});
