package search

import (
	"bufio"
	"embed"
	"encoding/json"
	"fmt"
	"strings"
)

//go:embed data/*.txt data/rules.json
var dataFiles embed.FS

// lexicon is what the index knows about one language's words beyond the catalogue: compound parts,
// synonyms, staples and stop words (data/README.md).
type lexicon struct {
	stem stemmer
	// parts by surface form, to the key they are indexed by.
	parts map[string]string
	// synonyms by key, to the keys of the other words of the group.
	synonyms map[string][]string
	// staples by the surface form of the whole ingredient name, and the words a staple's name ends in.
	staples    map[string]bool
	stapleEnds []string
	stop       map[string]bool
}

// links are the letters German puts between the parts of a compound (Schokolade-n-kuchen,
// Hähnchen-s-…), and the plural endings after the last part.
var links = []string{"", "s", "n", "en", "es", "e", "er"}

func loadLexicon(lang string) (*lexicon, error) {
	lx := &lexicon{stem: newStemmer(lang), parts: map[string]string{}, synonyms: map[string][]string{},
		staples: map[string]bool{}, stop: map[string]bool{}}
	err := eachLine("data/parts."+lang+".txt", func(line string) {
		lx.parts[surface(line)] = lx.stem.key(line)
	})
	if err == nil {
		err = eachLine("data/synonyms."+lang+".txt", func(line string) {
			var group []string
			for _, w := range strings.Split(line, ",") {
				group = append(group, lx.stem.key(strings.TrimSpace(w)))
			}
			for _, k := range group {
				for _, other := range group {
					if other != k {
						lx.synonyms[k] = append(lx.synonyms[k], other)
					}
				}
			}
		})
	}
	if err == nil {
		err = eachLine("data/staples."+lang+".txt", func(line string) {
			if end, ok := strings.CutPrefix(line, "-"); ok {
				lx.stapleEnds = append(lx.stapleEnds, surface(end))
			} else {
				lx.staples[phrase(line)] = true
			}
		})
	}
	if err == nil {
		err = eachLine("data/stopwords."+lang+".txt", func(line string) { lx.stop[surface(line)] = true })
	}
	return lx, err
}

// phrase is a whole name compared as one: its words in surface form, one space apart.
func phrase(name string) string {
	ws := words(name)
	for i, w := range ws {
		ws[i] = surface(w)
	}
	return strings.Join(ws, " ")
}

func eachLine(name string, fn func(string)) error {
	f, err := dataFiles.Open(name)
	if err != nil {
		return fmt.Errorf("search: unable to open %s: %w", name, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.ToLower(strings.TrimSpace(sc.Text()))
		if line != "" && !strings.HasPrefix(line, "#") {
			fn(line)
		}
	}
	return sc.Err()
}

// partsOf returns the keys of the compound parts a word begins or ends with: "kartoffelsalat" gives
// kartoffel and salat. A short part (under four letters, like "ei") splits a word only when the rest
// is a part too, so "Spiegelei" holds an egg and "Grießbrei" does not.
func (lx *lexicon) partsOf(word string) []string {
	w := surface(word)
	var out []string
	add := func(part string) {
		k := lx.parts[part]
		for _, o := range out {
			if o == k {
				return
			}
		}
		out = append(out, k)
	}
	n := len(w)
	for i := 2; i < n; i++ {
		head, rest := w[:i], w[i:]
		if _, ok := lx.parts[head]; ok && (len(head) >= 4 && (len(rest) >= 3 || isLink(rest)) || lx.isPart(rest)) {
			add(head)
		}
		if _, ok := lx.parts[rest]; !ok || i > n-2 {
			continue
		}
		for _, l := range links {
			stem, ok := strings.CutSuffix(head, l)
			if ok && (len(rest) >= 4 && len(stem) >= 3 || lx.isPart(stem)) {
				add(rest)
				break
			}
		}
	}
	return out
}

// isPart tells whether s is a part, with a linking letter or plural ending after it allowed.
func (lx *lexicon) isPart(s string) bool {
	for _, l := range links {
		if strings.HasSuffix(s, l) {
			if _, ok := lx.parts[s[:len(s)-len(l)]]; ok {
				return true
			}
		}
	}
	return false
}

func isLink(s string) bool {
	for _, l := range links {
		if s == l {
			return true
		}
	}
	return false
}

// isStaple tells whether an ingredient name is one every kitchen has: a whole name on the list, or
// a name whose last word ends in a listed ending ("Rapsöl", "sunflower oil"). The ending is matched
// as written, not through the compound parts: "Raps" or "Sonnenblume" need not be parts for their
// oil to be oil.
func (lx *lexicon) isStaple(name string) bool {
	p := phrase(name)
	if lx.staples[p] {
		return true
	}
	last := p[strings.LastIndexByte(p, ' ')+1:]
	for _, end := range lx.stapleEnds {
		if strings.HasSuffix(last, end) {
			return true
		}
	}
	return false
}

// rules say what the filters diet, meal, kids and healthy mean (data/rules.json).
type rules struct {
	Vegan      taxonomy            `json:"vegan"`
	Vegetarian taxonomy            `json:"vegetarian"`
	Meal       map[string][]string `json:"meal"`
	Kids       taxonomy            `json:"kids"`
	Healthy    struct {
		MaxCalories int      `json:"max_calories"`
		NotIn       []string `json:"not_in"`
		Always      []string `json:"always"`
	} `json:"healthy"`
	QuickMinutes int `json:"quick_minutes"`
}

// taxonomy names categories and tags by their English slugs.
type taxonomy struct {
	Categories []string `json:"categories"`
	Tags       []string `json:"tags"`
}

func loadRules() (rules, error) {
	var r rules
	b, err := dataFiles.ReadFile("data/rules.json")
	if err == nil {
		err = json.Unmarshal(b, &r)
	}
	if err != nil {
		return r, fmt.Errorf("search: unable to read data/rules.json: %w", err)
	}
	return r, nil
}
