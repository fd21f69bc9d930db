// Package relay forwards copies of the site's pixel events to the Conversions API (POST
// /api/fb-events), so that events blocked in the browser still count. Personal data leaves the
// gateway only as SHA-256 hashes of normalised values (normalize.go). Events wait in a bounded
// queue for a few workers; the HTTP answer never waits for them, and when the queue is full or the
// API keeps failing, events are dropped: they are statistics, not orders.
package relay

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Config of the relay.
type Config struct {
	// PixelID and AccessToken (FB_PIXEL_ID, FB_ACCESS_TOKEN) name the pixel and authorise the
	// calls; without them events are dropped.
	PixelID     string
	AccessToken string
	// APIURL is the Graph API's base (FB_API_URL); tests point it at a local fake.
	APIURL string
	// QueueSize bounds the events waiting to be sent; past it new ones are dropped.
	QueueSize int
	// Workers send events in parallel, one request each.
	Workers int
	// Retries is how often a request that failed with a 5xx or a network error is tried again,
	// Backoff after the first failure and twice as long after each next one. A 4xx is final.
	Retries int
	Backoff time.Duration
	// Timeout bounds one request to the API.
	Timeout time.Duration
	// PerAddress is how many events one client address may send per minute; 0 is no limit
	// (RATE_LIMITS=off).
	PerAddress int
	// FlushTimeout is how long Close goes on sending what is queued when the gateway stops.
	FlushTimeout time.Duration
}

// DefaultConfig sends to Graph API v21.0 with two workers and a queue of 1,000 events. A reader
// causes a few events per page, so 120 a minute from one address is a script, not a person.
func DefaultConfig() Config {
	return Config{
		APIURL: "https://graph.facebook.com/v21.0", QueueSize: 1000, Workers: 2,
		Retries: 3, Backoff: 500 * time.Millisecond, Timeout: 10 * time.Second, PerAddress: 120,
		FlushTimeout: 5 * time.Second,
	}
}

// Configured reports whether events are forwarded at all.
func (c Config) Configured() bool { return c.PixelID != "" && c.AccessToken != "" }

// Validate rejects a configuration the relay cannot work with.
func (c Config) Validate() error {
	if (c.PixelID == "") != (c.AccessToken == "") {
		return errors.New("relay: FB_PIXEL_ID and FB_ACCESS_TOKEN must be set together")
	}
	if u, err := url.Parse(c.APIURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("relay: FB_API_URL must be an http(s) URL (got %q)", c.APIURL)
	}
	if c.QueueSize < 1 || c.Workers < 1 || c.Retries < 0 || c.PerAddress < 0 {
		return errors.New("relay: the queue size and workers must be positive, retries and the per-address limit not negative")
	}
	if c.Backoff <= 0 || c.Timeout <= 0 {
		return errors.New("relay: backoff and timeout must be positive")
	}
	return nil
}

// Event is a TrackingEvent of content-schemas as the site posts it, plus what the gateway knows
// about the request.
type Event struct {
	EventName     string    `json:"eventName"`
	EventID       string    `json:"eventId"`
	Emails        []string  `json:"emails"`
	Phones        []string  `json:"phones"`
	FirstName     string    `json:"firstName"`
	LastName      string    `json:"lastName"`
	Country       string    `json:"country"`
	City          string    `json:"city"`
	ZipCode       string    `json:"zipCode"`
	Products      []Product `json:"products"`
	Value         *float64  `json:"value"`
	Currency      string    `json:"currency"`
	TestEventCode string    `json:"testEventCode"`
	UserAgent     string    `json:"userAgent"`
	SourceURL     string    `json:"sourceUrl"`
	// ClientIP is the reader's address, as the gateway's rate limits see it.
	ClientIP string `json:"-"`
}

// Product is one item of an event.
type Product struct {
	SKU      string `json:"sku"`
	Quantity int    `json:"quantity"`
}

// payload is one request of the Conversions API.
type payload struct {
	Data          []serverEvent `json:"data"`
	TestEventCode string        `json:"test_event_code,omitempty"`
}

type serverEvent struct {
	EventName      string      `json:"event_name"`
	EventTime      int64       `json:"event_time"`
	EventID        string      `json:"event_id"`
	EventSourceURL string      `json:"event_source_url"`
	ActionSource   string      `json:"action_source"`
	UserData       userData    `json:"user_data"`
	CustomData     *customData `json:"custom_data,omitempty"`
}

type userData struct {
	Emails    []string `json:"em,omitempty"`
	Phones    []string `json:"ph,omitempty"`
	FirstName string   `json:"fn,omitempty"`
	LastName  string   `json:"ln,omitempty"`
	City      string   `json:"ct,omitempty"`
	Zip       string   `json:"zp,omitempty"`
	Country   string   `json:"country,omitempty"`
	ClientIP  string   `json:"client_ip_address,omitempty"`
	UserAgent string   `json:"client_user_agent,omitempty"`
}

type customData struct {
	Value    *float64  `json:"value,omitempty"`
	Currency string    `json:"currency,omitempty"`
	Contents []content `json:"contents,omitempty"`
}

type content struct {
	ID       string `json:"id"`
	Quantity int    `json:"quantity"`
}

// Relay queues events and sends them from its workers until Close.
type Relay struct {
	cfg      Config
	logger   *slog.Logger
	client   *http.Client
	endpoint string
	queue    chan []byte
	limiter  *limiter
	ctx      context.Context
	stop     context.CancelFunc
	// draining is closed by Close: the workers send what is queued, then return.
	draining chan struct{}
	closed   atomic.Bool
	workers  sync.WaitGroup
	dropped  atomic.Uint64
	sent     atomic.Uint64
	failed   atomic.Uint64
}

