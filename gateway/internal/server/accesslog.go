package server

import (
	"context"
	"io"
	"log/slog"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// accessLog writes the one line per request that frame logs. Through a slog handler a line costs a
// cached answer more than all the gateway's own work for it (a record with an attribute slice,
// every value boxed, resolved and escaped byte by byte); when the logger is a JSON handler on a
// known writer (LogRequestsAsJSON), the line is put together directly in the very same format and
// written to it, and only a line with a character to escape goes through the handler.
type accessLog struct {
	logger *slog.Logger
	// json is the writer of the logger's JSON handler, or nil to log through the handler.
	json io.Writer
}

// accessLine is what the access log says about one answered request.
type accessLine struct {
	end       time.Time
	level     slog.Level
	method    string
	uri       string
	status    int
	latency   time.Duration
	requestID string
	cache     string
}

// LogRequestsAsJSON makes the access log write its lines straight to w, the writer of the logger's
// slog.JSONHandler (without ReplaceAttr or AddSource), as that handler would write them; call it
// before Start. The logger still decides which levels are logged. Lines bypass the handler's lock,
// so w must take whole writes from several goroutines at once (the command line's log writer locks).
func (s *Server) LogRequestsAsJSON(w io.Writer) { s.access.json = w }

// lineBuffers are reused: a line is some 250 bytes and written once.
var lineBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 512); return &b }}

func (a *accessLog) write(ctx context.Context, l accessLine) {
	if !a.logger.Enabled(ctx, l.level) {
		return
	}
	if y := l.end.Year(); a.json == nil || y < 1000 || y > 9999 ||
		!plainJSON(l.method) || !plainJSON(l.uri) || !plainJSON(l.requestID) || !plainJSON(l.cache) {
		a.handle(ctx, l)
		return
	}
	buf := lineBuffers.Get().(*[]byte)
	b := appendAccessLine((*buf)[:0], l)
	a.json.Write(b)
	*buf = b
	lineBuffers.Put(buf)
}

// handle logs through the logger's handler. A record of its own skips what Logger.LogAttrs adds: a
// clock read and the caller's program counter, which the handler does not print.
func (a *accessLog) handle(ctx context.Context, l accessLine) {
	r := slog.NewRecord(l.end, l.level, "request", 0)
	r.AddAttrs(slog.String("method", l.method), slog.String("uri", l.uri), slog.Int("status", l.status),
		slog.Duration("latency", l.latency), slog.String("request_id", l.requestID), slog.String("cache", l.cache))
	a.logger.Handler().Handle(ctx, r)
}

// appendAccessLine is the line slog.JSONHandler writes for the record of handle, for values that
// need no escaping (plainJSON) at a time of a year with four digits.
func appendAccessLine(b []byte, l accessLine) []byte {
	b = append(b, `{"time":"`...)
	b = appendTime(b, l.end)
	b = append(b, `","level":"`...)
	b = append(b, l.level.String()...)
	b = append(b, `","msg":"request","method":"`...)
	b = append(b, l.method...)
	b = append(b, `","uri":"`...)
	b = append(b, l.uri...)
	b = append(b, `","status":`...)
	b = strconv.AppendInt(b, int64(l.status), 10)
	b = append(b, `,"latency":`...)
	b = strconv.AppendInt(b, int64(l.latency), 10)
	b = append(b, `,"request_id":"`...)
	b = append(b, l.requestID...)
	b = append(b, `","cache":"`...)
	b = append(b, l.cache...)
	return append(b, "\"}\n"...)
}

// second is the part of a time in RFC 3339 that stays the same for a whole second of one location:
// the date and time of day, and the zone. Formatting them is most of what the time costs a line.
type second struct {
	unix       int64
	loc        *time.Location
	date, zone string // "2026-03-01T12:30:05", "+01:00"
}

// lastSecond is the second of the latest line; lines come from every core at once.
var lastSecond atomic.Pointer[second]

// appendTime appends t, of a year with four digits, as time.RFC3339Nano does, from the second's
// parts made once a second.
func appendTime(b []byte, t time.Time) []byte {
	s := lastSecond.Load()
	if s == nil || s.unix != t.Unix() || s.loc != t.Location() {
		whole := t.Truncate(time.Second).Format(time.RFC3339) // 19 characters of date and time, then the zone
		s = &second{unix: t.Unix(), loc: t.Location(), date: whole[:19], zone: whole[19:]}
		lastSecond.Store(s)
	}
	b = append(b, s.date...)
	if ns := t.Nanosecond(); ns != 0 {
		// Nine digits without the trailing zeros, as RFC3339Nano's ".999999999".
		var digits [10]byte
		digits[0] = '.'
		for i := 9; i > 0; i-- {
			digits[i] = byte('0' + ns%10)
			ns /= 10
		}
		n := 10
		for digits[n-1] == '0' {
			n--
		}
		b = append(b, digits[:n]...)
	}
	return append(b, s.zone...)
}

// plainJSON reports whether s goes into a JSON string as it is: printable ASCII but the quote and
// the backslash. A request URI is that unless a client sent raw bytes the server let through.
func plainJSON(s string) bool {
	for i := 0; i < len(s); i++ {
		if !plainJSONByte[s[i]] {
			return false
		}
	}
	return true
}

// plainJSONByte says for each byte whether plainJSON takes it: one look-up per byte of every line
// instead of four comparisons (a quarter fewer instructions for the line's write, callgrind).
var plainJSONByte = func() (plain [256]bool) {
	for b := 0x20; b < 0x7f; b++ {
		plain[b] = b != '"' && b != '\\'
	}
	return plain
}()
