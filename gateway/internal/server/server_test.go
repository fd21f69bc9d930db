package server_test

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

const (
	testSessionKey = "test-session-key-0123456789abcdefghijklmnop"
	// testContentToken is the content API token of gateways whose upstream is a fake.
	testContentToken = "test-content-token-0123456789abcdefghij"
	testImageKey     = "test-image-key-0123456789abcdefghijklmnopqr"
)

// setTestKeys gives a test gateway fixed keys and its own image cache.
func setTestKeys(t testing.TB, cfg *server.Config) {
	cfg.Session.Keys = []string{testSessionKey}
	cfg.Images.Keys = []string{testImageKey}
	cfg.Images.CacheDir = t.TempDir()
}

const emptyPage = `{"meta":{"pagination":{"page":1,"pages":1,"per_page":24,"total":0}},"data":[]}`

// fakeUpstream is a content API that misbehaves on purpose; it records what the gateway sent.
type fakeUpstream struct {
	mu    sync.Mutex
	calls []*http.Request
	srv   *httptest.Server
}

func (f *fakeUpstream) count() int { f.mu.Lock(); defer f.mu.Unlock(); return len(f.calls) }
func (f *fakeUpstream) last() *http.Request {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[len(f.calls)-1]
}

func newFakeUpstream(t *testing.T) *fakeUpstream {
	f := &fakeUpstream{}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		f.calls = append(f.calls, r)
		f.mu.Unlock()
		json := func(status int, body string) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(status)
			io.WriteString(w, body)
		}
		switch r.URL.Path {
		case "/api/recipes/", "/api/articles/", "/api/feed-items/":
			json(200, emptyPage)
		case "/api/menu/":
			json(200, `{"entries":[],"partners":[]}`)
		case "/api/recipes/old-slug/":
			http.Redirect(w, r, "/api/recipes/new-slug/", http.StatusMovedPermanently)
		case "/api/recipes/missing/":
			json(404, `{"error":{"status":404,"code":"not_found","message":"Nicht gefunden."}}`)
		case "/api/tags/html/":
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(500)
			io.WriteString(w, "<html><body>Fatal error</body></html>")
		case "/api/tags/garbage/":
			json(200, `{"id": 1, "slug":`)
		case "/api/tags/wrong-shape/":
			json(200, `{"id":"not-a-uuid","slug":"Wrong Shape"}`)
		case "/api/tags/hang/":
			time.Sleep(1500 * time.Millisecond)
		case "/api/media/recipes/a.jpg":
			w.Header().Set("Content-Type", "image/jpeg")
			w.Write([]byte{0xff, 0xd8, 0xff, 0xe0})
		case "/api/media/recipes/bomb.png":
			w.Header().Set("Content-Type", "image/png")
			w.Write(pngBomb())
		default:
			json(404, `{"error":{"status":404,"code":"route_not_found","message":"Unbekannt."}}`)
		}
	}))
	t.Cleanup(f.srv.Close)
	return f
}

type gateway struct {
	*httptest.Server
	t *testing.T
}

func newGateway(t *testing.T, upstreamURL, siteDir string, cacheCfg cache.Config, options ...func(*server.Config)) gateway {
	t.Helper()
	s, _, _ := newServer(t, upstreamURL, cacheCfg, func(cfg *server.Config) {
		cfg.SiteDir = siteDir
		for _, option := range options {
			option(cfg)
		}
	})
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return gateway{srv, t}
}

// newServer is a gateway before it serves, wired as the serve command wires it, to an upstream at
// upstreamURL (short timeouts) and with its cache and upstream client, for tests that add to it.
func newServer(t testing.TB, upstreamURL string, cacheCfg cache.Config, edit func(*server.Config)) (*server.Server, *upstream.Client, *cache.Cache) {
	t.Helper()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	upCfg := upstream.DefaultConfig()
	upCfg.BaseURL, upCfg.Token, upCfg.Timeout = upstreamURL+"/api", "gateway-token-0123456789abcdefghijklmn", 500*time.Millisecond
	up, err := upstream.New(upCfg, logger)
	if err != nil {
		t.Fatal(err)
	}
	c, err := cache.New(cacheCfg, logger)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	schemas, err := schema.Load()
	if err != nil {
		t.Fatal(err)
	}
	cfg := server.DefaultConfig()
	cfg.SiteDir = t.TempDir()
	setTestKeys(t, &cfg)
	edit(&cfg)
	s, err := server.New(cfg, up, c, schemas, logger)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s, up, c
}

