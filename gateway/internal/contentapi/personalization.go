package contentapi

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/labstack/echo/v5"
	"golang.org/x/text/collate"
	xlanguage "golang.org/x/text/language"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Personalisation: the choices a reader can make (public, the same for everyone of a
// language, so the gateway caches them) and the reader's own (private). Choices are fixed keys and
// content ids, which both language versions share: a reader who switches language keeps them.

// dislikeTerms are the ingredients and groups of ingredients offered as dislikes, by their German
// slug: the ones readers most often leave out. Those not in the catalogue are not offered.
var dislikeTerms = []struct{ kind, slug string }{
	{"category", "fisch"},
	{"category", "haehnchen"},
	{"category", "eier"},
	{"category", "tofu"},
	{"ingredient", "braune-champignons"},
	{"ingredient", "koriandergruen"},
	{"ingredient", "kalamata-oliven"},
	{"ingredient", "knoblauch"},
	{"ingredient", "zwiebel"},
	{"ingredient", "ingwer"},
	{"ingredient", "avocado"},
	{"ingredient", "feta"},
	{"ingredient", "garnele"},
	{"ingredient", "kokosmilch"},
	{"ingredient", "rosinen"},
	{"ingredient", "zucchini"},
}

// byLanguage is a word in German and English.
type byLanguage map[string]string

type dietOption struct {
	Value string   `json:"value"`
	Title string   `json:"title"`
	Tags  []string `json:"tags"`
}

type skillOption struct {
	Value        string   `json:"value"`
	Title        string   `json:"title"`
	Difficulties []string `json:"difficulties"`
}

var diets = []struct {
	value string
	title byLanguage
	tags  []string
}{
	{"omnivore", byLanguage{"de": "Ich esse alles", "en": "I eat everything"}, []string{}},
	{"vegetarian", byLanguage{"de": "Vegetarisch", "en": "Vegetarian"}, []string{"vegetarian", "vegan"}},
	{"vegan", byLanguage{"de": "Vegan", "en": "Vegan"}, []string{"vegan"}},
}

var skills = []struct {
	value        string
	title        byLanguage
	difficulties []string
}{
	{"beginner", byLanguage{"de": "Einsteiger", "en": "Beginner"}, []string{"easy"}},
	{"intermediate", byLanguage{"de": "Geübt", "en": "Confident"}, []string{"medium", "easy"}},
	{"advanced", byLanguage{"de": "Profi", "en": "Advanced"}, []string{"hard", "medium"}},
}

// Household sizes a reader can choose.
const (
	householdMin = 1
	householdMax = 8
)

type termOption struct {
	Value string `json:"value"`
	Kind  string `json:"kind"`
	Slug  string `json:"slug"`
	Title string `json:"title"`
}

type personalizationOptions struct {
	Diets     []dietOption   `json:"diets"`
	Dislikes  []termOption   `json:"dislikes"`
	Skills    []skillOption  `json:"skills"`
	Household map[string]int `json:"household"`
	Cuisines  []termOption   `json:"cuisines"`
}

// preferences are a reader's choices as stored and answered.
type preferences struct {
	Diet      *string    `json:"diet"`
	Dislikes  []string   `json:"dislikes"`
	Skill     *string    `json:"skill"`
	Household *int       `json:"household"`
	Cuisines  []string   `json:"cuisines"`
	UpdatedAt *time.Time `json:"updated_at"`
}

// personalizationOptions answers every choice in the request's language.
func (a *API) personalizationOptions(c *echo.Context) error {
	opts, err := a.options(c.Request().Context(), language(c))
	if err != nil {
		return err
	}
	return a.json(c, opts)
}

func (a *API) options(ctx context.Context, lang string) (personalizationOptions, error) {
	out := personalizationOptions{Household: map[string]int{"min": householdMin, "max": householdMax}}
	for _, d := range diets {
		out.Diets = append(out.Diets, dietOption{Value: d.value, Title: d.title[lang], Tags: d.tags})
	}
	for _, s := range skills {
		out.Skills = append(out.Skills, skillOption{Value: s.value, Title: s.title[lang], Difficulties: s.difficulties})
	}
	out.Dislikes = []termOption{}
	for _, t := range dislikeTerms {
		de, err := a.store.BySlug(ctx, t.kind, "de", t.slug)
		if errors.Is(err, store.ErrNotFound) {
			continue
		}
		if err != nil {
			return out, storeError(err)
		}
		d, err := a.store.InGroup(ctx, t.kind, de.GroupID, lang)
		if errors.Is(err, store.ErrNotFound) {
			continue
		}
		if err != nil {
			return out, storeError(err)
		}
		title, err := termTitle(d)
		if err != nil {
			return out, err
		}
		out.Dislikes = append(out.Dislikes, termOption{Value: d.GroupID, Kind: t.kind, Slug: d.Slug, Title: title})
	}
	cuisines, err := a.cuisines(ctx, lang)
	if err != nil {
		return out, err
	}
	out.Cuisines = cuisines
	col := collate.New(xlanguage.Make(lang))
	for _, list := range [][]termOption{out.Dislikes, out.Cuisines} {
		slices.SortFunc(list, func(x, y termOption) int { return col.CompareString(x.Title, y.Title) })
	}
	return out, nil
}

// cuisines are the published categories of the group "cuisine".
func (a *API) cuisines(ctx context.Context, lang string) ([]termOption, error) {
	out := []termOption{}
	for page := 1; ; page++ {
		docs, total, err := a.store.List(ctx, store.Query{Kinds: []string{"category"}, Language: lang, Page: page, PerPage: MaxPerPage, Order: store.Editorial})
		if err != nil {
			return nil, storeError(err)
		}
		for _, d := range docs {
			var body struct {
				Group string `json:"group"`
				Title string `json:"title"`
			}
			if err := json.Unmarshal(d.Body, &body); err != nil {
				return nil, err
			}
			if body.Group == "cuisine" {
				out = append(out, termOption{Value: d.GroupID, Kind: "category", Slug: d.Slug, Title: body.Title})
			}
		}
		if page*MaxPerPage >= total {
			return out, nil
		}
	}
}

// termTitle is what a dislike is called: a category's title, an ingredient's plural (capitalised,
// as a choice stands alone: "Avocados", not "avocados").
func termTitle(d store.Document) (string, error) {
	var body struct {
		Title string `json:"title"`
		Name  struct {
			Many string `json:"many"`
		} `json:"name"`
	}
	if err := json.Unmarshal(d.Body, &body); err != nil {
		return "", err
	}
	if body.Title != "" {
		return body.Title, nil
	}
	r, size := utf8.DecodeRuneInString(body.Name.Many)
	return string(unicode.ToUpper(r)) + body.Name.Many[size:], nil
}

// preferences answers the reader's choices; all untold while they never saved any.
func (a *API) preferences(c *echo.Context) error {
	p := preferences{Dislikes: []string{}, Cuisines: []string{}}
	body, at, err := a.store.Preferences(c.Request().Context(), current(c).User.ID)
	switch {
	case errors.Is(err, store.ErrNotFound):
	case err != nil:
		return storeError(err)
	default:
		if err := json.Unmarshal(body, &p); err != nil {
			return err
		}
		p.UpdatedAt = &at
	}
	return c.JSON(http.StatusOK, p)
}

// setPreferences replaces the reader's choices after checking every value against the options (422
// naming the field of an unknown one).
func (a *API) setPreferences(c *echo.Context) error {
	var p preferences
	if err := a.readBody(c, "preferences-request", &p); err != nil {
		return err
	}
	ctx := c.Request().Context()
	opts, err := a.options(ctx, language(c))
	if err != nil {
		return err
	}
	for _, f := range []struct {
		name   string
		values []string
		known  []termOption
	}{{"dislikes", p.Dislikes, opts.Dislikes}, {"cuisines", p.Cuisines, opts.Cuisines}} {
		for _, v := range f.values {
			if !slices.ContainsFunc(f.known, func(o termOption) bool { return o.Value == v }) {
				return &apierror.Error{Status: http.StatusUnprocessableEntity, Code: "invalid_field", Field: f.name}
			}
		}
	}
	p.Dislikes, p.Cuisines = dedupe(p.Dislikes), dedupe(p.Cuisines)
	body, err := json.Marshal(p)
	if err != nil {
		return err
	}
	now := time.Now().UTC().Truncate(time.Millisecond)
	if err := a.store.SetPreferences(ctx, current(c).User.ID, body, now); err != nil {
		return storeError(err)
	}
	p.UpdatedAt = &now
	return c.JSON(http.StatusOK, p)
}
