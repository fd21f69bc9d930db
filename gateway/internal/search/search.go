package search

import (
	"cmp"
	"net/http"
	"slices"
	"strings"
	"sync"
)

// Coverage is how much of a recipe's ingredient list the reader has (content-schemas "Coverage").
type Coverage struct {
	Have    int      `json:"have"`
	Total   int      `json:"total"`
	Missing []string `json:"missing"`
}

// Hit is one found document, best first.
type Hit struct {
	ID   string
	Slug string
	// Coverage is set when the query asked what can be cooked with some ingredients.
	Coverage *Coverage
}

// Facets count the hits per filter value (content-schemas "SearchFacets").
type Facets struct {
	Type       map[string]int  `json:"type"`
	Diet       map[string]int  `json:"diet"`
	Meal       map[string]int  `json:"meal"`
	Quick      int             `json:"quick"`
	Healthy    int             `json:"healthy"`
	Kids       int             `json:"kids"`
	Difficulty map[string]int  `json:"difficulty"`
	Categories []CategoryFacet `json:"categories"`
}

// CategoryFacet is a category among the hits.
type CategoryFacet struct {
	Slug  string `json:"slug"`
	Title string `json:"title"`
	Count int    `json:"count"`
}

// maxCategoryFacets is how many categories the facets list.
const maxCategoryFacets = 12

// ranked is a hit while the hits are counted and ordered.
type ranked struct {
	doc   int32
	score float32
	have  int32
	total int32
}

// rankedPool keeps the slices of hits between searches: a broad query or a have= list matches
// thousands of documents, and growing a new slice for each search was most of its time.
var rankedPool = sync.Pool{New: func() any { return new([]ranked) }}

// Result is one page of hits with the counts over all of them.
type Result struct {
	Hits   []Hit
	Total  int
	Facets Facets
	// DidYouMean is a spelling of the query that finds something, when the query found nothing.
	DidYouMean string
}

// Match factors: how much a query word's match is worth next to the word itself.
const (
	factorExact   = 1.0
	factorSynonym = 0.9
	factorPrefix  = 0.75
	factorTypo    = 0.5
	// bonusTitle puts a recipe whose title is the query above everything else.
	bonusTitle = 1000
)

// queryWord is a word of the query with the terms it matches.
type queryWord struct {
	surface string
	key     string
	matches []match
}

type match struct {
	term   int32
	factor float32
}

// Search answers a query; the page asked for may lie past the end (Result.Total tells).
func (ix *Index) Search(q Query) (Result, error) {
	c := ix.current.Load().corpora[q.Language]
	if c == nil {
		return Result{Facets: emptyFacets()}, nil
	}
	category, tag := int32(-1), int32(-1)
	if q.Category != "" {
		i, ok := c.categoryBy[q.Category]
		if !ok {
			return Result{}, refuse(http.StatusUnprocessableEntity, "unknown_filter", "category")
		}
		category = i
	}
	if q.Tag != "" {
		i, ok := c.tagBy[q.Tag]
		if !ok {
			return Result{}, refuse(http.StatusUnprocessableEntity, "unknown_filter", "tag")
		}
		tag = i
	}
	words := c.parse(q.Text, false)
	scores, ok := c.score(words)
	var have []bool
	if len(q.Have) > 0 {
		have = c.resolveHave(q.Have)
	}
	buf := rankedPool.Get().(*[]ranked)
	defer rankedPool.Put(buf)
	hits := (*buf)[:0]
	consider := func(i int32, score float32) {
		d := &c.docs[i]
		if !c.passes(d, q, category, tag) {
			return
		}
		r := ranked{doc: i, score: score}
		if have != nil {
			// Counted without building the missing list: that is made for the page's hits only.
			for _, in := range d.ingredients {
				if in.id >= 0 && have[in.id] {
					r.have++
				}
			}
			if r.have == 0 {
				return
			}
			r.total = int32(len(d.ingredients))
		}
		hits = append(hits, r)
	}
	defer func() { *buf = hits[:0] }()
	switch {
	case len(words) == 0:
		for i := range c.docs {
			consider(int32(i), 0)
		}
	case ok:
		title := strings.Join(surfaces(words), " ")
		for i, s := range scores {
			if s > 0 {
				if c.docs[i].title == title {
					s += bonusTitle
				}
				consider(int32(i), s)
			}
		}
	}
	slices.SortFunc(hits, func(a, b ranked) int {
		if have != nil {
			// The share of the list the reader has, then how many of theirs it uses.
			if n := cmp.Compare(b.have*a.total, a.have*b.total); n != 0 {
				return n
			}
			if n := cmp.Compare(b.have, a.have); n != 0 {
				return n
			}
		}
		if n := cmp.Compare(b.score, a.score); n != 0 {
			return n
		}
		return c.tie(a.doc, b.doc)
	})
	t := tally{categories: make([]int, len(c.categories))}
	for _, h := range hits {
		t.add(&c.docs[h.doc])
	}
	res := Result{Total: len(hits), Facets: c.facets(&t)}
	from := min((q.Page-1)*q.PerPage, len(hits))
	to := min(from+q.PerPage, len(hits))
	for _, h := range hits[from:to] {
		hit := Hit{ID: c.docs[h.doc].id, Slug: c.docs[h.doc].slug}
		if have != nil {
			hit.Coverage = coverage(&c.docs[h.doc], have)
		}
		res.Hits = append(res.Hits, hit)
	}
	if len(hits) == 0 && len(words) > 0 {
		res.DidYouMean = c.didYouMean(q.Text, words)
	}
	return res, nil
}

