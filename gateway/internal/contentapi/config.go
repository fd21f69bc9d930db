package contentapi

import "errors"

// Config of the content API.
type Config struct {
	// Token is the bearer token every caller must send (CONTENT_API_TOKEN).
	Token string
	// PerPage is the default page size of lists; clients may ask for up to MaxPerPage.
	PerPage int
}

// MaxPerPage caps the page size a client may ask for.
const MaxPerPage = 100

// DefaultConfig has the development token and pages of 24 (a 4×6 or 3×8 grid).
func DefaultConfig() Config {
	return Config{Token: "dev-content-token", PerPage: 24}
}

// Validate rejects a configuration the API cannot serve with.
func (c Config) Validate() error {
	if len(c.Token) < 8 {
		return errors.New("contentapi: CONTENT_API_TOKEN must be at least 8 characters")
	}
	if c.PerPage < 1 || c.PerPage > MaxPerPage {
		return errors.New("contentapi: page size must be between 1 and 100")
	}
	return nil
}
