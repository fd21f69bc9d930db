package server_test

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/server"
)

// conversionsAPI is a local fake of the Conversions API that keeps the raw bytes it received.
type conversionsAPI struct {
	mu       sync.Mutex
	requests []string
	release  chan struct{}
}

func (f *conversionsAPI) received() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.requests...)
}

func newConversionsAPI(t *testing.T, block bool) (*conversionsAPI, string) {
	f := &conversionsAPI{release: make(chan struct{})}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		f.mu.Lock()
		f.requests = append(f.requests, r.URL.String()+"\n"+string(body))
		f.mu.Unlock()
		if block {
			<-f.release
		}
		w.Write([]byte(`{"events_received":1}`))
	}))
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(f.release) })
	return f, srv.URL
}

// newEventGateway is a gateway whose relay sends to apiURL ("" for none).
func newEventGateway(t *testing.T, apiURL string, edit func(*server.Config)) *httptest.Server {
	t.Helper()
	s, _, _ := newServer(t, "http://127.0.0.1:1", cache.DefaultConfig(), func(cfg *server.Config) {
		if apiURL != "" {
			cfg.Relay.PixelID, cfg.Relay.AccessToken, cfg.Relay.APIURL = "1234", "secret-token", apiURL
			cfg.Relay.Backoff, cfg.Relay.Timeout = time.Millisecond, 2*time.Second
		}
		if edit != nil {
			edit(cfg)
		}
	})
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return srv
}

const trackingEvent = `{"eventName":"Lead","eventId":"ev-1","emails":[" Anna.Schmidt@Example.DE "],
	"phones":["+49 (170) 123-45 67"],"firstName":"Anna","lastName":"Schmidt-Weiß","country":"DE",
	"city":"Bad Homburg","zipCode":"61348","products":[{"sku":"rezept-1","quantity":2}],"value":3.5,
	"currency":"EUR","userAgent":"BodyAgent/1.0","sourceUrl":"https://tischlein.example/rezepte/a/"}`

func postEvent(t *testing.T, url, body string, header map[string]string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, url+"/api/fb-events", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "HeaderAgent/2.0")
	req.Header.Set("X-Requested-With", "fetch")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

func sha(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// waitForRequests waits until the fake received n requests, or a while, and returns them.
func waitForRequests(f *conversionsAPI, n int, wait time.Duration) []string {
	deadline := time.Now().Add(wait)
	for len(f.received()) < n && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	return f.received()
}

func TestEventRelayedWithConsent(t *testing.T) {
	f, apiURL := newConversionsAPI(t, false)
	gw := newEventGateway(t, apiURL, nil)
	resp, body := postEvent(t, gw.URL, trackingEvent, map[string]string{"Cookie": "consent=necessary,analytics,marketing"})
	if resp.StatusCode != http.StatusAccepted || body != `{"status":"accepted"}`+"\n" {
		t.Fatalf("answer %d %q", resp.StatusCode, body)
	}
	if cc := resp.Header.Get("Cache-Control"); !strings.Contains(cc, "no-store") && !strings.Contains(cc, "private") {
		t.Errorf("Cache-Control %q", cc)
	}
	got := waitForRequests(f, 1, 5*time.Second)
	if len(got) != 1 {
		t.Fatalf("the fake received %d requests", len(got))
	}
	raw := got[0]
	if !strings.HasPrefix(raw, "/1234/events?access_token=secret-token\n") {
		t.Errorf("request to %q", strings.SplitN(raw, "\n", 2)[0])
	}
	for _, want := range []string{
		`"em":["` + sha("anna.schmidt@example.de") + `"]`, `"ph":["` + sha("491701234567") + `"]`,
		`"fn":"` + sha("anna") + `"`, `"ln":"` + sha("schmidtweiß") + `"`, `"ct":"` + sha("badhomburg") + `"`,
		`"zp":"` + sha("61348") + `"`, `"country":"` + sha("de") + `"`, `"client_ip_address":"127.0.0.1"`,
		`"client_user_agent":"HeaderAgent/2.0"`, `"action_source":"website"`, `"event_id":"ev-1"`,
		`"custom_data":{"value":3.5,"currency":"EUR","contents":[{"id":"rezept-1","quantity":2}]}`,
	} {
		if !strings.Contains(raw, want) {
			t.Errorf("the request lacks %s:\n%s", want, raw)
		}
	}
	lower := strings.ToLower(raw)
	for _, personal := range []string{"anna.schmidt", "example.de", "170", "1701234567", "schmidt", "homburg"} {
		if strings.Contains(lower, personal) {
			t.Errorf("raw personal data %q left the gateway:\n%s", personal, raw)
		}
	}
}

func TestEventUserAgentFromBody(t *testing.T) {
	f, apiURL := newConversionsAPI(t, false)
	gw := newEventGateway(t, apiURL, nil)
	resp, _ := postEvent(t, gw.URL, trackingEvent, map[string]string{"Cookie": "consent=marketing", "User-Agent": ""})
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("status %d", resp.StatusCode)
	}
	if got := waitForRequests(f, 1, 5*time.Second); len(got) != 1 || !strings.Contains(got[0], `"client_user_agent":"BodyAgent/1.0"`) {
		t.Errorf("requests %v", got)
	}
}

