package relay

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

func sha(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// The examples of the Conversions API's "Customer information parameters", and a few German ones.
func TestNormalize(t *testing.T) {
	cases := []struct {
		name      string
		normalize func(string) string
		in, want  string
	}{
		{"email", normalizeEmail, " John_Smith@Gmail.com ", "john_smith@gmail.com"},
		{"email", normalizeEmail, "   ", ""},
		{"phone", normalizePhone, "+1 (616) 954-78 88", "16169547888"},
		{"phone", normalizePhone, "0049 170 1234567", "491701234567"},
		{"phone", normalizePhone, "+49-170/123 45 67 ext", "491701234567"},
		{"phone", normalizePhone, "call me", ""},
		{"name", normalizeName, "  Mary ", "mary"},
		{"name", normalizeName, "Valéry", "valéry"},
		{"name", normalizeName, "O'Neil-Smith", "oneilsmith"},
		{"name", normalizeName, "Jürgen.", "jürgen"},
		{"name", normalizeName, "...", ""},
		{"city", normalizeCity, "Menlo Park", "menlopark"},
		{"city", normalizeCity, "Frankfurt (Main)", "frankfurtmain"},
		{"city", normalizeCity, "Köln", "köln"},
		{"zip", normalizeZip, "M1 1AE", "m11ae"},
		{"zip", normalizeZip, "94035-1234", "940351234"},
		{"zip", normalizeZip, "10115", "10115"},
		{"country", normalizeCountry, "US", "us"},
		{"country", normalizeCountry, " de", "de"},
		{"country", normalizeCountry, "1a", ""},
	}
	for _, c := range cases {
		if got := c.normalize(c.in); got != c.want {
			t.Errorf("%s %q: got %q, want %q", c.name, c.in, got, c.want)
		}
	}
	if hashed("") != "" || hashed("us") != "79adb2a2fce5c6ba215fe5f27f532d4e7edbac4b6a5e09e1ef3a08084a904621" {
		t.Errorf("hashed: got %q and %q", hashed(""), hashed("us"))
	}
}

func TestPayload(t *testing.T) {
	value := 4.5
	ev := Event{
		EventName: "Purchase", EventID: "e1", Emails: []string{"A@B.de", " "}, Phones: []string{"+49 170 1234567"},
		FirstName: "Anna", LastName: "Groß", Country: "DE", City: "Bad Homburg", ZipCode: "61348",
		Products: []Product{{SKU: "r1", Quantity: 2}}, Value: &value, Currency: "EUR", TestEventCode: "TEST1",
		UserAgent: "UA", SourceURL: "https://example.org/rezepte/a/", ClientIP: "192.0.2.1",
	}
	got := newPayload(ev, time.Unix(1700000000, 0))
	want := payload{TestEventCode: "TEST1", Data: []serverEvent{{
		EventName: "Purchase", EventTime: 1700000000, EventID: "e1", EventSourceURL: ev.SourceURL, ActionSource: "website",
		UserData: userData{
			Emails: []string{sha("a@b.de")}, Phones: []string{sha("491701234567")}, FirstName: sha("anna"),
			LastName: sha("groß"), City: sha("badhomburg"), Zip: sha("61348"), Country: sha("de"),
			ClientIP: "192.0.2.1", UserAgent: "UA",
		},
		CustomData: &customData{Value: &value, Currency: "EUR", Contents: []content{{ID: "r1", Quantity: 2}}},
	}}}
	gotJSON, _ := json.Marshal(got)
	wantJSON, _ := json.Marshal(want)
	if string(gotJSON) != string(wantJSON) {
		t.Errorf("payload:\n got %s\nwant %s", gotJSON, wantJSON)
	}
	if bare, _ := json.Marshal(newPayload(Event{EventName: "PageView", EventID: "e2"}, time.Unix(0, 0))); string(bare) !=
		`{"data":[{"event_name":"PageView","event_time":0,"event_id":"e2","event_source_url":"","action_source":"website","user_data":{}}]}` {
		t.Errorf("bare payload: %s", bare)
	}
}

// fakeAPI answers with the statuses it is given in turn (then 200) and records what arrived.
type fakeAPI struct {
	mu       sync.Mutex
	statuses []int
	bodies   []string
	paths    []string
	arrived  chan struct{}
}

func newFakeAPI(t *testing.T, statuses ...int) (*fakeAPI, *httptest.Server) {
	f := &fakeAPI{statuses: statuses, arrived: make(chan struct{}, 100)}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		f.mu.Lock()
		f.bodies = append(f.bodies, string(body))
		f.paths = append(f.paths, r.URL.String())
		status := http.StatusOK
		if len(f.statuses) > 0 {
			status, f.statuses = f.statuses[0], f.statuses[1:]
		}
		f.mu.Unlock()
		w.WriteHeader(status)
		f.arrived <- struct{}{}
	}))
	t.Cleanup(srv.Close)
	return f, srv
}

