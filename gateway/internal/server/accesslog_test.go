package server_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/server"
)

// TestAccessLogLines: a gateway that writes its access log straight to the JSON log writes one line
// per answered request, with the request's method and URI, the final status, the latency, the
// request ID the reader got and the cache state, a cached answer's too.
func TestAccessLogLines(t *testing.T) {
	up := newFakeUpstream(t)
	s, _, _ := newServer(t, up.srv.URL, cache.DefaultConfig(), func(*server.Config) {})
	logs := &lockedBuffer{}
	s.LogRequestsAsJSON(logs)
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	g := gateway{srv, t}

	miss, _ := g.get("/api/recipes/?page=1")
	hit, _ := g.get("/api/recipes/?page=1")
	bad, _ := g.get("/api/recipes/?colour=red")
	lines := logs.lines("request")
	if len(lines) != 3 {
		t.Fatalf("%d request lines for 3 requests: %v", len(lines), lines)
	}
	for i, tc := range []struct {
		resp       *http.Response
		uri, cache string
		status     float64
	}{
		{miss, "/api/recipes/?page=1", "MISS", 200},
		{hit, "/api/recipes/?page=1", "HIT", 200},
		{bad, "/api/recipes/?colour=red", "", 400},
	} {
		line := lines[i]
		if line["level"] != "INFO" || line["method"] != "GET" || line["uri"] != tc.uri || line["status"] != tc.status ||
			line["request_id"] != tc.resp.Header.Get("X-Request-Id") || line["cache"] != tc.cache {
			t.Errorf("request %d: logged %v; answered %d with X-Request-Id %q", i+1, line, tc.resp.StatusCode, tc.resp.Header.Get("X-Request-Id"))
		}
		if latency, ok := line["latency"].(float64); !ok || latency <= 0 {
			t.Errorf("request %d: latency %v, want nanoseconds", i+1, line["latency"])
		}
		if _, ok := line["time"].(string); !ok {
			t.Errorf("request %d: no time in %v", i+1, line)
		}
	}
}
