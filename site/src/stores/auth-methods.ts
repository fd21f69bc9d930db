/**
 * The social login providers the gateway has credentials for (GET /api/authenticate/methods/), so
 * the login and register forms offer only those (spec §3 "Login methods"). Asked once per page,
 * when a form first needs it; an error or a missing route means: none.
 *
 * @example
 * const methods = useStore($authMethods); // [] until known
 * useEffect(() => void loadAuthMethods(), []);
 */
import type { AuthMethods } from "@tischlein/content-schemas";
import { atom } from "nanostores";
import { apiRequest } from "../lib/account-api.ts";
import { isAuthMethods } from "../lib/summary-guards.ts";

/** One enabled provider. */
export type AuthMethod = AuthMethods["data"][number];

/** The enabled providers, in the order the API lists them. */
export const $authMethods = atom<AuthMethod[]>([]);

let request: Promise<AuthMethod[]> | null = null;

/** Asks for the enabled providers, once. */
export function loadAuthMethods(): Promise<AuthMethod[]> {
  request ??= apiRequest("GET", "/authenticate/methods/", { guard: isAuthMethods }).then(
    (answer) => {
      $authMethods.set(answer.data);
      return answer.data;
    },
    () => [],
  );
  return request;
}
