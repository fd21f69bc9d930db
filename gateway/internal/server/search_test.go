package server_test

import (
	"net/http"
	"strings"
	"testing"
)

// checkSearch calls the search through the gateway: answers pass their schemas and are cached
// like other content (a second call is a hit), refusals keep their status and JSON shape and are
// not stored downstream.
func checkSearch(t *testing.T, s *stack) {
	b := newBrowser(t, s.url)
	for _, path := range []string{"/api/search/?q=kartoffel&lang=de", "/api/search/suggestions/?q=kar&lang=de"} {
		name := map[bool]string{true: "search-results", false: "search-suggestions"}[path[12] == '?']
		var states []string
		for range 2 {
			resp, body := s.do(b, request{method: http.MethodGet, path: path})
			if resp.StatusCode != 200 {
				t.Fatalf("%s: %d %s", path, resp.StatusCode, body)
			}
			if err := s.schemas.Validate(name, []byte(body)); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if cc := resp.Header.Get("Cache-Control"); cc != "public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=86400" {
				t.Errorf("%s: Cache-Control %q", path, cc)
			}
			states = append(states, resp.Header.Get("X-Cache"))
		}
		if states[0] != "MISS" || states[1] != "HIT" {
			t.Errorf("%s: X-Cache %v, want a miss then a hit", path, states)
		}
	}
	for path, status := range map[string]int{
		"/api/search/?diet=keto":                     422,
		"/api/search/?q=" + strings.Repeat("k", 201): 400,
		"/api/search/suggestions/?page=2":            400,
		"/api/search/?q=kartoffel&page=50":           404,
	} {
		resp, body := s.do(b, request{method: http.MethodGet, path: path})
		if resp.StatusCode != status || resp.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("%s: %d %q %s, want %d and no-store", path, resp.StatusCode, resp.Header.Get("Cache-Control"), body, status)
		}
	}
}
