package contentapi_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/contentapi"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/seed"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

const token = "test-token-0123456789abcdefghijklmnop"

type client struct {
	t    *testing.T
	base string
}

func (c client) get(path, lang string) (int, http.Header, []byte) {
	c.t.Helper()
	req, _ := http.NewRequest(http.MethodGet, c.base+path, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	if lang != "" {
		req.Header.Set("Accept-Language", lang)
	}
	resp, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, body
}

// TestConformance seeds the demo catalogue into every backend and checks the content API on it:
// every answer passes its schema, in both languages, and bad input gets truthful JSON errors.
func TestConformance(t *testing.T) {
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
			api, err := contentapi.New(cfg, st, slog.New(slog.NewTextHandler(io.Discard, nil)))
			if err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewServer(api)
			defer srv.Close()
			c := client{t, srv.URL}

			t.Run("schemas", func(t *testing.T) { checkSchemas(t, c, schemas) })
			t.Run("twins", func(t *testing.T) { checkTwins(t, c) })
			t.Run("filters", func(t *testing.T) { checkFilters(t, c) })
			t.Run("redirects", func(t *testing.T) { checkRedirects(t, c) })
			t.Run("bad input", func(t *testing.T) { checkBadInput(t, c, schemas) })
			t.Run("servings max", func(t *testing.T) { checkServingsMax(t, c) })
			t.Run("media", func(t *testing.T) {
				status, h, body := c.get("/api/media/recipes/tiramisu.jpg", "")
				if status != 200 || h.Get("Content-Type") != "image/jpeg" || len(body) < 10_000 || body[0] != 0xff || body[1] != 0xd8 {
					t.Fatalf("media: %d %s %d bytes", status, h.Get("Content-Type"), len(body))
				}
			})
		})
	}
}

func checkSchemas(t *testing.T, c client, schemas *schema.Set) {
	endpoints := map[string]string{
		"/api/feed/":                     "feed",
		"/api/feed/?group=community":     "feed",
		"/api/feed/?group=how_tos":       "feed",
		"/api/feed/?group=veganuary":     "feed",
		"/api/menu/":                     "menu",
		"/api/feed-items/":               "paged-content-summary",
		"/api/recipes/?per_page=100":     "paged-content-summary",
		"/api/articles/":                 "paged-content-summary",
		"/api/categories/?per_page=100":  "paged-category",
		"/api/tags/":                     "paged-tag",
		"/api/ingredients/?per_page=100": "paged-ingredient",
		"/api/users/":                    "paged-author-profile",
		"/api/shopping-tips/":            "paged-shopping-tip",
		"/api/content-collections/":      "paged-content-collection",
		"/api/users/muehlenhof/":         "author-profile",
		"/api/categories/news/":          "category",
		"/api/tags/brand-content/":       "tag",
	}
	for _, lang := range []string{"de", "en"} {
		for path, name := range endpoints {
			status, h, body := c.get(path, lang)
			if status != 200 {
				t.Errorf("%s %s: status %d: %s", lang, path, status, body)
				continue
			}
			if h.Get("Content-Language") != lang {
				t.Errorf("%s %s: Content-Language %q", lang, path, h.Get("Content-Language"))
			}
			if err := schemas.Validate(name, body); err != nil {
				t.Errorf("%s %s: %v", lang, path, err)
			}
		}
		// Every recipe and story in full.
		for _, kind := range []string{"recipes", "articles"} {
			_, _, body := c.get("/api/"+kind+"/?per_page=100", lang)
			var list struct {
				Data []struct{ Slug string } `json:"data"`
			}
			json.Unmarshal(body, &list)
			if kind == "recipes" && len(list.Data) < 40 || kind == "articles" && len(list.Data) < 12 {
				t.Fatalf("%s %s: only %d", lang, kind, len(list.Data))
			}
			for _, item := range list.Data {
				status, _, body := c.get("/api/"+kind+"/"+item.Slug+"/", lang)
				name := map[string]string{"recipes": "recipe", "articles": "article"}[kind]
				if status != 200 {
					t.Errorf("%s %s: %d", lang, item.Slug, status)
				} else if err := schemas.Validate(name, body); err != nil {
					t.Errorf("%s %s: %v", lang, item.Slug, err)
				}
			}
		}
	}
}

// checkTwins follows every recipe's alternate slug to the other language and back.
func checkTwins(t *testing.T, c client) {
	_, _, body := c.get("/api/recipes/?per_page=100", "de")
	var list struct {
		Data []struct {
			ContentID string `json:"content_id"`
			Slug      string
			Alternate struct{ Language, Slug string }
		} `json:"data"`
	}
	json.Unmarshal(body, &list)
	for _, de := range list.Data {
		status, _, body := c.get("/api/recipes/"+de.Alternate.Slug+"/", de.Alternate.Language)
		var en struct {
			ContentID string `json:"content_id"`
			Language  string
			Alternate struct{ Slug string }
		}
		json.Unmarshal(body, &en)
		if status != 200 || en.Language != "en" || en.ContentID != de.ContentID || en.Alternate.Slug != de.Slug {
			t.Errorf("twin of %s: status %d, %+v", de.Slug, status, en)
		}
	}
}

