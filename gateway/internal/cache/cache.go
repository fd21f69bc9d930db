// Package cache keeps anonymous upstream answers in memory (ristretto): fresh for a while, then
// served stale while one request revalidates in the background, served stale when the upstream
// fails, and fetched once for any number of concurrent misses of one key.
package cache

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dgraph-io/ristretto/v2"
	"golang.org/x/sync/singleflight"
)

// Config of the cache.
type Config struct {
	// Fresh is how long an answer is served without asking upstream (spec §9: 10 minutes).
	Fresh time.Duration
	// MaxStale is how long past Fresh an answer may still be served, while revalidating or while
	// the upstream fails.
	MaxStale time.Duration
	// MaxBytes bounds the memory of the cached bodies.
	MaxBytes int64
	// RevalidateTimeout bounds a background revalidation.
	RevalidateTimeout time.Duration
}

// DefaultConfig: fresh 10 minutes, stale up to a day, 256 MiB.
func DefaultConfig() Config {
	return Config{Fresh: 10 * time.Minute, MaxStale: 24 * time.Hour, MaxBytes: 256 << 20, RevalidateTimeout: 10 * time.Second}
}

// Validate rejects impossible settings.
func (c Config) Validate() error {
	if c.Fresh <= 0 || c.MaxStale < 0 || c.MaxBytes <= 0 || c.RevalidateTimeout <= 0 {
		return errors.New("cache: durations and size must be positive")
	}
	return nil
}

// Entry is one cached answer.
type Entry struct {
	Status int
	Header http.Header
	Body   []byte
	ETag   string
	// ETagHeader is ETag ready to be put into a header map without allocating.
	ETagHeader []string
	Stored     time.Time
	// NoStore marks an answer that must not be kept (personal, or upstream said so).
	NoStore bool
	// Encode makes Body's compressed forms, or is nil when compressing does not pay (pictures, tiny
	// answers). The cache calls it once for an entry it keeps, in the background: the miss that
	// fetched the entry answers with the plain body at once, and the readers after it get the
	// compressed bytes (see Encodings).
	Encode func(*Entry) *Encodings

	encodings atomic.Pointer[Encodings]
}

// Encodings are an entry's body compressed; either may be nil.
type Encodings struct {
	Brotli, Gzip *Encoded
}

// Encodings returns the entry's compressed forms, or nil while they are not made yet (or never
// will be: nothing to compress, or the entry was not kept).
func (e *Entry) Encodings() *Encodings { return e.encodings.Load() }

// Encoded is an entry's body in one content encoding, with its own validator and length.
type Encoded struct {
	Body []byte
	// ETagHeader and LengthHeader are ready for a header map, so sending one allocates nothing.
	ETagHeader, LengthHeader []string
}

// size is what the entry costs the cache: its body and, when it is to be compressed, an allowance
// of half the body for the compressed forms (JSON shrinks to a fifth or less in each). The
// allowance is charged when the entry is stored, so compressing later never needs to store the
// entry again, which could bring back one purged meanwhile.
func (e *Entry) size() int {
	n := len(e.Body)
	if e.Encode != nil {
		n += n / 2
	}
	return n
}

// State says how an answer was obtained; the gateway sends it as X-Cache.
type State string

const (
	Hit          State = "HIT"
	Miss         State = "MISS"
	Stale        State = "STALE"          // served while revalidating
	StaleIfError State = "STALE-IF-ERROR" // served because the upstream failed
)

// Fetch asks the upstream for a key's answer.
type Fetch func(ctx context.Context) (*Entry, error)

// Cache is safe for concurrent use.
type Cache struct {
	cfg    Config
	store  *ristretto.Cache[string, *Entry]
	flight singleflight.Group
	logger *slog.Logger
	now    func() time.Time

	// purges numbers every Purge and remembers the last one of each purged key, so that an answer
	// fetched before a purge is not stored after it.
	purgeMu  sync.Mutex
	purgeSeq uint64
	purged   map[string]uint64
	// purgedAll is the number of the last PurgeAll.
	purgedAll uint64

	// counts are the answers by State, for the metrics; one atomic addition is all a hit costs.
	hits, misses, stale, staleIfError atomic.Uint64

	// compressing bounds the entries compressed at once, so that after a purge of everything the
	// compression of the refetched answers leaves cores to the requests.
	compressing chan struct{}

	// life guards the store against writes after Close: a revalidation in the background or a purge
	// heard from another gateway may come after it, and ristretto panics on a write to a closed cache.
	life   sync.RWMutex
	closed bool
}

// Stats are the answers given so far, by State.
type Stats struct {
	Hits, Misses, Stale, StaleIfError uint64
}

// Stats reads the counts of answers by State.
func (c *Cache) Stats() Stats {
	return Stats{Hits: c.hits.Load(), Misses: c.misses.Load(), Stale: c.stale.Load(), StaleIfError: c.staleIfError.Load()}
}

// maxPurgeMarks bounds the memory of purged keys; past it the marks start afresh, which at worst
// lets one answer fetched across a purge be kept.
const maxPurgeMarks = 100_000

// New makes a cache.
func New(cfg Config, logger *slog.Logger) (*Cache, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	store, err := ristretto.NewCache(&ristretto.Config[string, *Entry]{
		NumCounters: 1_000_000,
		MaxCost:     cfg.MaxBytes,
		BufferItems: 64,
	})
	if err != nil {
		return nil, err
	}
	return &Cache{cfg: cfg, store: store, logger: logger, now: time.Now, purged: map[string]uint64{},
		compressing: make(chan struct{}, max(1, runtime.GOMAXPROCS(0)/2))}, nil
}

