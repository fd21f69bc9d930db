// Package store keeps the content API's documents, their links to categories, tags and ingredients,
// old slugs and media, in SQLite (the default, a pure-Go driver) or PostgreSQL. Both run the same SQL,
// written with ? placeholders and rewritten to $n for PostgreSQL.
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	_ "modernc.org/sqlite"             // registers the "sqlite" driver
)

// ErrNotFound is returned when no row matches.
var ErrNotFound = errors.New("store: not found")

//go:embed migrations
var migrations embed.FS

// Store is a database of documents.
type Store struct {
	db       *sql.DB
	postgres bool
	// databaseURL is kept for the connections that listen for purge announcements (purge.go) and
	// hold a lead (lead.go).
	databaseURL string
	// dataDir holds the SQLite file, and the lock files of the leads on SQLite.
	dataDir string
}

// Open connects to the configured database and brings its schema up to date.
func Open(ctx context.Context, cfg Config) (*Store, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	s := &Store{}
	var err error
	if cfg.DatabaseURL != "" {
		s.postgres, s.databaseURL = true, cfg.DatabaseURL
		s.db, err = sql.Open("pgx", cfg.DatabaseURL)
		if err == nil {
			s.db.SetMaxOpenConns(16)
		}
	} else {
		s.dataDir = cfg.DataDir
		if err := os.MkdirAll(cfg.DataDir, 0o755); err != nil {
			return nil, fmt.Errorf("store: unable to create data directory %q: %w", cfg.DataDir, err)
		}
		dsn := "file:" + cfg.SQLitePath() +
			"?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)" +
			// Transactions take the write lock when they begin: one that read first and wrote later
			// could otherwise fail with SQLITE_BUSY instead of waiting its turn (likes, sessions).
			"&_txlock=immediate"
		s.db, err = sql.Open("sqlite", dsn)
	}
	if err != nil {
		return nil, fmt.Errorf("store: unable to open database: %w", err)
	}
	if err := s.db.PingContext(ctx); err != nil {
		s.db.Close()
		return nil, fmt.Errorf("store: unable to reach database: %w", err)
	}
	if err := s.migrate(ctx); err != nil {
		s.db.Close()
		return nil, err
	}
	return s, nil
}

// Close releases the connections.
func (s *Store) Close() error { return s.db.Close() }

// Ping checks that the database answers; /readyz uses it.
func (s *Store) Ping(ctx context.Context) error { return s.db.PingContext(ctx) }

// Dialect names the database, for logs.
func (s *Store) Dialect() string {
	if s.postgres {
		return "postgres"
	}
	return "sqlite"
}

// migrate applies the embedded migrations that have not run yet, each in its own transaction, one
// process at a time: gateways starting at the same moment take turns, the first applies what is
// new, the others find it applied.
func (s *Store) migrate(ctx context.Context) error {
	return s.Exclusive(ctx, "migrations", func() error { return s.applyMigrations(ctx) })
}

// applyMigrations applies the migrations not applied yet, in order.
func (s *Store) applyMigrations(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)`); err != nil {
		return fmt.Errorf("store: unable to create schema_migrations: %w", err)
	}
	dir := "migrations/" + s.Dialect()
	entries, err := fs.ReadDir(migrations, dir)
	if err != nil {
		return fmt.Errorf("store: unable to read migrations: %w", err)
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Name() < entries[j].Name() })
	for _, e := range entries {
		version, err := strconv.Atoi(strings.SplitN(e.Name(), "_", 2)[0])
		if err != nil {
			return fmt.Errorf("store: migration %q has no version number", e.Name())
		}
		var applied int
		if err := s.db.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM schema_migrations WHERE version = ?`), version).Scan(&applied); err != nil {
			return fmt.Errorf("store: unable to read schema version: %w", err)
		}
		if applied > 0 {
			continue
		}
		script, err := migrations.ReadFile(dir + "/" + e.Name())
		if err != nil {
			return err
		}
		err = s.inTx(ctx, func(tx *sql.Tx) error {
			if _, err := tx.ExecContext(ctx, string(script)); err != nil {
				return err
			}
			_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`), version, time.Now().Unix())
			return err
		})
		if err != nil {
			return fmt.Errorf("store: unable to apply migration %q: %w", e.Name(), err)
		}
	}
	return nil
}

func (s *Store) inTx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// forUpdate locks the rows a transaction reads on PostgreSQL; SQLite transactions are IMMEDIATE,
// so they hold the whole database's write lock from the start anyway.
func (s *Store) forUpdate() string {
	if s.postgres {
		return " FOR UPDATE"
	}
	return ""
}

// rebind turns ? placeholders into $1, $2 … for PostgreSQL. The queries of this package contain no
// literal question marks.
func (s *Store) rebind(query string) string {
	if !s.postgres {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// scanStrings reads rows of one text column (ids) and closes them; no rows is an empty slice.
func scanStrings(rows *sql.Rows) ([]string, error) {
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// documentPage counts the documents of from (a FROM … WHERE clause that names them d) and returns
// one page of them in order.
func (s *Store) documentPage(ctx context.Context, what, from, order string, args []any, page, perPage int) ([]Document, int, error) {
	var total int
	if err := s.db.QueryRowContext(ctx, s.rebind(`SELECT count(*)`+from), args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("store: unable to count %s: %w", what, err)
	}
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT `+prefixed(documentColumns)+from+` ORDER BY `+order+` LIMIT ? OFFSET ?`),
		append(args, perPage, (page-1)*perPage)...)
	if err != nil {
		return nil, 0, fmt.Errorf("store: unable to list %s: %w", what, err)
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
