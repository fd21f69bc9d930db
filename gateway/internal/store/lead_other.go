//go:build !unix

package store

import "context"

// leadFile leads at once where there is no flock: the one process of a SQLite store.
func (s *Store) leadFile(ctx context.Context, name string, waited *bool, job func(context.Context, bool)) error {
	return runWhile(ctx, *waited, job, func(context.Context) error { return nil })
}

// exclusiveFile runs fn: without flock, a SQLite store has one process.
func (s *Store) exclusiveFile(name string, fn func() error) error { return fn() }
