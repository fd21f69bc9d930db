package store

import (
	"context"
	"fmt"
	"time"
)

// Hit counts one event in the rate-limit bucket and returns how many the bucket holds now and when
// its window ends. A window starts with its first event and lasts window; the next event after it
// starts a new one. One statement, so concurrent hits on any number of gateways sharing the database
// are all counted.
func (s *Store) Hit(ctx context.Context, bucket string, now time.Time, window time.Duration) (int, time.Time, error) {
	var hits int
	var reset int64
	err := s.db.QueryRowContext(ctx, s.rebind(`INSERT INTO rate_limits (bucket, hits, reset_at) VALUES (?, 1, ?)
		ON CONFLICT (bucket) DO UPDATE SET
		hits = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
		reset_at = CASE WHEN rate_limits.reset_at <= ? THEN excluded.reset_at ELSE rate_limits.reset_at END
		RETURNING hits, reset_at`), bucket, now.Add(window).UnixMilli(), now.UnixMilli(), now.UnixMilli()).Scan(&hits, &reset)
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("store: unable to count a rate-limited event: %w", err)
	}
	return hits, time.UnixMilli(reset).UTC(), nil
}

// Hits returns how many events the bucket holds at now and when its window ends (0 when none).
func (s *Store) Hits(ctx context.Context, bucket string, now time.Time) (int, time.Time, error) {
	var hits int
	var reset int64
	err := s.db.QueryRowContext(ctx, s.rebind(`SELECT COALESCE(max(hits), 0), COALESCE(max(reset_at), 0) FROM rate_limits WHERE bucket = ? AND reset_at > ?`),
		bucket, now.UnixMilli()).Scan(&hits, &reset)
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("store: unable to read a rate limit: %w", err)
	}
	return hits, time.UnixMilli(reset).UTC(), nil
}

// ClearHits empties a bucket, as a successful login does for the account's failed ones.
func (s *Store) ClearHits(ctx context.Context, bucket string) error {
	if _, err := s.db.ExecContext(ctx, s.rebind(`DELETE FROM rate_limits WHERE bucket = ?`), bucket); err != nil {
		return fmt.Errorf("store: unable to clear a rate limit: %w", err)
	}
	return nil
}