// tie orders documents that scored the same by their rank (see rankDocs): editorial before
// community, then the most liked, then the newest.
func (c *corpus) tie(a, b int32) int {
	return cmp.Compare(c.docs[a].rank, c.docs[b].rank)
}

// parse splits a query into its words and finds the terms each matches. With typing set, the last
// word is taken as unfinished: it matches the beginnings of terms, typos included.
func (c *corpus) parse(text string, typing bool) []queryWord {
	var out []queryWord
	ws := words(text)
	for i, w := range ws {
		if c.lx.stop[surface(w)] && len(ws) > 1 {
			continue
		}
		qw := queryWord{surface: surface(w), key: c.lx.stem.key(w)}
		qw.matches = c.expand(qw, typing && i == len(ws)-1)
		if len(qw.matches) == 0 {
			// An unknown compound may be known by its parts: "zucchinipuffer" is zucchini and puffer.
			if parts := c.lx.partsOf(w); len(parts) > 1 {
				for _, p := range parts {
					pw := queryWord{surface: p, key: p}
					pw.matches = c.expand(pw, false)
					out = append(out, pw)
				}
				continue
			}
		}
		out = append(out, qw)
	}
	return out
}

// expand finds the terms a query word matches: itself, its synonyms, the terms it begins, and —
// only when none of those exist and the word has five letters or more — the terms one typo away.
func (c *corpus) expand(w queryWord, typing bool) []match {
	var out []match
	seen := map[int32]bool{}
	add := func(t int32, f float32) {
		if !seen[t] {
			seen[t] = true
			out = append(out, match{term: t, factor: f})
		}
	}
	for _, k := range []string{w.key, w.surface} {
		if t, ok := c.byKey[k]; ok {
			add(t, factorExact)
		}
	}
	for _, s := range c.lx.synonyms[w.key] {
		if t, ok := c.byKey[s]; ok {
			add(t, factorSynonym)
		}
	}
	// Short words begin too many others ("ei": eier, einfach, eigen): they are taken as beginnings
	// only while being typed, or when they are no word of their own.
	if typing || len(out) == 0 || len([]rune(w.surface)) >= 4 {
		for _, p := range []string{w.key, w.surface} {
			for _, t := range c.prefixed(p) {
				add(c.byKey[t.key], factorPrefix)
			}
		}
	}
	if len(out) > 0 || len([]rune(w.surface)) < 5 {
		return out
	}
	key, whole := []rune(w.key), []rune(w.surface)
	for i := range c.terms {
		t := &c.terms[i]
		if damerau(key, t.runes) || damerau(whole, t.runes) || slices.ContainsFunc(t.spellings, func(s []rune) bool { return damerau(whole, s) }) ||
			typing && (damerauPrefix(key, t.runes) || damerauPrefix(whole, t.runes)) {
			add(int32(i), factorTypo)
		}
	}
	return out
}

