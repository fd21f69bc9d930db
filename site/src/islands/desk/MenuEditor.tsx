/**
 * The desk's "menu" tab: the header menu (content-schemas Menu), both languages at once as the API
 * keeps it — the order of the top entries, each entry's label and target per language, and the
 * columns of its drop-down panel with their links (label and target per language; added, removed,
 * reordered). The partners and every field not shown are sent back as they came.
 *
 * Read from and written whole to `/api/editorial/menu/`. Before saving, the editor finds the first
 * empty label or broken target itself (editing.ts menuProblem) and opens and focuses that field;
 * a 422 of the server naming a field is shown at that field the same way.
 *
 * Hooks for tests: `data-testid="menu-entry"` with `data-type`, `data-testid="menu-item"`, and the
 * SaveBar's.
 */
import type { Language, Menu } from "@tischlein/content-schemas";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { DeskText } from "../../i18n/desk-client.ts";
import { type AccountApiError, apiRequest } from "../../lib/account-api.ts";
import { fieldId, fieldPath, isMenu, menuProblem, move } from "./editing.ts";
import { Announcer, movedFocus, type Note, OrderButtons, SaveBar, useFocusLater, useUnsavedWarning } from "./Edits.tsx";

type Entry = Menu["entries"][number];
type Group = Entry["content"][number];
type Item = Group["items"][number];
type Path = (string | number)[];

const LANGUAGES = ["de", "en"] as const;
const ITEM_TYPES = ["category", "page", "external"] as const;

/** A field the editor shows: a label or target per language, or a link's kind. */
function isShownField(path: Path): boolean {
  const [third, before, last] = path.slice(-3);
  if (path[0] !== "entries") return false;
  if ((last === "de" || last === "en") && (before === "title" || before === "href")) return true;
  return last === "type" && typeof before === "number" && third === "items";
}

/** The keys of the entry and the column a path lies in, to open them. */
function opened(menu: Menu, path: Path): string[] {
  const entry = typeof path[1] === "number" ? menu.entries[path[1]] : undefined;
  if (!entry) return [];
  return typeof path[3] === "number" ? [entry.type, `${entry.type}/${path[3]}`] : [entry.type];
}

