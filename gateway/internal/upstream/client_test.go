package upstream

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// logBuffer collects log lines; tests read what an operator would see.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}
func (l *logBuffer) String() string { l.mu.Lock(); defer l.mu.Unlock(); return l.buf.String() }

func newClient(t *testing.T, base string, timeout time.Duration) (*Client, *logBuffer) {
	t.Helper()
	logs := &logBuffer{}
	cfg := DefaultConfig()
	cfg.BaseURL, cfg.Token, cfg.Timeout = base, "secret-token-0123456789abcdefghijklmno", timeout
	c, err := New(cfg, slog.New(slog.NewTextHandler(logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return c, logs
}

func TestContractHeaders(t *testing.T) {
	var got *http.Request
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"ok":true}`))
	}))
	defer up.Close()
	c, _ := newClient(t, up.URL+"/api", time.Second)

	resp, err := c.Get(context.Background(), Request{Path: "/recipes/x/", RawQuery: "page=2", Language: "en", UserToken: "user-1", RequestID: "req-1"})
	if err != nil || resp.Status != 200 {
		t.Fatalf("Get = %v, %v", resp, err)
	}
	want := map[string]string{
		"Accept":          "application/vnd.tischlein+json; version=3",
		"Content-Type":    "application/json",
		"Authorization":   "Bearer secret-token-0123456789abcdefghijklmno",
		"Accept-Language": "en",
		"X-Ultron-User":   "user-1",
		"X-Request-Id":    "req-1",
	}
	for h, v := range want {
		if got.Header.Get(h) != v {
			t.Errorf("%s = %q, want %q", h, got.Header.Get(h), v)
		}
	}
	if got.URL.Path != "/api/recipes/x/" || got.URL.RawQuery != "page=2" {
		t.Errorf("upstream saw %s?%s", got.URL.Path, got.URL.RawQuery)
	}

	c.Get(context.Background(), Request{Path: "/recipes/", Language: "de"})
	if _, ok := got.Header["X-Ultron-User"]; ok {
		t.Error("an anonymous call must not send X-Ultron-User")
	}
}

func TestRedirectsAreNotFollowed(t *testing.T) {
	var calls int
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		switch r.URL.Path {
		case "/api/recipes/old/":
			http.Redirect(w, r, "/api/recipes/new/", http.StatusMovedPermanently)
		case "/api/recipes/away/":
			http.Redirect(w, r, "https://elsewhere.example/x", http.StatusFound)
		}
	}))
	defer up.Close()
	c, _ := newClient(t, up.URL+"/api", time.Second)

	resp, err := c.Get(context.Background(), Request{Path: "/recipes/old/", Language: "de"})
	if err != nil || resp.Status != 301 || resp.RedirectURL != "/api/recipes/new/" || calls != 1 {
		t.Fatalf("301: %+v %v (calls %d)", resp, err, calls)
	}
	_, err = c.Get(context.Background(), Request{Path: "/recipes/away/", Language: "de"})
	if e, ok := apierror.As(err); !ok || e.Status != http.StatusBadGateway {
		t.Fatalf("a redirect out of the content API is refused: %v", err)
	}
}

func TestErrors(t *testing.T) {
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/missing/":
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(404)
			w.Write([]byte(`{"error":{"status":404,"code":"not_found","message":"x"}}`))
		case "/api/html/":
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(500)
			w.Write([]byte("<!DOCTYPE html><html><body>Internal trouble</body></html>"))
		case "/api/garbage/":
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"data": [1, 2`))
		case "/api/html200/":
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte("<html>maintenance</html>"))
		case "/api/busy/":
			w.WriteHeader(503)
		case "/api/hang/":
			time.Sleep(2 * time.Second)
		}
	}))
	defer up.Close()
	c, logs := newClient(t, up.URL+"/api", 300*time.Millisecond)
	ctx := context.Background()

	resp, err := c.Get(ctx, Request{Path: "/missing/", Language: "de"})
	if err != nil || resp.Status != 404 {
		t.Fatalf("a JSON 404 is passed on: %v %v", resp, err)
	}
	cases := []struct {
		path   string
		status int
		code   string
		log    string
	}{
		{"/html/", 502, "upstream_error", "HTML response - <!DOCTYPE html><html><body>Internal trouble"},
		{"/garbage/", 502, "upstream_invalid", "Request error: the answer is not JSON"},
		{"/html200/", 502, "upstream_invalid", "HTML response - <html>maintenance</html>"},
		{"/busy/", 503, "unavailable", "Status 503"},
		{"/hang/", 504, "upstream_timeout", "Request error:"},
	}
	for _, tc := range cases {
		start := time.Now()
		_, err := c.Get(ctx, Request{Path: tc.path, Language: "de"})
		e, ok := apierror.As(err)
		if !ok || e.Status != tc.status || e.Code != tc.code {
			t.Errorf("%s: got %v, want %d %s", tc.path, err, tc.status, tc.code)
		}
		if time.Since(start) > time.Second {
			t.Errorf("%s took %v; the timeout is 300ms", tc.path, time.Since(start))
		}
		if !strings.Contains(logs.String(), tc.log) {
			t.Errorf("%s: log lacks %q:\n%s", tc.path, tc.log, logs.String())
		}
	}
	if !strings.Contains(logs.String(), "Status 500") {
		t.Error(`an upstream 500 is logged as "Status 500"`)
	}
}

