package server_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/mmcdole/gofeed"
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
