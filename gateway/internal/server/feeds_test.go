package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mmcdole/gofeed"
	"golang.org/x/net/html"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/contentapi"
	"github.com/tischlein/tischlein/gateway/internal/feeds"
	"github.com/tischlein/tischlein/gateway/internal/feeds/feedstest"
	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// checkFeeds reads every feed through the gateway with a feed parser (gofeed): RSS 2.0 and Atom
// 1.0, per language, newest first, with absolute links to the items' pages, the same items as the
// content API's lists; an author's feed holds only that author's items; an unknown author is a 404.
func checkFeeds(t *testing.T, s *stack) {
	b := newBrowser(t, s.url)
	parser := gofeed.NewParser()
	type list struct {
		Data []struct {
			Title string `json:"title"`
			Slug  string `json:"slug"`
		} `json:"data"`
	}
	first := func(path string) list {
		t.Helper()
		resp, body := s.do(b, request{method: http.MethodGet, path: path})
		if resp.StatusCode != 200 {
			t.Fatalf("%s: %d", path, resp.StatusCode)
		}
		var l list
		decode(t, body, &l)
		return l
	}
	read := func(path, wantType, wantVersion, contentType string) *gofeed.Feed {
		t.Helper()
		resp, body := s.do(b, request{method: http.MethodGet, path: path})
		if resp.StatusCode != 200 {
			t.Fatalf("%s: %d %s", path, resp.StatusCode, body)
		}
		if got := resp.Header.Get("Content-Type"); got != contentType {
			t.Errorf("%s: Content-Type %q, want %q", path, got, contentType)
		}
		feed, err := parser.ParseString(body)
		if err != nil {
			t.Fatalf("%s: not a feed: %v", path, err)
		}
		if feed.FeedType != wantType || feed.FeedVersion != wantVersion {
			t.Errorf("%s: %s %s, want %s %s", path, feed.FeedType, feed.FeedVersion, wantType, wantVersion)
		}
		for i, item := range feed.Items {
			if item.Title == "" || item.GUID == "" || item.PublishedParsed == nil {
				t.Errorf("%s: item %d lacks a title, id or date: %+v", path, i, item)
			}
			if i > 0 && feed.Items[i-1].PublishedParsed != nil && item.PublishedParsed.After(*feed.Items[i-1].PublishedParsed) {
				t.Errorf("%s: item %d is newer than the one before", path, i)
			}
			if !strings.Contains(item.Content, `src="`+s.url+"/api/media/") {
				t.Errorf("%s: item %d has no absolute picture: %s", path, i, item.Content)
			}
		}
		return feed
	}
	formats := []struct{ ext, typ, version, contentType string }{
		{"xml", "rss", "2.0", "application/rss+xml; charset=utf-8"},
		{"atom", "atom", "1.0", "application/atom+xml; charset=utf-8"},
	}
	sites := []struct{ lang, file, api, section string }{
		{"de", "rezepte", "/api/recipes/?lang=de", "/de/rezepte/"},
		{"en", "recipes", "/api/recipes/?lang=en", "/en/recipes/"},
		{"de", "stories", "/api/articles/?lang=de", "/de/stories/"},
		{"en", "stories", "/api/articles/?lang=en", "/en/stories/"},
	}
	for _, f := range formats {
		for _, site := range sites {
			path := "/" + site.lang + "/feed/" + site.file + "." + f.ext
			feed := read(path, f.typ, f.version, f.contentType)
			want := first(site.api)
			if len(feed.Items) == 0 || len(feed.Items) > 30 || feed.Items[0].Title != want.Data[0].Title {
				t.Fatalf("%s: %d items, first %q; the API's newest is %q", path, len(feed.Items), feed.Items[0].Title, want.Data[0].Title)
			}
			if link := feed.Items[0].Link; link != s.url+site.section+want.Data[0].Slug+"/" {
				t.Errorf("%s: first link %q", path, link)
			}
			if f.typ == "rss" && feed.Language != site.lang {
				t.Errorf("%s: language %q", path, feed.Language)
			}
		}
	}

	var authors struct {
		Data []struct {
			Name string `json:"name"`
			Slug string `json:"slug"`
		} `json:"data"`
	}
	_, body := s.do(b, request{method: http.MethodGet, path: "/api/users/?lang=de"})
	if err := json.Unmarshal([]byte(body), &authors); err != nil || len(authors.Data) == 0 {
		t.Fatalf("authors: %v %s", err, body)
	}
	author := authors.Data[0]
	for _, f := range formats {
		path := "/de/users/" + author.Slug + "/feed." + f.ext
		feed := read(path, f.typ, f.version, f.contentType)
		want := first("/api/feed-items/?lang=de&per_page=30&author=" + author.Slug)
		if len(feed.Items) != len(want.Data) || !strings.Contains(feed.Title, author.Name) {
			t.Errorf("%s: %d items titled %q, want %d by %s", path, len(feed.Items), feed.Title, len(want.Data), author.Name)
		}
		for _, item := range feed.Items {
			if f.typ == "atom" && (len(item.Authors) == 0 || item.Authors[0].Name != author.Name) {
				t.Errorf("%s: %q is not by %s", path, item.Title, author.Name)
			}
		}
	}

	// Cached like the API: a second read is a hit, and its ETag answers 304.
	resp, _ := s.do(b, request{method: http.MethodGet, path: "/de/feed/rezepte.xml"})
	if resp.Header.Get("X-Cache") != "HIT" {
		t.Errorf("second read: X-Cache %q", resp.Header.Get("X-Cache"))
	}
	resp, _ = s.do(b, request{method: http.MethodGet, path: "/de/feed/rezepte.xml", header: map[string]string{"If-None-Match": resp.Header.Get("Etag")}})
	if resp.StatusCode != http.StatusNotModified {
		t.Errorf("revalidation: %d, want 304", resp.StatusCode)
	}

	for _, path := range []string{"/de/users/niemand-bekanntes/feed.xml", "/en/users/Bad_Slug/feed.atom", "/de/feed/recipes.xml", "/en/feed/rezepte.atom"} {
		// Not an API path: the answer is the site's 404 page.
		resp, err := b.client.Get(s.url + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusNotFound || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
			t.Errorf("%s: %d %s, want the 404 page", path, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
	}
}

// Markup in every text of a feed that a cook or an editor writes.
const (
	markupTitle = `<img src=x onerror=alert(11)>Käsespätzle & "Co"`
	markupIntro = `"><svg onload=alert(12)> … <script>alert(14)</script>`
	markupName  = `</title><script>alert(13)</script>Lena`
	markupAlt   = `" onerror="alert(15)`
	markupTerm  = `<b onclick=alert(16)>Klassiker</b>`
	markupBio   = `<iframe src=//evil.example></iframe>`
)

// putMarkupContent stores, in both languages, a recipe and a story by an author whose every text
// holds markup, built from the content-schemas fixtures.
func putMarkupContent(t *testing.T, st *store.Store) {
	t.Helper()
	fixture := func(name string) map[string]any {
		raw, err := os.ReadFile(filepath.Join("..", "..", "..", "content-schemas", "fixtures", name))
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	marshal := func(v any) []byte {
		raw, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return raw
	}
	now := time.Now().UTC().Truncate(time.Millisecond)
	var docs []store.Document
	for i, lang := range []string{"de", "en"} {
		author := fixture("author-profile/valid-de-editor.json")
		author["id"], author["language"], author["name"], author["bio"] = fmt.Sprintf("99776475-ccd2-5e15-b2ec-92e9ed50f5a%d", i), lang, markupName, markupBio
		author["image"].(map[string]any)["alt"] = markupAlt
		docs = append(docs, store.Document{ID: author["id"].(string), GroupID: "99776475-ccd2-5e15-b2ec-92e9ed50f5ff", Kind: "author",
			Language: lang, Slug: "lena-hoffmann", Title: markupName, State: "published", PublishedAt: now, Body: marshal(author), UpdatedAt: now})
		for j, file := range []string{"content-summary/valid-de-recipe-card.json", "content-summary/valid-en-article-card.json"} {
			card := fixture(file)
			card["id"] = fmt.Sprintf("cd751300-9b45-58ca-b073-b7a02d9789%d%d", i, j)
			card["language"], card["title"], card["description"] = lang, markupTitle, markupIntro
			card["image"].(map[string]any)["alt"] = markupAlt
			card["author"] = map[string]any{"name": markupName, "slug": "lena-hoffmann", "image": nil, "new_type": nil}
			for _, tag := range card["tags"].([]any) {
				tag.(map[string]any)["title"] = markupTerm
			}
			card["publishing"].(map[string]any)["published_at"] = now.Format(time.RFC3339)
			docs = append(docs, store.Document{ID: card["id"].(string), GroupID: fmt.Sprintf("a3de3129-3b1a-5d66-b851-64bec80da0%d%d", i, j),
				Kind: card["type"].(string), Language: lang, Slug: card["slug"].(string), Title: markupTitle, AuthorSlug: "lena-hoffmann",
				State: "published", PublishedAt: now, Summary: marshal(card), Body: marshal(card), UpdatedAt: now})
		}
	}
	if err := st.Put(context.Background(), docs); err != nil {
		t.Fatal(err)
	}
}

// TestFeedsShowMarkupAsText reads every feed (recipes and stories per language, the author's per
// language; RSS and Atom) of content whose every text holds markup, as a feed reader does (gofeed,
// then the HTML parser wherever a reader renders HTML): no element reaches the reader, and the
// reader is shown the texts as they were written.
func TestFeedsShowMarkupAsText(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			st := b.Open(t)
			putMarkupContent(t, st)
			apiCfg := contentapi.DefaultConfig()
			apiCfg.Token = "gateway-token-0123456789abcdefghijklmn"
			api, err := contentapi.New(apiCfg, st, slog.New(slog.NewTextHandler(io.Discard, nil)))
			if err != nil {
				t.Fatal(err)
			}
			apiSrv := httptest.NewServer(api)
			t.Cleanup(apiSrv.Close)
			g := newGateway(t, apiSrv.URL, t.TempDir(), cache.DefaultConfig())

			var paths []string
			for _, format := range []feeds.Format{feeds.RSS, feeds.Atom} {
				for _, lang := range []string{"de", "en"} {
					paths = append(paths, feeds.Path(feeds.Recipes, lang, format), feeds.Path(feeds.Stories, lang, format),
						feeds.AuthorPath(lang, "lena-hoffmann", format))
				}
			}
			for _, path := range paths {
				resp, body := g.get(path)
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("%s: %d %s", path, resp.StatusCode, body)
				}
				shown, err := feedstest.Read([]byte(body))
				if err != nil {
					t.Fatalf("%s: %v\n%s", path, err, body)
				}
				items := 1
				if strings.Contains(path, "/users/") {
					items = 2 // the recipe and the story
				}
				if len(shown.Feed.Items) != items {
					t.Fatalf("%s: %d items, want %d", path, len(shown.Feed.Items), items)
				}
				title, atom := html.UnescapeString(markupTitle), shown.Feed.FeedType == "atom"
				if atom {
					title = markupTitle
				}
				want := map[string][]string{}
				for i := range items {
					item := fmt.Sprintf("item %d ", i)
					want[item+"title"], want[item+"description"], want[item+"content"] = []string{title}, []string{markupIntro}, []string{markupAlt, markupIntro}
					if atom {
						want[item+"author"] = []string{markupName}
					}
				}
				if strings.Contains(path, "/users/") {
					if name := shown.Texts["feed title"][0]; !strings.Contains(name, markupName) {
						t.Errorf("%s: feed title shown %q, want the author's name %q in it", path, name, markupName)
					}
					if description := shown.Texts["feed description"][0]; !strings.Contains(description, markupName) {
						t.Errorf("%s: feed description shown %q, want the author's name %q in it", path, description, markupName)
					}
				}
				for where, w := range want {
					if got := shown.Texts[where]; !slices.Equal(got, w) {
						t.Errorf("%s %s: shown %q, want %q", path, where, got, w)
					}
				}
			}
		})
	}
}
