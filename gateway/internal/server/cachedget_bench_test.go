package server_test

import (
	"bytes"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/metrics"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// BenchmarkCachedGET serves a cached recipe (brotli, as a browser asks for it) over loopback through
// the gateway wired as `gateway serve` wires it (its connection timeouts, a JSON access log, the
// metrics), next to a bare net/http handler sending the same bytes, with and without the gateway's
// headers. It is the profiling harness of the cached path: run one side with -cpuprofile and
// focus on net/http.(*conn).serve, or count its instructions under callgrind, which the machine's
// other work does not disturb. The budget itself is measured by scripts/benchmark/gateway, with
// the server in a process of its own.
func BenchmarkCachedGET(b *testing.B) {
	fixture, err := os.ReadFile(filepath.Join("..", "..", "..", "content-schemas", "fixtures", "recipe", "valid-en-spaghetti-carbonara.json"))
	if err != nil {
		b.Fatal(err)
	}
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Content-Language", "en")
		w.Write(fixture)
	}))
	b.Cleanup(api.Close)
	gw := benchGateway(b, api.URL)
	const path = "/api/recipes/spaghetti-carbonara/"
	reader := http.Header{"Accept-Language": {"en"}, "Accept-Encoding": {"br"}}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64, DisableCompression: true}}

	// The cache compresses the entry in the background after the miss that fetched it.
	var body []byte
	var header http.Header
	for deadline := time.Now().Add(5 * time.Second); header.Get("Content-Encoding") != "br"; {
		if time.Now().After(deadline) {
			b.Fatal("the cached recipe never came in brotli")
		}
		time.Sleep(10 * time.Millisecond)
		header, body = benchGet(b, client, gw+path, reader)
	}
	if header.Get("X-Cache") != "HIT" {
		b.Fatalf("X-Cache %q", header.Get("X-Cache"))
	}
	bareHeader := http.Header{}
	for key, values := range header {
		if key != "Date" {
			bareHeader[key] = values
		}
	}
	sides := []struct {
		name string
		url  string
	}{
		{"gateway", gw},
		{"bare", benchBare(b, http.Header{"Content-Type": header["Content-Type"], "Content-Encoding": header["Content-Encoding"], "Content-Length": header["Content-Length"]}, body)},
		{"bare-with-headers", benchBare(b, bareHeader, body)},
	}
	for _, side := range sides {
		b.Run(side.name, func(b *testing.B) {
			b.SetParallelism(16) // 32 keep-alive clients on 2 cores, as the benchmark script runs
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					if _, got := benchGet(b, client, side.url+path, reader); !bytes.Equal(got, body) {
						b.Error("the answer differs from the cached recipe")
						return
					}
				}
			})
		})
	}
}

// benchGateway is a gateway serving on loopback, wired as the serve command wires it (its
// collector setting too, for the whole process).
func benchGateway(b *testing.B, upstreamURL string) string {
	gc := debug.SetGCPercent(400)
	b.Cleanup(func() { debug.SetGCPercent(gc) })
	logger := slog.New(slog.NewJSONHandler(io.Discard, nil))
	upCfg := upstream.DefaultConfig()
	upCfg.BaseURL, upCfg.Token = upstreamURL+"/api", "gateway-token-0123456789abcdefghijklmn"
	up, err := upstream.New(upCfg, logger)
	if err != nil {
		b.Fatal(err)
	}
	c, err := cache.New(cache.DefaultConfig(), logger)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(c.Close)
	schemas, err := schema.Load()
	if err != nil {
		b.Fatal(err)
	}
	cfg := server.DefaultConfig()
	cfg.SiteDir = b.TempDir()
	cfg.Images.WarmUp = false
	setTestKeys(b, &cfg)
	s, err := server.New(cfg, up, c, schemas, logger)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(s.Close)
	m, err := metrics.New(metrics.DefaultConfig())
	if err != nil {
		b.Fatal(err)
	}
	s.Instrument(m)
	s.LogRequestsAsJSON(io.Discard)
	return benchServe(b, &http.Server{Handler: s, ReadHeaderTimeout: cfg.ReadHeaderTimeout, ReadTimeout: cfg.ReadTimeout,
		WriteTimeout: cfg.WriteTimeout, IdleTimeout: cfg.IdleTimeout})
}

// benchBare is the least a net/http server can do to answer with body and header.
func benchBare(b *testing.B, header http.Header, body []byte) string {
	return benchServe(b, &http.Server{ReadHeaderTimeout: 5 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for key, values := range header {
			h[key] = values
		}
		w.Write(body)
	})})
}

func benchServe(b *testing.B, hs *http.Server) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	go hs.Serve(ln)
	b.Cleanup(func() { hs.Close() })
	return "http://" + ln.Addr().String()
}

func benchGet(b *testing.B, client *http.Client, url string, header http.Header) (http.Header, []byte) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		b.Fatal(err)
	}
	req.Header = header
	resp, err := client.Do(req)
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		b.Fatalf("GET %s: %d %v", url, resp.StatusCode, err)
	}
	return resp.Header, body
}