// score adds up, per document, the best match of every query word; a document that misses a word
// scores 0. ok is false when some word matches nothing at all.
func (c *corpus) score(words []queryWord) ([]float32, bool) {
	if len(words) == 0 {
		return nil, true
	}
	total := make([]float32, len(c.docs))
	best := make([]float32, len(c.docs))
	hitsNeeded := make([]uint8, len(c.docs))
	for wi, w := range words {
		if len(w.matches) == 0 {
			return nil, false
		}
		var touched []int32
		for _, m := range w.matches {
			for _, p := range c.terms[m.term].postings {
				v := p.weight * m.factor
				if best[p.doc] == 0 {
					touched = append(touched, p.doc)
				}
				if v > best[p.doc] {
					best[p.doc] = v
				}
			}
		}
		for _, d := range touched {
			if int(hitsNeeded[d]) == wi {
				hitsNeeded[d]++
				total[d] += best[d]
			}
			best[d] = 0
		}
	}
	for i := range total {
		if int(hitsNeeded[i]) != len(words) {
			total[i] = 0
		}
	}
	return total, true
}

func surfaces(words []queryWord) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w.surface
	}
	return out
}

// passes applies the query's filters to a document.
func (c *corpus) passes(d *doc, q Query, category, tag int32) bool {
	if d.article && q.recipeOnly() || !d.article && q.Type == "article" {
		return false
	}
	if category >= 0 && !slices.Contains(d.categories, category) || tag >= 0 && !slices.Contains(d.tags, tag) {
		return false
	}
	need := uint16(0)
	switch q.Diet {
	case "vegetarian":
		need |= flagVegetarian
	case "vegan":
		need |= flagVegan
	}
	switch q.Meal {
	case "breakfast":
		need |= flagBreakfast
	case "lunch":
		need |= flagLunch
	case "dinner":
		need |= flagDinner
	}
	if q.Quick {
		need |= flagQuick
	}
	if q.Healthy {
		need |= flagHealthy
	}
	if q.Kids {
		need |= flagKids
	}
	if d.flags&need != need {
		return false
	}
	if q.MaxTime > 0 && (d.minutes == 0 || d.minutes > q.MaxTime) {
		return false
	}
	return q.Difficulty == "" || d.difficulty == q.Difficulty
}

func emptyFacets() Facets {
	var c corpus
	return c.facets(&tally{})
}

// tally counts the facets of the hits in plain numbers; facets() turns them into the answer's maps.
type tally struct {
	recipes, articles                           int
	vegetarian, vegan, breakfast, lunch, dinner int
	quick, healthy, kids                        int
	easy, medium, hard                          int
	categories                                  []int
}

func (t *tally) add(d *doc) {
	for _, i := range d.categories {
		t.categories[i]++
	}
	if d.article {
		t.articles++
		return
	}
	t.recipes++
	on := func(flag uint16) int {
		if d.flags&flag != 0 {
			return 1
		}
		return 0
	}
	t.vegetarian += on(flagVegetarian)
	t.vegan += on(flagVegan)
	t.breakfast += on(flagBreakfast)
	t.lunch += on(flagLunch)
	t.dinner += on(flagDinner)
	t.quick += on(flagQuick)
	t.healthy += on(flagHealthy)
	t.kids += on(flagKids)
	switch d.difficulty {
	case "easy":
		t.easy++
	case "medium":
		t.medium++
	case "hard":
		t.hard++
	}
}

func (c *corpus) facets(t *tally) Facets {
	return Facets{
		Type:       map[string]int{"recipe": t.recipes, "article": t.articles},
		Diet:       map[string]int{"vegetarian": t.vegetarian, "vegan": t.vegan},
		Meal:       map[string]int{"breakfast": t.breakfast, "lunch": t.lunch, "dinner": t.dinner},
		Quick:      t.quick,
		Healthy:    t.healthy,
		Kids:       t.kids,
		Difficulty: map[string]int{"easy": t.easy, "medium": t.medium, "hard": t.hard},
		Categories: c.topCategories(t.categories),
	}
}

