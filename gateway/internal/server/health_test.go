package server_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/cache"
)

// builtSite writes the pages a built site has (home and 404 in both languages) into dir.
func builtSite(t *testing.T, dir string) {
	t.Helper()
	for _, page := range []string{"de/index.html", "en/index.html", "de/404/index.html", "en/404/index.html"} {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, page)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, page), []byte("<h1>Tischlein</h1>"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// menuAPI is a content API that answers the menu to the gateway's token only, and counts the calls.
func menuAPI(t *testing.T, token string) (*httptest.Server, *atomic.Int64) {
	var calls atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		if r.Header.Get("Authorization") != "Bearer "+token {
			w.WriteHeader(http.StatusUnauthorized)
			io.WriteString(w, `{"error":{"status":401,"code":"unauthorized","message":"Nicht angemeldet."}}`)
			return
		}
		io.WriteString(w, `{"entries":[],"partners":[]}`)
	}))
	t.Cleanup(srv.Close)
	return srv, &calls
}

// TestHealth: liveness asks nobody and answers HEAD too; readiness needs the built site and a
// content API that takes the gateway's token, and costs one upstream call per few seconds, not
// one per probe.
func TestHealth(t *testing.T) {
	up, calls := menuAPI(t, "gateway-token-0123456789abcdefghijklmn")
	site := t.TempDir()
	g := newGateway(t, up.URL, site, cache.DefaultConfig())
	for _, method := range []string{http.MethodGet, http.MethodHead} {
		if resp, _ := g.do(method, "/healthz", nil); resp.StatusCode != 200 || resp.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("%s /healthz: %d %q", method, resp.StatusCode, resp.Header.Get("Cache-Control"))
		}
	}

	resp, body := g.get("/readyz")
	if resp.StatusCode != 503 || errorCode(t, body) != "unavailable" {
		t.Errorf("readyz before the site is built: %d %s", resp.StatusCode, body)
	}
	if resp, _ := g.do(http.MethodHead, "/readyz", nil); resp.StatusCode != 503 {
		t.Errorf("HEAD /readyz before the site is built: %d", resp.StatusCode)
	}
	builtSite(t, site)
	for range 20 {
		for _, method := range []string{http.MethodGet, http.MethodHead} {
			if resp, _ := g.do(method, "/readyz", nil); resp.StatusCode != 200 || resp.Header.Get("Cache-Control") != "no-store" {
				t.Fatalf("%s /readyz with the site built: %d", method, resp.StatusCode)
			}
		}
	}
	if n := calls.Load(); n != 1 {
		t.Errorf("40 probes cost %d calls of the content API, want 1", n)
	}
	os.Remove(filepath.Join(site, "en", "404", "index.html"))
	if resp, _ := g.get("/readyz"); resp.StatusCode != 503 {
		t.Errorf("readyz without the English 404 page: %d", resp.StatusCode)
	}

	wrong, _ := menuAPI(t, "another-token")
	other := t.TempDir()
	builtSite(t, other)
	g = newGateway(t, wrong.URL, other, cache.DefaultConfig())
	if resp, body := g.get("/readyz"); resp.StatusCode != 503 || errorCode(t, body) != "unavailable" {
		t.Errorf("readyz when the content API refuses the token: %d %s", resp.StatusCode, body)
	}
	if resp, _ := g.get("/healthz"); resp.StatusCode != 200 {
		t.Error("liveness does not depend on the upstream")
	}
}
