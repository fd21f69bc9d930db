package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// ErrBackupOnPostgres says that a PostgreSQL store is backed up with PostgreSQL's own tools.
var ErrBackupOnPostgres = errors.New("store: a PostgreSQL store is backed up with pg_dump and restored with pg_restore (docs/operations.md)")

// Backup writes a consistent copy of a SQLite store to path while the gateways go on writing:
// VACUUM INTO reads one snapshot of the database (a read transaction, which WAL mode lets run beside
// the writers) and writes it out compacted, so the copy holds every write committed before it began
// and none that came later. path must not exist yet.
func (s *Store) Backup(ctx context.Context, path string) error {
	if s.postgres {
		return ErrBackupOnPostgres
	}
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("store: %s exists already; a backup never overwrites a file", path)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("store: unable to make the directory of %s: %w", path, err)
	}
	if _, err := s.db.ExecContext(ctx, `VACUUM INTO ?`, path); err != nil {
		os.Remove(path)
		return fmt.Errorf("store: unable to back up into %s: %w", path, err)
	}
	return nil
}

// Restore makes the backup at from the SQLite store of cfg, which must not exist yet (restore into
// a fresh DATA_DIR, or move the old store away first: a running gateway holds it open). The backup is
// checked first — a SQLite file that passes its integrity check and holds this store's schema — and
// copied under a temporary name, so a failed restore leaves no half a store behind.
func Restore(ctx context.Context, cfg Config, from string) error {
	if cfg.DatabaseURL != "" {
		return ErrBackupOnPostgres
	}
	target := cfg.SQLitePath()
	if _, err := os.Stat(target); err == nil {
		return fmt.Errorf("store: %s exists; restore into an empty DATA_DIR, or move the store away first", target)
	}
	if err := checkBackup(ctx, from); err != nil {
		return err
	}
	if err := os.MkdirAll(cfg.DataDir, 0o755); err != nil {
		return fmt.Errorf("store: unable to create data directory %q: %w", cfg.DataDir, err)
	}
	tmp := target + ".restoring"
	if err := copyFile(from, tmp); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("store: unable to copy the backup: %w", err)
	}
	if err := os.Rename(tmp, target); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("store: unable to put the backup in place: %w", err)
	}
	return nil
}

// checkBackup opens a backup read-only and checks that it is whole and is a store of this kind.
func checkBackup(ctx context.Context, path string) error {
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("store: unable to read the backup: %w", err)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return fmt.Errorf("store: unable to open the backup %s: %w", path, err)
	}
	defer db.Close()
	var result string
	if err := db.QueryRowContext(ctx, `PRAGMA integrity_check`).Scan(&result); err != nil {
		return fmt.Errorf("store: %s is no SQLite database: %w", path, err)
	}
	if result != "ok" {
		return fmt.Errorf("store: the backup %s is damaged: %s", path, result)
	}
	var migrations int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM schema_migrations`).Scan(&migrations); err != nil || migrations == 0 {
		return fmt.Errorf("store: %s is no backup of a Tischlein store", path)
	}
	return nil
}

func copyFile(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := dst.ReadFrom(src); err != nil {
		dst.Close()
		return err
	}
	if err := dst.Sync(); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}
