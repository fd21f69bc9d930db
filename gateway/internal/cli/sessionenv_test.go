package cli

import (
	"path/filepath"
	"testing"
)

func TestSessionSettings(t *testing.T) {
	for _, e := range []map[string]string{
		{"SESSION_KEYS": "too-short"},
		{"TRUSTED_PROXIES": "10.0.0.1"},
		{"GOOGLE_CLIENT_ID": "id", "GOOGLE_CLIENT_SECRET": "secret", "GOOGLE_ISSUER_URL": "accounts.google.com"},
	} {
		if _, err := readSettings(env(e)); err == nil {
			t.Errorf("%v must be rejected", e)
		}
	}
	s, err := readSettings(env(map[string]string{
		"DATA_DIR": "/tmp/x", "PUBLIC_URL": "https://tischlein.example/",
		"SESSION_KEYS":    "new-key-0123456789abcdefghijklmnopqrstuv, old-key-0123456789abcdefghijklmnopqrstuv",
		"TRUSTED_PROXIES": "10.0.0.0/8,fd00::/8", "APPLE_CLIENT_ID": "id", "APPLE_CLIENT_SECRET": "jwt",
		"APPLE_ISSUER_URL": "http://127.0.0.1:9400/oidc",
	}))
	if err != nil {
		t.Fatal(err)
	}
	srv := s.server
	if srv.PublicURL != "https://tischlein.example" || len(srv.Session.Keys) != 2 || srv.Session.Keys[1] != "old-key-0123456789abcdefghijklmnopqrstuv" ||
		len(srv.TrustedProxies) != 2 || srv.Social.Apple.IssuerURL != "http://127.0.0.1:9400/oidc" || srv.Social.Apple.ClientSecret != "jwt" {
		t.Errorf("%+v", srv)
	}
	s, _ = readSettings(env(map[string]string{"DATA_DIR": "/tmp/x"}))
	if s.server.Session.KeyFile != filepath.Join("/tmp/x", "session-keys") || s.server.Social.Google.IssuerURL != "https://accounts.google.com" {
		t.Errorf("defaults: %+v", s.server.Session)
	}
}
