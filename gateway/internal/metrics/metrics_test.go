package metrics_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/metrics"
)

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		cfg metrics.Config
		ok  bool
	}{
		{metrics.DefaultConfig(), true},
		{metrics.Config{Token: "0123456789abcdef", Port: 9090}, true},
		{metrics.Config{Token: "short"}, false},
		{metrics.Config{Port: -1}, false},
		{metrics.Config{Port: 70000}, false},
	} {
		if err := tc.cfg.Validate(); (err == nil) != tc.ok {
			t.Errorf("%+v: %v", tc.cfg, err)
		}
	}
}

func TestAuthorized(t *testing.T) {
	off, _ := metrics.New(metrics.Config{})
	on, _ := metrics.New(metrics.Config{Token: "0123456789abcdef"})
	req := func(auth string) *http.Request {
		r, _ := http.NewRequest(http.MethodGet, "/metrics", nil)
		r.Header.Set("Authorization", auth)
		return r
	}
	if off.Authorized(req("Bearer ")) || off.Authorized(req("")) {
		t.Error("without a token nobody is let in")
	}
	if on.Authorized(req("Bearer 0123456789abcdeX")) || on.Authorized(req("0123456789abcdef")) || !on.Authorized(req("Bearer 0123456789abcdef")) {
		t.Error("only the exact bearer token is let in")
	}
}

// TestServePort: METRICS_PORT answers without a token, on the loopback interface only.
func TestServePort(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	m, err := metrics.New(metrics.Config{Port: port})
	if err != nil {
		t.Fatal(err)
	}
	m.Request("/api/recipes/", http.MethodGet, 200, time.Millisecond)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- m.Serve(ctx) }()
	url := "http://127.0.0.1:" + strconv.Itoa(port) + "/metrics"
	var body string
	for range 50 {
		resp, err := http.Get(url)
		if err == nil {
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			body = string(b)
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !strings.Contains(body, `tischlein_http_requests_total{code="200",method="GET",route="/api/recipes/"} 1`) {
		t.Errorf("metrics port: %.300s", body)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("Serve after cancel: %v", err)
	}
}
