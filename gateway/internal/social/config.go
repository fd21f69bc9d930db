package social

import (
	"fmt"
	"net/url"
	"time"
)

// Config of the social login providers. A provider is enabled only when both its client id and
// secret are set.
type Config struct {
	// PublicURL is the site's address (PUBLIC_URL); callbacks are
	// PublicURL/api/authenticate/{provider}/callback/, as registered at each provider.
	PublicURL string
	// Google (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER_URL).
	Google OpenIDConfig
	// Apple (APPLE_CLIENT_ID, APPLE_CLIENT_SECRET, APPLE_ISSUER_URL). The secret is the ES256 JWT
	// that Apple's documentation has developers sign with their key; it lasts up to six months.
	Apple OpenIDConfig
	// Facebook (FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET, FACEBOOK_AUTH_URL, FACEBOOK_TOKEN_URL,
	// FACEBOOK_USERINFO_URL): plain OAuth 2.0 and the Graph API's /me, as Facebook Login offers no
	// OpenID Connect for the web.
	Facebook FacebookConfig
	// Timeout bounds each call to a provider.
	Timeout time.Duration
}

// OpenIDConfig is an OpenID Connect provider. IssuerURL is where its discovery document lives;
// tests point it at a local provider.
type OpenIDConfig struct {
	ClientID     string
	ClientSecret string
	IssuerURL    string
}

// FacebookConfig is Facebook Login's OAuth 2.0 endpoints and the Graph API's user endpoint.
type FacebookConfig struct {
	ClientID     string
	ClientSecret string
	AuthURL      string
	TokenURL     string
	UserInfoURL  string
}

func (c OpenIDConfig) enabled() bool   { return c.ClientID != "" && c.ClientSecret != "" }
func (c FacebookConfig) enabled() bool { return c.ClientID != "" && c.ClientSecret != "" }

// DefaultConfig points at the real providers, all disabled until their credentials are set.
func DefaultConfig() Config {
	return Config{
		PublicURL: "http://localhost:8080",
		Google:    OpenIDConfig{IssuerURL: "https://accounts.google.com"},
		Apple:     OpenIDConfig{IssuerURL: "https://appleid.apple.com"},
		Facebook: FacebookConfig{
			AuthURL:     "https://www.facebook.com/v23.0/dialog/oauth",
			TokenURL:    "https://graph.facebook.com/v23.0/oauth/access_token",
			UserInfoURL: "https://graph.facebook.com/v23.0/me",
		},
		Timeout: 10 * time.Second,
	}
}

// Validate rejects URLs that cannot work. Nothing is fetched: the providers' discovery happens at
// the first login, so the gateway starts without them.
func (c Config) Validate() error {
	if err := checkURL("PUBLIC_URL", c.PublicURL); err != nil {
		return err
	}
	if c.Google.enabled() {
		if err := checkURL("GOOGLE_ISSUER_URL", c.Google.IssuerURL); err != nil {
			return err
		}
	}
	if c.Apple.enabled() {
		if err := checkURL("APPLE_ISSUER_URL", c.Apple.IssuerURL); err != nil {
			return err
		}
	}
	if c.Facebook.enabled() {
		for name, u := range map[string]string{"FACEBOOK_AUTH_URL": c.Facebook.AuthURL, "FACEBOOK_TOKEN_URL": c.Facebook.TokenURL, "FACEBOOK_USERINFO_URL": c.Facebook.UserInfoURL} {
			if err := checkURL(name, u); err != nil {
				return err
			}
		}
	}
	if c.Timeout <= 0 {
		return fmt.Errorf("social: the provider timeout must be positive")
	}
	return nil
}

func checkURL(name, raw string) error {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("social: %s must be an http(s) URL (got %q)", name, raw)
	}
	return nil
}
