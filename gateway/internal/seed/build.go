package seed

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/artwork"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// namespace makes ids deterministic: reseeding gives every item the id it had before.
var namespace = uuid.MustParse("6f1c2f1e-5d0a-4c55-9a47-1f4e3c2b7a10")

func groupID(kind, key string) string {
	return uuid.NewSHA1(namespace, []byte(kind+"/"+key)).String()
}

func docID(kind, key, lang string) string {
	return uuid.NewSHA1(namespace, []byte(kind+"/"+key+"/"+lang)).String()
}

// imageJob is a picture to draw and store as media.
type imageJob struct {
	path          string
	spec          imageSpec
	seed          string
	width, height int
}

// builder turns the catalogue into store documents, one per language.
type builder struct {
	cat  *Catalogue
	docs []store.Document
	jobs map[string]imageJob

	gradientMu sync.Mutex
	gradients  map[string][]string

	categories map[string]category
	tags       map[string]tag
	authors    map[string]author
	recipes    map[string]recipe
	// ingredients maps an ingredient key to its slug per language and its first-seen names.
	ingredients     map[string]*ingredientEntry
	ingredientOrder []string
	ingredientSlugs map[string]string // lang/slug → key
}

type ingredientEntry struct {
	slug L[string]
	name L[[2]string]
}

func newBuilder(cat *Catalogue) *builder {
	b := &builder{
		cat:             cat,
		jobs:            map[string]imageJob{},
		gradients:       map[string][]string{},
		categories:      map[string]category{},
		tags:            map[string]tag{},
		authors:         map[string]author{},
		recipes:         map[string]recipe{},
		ingredients:     map[string]*ingredientEntry{},
		ingredientSlugs: map[string]string{},
	}
	for _, c := range cat.Categories {
		b.categories[c.Key] = c
	}
	for _, t := range cat.Tags {
		b.tags[t.Key] = t
	}
	for _, a := range cat.Authors {
		b.authors[a.Key] = a
	}
	for _, r := range cat.Recipes {
		b.recipes[r.Key] = r
		for _, g := range r.Ingredients {
			for _, line := range g.Items {
				b.ingredient(line)
			}
		}
	}
	return b
}

// image registers a picture and returns how documents refer to it.
func (b *builder) image(path string, spec imageSpec, width, height int, lang string) model.Image {
	if _, ok := b.jobs[path]; !ok {
		b.jobs[path] = imageJob{path: path, spec: spec, seed: path, width: width, height: height}
	}
	col, _ := artwork.ParseHex(spec.Colors[0])
	return model.Image{
		URL:      "/api/media/" + path + "?v=" + pictureVersion(path, spec, width, height),
		Width:    width,
		Height:   height,
		Alt:      spec.Alt.In(lang),
		Color:    fmt.Sprintf("#%02x%02x%02x", col.R, col.G, col.B),
		Gradient: b.gradient(path, spec),
	}
}

// pictureVersion names what a picture looks like: a hash of everything it is drawn from. It goes
// into the picture's URL, so that the URL changes when the picture does, and browsers, CDNs and
// the gateway's variants can keep each URL for a year.
func pictureVersion(path string, spec imageSpec, width, height int) string {
	h := fnv.New32a()
	fmt.Fprintf(h, "%d|%s|%s|%s|%dx%d", artwork.Revision, path, spec.Motif, strings.Join(spec.Colors, ","), width, height)
	return fmt.Sprintf("%08x", h.Sum32())
}

// gradient is the picture's colour at its top left, top right and bottom: the means of those parts
// of a 16×12 rendering. The site paints them as gradients while the picture loads (spec §4), a few
// dozen bytes where a blurred JPEG preview would be over a kilobyte.
func (b *builder) gradient(seed string, spec imageSpec) []string {
	b.gradientMu.Lock()
	defer b.gradientMu.Unlock()
	if g, ok := b.gradients[seed]; ok {
		return g
	}
	const w, h = 16, 12
	img, err := artwork.Render(artworkSpec(spec, seed), w, h)
	if err != nil {
		return nil
	}
	mean := func(r image.Rectangle) string {
		var sr, sg, sb, n int
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
				sr, sg, sb, n = sr+int(c.R), sg+int(c.G), sb+int(c.B), n+1
			}
		}
		return fmt.Sprintf("#%02x%02x%02x", sr/n, sg/n, sb/n)
	}
	g := []string{mean(image.Rect(0, 0, w/2, h/2)), mean(image.Rect(w/2, 0, w, h/2)), mean(image.Rect(0, h/2, w, h))}
	b.gradients[seed] = g
	return g
}

