package session

import (
	"errors"
	"fmt"
	"time"
)

// Config of the session cookies.
type Config struct {
	// Keys are the secrets of SESSION_KEYS: the first seals, every one opens.
	Keys []string
	// KeyFile keeps a generated secret when Keys is empty (DATA_DIR/session-keys), so sessions
	// survive a restart and gateways sharing DATA_DIR share the key.
	KeyFile string
	// Secure is set when the site is served over https (PUBLIC_URL): the cookies then carry the
	// __Host- prefix and Secure, so no subdomain and no plain-http page can set or read them.
	Secure bool
	// Lifetime is the session cookie's Max-Age and the life of the sealed value inside it: the
	// content API's absolute session lifetime, so the cookie never outlives the session.
	Lifetime time.Duration
	// LoginLifetime bounds a social login, from the redirect to the provider to its callback.
	LoginLifetime time.Duration
}

// DefaultConfig: sessions for 60 days, ten minutes to log in at a provider.
func DefaultConfig() Config {
	return Config{Lifetime: 60 * 24 * time.Hour, LoginLifetime: 10 * time.Minute}
}

// Validate rejects keys too short to be secret and a configuration without any key source.
func (c Config) Validate() error {
	if len(c.Keys) == 0 && c.KeyFile == "" {
		return errors.New("session: SESSION_KEYS or a key file in DATA_DIR is needed")
	}
	for i, k := range c.Keys {
		if len(k) < MinKeyLength {
			return fmt.Errorf("session: key %d of SESSION_KEYS is shorter than %d characters", i+1, MinKeyLength)
		}
	}
	if c.Lifetime <= 0 || c.LoginLifetime <= 0 {
		return errors.New("session: lifetimes must be positive")
	}
	return nil
}
