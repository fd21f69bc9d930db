/**
 * The build loader against a real HTTP server (node:http on a free port), not a mocked fetch: the
 * requests go through the same network stack as in a build.
 */
import { ContentSummary, Feed, type Language } from "@tischlein/content-schemas";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCEPT, ApiError, fetchApi, loadAllPages, loadOne, loadPaged, SchemaError } from "./api.ts";

/** A valid recipe card; `n` makes ids unique. */
function summary(slug: string, n: number, lang: Language = "de"): ContentSummary {
  const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  return {
    type: "recipe",
    language: lang,
    alternate: null,
    id: uuid,
    content_id: uuid,
    slug,
    title: `Rezept ${n}`,
    description: "Schnell und gut.",
    image: { url: `/api/media/recipes/${slug}.jpg`, width: 1600, height: 1200, alt: "Ein Teller" },
    author: { name: "Lena Hoffmann", slug: "lena-hoffmann", image: null, new_type: null },
    user_reactions: { like_count: n },
    publishing: { state: "published", published_at: "2026-11-19T06:21:00Z" },
    community: false,
    tags: [],
    duration: { preparation: 10, baking: 20, resting: 0 },
    difficulty: "easy",
    video: null,
  };
}

/** Items of the three-page list, two per page. */
const LIST = [1, 2, 3, 4, 5].map((n) => summary(`rezept-${n}`, n));
const PER_PAGE = 2;

/** Every request the server saw: path with query, and headers. */
let seen: { url: string; headers: IncomingHttpHeaders }[] = [];
/** Calls of the flaky path so far: the first answers 503. */
let flaky = 0;
let server: Server;
let base: string;

