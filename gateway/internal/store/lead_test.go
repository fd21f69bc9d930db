package store_test

import (
	"context"
	"database/sql"
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// leadRecorder runs the jobs of several would-be leaders and remembers who ran, and how many at once.
type leadRecorder struct {
	mu      sync.Mutex
	running int
	most    int
	started chan leadStart
}

type leadStart struct {
	who    int
	waited bool
}

func (r *leadRecorder) job(who int) func(context.Context, bool) {
	return func(ctx context.Context, waited bool) {
		r.mu.Lock()
		r.running++
		r.most = max(r.most, r.running)
		r.mu.Unlock()
		r.started <- leadStart{who, waited}
		<-ctx.Done()
		r.mu.Lock()
		r.running--
		r.mu.Unlock()
	}
}

func (r *leadRecorder) next(t *testing.T, within time.Duration) leadStart {
	t.Helper()
	select {
	case s := <-r.started:
		return s
	case <-time.After(within):
		t.Fatalf("nobody led within %v", within)
		return leadStart{}
	}
}

// TestOneLeaderAtATime runs would-be leaders of one job on one store, as gateways do: one leads, the
// other waits, and takes over when the first one leaves; never do two lead at once.
func TestOneLeaderAtATime(t *testing.T) {
	configs := map[string]store.Config{"sqlite": {DataDir: t.TempDir()}}
	if pg := os.Getenv("TEST_DATABASE_URL"); pg != "" {
		configs["postgres"] = store.Config{DatabaseURL: storetest.PostgresURL(t, pg)}
	} else if os.Getenv("CI") == "true" {
		t.Fatal("TEST_DATABASE_URL is not set: in CI this test must run on PostgreSQL too")
	}
	for name, cfg := range configs {
		t.Run(name, func(t *testing.T) {
			open := func() *store.Store {
				s, err := store.Open(context.Background(), cfg)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { s.Close() })
				return s
			}
			a, b := open(), open()
			lead := "probe-" + uuid.NewString()[:8]
			r := &leadRecorder{started: make(chan leadStart, 4)}
			quiet := slog.New(slog.DiscardHandler)
			ctxA, stopA := context.WithCancel(context.Background())
			ctxB, stopB := context.WithCancel(context.Background())
			defer stopA()
			defer stopB()
			go a.Lead(ctxA, lead, quiet, r.job(0))
			if s := r.next(t, 10*time.Second); s.who != 0 || s.waited {
				t.Fatalf("first lead: %+v", s)
			}
			go b.Lead(ctxB, lead, quiet, r.job(1))
			select {
			case s := <-r.started:
				t.Fatalf("a second leader while the first leads: %+v", s)
			case <-time.After(2 * time.Second):
			}
			stopA() // the first gateway stops
			if s := r.next(t, 10*time.Second); s.who != 1 || !s.waited {
				t.Fatalf("after the first left: %+v", s)
			}
			if name == "postgres" {
				// The leader's connection dies (its machine is gone): a third takes over.
				c := open()
				ctxC, stopC := context.WithCancel(context.Background())
				defer stopC()
				go c.Lead(ctxC, lead, quiet, r.job(2))
				time.Sleep(500 * time.Millisecond)
				admin, err := sql.Open("pgx", os.Getenv("TEST_DATABASE_URL"))
				if err != nil {
					t.Fatal(err)
				}
				defer admin.Close()
				var killed bool
				err = admin.QueryRow(`SELECT pg_terminate_backend(l.pid) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
					WHERE l.locktype = 'advisory' AND l.granted AND a.application_name = $1`, "tischlein lead "+lead).Scan(&killed)
				if err != nil || !killed {
					t.Fatalf("the leader's connection was not found: %v", err)
				}
				if s := r.next(t, 15*time.Second); s.who == 0 || !s.waited {
					t.Fatalf("after the leader's connection died: %+v", s)
				}
			}
			time.Sleep(leadSettle)
			r.mu.Lock()
			defer r.mu.Unlock()
			if r.most != 1 {
				t.Fatalf("%d led at once", r.most)
			}
		})
	}
}

// leadSettle gives a leader that lost its connection the time to notice (its ping) before the count
// of simultaneous leaders is read.
const leadSettle = 2 * time.Second