// Close releases the cache's goroutines.
func (c *Cache) Close() {
	c.life.Lock()
	defer c.life.Unlock()
	if !c.closed {
		c.closed = true
		c.store.Close()
	}
}

// writing runs a write to the store unless the cache is closed, and reports whether it ran.
func (c *Cache) writing(write func()) bool {
	c.life.RLock()
	defer c.life.RUnlock()
	if c.closed {
		return false
	}
	write()
	return true
}

// Fresh returns a key's answer when memory holds it and it is fresh, counted as a Hit; the hot
// path of cached answers needs nothing else (no Fetch to make). Otherwise call Get.
func (c *Cache) Fresh(key string) (*Entry, bool) {
	cached, ok := c.store.Get(key)
	if !ok || c.now().Sub(cached.Stored) >= c.cfg.Fresh {
		return nil, false
	}
	c.hits.Add(1)
	return cached, true
}

// Get answers a key from memory when it can, else through fetch. Concurrent callers of one key
// share one fetch, which runs detached from the first caller's cancellation.
func (c *Cache) Get(ctx context.Context, key string, fetch Fetch) (*Entry, State, error) {
	cached, ok := c.store.Get(key)
	if ok {
		age := c.now().Sub(cached.Stored)
		if age < c.cfg.Fresh {
			c.hits.Add(1)
			return cached, Hit, nil
		}
		if age < c.cfg.Fresh+c.cfg.MaxStale {
			c.stale.Add(1)
			go c.revalidate(key, fetch)
			return cached, Stale, nil
		}
	}
	v, err, _ := c.flight.Do(key, func() (any, error) {
		return c.fetchAndStore(context.WithoutCancel(ctx), key, fetch)
	})
	if err != nil {
		if ok && c.now().Sub(cached.Stored) < c.cfg.Fresh+c.cfg.MaxStale {
			c.staleIfError.Add(1)
			return cached, StaleIfError, nil
		}
		c.misses.Add(1)
		return nil, Miss, err
	}
	c.misses.Add(1)
	return v.(*Entry), Miss, nil
}

func (c *Cache) revalidate(key string, fetch Fetch) {
	ctx, cancel := context.WithTimeout(context.Background(), c.cfg.RevalidateTimeout)
	defer cancel()
	_, err, _ := c.flight.Do(key, func() (any, error) {
		// Another revalidation may have finished since this one was started.
		if cached, ok := c.store.Get(key); ok && c.now().Sub(cached.Stored) < c.cfg.Fresh {
			return cached, nil
		}
		return c.fetchAndStore(ctx, key, fetch)
	})
	if err != nil {
		c.logger.Warn("cache: revalidation failed; serving stale", "key", key, "error", err.Error())
	}
}

// Purge drops keys whose answers changed (a like changed a count), so the next reader gets a fresh
// answer rather than a stale one, and keeps fetches already under way from storing theirs.
func (c *Cache) Purge(keys ...string) {
	c.purgeMu.Lock()
	c.purgeSeq++
	if len(c.purged)+len(keys) > maxPurgeMarks {
		clear(c.purged)
	}
	for _, k := range keys {
		c.purged[k] = c.purgeSeq
	}
	c.purgeMu.Unlock()
	c.writing(func() {
		for _, k := range keys {
			c.store.Del(k)
		}
	})
	for _, k := range keys {
		c.flight.Forget(k)
	}
}

// PurgeAll drops every answer (something was published: its cards are in lists nobody can name),
// and keeps fetches already under way from storing theirs.
func (c *Cache) PurgeAll() {
	c.purgeMu.Lock()
	c.purgeSeq++
	c.purgedAll = c.purgeSeq
	clear(c.purged)
	c.purgeMu.Unlock()
	c.writing(c.store.Clear)
}

// purges is the number of the last Purge.
func (c *Cache) purges() uint64 {
	c.purgeMu.Lock()
	defer c.purgeMu.Unlock()
	return c.purgeSeq
}

// purgedSince reports whether key was purged after the purge numbered seq.
func (c *Cache) purgedSince(key string, seq uint64) bool {
	c.purgeMu.Lock()
	defer c.purgeMu.Unlock()
	return c.purged[key] > seq || c.purgedAll > seq
}

func (c *Cache) fetchAndStore(ctx context.Context, key string, fetch Fetch) (*Entry, error) {
	started := c.purges()
	e, err := fetch(ctx)
	if err != nil {
		return nil, err
	}
	e.Stored = c.now()
	cost := int64(e.size() + len(key) + 256)
	// An answer larger than the whole cache cannot be kept; skipping it spares the store's round trip.
	if e.NoStore || cost > c.cfg.MaxBytes || c.purgedSince(key, started) {
		return e, nil
	}
	stored := false
	c.writing(func() {
		if stored = c.store.SetWithTTL(key, e, cost, c.cfg.Fresh+c.cfg.MaxStale); stored {
			c.store.Wait()
		}
	})
	if !stored {
		return e, nil
	}
	if e.Encode != nil {
		go c.compress(e)
	}
	return e, nil
}

// compress makes a stored entry's compressed forms after its miss was answered. The entry itself
// takes them, so a purge meanwhile only leaves the work unused: nothing is stored again.
func (c *Cache) compress(e *Entry) {
	c.compressing <- struct{}{}
	defer func() { <-c.compressing }()
	if enc := e.Encode(e); enc != nil {
		e.encodings.Store(enc)
	}
}
