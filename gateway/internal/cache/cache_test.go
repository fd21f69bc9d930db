package cache

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

func newTestCache(t *testing.T) (*Cache, *clock) {
	t.Helper()
	c, err := New(Config{Fresh: 10 * time.Minute, MaxStale: time.Hour, MaxBytes: 1 << 20, RevalidateTimeout: time.Second},
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	clk := &clock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	c.now = clk.Now
	return c, clk
}

// counter is an upstream that answers with its call number.
type counter struct {
	calls atomic.Int32
	fail  atomic.Bool
	delay time.Duration
}

func (u *counter) fetch(ctx context.Context) (*Entry, error) {
	n := u.calls.Add(1)
	time.Sleep(u.delay)
	if u.fail.Load() {
		return nil, errors.New("upstream down")
	}
	return &Entry{Status: 200, Body: []byte{byte('0' + n)}}, nil
}

func TestFreshThenStaleWhileRevalidate(t *testing.T) {
	c, clk := newTestCache(t)
	up := &counter{}
	ctx := context.Background()

	e, state, err := c.Get(ctx, "k", up.fetch)
	if err != nil || state != Miss || string(e.Body) != "1" {
		t.Fatalf("first get: %v %s %v", e, state, err)
	}
	clk.Add(9 * time.Minute)
	if e, state, _ := c.Get(ctx, "k", up.fetch); state != Hit || string(e.Body) != "1" {
		t.Fatalf("within 10 minutes: %s %q", state, e.Body)
	}
	clk.Add(2 * time.Minute)
	e, state, _ = c.Get(ctx, "k", up.fetch)
	if state != Stale || string(e.Body) != "1" {
		t.Fatalf("after 11 minutes the stale answer comes at once: %s %q", state, e.Body)
	}
	waitFor(t, func() bool { e, _, _ := c.Get(ctx, "k", up.fetch); return string(e.Body) == "2" })
	if up.calls.Load() != 2 {
		t.Fatalf("one background revalidation expected, upstream saw %d calls", up.calls.Load())
	}
}

func TestConcurrentMissesAreCoalesced(t *testing.T) {
	c, _ := newTestCache(t)
	up := &counter{delay: 50 * time.Millisecond}
	var wg sync.WaitGroup
	for range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, _, err := c.Get(context.Background(), "k", up.fetch); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if n := up.calls.Load(); n != 1 {
		t.Fatalf("50 concurrent misses made %d upstream calls, want 1", n)
	}
}

func TestStaleIfError(t *testing.T) {
	c, clk := newTestCache(t)
	up := &counter{}
	ctx := context.Background()
	c.Get(ctx, "k", up.fetch)
	up.fail.Store(true)

	clk.Add(30 * time.Minute)
	if e, state, err := c.Get(ctx, "k", up.fetch); err != nil || string(e.Body) != "1" || state != Stale {
		t.Fatalf("stale answer while upstream fails: %v %s %v", e, state, err)
	}
	clk.Add(2 * time.Hour)
	if _, _, err := c.Get(ctx, "k", up.fetch); err == nil {
		t.Fatal("past MaxStale the error must come through")
	}
	if _, _, err := c.Get(ctx, "other", up.fetch); err == nil {
		t.Fatal("an uncached key with a failing upstream must fail")
	}
}

func TestNoStoreIsNotKept(t *testing.T) {
	c, _ := newTestCache(t)
	var calls int
	fetch := func(context.Context) (*Entry, error) {
		calls++
		return &Entry{Status: 200, Body: []byte("personal"), NoStore: true}, nil
	}
	c.Get(context.Background(), "k", fetch)
	c.Get(context.Background(), "k", fetch)
	if calls != 2 {
		t.Fatalf("a no-store answer was served from the cache (%d calls)", calls)
	}
}

func TestCancelledCallerDoesNotCancelSharedFetch(t *testing.T) {
	c, _ := newTestCache(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var sawCancelled bool
	_, _, err := c.Get(ctx, "k", func(ctx context.Context) (*Entry, error) {
		sawCancelled = ctx.Err() != nil
		return &Entry{Status: 200}, nil
	})
	if err != nil || sawCancelled {
		t.Fatalf("the fetch must run detached from the caller: %v %v", err, sawCancelled)
	}
}

func TestConfigValidate(t *testing.T) {
	if err := (Config{}).Validate(); err == nil {
		t.Fatal("zero config must be rejected")
	}
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatal(err)
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestPurge(t *testing.T) {
	c, _ := newTestCache(t)
	up := &counter{}
	ctx := context.Background()
	c.Get(ctx, "de /recipes/a/?", up.fetch)
	c.Get(ctx, "en /recipes/a/?", up.fetch)
	c.Purge("de /recipes/a/?")
	if e, state, _ := c.Get(ctx, "de /recipes/a/?", up.fetch); state != Miss || string(e.Body) != "3" {
		t.Fatalf("a purged key is fetched afresh: %s %q", state, e.Body)
	}
	if _, state, _ := c.Get(ctx, "en /recipes/a/?", up.fetch); state != Hit {
		t.Fatalf("other keys stay: %s", state)
	}

	// A fetch that began before the purge answers its caller but is not kept.
	slow := &counter{delay: 100 * time.Millisecond}
	done := make(chan struct{})
	go func() { c.Get(ctx, "de /recipes/b/?", slow.fetch); close(done) }()
	time.Sleep(20 * time.Millisecond)
	c.Purge("de /recipes/b/?")
	<-done
	if _, state, _ := c.Get(ctx, "de /recipes/b/?", slow.fetch); state != Miss || slow.calls.Load() != 2 {
		t.Fatalf("an answer fetched across a purge must not be kept: %s, %d calls", state, slow.calls.Load())
	}
}

func TestPurgeAll(t *testing.T) {
	c, _ := newTestCache(t)
	up := &counter{}
	ctx := context.Background()
	for _, k := range []string{"de /recipes/?", "en /feed/?"} {
		c.Get(ctx, k, up.fetch)
	}
	slow := &counter{delay: 100 * time.Millisecond}
	done := make(chan struct{})
	go func() { c.Get(ctx, "de /categories/x/?", slow.fetch); close(done) }()
	time.Sleep(20 * time.Millisecond)
	c.PurgeAll()
	<-done
	for _, k := range []string{"de /recipes/?", "en /feed/?"} {
		if _, state, _ := c.Get(ctx, k, up.fetch); state != Miss {
			t.Fatalf("%s after PurgeAll: %s", k, state)
		}
	}
	if _, state, _ := c.Get(ctx, "de /categories/x/?", slow.fetch); state != Miss {
		t.Fatalf("an answer fetched across PurgeAll must not be kept: %s", state)
	}
	// Purging all is not purging forever: what is fetched afterwards is kept again.
	if _, state, _ := c.Get(ctx, "de /recipes/?", up.fetch); state != Hit {
		t.Fatalf("after PurgeAll and a fetch: %s", state)
	}
}

// encodingUpstream answers with an entry to compress; Encode counts its calls and, while hold is
// open, waits before it returns.
type encodingUpstream struct {
	encodes atomic.Int32
	started chan struct{}
	hold    chan struct{}
}

func newEncodingUpstream() *encodingUpstream {
	return &encodingUpstream{started: make(chan struct{}, 10), hold: make(chan struct{})}
}

func (u *encodingUpstream) fetch(context.Context) (*Entry, error) {
	return &Entry{Status: 200, Body: []byte("plain"), Encode: func(e *Entry) *Encodings {
		u.encodes.Add(1)
		u.started <- struct{}{}
		<-u.hold
		return &Encodings{Brotli: &Encoded{Body: []byte("br:" + string(e.Body))}}
	}}, nil
}

func TestMissAnswersPlainAndTheEntryIsCompressedOnceAfterwards(t *testing.T) {
	c, _ := newTestCache(t)
	up := newEncodingUpstream()
	ctx := context.Background()
	e, state, err := c.Get(ctx, "k", up.fetch)
	if err != nil || state != Miss || e.Encodings() != nil {
		t.Fatalf("the miss waits for no compression: %s %v %v", state, e.Encodings(), err)
	}
	<-up.started
	if hit, state, _ := c.Get(ctx, "k", up.fetch); state != Hit || hit != e || hit.Encodings() != nil {
		t.Fatalf("while compressing, readers get the plain entry: %s %v", state, hit.Encodings())
	}
	close(up.hold)
	waitFor(t, func() bool { hit, _, _ := c.Get(ctx, "k", up.fetch); return hit.Encodings() != nil })
	hit, _, _ := c.Get(ctx, "k", up.fetch)
	if string(hit.Encodings().Brotli.Body) != "br:plain" || hit != e {
		t.Fatalf("the kept entry takes its compressed form: %q", hit.Encodings().Brotli.Body)
	}
	for range 20 {
		c.Get(ctx, "k", up.fetch)
	}
	time.Sleep(20 * time.Millisecond)
	if n := up.encodes.Load(); n != 1 {
		t.Fatalf("the entry was compressed %d times, want once", n)
	}
}

func TestConcurrentMissesShareOneCompression(t *testing.T) {
	c, _ := newTestCache(t)
	up := newEncodingUpstream()
	close(up.hold)
	slow := func(ctx context.Context) (*Entry, error) {
		time.Sleep(50 * time.Millisecond)
		return up.fetch(ctx)
	}
	var wg sync.WaitGroup
	entries := make(chan *Entry, 20)
	for range 20 {
		wg.Go(func() {
			e, _, err := c.Get(context.Background(), "k", slow)
			if err != nil {
				t.Error(err)
			}
			entries <- e
		})
	}
	wg.Wait()
	close(entries)
	first := <-entries
	for e := range entries {
		if e != first {
			t.Fatal("coalesced misses must share one entry")
		}
	}
	waitFor(t, func() bool { return first.Encodings() != nil })
	time.Sleep(20 * time.Millisecond)
	if n := up.encodes.Load(); n != 1 {
		t.Fatalf("20 coalesced misses compressed %d times, want once", n)
	}
}

func TestPurgeWhileCompressingDoesNotBringTheEntryBack(t *testing.T) {
	for name, purge := range map[string]func(c *Cache){
		"purge":     func(c *Cache) { c.Purge("k") },
		"purge all": func(c *Cache) { c.PurgeAll() },
	} {
		t.Run(name, func(t *testing.T) {
			c, _ := newTestCache(t)
			up := newEncodingUpstream()
			ctx := context.Background()
			old, _, _ := c.Get(ctx, "k", up.fetch)
			<-up.started
			purge(c)
			close(up.hold)
			waitFor(t, func() bool { return old.Encodings() != nil })
			time.Sleep(20 * time.Millisecond)
			fresh := &counter{}
			if e, state, _ := c.Get(ctx, "k", fresh.fetch); state != Miss || e == old || fresh.calls.Load() != 1 {
				t.Fatalf("after the purge the old entry came back: %s, %d calls", state, fresh.calls.Load())
			}
		})
	}
}

func TestAnswerLargerThanTheCacheIsNeitherKeptNorCompressed(t *testing.T) {
	c, _ := newTestCache(t)
	var encodes atomic.Int32
	fetch := func(context.Context) (*Entry, error) {
		return &Entry{Status: 200, Body: make([]byte, 2<<20), Encode: func(*Entry) *Encodings {
			encodes.Add(1)
			return &Encodings{}
		}}, nil
	}
	for range 2 {
		if _, state, _ := c.Get(context.Background(), "big", fetch); state != Miss {
			t.Fatalf("an answer larger than the cache was kept: %s", state)
		}
	}
	time.Sleep(20 * time.Millisecond)
	if encodes.Load() != 0 {
		t.Fatal("an answer that is not kept was compressed")
	}
}

func TestFreshIsOnlyAFreshHit(t *testing.T) {
	c, clk := newTestCache(t)
	up := &counter{}
	if _, ok := c.Fresh("k"); ok {
		t.Fatal("an unknown key is no fresh hit")
	}
	c.Get(context.Background(), "k", up.fetch)
	if e, ok := c.Fresh("k"); !ok || string(e.Body) != "1" || c.Stats().Hits != 1 {
		t.Fatalf("a fresh entry is a hit: %v, %+v", ok, c.Stats())
	}
	clk.Add(11 * time.Minute)
	if _, ok := c.Fresh("k"); ok {
		t.Fatal("a stale entry is left to Get, which revalidates it")
	}
}

// TestWritesAfterClose stores, purges and clears after Close, as a revalidation in the background
// or a purge heard from another gateway may while the gateway stops: nothing panics.
func TestWritesAfterClose(t *testing.T) {
	c, err := New(DefaultConfig(), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
	c.Close()
	e, _, err := c.Get(context.Background(), "k", func(context.Context) (*Entry, error) {
		return &Entry{Status: 200, Body: []byte("{}"), Header: http.Header{}}, nil
	})
	if err != nil || e == nil {
		t.Fatalf("a fetch after Close: %v", err)
	}
	c.Purge("k")
	c.PurgeAll()
}
