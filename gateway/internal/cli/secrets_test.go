package cli

import (
	"strings"
	"testing"
)

// testToken is a content API token strong enough for secret.Check.
const testToken = "test-token-4f9a1c7e2b8d6053aa91c0de"

// TestNoPublishedDefaultSecret: without CONTENT_API_TOKEN the embedded content API and the gateway
// read one token from DATA_DIR (generated on first start), never a value from the code.
func TestNoPublishedDefaultSecret(t *testing.T) {
	s, err := readSettings(env(map[string]string{"DATA_DIR": "/srv/data"}))
	if err != nil {
		t.Fatal(err)
	}
	if s.upstream.Token != "" || s.contentAPI.Token != "" ||
		s.upstream.TokenFile != "/srv/data/content-api-token" || s.contentAPI.TokenFile != s.upstream.TokenFile {
		t.Errorf("upstream %+v, content API token %q file %q", s.upstream, s.contentAPI.Token, s.contentAPI.TokenFile)
	}
}

// TestWeakSecretsStopAnHTTPSStart: on an https PUBLIC_URL every configured secret must be strong;
// on http (development) only the length rules of each package apply.
func TestWeakSecretsStopAnHTTPSStart(t *testing.T) {
	strong := "Zm9vYmFyYmF6cXV4LXJhbmRvbS1rZXktMTIzNDU2Nzg"
	weak := map[string]string{
		"SESSION_KEYS":      strings.Repeat("ab", 20),
		"IMAGE_SIGNING_KEY": strong + "," + strings.Repeat("x", 40),
		"METRICS_TOKEN":     "metrics-token-1234",
	}
	for name, value := range weak {
		e := map[string]string{"PUBLIC_URL": "https://tischlein.example", name: value}
		if _, err := readSettings(env(e)); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("https with a weak %s: %v", name, err)
		}
		e["PUBLIC_URL"] = "http://localhost:8080"
		if _, err := readSettings(env(e)); err != nil {
			t.Errorf("http with %s=%q: %v", name, value, err)
		}
	}
	if _, err := readSettings(env(map[string]string{"PUBLIC_URL": "https://tischlein.example",
		"SESSION_KEYS": strong, "IMAGE_SIGNING_KEY": strong, "METRICS_TOKEN": strong, "CONTENT_API_TOKEN": testToken})); err != nil {
		t.Errorf("strong secrets on https: %v", err)
	}
	if _, err := readSettings(env(map[string]string{"PUBLIC_URL": "https://tischlein.example"})); err != nil {
		t.Errorf("generated secrets on https: %v", err)
	}
}
