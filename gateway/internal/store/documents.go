package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Document is one language version of a published thing: a recipe, story, category, tag, author,
// ingredient, shopping tip, collection, feed or menu.
type Document struct {
	ID       string
	GroupID  string // shared by the language versions of one thing
	Kind     string
	Language string
	Slug     string
	Title    string
	// AuthorSlug is set on recipes and stories.
	AuthorSlug  string
	Community   bool
	State       string
	PublishedAt time.Time
	// Position orders documents that have an editorial order (categories, tags, authors).
	Position int
	// Summary is the JSON of the item as a card; empty for kinds that have no cards.
	Summary []byte
	// Body is the JSON of the whole item.
	Body      []byte
	UpdatedAt time.Time
	// Terms are the group ids of the categories, tags and ingredients the item is linked to. Written only.
	Terms []string
	// OldSlugs redirect to Slug. Written only.
	OldSlugs []string
}

// Order of a listing.
type Order int

const (
	// Newest lists the most recently published first.
	Newest Order = iota
	// Editorial lists by position, then title.
	Editorial
)

// Query selects a page of documents of one language.
type Query struct {
	Kinds    []string
	Language string
	// Term keeps documents linked to this group id (a category, tag or ingredient).
	Term string
	// Author keeps documents by this author slug.
	Author string
	// Community keeps community (true) or editorial (false) documents; nil keeps both.
	Community *bool
	// UpdatedSince keeps documents written after this time (zero keeps all): a partial build of the
	// site fetches only what changed since its previous one.
	UpdatedSince time.Time
	Order        Order
	Page         int
	PerPage      int
}

const documentColumns = `id, group_id, kind, language, slug, title, author_slug, community, state, published_at, position, summary, body, updated_at`

// List returns one page of published documents and how many match in all.
func (s *Store) List(ctx context.Context, q Query) ([]Document, int, error) {
	if len(q.Kinds) == 0 || q.Page < 1 || q.PerPage < 1 {
		return nil, 0, fmt.Errorf("store: invalid query %+v", q)
	}
	where := []string{"d.kind IN (" + placeholders(len(q.Kinds)) + ")", "d.language = ?", "d.state = 'published'"}
	var args []any
	for _, k := range q.Kinds {
		args = append(args, k)
	}
	args = append(args, q.Language)
	if q.Term != "" {
		where = append(where, "d.id IN (SELECT document_id FROM document_terms WHERE term_id = ?)")
		args = append(args, q.Term)
	}
	if q.Author != "" {
		where = append(where, "d.author_slug = ?")
		args = append(args, q.Author)
	}
	if q.Community != nil {
		where = append(where, "d.community = ?")
		args = append(args, *q.Community)
	}
	if !q.UpdatedSince.IsZero() {
		where = append(where, "d.updated_at > ?")
		args = append(args, q.UpdatedSince.UnixMilli())
	}
	cond := strings.Join(where, " AND ")

	var total int
	if err := s.db.QueryRowContext(ctx, s.rebind("SELECT count(*) FROM documents d WHERE "+cond), args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("store: unable to count %v: %w", q.Kinds, err)
	}
	order := "d.published_at DESC, d.id"
	if q.Order == Editorial {
		order = "d.position, d.title, d.id"
	}
	rows, err := s.db.QueryContext(ctx,
		s.rebind("SELECT "+prefixed(documentColumns)+" FROM documents d WHERE "+cond+" ORDER BY "+order+" LIMIT ? OFFSET ?"),
		append(args, q.PerPage, (q.Page-1)*q.PerPage)...)
	if err != nil {
		return nil, 0, fmt.Errorf("store: unable to list %v: %w", q.Kinds, err)
	}
	defer rows.Close()
	var docs []Document
	for rows.Next() {
		d, err := scanDocument(rows)
		if err != nil {
			return nil, 0, err
		}
		docs = append(docs, d)
	}
	return docs, total, rows.Err()
}

// BySlug returns the published document of a kind with this slug in this language.
func (s *Store) BySlug(ctx context.Context, kind, language, slug string) (Document, error) {
	row := s.db.QueryRowContext(ctx,
		s.rebind("SELECT "+documentColumns+" FROM documents WHERE kind = ? AND language = ? AND slug = ? AND state = 'published'"),
		kind, language, slug)
	d, err := scanDocument(row)
	if errors.Is(err, sql.ErrNoRows) {
		return Document{}, ErrNotFound
	}
	if err != nil {
		return Document{}, fmt.Errorf("store: unable to fetch %s %q: %w", kind, slug, err)
	}
	return d, nil
}

