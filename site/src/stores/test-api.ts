/**
 * A stand-in for the gateway in the store tests: `fetch` is replaced at the boundary by a table of
 * answers, every request is recorded, and an answer can be held back to look at the optimistic
 * state in between. Each test imports fresh store modules (vi.resetModules), as a page load would.
 */
import { vi } from "vitest";

/** One recorded request. */
export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** What a route answers: status and JSON body (undefined: no body), or a promise of that. */
export type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** A route: "METHOD /path" (path below /api, with its query) → answer or a function making one. */
export type Routes = Record<string, Answer | ((call: Call) => Answer)>;

/** A user as GET /api/users/me/ answers it (content-schemas fixture valid-free-user). */
export const USER = {
  id: "c1e7a4d2-5b38-4f9a-8e06-7d2c3b1a9f50",
  name: "Jana Koch",
  email: "jana@example.com",
  slug: "jana-koch-3f9a",
  language: "de",
  is_premium: false,
  newsletter_opt_in: false,
  new_type: null,
  has_password: true,
  role: "user",
  consent: null,
} as const;

export const ITEM = "0f6f2b0e-8a6b-4c6e-9f38-4b8f3c1d2e10";
export const OTHER = "6a1b7c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";

export const error = (status: number, code: string, message: string, field?: string) => ({
  status,
  body: { error: { status, code, message, ...(field ? { field } : {}) } },
});

/** Replaces fetch; answers from `routes`, 404 for anything else. */
export function stubApi(routes: Routes): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const path = input.replace(/^\/api/, "");
    const method = init.method ?? "GET";
    const call: Call = {
      method,
      path,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = await (typeof route === "function" ? route(call) : route ?? error(404, "not_found", "Nicht gefunden."));
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}

/** A promise resolved from outside: hold an answer back until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Gives the test's "page" a document whose cookies the gateway set: `session` adds the readable
 * hint `tischlein_signed_in=1` that the gateway keeps beside the (HttpOnly, so invisible) session
 * cookie, without which the store does not ask the API.
 */
export function sessionCookie(session: boolean, cookie = session ? "consent=1; tischlein_signed_in=1" : "consent=1"): void {
  vi.stubGlobal("document", { cookie, documentElement: { lang: "de" } });
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((r) => setTimeout(r, 0));

/** The data layer of the test's "page". */
export function dataLayer(): Record<string, unknown>[] {
  return ((globalThis as { dataLayer?: Record<string, unknown>[] }).dataLayer ??= []);
}
