package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/metrics"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// syncBuffer is a log destination that the request's goroutine writes and the test reads.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// A reader who leaves (navigates away, closes the tab) cancels the request: that is the client's
// doing, not a failure of the gateway, so it is logged at info as 499 (nginx's "client closed
// request"), counted as 499 and not as a 5xx, and no error body is written for no one.
func TestClientLeavingIsNotAnError(t *testing.T) {
	arrived := make(chan struct{})
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.ReadAll(r.Body) // so the server notices the gateway hanging up
		close(arrived)
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	}))
	t.Cleanup(up.Close)

	var logs syncBuffer
	logger := slog.New(slog.NewJSONHandler(&logs, nil))
	upCfg := upstream.DefaultConfig()
	upCfg.BaseURL, upCfg.Token = up.URL+"/api", "gateway-token-0123456789abcdefghijklmn"
	client, err := upstream.New(upCfg, logger)
	if err != nil {
		t.Fatal(err)
	}
	c, err := cache.New(cache.DefaultConfig(), logger)
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
	s, err := server.New(cfg, client, c, schemas, logger)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	m, err := metrics.New(metrics.Config{Token: metricsToken})
	if err != nil {
		t.Fatal(err)
	}
	s.Instrument(m)

	ctx, cancel := context.WithCancel(context.Background())
	req := httptest.NewRequestWithContext(ctx, http.MethodPost, "/api/feedback/", strings.NewReader(`{"message":"Schön","page":"/de/"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "fetch")
	rec := httptest.NewRecorder()
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.ServeHTTP(rec, req)
	}()
	select {
	case <-arrived:
	case <-time.After(5 * time.Second):
		t.Fatal("the request never reached the content API")
	}
	cancel()
	<-done

	if rec.Body.Len() != 0 {
		t.Errorf("a body was written for a reader who left: %d %s", rec.Code, rec.Body)
	}
	var line struct {
		Level  string
		Msg    string
		Status int
	}
	found := false
	for raw := range strings.SplitSeq(strings.TrimSpace(logs.String()), "\n") {
		var l struct{ Level, Msg string }
		if err := json.Unmarshal([]byte(raw), &l); err != nil {
			t.Fatalf("not a JSON log line: %q", raw)
		}
		if l.Level == "ERROR" {
			t.Errorf("a reader leaving was logged as an error: %s", raw)
		}
		if l.Msg == "request" {
			json.Unmarshal([]byte(raw), &line)
			found = true
		}
	}
	if !found || line.Level != "INFO" || line.Status != 499 {
		t.Errorf("request line: found %v, level %q, status %d; want INFO 499\n%s", found, line.Level, line.Status, logs.String())
	}

	scrape := httptest.NewRequest(http.MethodGet, "/metrics", nil)
	scrape.Header.Set("Authorization", "Bearer "+metricsToken)
	out := httptest.NewRecorder()
	s.ServeHTTP(out, scrape)
	body, _ := io.ReadAll(out.Body)
	if !strings.Contains(string(body), `tischlein_http_requests_total{code="499",method="POST",route="/api/feedback/"} 1`) {
		t.Errorf("the request is not counted as 499:\n%s", grepLines(string(body), "http_requests_total"))
	}
	if strings.Contains(string(body), `code="500"`) {
		t.Errorf("a reader leaving counted as a 500:\n%s", grepLines(string(body), "http_requests_total"))
	}
}

func grepLines(s, substr string) string {
	var out []string
	for line := range strings.SplitSeq(s, "\n") {
		if strings.Contains(line, substr) {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}
