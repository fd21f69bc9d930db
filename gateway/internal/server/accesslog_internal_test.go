package server

import (
	"bytes"
	"context"
	"log/slog"
	"testing"
	"time"
)

// TestAccessLogWritesWhatTheJSONHandlerWrites: with LogRequestsAsJSON, an access line is byte for
// byte the line slog.JSONHandler writes for the same record; a line with something to escape is
// written by the handler itself, and a level the logger leaves out is not written at all.
func TestAccessLogWritesWhatTheJSONHandlerWrites(t *testing.T) {
	cet := time.FixedZone("CET", 3600)
	plain := accessLine{end: time.Date(2026, 3, 1, 12, 30, 5, 123456700, cet), level: slog.LevelInfo, method: "GET",
		uri: "/api/recipes/spaghetti-carbonara/?lang=de&page=2", status: 200, latency: 48 * time.Microsecond,
		requestID: "8f3a1c2b9d4e-1k", cache: "HIT"}
	with := func(edit func(*accessLine)) accessLine { l := plain; edit(&l); return l }
	cases := []struct {
		name    string
		line    accessLine
		escaped bool
	}{
		{"a cached answer", plain, false},
		{"a server error", with(func(l *accessLine) { l.level, l.status, l.cache, l.latency = slog.LevelError, 502, "", 3*time.Second+7 }), false},
		{"whole seconds in UTC", with(func(l *accessLine) { l.end = time.Date(2026, 12, 31, 23, 59, 59, 0, time.UTC) }), false},
		{"the clock's reading", with(func(l *accessLine) { l.end = time.Now() }), false},
		{"the same second in UTC", with(func(l *accessLine) { l.end = plain.end.UTC() }), false},
		{"its next nanosecond", with(func(l *accessLine) { l.end = plain.end.UTC().Add(1) }), false},
		{"half a second in CET", with(func(l *accessLine) { l.end = time.Date(2026, 3, 1, 12, 30, 5, 5e8, cet) }), false},
		{"a nanosecond past", with(func(l *accessLine) { l.end = time.Date(2026, 3, 1, 12, 30, 6, 1, cet) }), false},
		{"west of Greenwich", with(func(l *accessLine) { l.end = time.Date(2026, 3, 1, 12, 30, 6, 1, time.FixedZone("", -9*3600-30*60)) }), false},
		{"the year 999", with(func(l *accessLine) { l.end = time.Date(999, 1, 1, 0, 0, 0, 0, time.UTC) }), true},
		{"the year 10000", with(func(l *accessLine) { l.end = time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC) }), true},
		{"a client gone", with(func(l *accessLine) { l.status, l.method = 499, "DELETE" }), false},
		{"a quote", with(func(l *accessLine) { l.uri = `/api/search/?q="pasta"` }), true},
		{"a backslash", with(func(l *accessLine) { l.uri = `/de/a\b` }), true},
		{"control characters", with(func(l *accessLine) { l.uri = "/de/\x01\t\x7f" }), true},
		{"UTF-8", with(func(l *accessLine) { l.uri = "/de/rezepte/käse/\u2028" }), true},
		{"invalid UTF-8", with(func(l *accessLine) { l.uri = "/de/\xff\xfe" }), true},
		{"an odd method", with(func(l *accessLine) { l.method = "GÉT" }), true},
	}
	for _, tc := range cases {
		var want, direct, handled bytes.Buffer
		r := slog.NewRecord(tc.line.end, tc.line.level, "request", 0)
		r.AddAttrs(slog.String("method", tc.line.method), slog.String("uri", tc.line.uri), slog.Int("status", tc.line.status),
			slog.Duration("latency", tc.line.latency), slog.String("request_id", tc.line.requestID), slog.String("cache", tc.line.cache))
		if err := slog.NewJSONHandler(&want, nil).Handle(context.Background(), r); err != nil {
			t.Fatal(err)
		}
		a := accessLog{logger: slog.New(slog.NewJSONHandler(&handled, nil)), json: &direct}
		a.write(context.Background(), tc.line)
		got, other := direct.String(), handled.String()
		if tc.escaped {
			got, other = other, got
		}
		if got != want.String() || other != "" {
			t.Errorf("%s: wrote %q (and %q), the JSON handler writes %q", tc.name, got, other, want.String())
		}
	}

	var out bytes.Buffer
	quiet := accessLog{logger: slog.New(slog.NewJSONHandler(&out, &slog.HandlerOptions{Level: slog.LevelWarn})), json: &out}
	quiet.write(context.Background(), plain)
	quiet.write(context.Background(), with(func(l *accessLine) { l.uri = `"` }))
	if out.Len() != 0 {
		t.Errorf("LOG_LEVEL=warn still logs answered requests: %q", out.String())
	}
}
