import { describe, expect, it } from "vitest";
import {
  authorPath,
  contentPath,
  homePath,
  listPagePath,
  PAGES,
  pagePath,
  safeReturnPath,
  siteOrigin,
  sectionPath,
  siteHref,
  socialLoginPath,
  tokenFromHash,
  withReturn,
  type PageName,
} from "./urls.ts";

describe("localized paths", () => {
  it("prefix every path with the language and end it with a slash", () => {
    expect(homePath("de")).toBe("/de/");
    expect(sectionPath("de", "recipes")).toBe("/de/rezepte/");
    expect(sectionPath("en", "recipes")).toBe("/en/recipes/");
    expect(sectionPath("de", "categories", "vegane-rezepte")).toBe("/de/kategorien/vegane-rezepte/");
    expect(sectionPath("de", "search")).toBe("/de/suche/");
  });

  it("derive an item's page from its content type", () => {
    expect(contentPath("de", { type: "recipe", slug: "zitronen-dill-lachs" })).toBe("/de/rezepte/zitronen-dill-lachs/");
    expect(contentPath("en", { type: "article", slug: "knife-skills" })).toBe("/en/stories/knife-skills/");
    expect(authorPath("de", "lena-hoffmann")).toBe("/de/users/lena-hoffmann/");
  });

  it("give content API hrefs the folder slash, leaving files and other sites alone", () => {
    expect(siteHref("/en/recipes")).toBe("/en/recipes/");
    expect(siteHref("/de/rezepte/")).toBe("/de/rezepte/");
    expect(siteHref("/de/suche?q=kuchen#top")).toBe("/de/suche/?q=kuchen#top");
    expect(siteHref("/api/media/recipes/x.jpg")).toBe("/api/media/recipes/x.jpg");
    expect(siteHref("https://example.com/shop")).toBe("https://example.com/shop");
    expect(siteHref("//cdn.example.com/a")).toBe("//cdn.example.com/a");
    expect(siteHref("/")).toBe("/");
  });
});

