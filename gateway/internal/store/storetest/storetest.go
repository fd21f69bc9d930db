// Package storetest opens every store backend for tests: SQLite in a temporary directory, and
// PostgreSQL in a schema of its own when TEST_DATABASE_URL is set. With CI=true a missing or
// unreachable PostgreSQL fails the test instead of skipping it, so CI always covers both.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Backend is one database a test runs against.
type Backend struct {
	Name string
	// Open returns an empty, migrated store that is removed when the test ends.
	Open func(t testing.TB) *store.Store
}

// Backends lists SQLite and, when configured, PostgreSQL.
func Backends(t testing.TB) []Backend {
	backends := []Backend{{Name: "sqlite", Open: openSQLite}}
	pg := os.Getenv("TEST_DATABASE_URL")
	switch {
	case pg != "":
		backends = append(backends, Backend{Name: "postgres", Open: func(t testing.TB) *store.Store { return openPostgres(t, pg) }})
	case os.Getenv("CI") == "true":
		t.Fatal("TEST_DATABASE_URL is not set: in CI the store tests must run on PostgreSQL too")
	default:
		t.Log("TEST_DATABASE_URL is not set: testing SQLite only")
	}
	return backends
}

func openSQLite(t testing.TB) *store.Store {
	s, err := store.Open(context.Background(), store.Config{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// openPostgres opens a store on a fresh schema (see PostgresURL).
func openPostgres(t testing.TB, base string) *store.Store {
	s, err := store.Open(context.Background(), store.Config{DatabaseURL: PostgresURL(t, base)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// PostgresBase returns TEST_DATABASE_URL for a test that needs PostgreSQL itself (several
// processes on one database, its own tools); without it the test is skipped, and fails in CI.
func PostgresBase(t testing.TB) string {
	t.Helper()
	pg := os.Getenv("TEST_DATABASE_URL")
	if pg == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("TEST_DATABASE_URL is not set: in CI this test must run")
		}
		t.Skip("TEST_DATABASE_URL is not set")
	}
	return pg
}

// PostgresURL makes a schema with a random name on the database at base, so parallel runs and
// earlier runs never meet, and returns the URL that uses it (dropped when the test ends). Tests
// that start gateways of their own (two on one database) pass it as DATABASE_URL.
func PostgresURL(t testing.TB, base string) string {
	ctx := context.Background()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	suffix := make([]byte, 6)
	rand.Read(suffix)
	schema := "test_" + hex.EncodeToString(suffix)
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("PostgreSQL at TEST_DATABASE_URL is not usable: %v", err)
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	t.Cleanup(func() {
		if admin, err := sql.Open("pgx", base); err == nil {
			admin.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
			admin.Close()
		}
	})
	return u.String()
}
