package server_test

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/server"
)

// sameOriginPath checks a Location as a browser resolves it: printable ASCII without back slashes
// (browsers read "\" as "/" and drop tabs and line breaks), a path from the root that resolves on
// the page's own origin, and the same once decoded, for a server that decodes it and redirects again.
func sameOriginPath(location string) error {
	for i := 0; i < len(location); i++ {
		if c := location[i]; c <= ' ' || c >= 0x7f || c == '\\' {
			return fmt.Errorf("byte %#x at %d", c, i)
		}
	}
	if !strings.HasPrefix(location, "/") || strings.HasPrefix(location, "//") {
		return errors.New("not a path from the root")
	}
	u, err := url.Parse(location)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil {
		return fmt.Errorf("not a bare path: %v", err)
	}
	base, _ := url.Parse("https://tischlein.test/de/rezepte/")
	if r := base.ResolveReference(u); r.Scheme != base.Scheme || r.Host != base.Host {
		return fmt.Errorf("resolves to %s", r)
	}
	if strings.HasPrefix(u.Path, "//") || strings.ContainsFunc(u.Path, func(r rune) bool { return r == '\\' || unicode.IsControl(r) }) {
		return fmt.Errorf("once decoded: %q", u.Path)
	}
	return nil
}

// redirectSite is a built site with folders to add a slash to and _redirects rules, some of them
// hostile: a splat that could start the target with "//", and targets on other sites.
func redirectSite(t testing.TB) string {
	site := t.TempDir()
	write := func(name, content string) {
		os.MkdirAll(filepath.Dir(filepath.Join(site, name)), 0o755)
		os.WriteFile(filepath.Join(site, name), []byte(content), 0o644)
	}
	write("de/index.html", "<h1>Hallo</h1>")
	write("en/index.html", "<h1>Hello</h1>")
	write("404.html", "<h1>Nicht gefunden</h1>")
	write("de/rezepte/neu/index.html", "<h1>Neu</h1>")
	write("de/k\u00fcche/index.html", "<h1>K\u00fcche</h1>")
	write("_redirects", strings.Join([]string{
		"/de/rezepte/alt/ /de/rezepte/neu/ 301",
		"/de/weg/* /de/rezepte/:splat 302",
		"/alles/* /:splat 301",
		"/raus/ https://evil.example/ 301",
		"/raus2/ //evil.example/ 302",
		"/raus3/ /\\evil.example/ 301",
	}, "\n")+"\n")
	return site
}

// hostileTargets are request targets seen to make the gateway name another site in a Location, and
// their relatives: encoded slashes and back slashes, double encodings, control characters, dot
// segments and unicode look-alikes, each against a folder, an old slug and a splat rule.
var hostileTargets = func() []string {
	tails := []string{
		"/%2fevil.example/..%2fde",
		"//evil.example/..%2fde",
		"//evil.example/../de",
		"/%2Fevil.example/%2e%2e/de",
		"/%5cevil.example/..%2fde",
		"/%5Cevil.example/%2e%2e/de",
		`/\evil.example/..%2fde`,
		`/\\evil.example/..%2fde`,
		"/%2F%2Fevil.example/..%2fde",
		"/%252fevil.example/..%252fde",
		"/%09/evil.example/..%2fde",
		"/%0d%0a/evil.example/..%2fde",
		"/%0d%0aLocation:%20//evil.example/..%2fde",
		"/.%2e/de",
		"/%2e%2e/de",
		"/de/%2e%2e/en",
		"/%EF%BC%8Fevil.example/..%2fde",
		"/\uff0fevil.example/..%2fde",
		"/%E2%88%95evil.example/..%2fde",
		"/%00/evil.example/..%2fde",
	}
	targets := []string{"/", "/de", "/de/rezepte/neu", "/de/rezepte/alt", "/de/rezepte/alt/", "/de/weg/x/",
		"/alles//evil.example/", "/alles/%2fevil.example/", "/alles/%5cevil.example/", "/alles/\\evil.example/",
		"/raus/", "/raus2/", "/raus3/", "/raus", "/de/k%C3%BCche", "/de?x=//evil.example"}
	for _, tail := range tails {
		targets = append(targets, tail, tail+"/", tail+"?a=1", "/de/weg"+tail, "/alles"+tail)
	}
	return targets
}()

// rawGet sends a request line as written, as curl or an attacker can, without a client's
// normalisation.
func rawGet(t *testing.T, addr, target string) *http.Response {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(5 * time.Second))
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nAccept-Language: en\r\nConnection: close\r\n\r\n", target, addr)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("GET %q: %v", target, err)
	}
	resp.Body.Close()
	return resp
}

