import { readdirSync, readFileSync } from "node:fs";
import { schemas, type SchemaName } from "@tischlein/content-schemas";
import { describe, expect, it } from "vitest";
import { isErrorBody, isLikeIds, isLikeState, isUserEnvelope } from "./account-guards.ts";
import { isComment, isCookbook, isCookbookList, isPagedOf, isShoppingItem, isShoppingList, isUserImage } from "./community-guards.ts";
import { isSearchResults, isSuggestions } from "./search.ts";
import { isAuthMethods, isSummaryPage } from "./summary-guards.ts";

/** The shared fixtures of content-schemas: fixtures/<schema>/{valid,invalid}-*.json. */
const FIXTURES = new URL("../../../content-schemas/fixtures/", import.meta.url);

function fixtures(name: SchemaName): { file: string; valid: boolean; data: unknown }[] {
  const dir = new URL(`${name}/`, FIXTURES);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({ file, valid: file.startsWith("valid"), data: JSON.parse(readFileSync(new URL(file, dir), "utf8")) as unknown }));
}

const GUARDS: [SchemaName, (v: unknown) => boolean][] = [
  ["user", isUserEnvelope],
  ["error", isErrorBody],
  ["like-ids", isLikeIds],
  ["like-state", isLikeState],
  ["auth-methods", isAuthMethods],
  ["paged-content-summary", isSummaryPage],
  ["search-results", isSearchResults],
  ["search-suggestions", isSuggestions],
];

describe("answer guards agree with the schemas", () => {
  for (const [name, guard] of GUARDS) {
    it(`${name}: every fixture is judged as zod judges it`, () => {
      const all = fixtures(name);
      expect(all.some((f) => f.valid)).toBe(true);
      for (const { file, valid, data } of all) {
        expect(schemas[name].safeParse(data).success, `${name}/${file} (zod)`).toBe(valid);
        expect(guard(data), `${name}/${file} (guard)`).toBe(valid);
      }
    });
  }

  it("never lets a user with a token through", () => {
    const [valid] = fixtures("user").filter((f) => f.valid);
    const user = (valid!.data as { user: Record<string, unknown> }).user;
    expect(isUserEnvelope({ user })).toBe(true);
    expect(isUserEnvelope({ user: { ...user, user_token: "x".repeat(43) } })).toBe(false);
    expect(isUserEnvelope({ user: { ...user, slug: "../admin" } })).toBe(false);
  });

  it("refuses cards whose links or pictures could leave the site unsafely", () => {
    const [page] = fixtures("paged-content-summary").filter((f) => f.valid && (f.data as { data: unknown[] }).data.length > 0);
    const data = page!.data as { data: Record<string, unknown>[] };
    const item = data.data[0]!;
    const withImage = (url: string) => ({ ...data, data: [{ ...item, image: { ...(item.image as object), url } }] });
    expect(isSummaryPage(withImage("javascript:alert(1)"))).toBe(false);
    expect(isSummaryPage(withImage("//evil.example/x.jpg"))).toBe(false);
    expect(isSummaryPage({ ...data, data: [{ ...item, slug: "a/../../b" }] })).toBe(false);
  });
});

// The community guards check only what the islands rely on (the gateway has checked the rest), so
// they must take every valid answer and refuse what is not the shape at all.
const COMMUNITY_GUARDS: [SchemaName, (v: unknown) => boolean][] = [
  ["cookbook", isCookbook],
  ["cookbook-list", isCookbookList],
  ["comment", isComment],
  ["paged-comment", isPagedOf(isComment)],
  ["user-image", isUserImage],
  ["shopping-item", isShoppingItem],
  ["shopping-list", isShoppingList],
];

describe("community guards", () => {
  for (const [name, guard] of COMMUNITY_GUARDS) {
    it(`${name}: takes every valid fixture, refuses other shapes`, () => {
      const valid = fixtures(name).filter((f) => f.valid);
      expect(valid.length).toBeGreaterThan(0);
      for (const { file, data } of valid) expect(guard(data), `${name}/${file}`).toBe(true);
      for (const wrong of [null, {}, [], "x", { data: "x" }, { error: { status: 500 } }]) expect(guard(wrong), JSON.stringify(wrong)).toBe(false);
    });
  }
});
