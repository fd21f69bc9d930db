/**
 * The recent searches, kept on the device (localStorage "tischlein:recent-searches"), never sent
 * anywhere. Storage may be unavailable (private mode, blocked): then there is simply no history.
 */
import { readRecent, remember } from "../../lib/search.ts";

const KEY = "tischlein:recent-searches";

export function loadRecent(): string[] {
  try {
    return readRecent(localStorage.getItem(KEY));
  } catch {
    return [];
  }
}

export function saveRecent(q: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(remember(loadRecent(), q)));
  } catch {
    // No storage: nothing to remember.
  }
}

export function clearRecent(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // No storage: nothing to forget.
  }
}
