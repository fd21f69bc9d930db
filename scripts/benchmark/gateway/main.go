// Command gateway measures the gateway against the performance budget in DESIGN.md, on loopback:
//
//  1. cached GET throughput of the gateway next to a bare net/http handler that serves the same
//     bytes (budget: gateway ≥ 0.8 × bare), and
//  2. the latency a cache miss adds on top of calling the content API directly, and
//  3. the latency of a login (argon2id verification and a new session) through the gateway;
//
// or, with -search, the latency of 50 fixed searches per language through the gateway with its
// cache bypassed, on SQLite and PostgreSQL, at 20,000 synthetic recipes per language (search.go);
// or, with -images, variants per second of the image pipeline next to vipsthumbnail, their bytes
// and SSIM, and the latency of a variant already made (images.go).
//
// It starts `gateway content-api` and `gateway serve` itself, in a work dir that scripts/bench
// creates and removes. Run it through scripts/bench.
package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/andybalholm/brotli"
)

// recipePath is the demo recipe every run reads; the seed always contains it.
const recipePath = "/api/recipes/spaghetti-carbonara/"

// Budgets of the gateway: the DESIGN.md floor for cached GET throughput relative to a bare
// handler; the same with the load generator's CPU left out (the server-only estimate); and the
// latency a cache miss may add to calling the content API directly.
const (
	budget           = 0.8
	serverOnlyBudget = 0.85
	missP50Budget    = 500 * time.Microsecond
	missP95Budget    = 1500 * time.Microsecond
)

// token is the content API token of this run's processes: a fresh random one, as a real
// deployment would configure (the gateway refuses a weak one).
var token = func() string {
	b := make([]byte, 32)
	rand.Read(b)
	return hex.EncodeToString(b)
}()

type options struct {
	gateway  string
	dir      string
	workers  int
	warmup   time.Duration
	round    time.Duration
	rounds   int
	requests int
	logins   int
	deadline time.Duration
	// cachedOnly stops after the cached GET throughput, e.g. while profiling the gateway under it.
	cachedOnly bool
	// The image benchmark (images.go).
	images bool
	// The search benchmark (search.go).
	search       bool
	recipes      int
	searchRounds int
	postgres     string
	// The publishing benchmark (publish.go); it shares recipes and postgres.
	publish bool
	edits   int
}

func main() {
	var o options
	flag.StringVar(&o.gateway, "gateway", "", "path to the built gateway binary (required)")
	flag.StringVar(&o.dir, "dir", "", "empty work dir for data and logs, removed by the caller (required)")
	flag.IntVar(&o.workers, "workers", 32, "concurrent keep-alive workers of the throughput test")
	flag.DurationVar(&o.warmup, "warmup", 3*time.Second, "unmeasured load per side before the rounds")
	flag.DurationVar(&o.round, "round", 8*time.Second, "length of one measured round")
	flag.IntVar(&o.rounds, "rounds", 3, "measured rounds per side, alternating gateway and bare")
	flag.IntVar(&o.requests, "requests", 300, "sequential requests per side of the latency test")
	flag.IntVar(&o.logins, "logins", 100, "sequential logins of the login latency test")
	flag.DurationVar(&o.deadline, "deadline", 240*time.Second, "give up after this long")
	flag.BoolVar(&o.cachedOnly, "cached-only", false, "measure only the cached GET throughput (1.), not the miss and login latencies")
	flag.BoolVar(&o.search, "search", false, "measure the search instead of the gateway budgets")
	flag.BoolVar(&o.images, "images", false, "measure the image pipeline next to vipsthumbnail instead of the gateway budgets")
	flag.BoolVar(&o.publish, "publish", false, "measure publishing (an edited title on the built site) instead of the gateway budgets")
	flag.IntVar(&o.edits, "edits", 3, "title edits measured per store by the publishing benchmark")
	flag.IntVar(&o.recipes, "recipes", 20000, "synthetic recipes per language of the search benchmark")
	flag.IntVar(&o.searchRounds, "search-rounds", 10, "measured rounds over the 50 queries per language")
	flag.StringVar(&o.postgres, "postgres", "", "PostgreSQL URL whose server gets a fresh database for the search benchmark (empty: SQLite only)")
	bareBody := flag.String("serve-bare", "", "internal: serve this file as the bare baseline server")
	bareType := flag.String("content-type", "", "internal: Content-Type of the bare server")
	bareEncoding := flag.String("content-encoding", "", "internal: Content-Encoding of the bare server")
	barePort := flag.String("port", "", "internal: port of the bare server")
	bareHeaders := flag.String("headers", "", "internal: file of further header lines (Key: value) the bare server sends")
	flag.Parse()
	if *bareBody != "" {
		if err := serveBare(*bareBody, *bareType, *bareEncoding, *barePort, *bareHeaders); err != nil {
			fmt.Fprintln(os.Stderr, "bench: bare server:", err)
			os.Exit(1)
		}
		return
	}
	if o.gateway == "" || o.dir == "" {
		flag.Usage()
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, o.deadline)
	defer cancel()
	measure := run
	switch {
	case o.search:
		measure = searchBench
	case o.images:
		measure = imagesBench
	case o.publish:
		measure = publishBench
	}
	if err := measure(ctx, o); err != nil {
		fmt.Fprintln(os.Stderr, "bench: FAILED:", err)
		os.Exit(1)
	}
}