func artworkSpec(spec imageSpec, seed string) artwork.Spec {
	s := artwork.Spec{Motif: spec.Motif, Seed: seed}
	for _, c := range spec.Colors {
		if col, err := artwork.ParseHex(c); err == nil {
			s.Colors = append(s.Colors, col)
		}
	}
	return s
}

func (b *builder) add(d store.Document) {
	b.docs = append(b.docs, d)
}

func mustJSON(v any) []byte {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("seed: unable to encode %T: %v", v, err))
	}
	return raw
}

func alternate(lang string, slugs L[string]) *model.Alternate {
	other := model.Other(lang)
	return &model.Alternate{Language: other, Slug: slugs.In(other)}
}

// publishedAt spreads the items of one day over the morning so that lists have a stable order.
func publishedAt(date, key string) time.Time {
	t, _ := time.Parse(time.DateOnly, date)
	return t.Add(6*time.Hour + time.Duration(hash(key)%240)*time.Minute)
}

func hash(s string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(s))
	return h.Sum32()
}

// likeCount gives every demo item a plausible, stable number of likes; a few popular ones reach
// thousands so that the compact count format (1.2k) shows.
func likeCount(key string) int {
	h := hash("likes/" + key)
	if h%100 < 20 {
		return 1000 + int(h%27000)
	}
	return 12 + int(h%980)
}

func (b *builder) authorRef(key, lang string) model.Author {
	a := b.authors[key]
	ref := model.Author{Name: a.Name, Slug: a.Slug, NewType: a.NewType}
	if a.Image != nil {
		img := b.image("authors/"+a.Key+".jpg", *a.Image, 480, 480, lang)
		ref.Image = &img
	}
	return ref
}

func (b *builder) tagRefs(keys []string, lang string) []model.TagRef {
	refs := []model.TagRef{}
	for _, k := range keys {
		t := b.tags[k]
		refs = append(refs, model.TagRef{ID: docID("tag", k, lang), Slug: t.Slug.In(lang), Title: t.Title.In(lang), Type: t.Type, IsHidden: t.Hidden})
	}
	return refs
}

func (b *builder) categoryRef(key, lang string) model.CategoryRef {
	c := b.categories[key]
	return model.CategoryRef{ID: docID("category", key, lang), Slug: c.Slug.In(lang), Title: c.Title.In(lang), Group: c.Group}
}

func (b *builder) categoryRefs(keys []string, lang string) []model.CategoryRef {
	refs := []model.CategoryRef{}
	for _, k := range keys {
		refs = append(refs, b.categoryRef(k, lang))
	}
	return refs
}

// ingredient returns the key of an ingredient line, registering its page the first time.
func (b *builder) ingredient(line ingredientLine) string {
	key := model.Slugify(line.Name.EN[0])
	if _, ok := b.ingredients[key]; ok {
		return key
	}
	e := &ingredientEntry{name: line.Name}
	for _, lang := range model.Languages {
		s := model.Slugify(line.Name.In(lang)[0])
		for n := 2; b.ingredientSlugs[lang+"/"+s] != ""; n++ {
			s = fmt.Sprintf("%s-%d", model.Slugify(line.Name.In(lang)[0]), n)
		}
		b.ingredientSlugs[lang+"/"+s] = key
		if lang == "de" {
			e.slug.DE = s
		} else {
			e.slug.EN = s
		}
	}
	b.ingredients[key] = e
	b.ingredientOrder = append(b.ingredientOrder, key)
	return key
}