describe("page table", () => {
  it("builds the localized paths of spec §2", () => {
    expect(pagePath("de", "home")).toBe("/de/");
    expect(pagePath("en", "about")).toBe("/en/about-us/");
    expect(pagePath("de", "about")).toBe("/de/ueber-uns/");
    expect(pagePath("de", "recipes", "spaghetti-carbonara")).toBe("/de/rezepte/spaghetti-carbonara/");
    expect(pagePath("de", "communityCategories")).toBe("/de/kategorien/community/");
    expect(pagePath("en", "recipeCreationNew")).toBe("/en/profile/recipe-creation/new/basics/");
    expect(pagePath("de", "cookingHotline")).toBe("/de/l/kochhotline/");
    expect(pagePath("en", "whatToCook")).toBe("/en/what-to-cook-today/");
    expect(pagePath("de", "profileSettings")).toBe("/de/profile/einstellungen/");
  });

  it("numbers list pages from the second one on", () => {
    expect(listPagePath("de", "/de/rezepte/", 1)).toBe("/de/rezepte/");
    expect(listPagePath("de", "/de/rezepte/", 2)).toBe("/de/rezepte/seite/2/");
    expect(listPagePath("en", "/en/recipes/", 12)).toBe("/en/recipes/page/12/");
  });

  it("has no two pages on one path", () => {
    for (const lang of ["de", "en"] as const) {
      const paths = Object.keys(PAGES).map((p) => pagePath(lang, p as PageName));
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});

describe("site origin", () => {
  it.each([
    [{ SITE_URL: "https://tischlein.example/", PUBLIC_URL: "http://127.0.0.1:9000", PORT: "9000" }, "https://tischlein.example"],
    [{ PUBLIC_URL: "http://127.0.0.1:9000/", PORT: "18555" }, "http://127.0.0.1:9000"],
    [{ PORT: "18555" }, "http://localhost:18555"],
    [{ SITE_URL: "", PORT: "18555" }, "http://localhost:18555"],
    [{}, "http://localhost:8080"],
  ])("follows SITE_URL, PUBLIC_URL, PORT: %j", (env, origin) => {
    expect(siteOrigin(env)).toBe(origin);
  });
});

describe("account paths", () => {
  it("has the segments of the contract: confirm, login, reset password", () => {
    expect(pagePath("de", "signupConfirm")).toBe("/de/signup/bestaetigen/");
    expect(pagePath("en", "signupConfirm")).toBe("/en/signup/confirm/");
    expect(pagePath("de", "login")).toBe("/de/anmelden/");
    expect(pagePath("en", "login")).toBe("/en/login/");
    expect(pagePath("de", "resetPassword")).toBe("/de/passwort-zuruecksetzen/");
    expect(pagePath("en", "resetPassword")).toBe("/en/reset-password/");
    expect(pagePath("de", "usersLikes")).toBe("/de/users/likes/");
  });

  it.each([
    ["/de/rezepte/x/?a=1#b"],
    ["/"],
    ["/de/"],
    ["/en/recipes/page/2/"],
    ["/de/suche/?q=k%C3%A4se&tags=a,b"],
    ["/de/k%C3%BCche/"],
    ["/de/küche/"],
    ["/de/?return=//evil.example/"],
    ["/de/a%2fb/"],
    ["/%252fevil.example/"],
    ["/de/%EF%BC%8Fevil.example/"],
  ])("returns to the path of this site %s", (path) => {
    expect(safeReturnPath(path, "/en/")).toBe(path);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["https://evil.example/"],
    ["HTTPS://evil.example/"],
    ["http:evil.example"],
    ["//evil.example/"],
    ["//evil.example/../de/"],
    ["/\\evil.example/"],
    ["/\\\\evil.example/"],
    ["\\\\evil.example/"],
    ["/de/\\evil"],
    ["javascript:alert(1)"],
    ["data:text/html,hi"],
    ["de/x/"],
    [" //evil.example/"],
    ["/de/\nx/"],
    ["/\t/evil.example/"],
    ["/\r\n/evil.example/"],
    ["/\u0000/evil.example/"],
    ["/\u0085/evil.example/"],
    ["/%2fevil.example/..%2fde"],
    ["/%2Fevil.example/%2e%2e/de"],
    ["/%2f%2fevil.example/"],
    ["/%2F%2Fevil.example/"],
    ["/%5cevil.example/..%2fde"],
    ["/%5Cevil.example/"],
    ["/%09/evil.example/"],
    ["/%0d%0a/evil.example/"],
    ["/%00/evil.example/"],
    ["/.%2e/evil.example/"],
    ["/%2e%2e/%2e%2e/evil.example/"],
    ["/de/../../evil.example/"],
    ["/de/./x/"],
    ["/..//evil.example/"],
    ["/de//x/"],
    ["/%E0%A4%A/"],
    ["/api/logout/"],
    ["/%61pi/logout/"],
    ["/" + "x".repeat(600)],
  ])("never returns to %j", (bad) => {
    expect(safeReturnPath(bad, "/en/")).toBe("/en/");
  });

  it("adds the way back to the login page", () => {
    expect(withReturn("/de/anmelden/", "/de/profile/")).toBe("/de/anmelden/?return=%2Fde%2Fprofile%2F");
    expect(withReturn("/de/anmelden/", undefined)).toBe("/de/anmelden/");
  });

  it("starts a social login at the gateway with language and way back", () => {
    expect(socialLoginPath("google", "de", "/de/rezepte/x/")).toBe("/api/authenticate/google/?lang=de&return=%2Fde%2Frezepte%2Fx%2F");
    expect(socialLoginPath("appleid", "en", "/en/?q=a&b=c")).toBe("/api/authenticate/appleid/?lang=en&return=%2Fen%2F%3Fq%3Da%26b%3Dc");
  });

  it("reads the mail's token from the fragment", () => {
    expect(tokenFromHash("#token=abc123")).toBe("abc123");
    expect(tokenFromHash("#token=a_b-C9")).toBe("a_b-C9");
    expect(tokenFromHash("#x=1&token=a%2Bb")).toBe("a+b");
    expect(tokenFromHash("#token=")).toBeNull();
    expect(tokenFromHash("")).toBeNull();
  });
});