export default function MenuEditor({ lang, text }: { lang: Language; text: DeskText }) {
  const id = useId();
  const [menu, setMenu] = useState<Menu | null>(null);
  const [stored, setStored] = useState("");
  const [loadError, setLoadError] = useState("");
  const [note, setNote] = useState<Note | null>(null);
  const [problem, setProblem] = useState<{ path: Path; text: string } | null>(null);
  const [open, setOpen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  const [spoken, setSpoken] = useState("");
  const focusLater = useFocusLater();
  const dirty = menu !== null && JSON.stringify(menu) !== stored;
  useUnsavedWarning(dirty);

  const take = (answer: Menu) => {
    setMenu(answer);
    setStored(JSON.stringify(answer));
    setProblem(null);
  };
  useEffect(() => {
    apiRequest("GET", "/editorial/menu/", { guard: isMenu }).then(take, (e: AccountApiError) => setLoadError(e.message || e.code));
  }, []);

  const change = (entries: Entry[]) => {
    setMenu((m) => m && { ...m, entries });
    setProblem(null);
    setNote(null);
  };
  const toggle = (key: string) => setOpen((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
  /** Shows a complaint at its field (opening its entry and column) or, for a field not shown, in the bar. */
  const complain = (path: Path, message: string) => {
    if (!menu || !isShownField(path)) return setNote({ tone: "error", text: message });
    setProblem({ path, text: message });
    setOpen((keys) => [...new Set([...keys, ...opened(menu, path)])]);
    focusLater(fieldId(id, path));
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!menu) return;
    const found = menuProblem(menu);
    if (found) return complain(found.path, text(found.reason === "href" ? "desk.menu.hrefInvalid" : "desk.menu.required"));
    setBusy(true);
    apiRequest("PUT", "/editorial/menu/", { body: menu, guard: isMenu }).then(
      (answer) => {
        setBusy(false);
        take(answer);
        setNote({ tone: "ok", text: text("desk.saved") });
      },
      (e: AccountApiError) => {
        setBusy(false);
        complain(fieldPath(e.field), text("desk.error", { message: e.message || e.code }));
      },
    );
  };
  const errorAt = (path: Path) => (problem && problem.path.join(".") === path.join(".") ? problem.text : undefined);

  if (loadError) return <p className="acc-alert">{text("desk.error", { message: loadError })}</p>;
  if (!menu) return <p className="dk-loading" aria-busy="true" />;
  return (
    <form className="dk-menu" onSubmit={save} noValidate>
      <Announcer message={spoken} />
      <p className="acc-hint">{text("desk.menu.hrefHint")}</p>
      <ol className="dk-list dk-modules">
        {menu.entries.map((entry, e) => {
          const title = entry.title[lang] || entry.type;
          const isOpen = open.includes(entry.type);
          const at: Path = ["entries", e];
          const setEntry = (next: Entry) => change(menu.entries.map((x, i) => (i === e ? next : x)));
          return (
            <li key={entry.type} className="dk-card dk-module" data-testid="menu-entry" data-type={entry.type}>
              <div className="dk-module-head">
                <span className="dk-position" aria-hidden="true">
                  {e + 1}
                </span>
                <span className="dk-type">{title}</span>
                <code className="dk-id">{entry.type}</code>
                <OrderButtons
                  text={text}
                  id={fieldId(id, at)}
                  title={title}
                  index={e}
                  count={menu.entries.length}
                  onMove={(by) => {
                    change(move(menu.entries, e, by));
                    setSpoken(text("desk.order.moved", { title, position: e + by + 1 }));
                    focusLater(movedFocus(fieldId(id, ["entries", e + by]), e, by, menu.entries.length));
                  }}
                />
              </div>
              <button type="button" className="acc-secondary dk-toggle" aria-expanded={isOpen} aria-controls={`${fieldId(id, at)}-fields`} onClick={() => toggle(entry.type)}>
                {isOpen ? text("desk.close") : text("desk.menu.edit", { title })}
              </button>
              {isOpen && (
                <div id={`${fieldId(id, at)}-fields`} className="dk-entry-fields">
                  <Texts base={id} at={at} text={text} value={entry} errorAt={errorAt} onChange={(v) => setEntry({ ...entry, ...v })} />
                  {entry.content.length > 0 && <h4 className="dk-subhead">{text("desk.menu.groups", { count: entry.content.length })}</h4>}
                  <ul className="dk-groups">
                    {entry.content.map((group, g) => (
                      <GroupEditor
                        key={`${group.type}-${g}`}
                        base={id}
                        at={[...at, "content", g]}
                        text={text}
                        lang={lang}
                        group={group}
                        open={open.includes(`${entry.type}/${g}`)}
                        onToggle={() => toggle(`${entry.type}/${g}`)}
                        errorAt={errorAt}
                        say={setSpoken}
                        focusLater={focusLater}
                        onChange={(next) => setEntry({ ...entry, content: entry.content.map((x, i) => (i === g ? next : x)) })}
                      />
                    ))}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" className="acc-secondary" aria-expanded={preview} onClick={() => setPreview(!preview)}>
        {text(preview ? "desk.hidePreview" : "desk.preview")}
      </button>
      {preview && <MenuPreview text={text} menu={menu} initial={lang} />}
      <SaveBar text={text} dirty={dirty} busy={busy} note={note} onDiscard={() => window.confirm(text("desk.edits.confirm")) && take(JSON.parse(stored) as Menu)} />
    </form>
  );
}

interface GroupProps {
  base: string;
  at: Path;
  text: DeskText;
  lang: Language;
  group: Group;
  open: boolean;
  onToggle: () => void;
  errorAt: (path: Path) => string | undefined;
  say: (message: string) => void;
  focusLater: (id: string) => void;
  onChange: (group: Group) => void;
}

/** One column of a panel: its heading per language and its links. */
function GroupEditor({ base, at, text, lang, group, open, onToggle, errorAt, say, focusLater, onChange }: GroupProps) {
  const title = group.title[lang] || group.type;
  const itemTitle = (item: Item) => item.title[lang] || text("desk.menu.newItem");
  const setItems = (items: Item[]) => onChange({ ...group, items });
  return (
    <li className="dk-group">
      <div className="dk-row">
        <strong>{title}</strong>
        <span className="dk-meta">{text("desk.menu.links", { count: group.items.length })}</span>
        <button type="button" className="dk-mini dk-mini-wide dk-group-toggle" aria-expanded={open} onClick={onToggle}>
          {open ? text("desk.close") : text("desk.menu.edit", { title })}
        </button>
      </div>
      {open && (
        <>
          <Texts base={base} at={at} text={text} value={group} errorAt={errorAt} onChange={(v) => onChange({ ...group, ...v })} />
          <ol className="dk-menuitems">
            {group.items.map((item, i) => {
              const itemAt = [...at, "items", i];
              return (
                <li key={i} className="dk-menuitem" data-testid="menu-item">
                  <fieldset className="dk-fieldset">
                    <legend>{text("desk.menu.item", { position: i + 1 })}</legend>
                    <div className="dk-item-head">
                      <div className="acc-field">
                        <label htmlFor={fieldId(base, [...itemAt, "type"])}>{text("desk.menu.itemType")}</label>
                        <select
                          id={fieldId(base, [...itemAt, "type"])}
                          value={item.type}
                          aria-invalid={errorAt([...itemAt, "type"]) ? true : undefined}
                          onChange={(e) => setItems(group.items.map((x, n) => (n === i ? { ...x, type: e.target.value as Item["type"] } : x)))}
                        >
                          {ITEM_TYPES.map((t) => (
                            <option key={t} value={t}>
                              {text(`desk.menu.itemType.${t}`)}
                            </option>
                          ))}
                        </select>
                        {errorAt([...itemAt, "type"]) && <p className="acc-field-error">{errorAt([...itemAt, "type"])}</p>}
                      </div>
                      <OrderButtons
                        text={text}
                        id={fieldId(base, itemAt)}
                        title={itemTitle(item)}
                        index={i}
                        count={group.items.length}
                        onMove={(by) => {
                          setItems(move(group.items, i, by));
                          say(text("desk.order.moved", { title: itemTitle(item), position: i + by + 1 }));
                          focusLater(movedFocus(fieldId(base, [...at, "items", i + by]), i, by, group.items.length));
                        }}
                        onRemove={() => {
                          setItems(group.items.filter((_, n) => n !== i));
                          say(text("desk.order.removed", { title: itemTitle(item) }));
                          focusLater(group.items.length > 1 ? `${fieldId(base, [...at, "items", Math.min(i, group.items.length - 2)])}-remove` : `${fieldId(base, at)}-add`);
                        }}
                      />
                    </div>
                    <Texts base={base} at={itemAt} text={text} value={item} errorAt={errorAt} onChange={(v) => setItems(group.items.map((x, n) => (n === i ? { ...x, ...v } : x)))} />
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            id={`${fieldId(base, at)}-add`}
            className="acc-secondary"
            onClick={() => {
              setItems([...group.items, { type: "category", title: { de: "", en: "" }, href: { de: "", en: "" } }]);
              focusLater(fieldId(base, [...at, "items", group.items.length, "title", "de"]));
            }}
          >
            {text("desk.menu.addItem")}
          </button>
        </>
      )}
    </li>
  );
}

type PerLanguage = Record<Language, string>;

interface TextsProps {
  base: string;
  at: Path;
  text: DeskText;
  value: { title: PerLanguage; href?: PerLanguage };
  errorAt: (path: Path) => string | undefined;
  onChange: (value: { title: PerLanguage; href?: PerLanguage }) => void;
}

/** The label and (where there is one) the target of an entry, column or link, German beside English. */
function Texts({ base, at, text, value, errorAt, onChange }: TextsProps) {
  const field = (kind: "title" | "href", l: Language) => {
    const path = [...at, kind, l];
    const fid = fieldId(base, path);
    const error = errorAt(path);
    const current = kind === "title" ? value.title : value.href!;
    return (
      <div className="acc-field" key={fid} lang={l}>
        <label htmlFor={fid}>{text(kind === "title" ? "desk.menu.title" : "desk.menu.href", { lang: l })}</label>
        <input
          id={fid}
          type="text"
          inputMode={kind === "href" ? "url" : undefined}
          maxLength={kind === "href" ? 2048 : 200}
          value={current[l]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fid}-error` : undefined}
          onChange={(e) => onChange({ ...value, [kind]: { ...current, [l]: e.target.value } })}
        />
        {error && (
          <p className="acc-field-error" id={`${fid}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <div className="dk-pair">
      {LANGUAGES.map((l) => field("title", l))}
      {value.href && LANGUAGES.map((l) => field("href", l))}
    </div>
  );
}

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** The menu as the header shows it (simply): the entries in a row, then each panel's columns. */
function MenuPreview({ text, menu, initial }: { text: DeskText; menu: Menu; initial: Language }) {
  const [lang, setLang] = useState<Language>(initial);
  const panels = menu.entries.filter((e) => e.content.length > 0 || e.type === "partner");
  return (
    <div className="dk-preview dk-mp" data-testid="menu-preview">
      <fieldset className="dk-fieldset">
        <legend>{text("desk.menu.previewIn")}</legend>
        <div className="dk-choices">
          {LANGUAGES.map((l) => (
            <label key={l} className="dk-chip">
              <input type="radio" name="preview-language" checked={lang === l} onChange={() => setLang(l)} />
              <span>{text(`desk.feed.language.${l}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div lang={lang}>
        <ul className="dk-mp-bar">
          {menu.entries.map((entry) => (
            <li key={entry.type} className={entry.type === "shop" || entry.type === "app" || entry.type === "plus" ? "dk-mp-secondary" : undefined}>
              {entry.title[lang]}
              {isExternal(entry.href[lang]) && <span aria-hidden="true"> ↗</span>}
              {(entry.content.length > 0 || entry.type === "partner") && <span aria-hidden="true"> ▾</span>}
            </li>
          ))}
        </ul>
        {panels.map((entry) => (
          <section key={entry.type} className="dk-mp-panel">
            <h4>{entry.title[lang]}</h4>
            <div className="dk-mp-cols">
              {entry.type === "partner" ? (
                <ul>
                  {menu.partners.map((p) => (
                    <li key={p.id}>{p.title}</li>
                  ))}
                </ul>
              ) : (
                entry.content.map((group, g) => (
                  <div key={`${group.type}-${g}`}>
                    <h5>{group.title[lang]}</h5>
                    <ul>
                      {group.items.map((item, i) => (
                        <li key={i}>{item.title[lang] || "—"}</li>
                      ))}
                    </ul>
                  </div>
                ))
              )}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
