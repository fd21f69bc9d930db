// Package feeds writes the site's news feeds for readers who follow us in a feed reader: new
// recipes and new stories per language, and everything one author published, each as RSS 2.0 and
// as Atom 1.0 (gorilla/feeds writes both from one description).
//
// The gateway answers them from the content API's lists through its cache (server/feeds.go), not
// from the static build: a feed is one small document that changes with every publish, and the
// cache purge of a publish refreshes it at once, where a prerendered file would wait for a rebuild.
//
// Titles, intros and names are plain text that anyone with an account can write, and a feed reader
// must show them as text. Atom says so itself: every text construct is type="text". RSS has no way
// to say it, and readers differ: a description is HTML by the RSS spec, a title is text by the spec
// but rendered as HTML by many readers. So an RSS description is the text HTML-escaped (it decodes
// to HTML that shows the text), and an RSS title has its "<" escaped: without one no tag can start,
// and a reader that shows titles as text still shows "Kartoffeln & Quark" and "Oma's" unchanged.
package feeds

import (
	"bytes"
	"fmt"
	"html"
	"html/template"
	"strings"
	"time"

	gorilla "github.com/gorilla/feeds"
)

// Size is how many of the newest items a feed carries.
const Size = 30

// Format is a feed's file format, named by its file extension.
type Format string

const (
	RSS  Format = "xml"
	Atom Format = "atom"
)

// ContentType is the media type a feed is served with.
func (f Format) ContentType() string {
	if f == Atom {
		return "application/atom+xml; charset=utf-8"
	}
	return "application/rss+xml; charset=utf-8"
}

// Kind is what a site feed holds.
type Kind string

const (
	Recipes Kind = "recipes"
	Stories Kind = "stories"
)

// names are the feeds' file names per language, as the site's sections are named
// (site/src/lib/urls.ts): /de/feed/rezepte.xml, /en/feed/recipes.atom.
var names = map[Kind]map[string]string{
	Recipes: {"de": "rezepte", "en": "recipes"},
	Stories: {"de": "stories", "en": "stories"},
}

// sections are the site's path segments of an item's page per type and language.
var sections = map[string]map[string]string{
	"recipe":  {"de": "rezepte", "en": "recipes"},
	"article": {"de": "stories", "en": "stories"},
}

// Path is the address of a site feed: Path(Recipes, "de", RSS) is "/de/feed/rezepte.xml".
func Path(kind Kind, lang string, format Format) string {
	return "/" + lang + "/feed/" + names[kind][lang] + "." + string(format)
}

// AuthorPath is the address of an author's feed: "/de/users/lena-hoffmann/feed.atom".
func AuthorPath(lang, slug string, format Format) string {
	return "/" + lang + "/users/" + slug + "/feed." + string(format)
}

// ListPath is the site page a feed belongs to: ListPath(Recipes, "de") is "/de/rezepte/".
func ListPath(kind Kind, lang string) string {
	return "/" + lang + "/" + names[kind][lang] + "/"
}

// ItemPath is the site path of an item's page.
func ItemPath(lang, typ, slug string) string {
	return "/" + lang + "/" + sections[typ][lang] + "/" + slug + "/"
}

// Item is one entry: a card of the content API's lists (content-schemas ContentSummary).
type Item struct {
	ID          string `json:"id"`
	Type        string `json:"type"`
	Slug        string `json:"slug"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Image       struct {
		URL    string `json:"url"`
		Alt    string `json:"alt"`
		Width  int    `json:"width"`
		Height int    `json:"height"`
	} `json:"image"`
	Author struct {
		Name string `json:"name"`
	} `json:"author"`
	Publishing struct {
		PublishedAt *time.Time `json:"published_at"`
	} `json:"publishing"`
}

// Channel describes a feed as a whole.
type Channel struct {
	Language    string
	Title       string
	Description string
	// Link is the page the feed belongs to, Self the feed's own address; both absolute.
	Link, Self string
}

// entry is the HTML body of an item: its picture and teaser, escaped by html/template.
var entry = template.Must(template.New("entry").Parse(
	`<p><a href="{{.Link}}"><img src="{{.Image}}" alt="{{.Alt}}" width="{{.Width}}" height="{{.Height}}"></a></p><p>{{.Text}}</p>`))

// rssTitle is a title as RSS readers take it: text to some, HTML to others; with its "<" escaped it
// reads the same to both (see the package comment).
func rssTitle(s string) string { return strings.ReplaceAll(s, "<", "&lt;") }

// Write renders the items (newest first) as a feed. base is the site's origin
// (http://localhost:8080), which makes the content API's paths absolute.
func Write(format Format, ch Channel, items []Item, base string) ([]byte, error) {
	base = strings.TrimRight(base, "/")
	f := &gorilla.Feed{
		Title:       ch.Title,
		Link:        &gorilla.Link{Href: ch.Link},
		Description: ch.Description,
		Id:          ch.Self,
		Items:       make([]*gorilla.Item, 0, len(items)),
	}
	for _, it := range items {
		link := base + ItemPath(ch.Language, it.Type, it.Slug)
		published := time.Unix(0, 0).UTC()
		if it.Publishing.PublishedAt != nil {
			published = it.Publishing.PublishedAt.UTC()
		}
		if published.After(f.Updated) {
			f.Updated = published
		}
		image := it.Image.URL
		if strings.HasPrefix(image, "/") {
			image = base + image
		}
		var body bytes.Buffer
		err := entry.Execute(&body, map[string]any{"Link": link, "Image": image, "Alt": it.Image.Alt, "Width": it.Image.Width, "Height": it.Image.Height, "Text": it.Description})
		if err != nil {
			return nil, fmt.Errorf("feeds: unable to render item %q: %w", it.ID, err)
		}
		item := &gorilla.Item{
			Title:       it.Title,
			Link:        &gorilla.Link{Href: link},
			Description: it.Description,
			Content:     body.String(),
			Id:          "urn:uuid:" + it.ID,
			Created:     published,
			Updated:     published,
		}
		// RSS 2.0 wants an e-mail address as an item's author, which we do not publish; Atom wants a
		// name, at the entry or the feed.
		if format == Atom {
			item.Author = &gorilla.Author{Name: it.Author.Name}
		}
		f.Items = append(f.Items, item)
	}
	if f.Updated.IsZero() {
		f.Updated = time.Unix(0, 0).UTC()
	}
	f.Created = f.Updated
	var out string
	var err error
	if format == Atom {
		f.Author = &gorilla.Author{Name: "Tischlein"}
		atom := (&gorilla.Atom{Feed: f}).AtomFeed()
		for _, e := range atom.Entries {
			if e.Summary != nil {
				e.Summary.Type = "text"
			}
		}
		out, err = gorilla.ToXML(atom)
	} else {
		rss := (&gorilla.Rss{Feed: f}).RssFeed()
		rss.Language = ch.Language
		rss.Title, rss.Description = rssTitle(rss.Title), html.EscapeString(rss.Description)
		for _, item := range rss.Items {
			item.Title, item.Description = rssTitle(item.Title), html.EscapeString(item.Description)
		}
		out, err = gorilla.ToXML(rss)
	}
	if err != nil {
		return nil, fmt.Errorf("feeds: unable to write %s feed %q: %w", format, ch.Self, err)
	}
	return []byte(out), nil
}