func (g gateway) do(method, path string, header map[string]string) (*http.Response, string) {
	g.t.Helper()
	req, _ := http.NewRequest(method, g.URL+path, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(req)
	if err != nil {
		g.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, string(body)
}

func (g gateway) get(path string) (*http.Response, string) { return g.do(http.MethodGet, path, nil) }

func errorCode(t *testing.T, body string) string {
	t.Helper()
	var e struct{ Error struct{ Code string } }
	if err := json.Unmarshal([]byte(body), &e); err != nil {
		t.Fatalf("not a JSON error: %q", body)
	}
	return e.Error.Code
}

func TestContractHeadersReachUpstream(t *testing.T) {
	up := newFakeUpstream(t)
	g := newGateway(t, up.srv.URL, t.TempDir(), cache.DefaultConfig())
	resp, _ := g.do(http.MethodGet, "/api/recipes/?page=1&lang=en", map[string]string{"Accept-Language": "de"})
	if resp.StatusCode != 200 {
		t.Fatalf("status %d", resp.StatusCode)
	}
	r := up.last()
	want := map[string]string{
		"Accept":          "application/vnd.tischlein+json; version=3",
		"Content-Type":    "application/json",
		"Authorization":   "Bearer gateway-token-0123456789abcdefghijklmn",
		"Accept-Language": "en",
		"X-Request-Id":    resp.Header.Get("X-Request-Id"),
	}
	for h, v := range want {
		if r.Header.Get(h) != v || v == "" {
			t.Errorf("upstream %s = %q, want %q", h, r.Header.Get(h), v)
		}
	}
	if r.URL.Path != "/api/recipes/" || r.URL.RawQuery != "page=1" {
		t.Errorf("upstream saw %s?%s", r.URL.Path, r.URL.RawQuery)
	}
}

func TestAllowlist(t *testing.T) {
	up := newFakeUpstream(t)
	g := newGateway(t, up.srv.URL, t.TempDir(), cache.DefaultConfig())
	for _, path := range []string{"/api/admin/", "/api/users/me/secrets/", "/api/recipes/a/b/", "/api/", "/api/%2e%2e/etc/passwd"} {
		resp, body := g.get(path)
		if resp.StatusCode != 404 || errorCode(t, body) != "route_not_found" {
			t.Errorf("%s: %d %s", path, resp.StatusCode, body)
		}
	}
	resp, body := g.do(http.MethodPost, "/api/recipes/", map[string]string{"X-Requested-With": "fetch"})
	if resp.StatusCode != 405 || errorCode(t, body) != "method_not_allowed" {
		t.Errorf("POST: %d %s", resp.StatusCode, body)
	}
	if up.count() != 0 {
		t.Fatalf("%d calls reached the upstream (%s); none should", up.count(), up.last().URL)
	}
	if resp, _ := g.get("/api/recipes"); resp.StatusCode != 200 || up.last().URL.Path != "/api/recipes/" {
		t.Errorf("a missing trailing slash is added: %d", resp.StatusCode)
	}
}

func TestCaching(t *testing.T) {
	up := newFakeUpstream(t)
	g := newGateway(t, up.srv.URL, t.TempDir(), cache.DefaultConfig())
	first, body := g.get("/api/recipes/?page=1")
	second, body2 := g.get("/api/recipes/?page=1")
	if first.Header.Get("X-Cache") != "MISS" || second.Header.Get("X-Cache") != "HIT" || body != body2 || up.count() != 1 {
		t.Fatalf("miss then hit: %s %s, %d upstream calls", first.Header.Get("X-Cache"), second.Header.Get("X-Cache"), up.count())
	}
	if cc := second.Header.Get("Cache-Control"); cc != "public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=86400" {
		t.Errorf("Cache-Control %q", cc)
	}
	if second.Header.Get("Vary") != "Accept-Language, Accept-Encoding" || second.Header.Get("ETag") == "" {
		t.Errorf("Vary %q ETag %q", second.Header.Get("Vary"), second.Header.Get("ETag"))
	}
	resp, _ := g.do(http.MethodGet, "/api/recipes/?page=1", map[string]string{"If-None-Match": second.Header.Get("ETag")})
	if resp.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match: %d", resp.StatusCode)
	}
	g.do(http.MethodGet, "/api/recipes/?page=1", map[string]string{"Accept-Language": "en"})
	if up.count() != 2 {
		t.Errorf("English is another cache entry: %d calls", up.count())
	}
	g.get("/api/recipes/?lang=de&page=1")
	if up.count() != 2 {
		t.Errorf("lang=de is the default language's entry: %d calls", up.count())
	}
}

func TestUpstreamAnswers(t *testing.T) {
	up := newFakeUpstream(t)
	g := newGateway(t, up.srv.URL, t.TempDir(), cache.DefaultConfig())
	cases := []struct {
		path   string
		status int
		code   string
	}{
		{"/api/recipes/missing/", 404, "not_found"},
		{"/api/tags/html/", 502, "upstream_error"},
		{"/api/tags/garbage/", 502, "upstream_invalid"},
		{"/api/tags/wrong-shape/", 502, "upstream_invalid"},
		{"/api/tags/hang/", 504, "upstream_timeout"},
		{"/api/recipes/?lang=fr", 400, "unsupported_language"},
		{"/api/recipes/?q=" + strings.Repeat("x", 2000), 414, "query_too_long"},
	}
	for _, tc := range cases {
		start := time.Now()
		resp, body := g.get(tc.path)
		if resp.StatusCode != tc.status || errorCode(t, body) != tc.code {
			t.Errorf("%s: %d %s, want %d %s", tc.path[:min(len(tc.path), 40)], resp.StatusCode, body, tc.status, tc.code)
		}
		if time.Since(start) > time.Second {
			t.Errorf("%s took %v", tc.path, time.Since(start))
		}
		if resp.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("%s: errors are not stored downstream (Cache-Control %q)", tc.path[:min(len(tc.path), 40)], resp.Header.Get("Cache-Control"))
		}
	}
	resp, _ := g.get("/api/recipes/old-slug/")
	if resp.StatusCode != 301 || resp.Header.Get("Location") != "/api/recipes/new-slug/" {
		t.Errorf("redirect: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, body := g.get("/api/media/recipes/a.jpg")
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/jpeg" || body != "\xff\xd8\xff\xe0" {
		t.Errorf("media: %d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
}

func TestUpstreamStopped(t *testing.T) {
	up := newFakeUpstream(t)
	cfg := cache.DefaultConfig()
	cfg.Fresh = 100 * time.Millisecond
	g := newGateway(t, up.srv.URL, t.TempDir(), cfg)
	if resp, _ := g.get("/api/recipes/"); resp.StatusCode != 200 {
		t.Fatal("warm-up failed")
	}
	up.srv.Close()

	resp, _ := g.get("/api/recipes/")
	if resp.StatusCode != 200 || resp.Header.Get("X-Cache") != "HIT" {
		t.Fatalf("fresh cached answer: %d %s", resp.StatusCode, resp.Header.Get("X-Cache"))
	}
	time.Sleep(150 * time.Millisecond)
	resp, _ = g.get("/api/recipes/")
	if resp.StatusCode != 200 || resp.Header.Get("X-Cache") != "STALE" {
		t.Fatalf("stale answer while the upstream is down: %d %s", resp.StatusCode, resp.Header.Get("X-Cache"))
	}
	start := time.Now()
	resp, body := g.get("/api/articles/")
	if resp.StatusCode != 502 || errorCode(t, body) != "upstream_unreachable" || time.Since(start) > time.Second {
		t.Fatalf("uncached with the upstream down: %d %s in %v", resp.StatusCode, body, time.Since(start))
	}
}

func TestStaticSite(t *testing.T) {
	site := t.TempDir()
	write := func(name, content string) {
		os.MkdirAll(filepath.Dir(filepath.Join(site, name)), 0o755)
		os.WriteFile(filepath.Join(site, name), []byte(content), 0o644)
	}
	write("de/index.html", "<h1>Hallo</h1>")
	write("_astro/app.abc123.js", "console.log(1)")
	write("404.html", "<h1>Nicht gefunden</h1>")
	write("en/404/index.html", "<h1>Not found</h1>")
	write("de/rezepte/neu/index.html", "<h1>Neu</h1>")
	write("de/profile/kochbuecher/_/index.html", "<h1>Kochbuch</h1>")
	write("_pages.json", "{}")
	write("_pictures.json", `{"pictures":[],"pages":[]}`)
	write("_redirects", "# comment\n/de/rezepte/alt/ /de/rezepte/neu/ 301\n/de/profile/kochbuecher/* /de/profile/kochbuecher/_/ 200\n/de/weg/* /de/rezepte/:splat 302\nbroken line\n")
	up := newFakeUpstream(t)
	g := newGateway(t, up.srv.URL, site, cache.DefaultConfig())

	resp, _ := g.do(http.MethodGet, "/", map[string]string{"Accept-Language": "en-US,en;q=0.9"})
	if resp.StatusCode != 302 || resp.Header.Get("Location") != "/en/" {
		t.Errorf("/ for an English reader: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, _ = g.do(http.MethodGet, "/", map[string]string{"Accept-Language": "fr"})
	if resp.Header.Get("Location") != "/de/" {
		t.Errorf("/ defaults to German: %q", resp.Header.Get("Location"))
	}
	resp, body := g.get("/de/")
	if resp.StatusCode != 200 || body != "<h1>Hallo</h1>" || resp.Header.Get("Cache-Control") != "public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=86400" {
		t.Errorf("page: %d %q %q", resp.StatusCode, body, resp.Header.Get("Cache-Control"))
	}
	if resp, _ := g.get("/de"); resp.StatusCode != 301 || resp.Header.Get("Location") != "/de/" {
		t.Errorf("/de: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, _ = g.get("/_astro/app.abc123.js")
	if resp.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Errorf("hashed asset: %q", resp.Header.Get("Cache-Control"))
	}
	for _, p := range []string{"/de/gibt-es-nicht/", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd"} {
		resp, body = g.get(p)
		if resp.StatusCode != 404 || body != "<h1>Nicht gefunden</h1>" {
			t.Errorf("%s: %d %q", p, resp.StatusCode, body)
		}
	}
	if resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Error("security headers missing")
	}
	if resp, body := g.get("/en/nothing-here/"); resp.StatusCode != 404 || body != "<h1>Not found</h1>" {
		t.Errorf("English 404 page: %d %q", resp.StatusCode, body)
	}
	for _, p := range []string{"/de/rezepte/alt/", "/de/rezepte/alt"} {
		if resp, _ := g.get(p); resp.StatusCode != 301 || resp.Header.Get("Location") != "/de/rezepte/neu/" {
			t.Errorf("old slug %s: %d %q", p, resp.StatusCode, resp.Header.Get("Location"))
		}
	}
	if resp, _ := g.get("/de/weg/x/"); resp.StatusCode != 302 || resp.Header.Get("Location") != "/de/rezepte/x/" {
		t.Errorf("splat: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	if resp, body := g.get("/de/profile/kochbuecher/42/"); resp.StatusCode != 200 || body != "<h1>Kochbuch</h1>" {
		t.Errorf("rewrite: %d %q", resp.StatusCode, body)
	}
	for _, p := range []string{"/_redirects", "/_pages.json", "/_pictures.json"} {
		if resp, _ := g.get(p); resp.StatusCode != 404 {
			t.Errorf("the build's file %s is served: %d", p, resp.StatusCode)
		}
	}
}

// TestSecurityHeaders: every answer — page, API, picture, error — forbids framing and sniffing,
// every document the powerful browser features and a cross-site referrer's path; HSTS is sent when
// the site is public over https.
func TestSecurityHeaders(t *testing.T) {
	site := t.TempDir()
	os.MkdirAll(filepath.Join(site, "de"), 0o755)
	os.WriteFile(filepath.Join(site, "de", "index.html"), []byte("<h1>Hallo</h1>"), 0o644)
	up := newFakeUpstream(t)
	for _, publicURL := range []string{"http://localhost:8080", "https://tischlein.example"} {
		g := newGateway(t, up.srv.URL, site, cache.DefaultConfig(), func(c *server.Config) { c.PublicURL = publicURL })
		for _, path := range []string{"/de/", "/api/recipes/", "/_img?url=/api/media/recipes/a.jpg&w=640", "/api/nothing/", "/api/recipes/a/"} {
			resp, _ := g.get(path)
			h := resp.Header
			if !strings.Contains(h.Get("Content-Security-Policy"), "frame-ancestors 'none'") || h.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("%s %s: %v", publicURL, path, h)
			}
			// The two that act only on documents are not sent with the content API's answers.
			document := !strings.HasPrefix(path, "/api/")
			if document != strings.Contains(h.Get("Permissions-Policy"), "camera=()") ||
				document != (h.Get("Referrer-Policy") == "strict-origin-when-cross-origin") {
				t.Errorf("%s %s: Permissions-Policy %q, Referrer-Policy %q", publicURL, path, h.Get("Permissions-Policy"), h.Get("Referrer-Policy"))
			}
			if hsts := h.Get("Strict-Transport-Security"); (hsts != "") != strings.HasPrefix(publicURL, "https:") {
				t.Errorf("%s %s: Strict-Transport-Security %q", publicURL, path, hsts)
			}
			if publicURL == "https://tischlein.example" {
				for name, value := range netlifyHeaders(t) {
					if got := h.Get(name); got != value && (document || got != "") {
						t.Errorf("%s: the gateway sends %s %q, netlify.toml %q", path, name, got, value)
					}
				}
			}
		}
	}
}

// TestInstanceHeader names the gateway in every answer when INSTANCE_NAME is set, and sends no such
// header when it is not.
func TestInstanceHeader(t *testing.T) {
	site := t.TempDir()
	os.MkdirAll(filepath.Join(site, "de"), 0o755)
	os.WriteFile(filepath.Join(site, "de", "index.html"), []byte("<h1>Hallo</h1>"), 0o644)
	up := newFakeUpstream(t)
	for _, name := range []string{"gateway-2", ""} {
		g := newGateway(t, up.srv.URL, site, cache.DefaultConfig(), func(c *server.Config) { c.Instance = name })
		for _, path := range []string{"/de/", "/api/recipes/", "/api/recipes/", "/api/nothing/", "/healthz"} {
			resp, _ := g.get(path)
			if got := resp.Header.Values("X-Instance"); (name == "" && len(got) != 0) || (name != "" && (len(got) != 1 || got[0] != name)) {
				t.Errorf("instance %q, %s: X-Instance %q", name, path, got)
			}
		}
	}
}

// netlifyHeaders reads the headers netlify.toml sets on every path ([[headers]] for "/*"), so the
// CDN and the gateway cannot drift apart.
func netlifyHeaders(t *testing.T) map[string]string {
	raw, err := os.ReadFile(filepath.Join("..", "..", "..", "netlify.toml"))
	if err != nil {
		t.Fatal(err)
	}
	headers := map[string]string{}
	_, block, _ := strings.Cut(string(raw), `for = "/*"`)
	for _, line := range strings.Split(block, "\n")[1:] {
		name, value, ok := strings.Cut(strings.TrimSpace(line), " = ")
		if strings.HasPrefix(strings.TrimSpace(line), "[[") {
			break
		}
		if ok && name != "[headers.values]" {
			headers[name] = strings.Trim(value, `"`)
		}
	}
	if len(headers) < 5 {
		t.Fatalf("netlify.toml: only %v", headers)
	}
	return headers
}
