package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// TestListUpdatedSince checks what a partial build of the site relies on: a listing with
// UpdatedSince holds exactly the published documents written after that time, a rating counts as
// a write (it changes the body), and unpublished ones stay out.
func TestListUpdatedSince(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := b.Open(t)
			day := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
			var docs []store.Document
			for i, slug := range []string{"alt", "mittel", "neu"} {
				d := doc("recipe", "de", slug, day)
				d.UpdatedAt = day.Add(time.Duration(i) * time.Hour)
				docs = append(docs, d)
			}
			hidden := doc("recipe", "de", "entwurf", day)
			hidden.State = "draft"
			hidden.UpdatedAt = day.Add(5 * time.Hour)
			docs = append(docs, hidden)
			if err := s.Put(ctx, docs); err != nil {
				t.Fatal(err)
			}
			since := func(at time.Time) []string {
				t.Helper()
				got, total, err := s.List(ctx, store.Query{Kinds: []string{"recipe"}, Language: "de", UpdatedSince: at, Page: 1, PerPage: 10})
				if err != nil {
					t.Fatal(err)
				}
				var slugs []string
				for _, d := range got {
					slugs = append(slugs, d.Slug)
				}
				if total != len(slugs) {
					t.Fatalf("total %d for %d documents", total, len(slugs))
				}
				return slugs
			}
			if got := since(day.Add(30 * time.Minute)); len(got) != 2 {
				t.Fatalf("written after 8:30: %v, want mittel and neu", got)
			}
			if got := since(day.Add(time.Hour)); len(got) != 1 || got[0] != "neu" {
				t.Fatalf("written after 9:00 (exclusive): %v, want neu", got)
			}
			if got := since(time.Time{}); len(got) != 3 {
				t.Fatalf("no time keeps all published: %v", got)
			}

			now := time.Now()
			if err := s.CreateUser(ctx, newUser("rater", "rater@x.de", now), nil, session("rater-session", now)); err != nil {
				t.Fatal(err)
			}
			if _, _, err := s.Rate(ctx, "rater", "recipe-alt", 4, now); err != nil {
				t.Fatal(err)
			}
			if got := since(day.Add(3 * time.Hour)); len(got) != 1 || got[0] != "alt" {
				t.Fatalf("after a rating: %v, want the rated recipe", got)
			}
		})
	}
}
