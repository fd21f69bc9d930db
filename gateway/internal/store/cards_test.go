package store_test

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// TestCardsFollowTheItem checks what happens to an item's cards embedded in a feed, a collection
// and a story: a new title is written into every one of them, and an item taken off the site leaves
// them all — out of the lists of cards, and a hero module that showed it alone out of its feed — so
// no page goes on linking to a page that is gone.
func TestCardsFollowTheItem(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := b.Open(t)
			now := time.Now().UTC()
			card := func(id, title string) map[string]any {
				return map[string]any{"id": id, "content_id": "g-" + id, "slug": id, "type": "recipe", "title": title}
			}
			raw := func(v any) []byte {
				out, err := json.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				return out
			}
			recipe := func(id, title string) store.Document {
				return store.Document{ID: id, GroupID: "g-" + id, Kind: "recipe", Language: "de", Slug: id, Title: title,
					State: store.StatePublished, PublishedAt: now, Summary: raw(card(id, title)), Body: raw(card(id, title)), UpdatedAt: now}
			}
			page := func(id, kind string, body any) store.Document {
				return store.Document{ID: id, GroupID: "g-" + id, Kind: kind, Language: "de", Slug: id, Title: id,
					State: store.StatePublished, PublishedAt: now, Body: raw(body), UpdatedAt: now}
			}
			feed := map[string]any{"modules": []any{
				map[string]any{"kind": "hero", "item": card("suppe", "Suppe")},
				map[string]any{"kind": "carousel", "items": []any{card("suppe", "Suppe"), card("salat", "Salat")}},
			}}
			collection := map[string]any{"items": []any{card("suppe", "Suppe")}}
			story := map[string]any{"blocks": []any{map[string]any{"type": "recipes", "title": "Dazu", "items": []any{card("salat", "Salat"), card("suppe", "Suppe")}}}}
			if err := s.Put(ctx, []store.Document{recipe("suppe", "Suppe"), recipe("salat", "Salat"),
				page("main", "feed", feed), page("winter", "collection", collection), page("geschichte", "article", story)}); err != nil {
				t.Fatal(err)
			}
			body := func(kind, slug string) any {
				t.Helper()
				d, err := s.BySlug(ctx, kind, "de", slug)
				if err != nil {
					t.Fatal(err)
				}
				var out any
				if err := json.Unmarshal(d.Body, &out); err != nil {
					t.Fatal(err)
				}
				return out
			}
			same := func(kind, slug string, want any) {
				t.Helper()
				var w any
				if err := json.Unmarshal(raw(want), &w); err != nil {
					t.Fatal(err)
				}
				if got := body(kind, slug); !reflect.DeepEqual(got, w) {
					t.Errorf("%s %s:\n got %v\nwant %v", kind, slug, got, w)
				}
			}
			edit := func(id string, change func(*store.Document)) {
				t.Helper()
				_, err := s.UpdateContent(ctx, "g-"+id, func(docs []store.Document) ([]store.Document, error) {
					change(&docs[0])
					return docs, nil
				}, func([]store.Document) (store.Audit, error) {
					return store.Audit{ID: uuid.NewString(), ActorID: "ed", ActorName: "Ed", Action: "content.update", Target: "content", TargetID: id, At: now}, nil
				})
				if err != nil {
					t.Fatal(err)
				}
			}

			// A new title of the salad is in the carousel and the story.
			edit("salat", func(d *store.Document) {
				d.Title, d.Summary, d.Body = "Grüner Salat", raw(card("salat", "Grüner Salat")), raw(card("salat", "Grüner Salat"))
			})
			same("feed", "main", map[string]any{"modules": []any{
				map[string]any{"kind": "hero", "item": card("suppe", "Suppe")},
				map[string]any{"kind": "carousel", "items": []any{card("suppe", "Suppe"), card("salat", "Grüner Salat")}},
			}})
			same("article", "geschichte", map[string]any{"blocks": []any{map[string]any{"type": "recipes", "title": "Dazu",
				"items": []any{card("salat", "Grüner Salat"), card("suppe", "Suppe")}}}})

			// The soup taken off the site leaves the hero (the module goes), the carousel, the
			// collection and the story; the salad stays where it was.
			edit("suppe", func(d *store.Document) { d.State = store.StateUnpublished })
			same("feed", "main", map[string]any{"modules": []any{
				map[string]any{"kind": "carousel", "items": []any{card("salat", "Grüner Salat")}},
			}})
			same("collection", "winter", map[string]any{"items": []any{}})
			same("article", "geschichte", map[string]any{"blocks": []any{map[string]any{"type": "recipes", "title": "Dazu",
				"items": []any{card("salat", "Grüner Salat")}}}})
		})
	}
}
