package server

import (
	"context"
	"io"
	"log/slog"
	"strconv"
	"sync"
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
// before Start. The logger still decides which levels are logged.
func (s *Server) LogRequestsAsJSON(w io.Writer) { s.access.json = w }

// lineBuffers are reused: a line is some 250 bytes and written once.
var lineBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 512); return &b }}

func (a *accessLog) write(ctx context.Context, l accessLine) {
	if !a.logger.Enabled(ctx, l.level) {
		return
	}
	if a.json == nil || !plainJSON(l.method) || !plainJSON(l.uri) || !plainJSON(l.requestID) || !plainJSON(l.cache) {
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
// need no escaping (plainJSON).
func appendAccessLine(b []byte, l accessLine) []byte {
	b = append(b, `{"time":"`...)
	b = l.end.Round(0).AppendFormat(b, time.RFC3339Nano)
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

// plainJSON reports whether s goes into a JSON string as it is: printable ASCII but the quote and
// the backslash. A request URI is that unless a client sent raw bytes the server let through.
func plainJSON(s string) bool {
	for i := 0; i < len(s); i++ {
		if b := s[i]; b < 0x20 || b >= 0x7f || b == '"' || b == '\\' {
			return false
		}
	}
	return true
}
