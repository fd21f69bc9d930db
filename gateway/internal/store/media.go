package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Media is a stored file, such as a recipe photo.
type Media struct {
	Path        string
	ContentType string
	Data        []byte
	UpdatedAt   time.Time
}

// PutMedia stores or replaces files.
func (s *Store) PutMedia(ctx context.Context, files []Media) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, s.rebind(`INSERT INTO media (path, content_type, data, updated_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (path) DO UPDATE SET content_type = excluded.content_type, data = excluded.data, updated_at = excluded.updated_at`))
		if err != nil {
			return err
		}
		defer stmt.Close()
		for _, m := range files {
			if _, err := stmt.ExecContext(ctx, m.Path, m.ContentType, m.Data, time.Now().UnixMilli()); err != nil {
				return fmt.Errorf("store: unable to write media %q: %w", m.Path, err)
			}
		}
		return nil
	})
}

// MediaByPath returns one stored file; an uploaded photo hidden after reports is not found.
func (s *Store) MediaByPath(ctx context.Context, path string) (Media, error) {
	m := Media{Path: path}
	var updated int64
	err := s.db.QueryRowContext(ctx, s.rebind(`SELECT content_type, data, updated_at FROM media WHERE path = ?
		AND NOT EXISTS (SELECT 1 FROM user_images ui WHERE ui.hidden AND 'user-images/' || ui.id || '.jpg' = media.path)`), path).
		Scan(&m.ContentType, &m.Data, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return m, ErrNotFound
	}
	if err != nil {
		return m, fmt.Errorf("store: unable to fetch media %q: %w", path, err)
	}
	m.UpdatedAt = time.UnixMilli(updated).UTC()
	return m, nil
}