// TestEveryRedirectStaysOnSite: whatever the path, the gateway's redirects (a folder's slash, the
// language choice at /, the rules of _redirects) lead to a path on this site, never to another.
func TestEveryRedirectStaysOnSite(t *testing.T) {
	up := newFakeUpstream(t)
	g := newGateway(t, up.srv.URL, redirectSite(t), cache.DefaultConfig())
	addr := strings.TrimPrefix(g.URL, "http://")
	redirects := 0
	for _, target := range hostileTargets {
		resp := rawGet(t, addr, target)
		if resp.StatusCode < 300 || resp.StatusCode >= 400 {
			continue
		}
		redirects++
		if err := sameOriginPath(resp.Header.Get("Location")); err != nil {
			t.Errorf("GET %q: %d Location %q: %v", target, resp.StatusCode, resp.Header.Get("Location"), err)
		}
	}
	if redirects < 20 {
		t.Errorf("only %d of %d targets redirected: the table no longer reaches the redirects", redirects, len(hostileTargets))
	}

	for _, tc := range []struct{ target, location string }{
		{"/", "/en/"},
		{"/de", "/de/"},
		{"/de?x=1", "/de/?x=1"},
		{"/de/k%C3%BCche", "/de/k%C3%BCche/"},
		{"/%2fevil.example/..%2fde", "/de/"},
		{"//evil.example/..%2fde", "/de/"},
		{"/%2Fevil.example/%2e%2e/de", "/de/"},
		{"/%5cevil.example/..%2fde", "/de/"},
		{`/\evil.example/..%2fde`, "/de/"},
		{"/de/%2e%2e/en", "/en/"},
		{"/de/rezepte/alt", "/de/rezepte/neu/"},
		{"/de/weg/x/", "/de/rezepte/x/"},
		{"/de/weg/x%3Fy/", "/de/rezepte/x%3Fy/"},
		{"/alles/de/", "/de/"},
	} {
		resp := rawGet(t, addr, tc.target)
		if resp.StatusCode < 300 || resp.StatusCode >= 400 || resp.Header.Get("Location") != tc.location {
			t.Errorf("GET %q: %d %q, want a redirect to %q", tc.target, resp.StatusCode, resp.Header.Get("Location"), tc.location)
		}
	}
	// A rule that leads elsewhere, or whose splat would, is not followed: the page is not found.
	for _, target := range []string{"/raus/", "/raus2/", "/raus3/", "/alles//evil.example/", "/alles/%2fevil.example/", "/alles/%5cevil.example/"} {
		if resp := rawGet(t, addr, target); resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET %q: %d %q, want 404", target, resp.StatusCode, resp.Header.Get("Location"))
		}
	}
}

// FuzzStaticRedirects sends random paths through the gateway's static site handler: every redirect
// it answers names a path on this site.
func FuzzStaticRedirects(f *testing.F) {
	for _, target := range hostileTargets {
		f.Add(target)
	}
	f.Add("/de/weg/%2e%2e/%2e%2e//evil.example")
	f.Add("/alles/%2F%2Fevil.example")
	// No upstream: the static site never asks it.
	handler, _, _ := newServer(f, "http://127.0.0.1:1", cache.DefaultConfig(), func(cfg *server.Config) { cfg.SiteDir = redirectSite(f) })
	f.Fuzz(func(t *testing.T, target string) {
		u, err := url.ParseRequestURI(target)
		if err != nil || u.Host != "" || strings.HasPrefix(u.Path, "/api") || strings.HasPrefix(u.Path, "/_img") {
			return
		}
		req := httptest.NewRequest(http.MethodGet, "/", nil)
		req.URL, req.RequestURI = u, target
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		if rec.Code >= 300 && rec.Code < 400 {
			if err := sameOriginPath(rec.Header().Get("Location")); err != nil {
				t.Fatalf("GET %q: %d Location %q: %v", target, rec.Code, rec.Header().Get("Location"), err)
			}
		}
	})
}

// TestUpstreamRedirectStaysOnSite: a content API's 301 for an old slug reaches the browser only as
// a path on this site; a Location that would lead elsewhere is the upstream's fault, a 502.
func TestUpstreamRedirectStaysOnSite(t *testing.T) {
	locations := map[string]string{
		"good":      "/api/recipes/new-slug/?lang=de",
		"unicode":   "/api/recipes/k\u00fcche/",
		"elsewhere": "https://evil.example/api/recipes/x/",
		"slashes":   "/api//evil.example/",
		"encoded":   "/api/%2f%2fevil.example/",
		"backslash": "/api/%5cevil.example/",
		"tab":       "/api/%09/evil.example/",
		"dots":      "/api/recipes/../../../evil.example/",
	}
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		slug := strings.Trim(strings.TrimPrefix(r.URL.Path, "/api/recipes/"), "/")
		w.Header().Set("Location", locations[slug])
		w.WriteHeader(http.StatusMovedPermanently)
	}))
	t.Cleanup(up.Close)
	g := newGateway(t, up.URL, t.TempDir(), cache.DefaultConfig())
	for slug, location := range locations {
		resp, _ := g.get("/api/recipes/" + slug + "/")
		switch {
		case slug == "good" || slug == "unicode":
			if resp.StatusCode != 301 || sameOriginPath(resp.Header.Get("Location")) != nil || !strings.HasPrefix(resp.Header.Get("Location"), "/api/recipes/") {
				t.Errorf("%s (%q): %d %q", slug, location, resp.StatusCode, resp.Header.Get("Location"))
			}
		case resp.StatusCode != http.StatusBadGateway:
			t.Errorf("%s (%q): %d %q, want 502", slug, location, resp.StatusCode, resp.Header.Get("Location"))
		}
	}
}