// ms prints a latency in milliseconds, aligned in the tables.
func ms(d time.Duration) string { return fmt.Sprintf("%7.2f ms", millis(d)) }

// millis is a duration in milliseconds.
func millis(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// verdict says whether a figure is within its budget.
func verdict(ok bool) string {
	if ok {
		return "meets the budget"
	}
	return "MISSES the budget"
}

// run does everything between starting the processes and stopping them; returning always stops them.
func run(ctx context.Context, o options) error {
	apiPort, err := freePort()
	if err != nil {
		return err
	}
	gwPort, err := freePort()
	if err != nil {
		return err
	}
	site := filepath.Join(o.dir, "site") // empty: the static site plays no part here
	if err := os.MkdirAll(site, 0o755); err != nil {
		return err
	}
	// Explicit values so that a developer's own DATABASE_URL or LOG_LEVEL cannot change what is measured.
	common := []string{"CONTENT_API_TOKEN=" + token, "LOG_LEVEL=info", "DATABASE_URL=", "SITE_DIR=" + site, "RATE_LIMITS=off"}

	apiBase := "http://127.0.0.1:" + apiPort + "/api"
	contractHeader := http.Header{
		"Authorization":   {"Bearer " + token},
		"Accept":          {"application/vnd.tischlein+json; version=3"},
		"Content-Type":    {"application/json"},
		"Accept-Language": {"de"},
	}
	fmt.Println("Starting the content API (a fresh store seeds the demo catalogue first, ~20 s) …")
	api, err := startProcess(o.dir, o.gateway, "content-api",
		append(common, "PORT="+apiPort, "DATA_DIR="+filepath.Join(o.dir, "content-data")), "content-api")
	if err != nil {
		return err
	}
	defer api.stop()
	if err := api.waitReady(ctx, apiBase+"/menu/", contractHeader); err != nil {
		return err
	}

	gwBase := "http://127.0.0.1:" + gwPort
	gw, err := startProcess(o.dir, o.gateway, "gateway",
		append(common, "PORT="+gwPort, "DATA_DIR="+filepath.Join(o.dir, "gateway-data"), "CONTENT_API_URL="+apiBase), "serve")
	if err != nil {
		return err
	}
	defer gw.stop()
	if err := gw.waitReady(ctx, gwBase+"/api/menu/", nil); err != nil {
		return err
	}

	// A browser's request: the answer is the cached brotli bytes, and the bare server sends the same.
	readerHeader := http.Header{"Accept-Language": {"de"}, "Accept-Encoding": {"br"}}
	gateway := target{name: "gateway", client: newClient(o.workers), url: gwBase + recipePath, header: readerHeader}
	body, contentType, encoding, gwHeader, err := warm(ctx, gateway)
	if err != nil {
		return err
	}
	gateway.check = func(resp *http.Response, got []byte) error {
		if err := expect(resp, got, body, contentType); err != nil {
			return err
		}
		if x := resp.Header.Get("X-Cache"); x != "HIT" {
			return fmt.Errorf("X-Cache is %q on the cached path, want HIT", x)
		}
		return nil
	}

	bare, bareURL, err := startBare(ctx, o.dir, "bare", body, contentType, encoding, nil)
	if err != nil {
		return err
	}
	defer bare.stop()
	bareTarget := target{name: "bare net/http", client: newClient(o.workers), url: bareURL + recipePath, header: readerHeader,
		check: func(resp *http.Response, got []byte) error { return expect(resp, got, body, contentType) }}
	// The same bare handler sending every header the gateway sends (security headers, validators,
	// Vary, X-Cache, …): what part of the gap is the headers' cost inside net/http.
	headed, headedURL, err := startBare(ctx, o.dir, "bare-headers", body, contentType, encoding, gwHeader)
	if err != nil {
		return err
	}
	defer headed.stop()
	headedTarget := bareTarget
	headedTarget.name, headedTarget.client, headedTarget.url = "bare net/http with the gateway's headers", newClient(o.workers), headedURL+recipePath

	gwPID := strconv.Itoa(gw.cmd.Process.Pid)
	if used, waited, idle := settle(ctx, gwPID, 90*time.Second); idle {
		fmt.Printf("The gateway was idle after %.1f s (its start-up work used %.1f s of CPU meanwhile).\n", waited.Seconds(), used.Seconds())
	} else {
		fmt.Printf("WARNING: the gateway was not idle after %.0f s (%.1f s of CPU): its start-up work falls into the rounds.\n", waited.Seconds(), used.Seconds())
	}
	sides := []*side{
		{target: gateway, pid: gwPID},
		{target: bareTarget, pid: strconv.Itoa(bare.cmd.Process.Pid)},
		{target: headedTarget, pid: strconv.Itoa(headed.cmd.Process.Pid)},
	}
	if err := throughput(ctx, o, sides, len(body), contentType, len(gwHeader)); err != nil || o.cachedOnly {
		return err
	}
	if err := missLatency(ctx, o, common, apiBase, contractHeader, readerHeader); err != nil {
		return err
	}
	return loginLatency(ctx, gwBase, filepath.Join(o.dir, "content-data", "outbox"), o.logins)
}

// warm makes the recipe a cached entry of the gateway: the first call must be a MISS, answered
// plain (the gateway compresses an entry after the miss that fetched it), then HITs until the
// answer is the brotli form, which must unpack to the fetched bytes. Those brotli bytes, their
// Content-Type and Content-Encoding are what the bare server will serve; the answer's other
// headers are what the header-matched bare server adds.
func warm(ctx context.Context, gw target) ([]byte, string, string, http.Header, error) {
	var buf bytes.Buffer
	var plain []byte
	deadline := time.Now().Add(10 * time.Second)
	for i := 1; ; i++ {
		resp, err := gw.do(ctx, gw.url, &buf)
		if err != nil {
			return nil, "", "", nil, fmt.Errorf("bench: warming %s: %w", gw.url, err)
		}
		if resp.StatusCode != http.StatusOK {
			return nil, "", "", nil, fmt.Errorf("bench: warming %s: status %d: %s", gw.url, resp.StatusCode, buf.Bytes())
		}
		want := "HIT"
		if i == 1 {
			want = "MISS"
		}
		if x := resp.Header.Get("X-Cache"); x != want {
			return nil, "", "", nil, fmt.Errorf("bench: warming %s: call %d has X-Cache %q, want %s", gw.url, i, x, want)
		}
		encoding := resp.Header.Get("Content-Encoding")
		if i == 1 {
			if encoding != "" {
				return nil, "", "", nil, fmt.Errorf("bench: warming %s: the miss came with Content-Encoding %q, want the plain answer", gw.url, encoding)
			}
			plain = bytes.Clone(buf.Bytes())
			continue
		}
		if encoding == "br" {
			unpacked, err := io.ReadAll(brotli.NewReader(bytes.NewReader(buf.Bytes())))
			if err != nil || !bytes.Equal(unpacked, plain) {
				return nil, "", "", nil, errors.New("bench: the cached brotli answer does not unpack to the fetched one")
			}
			return bytes.Clone(buf.Bytes()), resp.Header.Get("Content-Type"), encoding, resp.Header, nil
		}
		if encoding != "" || !bytes.Equal(buf.Bytes(), plain) {
			return nil, "", "", nil, errors.New("bench: the cached answer differs from the fetched one")
		}
		if time.Now().After(deadline) {
			return nil, "", "", nil, fmt.Errorf("bench: warming %s: no brotli answer after %d calls", gw.url, i)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// expect checks that an answer is the captured recipe, byte for byte.
func expect(resp *http.Response, got, body []byte, contentType string) error {
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d", resp.StatusCode)
	}
	if ct := resp.Header.Get("Content-Type"); ct != contentType {
		return fmt.Errorf("Content-Type %q, want %q", ct, contentType)
	}
	if !bytes.Equal(got, body) {
		return fmt.Errorf("body of %d bytes differs from the captured %d bytes", len(got), len(body))
	}
	return nil
}

// startBare runs the baseline in a process of its own, as the gateway runs in one: a bare server
// inside the benchmark process would share the load generator's scheduler and skip the cross-process
// wake-ups that the gateway pays, which flatters the baseline. With header, it also sends those of
// header's fields that it does not set itself.
func startBare(ctx context.Context, dir, name string, body []byte, contentType, encoding string, header http.Header) (*process, string, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, "", err
	}
	file := filepath.Join(dir, name+"-body")
	if err := os.WriteFile(file, body, 0o600); err != nil {
		return nil, "", err
	}
	args := []string{"-serve-bare", file, "-content-type", contentType, "-content-encoding", encoding}
	if header != nil {
		var lines bytes.Buffer
		for key, values := range header {
			switch key {
			case "Content-Type", "Content-Encoding", "Content-Length", "Date":
				continue // set by the bare handler or net/http
			}
			for _, v := range values {
				fmt.Fprintf(&lines, "%s: %s\n", key, v)
			}
		}
		headers := filepath.Join(dir, name+"-headers")
		if err := os.WriteFile(headers, lines.Bytes(), 0o600); err != nil {
			return nil, "", err
		}
		args = append(args, "-headers", headers)
	}
	port, err := freePort()
	if err != nil {
		return nil, "", err
	}
	p, err := startProcess(dir, self, name, nil, append(args, "-port", port)...)
	if err != nil {
		return nil, "", err
	}
	url := "http://127.0.0.1:" + port
	if err := p.waitReady(ctx, url+recipePath, nil); err != nil {
		p.stop()
		return nil, "", err
	}
	return p, url, nil
}

// serveBare is the baseline: the least a Go server can do to answer with these bytes (and, with
// headersFile, these further headers, built once like the gateway's shared values).
func serveBare(file, contentType, encoding, port, headersFile string) error {
	body, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	extra := http.Header{}
	if headersFile != "" {
		raw, err := os.ReadFile(headersFile)
		if err != nil {
			return err
		}
		for line := range strings.Lines(string(raw)) {
			if key, value, ok := strings.Cut(strings.TrimSuffix(line, "\n"), ": "); ok {
				extra.Add(key, value)
			}
		}
	}
	length := strconv.Itoa(len(body))
	hs := &http.Server{Addr: "127.0.0.1:" + port, ReadHeaderTimeout: 5 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		if encoding != "" {
			w.Header().Set("Content-Encoding", encoding)
		}
		w.Header().Set("Content-Length", length)
		for key, values := range extra {
			w.Header()[key] = values
		}
		w.Write(body)
	})}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() { <-ctx.Done(); hs.Close() }()
	if err := hs.ListenAndServe(); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// side is one server of the throughput comparison, with what its rounds measured.
type side struct {
	target
	pid   string
	rates []float64
	cpu   cpuMeter
}

// throughput warms every side, then alternates measured rounds (gateway, bare, bare with headers,
// gateway, …) so that drift of the machine (thermal, other work) hits all sides alike, and compares
// the medians. sides[0] is the gateway, sides[1] the bare baseline of the budget, sides[2] the bare
// handler with the gateway's headers.
func throughput(ctx context.Context, o options, sides []*side, size int, contentType string, headers int) error {
	gw, bare, headed := sides[0], sides[1], sides[2]
	fmt.Printf("\n1. Cached GET throughput: GET %s (%d bytes, %s), Accept-Language: de, Accept-Encoding: br\n", recipePath, size, contentType)
	fmt.Printf("   %d keep-alive workers in a closed loop, %s warm-up per side, then %d × %s rounds per side, alternating\n",
		o.workers, o.warmup, o.rounds, o.round)
	fmt.Printf("   Loopback only, %d CPUs: the load generator competes with the server for the same cores; it costs\n", runtime.NumCPU())
	fmt.Println("   both sides the same, so the ratio is fair (if diluted towards 1 by the generator's share, see the")
	fmt.Println("   CPU split below); each server runs in a process of its own; the absolute numbers are no capacity figure.")
	fmt.Printf("   A third side, bare net/http with the gateway's %d header fields, shows what sending them costs net/http.\n", headers)
	if load, err := os.ReadFile("/proc/loadavg"); err == nil {
		fmt.Printf("   Load average before the rounds: %s", load) // other work on the machine adds noise
	}
	for _, sd := range sides {
		if _, _, err := closedLoop(ctx, sd.target, o.workers, o.warmup); err != nil {
			return fmt.Errorf("bench: warm-up: %w", err)
		}
	}
	// round measures one side once, adding its rate and its CPU use.
	round := func(sd *side) (float64, error) {
		var rate float64
		err := sd.cpu.measure(sd.pid, func() (int64, error) {
			n, elapsed, err := closedLoop(ctx, sd.target, o.workers, o.round)
			rate = float64(n) / elapsed.Seconds()
			return n, err
		})
		if err != nil {
			return 0, fmt.Errorf("bench: %w", err)
		}
		sd.rates = append(sd.rates, rate)
		return rate, nil
	}
	for r := range o.rounds {
		var rates [3]float64
		for i, sd := range sides {
			rate, err := round(sd)
			if err != nil {
				return err
			}
			rates[i] = rate
		}
		fmt.Printf("   round %d   gateway %9.0f req/s   bare net/http %9.0f req/s   ratio %.2f   (bare with headers %9.0f req/s)\n",
			r+1, rates[0], rates[1], rates[0]/rates[1], rates[2])
	}
	g, b, hb := median(gw.rates), median(bare.rates), median(headed.rates)
	ratio := g / b
	fmt.Printf("   median    gateway %9.0f req/s   bare net/http %9.0f req/s   (bare with headers %9.0f req/s)\n", g, b, hb)
	fmt.Printf("   ratio gateway/bare = %.2f (DESIGN.md budget: ≥ %.1f) → %s\n", ratio, budget, verdict(ratio >= budget))
	cpuReport(gw.cpu, bare.cpu, headed.cpu)
	fmt.Println("   Every gateway answer was checked: status 200, X-Cache: HIT, the captured bytes and Content-Type.")
	return nil
}

// missLatency compares calling the content API directly with the same call through the gateway,
// where every request is a cache miss: the difference is what the gateway adds (routing, signing,
// the upstream round trip over loopback, schema validation, caching; compressing happens after the
// answer, for the entries the cache keeps). The gateway
// refuses parameters a route does not take, so no made-up one can make a miss: a second gateway
// whose cache holds nothing (CACHE_MAX_BYTES=1, so every answer is too large to keep) answers the
// same URL as the content API, each time through the whole miss path.
func missLatency(ctx context.Context, o options, common []string, apiBase string, contractHeader, readerHeader http.Header) error {
	port, err := freePort()
	if err != nil {
		return err
	}
	gwBase := "http://127.0.0.1:" + port
	gw, err := startProcess(o.dir, o.gateway, "gateway-uncached", append(common, "PORT="+port, "CACHE_MAX_BYTES=1",
		"DATA_DIR="+filepath.Join(o.dir, "gateway-uncached-data"), "CONTENT_API_URL="+apiBase), "serve")
	if err != nil {
		return err
	}
	defer gw.stop()
	if err := gw.waitReady(ctx, gwBase+"/api/menu/", nil); err != nil {
		return err
	}
	direct := target{name: "content API", client: newClient(1), header: contractHeader,
		check: func(resp *http.Response, body []byte) error {
			if resp.StatusCode != http.StatusOK {
				return fmt.Errorf("status %d: %s", resp.StatusCode, body)
			}
			return nil
		}}
	through := target{name: "gateway (miss)", client: newClient(1), header: readerHeader,
		check: func(resp *http.Response, body []byte) error {
			if resp.StatusCode != http.StatusOK {
				return fmt.Errorf("status %d: %s", resp.StatusCode, body)
			}
			if x := resp.Header.Get("X-Cache"); x != "MISS" {
				return fmt.Errorf("X-Cache is %q on the miss path, want MISS", x)
			}
			return nil
		}}
	const warmN = 20
	a, b, err := latencies(ctx, direct, through,
		func(int) string { return apiBase + "/recipes/spaghetti-carbonara/" },
		func(int) string { return gwBase + recipePath },
		o.requests, warmN)
	if err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	slices.Sort(a)
	slices.Sort(b)
	fmt.Printf("\n2. Cache-miss added latency: %d sequential requests per side (concurrency 1, interleaved, after %d unrecorded)\n", o.requests, warmN)
	fmt.Println("   (a) content API directly, contract headers:    GET /api/recipes/spaghetti-carbonara/")
	fmt.Println("   (b) through a gateway with CACHE_MAX_BYTES=1:  GET /api/recipes/spaghetti-carbonara/, X-Cache: MISS each")
	fmt.Printf("   (a) direct    p50 %s   p95 %s   p99 %s\n", ms(percentile(a, 50)), ms(percentile(a, 95)), ms(percentile(a, 99)))
	fmt.Printf("   (b) gateway   p50 %s   p95 %s   p99 %s\n", ms(percentile(b, 50)), ms(percentile(b, 95)), ms(percentile(b, 99)))
	p50, p95 := percentile(b, 50)-percentile(a, 50), percentile(b, 95)-percentile(a, 95)
	fmt.Printf("   added (b − a) p50 %s   p95 %s\n", ms(p50), ms(p95))
	fmt.Printf("   cache miss adds p50 %.2f ms (budget ≤ %.1f), p95 %.2f ms (budget ≤ %.1f) → %s\n",
		millis(p50), millis(missP50Budget), millis(p95), millis(missP95Budget), verdict(p50 <= missP50Budget && p95 <= missP95Budget))

	// The gateway checks an answer's bytes against the schema once (publishing purges everything and
	// most answers come back unchanged), so the repeated recipe above measures a refetch. An answer
	// it has never seen also pays the check and the crop signing: every other recipe, once each.
	slugs, err := recipeSlugs(ctx, direct.client, apiBase, contractHeader)
	if err != nil {
		return err
	}
	a, b, err = latencies(ctx, direct, through,
		func(i int) string { return apiBase + "/recipes/" + slugs[i] + "/" },
		func(i int) string { return gwBase + "/api/recipes/" + slugs[i] + "/" },
		len(slugs), 0)
	if err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	slices.Sort(a)
	slices.Sort(b)
	p50, p95 = percentile(b, 50)-percentile(a, 50), percentile(b, 95)-percentile(a, 95)
	fmt.Printf("   First sight: the other %d recipes once each, answers the gateway has not checked before:\n", len(slugs))
	fmt.Printf("   (a) direct    p50 %s   p95 %s;   (b) gateway   p50 %s   p95 %s\n",
		ms(percentile(a, 50)), ms(percentile(a, 95)), ms(percentile(b, 50)), ms(percentile(b, 95)))
	fmt.Printf("   a first-sight miss adds p50 %.2f ms, p95 %.2f ms (for comparison with the budget above)\n", millis(p50), millis(p95))
	return nil
}

// recipeSlugs lists the German recipes of the content API but the one the repeated test reads.
func recipeSlugs(ctx context.Context, client *http.Client, apiBase string, header http.Header) ([]string, error) {
	var slugs []string
	for page := 1; ; page++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, apiBase+"/recipes/?per_page=50&page="+strconv.Itoa(page), nil)
		if err != nil {
			return nil, err
		}
		req.Header = header
		resp, err := client.Do(req)
		if err != nil {
			return nil, fmt.Errorf("bench: listing the recipes: %w", err)
		}
		var list struct {
			Meta struct {
				Pagination struct {
					Pages int `json:"pages"`
				} `json:"pagination"`
			} `json:"meta"`
			Data []struct {
				Slug string `json:"slug"`
			} `json:"data"`
		}
		err = json.NewDecoder(resp.Body).Decode(&list)
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("bench: listing the recipes: status %d: %v", resp.StatusCode, err)
		}
		for _, item := range list.Data {
			if "/api/recipes/"+item.Slug+"/" != recipePath {
				slugs = append(slugs, item.Slug)
			}
		}
		if page >= list.Meta.Pagination.Pages {
			break
		}
	}
	if len(slugs) == 0 {
		return nil, errors.New("bench: the content API lists no recipes")
	}
	return slugs, nil
}
