package server

import (
	"errors"
	"fmt"
	"time"
)

// Config of the gateway's HTTP server.
type Config struct {
	// Port to listen on (PORT).
	Port int
	// SiteDir holds the built site (SITE_DIR).
	SiteDir string
	// MaxQuery bounds the query string of an API call; longer ones are refused with 414.
	MaxQuery int
	// ShutdownTimeout is how long open requests may finish on shutdown.
	ShutdownTimeout time.Duration
}

// DefaultConfig listens on 8080 and serves site/dist.
func DefaultConfig() Config {
	return Config{Port: 8080, SiteDir: "site/dist", MaxQuery: 1024, ShutdownTimeout: 10 * time.Second}
}

// Validate rejects a configuration the server cannot start with.
func (c Config) Validate() error {
	if c.Port < 1 || c.Port > 65535 {
		return fmt.Errorf("server: PORT must be between 1 and 65535 (got %d)", c.Port)
	}
	if c.SiteDir == "" {
		return errors.New("server: SITE_DIR must not be empty")
	}
	if c.MaxQuery < 64 || c.ShutdownTimeout <= 0 {
		return errors.New("server: query limit and shutdown timeout must be positive")
	}
	return nil
}
