package relay

import (
	"sync"
	"time"
)

// limiter counts events per client address in fixed windows. It lives in memory: the events are
// cheap and lost ones harmless, so each gateway instance limiting on its own is enough, and the
// counts of a window are all forgotten when it ends, which bounds the memory by the traffic of one
// window.
type limiter struct {
	max    int
	window time.Duration
	mu     sync.Mutex
	start  time.Time
	counts map[string]int
}

func newLimiter(max int, window time.Duration) *limiter {
	return &limiter{max: max, window: window, counts: map[string]int{}}
}

// allow counts one event of address at now; past the limit it tells how long until the window ends.
func (l *limiter) allow(address string, now time.Time) (bool, time.Duration) {
	if l.max == 0 {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.start) >= l.window {
		l.start = now
		clear(l.counts)
	}
	l.counts[address]++
	if l.counts[address] > l.max {
		return false, l.start.Add(l.window).Sub(now)
	}
	return true, 0
}