// checkServingsMax: a recipe with a scaling limit carries it in its servings (the site's scaler
// stops there, spec §2 "block servings"); one without carries none.
func checkServingsMax(t *testing.T, c client) {
	for _, tc := range []struct {
		path string
		max  *int
	}{
		{"/api/recipes/lasagne-bolognese/", ptr(12)},
		{"/api/recipes/kaesekuchen/", nil},
	} {
		status, _, body := c.get(tc.path, "de")
		var recipe struct {
			Servings struct {
				Amount int
				Max    *int
			}
		}
		if err := json.Unmarshal(body, &recipe); status != 200 || err != nil {
			t.Fatalf("%s: %d %v", tc.path, status, err)
		}
		if (recipe.Servings.Max == nil) != (tc.max == nil) || tc.max != nil && *recipe.Servings.Max != *tc.max {
			t.Errorf("%s: servings %+v, want max %v", tc.path, recipe.Servings, tc.max)
		}
	}
}

func ptr(n int) *int { return &n }

func total(t *testing.T, c client, path, lang string) int {
	t.Helper()
	status, _, body := c.get(path, lang)
	if status != 200 {
		t.Fatalf("%s: %d %s", path, status, body)
	}
	var page struct {
		Meta struct{ Pagination struct{ Total int } }
	}
	json.Unmarshal(body, &page)
	return page.Meta.Pagination.Total
}

func checkFilters(t *testing.T, c client) {
	all := total(t, c, "/api/recipes/", "de")
	community := total(t, c, "/api/recipes/?community=true", "de")
	editorial := total(t, c, "/api/recipes/?community=false", "de")
	if all != 45 || community == 0 || community+editorial != all {
		t.Errorf("community %d + editorial %d != all %d", community, editorial, all)
	}
	if n := total(t, c, "/api/recipes/?category=vegane-rezepte", "de"); n == 0 || n != total(t, c, "/api/recipes/?category=vegan-dishes", "en") {
		t.Errorf("vegan category: de %d", n)
	}
	if n := total(t, c, "/api/feed-items/?type=article", "en"); n != 12 {
		t.Errorf("type=article: %d", n)
	}
	if n := total(t, c, "/api/recipes/?author=muehlenhof", "de"); n == 0 {
		t.Error("partner recipes missing")
	}
	if n := total(t, c, "/api/feed-items/?tag=brand-content", "de"); n == 0 {
		t.Error("brand-content tag missing")
	}
	// The category page's count is the size of its listing.
	_, _, body := c.get("/api/categories/pasta/", "en")
	var cat struct {
		ContentCount int `json:"content_count"`
	}
	json.Unmarshal(body, &cat)
	if cat.ContentCount == 0 || cat.ContentCount != total(t, c, "/api/feed-items/?category=pasta", "en") {
		t.Errorf("pasta count %d", cat.ContentCount)
	}
	// view=full answers whole recipes, in the same order as the cards.
	_, _, full := c.get("/api/recipes/?view=full&per_page=3", "de")
	_, _, cards := c.get("/api/recipes/?per_page=3", "de")
	var fullPage, cardPage struct {
		Data []struct {
			Slug  string
			Steps []json.RawMessage
		}
	}
	json.Unmarshal(full, &fullPage)
	json.Unmarshal(cards, &cardPage)
	if len(fullPage.Data) != 3 || len(fullPage.Data[0].Steps) == 0 || len(cardPage.Data[0].Steps) != 0 || fullPage.Data[2].Slug != cardPage.Data[2].Slug {
		t.Errorf("view=full: %d items, %d steps", len(fullPage.Data), len(fullPage.Data[0].Steps))
	}
	// updated_since keeps what was written after it: everything seeded, and nothing yet to come.
	if all, since := total(t, c, "/api/recipes/", "de"), total(t, c, "/api/recipes/?view=full&updated_since=2000-01-01T00:00:00Z", "de"); since != all {
		t.Errorf("updated_since in the past: %d of %d", since, all)
	}
	if n := total(t, c, "/api/feed-items/?updated_since="+time.Now().Add(time.Hour).UTC().Format(time.RFC3339), "en"); n != 0 {
		t.Errorf("updated_since in the future: %d", n)
	}
	// Pages: page 2 of 45 by 24 has 21 items, and page 3 does not exist.
	_, _, body = c.get("/api/recipes/?page=2", "de")
	var page struct {
		Meta struct{ Pagination struct{ Page, Pages int } }
		Data []json.RawMessage
	}
	json.Unmarshal(body, &page)
	if page.Meta.Pagination.Page != 2 || page.Meta.Pagination.Pages != 2 || len(page.Data) != 21 {
		t.Errorf("page 2: %+v, %d items", page.Meta.Pagination, len(page.Data))
	}
}

