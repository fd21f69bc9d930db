package cli

import (
	"bufio"
	"io"
	"sync"
	"time"
)

// logWriter batches log lines into few writes. The gateway logs every request, and one write
// system call per line costs a cached answer more than the rest of its work; lines are flushed
// every 100 ms, when the buffer fills, and on Close, so none is more than that late.
type logWriter struct {
	mu   sync.Mutex
	buf  *bufio.Writer
	stop chan struct{}
	done chan struct{}
}

func newLogWriter(w io.Writer) *logWriter {
	l := &logWriter{buf: bufio.NewWriterSize(w, 64<<10), stop: make(chan struct{}), done: make(chan struct{})}
	go l.flushEvery(100 * time.Millisecond)
	return l
}

func (l *logWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logWriter) flushEvery(d time.Duration) {
	defer close(l.done)
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			l.flush()
		case <-l.stop:
			l.flush()
			return
		}
	}
}

func (l *logWriter) flush() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf.Flush()
}

// Close writes out what is buffered.
func (l *logWriter) Close() error {
	close(l.stop)
	<-l.done
	return nil
}
