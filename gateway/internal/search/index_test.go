package search_test

import (
	"context"
	"io"
	"log/slog"
	"net/url"
	"sync"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/search"
	"github.com/tischlein/tischlein/gateway/internal/seed"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// TestSearchWhileRebuilding searches from several goroutines while the index is rebuilt: searches
// read one snapshot and never see a half-built one (run with -race to check the sharing too).
func TestSearchWhileRebuilding(t *testing.T) {
	ix := demoIndex(t, storetest.Backends(t)[0])
	want := total(t, ix, "q=kartoffel")
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 50 {
				if got := total(t, ix, "q=kartoffel"); got != want {
					t.Errorf("%d hits during a rebuild, %d before", got, want)
					return
				}
				ix.Suggest("de", "kartof", 8)
			}
		})
	}
	for range 3 {
		if err := ix.Build(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	wg.Wait()
}

// demoIndex is an index built from the demo catalogue in a fresh store of the backend.
func demoIndex(t *testing.T, b storetest.Backend) *search.Index {
	t.Helper()
	st := b.Open(t)
	if _, err := seed.Demo(context.Background(), st); err != nil {
		t.Fatal(err)
	}
	ix, err := search.New(search.DefaultConfig(), st, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if err := ix.Build(context.Background()); err != nil {
		t.Fatal(err)
	}
	return ix
}

func total(t *testing.T, ix *search.Index, raw string) int {
	v, _ := url.ParseQuery(raw)
	q, err := search.ParseQuery(v, "de")
	if err != nil {
		t.Fatal(err)
	}
	res, err := ix.Search(q)
	if err != nil {
		t.Fatal(err)
	}
	return res.Total
}
