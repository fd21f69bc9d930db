package search

import (
	"errors"
	"time"
)

// Config of the search index.
type Config struct {
	// RefreshInterval is how often the index asks the store whether anything changed; a change is
	// searchable at most this long after it was written, on every content API instance.
	RefreshInterval time.Duration
}

// DefaultConfig checks every two seconds: one cheap aggregate query, and an edit is findable before
// an editor has switched tabs.
func DefaultConfig() Config {
	return Config{RefreshInterval: 2 * time.Second}
}

// Validate rejects an interval that would busy-loop the store.
func (c Config) Validate() error {
	if c.RefreshInterval < 10*time.Millisecond {
		return errors.New("search: the refresh interval must be at least 10ms")
	}
	return nil
}
