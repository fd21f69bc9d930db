package feeds_test

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"golang.org/x/net/html"

	"github.com/tischlein/tischlein/gateway/internal/feeds"
	"github.com/tischlein/tischlein/gateway/internal/feeds/feedstest"
)

// writeAll writes one channel and one item with text in every field a user or an editor writes.
func writeAll(t *testing.T, format feeds.Format, text string) feedstest.Shown {
	t.Helper()
	published := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	it := feeds.Item{ID: "cd751300-9b45-58ca-b073-b7a02d978928", Type: "recipe", Slug: "kaesespaetzle",
		Title: text, Description: text}
	it.Image.URL, it.Image.Alt, it.Image.Width, it.Image.Height = "/api/media/recipes/a.jpg", text, 1600, 1200
	it.Author.Name = text
	it.Publishing.PublishedAt = &published
	ch := feeds.Channel{Language: "de", Title: text, Description: text,
		Link: "http://localhost:8080/de/users/lena/", Self: "http://localhost:8080" + feeds.AuthorPath("de", "lena", format)}
	body, err := feeds.Write(format, ch, []feeds.Item{it}, "http://localhost:8080")
	if err != nil {
		t.Fatal(err)
	}
	shown, err := feedstest.Read(body)
	if err != nil {
		t.Fatalf("%s: %v\n%s", format, err, body)
	}
	return shown
}

// wantShown checks that a reader is shown text in every field: exactly, except an RSS title, which
// a reader that renders it as HTML shows with its character references decoded (only its "<" is
// escaped, so that "&" reads right in readers that show titles as text).
func wantShown(t *testing.T, format feeds.Format, shown feedstest.Shown, text string) {
	t.Helper()
	title := text
	if format == feeds.RSS {
		title = html.UnescapeString(text)
	}
	want := map[string]string{"feed title": title, "feed description": text, "item 0 title": title, "item 0 description": text}
	if format == feeds.Atom {
		want["item 0 author"] = text
	}
	for where, w := range want {
		if got := shown.Texts[where]; len(got) != 1 || got[0] != w {
			t.Errorf("%s %s: shown %q, want %q", format, where, got, w)
		}
	}
	if content := shown.Texts["item 0 content"]; countOf(content, text) != 2 {
		t.Errorf("%s content: shown %q, want the picture's alt and the intro %q", format, content, text)
	}
}

func countOf(list []string, s string) (n int) {
	for _, v := range list {
		if v == s {
			n++
		}
	}
	return n
}

// TestWriteShowsTextAsText: whatever a cook writes into a title, an intro or their name, a feed
// reader shows it as that text, and nothing in it becomes an element.
func TestWriteShowsTextAsText(t *testing.T) {
	texts := []string{
		`"><svg onload=alert(12)> … <script>alert(14)</script>`,
		`<img src=x onerror=alert(1)>Käsespätzle`,
		`]]><script>alert(3)</script><![CDATA[`,
		`<!-- versteckt --><b>fett</b>`,
		`&lt;script&gt;alert(2)&lt;/script&gt;`,
		`Kartoffeln & Quark, "Omas" Art`,
		`Oma's Apfelkuchen`,
		`a < b > c & d`,
		`<a href="javascript:alert(5)">klick</a>`,
		`Schlicht`,
	}
	for _, format := range []feeds.Format{feeds.RSS, feeds.Atom} {
		for _, text := range texts {
			wantShown(t, format, writeAll(t, format, text), text)
		}
	}
}

// FuzzWrite: for any text in every field, both feeds parse, no element reaches a reader, and the
// reader is shown the text (see wantShown).
func FuzzWrite(f *testing.F) {
	f.Add(`"><svg onload=alert(12)>`)
	f.Add(`]]><script>alert(3)</script>`)
	f.Add(`&amp;lt;b&amp;gt;`)
	f.Add(`<<b>>`)
	f.Add(`Kartoffeln & Quark`)
	f.Fuzz(func(t *testing.T, text string) {
		// XML cannot carry every character, and a reader trims the ends: keep to what a form
		// accepts and the content API stores.
		if !utf8.ValidString(text) || strings.TrimSpace(text) != text || text == "" || strings.ContainsFunc(text, func(r rune) bool {
			return r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == utf8.RuneError || r >= 0xfffe
		}) {
			t.Skip()
		}
		for _, format := range []feeds.Format{feeds.RSS, feeds.Atom} {
			wantShown(t, format, writeAll(t, format, text), text)
		}
	})
}
