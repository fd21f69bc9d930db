package store

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
)

// Config chooses the database: PostgreSQL when DatabaseURL is set, else a SQLite file in DataDir.
type Config struct {
	// DataDir holds the SQLite file (DATA_DIR).
	DataDir string
	// DatabaseURL is postgres://… to use PostgreSQL (DATABASE_URL); empty means SQLite.
	DatabaseURL string
}

// DefaultConfig is a SQLite store under ./data.
func DefaultConfig() Config {
	return Config{DataDir: "data"}
}

// Validate reports a configuration the store cannot open.
func (c Config) Validate() error {
	if c.DatabaseURL != "" {
		if !strings.HasPrefix(c.DatabaseURL, "postgres://") && !strings.HasPrefix(c.DatabaseURL, "postgresql://") {
			return fmt.Errorf("store: DATABASE_URL must start with postgres:// (got %q)", redact(c.DatabaseURL))
		}
		return nil
	}
	if c.DataDir == "" {
		return errors.New("store: DATA_DIR must not be empty")
	}
	return nil
}

// SQLitePath is the database file inside DataDir.
func (c Config) SQLitePath() string {
	return filepath.Join(c.DataDir, "tischlein.db")
}

// redact hides a password in a database URL before it reaches a log or an error.
func redact(u string) string {
	at := strings.LastIndex(u, "@")
	scheme := strings.Index(u, "://")
	if at < 0 || scheme < 0 {
		return u
	}
	return u[:scheme+3] + "…" + u[at:]
}
