package server_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/metrics"
)

// recordingUpstream is a content API that logs a reader in and records every other request it
// gets, answering a JSON 404 (or an empty page for the recipe list, 204 for a DELETE).
type recordingUpstream struct {
	mu   sync.Mutex
	uris []string
	srv  *httptest.Server
}

func newRecordingUpstream(t *testing.T) *recordingUpstream {
	u := &recordingUpstream{}
	u.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if r.URL.Path == "/api/authenticate/credentials/" {
			io.WriteString(w, `{"user":{`+fakeUser+`,"user_token":"`+leakedToken+`"}}`)
			return
		}
		u.mu.Lock()
		u.uris = append(u.uris, r.Method+" "+r.RequestURI)
		u.mu.Unlock()
		switch {
		case r.Method == http.MethodDelete:
			w.WriteHeader(http.StatusNoContent)
		case r.URL.Path == "/api/recipes/":
			io.WriteString(w, emptyPage)
		case strings.HasPrefix(r.URL.Path, "/api/media/"):
			w.Header().Set("Content-Type", "image/jpeg")
			w.Write([]byte{0xff, 0xd8, 0xff, 0xe0})
		default:
			w.WriteHeader(http.StatusNotFound)
			io.WriteString(w, `{"error":{"status":404,"code":"not_found","message":"Nicht gefunden."}}`)
		}
	}))
	t.Cleanup(u.srv.Close)
	return u
}

func (u *recordingUpstream) seen() []string {
	u.mu.Lock()
	defer u.mu.Unlock()
	return append([]string(nil), u.uris...)
}

// upstreamErrors are the upstream failure counters of a scrape.
func upstreamErrors(m map[string]string) map[string]string {
	out := map[string]string{}
	for name, value := range m {
		if strings.HasPrefix(name, "tischlein_upstream_errors_total") {
			out[name] = value
		}
	}
	return out
}

// hostileSegments are path segments that must never reach the content API: encoded structure
// (slash, dot segments, query, fragment), control characters, a stray or encoded percent sign,
// non-ASCII and overlong UTF-8, spaces and other punctuation.
var hostileSegments = []string{
	"%3fview=full%26per_page=100%26x=", "..%2f..%2feditorial%2freports", "paella%23", "x%00",
	"a%0d%0aX-Injected:%201", "a%09b", "%25", "%2e%2e", "%2E%2E", "..", ".", "a%2Fb", "a%2fb", "%2F",
	"%23", "%3f", "%3F", "%00", "%0d%0a", "%09", "k%C3%A4se", "%C0%AE%C0%AE", "%E2%80%AE", "%EF%BC%8F",
	"a%20b", "a+b", "a;b", "a%5Cb", "\\",
}

// notSlugs are harmless in a file name but are no slug or id: capitals, stray dashes, too long.
var notSlugs = []string{"Paella", "-a", "a-", "a--b", strings.Repeat("a", 161)}

// hostileMedia are rests of /api/media/ that are no stored file's path.
var hostileMedia = []string{
	"recipes/..%2f..%2fx.jpg", "..%2fx.jpg", "recipes/../x.jpg", "recipes/./x.jpg", "%2e%2e/x.jpg",
	"recipes/x.jpg%00", "recipes/x%3f.jpg", "recipes/x%23.jpg", "recipes//x.jpg", ".hidden.jpg",
	"x..jpg", "r%C3%A4.jpg", "x%0d%0a.jpg", "x%09.jpg", "x%25.jpg", "recipes%2fx.jpg", "recipes/",
	"a/b/c/d/e/f/g/h/i.jpg", strings.Repeat("a", 301) + ".jpg", "%C0%AE%C0%AE/x.jpg", "x%20y.jpg",
}

