package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Preferences returns a user's stored personalisation choices (a JSON object) and when they were
// saved; ErrNotFound while they never saved any.
func (s *Store) Preferences(ctx context.Context, userID string) ([]byte, time.Time, error) {
	var body string
	var at int64
	err := s.db.QueryRowContext(ctx, s.rebind(`SELECT body, updated_at FROM preferences WHERE user_id = ?`), userID).Scan(&body, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, time.Time{}, ErrNotFound
	}
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("store: unable to read the preferences of %q: %w", userID, err)
	}
	return []byte(body), time.UnixMilli(at).UTC(), nil
}

// SetPreferences replaces a user's personalisation choices.
func (s *Store) SetPreferences(ctx context.Context, userID string, body []byte, now time.Time) error {
	_, err := s.db.ExecContext(ctx, s.rebind(`INSERT INTO preferences (user_id, body, updated_at) VALUES (?, ?, ?)
		ON CONFLICT (user_id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`),
		userID, string(body), now.UnixMilli())
	if err != nil {
		return fmt.Errorf("store: unable to save the preferences of %q: %w", userID, err)
	}
	return nil
}