func TestUnreachableFailsFast(t *testing.T) {
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	addr := ln.Addr().String()
	ln.Close()
	c, logs := newClient(t, "http://"+addr+"/api", 5*time.Second)
	start := time.Now()
	_, err := c.Get(context.Background(), Request{Path: "/recipes/", Language: "de"})
	if e, ok := apierror.As(err); !ok || e.Status != 502 || e.Code != "upstream_unreachable" {
		t.Fatalf("got %v", err)
	}
	if time.Since(start) > time.Second {
		t.Fatalf("a refused connection took %v", time.Since(start))
	}
	if !strings.Contains(logs.String(), "Request error:") {
		t.Fatal("network failures are logged as Request error")
	}
}

func TestConfigValidate(t *testing.T) {
	cfg := DefaultConfig()
	for _, base := range []string{"", "ftp://x/api", "not a url", "http://"} {
		cfg.BaseURL = base
		if cfg.Validate() == nil {
			t.Errorf("%q must be rejected", base)
		}
	}
	cfg.BaseURL = "https://cms.example/api"
	if cfg.Validate() == nil {
		t.Error("a configuration without a token must be rejected: there is no default token")
	}
	for _, token := range []string{"dev-content-token", "short", strings.Repeat("a", 40)} {
		cfg.Token = token
		if cfg.Validate() == nil {
			t.Errorf("the weak token %q must be rejected", token)
		}
	}
	cfg.Token = "Zm9vYmFyYmF6cXV4LXJhbmRvbS1rZXktMTIzNDU2Nzg"
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	cfg.Token, cfg.TokenFile = "", "/srv/data/content-api-token"
	if err := cfg.Validate(); err != nil {
		t.Fatalf("the embedded content API's token file: %v", err)
	}
}

func TestWrites(t *testing.T) {
	var got *http.Request
	var body []byte
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r
		body, _ = io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/api/users/me/likes/":
			w.Header().Set("X-Cache-Purge", "de /recipes/a/")
			w.WriteHeader(201)
			w.Write([]byte(`{"liked":true}`))
		case "/api/logout/":
			w.WriteHeader(204)
		case "/api/authenticate/credentials/":
			w.Header().Set("Retry-After", "60")
			w.WriteHeader(429)
			w.Write([]byte(`{"error":{"status":429,"code":"rate_limited","message":"Zu viele."}}`))
		}
	}))
	defer up.Close()
	c, _ := newClient(t, up.URL+"/api", time.Second)

	resp, err := c.Do(context.Background(), Request{Method: "POST", Path: "/users/me/likes/", Body: []byte(`{"id":"x"}`),
		Language: "en", UserToken: "user-1", ClientIP: "203.0.113.7", RequestID: "req-2"})
	if err != nil || resp.Status != 201 || resp.Header.Get("X-Cache-Purge") != "de /recipes/a/" {
		t.Fatalf("Do = %+v, %v", resp, err)
	}
	if got.Method != "POST" || string(body) != `{"id":"x"}` || got.Header.Get("X-Client-IP") != "203.0.113.7" ||
		got.Header.Get("X-Ultron-User") != "user-1" || got.Header.Get("Authorization") != "Bearer secret-token-0123456789abcdefghijklmno" {
		t.Errorf("upstream saw %s %q %v", got.Method, body, got.Header)
	}
	if resp, err := c.Do(context.Background(), Request{Method: "POST", Path: "/logout/"}); err != nil || resp.Status != 204 {
		t.Errorf("204 without a body: %+v %v", resp, err)
	}
	resp, err = c.Do(context.Background(), Request{Method: "POST", Path: "/authenticate/credentials/", Body: []byte(`{}`)})
	if err != nil || resp.Status != 429 || resp.Header.Get("Retry-After") != "60" {
		t.Errorf("429 passes on with Retry-After: %+v %v", resp, err)
	}
}