func (b *builder) recipeSummary(r recipe, lang, imagePath string) model.Summary {
	published := publishedAt(r.PublishedAt, r.Key)
	img := b.image(imagePath, r.Image, 1600, 1200, lang)
	s := model.Summary{
		ID:            docID("content", r.Key, lang),
		ContentID:     groupID("content", r.Key),
		Type:          "recipe",
		Language:      lang,
		Alternate:     alternate(lang, r.Slug),
		Slug:          r.Slug.In(lang),
		Title:         r.Title.In(lang),
		Description:   r.Description.In(lang),
		Image:         img,
		Author:        b.authorRef(r.Author, lang),
		UserReactions: model.UserReactions{LikeCount: likeCount(r.Key)},
		Publishing:    model.Publishing{State: "published", PublishedAt: &published},
		Community:     r.Community,
		Tags:          b.tagRefs(r.Tags, lang),
		Duration:      &model.Duration{Preparation: r.Duration.Preparation, Baking: r.Duration.Baking, Resting: r.Duration.Resting},
		Difficulty:    r.Difficulty,
		IsPremium:     r.Premium,
	}
	if r.Video {
		s.Video = video(r, lang, img)
	}
	return s
}

// addRecipe writes both language versions of a recipe; imagePath lets synthetic recipes share the
// pictures of the demo recipe they are made from.
func (b *builder) addRecipe(r recipe, imagePath string) {
	var terms []string
	for _, k := range r.Categories {
		terms = append(terms, groupID("category", k))
	}
	for _, k := range r.Tags {
		terms = append(terms, groupID("tag", k))
	}
	for _, g := range r.Ingredients {
		for _, line := range g.Items {
			terms = append(terms, groupID("ingredient", b.ingredient(line)))
		}
	}
	terms = dedupe(terms)
	isDrink := false
	for _, c := range r.Categories {
		isDrink = isDrink || c == "drinks"
	}
	for _, lang := range model.Languages {
		summary := b.recipeSummary(r, lang, imagePath)
		full := model.Recipe{
			Summary:    summary,
			Categories: b.categoryRefs(r.Categories, lang),
			Servings: model.Servings{Amount: r.Servings, Unit: model.Plural{
				One: servingUnits[isDrink].In(lang)[0], Many: servingUnits[isDrink].In(lang)[1]}},
			Utensils:  []model.Utensil{},
			UpdatedAt: *summary.Publishing.PublishedAt,
		}
		if most := r.MaxServings; most > 0 {
			full.Servings.Max = &most
		}
		for _, g := range r.Ingredients {
			group := model.IngredientGroup{Items: []model.IngredientItem{}}
			if g.Group != nil {
				title := g.Group.In(lang)
				group.Title = &title
			}
			for _, line := range g.Items {
				key := b.ingredient(line)
				item := model.IngredientItem{
					Ingredient: b.ingredients[key].slug.In(lang),
					Name:       model.Plural{One: line.Name.In(lang)[0], Many: line.Name.In(lang)[1]},
					Amount:     line.Amount,
				}
				if line.Unit != nil {
					u, _ := model.UnitOf(*line.Unit, lang)
					item.Unit = &u
				}
				if line.Note != nil && line.Note.In(lang) != "" {
					note := line.Note.In(lang)
					item.Note = &note
				}
				group.Items = append(group.Items, item)
			}
			full.Ingredients = append(full.Ingredients, group)
		}
		for i, s := range r.Steps {
			full.Steps = append(full.Steps, model.Step{Position: i + 1, Text: s.In(lang)})
		}
		for _, u := range r.Utensils {
			full.Utensils = append(full.Utensils, model.Utensil{Name: u.In(lang)})
		}
		if r.Nutrition != nil {
			full.Nutrition = &model.Nutrition{Calories: r.Nutrition.Calories, Protein: r.Nutrition.Protein, Fat: r.Nutrition.Fat, Carbohydrates: r.Nutrition.Carbohydrates}
		}
		b.add(store.Document{
			ID: summary.ID, GroupID: summary.ContentID, Kind: "recipe", Language: lang, Slug: summary.Slug,
			Title: summary.Title, AuthorSlug: summary.Author.Slug, Community: r.Community,
			PublishedAt: *summary.Publishing.PublishedAt, Summary: mustJSON(summary), Body: mustJSON(full),
			UpdatedAt: full.UpdatedAt, Terms: terms, OldSlugs: r.OldSlugs.In(lang),
		})
	}
}

