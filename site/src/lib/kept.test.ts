import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { agrees, type Kept, keptPath, keyOf, type Listed, MAX_AGE_MS, merge, newestFirst, OVERLAP_MS, readKept, since, writeKept } from "./kept.ts";

/** The incremental catalogue of partial builds: merging what changed into what was kept. */

const item = (id: string, published: string | null, title = id): Listed & { title: string } => ({
  id,
  title,
  publishing: { published_at: published },
});

describe("newestFirst", () => {
  it("orders like the store: newest by the millisecond, then by id", () => {
    const items = [
      item("b", "2026-01-01T10:00:00Z"),
      item("c", "2026-01-02T10:00:00Z"),
      item("a", "2026-01-01T10:00:00.000400Z"), // the store keeps milliseconds: the same as b
      item("d", "2026-01-01T10:00:00.001Z"),
      item("e", null),
    ];
    expect(items.sort(newestFirst).map((x) => x.id)).toEqual(["c", "d", "a", "b", "e"]);
  });
});

describe("merge", () => {
  const kept = [item("n3", "2026-03-01T00:00:00Z"), item("n2", "2026-02-01T00:00:00Z"), item("n1", "2026-01-01T00:00:00Z")];

  it("puts a changed item in place of the kept one", () => {
    const out = merge(kept, [item("n2", "2026-02-01T00:00:00Z", "new title")]);
    expect(out.map((x) => [x.id, x.title])).toEqual([
      ["n3", "n3"],
      ["n2", "new title"],
      ["n1", "n1"],
    ]);
  });

  it("adds new items where the API lists them and moves re-dated ones", () => {
    const out = merge(kept, [item("n4", "2026-02-15T00:00:00Z"), item("n1", "2026-04-01T00:00:00Z")]);
    expect(out.map((x) => x.id)).toEqual(["n1", "n3", "n4", "n2"]);
  });

  it("leaves the kept list alone", () => {
    const copy = [...kept];
    merge(kept, [item("n0", "2025-01-01T00:00:00Z")]);
    expect(kept).toEqual(copy);
  });
});

describe("agrees", () => {
  const merged = [item("a", "2026-03-01T00:00:00Z"), item("b", "2026-02-01T00:00:00Z"), item("c", "2026-01-01T00:00:00Z")];

  it("accepts the API's count and first page", () => {
    expect(agrees(merged, 3, [{ id: "a" }, { id: "b" }])).toBe(true);
  });

  it("refuses when an item left the list (count) or the order differs", () => {
    expect(agrees(merged, 2, [{ id: "a" }, { id: "b" }])).toBe(false);
    expect(agrees(merged, 3, [{ id: "b" }, { id: "a" }])).toBe(false);
    expect(agrees(merged, 3, [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }])).toBe(false);
  });
});

describe("since", () => {
  it("reaches back by the overlap", () => {
    expect(Date.parse("2026-05-01T10:00:00Z") - Date.parse(since("2026-05-01T10:00:00Z"))).toBe(OVERLAP_MS);
  });
});

describe("kept files", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const kept = (fullAt: string): Kept<Listed, Listed> => ({
    key: keyOf("http://gw/api", ["schemas"]),
    loadedAt: fullAt,
    fullAt,
    recipes: [item("r", "2026-01-01T00:00:00Z")],
    articles: [],
  });

  it("reads back what was written, only with the same key and while young enough", async () => {
    dir = await mkdtemp(join(tmpdir(), "kept-"));
    const path = keptPath(dir, "de");
    const now = Date.parse("2026-05-01T10:00:00Z");
    await writeKept(path, kept("2026-05-01T09:00:00Z"));
    expect((await readKept(path, keyOf("http://gw/api", ["schemas"]), now))?.recipes).toEqual([item("r", "2026-01-01T00:00:00Z")]);
    expect(await readKept(path, keyOf("http://gw/api", ["other schemas"]), now)).toBeNull();
    expect(await readKept(path, keyOf("http://other/api", ["schemas"]), now)).toBeNull();
    expect(await readKept(path, keyOf("http://gw/api", ["schemas"]), now + MAX_AGE_MS)).toBeNull();
    expect(await readKept(keptPath(dir, "en"), keyOf("http://gw/api", ["schemas"]), now)).toBeNull();
  });
});
