package search

import (
	"slices"
	"strings"
)

// Suggestion is one line of the search modal (content-schemas "SearchSuggestion").
type Suggestion struct {
	Kind  string `json:"kind"`
	Title string `json:"title"`
	Href  string `json:"href"`
}

// sections are the site's paths per kind and language (site/src/lib/urls.ts).
var sections = map[string]map[string]string{
	"recipe":     {"de": "rezepte", "en": "recipes"},
	"article":    {"de": "stories", "en": "stories"},
	"category":   {"de": "kategorien", "en": "categories"},
	"tag":        {"de": "tags", "en": "tags"},
	"ingredient": {"de": "zutaten", "en": "ingredients"},
}

func href(kind, lang, slug string) string {
	return "/" + lang + "/" + sections[kind][lang] + "/" + slug + "/"
}

// maxLabelSuggestions leaves most of the modal's lines to recipes and stories, which is what readers
// open; categories, ingredients and tags fill up to three lines after them.
const maxLabelSuggestions = 3

// Suggest answers the search modal while the reader types, from the first letter on: the best
// recipes and stories for the text so far (its last word may be unfinished, typos forgiven), then
// the categories, ingredients and tags it names.
func (ix *Index) Suggest(lang, text string, limit int) []Suggestion {
	c := ix.current.Load().corpora[lang]
	if c == nil || strings.TrimSpace(text) == "" {
		return nil
	}
	ws := c.parse(text, true)
	if len(ws) == 0 {
		return nil
	}
	var labels []Suggestion
	for _, group := range []struct {
		kind   string
		labels []label
	}{{"category", c.categories}, {"ingredient", c.ingredients}, {"tag", c.tags}} {
		for _, l := range group.labels {
			if len(labels) < maxLabelSuggestions && !l.hidden && c.names(l, ws) &&
				!slices.ContainsFunc(labels, func(s Suggestion) bool { return s.Kind == group.kind && s.Title == l.title }) {
				labels = append(labels, Suggestion{Kind: group.kind, Title: l.title, Href: href(group.kind, lang, l.slug)})
			}
		}
	}
	var out []Suggestion
	if scores, ok := c.score(ws); ok {
		title := strings.Join(surfaces(ws), " ")
		var found []int32
		for i, s := range scores {
			if s > 0 {
				found = append(found, int32(i))
			}
		}
		rank := func(i int32) float32 {
			if c.docs[i].title == title {
				return scores[i] + bonusTitle
			}
			return scores[i]
		}
		slices.SortFunc(found, func(a, b int32) int {
			if ra, rb := rank(a), rank(b); ra != rb {
				if ra > rb {
					return -1
				}
				return 1
			}
			return c.tie(a, b)
		})
		for _, i := range found[:min(len(found), limit-len(labels))] {
			d := &c.docs[i]
			kind := "recipe"
			if d.article {
				kind = "article"
			}
			out = append(out, Suggestion{Kind: kind, Title: d.display, Href: href(kind, lang, d.slug)})
		}
	}
	return append(out, labels[:min(len(labels), limit-len(out))]...)
}

// names tells whether every word of the query names the label; the last word may be the beginning
// of one of the label's words.
func (c *corpus) names(l label, ws []queryWord) bool {
	for i, w := range ws {
		if c.labelHas(l, w) {
			continue
		}
		if i == len(ws)-1 && slices.ContainsFunc(l.words, func(s string) bool { return strings.HasPrefix(s, w.surface) }) {
			continue
		}
		return false
	}
	return true
}
