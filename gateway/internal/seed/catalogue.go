package seed

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/artwork"
	"github.com/tischlein/tischlein/gateway/internal/model"
)

//go:embed data/*.json
var dataFS embed.FS

// Catalogue is the demo content as written in data/.
type Catalogue struct {
	Recipes     []recipe
	Categories  []category
	Tags        []tag
	Authors     []author
	Stories     []story
	Tips        []shoppingTip
	Collections []collection
	// Aisles lists the ingredient keys (the slug of the English singular) in each aisle of a shop.
	Aisles map[string][]string
}

// LoadDemo reads and checks the embedded demo catalogue.
func LoadDemo() (*Catalogue, error) {
	c := &Catalogue{}
	files := map[string]any{
		"categories.json":    &c.Categories,
		"tags.json":          &c.Tags,
		"authors.json":       &c.Authors,
		"stories.json":       &c.Stories,
		"shopping-tips.json": &c.Tips,
		"collections.json":   &c.Collections,
		"aisles.json":        &c.Aisles,
	}
	for name, target := range files {
		if err := decode(name, target); err != nil {
			return nil, err
		}
	}
	recipeFiles, _ := fs.Glob(dataFS, "data/recipes-*.json")
	sort.Strings(recipeFiles)
	for _, f := range recipeFiles {
		var part []recipe
		if err := decode(strings.TrimPrefix(f, "data/"), &part); err != nil {
			return nil, err
		}
		c.Recipes = append(c.Recipes, part...)
	}
	if err := c.check(); err != nil {
		return nil, err
	}
	return c, nil
}