// New starts a relay's workers; when it is not configured, it starts none and drops every event.
func New(cfg Config, logger *slog.Logger) (*Relay, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	ctx, stop := context.WithCancel(context.Background())
	r := &Relay{
		cfg: cfg, logger: logger, client: &http.Client{Timeout: cfg.Timeout},
		endpoint: strings.TrimSuffix(cfg.APIURL, "/") + "/" + url.PathEscape(cfg.PixelID) + "/events?" +
			url.Values{"access_token": {cfg.AccessToken}}.Encode(),
		queue: make(chan []byte, cfg.QueueSize), limiter: newLimiter(cfg.PerAddress, time.Minute),
		ctx: ctx, stop: stop, draining: make(chan struct{}),
	}
	if cfg.Configured() {
		for range cfg.Workers {
			r.workers.Go(r.work)
		}
	}
	return r, nil
}

// Close stops taking events and sends those queued for up to FlushTimeout (a gateway stopping for a
// deploy loses none), then stops the workers, cancelling requests in flight; what is left is dropped.
func (r *Relay) Close() {
	if r.closed.Swap(true) {
		return
	}
	close(r.draining)
	done := make(chan struct{})
	go func() {
		r.workers.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(r.cfg.FlushTimeout):
	}
	r.stop()
	<-done
	if n := len(r.queue); n > 0 {
		r.dropped.Add(uint64(n))
		r.logger.Debug("relay: queued events dropped on shutdown", "count", n)
	}
}

// Allow counts one event of a client address and reports whether it is within the limit, and if
// not, how long until it is.
func (r *Relay) Allow(address string) (bool, time.Duration) {
	return r.limiter.allow(address, time.Now())
}

// Dropped counts the events dropped because the queue was full or the relay stopped.
func (r *Relay) Dropped() uint64 { return r.dropped.Load() }

// Sent counts the events the API accepted.
func (r *Relay) Sent() uint64 { return r.sent.Load() }

// Failed counts the events the API refused or that failed every retry.
func (r *Relay) Failed() uint64 { return r.failed.Load() }

// Send hashes an event's personal data and queues it, without ever waiting.
func (r *Relay) Send(ev Event) {
	if !r.cfg.Configured() {
		r.logger.Debug("relay: not configured, event dropped", "event", ev.EventName)
		return
	}
	if r.closed.Load() {
		r.dropped.Add(1)
		return
	}
	body, err := json.Marshal(newPayload(ev, time.Now()))
	if err != nil {
		r.logger.Debug("relay: event not encoded", "error", err.Error())
		return
	}
	select {
	case r.queue <- body:
	default:
		r.dropped.Add(1)
		r.logger.Debug("relay: queue full, event dropped", "event", ev.EventName, "dropped", r.dropped.Load())
	}
}

// newPayload is the Conversions API request for one event received at now.
func newPayload(ev Event, now time.Time) payload {
	e := serverEvent{
		EventName: ev.EventName, EventTime: now.Unix(), EventID: ev.EventID, EventSourceURL: ev.SourceURL,
		ActionSource: "website", UserData: newUserData(ev),
	}
	if ev.Value != nil || ev.Currency != "" || len(ev.Products) > 0 {
		e.CustomData = &customData{Value: ev.Value, Currency: ev.Currency}
		for _, p := range ev.Products {
			e.CustomData.Contents = append(e.CustomData.Contents, content{ID: p.SKU, Quantity: p.Quantity})
		}
	}
	return payload{Data: []serverEvent{e}, TestEventCode: ev.TestEventCode}
}

func (r *Relay) work() {
	// A stopped relay returns at once: the select below would pick a queued event as readily as the
	// end, and send it with a cancelled request.
	for r.ctx.Err() == nil {
		select {
		case <-r.ctx.Done():
			return
		case body := <-r.queue:
			r.deliver(body)
		case <-r.draining:
			for r.ctx.Err() == nil {
				select {
				case body := <-r.queue:
					r.deliver(body)
				default:
					return
				}
			}
			return
		}
	}
}

// deliver posts one request, retrying what may succeed later. Failures are only logged in debug:
// the reader is long gone, and a lost event is no reason to wake anybody.
func (r *Relay) deliver(body []byte) {
	wait := r.cfg.Backoff
	for attempt := 0; ; attempt++ {
		status, err := r.post(body)
		switch {
		case err == nil && status < 300:
			r.sent.Add(1)
			return
		case err == nil && status < 500:
			r.failed.Add(1)
			r.logger.Debug("relay: event refused", "status", status)
			return
		case attempt == r.cfg.Retries:
			r.failed.Add(1)
			r.logger.Debug("relay: event not delivered", "status", status, "error", errorText(err), "attempts", attempt+1)
			return
		}
		select {
		case <-r.ctx.Done():
			return
		case <-time.After(wait):
		}
		wait *= 2
	}
}

// post sends one request and tells its status.
func (r *Relay) post(body []byte) (int, error) {
	req, err := http.NewRequestWithContext(r.ctx, http.MethodPost, r.endpoint, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := r.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	return resp.StatusCode, nil
}

// errorText is an error for the log without the request's URL, which holds the access token.
func errorText(err error) string {
	if err == nil {
		return ""
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	return err.Error()
}
