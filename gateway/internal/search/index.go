// Package search is the content API's search: one in-memory index per language, built from the
// store's published documents, so SQLite and PostgreSQL give the same answers with the same German
// folding, compound splitting and typo tolerance, and a query costs no database round trip.
//
// Why not the databases' own full-text search: SQLite's FTS5 and PostgreSQL's tsvector/pg_trgm
// tokenize, stem and rank differently, neither splits German compounds, and typo tolerance would be
// written twice. The index holds only what ranking needs (terms, flags, a few numbers per recipe);
// the cards a search answers with are read from the store by id, so they are as fresh as the store.
package search

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"log/slog"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Source is what the index is built from: the store.
type Source interface {
	// Each calls fn with every published document of the given kinds, in every language.
	Each(ctx context.Context, kinds []string, fn func(store.Document) error) error
	// Version changes whenever a document is written or removed.
	Version(ctx context.Context) (string, error)
}

// Index answers searches from the latest snapshot of the catalogue; a rebuild swaps the snapshot
// atomically, so searches never wait for one.
type Index struct {
	cfg     Config
	src     Source
	logger  *slog.Logger
	rules   rules
	lexica  map[string]*lexicon
	current atomic.Pointer[snapshot]
}

// New prepares an index; Build fills it.
func New(cfg Config, src Source, logger *slog.Logger) (*Index, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	r, err := loadRules()
	if err != nil {
		return nil, err
	}
	ix := &Index{cfg: cfg, src: src, logger: logger, rules: r, lexica: map[string]*lexicon{}}
	for _, lang := range model.Languages {
		if ix.lexica[lang], err = loadLexicon(lang); err != nil {
			return nil, err
		}
	}
	ix.current.Store(&snapshot{corpora: map[string]*corpus{}})
	return ix, nil
}

// Build reads the catalogue and replaces the snapshot.
func (ix *Index) Build(ctx context.Context) error {
	start := time.Now()
	version, err := ix.src.Version(ctx)
	if err != nil {
		return err
	}
	// One builder per language, each in its own goroutine, fed in the order the store reads.
	g, gctx := errgroup.WithContext(ctx)
	builders := map[string]*builder{}
	feeds := map[string]chan store.Document{}
	for _, lang := range model.Languages {
		b, feed := newBuilder(lang, ix.lexica[lang], ix.rules), make(chan store.Document, 64)
		builders[lang], feeds[lang] = b, feed
		g.Go(func() error {
			for d := range feed {
				if err := b.read(d); err != nil {
					for range feed {
					}
					return err
				}
			}
			return nil
		})
	}
	// Taxonomies first: a recipe's filters are read through its categories and tags.
	for _, kinds := range [][]string{{"category", "tag", "ingredient"}, {"recipe", "article"}} {
		if err == nil {
			err = ix.src.Each(gctx, kinds, func(d store.Document) error {
				if feed := feeds[d.Language]; feed != nil {
					feed <- d
				}
				return gctx.Err()
			})
		}
	}
	for _, feed := range feeds {
		close(feed)
	}
	if werr := g.Wait(); err == nil {
		err = werr
	}
	if err != nil {
		return err
	}
	snap := &snapshot{version: version, corpora: map[string]*corpus{}}
	docs := 0
	for lang, b := range builders {
		snap.corpora[lang] = b.finish()
		docs += len(snap.corpora[lang].docs)
	}
	ix.current.Store(snap)
	ix.logger.Info("search index built", slog.Int("docs", docs), slog.Duration("took", time.Since(start)))
	return nil
}

// Run rebuilds the index whenever the store's version changes, until ctx ends. A failed check or
// build keeps the old snapshot and is tried again at the next tick.
func (ix *Index) Run(ctx context.Context) {
	t := time.NewTicker(ix.cfg.RefreshInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		version, err := ix.src.Version(ctx)
		if err == nil && version == ix.current.Load().version {
			continue
		}
		if err == nil {
			err = ix.Build(ctx)
		}
		if err != nil && ctx.Err() == nil {
			ix.logger.Warn("search index not refreshed", slog.Any("error", err))
		}
	}
}

// snapshot is one immutable build of the index.
type snapshot struct {
	version string
	corpora map[string]*corpus
}

// Fields a word can be found in, and what a match there is worth.
const (
	weightTitle      = 8
	weightTaxonomy   = 4
	weightIngredient = 2
	weightBody       = 1
)

