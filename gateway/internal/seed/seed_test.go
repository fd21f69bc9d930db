package seed

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// TestDemoCatalogue checks what the issue asks of the demo content, on the data as written.
func TestDemoCatalogue(t *testing.T) {
	cat, err := LoadDemo()
	if err != nil {
		t.Fatal(err)
	}
	if len(cat.Recipes) < 40 || len(cat.Stories) < 12 {
		t.Fatalf("%d recipes, %d stories", len(cat.Recipes), len(cat.Stories))
	}
	partners, community := 0, 0
	for _, a := range cat.Authors {
		if a.Kind == "partner" {
			partners++
		}
	}
	for _, r := range cat.Recipes {
		if r.Community {
			community++
		}
	}
	if len(cat.Authors) < 6 || partners < 2 || community < 3 {
		t.Fatalf("%d authors, %d partners, %d community recipes", len(cat.Authors), partners, community)
	}
	used := map[string]int{}
	for _, r := range cat.Recipes {
		for _, c := range r.Categories {
			used[c]++
		}
		for _, tg := range r.Tags {
			used["tag:"+tg]++
		}
	}
	group := map[string]string{}
	for _, c := range cat.Categories {
		group[c.Key] = c.Group
		if c.Group != "news" && used[c.Key] == 0 {
			t.Errorf("menu category %q has no recipe", c.Key)
		}
	}
	// Every recipe names its cuisine: Google's Recipe rich result recommends recipeCuisine.
	for _, r := range cat.Recipes {
		if !slices.ContainsFunc(r.Categories, func(c string) bool { return group[c] == "cuisine" }) {
			t.Errorf("recipe %q has no cuisine category", r.Key)
		}
	}
	for _, tg := range []string{"vegan", "vegetarian", "brand-content", "featured-contributor"} {
		if used["tag:"+tg] == 0 {
			t.Errorf("no recipe carries tag %q", tg)
		}
	}
	blocks := map[string]bool{}
	for _, s := range cat.Stories {
		for _, b := range s.Blocks {
			blocks[b.Type] = true
		}
	}
	for _, b := range []string{"headline", "text", "quote", "image_collection", "recipes", "proscons", "cta_button", "link_collection"} {
		if !blocks[b] {
			t.Errorf("no story uses block %q", b)
		}
	}
}

// TestIngredientNames checks that every ingredient has one name per language: two German names for
// one English one (or the other way round) would list the same ingredient twice on the A–Z pages.
func TestIngredientNames(t *testing.T) {
	cat, err := LoadDemo()
	if err != nil {
		t.Fatal(err)
	}
	deOf, enOf := map[string]string{}, map[string]string{}
	for _, r := range cat.Recipes {
		for _, g := range r.Ingredients {
			for _, line := range g.Items {
				en, de := strings.ToLower(line.Name.EN[0]), strings.ToLower(line.Name.DE[0])
				if prev, ok := deOf[en]; ok && prev != de {
					t.Errorf("%s: %q is %q here and %q elsewhere", r.Key, en, de, prev)
				}
				if prev, ok := enOf[de]; ok && prev != en {
					t.Errorf("%s: %q is %q here and %q elsewhere", r.Key, de, en, prev)
				}
				deOf[en], enOf[de] = de, en
			}
		}
	}
}

func TestCheckFindsBrokenData(t *testing.T) {
	cat, err := LoadDemo()
	if err != nil {
		t.Fatal(err)
	}
	broken := *cat
	broken.Recipes = append([]recipe(nil), cat.Recipes...)
	broken.Recipes[0].Categories = append([]string{"no-such-category"}, broken.Recipes[0].Categories...)
	broken.Recipes[1].Slug.EN = broken.Recipes[2].Slug.EN
	broken.Recipes[3].Title.DE = " "
	err = broken.check()
	for _, want := range []string{`unknown key "no-such-category"`, "is taken", "a language is missing"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("check() = %v, want it to mention %q", err, want)
		}
	}
}

func TestSlugify(t *testing.T) {
	for in, want := range map[string]string{
		"Crème fraîche":               "creme-fraiche",
		"Äpfel":                       "aepfel",
		"Weißkohl":                    "weisskohl",
		"  olive oil (extra virgin) ": "olive-oil-extra-virgin",
		"Jalapeño":                    "jalapeno",
	} {
		if got := model.Slugify(in); got != want {
			t.Errorf("model.Slugify(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSynthetic writes generated recipes in both languages; each is findable and links to the
// categories of the demo recipe it was made from.
func TestSynthetic(t *testing.T) {
	ctx := context.Background()
	st := storetest.Backends(t)[0].Open(t)
	if err := Synthetic(ctx, st, 120); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"de", "en"} {
		_, total, err := st.List(ctx, store.Query{Kinds: []string{"recipe"}, Language: lang, Page: 1, PerPage: 1})
		if err != nil || total != 120 {
			t.Fatalf("%s: %d recipes, %v", lang, total, err)
		}
	}
	d, err := st.BySlug(ctx, "recipe", "en", "grandma-s-spaghetti-carbonara-no-0")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(d.Body), `"/api/media/recipes/spaghetti-carbonara.jpg?v=`) {
		t.Error("synthetic recipes share the picture of their demo recipe")
	}
}
