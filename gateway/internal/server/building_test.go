package server_test

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/cache"
)

// Before the first build SITE_DIR is empty and every page would be a 404 that says the page does
// not exist: the gateway answers 503 with Retry-After and a page in both languages that says the
// site is being built, and the 404 again once the site is there.
func TestSiteBeingBuilt(t *testing.T) {
	site := t.TempDir()
	up := newFakeUpstream(t)
	g := newGateway(t, up.srv.URL, site, cache.DefaultConfig())
	for _, p := range []string{"/de/", "/en/", "/de/rezepte/", "/_astro/page.js"} {
		resp, body := g.get(p)
		if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") != "5" ||
			resp.Header.Get("Cache-Control") != "no-store" || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
			t.Errorf("%s before the build: %d Retry-After %q Cache-Control %q %q", p, resp.StatusCode,
				resp.Header.Get("Retry-After"), resp.Header.Get("Cache-Control"), resp.Header.Get("Content-Type"))
		}
		if !strings.Contains(body, "wird gerade gebaut") || !strings.Contains(body, "being built") {
			t.Errorf("%s before the build does not say so in both languages: %q", p, body)
		}
	}
	if resp, body := g.get("/api/nothing/"); resp.StatusCode != http.StatusNotFound || errorCode(t, body) != "route_not_found" {
		t.Errorf("an unknown API route while building: %d %s", resp.StatusCode, body)
	}

	for _, name := range []string{"de/index.html", "en/index.html", "de/404/index.html", "en/404/index.html"} {
		os.MkdirAll(filepath.Dir(filepath.Join(site, name)), 0o755)
		os.WriteFile(filepath.Join(site, name), []byte(name), 0o644)
	}
	if resp, body := g.get("/de/"); resp.StatusCode != http.StatusOK || body != "de/index.html" {
		t.Errorf("/de/ once built: %d %q", resp.StatusCode, body)
	}
	if resp, body := g.get("/de/gibt-es-nicht/"); resp.StatusCode != http.StatusNotFound || body != "de/404/index.html" || resp.Header.Get("Retry-After") != "" {
		t.Errorf("an unknown page once built: %d %q", resp.StatusCode, body)
	}
}