// Flags of a document for the filters.
const (
	flagVegetarian uint16 = 1 << iota
	flagVegan
	flagBreakfast
	flagLunch
	flagDinner
	flagQuick
	flagHealthy
	flagKids
)

// doc is what the index keeps of one recipe or story.
type doc struct {
	id         string
	slug       string
	article    bool
	title      string // surface form of the whole title, to spot "the query is the title"
	display    string
	community  bool
	likes      int
	published  int64
	minutes    int
	difficulty string
	flags      uint16
	// rank is the place of the document when scores tie; computed once per build (rankDocs).
	rank       int32
	categories []int32
	tags       []int32
	// ingredients are the counted (non-staple) ingredients by slug, with their display names.
	ingredients []ingredientUse
}

type ingredientUse struct {
	// id is the ingredient's place in corpus.ingredients, -1 for one without an ingredient page.
	id   int32
	name string
}

// posting says that a term occurs in a document, and the best weight it has there.
type posting struct {
	doc    int32
	weight float32
}

// term is one indexed word (its key) with where it occurs.
type term struct {
	key   string
	runes []rune
	// spellings are the surface forms of the catalogue's words with this key (a few), for typos the
	// stemmer would hide: "pancakess" is one letter from "pancakes", three from the key "pancak".
	spellings [][]rune
	words     []string
	word      string // a word of the catalogue it stands for, shown in "did you mean"
	postings  []posting
}

// label is a category, tag or ingredient as a filter and as a suggestion.
type label struct {
	slug   string
	hidden bool
	title  string
	words  []string // surface forms of the title's words
	keys   []string // keys of the title's words and their parts
}

// corpus is the index of one language.
type corpus struct {
	lang         string
	lx           *lexicon
	docs         []doc
	terms        []term // sorted by key, for prefix ranges
	byKey        map[string]int32
	categories   []label
	tags         []label
	ingredients  []label
	categoryBy   map[string]int32 // by slug
	tagBy        map[string]int32
	ingredientBy map[string]int32
}

// builder collects one language's documents into a corpus.
type builder struct {
	lang  string
	lx    *lexicon
	rules rules
	c     *corpus
	// English slugs of categories and tags by their id in this language, for the rules.
	categoryKey map[string]string
	tagKey      map[string]string
	categoryIdx map[string]int32
	tagIdx      map[string]int32
	postings    map[string]*term
	// seen remembers what the lexicon said of every word so far: a catalogue repeats its words
	// thousands of times, and folding, stemming and splitting each is the bulk of a build.
	seen    map[string]wordInfo
	staples map[string]bool
}

func (b *builder) staple(name string) bool {
	is, ok := b.staples[name]
	if !ok {
		is = b.lx.isStaple(name)
		b.staples[name] = is
	}
	return is
}

// wordInfo is a word of the catalogue as the index files it.
type wordInfo struct {
	key   string
	parts []string
	stop  bool
}

func (b *builder) word(w string) wordInfo {
	if info, ok := b.seen[w]; ok {
		return info
	}
	info := wordInfo{key: b.lx.stem.key(w), parts: b.lx.partsOf(w), stop: b.lx.stop[surface(w)]}
	b.seen[w] = info
	return info
}

func newBuilder(lang string, lx *lexicon, r rules) *builder {
	return &builder{lang: lang, lx: lx, rules: r,
		c:           &corpus{lang: lang, lx: lx, categoryBy: map[string]int32{}, tagBy: map[string]int32{}, ingredientBy: map[string]int32{}},
		categoryKey: map[string]string{}, tagKey: map[string]string{},
		categoryIdx: map[string]int32{}, tagIdx: map[string]int32{},
		postings: map[string]*term{},
		seen:     map[string]wordInfo{}, staples: map[string]bool{}}
}

// taxonomyDoc is the part of a category, tag or ingredient document the index reads.
type taxonomyDoc struct {
	ID        string           `json:"id"`
	Slug      string           `json:"slug"`
	Title     string           `json:"title"`
	IsHidden  bool             `json:"is_hidden"`
	Name      *model.Plural    `json:"name"`
	Alternate *model.Alternate `json:"alternate"`
}

// contentDoc is the part of a recipe or story the index reads.
type contentDoc struct {
	Description   string              `json:"description"`
	UserReactions model.UserReactions `json:"user_reactions"`
	Tags          []model.TagRef      `json:"tags"`
	Categories    []model.CategoryRef `json:"categories"`
	Duration      *model.Duration     `json:"duration"`
	Difficulty    string              `json:"difficulty"`
	Ingredients   []struct {
		Items []model.IngredientItem `json:"items"`
	} `json:"ingredients"`
	Steps     []model.Step     `json:"steps"`
	Nutrition *model.Nutrition `json:"nutrition"`
	Blocks    []model.Block    `json:"blocks"`
}