// Redirect returns the current slug of the document that once had oldSlug.
func (s *Store) Redirect(ctx context.Context, kind, language, oldSlug string) (string, error) {
	var slug string
	err := s.db.QueryRowContext(ctx, s.rebind(
		`SELECT d.slug FROM slug_redirects r JOIN documents d ON d.id = r.document_id
		 WHERE r.kind = ? AND r.language = ? AND r.old_slug = ? AND d.state = 'published'`),
		kind, language, oldSlug).Scan(&slug)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	if err != nil {
		return "", fmt.Errorf("store: unable to look up old slug %q: %w", oldSlug, err)
	}
	return slug, nil
}

// SlugRedirect is an old slug of a published document and the slug it has now.
type SlugRedirect struct {
	Kind     string `json:"kind"`
	Language string `json:"language"`
	From     string `json:"from"`
	To       string `json:"to"`
}

// Redirects returns one page of the old slugs of published documents in a language, and how many
// there are.
func (s *Store) Redirects(ctx context.Context, language string, page, perPage int) ([]SlugRedirect, int, error) {
	var total int
	if err := s.db.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM slug_redirects r JOIN documents d ON d.id = r.document_id
		WHERE r.language = ? AND d.state = 'published'`), language).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("store: unable to count redirects: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT r.kind, r.language, r.old_slug, d.slug FROM slug_redirects r
		JOIN documents d ON d.id = r.document_id WHERE r.language = ? AND d.state = 'published'
		ORDER BY r.kind, r.old_slug LIMIT ? OFFSET ?`), language, perPage, (page-1)*perPage)
	if err != nil {
		return nil, 0, fmt.Errorf("store: unable to list redirects: %w", err)
	}
	defer rows.Close()
	var out []SlugRedirect
	for rows.Next() {
		var r SlugRedirect
		if err := rows.Scan(&r.Kind, &r.Language, &r.From, &r.To); err != nil {
			return nil, 0, err
		}
		out = append(out, r)
	}
	return out, total, rows.Err()
}

// CountTerms counts the published documents of the given kinds and language linked to each term.
func (s *Store) CountTerms(ctx context.Context, language string, kinds, terms []string) (map[string]int, error) {
	counts := make(map[string]int, len(terms))
	if len(terms) == 0 {
		return counts, nil
	}
	args := []any{language, true}
	for _, k := range kinds {
		args = append(args, k)
	}
	for _, t := range terms {
		args = append(args, t)
	}
	rows, err := s.db.QueryContext(ctx, s.rebind(
		`SELECT term_id, count(*) FROM document_terms
		 WHERE language = ? AND published = ? AND kind IN (`+placeholders(len(kinds))+`)
		 AND term_id IN (`+placeholders(len(terms))+`) GROUP BY term_id`), args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to count terms: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var term string
		var n int
		if err := rows.Scan(&term, &n); err != nil {
			return nil, err
		}
		counts[term] = n
	}
	return counts, rows.Err()
}

// CountByAuthor counts an author's published documents per kind in one language.
func (s *Store) CountByAuthor(ctx context.Context, language, author string) (map[string]int, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(
		`SELECT kind, count(*) FROM documents WHERE author_slug = ? AND language = ? AND state = 'published' GROUP BY kind`),
		author, language)
	if err != nil {
		return nil, fmt.Errorf("store: unable to count documents of %q: %w", author, err)
	}
	defer rows.Close()
	counts := map[string]int{}
	for rows.Next() {
		var kind string
		var n int
		if err := rows.Scan(&kind, &n); err != nil {
			return nil, err
		}
		counts[kind] = n
	}
	return counts, rows.Err()
}

// Put writes documents, their terms and old slugs in one transaction, replacing documents with the
// same id.
func (s *Store) Put(ctx context.Context, docs []Document) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return s.putDocuments(ctx, tx, docs) })
}