// TestEscapedPathStaysEscaped: the path a caller built from escaped segments reaches the content
// API byte for byte; an escaped "/", "?" or "#" is never decoded into structure on the way.
func TestEscapedPathStaysEscaped(t *testing.T) {
	var mu sync.Mutex
	var seen []string
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen = append(seen, r.RequestURI)
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{}`))
	}))
	defer up.Close()
	c, _ := newClient(t, up.URL+"/api", time.Second)
	for _, path := range []string{"/recipes/a%2Fb/", "/recipes/a%3Fview=full%26x=1/", "/recipes/paella%23/", "/recipes/%2E%2E/", "/media/a%20b.jpg"} {
		if _, err := c.Get(context.Background(), Request{Path: path, RawQuery: "page=2", Language: "de"}); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		mu.Lock()
		got := seen[len(seen)-1]
		mu.Unlock()
		if got != "/api"+path+"?page=2" {
			t.Errorf("sent %s, the content API saw %s", path, got)
		}
	}
}

// TestUnsendableRequests: a request that cannot be sent as it is (a path with a control character
// or one that is not escaped, a query that does not parse, a header value with a line break) is
// the caller's 400: nothing reaches the content API, no upstream failure is counted, and the log
// line is not a warning.
func TestUnsendableRequests(t *testing.T) {
	var mu sync.Mutex
	calls := 0
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		calls++
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{}`))
	}))
	defer up.Close()
	c, logs := newClient(t, up.URL+"/api", time.Second)
	var failed []string
	c.OnError(func(code string) { failed = append(failed, code) })
	for name, req := range map[string]Request{
		"NUL":                 {Path: "/recipes/x\x00/"},
		"CRLF in the path":    {Path: "/recipes/a\r\nX-Injected: 1/"},
		"tab":                 {Path: "/recipes/a\tb/"},
		"bad escape":          {Path: "/recipes/%zz/"},
		"lone percent":        {Path: "/recipes/%/"},
		"raw space":           {Path: "/recipes/a b/"},
		"raw question mark":   {Path: "/recipes/?per_page=100&x=/"},
		"raw hash":            {Path: "/recipes/paella#/"},
		"relative path":       {Path: "recipes/"},
		"bad query":           {Path: "/recipes/", RawQuery: "a=%zz"},
		"CRLF in a header":    {Path: "/recipes/", RequestID: "r\r\nX-Injected: 1"},
		"NUL in a user token": {Path: "/users/me/", UserToken: "t\x00"},
	} {
		req.Language = "de"
		_, err := c.Get(context.Background(), req)
		e, ok := apierror.As(err)
		if !ok || e.Status != http.StatusBadRequest || e.Code != "bad_request" || !errors.Is(err, ErrUnsendable) {
			t.Errorf("%s: got %v, want 400 bad_request (ErrUnsendable)", name, err)
		}
	}
	if calls != 0 {
		t.Errorf("%d unsendable requests reached the content API", calls)
	}
	if len(failed) != 0 {
		t.Errorf("a client's mistake was counted as an upstream failure: %v", failed)
	}
	if strings.Contains(logs.String(), "level=WARN") || strings.Contains(logs.String(), "level=ERROR") {
		t.Errorf("an unsendable request is no warning:\n%s", logs.String())
	}
}
