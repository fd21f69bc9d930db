package store_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

func doc(kind, lang, slug string, published time.Time, terms ...string) store.Document {
	id := fmt.Sprintf("%s-%s-%s", kind, lang, slug)
	return store.Document{
		ID: id, GroupID: kind + "-" + slug, Kind: kind, Language: lang, Slug: slug, Title: slug,
		PublishedAt: published, Summary: []byte(`{"s":"` + slug + `"}`), Body: []byte(`{"b":"` + slug + `"}`), Terms: terms,
	}
}

// TestConformance runs the same checks on every backend.
func TestConformance(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := b.Open(t)
			day := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)

			n, err := s.CountDocuments(ctx)
			if err != nil || n != 0 {
				t.Fatalf("new store has %d documents (%v)", n, err)
			}
			var docs []store.Document
			for i := range 30 {
				d := doc("recipe", "de", fmt.Sprintf("rezept-%02d", i), day.Add(time.Duration(i)*time.Hour), "cat-pasta")
				d.AuthorSlug = "lena"
				if i%3 == 0 {
					d.Community = true
					d.AuthorSlug = "felix"
					d.Terms = append(d.Terms, "tag-vegan")
				}
				docs = append(docs, d)
			}
			docs = append(docs, doc("recipe", "en", "recipe-00", day), doc("article", "de", "story", day.Add(100*time.Hour), "cat-pasta"))
			old := doc("recipe", "de", "neuer-name", day)
			old.OldSlugs = []string{"alter-name"}
			docs = append(docs, old)
			draft := doc("recipe", "de", "entwurf", day, "cat-pasta")
			draft.State = "draft"
			docs = append(docs, draft)
			if err := s.Put(ctx, docs); err != nil {
				t.Fatal(err)
			}

			page, total, err := s.List(ctx, store.Query{Kinds: []string{"recipe"}, Language: "de", Page: 1, PerPage: 10})
			if err != nil {
				t.Fatal(err)
			}
			if total != 31 || len(page) != 10 || page[0].Slug != "rezept-29" {
				t.Fatalf("newest first: total %d, len %d, first %q", total, len(page), page[0].Slug)
			}
			last, _, _ := s.List(ctx, store.Query{Kinds: []string{"recipe"}, Language: "de", Page: 4, PerPage: 10})
			if len(last) != 1 {
				t.Fatalf("last page has %d documents, want 1", len(last))
			}
			both, total, _ := s.List(ctx, store.Query{Kinds: []string{"recipe", "article"}, Language: "de", Term: "cat-pasta", Page: 1, PerPage: 100})
			if total != 31 || both[0].Kind != "article" {
				t.Fatalf("term filter over two kinds: total %d, first %s", total, both[0].Kind)
			}
			community := true
			_, total, _ = s.List(ctx, store.Query{Kinds: []string{"recipe"}, Language: "de", Community: &community, Page: 1, PerPage: 100})
			if total != 10 {
				t.Fatalf("community filter: %d, want 10", total)
			}
			_, total, _ = s.List(ctx, store.Query{Kinds: []string{"recipe"}, Language: "de", Author: "lena", Page: 1, PerPage: 100})
			if total != 20 {
				t.Fatalf("author filter: %d, want 20", total)
			}
			_, total, _ = s.List(ctx, store.Query{Kinds: []string{"recipe"}, Language: "en", Page: 1, PerPage: 100})
			if total != 1 {
				t.Fatalf("language filter: %d, want 1", total)
			}

			got, err := s.BySlug(ctx, "recipe", "de", "rezept-03")
			if err != nil || string(got.Body) != `{"b":"rezept-03"}` || !got.Community || !got.PublishedAt.Equal(day.Add(3*time.Hour)) {
				t.Fatalf("BySlug = %+v, %v", got, err)
			}
			if _, err := s.BySlug(ctx, "recipe", "de", "entwurf"); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("a draft is not public: %v", err)
			}
			if _, err := s.BySlug(ctx, "recipe", "en", "rezept-03"); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("slug in the wrong language: %v", err)
			}
			if slug, err := s.Redirect(ctx, "recipe", "de", "alter-name"); err != nil || slug != "neuer-name" {
				t.Fatalf("Redirect = %q, %v", slug, err)
			}
			if _, err := s.Redirect(ctx, "recipe", "de", "nie-gesehen"); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("unknown old slug: %v", err)
			}
			redirects, total, err := s.Redirects(ctx, "de", 1, 10)
			if err != nil || total != 1 || len(redirects) != 1 || redirects[0] != (store.SlugRedirect{Kind: "recipe", Language: "de", From: "alter-name", To: "neuer-name"}) {
				t.Fatalf("Redirects = %+v, %d, %v", redirects, total, err)
			}
			if _, total, _ := s.Redirects(ctx, "en", 1, 10); total != 0 {
				t.Fatalf("English redirects: %d", total)
			}

			counts, err := s.CountTerms(ctx, "de", []string{"recipe"}, []string{"cat-pasta", "tag-vegan", "nothing"})
			if err != nil || counts["cat-pasta"] != 30 || counts["tag-vegan"] != 10 || counts["nothing"] != 0 {
				t.Fatalf("CountTerms = %v, %v", counts, err)
			}
			byAuthor, err := s.CountByAuthor(ctx, "de", "felix")
			if err != nil || byAuthor["recipe"] != 10 {
				t.Fatalf("CountByAuthor = %v, %v", byAuthor, err)
			}
			// Rewriting a document replaces its terms rather than adding to them.
			again := docs[0]
			again.Terms = []string{"cat-soup"}
			again.Title = "Neu"
			if err := s.Put(ctx, []store.Document{again}); err != nil {
				t.Fatal(err)
			}
			counts, _ = s.CountTerms(ctx, "de", []string{"recipe"}, []string{"cat-pasta", "cat-soup"})
			if counts["cat-pasta"] != 29 || counts["cat-soup"] != 1 {
				t.Fatalf("terms after rewrite: %v", counts)
			}

			media := []store.Media{{Path: "recipes/a.jpg", ContentType: "image/jpeg", Data: []byte{0xff, 0xd8, 0xff, 0x00, 0x01}}}
			if err := s.PutMedia(ctx, media); err != nil {
				t.Fatal(err)
			}
			m, err := s.MediaByPath(ctx, "recipes/a.jpg")
			if err != nil || string(m.Data) != string(media[0].Data) || m.ContentType != "image/jpeg" {
				t.Fatalf("MediaByPath = %+v, %v", m, err)
			}
			if _, err := s.MediaByPath(ctx, "recipes/b.jpg"); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("missing media: %v", err)
			}
			if err := s.Ping(ctx); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestInvalidQuery(t *testing.T) {
	s := storetest.Backends(t)[0].Open(t)
	if _, _, err := s.List(context.Background(), store.Query{Language: "de", Page: 1, PerPage: 1}); err == nil {
		t.Fatal("a query without kinds must fail")
	}
}

// TestReopen checks that migrations run once: opening an existing database keeps its data.
func TestReopen(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := store.Open(ctx, store.Config{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Put(ctx, []store.Document{doc("tag", "de", "vegan", time.Now())}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = store.Open(ctx, store.Config{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if n, _ := s.CountDocuments(ctx); n != 1 {
		t.Fatalf("after reopening: %d documents, want 1", n)
	}
}

func TestConfigValidate(t *testing.T) {
	for _, c := range []store.Config{{DataDir: ""}, {DatabaseURL: "mysql://x"}} {
		if err := c.Validate(); err == nil {
			t.Errorf("%+v must be rejected", c)
		}
	}
	if err := (store.Config{DatabaseURL: "postgres://u:secret@h/db"}).Validate(); err != nil {
		t.Fatal(err)
	}
	err := (store.Config{DatabaseURL: "mysql://u:secret@h/db"}).Validate()
	if err == nil || strings.Contains(err.Error(), "secret") {
		t.Fatalf("the password must not appear in the error: %v", err)
	}
}
