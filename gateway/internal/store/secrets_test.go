package store_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// TestSharedSecretFirstWins proposes a secret from several gateways at once: every one of them reads
// the same value, the one proposed first, and later proposals change nothing.
func TestSharedSecretFirstWins(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := b.Open(t)
			got := make([]string, 8)
			var wg sync.WaitGroup
			for i := range got {
				wg.Go(func() {
					v, err := s.SharedSecret(ctx, "session-keys", fmt.Sprintf("proposal-%d", i))
					if err != nil {
						t.Error(err)
					}
					got[i] = v
				})
			}
			wg.Wait()
			for _, v := range got {
				if v != got[0] || v == "" {
					t.Fatalf("the gateways disagree: %q", got)
				}
			}
			if v, _ := s.SharedSecret(ctx, "session-keys", "later"); v != got[0] {
				t.Fatalf("a later proposal replaced the secret: %q", v)
			}
			if v, _ := s.SharedSecret(ctx, "image-keys", "other"); v != "other" {
				t.Fatalf("another name shares the value: %q", v)
			}
		})
	}
}

// TestMigrationsTakeTurns starts several stores on one empty PostgreSQL schema at once, as gateways
// starting together do: all of them come up, and every migration is applied once.
func TestMigrationsTakeTurns(t *testing.T) {
	pg := storetest.PostgresBase(t)
	dsn := storetest.PostgresURL(t, pg)
	stores := make([]*store.Store, 4)
	errs := make([]error, len(stores))
	var wg sync.WaitGroup
	for i := range stores {
		wg.Go(func() { stores[i], errs[i] = store.Open(context.Background(), store.Config{DatabaseURL: dsn}) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("gateway %d did not come up: %v", i, err)
		}
		defer stores[i].Close()
	}
	if v, err := stores[3].SharedSecret(context.Background(), "probe", "x"); err != nil || v != "x" {
		t.Fatalf("the migrated store does not work: %q %v", v, err)
	}
}
