// Package feedstest reads a feed back as a feed reader shows it, so tests can make sure that text
// a user wrote (a title, an intro, a name) reaches the reader as that text and never as markup.
package feedstest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"slices"
	"strings"

	"github.com/mmcdole/gofeed"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Shown is every piece of text a feed shows its reader, after the reader decoded it: as text where
// the feed says text (Atom's type="text"), as rendered HTML everywhere else.
type Shown struct {
	Feed *gofeed.Feed
	// Texts are the texts by where they are: "feed title", "feed description", "feed author",
	// "item 0 title", "item 0 description", "item 0 content" (its texts and alt texts), "item 0 author".
	Texts map[string][]string
}

// Read parses an RSS 2.0 or Atom 1.0 feed with gofeed, as a reader would, and returns what it shows.
// It fails when a piece a reader renders as HTML holds an element: only an item's content may, and
// only the picture and paragraphs the feeds package writes there (p, a href, img src alt width
// height). An RSS title counts as HTML, since many readers render it so.
func Read(body []byte) (Shown, error) {
	feed, err := gofeed.NewParser().Parse(bytes.NewReader(body))
	if err != nil {
		return Shown{}, fmt.Errorf("feedstest: not a feed: %w", err)
	}
	out := Shown{Feed: feed, Texts: map[string][]string{}}
	text := func(where, s string) error {
		out.Texts[where] = append(out.Texts[where], s)
		return nil
	}
	asHTML := func(where, s string) error {
		shown, err := render(s, nil)
		if err != nil {
			return fmt.Errorf("feedstest: %s %q: %w", where, s, err)
		}
		out.Texts[where] = append(out.Texts[where], shown...)
		return nil
	}
	content := func(where, s string) error {
		shown, err := render(s, contentElements)
		if err != nil {
			return fmt.Errorf("feedstest: %s %q: %w", where, s, err)
		}
		out.Texts[where] = append(out.Texts[where], shown...)
		return nil
	}
	titles, summaries := asHTML, asHTML
	if feed.FeedType == "atom" {
		if err := textConstructs(body); err != nil {
			return Shown{}, err
		}
		titles, summaries = text, text
	}
	checks := []error{titles("feed title", feed.Title), summaries("feed description", feed.Description)}
	for _, a := range feed.Authors {
		checks = append(checks, text("feed author", a.Name))
	}
	for i, it := range feed.Items {
		where := fmt.Sprintf("item %d", i)
		checks = append(checks, titles(where+" title", it.Title), summaries(where+" description", it.Description),
			content(where+" content", it.Content))
		for _, a := range it.Authors {
			checks = append(checks, text(where+" author", a.Name))
		}
	}
	for _, err := range checks {
		if err != nil {
			return Shown{}, err
		}
	}
	return out, nil
}

// contentElements are the elements an item's content may hold, with their attributes.
var contentElements = map[atom.Atom][]string{
	atom.P:   nil,
	atom.A:   {"href"},
	atom.Img: {"src", "alt", "width", "height"},
}

// render parses s as an HTML fragment and returns its texts and alt texts; an element that is not
// in allowed (or an attribute it does not allow) is an error.
func render(s string, allowed map[atom.Atom][]string) ([]string, error) {
	nodes, err := html.ParseFragment(strings.NewReader(s), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		return nil, err
	}
	var texts []string
	var walk func(n *html.Node) error
	walk = func(n *html.Node) error {
		switch n.Type {
		case html.TextNode:
			texts = append(texts, n.Data)
		case html.ElementNode:
			attributes, ok := allowed[n.DataAtom]
			if !ok {
				return fmt.Errorf("holds the element <%s>", n.Data)
			}
			for _, a := range n.Attr {
				if !slices.Contains(attributes, a.Key) || a.Namespace != "" {
					return fmt.Errorf("holds <%s %s=%q>", n.Data, a.Key, a.Val)
				}
				if a.Key == "alt" {
					texts = append(texts, a.Val)
				}
			}
		default:
			return fmt.Errorf("holds a %v node %q", n.Type, n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if err := walk(c); err != nil {
				return err
			}
		}
		return nil
	}
	for _, n := range nodes {
		if err := walk(n); err != nil {
			return nil, err
		}
	}
	if allowed == nil {
		// Plain text: one piece, as the reader shows it (a title's text node may have been split).
		return []string{strings.Join(texts, "")}, nil
	}
	return texts, nil
}

// textConstructs checks the type of an Atom feed's text constructs, which gofeed does not keep:
// titles, the subtitle and summaries are text, an entry's content is HTML.
func textConstructs(body []byte) error {
	type construct struct {
		Type string `xml:"type,attr"`
	}
	var feed struct {
		Title    construct `xml:"title"`
		Subtitle construct `xml:"subtitle"`
		Entries  []struct {
			Title   construct  `xml:"title"`
			Summary *construct `xml:"summary"`
			Content *construct `xml:"content"`
		} `xml:"entry"`
	}
	if err := xml.Unmarshal(body, &feed); err != nil {
		return fmt.Errorf("feedstest: not XML: %w", err)
	}
	isText := func(c construct) bool { return c.Type == "" || c.Type == "text" }
	if !isText(feed.Title) || !isText(feed.Subtitle) {
		return fmt.Errorf("feedstest: the feed's title or subtitle is of type %q/%q, not text", feed.Title.Type, feed.Subtitle.Type)
	}
	for i, e := range feed.Entries {
		if !isText(e.Title) || (e.Summary != nil && !isText(*e.Summary)) {
			return fmt.Errorf("feedstest: entry %d's title or summary is not of type text", i)
		}
		if e.Content != nil && e.Content.Type != "html" {
			return fmt.Errorf("feedstest: entry %d's content is of type %q, not html", i, e.Content.Type)
		}
	}
	return nil
}
