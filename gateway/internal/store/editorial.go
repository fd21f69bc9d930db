package store

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// The document states the editorial desk sets on recipes and stories: draft (written in the desk,
// never on the site yet), published (live), unpublished (expired: off the site, kept) and scheduled
// (goes live at published_at by itself).
const (
	StateDraft       = "draft"
	StatePublished   = "published"
	StateUnpublished = "unpublished"
	StateScheduled   = "scheduled"
)

// ContentDocs returns every language version of an item, whatever its state.
func (s *Store) ContentDocs(ctx context.Context, contentID string) ([]Document, error) {
	return s.contentDocs(ctx, s.db, contentID, false)
}

// querier is a database or a transaction, for reads that run in either.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func (s *Store) contentDocs(ctx context.Context, q querier, contentID string, lock bool) ([]Document, error) {
	query := `SELECT ` + documentColumns + ` FROM documents WHERE group_id = ? AND kind IN ('recipe', 'article') ORDER BY language`
	if lock && s.postgres {
		query += " FOR UPDATE"
	}
	rows, err := q.QueryContext(ctx, s.rebind(query), contentID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read item %q: %w", contentID, err)
	}
	defer rows.Close()
	var docs []Document
	for rows.Next() {
		d, err := scanDocument(rows)
		if err != nil {
			return nil, err
		}
		docs = append(docs, d)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(docs) == 0 {
		return nil, ErrNotFound
	}
	return docs, nil
}

// EditorialItems lists recipes and stories of every state for the desk, the one changed last first;
// kinds and a title search narrow it.
func (s *Store) EditorialItems(ctx context.Context, kinds []string, search string, page, perPage int) ([]Document, int, error) {
	args := []any{}
	for _, k := range kinds {
		args = append(args, k)
	}
	where := ` FROM documents d WHERE d.kind IN (` + placeholders(len(kinds)) + `)`
	if search != "" {
		where += ` AND d.group_id IN (SELECT group_id FROM documents WHERE lower(title) LIKE ?)`
		args = append(args, "%"+search+"%")
	}
	// One row per item: its German version, or its only one.
	where += ` AND d.id = (SELECT min(x.id) FROM documents x WHERE x.group_id = d.group_id AND x.kind = d.kind
		AND x.language = (SELECT min(y.language) FROM documents y WHERE y.group_id = d.group_id AND y.kind = d.kind))`
	return s.documentPage(ctx, "editorial items", where, "d.updated_at DESC, d.id", args, page, perPage)
}

// ErrSlugTaken is returned when a new slug belongs to another item of the kind and language.
var ErrSlugTaken = errors.New("store: slug taken")

// CreateContent writes a new item's versions and the pages they need (ingredients) with the audit
// entry of its creation; a slug another document of the kind and language has is ErrSlugTaken.
func (s *Store) CreateContent(ctx context.Context, versions, pages []Document, audit Audit) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		for _, d := range versions {
			if err := s.checkSlug(ctx, tx, d); err != nil {
				return err
			}
		}
		if err := s.putDocuments(ctx, tx, append(pages, versions...)); err != nil {
			return err
		}
		return s.addAudit(ctx, tx, audit)
	})
}

