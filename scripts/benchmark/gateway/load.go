package main

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// target is one side of a comparison: where to send the request and what a correct answer is.
type target struct {
	name   string
	client *http.Client
	url    string
	header http.Header
	// check inspects every answer; a wrong one fails the whole run, because a fast wrong answer
	// (a 404, a cache miss) would make the comparison meaningless.
	check func(resp *http.Response, body []byte) error
}

// newClient is a keep-alive client that can hold one idle connection per worker, so the closed
// loop never pays for a new TCP connection. Compression is off so that both sides send the same
// bytes, and no proxy is consulted: all load stays on loopback.
func newClient(workers int) *http.Client {
	return &http.Client{Transport: &http.Transport{
		Proxy:               nil,
		MaxIdleConns:        workers,
		MaxIdleConnsPerHost: workers,
		DisableCompression:  true,
	}}
}

// do sends one GET and reads the whole body into buf.
func (t target) do(ctx context.Context, url string, buf *bytes.Buffer) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header = t.header
	resp, err := t.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	buf.Reset()
	if _, err := buf.ReadFrom(resp.Body); err != nil {
		return nil, err
	}
	return resp, nil
}

// closedLoop keeps `workers` requests in flight against t for d: each worker sends its next
// request as soon as the previous answer is read. It returns the completed requests and the time
// until the last worker's last answer, so no request is cut off and none is left out.
func closedLoop(ctx context.Context, t target, workers int, d time.Duration) (int64, time.Duration, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var done atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	end := start.Add(d)
	for range workers {
		wg.Go(func() {
			var buf bytes.Buffer
			for time.Now().Before(end) && ctx.Err() == nil {
				resp, err := t.do(ctx, t.url, &buf)
				if err == nil {
					err = t.check(resp, buf.Bytes())
				}
				if err != nil {
					cancel(fmt.Errorf("%s: %w", t.name, err))
					return
				}
				done.Add(1)
			}
		})
	}
	wg.Wait()
	if err := context.Cause(ctx); err != nil {
		return 0, 0, err
	}
	return done.Load(), time.Since(start), nil
}

// latencies sends one request at a time to each target, interleaved, so both see the same machine
// state; url(i) must give a URL no earlier request used, so every request is a cache miss. The
// first `warm` requests of each side are sent but not recorded (connection setup, lazy init).
func latencies(ctx context.Context, a, b target, urlA, urlB func(i int) string, n, warm int) (da, db []time.Duration, err error) {
	var buf bytes.Buffer
	one := func(t target, url string) (time.Duration, error) {
		start := time.Now()
		resp, err := t.do(ctx, url, &buf)
		elapsed := time.Since(start)
		if err == nil {
			err = t.check(resp, buf.Bytes())
		}
		if err != nil {
			return 0, fmt.Errorf("%s: %s: %w", t.name, url, err)
		}
		return elapsed, nil
	}
	for i := range warm + n {
		la, err := one(a, urlA(i))
		if err != nil {
			return nil, nil, err
		}
		lb, err := one(b, urlB(i))
		if err != nil {
			return nil, nil, err
		}
		if i >= warm {
			da, db = append(da, la), append(db, lb)
		}
	}
	return da, db, nil
}

// percentile is the nearest-rank percentile (p in 0..100) of sorted durations.
func percentile(sorted []time.Duration, p float64) time.Duration {
	i := int(math.Ceil(p/100*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}

// median of a few throughput samples.
func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
