package store

import (
	"context"
	"fmt"
)

// Exclusive runs fn while no other process of the store runs an Exclusive of the same name, waiting
// its turn: gateways starting at the same moment migrate and seed an empty store once. On
// PostgreSQL it holds a session advisory lock for the name and the schema on a connection of its
// own (released by PostgreSQL if the process dies); on SQLite an flock on a file beside the database.
func (s *Store) Exclusive(ctx context.Context, name string, fn func() error) error {
	if !s.postgres {
		return s.exclusiveFile(name, fn)
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("store: unable to reserve a connection for the lock %q: %w", name, err)
	}
	defer conn.Close()
	const key = `hashtext('tischlein.' || $1 || '.' || current_schema())`
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(`+key+`)`, name); err != nil {
		return fmt.Errorf("store: unable to take the lock %q: %w", name, err)
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(`+key+`)`, name)
	return fn()
}
