package store

import (
	"context"
	"fmt"
)

// Each calls fn with every published document of the given kinds in every language, in id order,
// one row at a time: the search index is built from it without holding the table in memory twice.
func (s *Store) Each(ctx context.Context, kinds []string, fn func(Document) error) error {
	args := make([]any, len(kinds))
	for i, k := range kinds {
		args[i] = k
	}
	rows, err := s.db.QueryContext(ctx, s.rebind("SELECT "+documentColumns+" FROM documents WHERE kind IN ("+
		placeholders(len(kinds))+") AND state = 'published' ORDER BY id"), args...)
	if err != nil {
		return fmt.Errorf("store: unable to read %v: %w", kinds, err)
	}
	defer rows.Close()
	for rows.Next() {
		d, err := scanDocument(rows)
		if err != nil {
			return fmt.Errorf("store: unable to read %v: %w", kinds, err)
		}
		if err := fn(d); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Version changes whenever a document is written or removed: the number of documents and the
// latest change. The search index compares it to the one it was built from to know when to rebuild,
// which also brings the writes of other content API instances in.
func (s *Store) Version(ctx context.Context) (string, error) {
	var n, latest int64
	if err := s.db.QueryRowContext(ctx, `SELECT count(*), coalesce(max(updated_at), 0) FROM documents`).Scan(&n, &latest); err != nil {
		return "", fmt.Errorf("store: unable to read the documents' version: %w", err)
	}
	return fmt.Sprintf("%d-%d", n, latest), nil
}

// Summaries returns the cards of the published documents with these ids, by id; ids that are not
// (or no longer) published are left out.
func (s *Store) Summaries(ctx context.Context, ids []string) (map[string][]byte, error) {
	out := make(map[string][]byte, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := s.db.QueryContext(ctx, s.rebind("SELECT id, summary FROM documents WHERE id IN ("+
		placeholders(len(ids))+") AND state = 'published'"), args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read %d summaries: %w", len(ids), err)
	}
	defer rows.Close()
	for rows.Next() {
		var id, summary string
		if err := rows.Scan(&id, &summary); err != nil {
			return nil, err
		}
		out[id] = []byte(summary)
	}
	return out, rows.Err()
}
