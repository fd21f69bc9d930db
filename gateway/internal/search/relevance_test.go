package search_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"slices"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/search"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// relevanceCase is what a cook types and what they expect to see (testdata/relevance.json).
type relevanceCase struct {
	Rule   string `json:"rule"`
	Params string `json:"params"`
	// First must be the best hit.
	First string `json:"first"`
	// Top must all be among the first Within hits (default 5).
	Top    []string `json:"top"`
	Within int      `json:"within"`
	// Absent must not be found at all.
	Absent []string `json:"absent"`
	// Order holds pairs: the first ranks above the second.
	Order [][2]string `json:"order"`
	// Empty says nothing may be found.
	Empty      bool   `json:"empty"`
	DidYouMean string `json:"did_you_mean"`
	Note       string `json:"note"`
}

// rules every language's set must cover (docs/search.md, "The relevance set").
var relevanceRules = []string{"compound", "umlaut", "typo", "order", "every word", "fields", "ranking", "synonym", "stopword", "filter", "have"}

// TestRelevance runs the relevance set on the demo catalogue in every store: the same queries must
// find the same recipes on SQLite and PostgreSQL.
func TestRelevance(t *testing.T) {
	raw, err := os.ReadFile("testdata/relevance.json")
	if err != nil {
		t.Fatal(err)
	}
	var set map[string][]relevanceCase
	if err := json.Unmarshal(raw, &set); err != nil {
		t.Fatal(err)
	}
	for lang, cases := range set {
		if len(cases) < 45 {
			t.Errorf("%s: %d queries; the set keeps at least 45 per language", lang, len(cases))
		}
		for _, r := range relevanceRules {
			if !slices.ContainsFunc(cases, func(c relevanceCase) bool { return c.Rule == r }) {
				t.Errorf("%s: no query for the rule %q", lang, r)
			}
		}
	}
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ix := demoIndex(t, b)
			for lang, cases := range set {
				for _, c := range cases {
					t.Run(lang+" "+c.Params, func(t *testing.T) {
						slugs, dym := run(t, ix, lang, c.Params)
						if err := c.check(slugs, dym); err != nil {
							t.Errorf("%s (%s): %v\n  found: %v", c.Params, c.Rule, err, slugs[:min(len(slugs), 10)])
						}
					})
				}
			}
		})
	}
}

func run(t *testing.T, ix *search.Index, lang, params string) ([]string, string) {
	v, err := url.ParseQuery(params)
	if err != nil {
		t.Fatal(err)
	}
	v.Set("per_page", "100")
	q, err := search.ParseQuery(v, lang)
	if err != nil {
		t.Fatal(err)
	}
	res, err := ix.Search(q)
	if err != nil {
		t.Fatal(err)
	}
	var slugs []string
	for _, h := range res.Hits {
		slugs = append(slugs, h.Slug)
	}
	return slugs, res.DidYouMean
}

func (c relevanceCase) check(slugs []string, dym string) error {
	if c.Empty != (len(slugs) == 0) {
		return fmt.Errorf("empty is %v, found %d", c.Empty, len(slugs))
	}
	if c.DidYouMean != dym {
		return fmt.Errorf("did you mean %q, want %q", dym, c.DidYouMean)
	}
	if c.First != "" && (len(slugs) == 0 || slugs[0] != c.First) {
		return fmt.Errorf("first is not %s", c.First)
	}
	within := c.Within
	if within == 0 {
		within = 5
	}
	for _, s := range c.Top {
		if i := slices.Index(slugs, s); i < 0 || i >= within {
			return fmt.Errorf("%s is not among the first %d (at %d)", s, within, i)
		}
	}
	for _, s := range c.Absent {
		if slices.Contains(slugs, s) {
			return fmt.Errorf("%s is found", s)
		}
	}
	for _, p := range c.Order {
		a, b := slices.Index(slugs, p[0]), slices.Index(slugs, p[1])
		if a < 0 || b < 0 || a > b {
			return fmt.Errorf("%s (at %d) does not rank above %s (at %d)", p[0], a, p[1], b)
		}
	}
	return nil
}