func (b *builder) read(d store.Document) error {
	switch d.Kind {
	case "category", "tag", "ingredient":
		var t taxonomyDoc
		if err := json.Unmarshal(d.Body, &t); err != nil {
			return fmt.Errorf("search: unable to read %s %s: %w", d.Kind, d.ID, err)
		}
		b.readTaxonomy(d.Kind, t)
	default:
		var c contentDoc
		if err := json.Unmarshal(d.Body, &c); err != nil {
			return fmt.Errorf("search: unable to read %s %s: %w", d.Kind, d.ID, err)
		}
		b.readContent(d, c)
	}
	return nil
}

func (b *builder) readTaxonomy(kind string, t taxonomyDoc) {
	english := t.Slug
	if b.lang != "en" && t.Alternate != nil {
		english = t.Alternate.Slug
	}
	l := label{slug: t.Slug, title: t.Title, hidden: t.IsHidden}
	if t.Name != nil {
		l.title = t.Name.Many
	}
	for _, w := range words(l.title) {
		l.words = append(l.words, surface(w))
		info := b.word(w)
		l.keys = append(l.keys, info.key)
		l.keys = append(l.keys, info.parts...)
	}
	if t.Name != nil {
		for _, w := range words(t.Name.One) {
			l.keys = append(l.keys, b.word(w).key)
		}
	}
	switch kind {
	case "category":
		b.categoryKey[t.ID] = english
		b.categoryIdx[t.ID] = int32(len(b.c.categories))
		b.c.categoryBy[t.Slug] = int32(len(b.c.categories))
		b.c.categories = append(b.c.categories, l)
	case "tag":
		b.tagKey[t.ID] = english
		b.tagIdx[t.ID] = int32(len(b.c.tags))
		b.c.tagBy[t.Slug] = int32(len(b.c.tags))
		b.c.tags = append(b.c.tags, l)
	default:
		b.c.ingredientBy[t.Slug] = int32(len(b.c.ingredients))
		b.c.ingredients = append(b.c.ingredients, l)
	}
}

var tags = regexp.MustCompile(`<[^>]*>`)

func (b *builder) readContent(d store.Document, c contentDoc) {
	n := int32(len(b.c.docs))
	dc := doc{id: d.ID, slug: d.Slug, article: d.Kind == "article", title: phrase(d.Title), display: d.Title, community: d.Community,
		likes: c.UserReactions.LikeCount, published: d.PublishedAt.Unix(), difficulty: c.Difficulty}
	b.index(n, d.Title, weightTitle)
	var english []string
	for _, ref := range c.Categories {
		if i, ok := b.categoryIdx[ref.ID]; ok {
			dc.categories = append(dc.categories, i)
			english = append(english, "c:"+b.categoryKey[ref.ID])
		}
		b.index(n, ref.Title, weightTaxonomy)
	}
	for _, ref := range c.Tags {
		if i, ok := b.tagIdx[ref.ID]; ok {
			dc.tags = append(dc.tags, i)
			english = append(english, "t:"+b.tagKey[ref.ID])
		}
		if !ref.IsHidden {
			b.index(n, ref.Title, weightTaxonomy)
		}
	}
	seen := map[string]bool{}
	for _, g := range c.Ingredients {
		for _, it := range g.Items {
			b.index(n, it.Name.One+" "+it.Name.Many, weightIngredient)
			if seen[it.Ingredient] || b.staple(it.Name.One) || b.staple(it.Name.Many) {
				continue
			}
			seen[it.Ingredient] = true
			id, ok := b.c.ingredientBy[it.Ingredient]
			if !ok {
				id = -1
			}
			dc.ingredients = append(dc.ingredients, ingredientUse{id: id, name: it.Name.One})
		}
	}
	b.index(n, c.Description, weightBody)
	for _, s := range c.Steps {
		b.index(n, s.Text, weightBody)
	}
	for _, bl := range c.Blocks {
		b.index(n, bl.Title+" "+bl.Text+" "+html.UnescapeString(tags.ReplaceAllString(bl.HTML, " ")), weightBody)
	}
	if c.Duration != nil {
		dc.minutes = c.Duration.Preparation + c.Duration.Baking + c.Duration.Resting
	}
	if !dc.article {
		dc.flags = b.flags(english, dc.minutes, c.Nutrition)
	}
	b.c.docs = append(b.c.docs, dc)
}

