package store

import (
	"context"
	"fmt"
	"time"
)

// SharedSecret returns the secret kept under name, keeping proposed first if there is none yet.
// Gateways starting at the same moment may each propose one: the first insert wins and every one
// of them reads that, so they all agree.
func (s *Store) SharedSecret(ctx context.Context, name, proposed string) (string, error) {
	if _, err := s.db.ExecContext(ctx, s.rebind(`INSERT INTO secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING`),
		name, proposed, time.Now().Unix()); err != nil {
		return "", fmt.Errorf("store: unable to keep the secret %q: %w", name, err)
	}
	var value string
	if err := s.db.QueryRowContext(ctx, s.rebind(`SELECT value FROM secrets WHERE name = ?`), name).Scan(&value); err != nil {
		return "", fmt.Errorf("store: unable to read the secret %q: %w", name, err)
	}
	return value, nil
}

// Shared tells whether gateways on other machines can reach this store (PostgreSQL), so what they
// must agree on is kept here rather than in each one's DATA_DIR.
func (s *Store) Shared() bool { return s.postgres }
