package store_test

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// TestBackupWhileWriting backs a SQLite store up while four writers register accounts, restores the
// backup into a fresh data directory, and finds there every account acknowledged before the backup
// began.
func TestBackupWhileWriting(t *testing.T) {
	ctx := context.Background()
	cfg := store.Config{DataDir: t.TempDir()}
	s, err := store.Open(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()

	var mu sync.Mutex
	var acknowledged []string
	stop := make(chan struct{})
	var writers sync.WaitGroup
	var n atomic.Int64
	for range 4 {
		writers.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				email := fmt.Sprintf("koch-%d@example.org", n.Add(1))
				now := time.Now()
				sum := sha256.Sum256([]byte(email))
				u := store.User{ID: uuid.NewString(), Email: email, Name: "Koch", Slug: strings.TrimSuffix(email, "@example.org"), Language: "de", CreatedAt: now, UpdatedAt: now}
				if err := s.CreateUser(ctx, u, nil, store.Session{TokenHash: hex.EncodeToString(sum[:]), CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				acknowledged = append(acknowledged, email)
				mu.Unlock()
			}
		})
	}
	time.Sleep(300 * time.Millisecond)
	mu.Lock()
	before := append([]string(nil), acknowledged...)
	mu.Unlock()
	backup := filepath.Join(t.TempDir(), "backups", "tischlein.db")
	if err := s.Backup(ctx, backup); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	close(stop)
	writers.Wait()
	if len(before) == 0 || len(acknowledged) == len(before) {
		t.Fatalf("the writers did not write around the backup: %d before, %d in all", len(before), len(acknowledged))
	}
	if err := s.Backup(ctx, backup); err == nil {
		t.Fatal("a backup overwrote an existing file")
	}

	fresh := store.Config{DataDir: t.TempDir()}
	if err := store.Restore(ctx, fresh, backup); err != nil {
		t.Fatal(err)
	}
	restored, err := store.Open(ctx, fresh)
	if err != nil {
		t.Fatal(err)
	}
	defer restored.Close()
	for _, email := range before {
		if _, err := restored.UserByEmail(ctx, email); err != nil {
			t.Fatalf("%s was acknowledged before the backup began but is not in it: %v", email, err)
		}
	}
	t.Logf("%d accounts acknowledged before the backup, %d in all; every one of the first in the restored store", len(before), len(acknowledged))

	if err := store.Restore(ctx, fresh, backup); err == nil {
		t.Fatal("a restore replaced an existing store")
	}
	junk := filepath.Join(t.TempDir(), "junk.db")
	os.WriteFile(junk, []byte("not a database"), 0o644)
	if err := store.Restore(ctx, store.Config{DataDir: t.TempDir()}, junk); err == nil {
		t.Fatal("a file that is no database was restored")
	}
}

// TestBackupOnPostgres refuses: PostgreSQL has its own tools for it.
func TestBackupOnPostgres(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		if b.Name != "postgres" {
			continue
		}
		err := b.Open(t).Backup(context.Background(), filepath.Join(t.TempDir(), "x.db"))
		if !errors.Is(err, store.ErrBackupOnPostgres) {
			t.Fatalf("backup on PostgreSQL: %v", err)
		}
	}
}

// TestPostgresDumpRestores follows docs/operations.md for a PostgreSQL store: pg_dump of the store's
// schema, pg_restore into a fresh database, and the gateway's store opens there with the account in
// it.
func TestPostgresDumpRestores(t *testing.T) {
	pg := storetest.PostgresBase(t)
	ctx := context.Background()
	dsn := storetest.PostgresURL(t, pg)
	s, err := store.Open(ctx, store.Config{DatabaseURL: dsn})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	now := time.Now()
	u := store.User{ID: uuid.NewString(), Email: "gesichert@example.org", Name: "G", Slug: "gesichert", Language: "de", CreatedAt: now, UpdatedAt: now}
	if err := s.CreateUser(ctx, u, nil, store.Session{TokenHash: "g", CreatedAt: now, LastSeenAt: now, ExpiresAt: now}); err != nil {
		t.Fatal(err)
	}

	parsed, _ := url.Parse(dsn)
	schema := parsed.Query().Get("search_path")
	plain := *parsed
	plain.RawQuery = "sslmode=disable"
	dump := filepath.Join(t.TempDir(), "tischlein.dump")
	if out, err := exec.Command("pg_dump", "--format=custom", "--no-owner", "--schema="+schema, "--file="+dump, plain.String()).CombinedOutput(); err != nil {
		t.Fatalf("pg_dump: %v\n%s", err, out)
	}

	admin, err := sql.Open("pgx", pg)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	database := "restore_" + strings.ReplaceAll(uuid.NewString()[:8], "-", "")
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+database); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+database+" WITH (FORCE)") })
	target := plain
	target.Path = "/" + database
	if out, err := exec.Command("pg_restore", "--no-owner", "--exit-on-error", "--dbname="+target.String(), dump).CombinedOutput(); err != nil {
		t.Fatalf("pg_restore: %v\n%s", err, out)
	}
	q := target.Query()
	q.Set("search_path", schema)
	target.RawQuery = q.Encode()
	restored, err := store.Open(ctx, store.Config{DatabaseURL: target.String()})
	if err != nil {
		t.Fatal(err)
	}
	defer restored.Close()
	if _, err := restored.UserByEmail(ctx, "gesichert@example.org"); err != nil {
		t.Fatalf("the restored database lacks the account: %v", err)
	}
}