func decode(name string, target any) error {
	raw, err := dataFS.ReadFile("data/" + name)
	if err != nil {
		return fmt.Errorf("seed: unable to read %s: %w", name, err)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(target); err != nil {
		return fmt.Errorf("seed: %s: %w", name, err)
	}
	return nil
}

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// check finds what would make a broken catalogue: dangling keys, duplicate or malformed slugs,
// unknown units or motifs, and missing translations.
func (c *Catalogue) check() error {
	var errs []string
	fail := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }

	keys := func(kind string, list []string) map[string]bool {
		set := map[string]bool{}
		for _, k := range list {
			if set[k] {
				fail("%s key %q is used twice", kind, k)
			}
			set[k] = true
		}
		return set
	}
	categories := keys("category", mapKeys(c.Categories, func(x category) string { return x.Key }))
	tags := keys("tag", mapKeys(c.Tags, func(x tag) string { return x.Key }))
	authors := keys("author", mapKeys(c.Authors, func(x author) string { return x.Key }))
	recipes := keys("recipe", mapKeys(c.Recipes, func(x recipe) string { return x.Key }))
	keys("story", mapKeys(c.Stories, func(x story) string { return x.Key }))

	slugs := map[string]bool{}
	slug := func(kind, key string, s L[string]) {
		for _, lang := range []string{"de", "en"} {
			v := s.In(lang)
			if !slugPattern.MatchString(v) {
				fail("%s %q: %s slug %q is not a slug", kind, key, lang, v)
			}
			id := kind + "/" + lang + "/" + v
			if slugs[id] {
				fail("%s %q: %s slug %q is taken", kind, key, lang, v)
			}
			slugs[id] = true
		}
	}
	text := func(what string, s L[string]) {
		if strings.TrimSpace(s.DE) == "" || strings.TrimSpace(s.EN) == "" {
			fail("%s: a language is missing", what)
		}
	}
	image := func(what string, img imageSpec) {
		if !slices.Contains(artwork.Motifs(), img.Motif) {
			fail("%s: unknown image motif %q", what, img.Motif)
		}
		if len(img.Colors) == 0 {
			fail("%s: image has no colours", what)
		}
		for _, col := range img.Colors {
			if _, err := artwork.ParseHex(col); err != nil {
				fail("%s: colour %q: %v", what, col, err)
			}
		}
		text(what+" alt", img.Alt)
	}
	refs := func(what string, set map[string]bool, list []string) {
		for _, k := range list {
			if !set[k] {
				fail("%s: unknown key %q", what, k)
			}
		}
	}
	date := func(what, s string) {
		if _, err := time.Parse(time.DateOnly, s); err != nil {
			fail("%s: published_at %q is not a date", what, s)
		}
	}

	for _, x := range c.Categories {
		slug("category", x.Key, x.Slug)
		text("category "+x.Key+" title", x.Title)
		if x.Image != nil {
			image("category "+x.Key, *x.Image)
		}
	}
	for _, x := range c.Tags {
		slug("tag", x.Key, x.Slug)
		text("tag "+x.Key+" title", x.Title)
	}
	for _, x := range c.Authors {
		if !slugPattern.MatchString(x.Slug) {
			fail("author %q: slug %q is not a slug", x.Key, x.Slug)
		}
		text("author "+x.Key+" bio", x.Bio)
		if x.Image != nil {
			image("author "+x.Key, *x.Image)
		}
	}
	// checkContent checks what recipes and stories share.
	checkContent := func(what string, x content) {
		slug("content", x.Key, x.Slug)
		text(what+" title", x.Title)
		text(what+" description", x.Description)
		image(what, x.Image)
		date(what, x.PublishedAt)
		refs(what+" categories", categories, x.Categories)
		refs(what+" tags", tags, x.Tags)
		refs(what+" author", authors, []string{x.Author})
	}
	for _, r := range c.Recipes {
		what := "recipe " + r.Key
		checkContent(what, r.content)
		if !slices.Contains([]string{"easy", "medium", "hard"}, r.Difficulty) {
			fail("%s: difficulty %q", what, r.Difficulty)
		}
		if r.Servings < 1 || len(r.Steps) == 0 || len(r.Ingredients) == 0 {
			fail("%s: needs servings, ingredients and steps", what)
		}
		if r.MaxServings != 0 && (r.MaxServings < r.Servings || r.MaxServings > 100) {
			fail("%s: max_servings %d outside %d–100", what, r.MaxServings, r.Servings)
		}
		for _, g := range r.Ingredients {
			for _, it := range g.Items {
				if it.Unit != nil {
					if _, ok := model.UnitOf(*it.Unit, "de"); !ok {
						fail("%s: unknown unit %q", what, *it.Unit)
					}
				}
				if it.Name.DE[0] == "" || it.Name.EN[0] == "" || it.Name.DE[1] == "" || it.Name.EN[1] == "" {
					fail("%s: an ingredient lacks a name form", what)
				}
			}
		}
		for i, s := range r.Steps {
			text(fmt.Sprintf("%s step %d", what, i+1), s)
		}
	}
	for _, s := range c.Stories {
		what := "story " + s.Key
		checkContent(what, s.content)
		for _, b := range s.Blocks {
			refs(what+" recipes block", recipes, b.Recipes)
			for _, img := range b.Images {
				image(what+" image block", img)
			}
		}
	}
	aisles := c.aisleOf()
	for aisle := range c.Aisles {
		if !slices.Contains(model.Aisles, aisle) {
			fail("aisles: unknown aisle %q", aisle)
		}
	}
	for _, r := range c.Recipes {
		for _, g := range r.Ingredients {
			for _, it := range g.Items {
				if aisles[model.Slugify(it.Name.EN[0])] == "" {
					fail("aisles: ingredient %q of recipe %s is in no aisle", model.Slugify(it.Name.EN[0]), r.Key)
				}
			}
		}
	}
	for _, t := range c.Tips {
		slug("shopping_tip", t.Key, t.Slug)
		image("shopping tip "+t.Key, t.Image)
	}
	for _, col := range c.Collections {
		slug("collection", col.Key, col.Slug)
		image("collection "+col.Key, col.Image)
		refs("collection "+col.Key, recipes, col.Recipes)
	}
	if len(errs) > 0 {
		return fmt.Errorf("seed: the demo catalogue is broken:\n  %s", strings.Join(errs, "\n  "))
	}
	return nil
}

// aisleOf maps every ingredient key to its aisle.
func (c *Catalogue) aisleOf() map[string]string {
	out := map[string]string{}
	for aisle, keys := range c.Aisles {
		for _, k := range keys {
			out[k] = aisle
		}
	}
	return out
}

func mapKeys[T any](list []T, key func(T) string) []string {
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = key(x)
	}
	return out
}