func checkRedirects(t *testing.T, c client) {
	for _, tc := range []struct{ path, lang, location string }{
		{"/api/recipes/carbonara-klassisch/", "de", "/api/recipes/spaghetti-carbonara/"},
		{"/api/recipes/classic-carbonara/?x=1", "en", "/api/recipes/spaghetti-carbonara/?x=1"},
		{"/api/articles/cooking-pasta/", "en", "/api/articles/"},
	} {
		status, h, _ := c.get(tc.path, tc.lang)
		if status != http.StatusMovedPermanently || !strings.HasPrefix(h.Get("Location"), tc.location) {
			t.Errorf("%s: %d Location %q", tc.path, status, h.Get("Location"))
		}
	}
	_, _, body := c.get("/api/redirects/", "de")
	if !strings.Contains(string(body), `{"kind":"recipe","language":"de","from":"carbonara-klassisch","to":"spaghetti-carbonara"}`) {
		t.Errorf("the redirect list lacks the carbonara: %s", body)
	}
	// An old German slug is not an English one.
	if status, _, _ := c.get("/api/recipes/carbonara-klassisch/", "en"); status != 404 {
		t.Errorf("old de slug asked in en: %d", status)
	}
}

func checkBadInput(t *testing.T, c client, schemas *schema.Set) {
	cases := []struct {
		path, lang string
		status     int
		code       string
	}{
		{"/api/recipes/?page=0", "de", 400, "invalid_parameter"},
		{"/api/recipes/?page=-1", "de", 400, "invalid_parameter"},
		{"/api/recipes/?page=abc", "de", 400, "invalid_parameter"},
		{"/api/recipes/?page=99999", "de", 404, "page_out_of_range"},
		{"/api/recipes/?page=99999999999999999999999", "de", 400, "invalid_parameter"},
		{"/api/recipes/?per_page=1000", "de", 400, "invalid_parameter"},
		{"/api/recipes/?community=maybe", "de", 400, "invalid_parameter"},
		{"/api/recipes/?category=gibt-es-nicht", "de", 404, "not_found"},
		{"/api/recipes/?category=Bad%20Slug", "de", 400, "invalid_parameter"},
		{"/api/feed-items/?type=video", "de", 400, "invalid_parameter"},
		{"/api/recipes/?type=article", "de", 400, "invalid_parameter"},
		{"/api/feed/?group=nope", "de", 400, "invalid_parameter"},
		{"/api/recipes/?view=everything", "de", 400, "invalid_parameter"},
		{"/api/recipes/?updated_since=yesterday", "de", 400, "invalid_parameter"},
		{"/api/recipes/gibt-es-nicht/", "de", 404, "not_found"},
		{"/api/recipes/%C3%A4pfel/", "de", 404, "not_found"},
		{"/api/recipes/" + strings.Repeat("a", 300) + "/", "de", 404, "not_found"},
		{"/api/users/nobody/", "en", 404, "not_found"},
		{"/api/recipes/", "fr", 400, "unsupported_language"},
		{"/api/recipes/?lang=xx", "", 400, "unsupported_language"},
		{"/api/media/../../etc/passwd", "", 404, "not_found"},
		{"/api/media/recipes/none.jpg", "", 404, "not_found"},
		{"/api/unknown/", "de", 404, "route_not_found"},
	}
	for _, tc := range cases {
		status, h, body := c.get(tc.path, tc.lang)
		var e struct {
			Error struct{ Code, Message string }
		}
		json.Unmarshal(body, &e)
		if status != tc.status || e.Error.Code != tc.code || !strings.Contains(h.Get("Content-Type"), "json") {
			t.Errorf("%s: %d %s, want %d %s", tc.path, status, body, tc.status, tc.code)
			continue
		}
		if err := schemas.Validate("error", body); err != nil {
			t.Errorf("%s: %v", tc.path, err)
		}
	}
	_, _, body := c.get("/api/recipes/?page=0", "en")
	if !strings.Contains(string(body), "The parameter") {
		t.Errorf("English error message expected: %s", body)
	}

	req, _ := http.NewRequest(http.MethodGet, c.base+"/api/recipes/", nil)
	for _, auth := range []string{"", "Bearer wrong", "Basic " + token} {
		req.Header.Set("Authorization", auth)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 401 {
			t.Errorf("Authorization %q: %d, want 401", auth, resp.StatusCode)
		}
	}
}