// topCategories lists the categories with the most hits, most first; equal counts keep the
// editorial order of the categories.
func (c *corpus) topCategories(counts []int) []CategoryFacet {
	var idx []int
	for i, n := range counts {
		if n > 0 {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(counts[b], counts[a]) })
	out := []CategoryFacet{}
	for _, i := range idx[:min(len(idx), maxCategoryFacets)] {
		out = append(out, CategoryFacet{Slug: c.categories[i].slug, Title: c.categories[i].title, Count: counts[i]})
	}
	return out
}

// resolveHave turns what the reader has — ingredient slugs or names as typed — into the
// ingredients it means, by their place in c.ingredients: "kartoffel" has potatoes of every kind,
// "Kaese" has cheese.
func (c *corpus) resolveHave(values []string) []bool {
	out := make([]bool, len(c.ingredients))
	for _, v := range values {
		// A slug stands for its name, so the same food listed twice ("Kartoffel", "Kartoffeln") is had
		// once it is picked.
		if i, ok := c.ingredientBy[v]; ok {
			out[i] = true
			v = c.ingredients[i].title
		}
		ws := c.parse(v, false)
		for i, l := range c.ingredients {
			if len(ws) > 0 && all(ws, func(w queryWord) bool { return c.labelHas(l, w) }) {
				out[i] = true
			}
		}
	}
	return out
}

// labelHas tells whether a word of a query names a label (a category, tag or ingredient title).
func (c *corpus) labelHas(l label, w queryWord) bool {
	if slices.Contains(l.keys, w.key) || slices.Contains(l.words, w.surface) {
		return true
	}
	for _, m := range w.matches {
		if m.factor != factorPrefix && slices.Contains(l.keys, c.terms[m.term].key) {
			return true
		}
	}
	return false
}

func all[T any](list []T, fn func(T) bool) bool {
	for _, x := range list {
		if !fn(x) {
			return false
		}
	}
	return true
}

func coverage(d *doc, have []bool) *Coverage {
	cov := &Coverage{Total: len(d.ingredients), Missing: []string{}}
	for _, in := range d.ingredients {
		if in.id >= 0 && have[in.id] {
			cov.Have++
		} else {
			cov.Missing = append(cov.Missing, in.name)
		}
	}
	return cov
}

// didYouMean spells a query that found nothing the way the catalogue does, word by word: each word
// that matches nothing becomes the catalogue's closest word (two edits at most; among equally close
// words the one found in the most telling field, a title before a step, then the most used).
func (c *corpus) didYouMean(text string, words []queryWord) string {
	var out []string
	changed := false
	for _, w := range words {
		if len(w.matches) > 0 {
			out = append(out, w.surface)
			continue
		}
		best, bestDist, bestWeight, bestLen := "", 3, float32(0), 0
		q := []rune(w.surface)
		for i := range c.terms {
			t := &c.terms[i]
			if t.word == "" {
				continue
			}
			dist := distance(q, []rune(surface(t.word)))
			if dist > 2 {
				continue
			}
			weight := float32(0)
			for _, p := range t.postings {
				weight = max(weight, p.weight)
			}
			if dist < bestDist || dist == bestDist && (weight > bestWeight || weight == bestWeight && len(t.postings) > bestLen) {
				best, bestDist, bestWeight, bestLen = t.word, dist, weight, len(t.postings)
			}
		}
		if best == "" {
			return ""
		}
		out = append(out, best)
		changed = true
	}
	if !changed {
		return ""
	}
	return strings.Join(out, " ")
}

// distance is the Levenshtein distance of a and b, counted up to 3 (anything farther is 3).
func distance(a, b []rune) int {
	if d := len(a) - len(b); d > 2 || d < -2 {
		return 3
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return min(prev[len(b)], 3)
}