// TestHostilePathsNeverReachUpstream: a path parameter that is not what its name allows is a 404
// for every kind of route (slug, id, report target, media, an author's feed), cached or personal,
// before any call to the content API, and it counts as no upstream failure.
func TestHostilePathsNeverReachUpstream(t *testing.T) {
	up := newRecordingUpstream(t)
	g := newMeteredGateway(t, up.srv.URL, metrics.Config{Token: metricsToken})
	b := newBrowser(t, g.URL)
	if resp, body := b.send(http.MethodPost, "/api/authenticate/credentials/", `{"email":"jo@example.com","password":"x"}`); resp.StatusCode != 200 {
		t.Fatalf("login: %d %s", resp.StatusCode, body)
	}
	before := upstreamErrors(g.scrape())
	routes := []struct{ method, pattern string }{
		{"GET", "/api/recipes/%s/"},
		{"GET", "/api/users/%s/"},
		{"GET", "/api/premium/recipes/%s/"},
		{"GET", "/api/users/me/cookbooks/%s/items/"},
		{"DELETE", "/api/users/me/likes/%s/"},
		{"DELETE", "/api/users/me/cookbooks/0190a6d2-5b7e-7c1a-9f00-3c2b1a000001/items/%s/"},
		{"POST", "/api/editorial/reports/%s/paella/resolve/"},
		{"POST", "/api/editorial/reports/recipe/%s/resolve/"},
		{"GET", "/api/authenticate/%s/"},
		{"GET", "/de/users/%s/feed.xml"},
		{"GET", "/api/media/%s"},
		{"GET", "/api/media/recipes/%s.jpg"},
	}
	for _, r := range routes {
		values := slices.Concat(hostileSegments, notSlugs)
		switch r.pattern {
		case "/api/media/%s":
			values = hostileMedia
		case "/api/media/recipes/%s.jpg":
			values = hostileSegments
		}
		for _, v := range values {
			path := fmt.Sprintf(r.pattern, v)
			resp, body := b.send(r.method, path, "")
			if resp.StatusCode != http.StatusNotFound && resp.StatusCode != http.StatusBadRequest {
				t.Errorf("%s %s: %d %s, want 404 or 400", r.method, path, resp.StatusCode, body[:min(len(body), 200)])
			}
		}
	}
	if seen := up.seen(); len(seen) != 0 {
		t.Errorf("%d hostile paths reached the content API, e.g. %q", len(seen), seen[:min(len(seen), 5)])
	}
	if after := upstreamErrors(g.scrape()); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("client errors were counted as upstream failures: %v → %v", before, after)
	}
}

// TestUndeclaredQueryParameters: a parameter the route does not declare is 400 unknown_parameter,
// one given twice or with a value not of its kind 400 invalid_parameter, each naming it, and
// nothing reaches the content API, so made-up parameters cannot fill the cache.
func TestUndeclaredQueryParameters(t *testing.T) {
	up := newRecordingUpstream(t)
	g := newMeteredGateway(t, up.srv.URL, metrics.Config{Token: metricsToken})
	b := newBrowser(t, g.URL)
	b.send(http.MethodPost, "/api/authenticate/credentials/", `{"email":"jo@example.com","password":"x"}`)
	before := upstreamErrors(g.scrape())
	cases := []struct{ method, path, code, field string }{
		{"GET", "/api/recipes/?per_page=100&cb=1", "unknown_parameter", "cb"},
		{"GET", "/api/recipes/?bench=miss-1", "unknown_parameter", "bench"},
		{"GET", "/api/recipes/?cb", "unknown_parameter", "cb"},
		{"GET", "/api/recipes/paella/?view=full", "unknown_parameter", "view"},
		{"GET", "/api/menu/?x=1", "unknown_parameter", "x"},
		{"GET", "/api/tags/?type=recipe", "unknown_parameter", "type"},
		{"GET", "/api/media/recipes/a.jpg?w=640", "unknown_parameter", "w"},
		{"GET", "/api/search/?q=kuchen&cb=1", "unknown_parameter", "cb"},
		{"GET", "/api/search/suggestions/?q=ku&type=recipe", "unknown_parameter", "type"},
		{"GET", "/api/users/comments/?content=0190a6d2-5b7e-7c1a-9f00-3c2b1a000001&x=1", "unknown_parameter", "x"},
		{"GET", "/api/users/me/likes/?ids=true&cb=1", "unknown_parameter", "cb"},
		{"GET", "/api/users/me/?x=1", "unknown_parameter", "x"},
		{"POST", "/api/report/abuse/?x=1", "unknown_parameter", "x"},
		{"GET", "/api/recipes/?page=1&page=2", "invalid_parameter", "page"},
		{"GET", "/api/recipes/?lang=de&lang=en", "invalid_parameter", "lang"},
		{"GET", "/api/recipes/?page=0", "invalid_parameter", "page"},
		{"GET", "/api/recipes/?page=01", "invalid_parameter", "page"},
		{"GET", "/api/recipes/?page=%2B1", "invalid_parameter", "page"},
		{"GET", "/api/recipes/?page=abc", "invalid_parameter", "page"},
		{"GET", "/api/recipes/?page=10001", "invalid_parameter", "page"},
		{"GET", "/api/recipes/?per_page=101", "invalid_parameter", "per_page"},
		{"GET", "/api/recipes/?view=huge", "invalid_parameter", "view"},
		{"GET", "/api/recipes/?community=yes", "invalid_parameter", "community"},
		{"GET", "/api/recipes/?category=K%C3%A4se", "invalid_parameter", "category"},
		{"GET", "/api/recipes/?updated_since=yesterday", "invalid_parameter", "updated_since"},
		{"GET", "/api/feed/?group=other", "invalid_parameter", "group"},
		{"GET", "/api/media/recipes/a.jpg?v=a%2Fb", "invalid_parameter", "v"},
		{"GET", "/api/users/comments/?content=x", "invalid_parameter", "content"},
		{"DELETE", "/api/users/me/shopping-list/?checked=false", "invalid_parameter", "checked"},
		{"GET", "/api/recipes/?a=%zz", "bad_request", ""},
		{"GET", "/api/recipes/?a=1;b=2", "bad_request", ""},
	}
	for _, tc := range cases {
		resp, body := b.send(tc.method, tc.path, "")
		var e struct {
			Error struct{ Code, Field, Message string }
		}
		json.Unmarshal([]byte(body), &e)
		if resp.StatusCode != http.StatusBadRequest || e.Error.Code != tc.code || e.Error.Field != tc.field || e.Error.Message == "" {
			t.Errorf("%s %s: %d %s, want 400 %s naming %q", tc.method, tc.path, resp.StatusCode, body, tc.code, tc.field)
		}
	}
	if seen := up.seen(); len(seen) != 0 {
		t.Errorf("%d refused queries reached the content API: %q", len(seen), seen)
	}
	if after := upstreamErrors(g.scrape()); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("client errors were counted as upstream failures: %v → %v", before, after)
	}
	resp, body := b.send(http.MethodGet, "/api/recipes/?cb=1&lang=en", "")
	if !strings.Contains(body, "There is no parameter “cb” here.") || resp.Header.Get("Content-Language") != "en" {
		t.Errorf("the message is in the reader's language: %s", body)
	}
}

