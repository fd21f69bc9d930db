package cli

import (
	"path/filepath"
	"strings"
)

// readSessionSettings fills the gateway's session, proxy and social login settings: SESSION_KEYS
// (else a key kept in DATA_DIR/session-keys), TRUSTED_PROXIES, and per provider its client id,
// secret and endpoints. All follow PUBLIC_URL.
func readSessionSettings(s *settings, getenv func(string) string) {
	s.server.PublicURL = s.publicURL
	s.server.TrustedProxies = splitList(getenv("TRUSTED_PROXIES"))
	s.server.Session.Keys = splitList(getenv("SESSION_KEYS"))
	s.server.Session.KeyFile = filepath.Join(s.store.DataDir, "session-keys")

	social := &s.server.Social
	social.Google.ClientID, social.Google.ClientSecret = getenv("GOOGLE_CLIENT_ID"), getenv("GOOGLE_CLIENT_SECRET")
	social.Apple.ClientID, social.Apple.ClientSecret = getenv("APPLE_CLIENT_ID"), getenv("APPLE_CLIENT_SECRET")
	social.Facebook.ClientID, social.Facebook.ClientSecret = getenv("FACEBOOK_CLIENT_ID"), getenv("FACEBOOK_CLIENT_SECRET")
	for name, field := range map[string]*string{
		"GOOGLE_ISSUER_URL":     &social.Google.IssuerURL,
		"APPLE_ISSUER_URL":      &social.Apple.IssuerURL,
		"FACEBOOK_AUTH_URL":     &social.Facebook.AuthURL,
		"FACEBOOK_TOKEN_URL":    &social.Facebook.TokenURL,
		"FACEBOOK_USERINFO_URL": &social.Facebook.UserInfoURL,
	} {
		if v := getenv(name); v != "" {
			*field = v
		}
	}
}

// splitList splits a comma-separated variable, dropping blanks.
func splitList(v string) []string {
	var out []string
	for item := range strings.SplitSeq(v, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}
