/**
 * The shopping list page (profile/shopping-list): the whole list with the add field, for the shop.
 * Logged-out readers get the login prompt. For a logged-in reader it registers the list's service
 * worker (public/shopping-sw.js, scoped to this page) and hands it everything the page loaded, so
 * the page opens in the shop without signal too.
 */
import type { Language } from "@tischlein/content-schemas";
import { useEffect } from "react";
import { accountText } from "../../i18n/client.ts";
import { communityText } from "../../i18n/community-client.ts";
import { LoginGate, Placeholder, useSession } from "../account/session.tsx";
import ShoppingListView from "./ShoppingListView.tsx";

/** Registers the service worker for this page and lets it keep the page and its files. */
async function keepForOffline(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  await navigator.serviceWorker.register("/shopping-sw.js", { scope: location.pathname });
  const registration = await navigator.serviceWorker.ready;
  const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
  registration.active?.postMessage({ keep: [location.pathname, ...loaded] });
}

/**
 * Whose list this device keeps: opened without a connection, the page cannot ask who is logged
 * in, so it shows the list of the last reader it showed (an id, nothing personal).
 */
const LAST_READER = "tischlein-shopping-reader";

export default function ShoppingListPage({ lang }: { lang: Language }) {
  const account = accountText(lang);
  const { session, user } = useSession();
  useEffect(() => {
    if (session !== "in" || !user) return;
    localStorage.setItem(LAST_READER, user.id);
    keepForOffline().catch(() => {});
  }, [session, user]);
  if (session === "unknown") return <Placeholder text={account} />;
  const offlineReader = session === "out" && !navigator.onLine ? localStorage.getItem(LAST_READER) : null;
  const reader = user?.id ?? offlineReader;
  if (!reader) return <LoginGate lang={lang} text={account} />;
  return <ShoppingListView lang={lang} text={communityText(lang)} userId={reader} />;
}
