package contentapi

import (
	"errors"
	"fmt"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/mail"
	"github.com/tischlein/tischlein/gateway/internal/search"
	"github.com/tischlein/tischlein/gateway/internal/secret"
)

// Config of the content API.
type Config struct {
	// Token is the bearer token every caller must send (CONTENT_API_TOKEN); it must pass
	// secret.Check.
	Token string
	// TokenFile holds a generated token when Token is empty (DATA_DIR/content-api-token), which
	// the embedded gateway reads too.
	TokenFile string
	// PerPage is the default page size of lists; clients may ask for up to MaxPerPage.
	PerPage int
	// Account configures registration, sessions, password hashing and rate limits (PUBLIC_URL,
	// RATE_LIMITS).
	Account account.Config
	// Mail says where account mails go (SMTP_URL, MAIL_FROM, DATA_DIR/outbox).
	Mail mail.Config
	// Search configures how often the search index checks the store for changes.
	Search search.Config
}

// MaxPerPage caps the page size a client may ask for.
const MaxPerPage = 100

// DefaultConfig has no token (a default one would be published with the code), pages of 24 (a 4×6 or 3×8 grid), and the account and
// mail defaults: OWASP's argon2id cost, rate limits on, mails to ./data/outbox.
func DefaultConfig() Config {
	return Config{PerPage: 24, Account: account.DefaultConfig(), Mail: mail.DefaultConfig(), Search: search.DefaultConfig()}
}

// Validate rejects a configuration the API cannot serve with.
func (c Config) Validate() error {
	if c.Token == "" && c.TokenFile == "" {
		return errors.New("contentapi: CONTENT_API_TOKEN or a token file in DATA_DIR is needed")
	}
	if c.Token != "" {
		if err := secret.Check(c.Token); err != nil {
			return fmt.Errorf("contentapi: CONTENT_API_TOKEN is too weak (%w); use 32 random characters, e.g. from openssl rand -base64 32", err)
		}
	}
	if c.PerPage < 1 || c.PerPage > MaxPerPage {
		return errors.New("contentapi: page size must be between 1 and 100")
	}
	if err := c.Account.Validate(); err != nil {
		return err
	}
	if err := c.Mail.Validate(); err != nil {
		return err
	}
	return c.Search.Validate()
}
