package contentapi_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/contentapi"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/seed"
	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

type searchAnswer struct {
	Meta struct {
		Pagination struct{ Page, Pages, Total int } `json:"pagination"`
	} `json:"meta"`
	Data []struct {
		ID            string `json:"id"`
		Slug          string `json:"slug"`
		Type          string `json:"type"`
		Language      string `json:"language"`
		UserReactions struct {
			LikeCount int `json:"like_count"`
		} `json:"user_reactions"`
		Coverage *struct {
			Have, Total int
			Missing     []string
		} `json:"coverage"`
	} `json:"data"`
	Facets struct {
		Type map[string]int `json:"type"`
		Diet map[string]int `json:"diet"`
	} `json:"facets"`
	DidYouMean *string `json:"did_you_mean"`
}

// TestSearchAPI checks the search endpoints over HTTP on both stores: answers pass their schemas in
// both languages, pages and facets add up, bad parameters get truthful JSON errors, and the index
// follows the store when documents change.
func TestSearchAPI(t *testing.T) {
	schemas, err := schema.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			st := b.Open(t)
			if _, err := seed.Demo(context.Background(), st); err != nil {
				t.Fatal(err)
			}
			cfg := contentapi.DefaultConfig()
			cfg.Token = token
			cfg.Search.RefreshInterval = 20 * time.Millisecond
			api, err := contentapi.New(cfg, st, slog.New(slog.NewTextHandler(io.Discard, nil)))
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			go api.KeepIndexFresh(ctx)
			srv := httptest.NewServer(api)
			defer srv.Close()
			c := client{t, srv.URL}

			find := func(lang, query string) searchAnswer {
				t.Helper()
				status, _, body := c.get("/api/search/?"+query, lang)
				if status != 200 {
					t.Fatalf("%s %s: status %d: %s", lang, query, status, body)
				}
				if err := schemas.Validate("search-results", body); err != nil {
					t.Fatalf("%s %s: %v", lang, query, err)
				}
				var a searchAnswer
				if err := json.Unmarshal(body, &a); err != nil {
					t.Fatal(err)
				}
				return a
			}

			t.Run("answers", func(t *testing.T) {
				for _, lang := range []string{"de", "en"} {
					for _, q := range []string{"q=", "q=a", "type=article", "diet=vegan&meal=lunch", "quick=true&kids=true",
						"have=" + url.QueryEscape(map[string]string{"de": "kartoffeln,eier", "en": "potatoes,eggs"}[lang]), "q=zzzzqqq", "per_page=100"} {
						a := find(lang, q)
						for _, d := range a.Data {
							if d.Language != lang {
								t.Errorf("%s %s: %s is in %s", lang, q, d.Slug, d.Language)
							}
						}
					}
					all := find(lang, "per_page=100")
					if all.Meta.Pagination.Total != len(all.Data) || all.Facets.Type["recipe"]+all.Facets.Type["article"] != len(all.Data) {
						t.Errorf("%s: the facets of everything (%v) do not add up to its %d items", lang, all.Facets.Type, len(all.Data))
					}
					paged := find(lang, "per_page=5&page=2")
					if paged.Meta.Pagination.Page != 2 || len(paged.Data) != 5 || paged.Data[0].ID != all.Data[5].ID {
						t.Errorf("%s: page 2 of 5 does not continue the list", lang)
					}
				}
			})

			t.Run("filters", func(t *testing.T) {
				vegan := find("de", "diet=vegan&per_page=100")
				if len(vegan.Data) == 0 || vegan.Facets.Diet["vegan"] != len(vegan.Data) {
					t.Errorf("diet=vegan: %d hits, facet %d", len(vegan.Data), vegan.Facets.Diet["vegan"])
				}
				veggie := find("de", "diet=vegetarian&per_page=100")
				if len(veggie.Data) <= len(vegan.Data) {
					t.Errorf("vegetarian (%d) should include the vegan recipes (%d) and more", len(veggie.Data), len(vegan.Data))
				}
				stories := find("en", "type=article&per_page=100")
				for _, d := range stories.Data {
					if d.Type != "article" {
						t.Errorf("type=article returned a %s", d.Type)
					}
				}
			})

			t.Run("have", func(t *testing.T) {
				a := find("de", "have=kartoffeln,zwiebeln")
				if len(a.Data) == 0 {
					t.Fatal("nothing to cook with potatoes and onions")
				}
				prev := 2.0
				for _, d := range a.Data {
					if d.Coverage == nil || d.Coverage.Have < 1 || d.Coverage.Have > d.Coverage.Total || len(d.Coverage.Missing) != d.Coverage.Total-d.Coverage.Have {
						t.Fatalf("%s: coverage %+v", d.Slug, d.Coverage)
					}
					share := float64(d.Coverage.Have) / float64(d.Coverage.Total)
					if share > prev+1e-9 {
						t.Errorf("%s (%.2f) ranks below a recipe with less coverage (%.2f)", d.Slug, share, prev)
					}
					prev = share
				}
			})

			t.Run("suggestions", func(t *testing.T) {
				typed := map[string][]string{"de": {"k", "kar", "kartofel", "pasta", ""}, "en": {"p", "pot", "potatoe", "pasta", ""}}
				for lang, prefix := range map[string]string{"de": "/de/", "en": "/en/"} {
					for _, q := range typed[lang] {
						status, _, body := c.get("/api/search/suggestions/?q="+q, lang)
						if status != 200 {
							t.Fatalf("%s %q: %d %s", lang, q, status, body)
						}
						if err := schemas.Validate("search-suggestions", body); err != nil {
							t.Fatalf("%s %q: %v", lang, q, err)
						}
						var s struct{ Data []struct{ Href string } }
						json.Unmarshal(body, &s)
						if q != "" && len(s.Data) == 0 {
							t.Errorf("%s %q: no suggestions", lang, q)
						}
						for _, d := range s.Data {
							if !strings.HasPrefix(d.Href, prefix) || !strings.HasSuffix(d.Href, "/") {
								t.Errorf("%s %q: href %q", lang, q, d.Href)
							}
						}
					}
				}
			})

			t.Run("bad input", func(t *testing.T) {
				cases := []struct {
					path   string
					status int
					code   string
					field  string
				}{
					{"/api/search/?q=" + strings.Repeat("ä", 201), 400, "search_too_long", "q"},
					{"/api/search/suggestions/?q=" + strings.Repeat("x", 201), 400, "search_too_long", "q"},
					{"/api/search/?diet=keto", 422, "unknown_filter", "diet"},
					{"/api/search/?type=video", 422, "unknown_filter", "type"},
					{"/api/search/?quick=maybe", 422, "unknown_filter", "quick"},
					{"/api/search/?difficulty=extreme", 422, "unknown_filter", "difficulty"},
					{"/api/search/?category=no-such-category", 422, "unknown_filter", "category"},
					{"/api/search/?have=" + strings.Repeat("a,", 20) + "a", 422, "unknown_filter", "have"},
					{"/api/search/?sort=random", 400, "unknown_parameter", "sort"},
					{"/api/search/suggestions/?limit=3", 400, "unknown_parameter", "limit"},
					{"/api/search/?page=0", 400, "invalid_parameter", "page"},
					{"/api/search/?per_page=1000", 400, "invalid_parameter", "per_page"},
					{"/api/search/?max_time=soon", 400, "invalid_parameter", "max_time"},
					{"/api/search/?q=%zz", 400, "bad_request", ""},
					{"/api/search/?q=kartoffel&page=99", 404, "page_out_of_range", "page"},
				}
				for _, tc := range cases {
					status, _, body := c.get(tc.path, "en")
					var e struct {
						Error struct{ Code, Field, Message string }
					}
					json.Unmarshal(body, &e)
					if status != tc.status || e.Error.Code != tc.code || e.Error.Field != tc.field || e.Error.Message == "" {
						t.Errorf("%s: got %d %s; want %d %s (field %q)", tc.path, status, body, tc.status, tc.code, tc.field)
					}
					if err := schemas.Validate("error", body); err != nil {
						t.Errorf("%s: %v", tc.path, err)
					}
				}
			})

			t.Run("follows the store", func(t *testing.T) {
				before := find("de", "q=hefezopf")
				if len(before.Data) == 0 {
					t.Fatal("the Hefezopf is not found")
				}
				doc, err := st.BySlug(context.Background(), "recipe", "de", before.Data[0].Slug)
				if err != nil {
					t.Fatal(err)
				}
				doc.Title = "Zuckerzopf mit Mandeln"
				doc.State = "draft"
				doc.UpdatedAt = time.Now()
				if err := st.Put(context.Background(), []store.Document{doc}); err != nil {
					t.Fatal(err)
				}
				deadline := time.Now().Add(5 * time.Second)
				for len(find("de", "q=hefezopf").Data) == len(before.Data) {
					if time.Now().After(deadline) {
						t.Fatal("an unpublished recipe is still found after 5 seconds")
					}
					time.Sleep(20 * time.Millisecond)
				}
			})
		})
	}
}