func (f *fakeAPI) count() int { f.mu.Lock(); defer f.mu.Unlock(); return len(f.bodies) }

func newTestRelay(t *testing.T, apiURL string, edit func(*Config)) *Relay {
	t.Helper()
	cfg := DefaultConfig()
	cfg.PixelID, cfg.AccessToken, cfg.APIURL, cfg.Backoff, cfg.Timeout = "123", "tok&en", apiURL, time.Millisecond, 2*time.Second
	if edit != nil {
		edit(&cfg)
	}
	r, err := New(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Close)
	return r
}

// waitFor waits until the relay settled n events (sent or failed).
func waitFor(t *testing.T, r *Relay, n uint64) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for r.Sent()+r.Failed() < n {
		if time.Now().After(deadline) {
			t.Fatalf("only %d sent and %d failed of %d", r.Sent(), r.Failed(), n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestDelivery(t *testing.T) {
	f, srv := newFakeAPI(t)
	r := newTestRelay(t, srv.URL+"/v21.0/", nil)
	r.Send(Event{EventName: "Lead", EventID: "e1", Emails: []string{"x@y.de"}})
	waitFor(t, r, 1)
	if f.count() != 1 || f.paths[0] != "/v21.0/123/events?access_token=tok%26en" {
		t.Fatalf("requests: %v", f.paths)
	}
	if r.Sent() != 1 {
		t.Errorf("sent %d", r.Sent())
	}
}

func TestRetries(t *testing.T) {
	t.Run("5xx then 200 is delivered once", func(t *testing.T) {
		f, srv := newFakeAPI(t, 503, 500)
		r := newTestRelay(t, srv.URL, nil)
		r.Send(Event{EventName: "Lead", EventID: "e1"})
		waitFor(t, r, 1)
		if f.count() != 3 || r.Sent() != 1 || r.Failed() != 0 {
			t.Errorf("requests %d, sent %d, failed %d", f.count(), r.Sent(), r.Failed())
		}
	})
	t.Run("4xx is final", func(t *testing.T) {
		f, srv := newFakeAPI(t, 400, 400)
		r := newTestRelay(t, srv.URL, nil)
		r.Send(Event{EventName: "Lead", EventID: "e1"})
		waitFor(t, r, 1)
		time.Sleep(20 * time.Millisecond)
		if f.count() != 1 || r.Failed() != 1 {
			t.Errorf("requests %d, failed %d", f.count(), r.Failed())
		}
	})
	t.Run("gives up after the retries", func(t *testing.T) {
		f, srv := newFakeAPI(t, 502, 502, 502, 502, 502)
		r := newTestRelay(t, srv.URL, func(c *Config) { c.Retries = 2 })
		r.Send(Event{EventName: "Lead", EventID: "e1"})
		waitFor(t, r, 1)
		if f.count() != 3 || r.Failed() != 1 {
			t.Errorf("requests %d, failed %d", f.count(), r.Failed())
		}
	})
	t.Run("network errors are retried", func(t *testing.T) {
		r := newTestRelay(t, "http://127.0.0.1:1", func(c *Config) { c.Retries = 1 })
		r.Send(Event{EventName: "Lead", EventID: "e1"})
		waitFor(t, r, 1)
		if r.Failed() != 1 {
			t.Errorf("failed %d", r.Failed())
		}
	})
}

func TestQueueFullDropsWithoutWaiting(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-release }))
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(release) })
	r := newTestRelay(t, srv.URL, func(c *Config) { c.Workers, c.QueueSize, c.FlushTimeout = 1, 2, 10*time.Millisecond })
	start := time.Now()
	for range 50 {
		r.Send(Event{EventName: "Lead", EventID: "e1"})
	}
	if took := time.Since(start); took > 100*time.Millisecond {
		t.Errorf("Send waited %v", took)
	}
	// One is with the worker (or about to be), two wait in the queue.
	if d := r.Dropped(); d < 47 || d > 48 {
		t.Errorf("dropped %d of 50", d)
	}
}

