package cli

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}
func (l *lockedBuffer) String() string { l.mu.Lock(); defer l.mu.Unlock(); return l.b.String() }

func TestLogWriterFlushes(t *testing.T) {
	out := &lockedBuffer{}
	w := newLogWriter(out)
	w.Write([]byte("one\n"))
	deadline := time.Now().Add(2 * time.Second)
	for !strings.Contains(out.String(), "one") {
		if time.Now().After(deadline) {
			t.Fatal("a line was not flushed within the interval")
		}
		time.Sleep(10 * time.Millisecond)
	}
	w.Write([]byte("two\n"))
	w.Close()
	if out.String() != "one\ntwo\n" {
		t.Fatalf("after Close: %q", out.String())
	}
}
