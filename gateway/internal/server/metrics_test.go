package server_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/contentapi"
	"github.com/tischlein/tischlein/gateway/internal/mail"
	"github.com/tischlein/tischlein/gateway/internal/metrics"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

const metricsToken = "scraper-token-0123456789"

// newMeteredGateway is a gateway wired to its metrics as the serve command wires it.
func newMeteredGateway(t *testing.T, upstreamURL string, cfg metrics.Config) gateway {
	t.Helper()
	s, up, c := newServer(t, upstreamURL, cache.DefaultConfig(), func(cfg *server.Config) { builtSite(t, cfg.SiteDir) })
	m, err := metrics.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	up.OnError(m.UpstreamError)
	m.WatchCache(func() metrics.CacheStats { return metrics.CacheStats(c.Stats()) })
	s.Instrument(m)
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return gateway{srv, t}
}

// scrape reads /metrics with the token and returns its sample lines.
func (g gateway) scrape() map[string]string {
	g.t.Helper()
	resp, body := g.do(http.MethodGet, "/metrics", map[string]string{"Authorization": "Bearer " + metricsToken})
	if resp.StatusCode != http.StatusOK {
		g.t.Fatalf("scrape: %d %s", resp.StatusCode, body)
	}
	samples := map[string]string{}
	for line := range strings.SplitSeq(body, "\n") {
		if name, value, ok := strings.Cut(line, " "); ok && !strings.HasPrefix(line, "#") {
			samples[name] = value
		}
	}
	return samples
}

func TestMetricsCountRequests(t *testing.T) {
	up := newFakeUpstream(t)
	g := newMeteredGateway(t, up.srv.URL, metrics.Config{Token: metricsToken})
	g.get("/api/recipes/?page=1")
	g.get("/api/recipes/?page=1")
	m := g.scrape()
	if m[`tischlein_cache_requests_total{state="miss"}`] != "1" || m[`tischlein_cache_requests_total{state="hit"}`] != "1" {
		t.Errorf("a cached GET twice is one miss and one hit: miss %s hit %s",
			m[`tischlein_cache_requests_total{state="miss"}`], m[`tischlein_cache_requests_total{state="hit"}`])
	}
	if m[`tischlein_cache_requests_total{state="stale"}`] != "0" || m[`tischlein_cache_requests_total{state="stale_if_error"}`] != "0" {
		t.Error("nothing was stale")
	}

	g.get("/api/recipes/missing/")
	g.get("/api/recipes/spaghetti-" + strings.Repeat("x", 20) + "/")
	g.get("/api/tags/html/")
	g.get("/no/such/page")
	g.do("BREW", "/api/recipes/", nil) // refused as a write that is not the site's own
	m = g.scrape()
	want := map[string]string{
		`tischlein_http_requests_total{code="200",method="GET",route="/api/recipes/"}`:       "2",
		`tischlein_http_requests_total{code="404",method="GET",route="/api/recipes/:slug/"}`: "2",
		`tischlein_http_requests_total{code="502",method="GET",route="/api/tags/:slug/"}`:    "1",
		`tischlein_http_requests_total{code="404",method="GET",route="/*"}`:                  "1",
		`tischlein_http_requests_total{code="403",method="other",route="/api/recipes/"}`:     "1",
		`tischlein_http_request_duration_seconds_count{route="/api/recipes/"}`:               "3",
		`tischlein_http_request_duration_seconds_count{route="/api/recipes/:slug/"}`:         "2",
		`tischlein_upstream_errors_total{kind="upstream_error"}`:                             "1",
		`tischlein_image_queue_waiting`:                                                      "0",
		`tischlein_image_queue_working`:                                                      "0",
		`tischlein_relay_events_total{outcome="sent"}`:                                       "0",
		`tischlein_relay_events_total{outcome="dropped"}`:                                    "0",
	}
	for name, value := range want {
		if m[name] != value {
			t.Errorf("%s = %q, want %s", name, m[name], value)
		}
	}
	for name := range m {
		if strings.Contains(name, "missing") || strings.Contains(name, "xxxx") || strings.Contains(name, "no/such") || strings.Contains(name, "BREW") {
			t.Errorf("a raw path became a label value: %s", name)
		}
	}
	for _, name := range []string{"go_goroutines", "process_cpu_seconds_total", `tischlein_http_request_duration_seconds_bucket{route="/api/recipes/",le="+Inf"}`} {
		if _, ok := m[name]; !ok {
			t.Errorf("%s is missing", name)
		}
	}
}

// TestMetricsProtected: the public never reads /metrics. Without a token configured, and with no
// or a wrong token, the answer is the site's own 404, the same as for a path that does not exist.
func TestMetricsProtected(t *testing.T) {
	up := newFakeUpstream(t)
	off := newMeteredGateway(t, up.srv.URL, metrics.Config{})
	on := newMeteredGateway(t, up.srv.URL, metrics.Config{Token: metricsToken})
	_, unknown := on.get("/no-such-page")
	cases := []struct {
		name   string
		g      gateway
		header map[string]string
	}{
		{"no token configured", off, map[string]string{"Authorization": "Bearer " + metricsToken}},
		{"no token configured, empty bearer", off, map[string]string{"Authorization": "Bearer "}},
		{"no token sent", on, nil},
		{"wrong token", on, map[string]string{"Authorization": "Bearer " + metricsToken + "x"}},
		{"token without Bearer", on, map[string]string{"Authorization": metricsToken}},
	}
	for _, tc := range cases {
		resp, body := tc.g.do(http.MethodGet, "/metrics", tc.header)
		if resp.StatusCode != http.StatusNotFound || body != unknown || strings.Contains(body, "tischlein_") {
			t.Errorf("%s: %d %.80q", tc.name, resp.StatusCode, body)
		}
	}
	resp, body := on.do(http.MethodGet, "/metrics", map[string]string{"Authorization": "Bearer " + metricsToken})
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, "tischlein_http_requests_total") {
		t.Fatalf("with the token: %d", resp.StatusCode)
	}
	if cc := resp.Header.Get("Cache-Control"); !strings.Contains(cc, "no-store") {
		t.Errorf("the metrics are private: Cache-Control %q", cc)
	}
}