function json(res: import("node:http").ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    const url = new URL(req.url ?? "/", "http://test");
    switch (url.pathname) {
      case "/api/feed/":
        return json(res, 200, { language: req.headers["accept-language"], group: "main", modules: [] });
      case "/api/recipes/old-slug/":
        res.writeHead(301, { Location: "/api/recipes/new-slug/" });
        return res.end();
      case "/api/recipes/temporary/":
        res.writeHead(302, { Location: "https://other.example/api/recipes/elsewhere/" });
        return res.end();
      case "/api/recipes/missing/":
        return json(res, 404, { error: { code: "not_found", message: "Not found" } });
      case "/api/recipes/html/":
        res.writeHead(500, { "Content-Type": "text/html; charset=utf-8" });
        return res.end("<!doctype html>\n<html><body><h1>502 Bad Gateway</h1>\n<p>nginx</p></body></html>");
      case "/api/recipes/garbled/":
        res.writeHead(200, { "Content-Type": "application/json" });
        return res.end('{"title": "Kuchen", ');
      case "/api/recipes/flaky/":
        flaky++;
        return flaky === 1 ? json(res, 503, { error: { code: "unavailable" } }) : json(res, 200, { title: "Kuchen" });
      case "/api/recipes/busy/":
        return json(res, 504, { error: { code: "upstream_timeout" } });
      case "/api/recipes/slow/":
        return setTimeout(() => json(res, 200, {}), 2000);
      case "/api/broken-list/": {
        const broken = { ...summary("kaputter-kuchen", 2), title: "" } as Record<string, unknown>;
        delete broken.duration;
        return json(res, 200, {
          meta: { pagination: { page: 1, pages: 1, per_page: 10, total: 2 } },
          data: [summary("guter-kuchen", 1), broken],
        });
      }
      case "/api/broken-feed/":
        return json(res, 200, {
          language: "de",
          group: "main",
          modules: [{ kind: "hero", id: "hero", title: "Rezept der Woche", item: { ...summary("lachs", 7), author: { slug: "anna" } } }],
        });
      case "/api/list/": {
        const page = Number(url.searchParams.get("page") ?? "1");
        const perPage = Number(url.searchParams.get("per_page") ?? PER_PAGE);
        const pages = Math.ceil(LIST.length / perPage);
        if (page < 1 || page > pages) return json(res, 404, { error: { code: "page_out_of_range" } });
        return json(res, 200, {
          meta: { pagination: { page, pages, per_page: perPage, total: LIST.length } },
          data: LIST.slice((page - 1) * perPage, page * perPage),
        });
      }
      default:
        return json(res, 404, { error: { code: "not_found" } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

describe("fetchApi", () => {
  it("sends the upstream contract headers and returns the JSON body", async () => {
    const result = await fetchApi("/feed/", { lang: "en", baseUrl: base, query: { group: "main" } });
    expect(result).toEqual({ data: { language: "en", group: "main", modules: [] } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("/api/feed/?group=main");
    expect(seen[0]!.headers.accept).toBe(ACCEPT);
    expect(seen[0]!.headers.accept).toBe("application/vnd.tischlein+json; version=3");
    expect(seen[0]!.headers["content-type"]).toBe("application/json");
    expect(seen[0]!.headers["accept-language"]).toBe("en");
    // Uncompressed: the build reads megabytes from a gateway nearby.
    expect(seen[0]!.headers["accept-encoding"]).toBe("identity");
  });

  it("reads API_URL when no base URL is given", async () => {
    const before = process.env.API_URL;
    process.env.API_URL = `${base}/`;
    try {
      await fetchApi("feed/", { lang: "de" });
    } finally {
      if (before === undefined) delete process.env.API_URL;
      else process.env.API_URL = before;
    }
    expect(seen[0]!.url).toBe("/api/feed/");
    expect(seen[0]!.headers["accept-language"]).toBe("de");
  });

  it("does not follow a 301 and returns its Location as redirectUrl", async () => {
    const result = await fetchApi("/recipes/old-slug/", { lang: "de", baseUrl: base });
    expect(result).toEqual({ redirectUrl: "/api/recipes/new-slug/" });
    expect(seen.map((r) => r.url)).toEqual(["/api/recipes/old-slug/"]);
  });

  it("does not follow a 302 either", async () => {
    const result = await fetchApi("/recipes/temporary/", { lang: "de", baseUrl: base });
    expect(result).toEqual({ redirectUrl: "https://other.example/api/recipes/elsewhere/" });
    expect(seen).toHaveLength(1);
  });

  it("throws Status 404 for a JSON error", async () => {
    const error = await fetchApi("/recipes/missing/", { lang: "de", baseUrl: base }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/^Status 404 \[GET http:\/\/127\.0\.0\.1:\d+\/api\/recipes\/missing\/, Accept-Language: de\]$/);
    expect((error as ApiError).status).toBe(404);
  });

  it("throws HTML response with the page text for an HTML error page", async () => {
    const error = await fetchApi("/recipes/html/", { lang: "en", baseUrl: base }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain(
      "HTML response - <!doctype html> <html><body><h1>502 Bad Gateway</h1> <p>nginx</p></body></html>",
    );
    expect((error as ApiError).status).toBe(500);
  });

  it("throws Request error for a body that is not JSON", async () => {
    await expect(fetchApi("/recipes/garbled/", { lang: "de", baseUrl: base })).rejects.toThrow(
      /^Request error: invalid JSON: .+ \[GET .*\/api\/recipes\/garbled\//,
    );
  });

  it("throws Request error when nothing listens", async () => {
    // A port that was free a moment ago: connection refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(fetchApi("/feed/", { lang: "de", baseUrl: `http://127.0.0.1:${port}/api` })).rejects.toThrow(
      /^Request error: fetch failed: .*ECONNREFUSED/,
    );
  });

  it("throws Request error when the answer takes too long", async () => {
    await expect(fetchApi("/recipes/slow/", { lang: "de", baseUrl: base, timeoutMs: 100 })).rejects.toThrow(
      /^Request error: .*(timeout|aborted)/i,
    );
  });
});

describe("loadOne", () => {
  it("validates and returns the typed document", async () => {
    const result = await loadOne("/feed/", Feed, "de", { baseUrl: base });
    expect(result).toEqual({ data: { language: "de", group: "main", modules: [] } });
  });

  it("passes a redirect through unvalidated", async () => {
    expect(await loadOne("/recipes/old-slug/", Feed, "de", { baseUrl: base })).toEqual({
      redirectUrl: "/api/recipes/new-slug/",
    });
  });

  it("fails with the path, the item and the field paths of a schema violation", async () => {
    const error = await loadOne("/broken-feed/", Feed, "de", { baseUrl: base }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    const message = (error as SchemaError).message;
    expect(message).toContain("Invalid response from /broken-feed/ (de)");
    // The author has a slug but no name: named by the module, the recipe and the author.
    expect(message).toContain(
      '  - item id "hero" › "lachs" › "anna" → modules.0.item.author.name: Invalid input: expected string, received undefined\n',
    );
  });
});

describe("loadPaged", () => {
  it("fails naming the slug of the broken item and its fields", async () => {
    const error = await loadPaged("/broken-list/", ContentSummary, "de", { baseUrl: base }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    const message = (error as SchemaError).message;
    expect(message).toContain("Invalid response from /broken-list/ (de)");
    expect(message).toContain('item "kaputter-kuchen" → data.1.title');
    expect(message).toContain('item "kaputter-kuchen" → data.1.duration');
    expect(message).not.toContain("guter-kuchen");
  });

  it("returns one page with its pagination", async () => {
    const page = await loadPaged("/list/", ContentSummary, "de", { baseUrl: base, query: { page: 2 } });
    expect(page.items.map((i) => i.slug)).toEqual(["rezept-3", "rezept-4"]);
    expect(page.pagination).toEqual({ page: 2, pages: 3, per_page: 2, total: 5 });
  });
});

describe("retries", () => {
  it("tries again after a 502/503/504 and then succeeds", async () => {
    const result = await fetchApi("/recipes/flaky/", { lang: "de", baseUrl: base });
    expect(result).toEqual({ data: { title: "Kuchen" } });
    expect(seen).toHaveLength(2);
  });

  it("gives up after the allowed retries", async () => {
    await expect(fetchApi("/recipes/busy/", { lang: "de", baseUrl: base, retries: 0 })).rejects.toThrow(/^Status 504 /);
    expect(seen).toHaveLength(1);
  });

  it("does not retry a client error", async () => {
    await expect(fetchApi("/recipes/missing/", { lang: "de", baseUrl: base })).rejects.toThrow(/^Status 404 /);
    expect(seen).toHaveLength(1);
  });
});

describe("loadAllPages", () => {
  it("follows pages while page < pages and keeps the order", async () => {
    const items = await loadAllPages("/list/", ContentSummary, "en", { baseUrl: base, query: { type: "recipe" } });
    expect(items.map((i) => i.slug)).toEqual(["rezept-1", "rezept-2", "rezept-3", "rezept-4", "rezept-5"]);
    expect(seen.map((r) => r.url)).toEqual([
      "/api/list/?type=recipe&page=1",
      "/api/list/?type=recipe&page=2",
      "/api/list/?type=recipe&page=3",
    ]);
    expect(seen.every((r) => r.headers["accept-language"] === "en")).toBe(true);
  });

  it("reads the later pages concurrently and still keeps the order", async () => {
    const items = await loadAllPages("/list/", ContentSummary, "de", { baseUrl: base, concurrency: 3 });
    expect(items.map((i) => i.slug)).toEqual(["rezept-1", "rezept-2", "rezept-3", "rezept-4", "rezept-5"]);
    expect(seen).toHaveLength(3);
  });

  it("stops after the first page when there is only one", async () => {
    const items = await loadAllPages("/list/", ContentSummary, "de", { baseUrl: base, query: { per_page: 10 } });
    expect(items).toHaveLength(5);
    expect(seen.map((r) => r.url)).toEqual(["/api/list/?per_page=10&page=1"]);
  });

  it("fails instead of returning an empty list when the list is unknown", async () => {
    await expect(loadAllPages("/feed-items/", ContentSummary, "de", { baseUrl: base })).rejects.toThrow(/^Status 404 /);
    expect(seen).toHaveLength(1);
  });
});