// flags applies data/rules.json to a recipe's categories and tags (as "c:slug" and "t:slug").
func (b *builder) flags(english []string, minutes int, n *model.Nutrition) uint16 {
	in := func(t taxonomy) bool {
		for _, s := range t.Categories {
			if slices.Contains(english, "c:"+s) {
				return true
			}
		}
		for _, s := range t.Tags {
			if slices.Contains(english, "t:"+s) {
				return true
			}
		}
		return false
	}
	inCategories := func(slugs []string) bool { return in(taxonomy{Categories: slugs}) }
	var f uint16
	if in(b.rules.Vegan) {
		f |= flagVegan | flagVegetarian
	}
	if in(b.rules.Vegetarian) {
		f |= flagVegetarian
	}
	for meal, flag := range map[string]uint16{"breakfast": flagBreakfast, "lunch": flagLunch, "dinner": flagDinner} {
		if inCategories(b.rules.Meal[meal]) {
			f |= flag
		}
	}
	if in(b.rules.Kids) {
		f |= flagKids
	}
	if minutes > 0 && minutes < b.rules.QuickMinutes {
		f |= flagQuick
	}
	h := b.rules.Healthy
	if !inCategories(h.NotIn) && (n != nil && n.Calories > 0 && n.Calories <= h.MaxCalories || inCategories(h.Always)) {
		f |= flagHealthy
	}
	return f
}

// index adds the words of text to document n with a field's weight; a compound's parts count a
// little less than the whole word, so "Salat" ranks above "Kartoffelsalat" for "salat".
func (b *builder) index(n int32, text string, weight float32) {
	for _, w := range words(text) {
		info := b.word(w)
		if info.stop {
			continue
		}
		k := info.key
		b.add(k, w, n, weight)
		for _, p := range info.parts {
			if p != k {
				b.add(p, "", n, weight*0.9)
			}
		}
	}
}

// maxSpellings caps the spellings kept per term.
const maxSpellings = 4

func (b *builder) add(key, word string, n int32, weight float32) {
	t := b.postings[key]
	if t == nil {
		t = &term{key: key}
		b.postings[key] = t
	}
	if word != "" && len(t.words) < maxSpellings && !slices.Contains(t.words, word) {
		t.words = append(t.words, word)
	}
	// Documents are read one after the other, so a document's postings are always the last one.
	if last := len(t.postings) - 1; last >= 0 && t.postings[last].doc == n {
		t.postings[last].weight = max(t.postings[last].weight, weight)
		return
	}
	t.postings = append(t.postings, posting{doc: n, weight: weight})
}

func (b *builder) finish() *corpus {
	c := b.c
	c.terms = make([]term, 0, len(b.postings))
	for _, t := range b.postings {
		t.runes = []rune(t.key)
		if len(t.words) > 0 {
			t.word = t.words[0]
		}
		for _, w := range t.words {
			t.spellings = append(t.spellings, []rune(surface(w)))
		}
		t.words = nil
		c.terms = append(c.terms, *t)
	}
	sort.Slice(c.terms, func(i, j int) bool { return c.terms[i].key < c.terms[j].key })
	rankDocs(c.docs)
	c.byKey = make(map[string]int32, len(c.terms))
	for i, t := range c.terms {
		c.byKey[t.key] = int32(i)
	}
	return c
}

// rankDocs orders the documents for ties once, so a search compares two numbers instead of three
// fields: editorial before community, then the most liked, then the newest, then by id.
func rankDocs(docs []doc) {
	order := make([]int, len(docs))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(i, j int) bool {
		a, b := &docs[order[i]], &docs[order[j]]
		switch {
		case a.community != b.community:
			return !a.community
		case a.likes != b.likes:
			return a.likes > b.likes
		case a.published != b.published:
			return a.published > b.published
		}
		return a.id < b.id
	})
	for rank, i := range order {
		docs[i].rank = int32(rank)
	}
}

// prefixed returns the terms that begin with p.
func (c *corpus) prefixed(p string) []term {
	i := sort.Search(len(c.terms), func(i int) bool { return c.terms[i].key >= p })
	j := i
	for j < len(c.terms) && strings.HasPrefix(c.terms[j].key, p) {
		j++
	}
	return c.terms[i:j]
}
