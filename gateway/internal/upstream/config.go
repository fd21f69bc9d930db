package upstream

import (
	"errors"
	"fmt"
	"net/url"
	"time"
)

// Config of the client that calls the content API.
type Config struct {
	// BaseURL is where the content API lives, e.g. http://cms.internal/api (CONTENT_API_URL);
	// public /api/<rest> maps to <BaseURL>/<rest>.
	BaseURL string
	// Token is sent as the bearer token (CONTENT_API_TOKEN).
	Token string
	// Timeout bounds one call, so an upstream that hangs cannot hang the gateway.
	Timeout time.Duration
	// MaxBody bounds an answer's size in bytes.
	MaxBody int
}

// DefaultConfig waits at most 5 seconds and accepts answers up to 16 MiB.
func DefaultConfig() Config {
	return Config{Token: "dev-content-token", Timeout: 5 * time.Second, MaxBody: 16 << 20}
}

// Validate rejects a configuration the client cannot work with.
func (c Config) Validate() error {
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("upstream: CONTENT_API_URL must be an http(s) URL (got %q)", c.BaseURL)
	}
	if c.Token == "" {
		return errors.New("upstream: CONTENT_API_TOKEN must not be empty")
	}
	if c.Timeout <= 0 || c.MaxBody <= 0 {
		return errors.New("upstream: timeout and body limit must be positive")
	}
	return nil
}