// TestLegitimateRequestsReachUpstream: what the site asks for still works, and the content API
// sees the route's own path with the checked parameters and the query in its canonical spelling;
// the same meaning spelled otherwise is the same cache entry.
func TestLegitimateRequestsReachUpstream(t *testing.T) {
	up := newRecordingUpstream(t)
	g := newMeteredGateway(t, up.srv.URL, metrics.Config{Token: metricsToken})
	b := newBrowser(t, g.URL)
	b.send(http.MethodPost, "/api/authenticate/credentials/", `{"email":"jo@example.com","password":"x"}`)
	id := "0190a6d2-5b7e-7c1a-9f00-3c2b1a000001"
	cases := []struct{ method, path, upstream string }{
		{"GET", "/api/recipes/?view=full&per_page=100&page=2&lang=en&community=", "GET /api/recipes/?page=2&per_page=100&view=full"},
		{"GET", "/api/recipes/paella-valenciana/", "GET /api/recipes/paella-valenciana/"},
		{"GET", "/api/media/recipes/a.jpg?v=1a2b3c4d", "GET /api/media/recipes/a.jpg?v=1a2b3c4d"},
		{"GET", "/api/media/user-images/" + id + ".jpg", "GET /api/media/user-images/" + id + ".jpg"},
		{"GET", "/api/users/comments/?page=1&content=" + strings.ToUpper(id), "GET /api/users/comments/?content=" + id + "&page=1"},
		{"GET", "/api/users/me/likes/?ids=true", "GET /api/users/me/likes/?ids=true"},
		{"DELETE", "/api/users/me/likes/" + id + "/", "DELETE /api/users/me/likes/" + id + "/"},
		{"DELETE", "/api/users/me/shopping-list/?checked=true", "DELETE /api/users/me/shopping-list/?checked=true"},
		{"POST", "/api/editorial/reports/recipe/paella-valenciana/resolve/", "POST /api/editorial/reports/recipe/paella-valenciana/resolve/"},
		{"GET", "/api/search/?q=k%C3%A4se+kuchen&diet=vegan", "GET /api/search/?diet=vegan&q=k%C3%A4se+kuchen"},
	}
	for _, tc := range cases {
		n := len(up.seen())
		resp, body := b.send(tc.method, tc.path, "")
		if resp.StatusCode >= 500 || resp.StatusCode == http.StatusBadRequest {
			t.Errorf("%s %s: %d %s", tc.method, tc.path, resp.StatusCode, body)
		}
		seen := up.seen()
		if len(seen) != n+1 || seen[n] != tc.upstream {
			t.Errorf("%s %s: the content API saw %q, want %q", tc.method, tc.path, seen[n:], tc.upstream)
		}
	}
	n := len(up.seen())
	resp, _ := b.send(http.MethodGet, "/api/recipes/?page=2&view=full&per_page=100&lang=en", "")
	if resp.Header.Get("X-Cache") != "HIT" || len(up.seen()) != n {
		t.Errorf("the same query in another order is the same entry: X-Cache %q", resp.Header.Get("X-Cache"))
	}
}
