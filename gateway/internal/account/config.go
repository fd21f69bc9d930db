package account

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"
)

// Config of the account service.
type Config struct {
	// Hash is the argon2id cost: OWASP's by default. Tests lower it to stay fast; nothing else should.
	Hash Params
	// PublicURL is the site's address, for the links in mails (PUBLIC_URL).
	PublicURL string
	// RateLimits turns the limits on logins, registrations and mail links on (RATE_LIMITS, default on;
	// off for load tests and benchmarks).
	RateLimits bool
	// SessionIdle ends a session nobody used for this long.
	SessionIdle time.Duration
	// SessionLifetime ends every session this long after the login, however active.
	SessionLifetime time.Duration
	// ConfirmTTL is how long a confirmation link works.
	ConfirmTTL time.Duration
	// ResetTTL is how long a password reset link works.
	ResetTTL time.Duration
	// Now is the clock; nil means time.Now. Tests move it to let links and sessions expire.
	Now func() time.Time
}

// DefaultConfig has OWASP's argon2id cost, rate limits on, sessions of 14 idle and 60 days in all,
// confirmation links for a day and reset links for half an hour (ASVS 5.0: short-lived, single use).
func DefaultConfig() Config {
	return Config{
		Hash:            DefaultParams(),
		PublicURL:       "http://localhost:8080",
		RateLimits:      true,
		SessionIdle:     14 * 24 * time.Hour,
		SessionLifetime: 60 * 24 * time.Hour,
		ConfirmTTL:      24 * time.Hour,
		ResetTTL:        30 * time.Minute,
	}
}

// Validate rejects a configuration the service cannot work with.
func (c Config) Validate() error {
	if err := c.Hash.validate(); err != nil {
		return err
	}
	u, err := url.Parse(c.PublicURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.TrimSuffix(u.Path, "/") != "" || u.RawQuery != "" || u.Fragment != "" {
		return fmt.Errorf("account: PUBLIC_URL must be an http(s) origin such as https://tischlein.example (got %q)", c.PublicURL)
	}
	if c.SessionIdle <= 0 || c.SessionLifetime < c.SessionIdle || c.ConfirmTTL <= 0 || c.ResetTTL <= 0 {
		return errors.New("account: session and link lifetimes must be positive, the idle timeout within the lifetime")
	}
	return nil
}
