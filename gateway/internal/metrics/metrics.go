// Package metrics keeps the gateway's Prometheus metrics in a registry of its own (not the global
// one, so tests and libraries cannot leak series into it) and never shows them to the public: the
// numbers tell an attacker which routes are slow and when the upstream fails. A scraper reads them
// at /metrics on the main port with METRICS_TOKEN (everyone else gets 404, as if there were
// nothing), or without a token on METRICS_PORT, which listens on the loopback interface only.
package metrics

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Config of the metrics endpoint.
type Config struct {
	// Token is the bearer token a scraper sends to read /metrics (METRICS_TOKEN); empty turns the
	// endpoint off (404).
	Token string
	// Port is the loopback port that serves /metrics without a token (METRICS_PORT), for a
	// scraper on the same host; 0 opens none.
	Port int
}

// DefaultConfig serves no metrics: no token to guess and no extra port.
func DefaultConfig() Config { return Config{} }

// minTokenLength keeps a token long enough that trying tokens is hopeless.
const minTokenLength = 16

// Validate rejects a token short enough to guess.
func (c Config) Validate() error {
	if c.Token != "" && len(c.Token) < minTokenLength {
		return errors.New("metrics: METRICS_TOKEN must be at least 16 characters (or empty to turn /metrics off)")
	}
	if c.Port < 0 || c.Port > 65535 {
		return fmt.Errorf("metrics: METRICS_PORT must be between 1 and 65535, or 0 for none (got %d)", c.Port)
	}
	return nil
}

// Metrics are the gateway's series. Its methods are safe for concurrent use.
type Metrics struct {
	cfg      Config
	registry *prometheus.Registry
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	upstream *prometheus.CounterVec
	handler  http.Handler
	// series keeps the counter and histogram of each route, method and status once looked up: a
	// read of a sync.Map takes no lock, where the vectors' own lookup hashes the labels and takes a
	// read lock that every core contends for on the hot path of cached answers.
	series sync.Map // seriesKey → *series
}

type seriesKey struct {
	route, method string
	status        int
}

type series struct {
	requests prometheus.Counter
	latency  prometheus.Observer
}

// New makes the registry with the Go runtime and process collectors and the request series.
func New(cfg Config) (*Metrics, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	reg := prometheus.NewRegistry()
	m := &Metrics{
		cfg:      cfg,
		registry: reg,
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "tischlein_http_requests_total",
			Help: "HTTP requests answered, by route pattern, method and status code.",
		}, []string{"route", "method", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "tischlein_http_request_duration_seconds",
			Help: "Time to answer an HTTP request, by route pattern.",
			// From a cached answer (well under a millisecond) to a picture made while the reader waits.
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"route"}),
		upstream: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "tischlein_upstream_errors_total",
			Help: "Failed calls to the content API, by kind (the error code the reader got).",
		}, []string{"kind"}),
	}
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		m.requests, m.latency, m.upstream)
	m.handler = promhttp.HandlerFor(reg, promhttp.HandlerOpts{Registry: reg})
	return m, nil
}

// codes are the status codes as label values, made once so that counting a request allocates
// nothing for them.
var codes = func() (s [600]string) {
	for i := range s {
		s[i] = strconv.Itoa(i)
	}
	return s
}()

// Request counts one answered request. route is the router's pattern (/api/recipes/:slug/), never
// the raw path, and a method outside the standard ones counts as "other", so the number of series
// stays bounded whatever clients send.
func (m *Metrics) Request(route, method string, status int, took time.Duration) {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions:
	default:
		method = "other"
	}
	k := seriesKey{route, method, status}
	s, ok := m.series.Load(k)
	if !ok {
		code := "other"
		if status >= 0 && status < len(codes) {
			code = codes[status]
		}
		s, _ = m.series.LoadOrStore(k, &series{
			requests: m.requests.WithLabelValues(route, method, code),
			latency:  m.latency.WithLabelValues(route),
		})
	}
	r := s.(*series)
	r.requests.Inc()
	r.latency.Observe(took.Seconds())
}

// UpstreamError counts one failed call to the content API.
func (m *Metrics) UpstreamError(kind string) { m.upstream.WithLabelValues(kind).Inc() }

// CacheStats are the answers of the gateway's cache by how they were obtained.
type CacheStats struct {
	Hits, Misses, Stale, StaleIfError uint64
}