// lockedBuffer collects log lines written from several goroutines.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// lines are the JSON log lines with the given message.
func (b *lockedBuffer) lines(msg string) []map[string]any {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []map[string]any
	for line := range strings.SplitSeq(b.buf.String(), "\n") {
		var v map[string]any
		if json.Unmarshal([]byte(line), &v) == nil && v["msg"] == msg {
			out = append(out, v)
		}
	}
	return out
}

// TestRequestIDReachesContentAPILog follows a request through a real gateway into a real content
// API: the id the gateway makes, or a plain one it was sent, is in the content API's log line.
func TestRequestIDReachesContentAPILog(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			logs := &lockedBuffer{}
			logger := slog.New(slog.NewJSONHandler(logs, nil))
			apiCfg := contentapi.DefaultConfig()
			apiCfg.Token = "gateway-token-0123456789abcdefghijklmn"
			api, err := contentapi.New(apiCfg, b.Open(t), logger)
			if err != nil {
				t.Fatal(err)
			}
			apiSrv := httptest.NewServer(api)
			t.Cleanup(apiSrv.Close)
			g := newMeteredGateway(t, apiSrv.URL, metrics.Config{})

			made, _ := g.get("/api/recipes/?page=1")
			madeID := made.Header.Get("X-Request-Id")
			g.do(http.MethodGet, "/api/recipes/?page=2", map[string]string{"X-Request-Id": "lb-7f3a.trace_1"})
			odd, _ := g.do(http.MethodGet, "/api/recipes/?page=3", map[string]string{"X-Request-Id": "<script>" + strings.Repeat("a", 200)})
			oddID := odd.Header.Get("X-Request-Id")
			if made.StatusCode != 200 || madeID == "" || oddID == "" || strings.Contains(oddID, "script") {
				t.Fatalf("gateway ids: %d %q %q", made.StatusCode, madeID, oddID)
			}
			seen := map[string]string{}
			for _, line := range logs.lines("content api request") {
				id, _ := line["request_id"].(string)
				uri, _ := line["uri"].(string)
				seen[uri] = id
			}
			want := map[string]string{"/api/recipes/?page=1": madeID, "/api/recipes/?page=2": "lb-7f3a.trace_1", "/api/recipes/?page=3": oddID}
			for uri, id := range want {
				if seen[uri] != id {
					t.Errorf("content API logged %s with request_id %q, want %q (log: %v)", uri, seen[uri], id, seen)
				}
			}
		})
	}
}

// TestMetricsCountMail registers through a gateway in front of a real content API, wired to the
// metrics as the serve command wires an embedded one: the confirmation mail counts as sent.
func TestMetricsCountMail(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			apiCfg := contentapi.DefaultConfig()
			apiCfg.Token = "gateway-token-0123456789abcdefghijklmn"
			apiCfg.Account.Hash = account.Params{Memory: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32} // fast, for tests only
			apiCfg.Mail.OutboxDir = t.TempDir()
			api, err := contentapi.New(apiCfg, b.Open(t), slog.New(slog.DiscardHandler))
			if err != nil {
				t.Fatal(err)
			}
			apiSrv := httptest.NewServer(api)
			t.Cleanup(apiSrv.Close)
			s, _, _ := newServer(t, apiSrv.URL, cache.DefaultConfig(), func(*server.Config) {})
			m, err := metrics.New(metrics.Config{Token: metricsToken})
			if err != nil {
				t.Fatal(err)
			}
			s.Instrument(m)
			m.WatchMail(mail.Templates, func() metrics.MailStats { return metrics.MailStats(api.MailStats()) })
			srv := httptest.NewServer(s)
			t.Cleanup(srv.Close)
			g := gateway{srv, t}

			if got := g.scrape()[`tischlein_mail_total{kind="confirm",outcome="sent"}`]; got != "0" {
				t.Fatalf("before any mail: %q", got)
			}
			req, _ := http.NewRequest(http.MethodPost, srv.URL+"/api/register/",
				strings.NewReader(`{"email":"lena@example.org","password":"Kartoffelsalat mit Gurke","name":"Lena","language":"de","newsletter_opt_in":false}`))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Requested-With", "fetch")
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusAccepted {
				t.Fatalf("register: %d", resp.StatusCode)
			}
			got := g.scrape()
			want := map[string]string{
				`tischlein_mail_total{kind="confirm",outcome="sent"}`:   "1",
				`tischlein_mail_total{kind="confirm",outcome="failed"}`: "0",
				`tischlein_mail_total{kind="reset",outcome="sent"}`:     "0",
				`tischlein_mail_in_flight`:                              "0",
			}
			for series, value := range want {
				if got[series] != value {
					t.Errorf("%s = %q, want %s", series, got[series], value)
				}
			}
		})
	}
}
