package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// clockTick is USER_HZ, the unit of the CPU times in /proc/<pid>/stat; it is 100 on every Linux
// build that matters here.
const clockTick = 10 * time.Millisecond

// cpuTime is the user+system CPU a process has used so far, read from /proc (Linux only; ok is false
// elsewhere). It lets the benchmark split the cores' time between the load generator and the
// server, which throughput alone cannot: on 2 shared cores the generator's cost is part of every
// request on both sides and pulls the throughput ratio towards 1.
func cpuTime(pid string) (d time.Duration, ok bool) {
	raw, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return 0, false
	}
	// The command name (field 2) may contain spaces; the fields after it start with field 3.
	s := string(raw)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(fields) < 13 {
		return 0, false
	}
	utime, err1 := strconv.ParseInt(fields[11], 10, 64) // field 14
	stime, err2 := strconv.ParseInt(fields[12], 10, 64) // field 15
	if err1 != nil || err2 != nil {
		return 0, false
	}
	return time.Duration(utime+stime) * clockTick, true
}

// cpuMeter accumulates, over the measured rounds of one side, how many requests were answered and
// how much CPU the benchmark process (the load generator) and the server process used meanwhile.
type cpuMeter struct {
	requests     int64
	self, server time.Duration
	ok           bool
}

// measure runs one round and adds its CPU use to m.
func (m *cpuMeter) measure(serverPID string, round func() (int64, error)) error {
	self0, ok1 := cpuTime("self")
	gw0, ok2 := cpuTime(serverPID)
	n, err := round()
	if err != nil {
		return err
	}
	self1, ok3 := cpuTime("self")
	gw1, ok4 := cpuTime(serverPID)
	m.requests += n
	m.self += self1 - self0
	m.server += gw1 - gw0
	m.ok = ok1 && ok2 && ok3 && ok4
	return nil
}

// perRequest is CPU time per request in microseconds.
func (m *cpuMeter) perRequest(d time.Duration) float64 {
	return float64(d.Microseconds()) / float64(m.requests)
}

// cpuReport prints where the CPU went: each server runs in its own process, so its share is read
// directly, and the server-only ratio is what a dedicated load generator would see. headed is the
// bare handler that sends the gateway's headers: its ratio is the gateway's work beyond them.
func cpuReport(gw, bare, headed cpuMeter) {
	if !gw.ok || !bare.ok || gw.requests == 0 || bare.requests == 0 {
		fmt.Println("   (CPU split not available: it needs Linux /proc)")
		return
	}
	server, bareServer := gw.perRequest(gw.server), bare.perRequest(bare.server)
	fmt.Printf("   CPU per request: gateway %.1f µs, bare server %.1f µs; load generator %.1f µs (gateway rounds),\n",
		server, bareServer, gw.perRequest(gw.self))
	fmt.Printf("   %.1f µs (bare rounds).\n", bare.perRequest(bare.self))
	if bareServer > 0 && server > 0 {
		fmt.Printf("   Server-only estimate (what a dedicated load generator would see): gateway/bare ≈ %.2f\n", bareServer/server)
		fmt.Printf("   cached GET server-only estimate %.2f of bare (budget ≥ %.2f) → %s\n", bareServer/server, serverOnlyBudget, verdict(bareServer/server >= serverOnlyBudget))
		if headed.ok && headed.requests > 0 {
			headedServer := headed.perRequest(headed.server)
			fmt.Printf("   (for comparison: bare net/http sending the gateway's headers %.1f µs per request, so the gateway\n", headedServer)
			fmt.Printf("   is %.2f of it server-only: the rest of the gap to bare is net/http writing those headers)\n", headedServer/server)
		}
	}
}

// settle waits until a server process is idle: at most one clock tick of CPU in half a second,
// twice running. A gateway compiles its image encoders in the background when it starts (seconds
// of a core, at the lowest priority, so on a busy machine it drags on); that is start-up work,
// not a cached answer's, and counted in the rounds it would charge every request of them. It
// gives up after limit and reports the CPU the process used while it waited and how long that was.
func settle(ctx context.Context, pid string, limit time.Duration) (used, waited time.Duration, idle bool) {
	start := time.Now()
	first, ok := cpuTime(pid)
	if !ok {
		return 0, 0, false
	}
	prev, quiet := first, 0
	for time.Since(start) < limit && ctx.Err() == nil {
		time.Sleep(500 * time.Millisecond)
		now, ok := cpuTime(pid)
		if !ok {
			return 0, time.Since(start), false
		}
		if now-prev <= clockTick {
			quiet++
		} else {
			quiet = 0
		}
		prev = now
		if quiet == 2 {
			return now - first, time.Since(start), true
		}
	}
	return prev - first, time.Since(start), false
}
