/**
 * The likes pages (profile/likes and users/likes): the logged-in reader's liked recipes and
 * stories; a prompt to log in for everyone else.
 */
import type { Language } from "@tischlein/content-schemas";
import { accountText } from "../../i18n/client.ts";
import { LoginGate, Placeholder, useSession } from "../account/session.tsx";
import LikedList from "./LikedList.tsx";

export default function LikesPage({ lang }: { lang: Language }) {
  const text = accountText(lang);
  const { session } = useSession();
  if (session === "unknown") return <Placeholder text={text} />;
  if (session === "out") return <LoginGate lang={lang} text={text} />;
  return <LikedList lang={lang} text={text} />;
}
