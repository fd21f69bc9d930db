package server_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// TestPersonalCallsReachUpstream checks what a personal call carries upstream: method, body, the
// session's token as X-Ultron-User and the client's address as X-Client-IP, believed from
// X-Forwarded-For only when the peer is a trusted proxy.
func TestPersonalCallsReachUpstream(t *testing.T) {
	var mu sync.Mutex
	var got *http.Request
	var gotBody string
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		got, gotBody = r, string(body)
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		if r.URL.Path == "/api/authenticate/credentials/" {
			io.WriteString(w, `{"user":{`+fakeUser+`,"user_token":"`+leakedToken+`"}}`)
			return
		}
		w.WriteHeader(http.StatusCreated)
		io.WriteString(w, `{"id":"0190a6d2-5b7e-7c1a-9f00-3c2b1a000002","liked":true,"like_count":1}`)
	}))
	defer up.Close()

	for _, trusted := range []bool{false, true} {
		logger := slog.New(slog.NewTextHandler(io.Discard, nil))
		upCfg := upstream.DefaultConfig()
		upCfg.BaseURL, upCfg.Token = up.URL+"/api", testContentToken
		client, _ := upstream.New(upCfg, logger)
		c, _ := cache.New(cache.DefaultConfig(), logger)
		defer c.Close()
		schemas, _ := schema.Load()
		cfg := server.DefaultConfig()
		cfg.SiteDir = t.TempDir()
		setTestKeys(t, &cfg)
		if trusted {
			cfg.TrustedProxies = []string{"127.0.0.0/8"}
		}
		s, err := server.New(cfg, client, c, schemas, logger)
		if err != nil {
			t.Fatal(err)
		}
		g := httptest.NewServer(s)
		defer g.Close()

		b := newBrowser(t, g.URL)
		b.send("POST", "/api/authenticate/credentials/", `{"email":"jo@example.com","password":"x"}`)
		req, _ := http.NewRequest("POST", g.URL+"/api/users/me/likes/?lang=en", strings.NewReader(`{"id":"0190a6d2-5b7e-7c1a-9f00-3c2b1a000002"}`))
		req.Header.Set("X-Requested-With", "fetch")
		req.Header.Set("X-Forwarded-For", "203.0.113.9")
		resp, err := b.client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		mu.Lock()
		if resp.StatusCode != 201 || got.Method != "POST" || got.URL.Path != "/api/users/me/likes/" || got.URL.RawQuery != "" ||
			gotBody != `{"id":"0190a6d2-5b7e-7c1a-9f00-3c2b1a000002"}` || got.Header.Get("X-Ultron-User") != leakedToken ||
			got.Header.Get("Accept-Language") != "en" || got.Header.Get("Authorization") != "Bearer "+testContentToken {
			t.Errorf("%d; upstream saw %s %s?%s %q %v", resp.StatusCode, got.Method, got.URL.Path, got.URL.RawQuery, gotBody, got.Header)
		}
		want := map[bool]string{false: "127.0.0.1", true: "203.0.113.9"}[trusted]
		if ip := got.Header.Get("X-Client-IP"); ip != want {
			t.Errorf("trusted proxies %v: X-Client-IP %q, want %q", trusted, ip, want)
		}
		mu.Unlock()
	}
}