// putDocuments is Put inside a transaction the caller holds (publishing a cook's recipe writes its
// documents together with the recipe's new state).
func (s *Store) putDocuments(ctx context.Context, tx *sql.Tx, docs []Document) error {
	upsert, err := tx.PrepareContext(ctx, s.rebind(`INSERT INTO documents (`+documentColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET group_id = excluded.group_id, kind = excluded.kind,
		language = excluded.language, slug = excluded.slug, title = excluded.title,
		author_slug = excluded.author_slug, community = excluded.community, state = excluded.state,
		published_at = excluded.published_at, position = excluded.position, summary = excluded.summary,
		body = excluded.body, updated_at = excluded.updated_at`))
	if err != nil {
		return fmt.Errorf("store: unable to prepare upsert: %w", err)
	}
	defer upsert.Close()
	clearTerms, err := tx.PrepareContext(ctx, s.rebind(`DELETE FROM document_terms WHERE document_id = ?`))
	if err != nil {
		return err
	}
	defer clearTerms.Close()
	addTerm, err := tx.PrepareContext(ctx, s.rebind(`INSERT INTO document_terms (document_id, term_id, language, kind, published)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`))
	if err != nil {
		return err
	}
	defer addTerm.Close()
	addRedirect, err := tx.PrepareContext(ctx, s.rebind(`INSERT INTO slug_redirects (kind, language, old_slug, document_id) VALUES (?, ?, ?, ?)
		ON CONFLICT (kind, language, old_slug) DO UPDATE SET document_id = excluded.document_id`))
	if err != nil {
		return err
	}
	defer addRedirect.Close()

	for _, d := range docs {
		if d.State == "" {
			d.State = "published"
		}
		if d.UpdatedAt.IsZero() {
			d.UpdatedAt = time.Now()
		}
		if _, err := upsert.ExecContext(ctx, d.ID, d.GroupID, d.Kind, d.Language, d.Slug, d.Title, d.AuthorSlug,
			d.Community, d.State, d.PublishedAt.UnixMilli(), d.Position, string(d.Summary), string(d.Body), d.UpdatedAt.UnixMilli()); err != nil {
			return fmt.Errorf("store: unable to write %s %q (%s): %w", d.Kind, d.Slug, d.Language, err)
		}
		if _, err := clearTerms.ExecContext(ctx, d.ID); err != nil {
			return err
		}
		for _, t := range d.Terms {
			if _, err := addTerm.ExecContext(ctx, d.ID, t, d.Language, d.Kind, d.State == "published"); err != nil {
				return fmt.Errorf("store: unable to link %q to %q: %w", d.Slug, t, err)
			}
		}
		for _, old := range d.OldSlugs {
			if _, err := addRedirect.ExecContext(ctx, d.Kind, d.Language, old, d.ID); err != nil {
				return fmt.Errorf("store: unable to keep old slug %q: %w", old, err)
			}
		}
	}
	return nil
}

// CountDocuments counts all stored documents; zero means the store is new and wants seeding.
func (s *Store) CountDocuments(ctx context.Context) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM documents`).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count documents: %w", err)
	}
	return n, nil
}

type scanner interface{ Scan(dest ...any) error }

func scanDocument(r scanner) (Document, error) {
	var d Document
	var published, updated int64
	var summary, body string
	err := r.Scan(&d.ID, &d.GroupID, &d.Kind, &d.Language, &d.Slug, &d.Title, &d.AuthorSlug, &d.Community,
		&d.State, &published, &d.Position, &summary, &body, &updated)
	if err != nil {
		return d, err
	}
	d.PublishedAt = time.UnixMilli(published).UTC()
	d.UpdatedAt = time.UnixMilli(updated).UTC()
	d.Summary, d.Body = []byte(summary), []byte(body)
	return d, nil
}

func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?, ", n), ", ")
}

func prefixed(columns string) string {
	return "d." + strings.ReplaceAll(columns, ", ", ", d.")
}

// Versions returns the ids of the language versions of an item, by its content id.
func (s *Store) Versions(ctx context.Context, groupID string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT id FROM documents WHERE group_id = ? ORDER BY language`), groupID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the versions of %q: %w", groupID, err)
	}
	return scanStrings(rows)
}

// InGroup returns the published version of an item in a language, by its content id.
func (s *Store) InGroup(ctx context.Context, kind, groupID, language string) (Document, error) {
	d, err := scanDocument(s.db.QueryRowContext(ctx, s.rebind(`SELECT `+documentColumns+` FROM documents
		WHERE group_id = ? AND kind = ? AND language = ? AND state = 'published'`), groupID, kind, language))
	if errors.Is(err, sql.ErrNoRows) {
		return Document{}, ErrNotFound
	}
	if err != nil {
		return Document{}, fmt.Errorf("store: unable to fetch %s %q in %s: %w", kind, groupID, language, err)
	}
	return d, nil
}

// Published returns a published document by its id (one language version).
func (s *Store) Published(ctx context.Context, id string) (Document, error) {
	d, err := scanDocument(s.db.QueryRowContext(ctx, s.rebind(`SELECT `+documentColumns+` FROM documents
		WHERE id = ? AND state = 'published'`), id))
	if errors.Is(err, sql.ErrNoRows) {
		return Document{}, ErrNotFound
	}
	if err != nil {
		return Document{}, fmt.Errorf("store: unable to fetch document %q: %w", id, err)
	}
	return d, nil
}
