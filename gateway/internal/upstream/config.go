package upstream

import (
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/secret"
)

// Config of the client that calls the content API.
type Config struct {
	// BaseURL is where the content API lives, e.g. http://cms.internal/api (CONTENT_API_URL);
	// public /api/<rest> maps to <BaseURL>/<rest>.
	BaseURL string
	// Token is sent as the bearer token (CONTENT_API_TOKEN); it must pass secret.Check.
	Token string
	// TokenFile holds the token when Token is empty: the embedded content API's, generated into
	// DATA_DIR/content-api-token on first start (see secret.Keys). An external content API needs
	// Token.
	TokenFile string
	// Timeout bounds one call, so an upstream that hangs cannot hang the gateway.
	Timeout time.Duration
	// MaxBody bounds an answer's size in bytes.
	MaxBody int
}

// DefaultConfig waits at most 5 seconds and accepts answers up to 16 MiB. It has no token: a
// default token would be published with the code.
func DefaultConfig() Config {
	return Config{Timeout: 5 * time.Second, MaxBody: 16 << 20}
}

// Validate rejects a configuration the client cannot work with.
func (c Config) Validate() error {
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("upstream: CONTENT_API_URL must be an http(s) URL (got %q)", c.BaseURL)
	}
	if c.Token == "" && c.TokenFile == "" {
		return errors.New("upstream: CONTENT_API_TOKEN is needed: the token the content API was started with")
	}
	if c.Token != "" {
		if err := secret.Check(c.Token); err != nil {
			return fmt.Errorf("upstream: CONTENT_API_TOKEN is too weak (%w); use 32 random characters, e.g. from openssl rand -base64 32", err)
		}
	}
	if c.Timeout <= 0 || c.MaxBody <= 0 {
		return errors.New("upstream: timeout and body limit must be positive")
	}
	return nil
}
