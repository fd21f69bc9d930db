/**
 * The shopping list page (profile/shopping-list): the whole list with the add field, for the shop.
 * Logged-out readers get the login prompt.
 */
import type { Language } from "@tischlein/content-schemas";
import { accountText } from "../../i18n/client.ts";
import { communityText } from "../../i18n/community-client.ts";
import { LoginGate, Placeholder, useSession } from "../account/session.tsx";
import ShoppingListView from "./ShoppingListView.tsx";

export default function ShoppingListPage({ lang }: { lang: Language }) {
  const account = accountText(lang);
  const { session, user } = useSession();
  if (session === "unknown") return <Placeholder text={account} />;
  if (session === "out" || !user) return <LoginGate lang={lang} text={account} />;
  return <ShoppingListView lang={lang} text={communityText(lang)} userId={user.id} />;
}