func (b *builder) storySummary(s story, lang string) model.Summary {
	published := publishedAt(s.PublishedAt, s.Key)
	return model.Summary{
		ID:            docID("content", s.Key, lang),
		ContentID:     groupID("content", s.Key),
		Type:          "article",
		Language:      lang,
		Alternate:     alternate(lang, s.Slug),
		Slug:          s.Slug.In(lang),
		Title:         s.Title.In(lang),
		Description:   s.Description.In(lang),
		Image:         b.image("stories/"+s.Key+".jpg", s.Image, 1600, 1200, lang),
		Author:        b.authorRef(s.Author, lang),
		UserReactions: model.UserReactions{LikeCount: likeCount(s.Key)},
		Publishing:    model.Publishing{State: "published", PublishedAt: &published},
		Tags:          b.tagRefs(s.Tags, lang),
	}
}

func (b *builder) addStory(s story) {
	var terms []string
	for _, k := range s.Categories {
		terms = append(terms, groupID("category", k))
	}
	for _, k := range s.Tags {
		terms = append(terms, groupID("tag", k))
	}
	for _, lang := range model.Languages {
		summary := b.storySummary(s, lang)
		full := model.Article{Summary: summary, Categories: b.categoryRefs(s.Categories, lang), UpdatedAt: *summary.Publishing.PublishedAt}
		for i, blk := range s.Blocks {
			out := model.Block{Type: blk.Type}
			switch blk.Type {
			case "headline":
				out.Text = blk.Text.In(lang)
			case "text":
				out.HTML = model.SanitizeHTML(blk.HTML.In(lang))
			case "quote":
				out.Text = blk.Text.In(lang)
				if blk.Cite != nil {
					cite := blk.Cite.In(lang)
					out.Cite = &cite
				}
			case "image_collection":
				for j, spec := range blk.Images {
					img := model.CaptionedImage{Image: b.image(fmt.Sprintf("stories/%s-%d-%d.jpg", s.Key, i, j), spec, 1200, 900, lang)}
					if spec.Caption != nil {
						caption := spec.Caption.In(lang)
						img.Caption = &caption
					}
					out.Images = append(out.Images, img)
				}
			case "recipes":
				out.Title = blk.Title.In(lang)
				for _, k := range blk.Recipes {
					out.Items = append(out.Items, b.recipeSummary(b.recipes[k], lang, "recipes/"+k+".jpg"))
				}
			case "proscons":
				out.Title, out.Pros, out.Cons = blk.Title.In(lang), blk.Pros.In(lang), blk.Cons.In(lang)
			case "cta_button":
				out.Label, out.Href = blk.Label.In(lang), blk.Href.In(lang)
			case "link_collection":
				out.Title = blk.Title.In(lang)
				for _, l := range blk.Links {
					out.Links = append(out.Links, model.Link{Title: l.Title.In(lang), Href: l.Href.In(lang)})
				}
			default:
				panic(fmt.Sprintf("seed: story %q has an unknown block type %q", s.Key, blk.Type))
			}
			full.Blocks = append(full.Blocks, out)
		}
		b.add(store.Document{
			ID: summary.ID, GroupID: summary.ContentID, Kind: "article", Language: lang, Slug: summary.Slug,
			Title: summary.Title, AuthorSlug: summary.Author.Slug, PublishedAt: *summary.Publishing.PublishedAt,
			Summary: mustJSON(summary), Body: mustJSON(full), UpdatedAt: full.UpdatedAt, Terms: terms,
			OldSlugs: s.OldSlugs.In(lang),
		})
	}
}