// WatchCache reports the cache's counters at each scrape; counting stays with the cache, where it
// costs one atomic addition per answer.
func (m *Metrics) WatchCache(stats func() CacheStats) {
	states := map[string]func(CacheStats) uint64{
		"hit":            func(s CacheStats) uint64 { return s.Hits },
		"miss":           func(s CacheStats) uint64 { return s.Misses },
		"stale":          func(s CacheStats) uint64 { return s.Stale },
		"stale_if_error": func(s CacheStats) uint64 { return s.StaleIfError },
	}
	watchCounters(m, "tischlein_cache_requests_total",
		"Answers of the gateway's cache by state: hit, miss, stale (served while revalidating), stale_if_error (served because the upstream failed).",
		"state", states, stats)
}

// WatchImageQueue reports the picture pipeline's load at each scrape: variants waiting for a worker
// and variants being made.
func (m *Metrics) WatchImageQueue(load func() (waiting, working int)) {
	m.registry.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "tischlein_image_queue_waiting",
			Help: "Picture variants waiting for a resize worker.",
		}, func() float64 { w, _ := load(); return float64(w) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "tischlein_image_queue_working",
			Help: "Picture variants being resized now.",
		}, func() float64 { _, w := load(); return float64(w) }),
	)
}

// RelayStats are the server-side events the relay handled, by what became of them.
type RelayStats struct {
	Sent, Failed, Dropped uint64
}

// WatchRelay reports the event relay's counters at each scrape: events delivered to the
// Conversions API, given up after their retries, and dropped because the queue was full.
func (m *Metrics) WatchRelay(stats func() RelayStats) {
	outcomes := map[string]func(RelayStats) uint64{
		"sent":    func(s RelayStats) uint64 { return s.Sent },
		"failed":  func(s RelayStats) uint64 { return s.Failed },
		"dropped": func(s RelayStats) uint64 { return s.Dropped },
	}
	watchCounters(m, "tischlein_relay_events_total",
		"Server-side tracking events by outcome: sent, failed (after the retries), dropped (queue full).",
		"outcome", outcomes, stats)
}

// MailStats are the account mails by template (kind): sent, failed, and being sent now.
type MailStats struct {
	Sent, Failed map[string]uint64
	InFlight     int64
}

// WatchMail reports the mailer's counters at each scrape: mails sent and failed by kind (the
// template: confirm, reset, …), and mails being sent now. Mail goes out while its request waits, so
// the in-flight gauge is the mail queue: requests held up by a slow mail server.
func (m *Metrics) WatchMail(kinds []string, stats func() MailStats) {
	for _, kind := range kinds {
		for outcome, count := range map[string]func(MailStats) uint64{
			"sent":   func(s MailStats) uint64 { return s.Sent[kind] },
			"failed": func(s MailStats) uint64 { return s.Failed[kind] },
		} {
			m.registry.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
				Name:        "tischlein_mail_total",
				Help:        "Account mails by kind (template) and outcome: sent, failed.",
				ConstLabels: prometheus.Labels{"kind": kind, "outcome": outcome},
			}, func() float64 { return float64(count(stats())) }))
		}
	}
	m.registry.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "tischlein_mail_in_flight",
		Help: "Account mails being sent now, each holding up its request.",
	}, func() float64 { return float64(stats().InFlight) }))
}

// watchCounters registers one counter series per label value, read from stats at each scrape: the
// counting stays where it happens, one atomic addition each.
func watchCounters[S any](m *Metrics, name, help, label string, series map[string]func(S) uint64, stats func() S) {
	for value, count := range series {
		m.registry.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: name, Help: help, ConstLabels: prometheus.Labels{label: value},
		}, func() float64 { return float64(count(stats())) }))
	}
}

// Handler writes the metrics; serve it only to a request that is Authorized.
func (m *Metrics) Handler() http.Handler { return m.handler }

// Authorized reports whether r carries the configured token.
func (m *Metrics) Authorized(r *http.Request) bool {
	if m.cfg.Token == "" {
		return false
	}
	got := []byte(r.Header.Get("Authorization"))
	return subtle.ConstantTimeCompare(got, []byte("Bearer "+m.cfg.Token)) == 1
}

// Serve answers /metrics without a token on 127.0.0.1:Port until ctx ends; with no Port it does
// nothing. The loopback address is what keeps the public out.
func (m *Metrics) Serve(ctx context.Context) error {
	if m.cfg.Port == 0 {
		return nil
	}
	ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", m.cfg.Port))
	if err != nil {
		return fmt.Errorf("metrics: unable to listen on METRICS_PORT: %w", err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.handler)
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		hs.Close()
	}()
	if err := hs.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