// checkSlug refuses a slug another document of the kind and language has.
func (s *Store) checkSlug(ctx context.Context, tx *sql.Tx, d Document) error {
	var taken int
	if err := tx.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM documents WHERE kind = ? AND language = ? AND slug = ? AND id <> ?`),
		d.Kind, d.Language, d.Slug, d.ID).Scan(&taken); err != nil {
		return fmt.Errorf("store: unable to check slug %q: %w", d.Slug, err)
	}
	if taken > 0 {
		return ErrSlugTaken
	}
	return nil
}

// Edit is what a change makes of an item.
type Edit struct {
	// Versions are the item's language versions as they are to be; one with a new id is added (a twin).
	// A version whose Terms are set has its links to categories, tags and ingredients replaced.
	Versions []Document
	// Pages are documents the versions need that do not exist yet (ingredients), written with them.
	Pages []Document
}

// UpdateContent is EditContent for changes that touch the existing versions only.
func (s *Store) UpdateContent(ctx context.Context, contentID string, change func([]Document) ([]Document, error), record func([]Document) (Audit, error)) ([]Document, error) {
	return s.EditContent(ctx, contentID, func(docs []Document) (Edit, error) {
		versions, err := change(docs)
		return Edit{Versions: versions}, err
	}, record)
}

// EditContent changes the language versions of an item in one transaction: change gets them
// (locked) and returns them changed. Slugs that changed are kept as redirects (301), the cards of the
// item in feeds, collections and stories are rewritten, and the audit entry record makes of the
// changed versions is written with it.
func (s *Store) EditContent(ctx context.Context, contentID string, change func([]Document) (Edit, error), record func([]Document) (Audit, error)) ([]Document, error) {
	var out []Document
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		docs, err := s.contentDocs(ctx, tx, contentID, true)
		if err != nil {
			return err
		}
		before := map[string]Document{}
		for _, d := range docs {
			before[d.ID] = d
		}
		edit, err := change(docs)
		if err != nil {
			return err
		}
		if err := s.putDocuments(ctx, tx, edit.Pages); err != nil {
			return err
		}
		for _, d := range edit.Versions {
			old, exists := before[d.ID]
			if !exists {
				if err := s.checkSlug(ctx, tx, d); err != nil {
					return err
				}
				if err := s.putDocuments(ctx, tx, []Document{d}); err != nil {
					return err
				}
				continue
			}
			if bytes.Equal(d.Body, old.Body) && bytes.Equal(d.Summary, old.Summary) && d.State == old.State && d.PublishedAt.Equal(old.PublishedAt) {
				continue // a version the change left alone keeps its bytes, so its pages are not rebuilt
			}
			if d.Slug != old.Slug {
				if err := s.checkSlug(ctx, tx, d); err != nil {
					return err
				}
				// The new slug may have been an old one of this item: it is current again.
				if _, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM slug_redirects WHERE kind = ? AND language = ? AND old_slug = ?`), d.Kind, d.Language, d.Slug); err != nil {
					return err
				}
				if _, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO slug_redirects (kind, language, old_slug, document_id) VALUES (?, ?, ?, ?)
					ON CONFLICT (kind, language, old_slug) DO UPDATE SET document_id = excluded.document_id`), d.Kind, d.Language, old.Slug, d.ID); err != nil {
					return fmt.Errorf("store: unable to keep old slug %q: %w", old.Slug, err)
				}
			}
			if _, err := tx.ExecContext(ctx, s.rebind(`UPDATE documents SET slug = ?, title = ?, author_slug = ?, state = ?, published_at = ?,
				summary = ?, body = ?, updated_at = ? WHERE id = ?`), d.Slug, d.Title, d.AuthorSlug, d.State, d.PublishedAt.UnixMilli(),
				string(d.Summary), string(d.Body), d.UpdatedAt.UnixMilli(), d.ID); err != nil {
				return fmt.Errorf("store: unable to update %q: %w", d.ID, err)
			}
			if err := s.linkTerms(ctx, tx, d); err != nil {
				return err
			}
			if err := s.refreshCards(ctx, tx, d); err != nil {
				return err
			}
		}
		out = edit.Versions
		audit, err := record(out)
		if err != nil {
			return err
		}
		return s.addAudit(ctx, tx, audit)
	})
	return out, err
}

// linkTerms replaces the terms of a changed version when it names them, and marks them published
// or not with it.
func (s *Store) linkTerms(ctx context.Context, tx *sql.Tx, d Document) error {
	if d.Terms != nil {
		if _, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM document_terms WHERE document_id = ?`), d.ID); err != nil {
			return fmt.Errorf("store: unable to unlink %q: %w", d.ID, err)
		}
		for _, t := range d.Terms {
			if _, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO document_terms (document_id, term_id, language, kind, published)
				VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`), d.ID, t, d.Language, d.Kind, d.State == StatePublished); err != nil {
				return fmt.Errorf("store: unable to link %q to %q: %w", d.Slug, t, err)
			}
		}
		return nil
	}
	_, err := tx.ExecContext(ctx, s.rebind(`UPDATE document_terms SET published = ? WHERE document_id = ?`), d.State == StatePublished, d.ID)
	return err
}

// refreshCards rewrites the card of d wherever another document embeds it (feed modules,
// collections, the recipe blocks of stories), so the home page shows a new title too; a version
// that is no longer published leaves them instead, so no page links to a page that is gone.
func (s *Store) refreshCards(ctx context.Context, tx *sql.Tx, d Document) error {
	if d.State != StatePublished {
		return s.dropCards(ctx, tx, d.ID, d.Language)
	}
	if len(d.Summary) == 0 {
		return nil
	}
	var card any
	if err := json.Unmarshal(d.Summary, &card); err != nil {
		return fmt.Errorf("store: card of %q unreadable: %w", d.ID, err)
	}
	return s.rewriteEmbeds(ctx, tx, d.ID, d.Language, func(body any) any { return replaceCards(body, d.ID, card) })
}

// dropCards takes the cards of the version id out of every document that embeds them: out of the
// lists of cards, and a module that shows it alone (a hero) out of its feed.
func (s *Store) dropCards(ctx context.Context, tx *sql.Tx, id, language string) error {
	return s.rewriteEmbeds(ctx, tx, id, language, func(body any) any {
		out, _ := removeCards(body, id)
		return out
	})
}

// rewriteEmbeds applies rewrite to every feed, collection and story of the language that mentions
// the version id, and stores those it changed.
func (s *Store) rewriteEmbeds(ctx context.Context, tx *sql.Tx, id, language string, rewrite func(body any) any) error {
	rows, err := tx.QueryContext(ctx, s.rebind(`SELECT id, body FROM documents WHERE language = ? AND kind IN ('feed', 'collection', 'article')
		AND id <> ? AND body LIKE ?`), language, id, `%"`+id+`"%`)
	if err != nil {
		return fmt.Errorf("store: unable to find the cards of %q: %w", id, err)
	}
	type embed struct{ id, body string }
	var found []embed
	for rows.Next() {
		var e embed
		if err := rows.Scan(&e.id, &e.body); err != nil {
			rows.Close()
			return err
		}
		found = append(found, e)
	}
	rows.Close()
	for _, e := range found {
		var body any
		if err := json.Unmarshal([]byte(e.body), &body); err != nil {
			return fmt.Errorf("store: document %q unreadable: %w", e.id, err)
		}
		raw, err := json.Marshal(rewrite(body))
		if err != nil {
			return err
		}
		if bytes.Equal(raw, []byte(e.body)) {
			continue
		}
		if _, err := tx.ExecContext(ctx, s.rebind(`UPDATE documents SET body = ?, updated_at = ? WHERE id = ?`), string(raw), time.Now().UnixMilli(), e.id); err != nil {
			return err
		}
	}
	return nil
}

// isCard tells whether v is a card of the document id (an object with that id, a slug and a type).
func isCard(v map[string]any, id string) bool {
	return v["id"] == id && v["slug"] != nil && v["type"] != nil
}

// replaceCards puts card in place of every card of the document id in v.
func replaceCards(v any, id string, card any) any {
	switch x := v.(type) {
	case map[string]any:
		if isCard(x, id) {
			return card
		}
		for k, child := range x {
			x[k] = replaceCards(child, id, card)
		}
	case []any:
		for i, child := range x {
			x[i] = replaceCards(child, id, card)
		}
	}
	return v
}

// removeCards takes every card of the document id out of the lists in v. It reports gone when v
// itself is such a card or holds one outside a list (a hero module): its list drops it whole.
func removeCards(v any, id string) (out any, gone bool) {
	switch x := v.(type) {
	case map[string]any:
		if isCard(x, id) {
			return nil, true
		}
		for k, child := range x {
			next, childGone := removeCards(child, id)
			if childGone {
				return nil, true
			}
			x[k] = next
		}
	case []any:
		kept := make([]any, 0, len(x))
		for _, child := range x {
			if next, childGone := removeCards(child, id); !childGone {
				kept = append(kept, next)
			}
		}
		return kept, false
	}
	return v, false
}

// DueScheduled returns the content ids of scheduled items whose time has come.
func (s *Store) DueScheduled(ctx context.Context, now time.Time) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT DISTINCT group_id FROM documents WHERE state = ? AND published_at <= ?`),
		StateScheduled, now.UnixMilli())
	if err != nil {
		return nil, fmt.Errorf("store: unable to find due items: %w", err)
	}
	return scanStrings(rows)
}

// ReplaceBody writes a new body of a document (a feed, the menu) with the audit entry of the change.
func (s *Store) ReplaceBody(ctx context.Context, id string, body []byte, audit Audit) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.rebind(`UPDATE documents SET body = ?, updated_at = ? WHERE id = ?`), string(body), audit.At.UnixMilli(), id)
		if err != nil {
			return fmt.Errorf("store: unable to write %q: %w", id, err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return ErrNotFound
		}
		return s.addAudit(ctx, tx, audit)
	})
}