func TestEventDroppedWithoutConsent(t *testing.T) {
	f, apiURL := newConversionsAPI(t, false)
	gw := newEventGateway(t, apiURL, nil)
	for _, cookie := range []string{"", "consent=necessary,analytics", "consent=", "consent=marketingx", "other=marketing"} {
		resp, body := postEvent(t, gw.URL, trackingEvent, map[string]string{"Cookie": cookie})
		if resp.StatusCode != http.StatusAccepted || !strings.Contains(body, "accepted") {
			t.Errorf("cookie %q: %d %s", cookie, resp.StatusCode, body)
		}
	}
	if got := waitForRequests(f, 1, 200*time.Millisecond); len(got) != 0 {
		t.Errorf("forwarded without consent: %v", got)
	}
}

func TestEventRelayNotConfigured(t *testing.T) {
	gw := newEventGateway(t, "", nil)
	resp, _ := postEvent(t, gw.URL, trackingEvent, map[string]string{"Cookie": "consent=marketing"})
	if resp.StatusCode != http.StatusAccepted {
		t.Errorf("status %d", resp.StatusCode)
	}
}

func TestEventAnswersAtOnceWhenTheAPIHangs(t *testing.T) {
	f, apiURL := newConversionsAPI(t, true)
	gw := newEventGateway(t, apiURL, func(c *server.Config) { c.Relay.Workers, c.Relay.QueueSize = 1, 1 })
	for i := range 10 {
		start := time.Now()
		resp, _ := postEvent(t, gw.URL, trackingEvent, map[string]string{"Cookie": "consent=marketing"})
		if took := time.Since(start); resp.StatusCode != http.StatusAccepted || took > time.Second {
			t.Fatalf("event %d: %d after %v", i, resp.StatusCode, took)
		}
	}
	if got := waitForRequests(f, 2, 100*time.Millisecond); len(got) != 1 {
		t.Errorf("the hanging API got %d requests, want 1 (the rest queued or dropped)", len(got))
	}
}

func TestEventRefusals(t *testing.T) {
	gw := newEventGateway(t, "", nil)
	cases := []struct {
		name   string
		body   string
		header map[string]string
		status int
		code   string
	}{
		{"not JSON", `{"eventName":`, nil, 400, "malformed_json"},
		{"empty", ``, nil, 400, "malformed_json"},
		{"too large", `{"eventName":"` + strings.Repeat("x", 20<<10) + `"}`, nil, 413, "too_large"},
		{"missing field", `{"eventName":"Lead","userAgent":"u","sourceUrl":"https://a.example/"}`, nil, 422, "invalid_field"},
		{"bad URL", strings.Replace(trackingEvent, "https://tischlein.example/rezepte/a/", "nope", 1), nil, 422, "invalid_field"},
		{"no X-Requested-With", trackingEvent, map[string]string{"X-Requested-With": ""}, 403, "csrf_rejected"},
		{"cross-site", trackingEvent, map[string]string{"Sec-Fetch-Site": "cross-site"}, 403, "csrf_rejected"},
		{"foreign origin", trackingEvent, map[string]string{"Origin": "https://evil.example"}, 403, "csrf_rejected"},
	}
	for _, c := range cases {
		resp, body := postEvent(t, gw.URL, c.body, c.header)
		if resp.StatusCode != c.status || errorCode(t, body) != c.code {
			t.Errorf("%s: %d %s", c.name, resp.StatusCode, body)
		}
	}
	resp, body := postEvent(t, gw.URL, `{"eventName":"Lead","userAgent":"u","sourceUrl":"https://a.example/"}`, nil)
	if !strings.Contains(body, `"field":"eventId"`) {
		t.Errorf("missing field: %d %s", resp.StatusCode, body)
	}
}

func TestEventFloodLimited(t *testing.T) {
	gw := newEventGateway(t, "", func(c *server.Config) { c.Relay.PerAddress = 5 })
	for i := range 5 {
		if resp, _ := postEvent(t, gw.URL, trackingEvent, nil); resp.StatusCode != http.StatusAccepted {
			t.Fatalf("event %d: %d", i+1, resp.StatusCode)
		}
	}
	resp, body := postEvent(t, gw.URL, trackingEvent, nil)
	if resp.StatusCode != http.StatusTooManyRequests || errorCode(t, body) != "rate_limited" || resp.Header.Get("Retry-After") == "" {
		t.Errorf("flood: %d %s Retry-After %q", resp.StatusCode, body, resp.Header.Get("Retry-After"))
	}
}
