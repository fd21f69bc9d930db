/**
 * The desk's start of a new recipe or story: its type, language and title, then the writing room
 * opens (Workspace.tsx). Kept apart from the room so the content list does not load the room.
 *
 * Hooks for tests: `data-testid="new-recipe"`, `data-testid="new-story"`, `data-testid="create"`.
 */
import type { EditorialItem, Language } from "@tischlein/content-schemas";
import { type FormEvent, useId, useState } from "react";
import type { DeskText } from "../../i18n/desk-client.ts";
import { type AccountApiError, apiRequest } from "../../lib/account-api.ts";
import { isEditorialItem } from "./editing.ts";
import "./workspace.css";

const LANGUAGES: readonly Language[] = ["de", "en"];

/** Starts a new recipe or story in one language from its title (POST /api/editorial/content/). */
export default function NewItem({ lang, text, created }: { lang: Language; text: DeskText; created: (id: string) => void }) {
  const id = useId();
  const [type, setType] = useState<EditorialItem["type"] | null>(null);
  const [language, setLanguage] = useState<Language>(lang);
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  if (!type) {
    return (
      <p className="dk-new">
        <button type="button" className="acc-submit" data-testid="new-recipe" onClick={() => setType("recipe")}>
          {text("desk.new.recipe")}
        </button>
        <button type="button" className="acc-secondary" data-testid="new-story" onClick={() => setType("article")}>
          {text("desk.new.article")}
        </button>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError("");
    apiRequest("POST", "/editorial/content/", { body: { type, language, draft: { title: title.trim() } }, guard: isEditorialItem }).then(
      (answer) => created(answer.content_id),
      (e: AccountApiError) => {
        setBusy(false);
        setError(e.message || e.code);
      },
    );
  };
  return (
    <form className="dk-editor dk-new-form" onSubmit={submit}>
      <h2>{text(`desk.new.${type}`)}</h2>
      <div className="dk-choices" role="radiogroup" aria-label={text("desk.languages")}>
        {LANGUAGES.map((l) => (
          <label key={l} className="dk-chip">
            <input type="radio" name="language" checked={language === l} onChange={() => setLanguage(l)} />
            <span>{text(`desk.language.${l}`)}</span>
          </label>
        ))}
      </div>
      <div className="acc-field">
        <label htmlFor={`${id}-title`}>{text("desk.title", { lang: language })}</label>
        <input id={`${id}-title`} name="title" type="text" minLength={3} maxLength={200} required value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      {error && <p className="acc-alert">{text("desk.error", { message: error })}</p>}
      <p className="dk-actions">
        <button type="submit" className="acc-submit" disabled={busy} data-testid="create">
          {text("desk.new.create")}
        </button>
        <button type="button" className="acc-secondary" onClick={() => setType(null)}>
          {text("desk.close")}
        </button>
      </p>
    </form>
  );
}