func (b *builder) addTaxonomies() {
	for i, c := range b.cat.Categories {
		for _, lang := range model.Languages {
			doc := model.Category{
				CategoryRef: b.categoryRef(c.Key, lang),
				Language:    lang,
				Alternate:   alternate(lang, c.Slug),
				Description: c.Description.In(lang),
			}
			if c.Image != nil {
				img := b.image("categories/"+c.Key+".jpg", *c.Image, 1200, 900, lang)
				doc.Image = &img
			}
			if parent := parentCategory(c); parent != "" {
				ref := b.categoryRef(parent, lang)
				doc.Parent = &ref
			}
			b.add(store.Document{ID: doc.ID, GroupID: groupID("category", c.Key), Kind: "category", Language: lang,
				Slug: doc.Slug, Title: doc.Title, Position: i, Body: mustJSON(doc)})
		}
	}
	for i, t := range b.cat.Tags {
		for _, lang := range model.Languages {
			doc := model.Tag{TagRef: b.tagRefs([]string{t.Key}, lang)[0], Language: lang, Alternate: alternate(lang, t.Slug)}
			b.add(store.Document{ID: doc.ID, GroupID: groupID("tag", t.Key), Kind: "tag", Language: lang,
				Slug: doc.Slug, Title: doc.Title, Position: i, Body: mustJSON(doc)})
		}
	}
	for i, a := range b.cat.Authors {
		for _, lang := range model.Languages {
			doc := model.AuthorProfile{Author: b.authorRef(a.Key, lang), ID: groupID("author", a.Key), Kind: a.Kind,
				Language: lang, Bio: a.Bio.In(lang), Website: a.Website}
			b.add(store.Document{ID: docID("author", a.Key, lang), GroupID: doc.ID, Kind: "author", Language: lang,
				Slug: a.Slug, Title: a.Name, Position: i, Body: mustJSON(doc)})
		}
	}
}

// parentCategory puts the baking and drinks categories under their "all …" category.
func parentCategory(c category) string {
	if (c.Group == "baking" || c.Group == "drinks") && c.Key != c.Group {
		return c.Group
	}
	return ""
}

func (b *builder) addIngredients() {
	aisles := b.cat.aisleOf()
	for i, key := range b.ingredientOrder {
		e := b.ingredients[key]
		for _, lang := range model.Languages {
			doc := model.Ingredient{ID: docID("ingredient", key, lang), Language: lang, Alternate: alternate(lang, e.slug),
				Slug: e.slug.In(lang), Name: model.Plural{One: e.name.In(lang)[0], Many: e.name.In(lang)[1]}, Aisle: aisles[key]}
			b.add(store.Document{ID: doc.ID, GroupID: groupID("ingredient", key), Kind: "ingredient", Language: lang,
				Slug: doc.Slug, Title: strings.ToLower(doc.Name.One), Position: i, Body: mustJSON(doc)})
		}
	}
}

func (b *builder) addTipsAndCollections() {
	for i, t := range b.cat.Tips {
		for _, lang := range model.Languages {
			doc := model.ShoppingTip{ID: docID("shopping_tip", t.Key, lang), Language: lang, Alternate: alternate(lang, t.Slug),
				Slug: t.Slug.In(lang), Title: t.Title.In(lang), Description: t.Description.In(lang), Season: t.Season,
				HTML: model.SanitizeHTML(t.HTML.In(lang)), Image: b.image("shopping-tips/"+t.Key+".jpg", t.Image, 1200, 900, lang)}
			if doc.Season == nil {
				doc.Season = []int{}
			}
			b.add(store.Document{ID: doc.ID, GroupID: groupID("shopping_tip", t.Key), Kind: "shopping_tip", Language: lang,
				Slug: doc.Slug, Title: doc.Title, Position: i, Body: mustJSON(doc)})
		}
	}
	for i, c := range b.cat.Collections {
		for _, lang := range model.Languages {
			doc := model.ContentCollection{ID: docID("collection", c.Key, lang), Language: lang, Alternate: alternate(lang, c.Slug),
				Slug: c.Slug.In(lang), Title: c.Title.In(lang), Description: c.Description.In(lang),
				Image: b.image("collections/"+c.Key+".jpg", c.Image, 1200, 900, lang)}
			for _, k := range c.Recipes {
				doc.Items = append(doc.Items, b.recipeSummary(b.recipes[k], lang, "recipes/"+k+".jpg"))
			}
			b.add(store.Document{ID: doc.ID, GroupID: groupID("collection", c.Key), Kind: "collection", Language: lang,
				Slug: doc.Slug, Title: doc.Title, Position: i, Body: mustJSON(doc)})
		}
	}
}

func dedupe(list []string) []string {
	seen := map[string]bool{}
	out := list[:0]
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
