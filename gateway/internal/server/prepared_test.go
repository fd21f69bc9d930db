package server_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/server"
)

// TestCheckedAnswersAreKnownByTheirBytes: an answer whose bytes passed the schema before is taken
// again without fuss after a purge, but changed bytes are checked afresh (a broken one is a 502
// even where a good one was served before), and a failure is never remembered as a pass.
func TestCheckedAnswersAreKnownByTheirBytes(t *testing.T) {
	const good, broken = `{"entries":[],"partners":[]}`, `{"entries":"none","partners":[]}`
	var body atomic.Value
	body.Store(good)
	var calls atomic.Int32
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, body.Load().(string))
	}))
	t.Cleanup(up.Close)
	s, _, _ := newServer(t, up.URL, cache.DefaultConfig(), func(*server.Config) {})
	g := httptest.NewServer(s)
	t.Cleanup(g.Close)
	gw := gateway{g, t}

	status := func(want int, step string) string {
		t.Helper()
		resp, got := gw.do(http.MethodGet, "/api/menu/", map[string]string{"Accept-Language": "de"})
		if resp.StatusCode != want {
			t.Fatalf("%s: %d %s, want %d", step, resp.StatusCode, got, want)
		}
		return resp.Header.Get("Etag")
	}
	first := status(http.StatusOK, "a good answer")
	s.Purge("*")
	body.Store(broken)
	status(http.StatusBadGateway, "changed bytes that break the schema")
	status(http.StatusBadGateway, "the same broken bytes again")
	body.Store(good)
	if again := status(http.StatusOK, "the good bytes again"); again != first {
		t.Fatalf("the same bytes have another ETag: %s, then %s", first, again)
	}
	s.Purge("*")
	if again := status(http.StatusOK, "the good bytes after a purge"); again != first {
		t.Fatalf("the same bytes have another ETag: %s, then %s", first, again)
	}
	if n := calls.Load(); n != 5 {
		t.Fatalf("the upstream was asked %d times, want 5 (each purge and each failure asks again)", n)
	}
}