// TestCloseSendsWhatIsQueued stops a relay with events still queued, as a gateway stopping for a
// deploy does: they are sent before Close returns, and what comes after is dropped.
func TestCloseSendsWhatIsQueued(t *testing.T) {
	f, srv := newFakeAPI(t)
	r := newTestRelay(t, srv.URL, func(c *Config) { c.Workers = 1 })
	for i := range 10 {
		r.Send(Event{EventName: "Lead", EventID: fmt.Sprint("e", i)})
	}
	r.Close()
	if f.count() != 10 || r.Sent() != 10 || r.Dropped() != 0 {
		t.Fatalf("after Close: %d arrived, %d sent, %d dropped", f.count(), r.Sent(), r.Dropped())
	}
	r.Send(Event{EventName: "Lead", EventID: "late"})
	if r.Dropped() != 1 || f.count() != 10 {
		t.Fatalf("an event after Close: %d dropped, %d arrived", r.Dropped(), f.count())
	}
}

// TestCloseGivesUpAfterFlushTimeout stops a relay whose API hangs: Close returns after the flush
// time and drops what is left.
func TestCloseGivesUpAfterFlushTimeout(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-release }))
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(release) })
	r := newTestRelay(t, srv.URL, func(c *Config) { c.Workers, c.FlushTimeout = 1, 100*time.Millisecond })
	for range 5 {
		r.Send(Event{EventName: "Lead", EventID: "e"})
	}
	start := time.Now()
	r.Close()
	if took := time.Since(start); took > 2*time.Second {
		t.Fatalf("Close took %v", took)
	}
	if r.Sent() != 0 || r.Dropped() < 4 {
		t.Fatalf("sent %d, dropped %d", r.Sent(), r.Dropped())
	}
}

func TestNotConfigured(t *testing.T) {
	f, srv := newFakeAPI(t)
	cfg := DefaultConfig()
	cfg.APIURL = srv.URL
	r, err := New(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	r.Send(Event{EventName: "Lead", EventID: "e1"})
	time.Sleep(20 * time.Millisecond)
	if f.count() != 0 || r.Sent() != 0 {
		t.Errorf("sent without configuration")
	}
}

func TestValidate(t *testing.T) {
	for _, edit := range []func(*Config){
		func(c *Config) { c.PixelID = "1" },
		func(c *Config) { c.AccessToken = "t" },
		func(c *Config) { c.APIURL = "graph.facebook.com" },
		func(c *Config) { c.QueueSize = 0 },
		func(c *Config) { c.Timeout = 0 },
	} {
		cfg := DefaultConfig()
		edit(&cfg)
		if cfg.Validate() == nil {
			t.Errorf("accepted %+v", cfg)
		}
	}
	if err := DefaultConfig().Validate(); err != nil {
		t.Error(err)
	}
}

func TestLimiter(t *testing.T) {
	l := newLimiter(2, time.Minute)
	now := time.Unix(1000, 0)
	for i, want := range []bool{true, true, false} {
		if ok, _ := l.allow("a", now); ok != want {
			t.Errorf("event %d: allowed %v", i+1, ok)
		}
	}
	if ok, _ := l.allow("b", now); !ok {
		t.Error("another address was limited")
	}
	if ok, wait := l.allow("a", now.Add(20*time.Second)); ok || wait != 40*time.Second {
		t.Errorf("allowed %v, wait %v", ok, wait)
	}
	if ok, _ := l.allow("a", now.Add(time.Minute)); !ok {
		t.Error("still limited in the next window")
	}
	if ok, _ := newLimiter(0, time.Minute).allow("a", now); !ok {
		t.Error("no limit limited")
	}
}
