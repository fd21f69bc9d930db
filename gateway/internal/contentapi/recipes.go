package contentapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// A cook's own recipes. The wizard saves a draft as the cook types (any field may be
// missing); submitting checks that it is a whole recipe by the same rules as the editors' recipes;
// an editor accepts it (it is published as a community recipe in the cook's language) or rejects it
// with a reason the cook sees.

const (
	// maxOwnRecipes is how many recipes (in any state) one cook keeps.
	maxOwnRecipes = 200
	// maxRecipeBody allows 40 steps of 3,000 characters and then some.
	maxRecipeBody = 256 << 10
)

// ownNamespace makes the ids of a published recipe follow from the cook's recipe id, so its
// preview and its published version agree.
var ownNamespace = uuid.MustParse("0b7e4f7a-3c1d-4a8e-9f2b-6d5c4e3a2b10")

func ownID(parts ...string) string {
	return uuid.NewSHA1(ownNamespace, []byte(strings.Join(parts, "/"))).String()
}

type draftImage struct {
	URL    string `json:"url"`
	Alt    string `json:"alt,omitempty"`
	Width  int    `json:"width,omitempty"`
	Height int    `json:"height,omitempty"`
}

type draftIngredient struct {
	Ingredient *string    `json:"ingredient,omitempty"`
	Name       draftName  `json:"name"`
	Amount     *float64   `json:"amount,omitempty"`
	Unit       *draftUnit `json:"unit,omitempty"`
	Note       *string    `json:"note,omitempty"`
}

type draftName struct {
	One  string `json:"one"`
	Many string `json:"many,omitempty"`
}

type draftUnit struct {
	Key string `json:"key"`
}

// empty is a line the wizard shows but the cook has not filled.
func (i draftIngredient) empty() bool {
	return strings.TrimSpace(i.Name.One) == "" && i.Amount == nil && i.Unit == nil
}

type draftGroup struct {
	Title *string           `json:"title,omitempty"`
	Items []draftIngredient `json:"items"`
}

type draftStep struct {
	Text  string      `json:"text"`
	Image *draftImage `json:"image,omitempty"`
}

type slugRef struct {
	Slug string `json:"slug"`
}

// recipeDraft is a recipe as the cook writes it (content-schemas RecipeDraft).
type recipeDraft struct {
	Language    string          `json:"language,omitempty"`
	Title       string          `json:"title,omitempty"`
	Intro       string          `json:"intro,omitempty"`
	Servings    *draftServings  `json:"servings,omitempty"`
	Duration    *draftDuration  `json:"duration,omitempty"`
	Difficulty  string          `json:"difficulty,omitempty"`
	Ingredients []draftGroup    `json:"ingredients,omitempty"`
	Steps       []draftStep     `json:"steps,omitempty"`
	Utensils    []model.Utensil `json:"utensils,omitempty"`
	Categories  []slugRef       `json:"categories,omitempty"`
	Tags        []slugRef       `json:"tags,omitempty"`
	Image       *draftImage     `json:"image,omitempty"`
}

type draftServings struct {
	Amount int `json:"amount"`
}

type draftDuration struct {
	Preparation int `json:"preparation,omitempty"`
	Baking      int `json:"baking,omitempty"`
	Resting     int `json:"resting,omitempty"`
}

// draftFields are the properties a draft keeps; anything else a client sends is the server's
// (id, slug, author, state …) and ignored.
var draftFields = map[string]bool{"language": true, "title": true, "intro": true, "servings": true, "duration": true,
	"difficulty": true, "ingredients": true, "steps": true, "utensils": true, "categories": true, "tags": true, "image": true}

// readDraft reads a draft from the body and lays it over base (PATCH changes only the fields it
// names; null clears one). Units must be known and photos the cook's own uploads, whose size it
// fills in.
func (a *API) readDraft(c *echo.Context, base []byte) (recipeDraft, []byte, error) {
	var body map[string]json.RawMessage
	if err := a.readBodyUpTo(c, "recipe-draft", &body, maxRecipeBody); err != nil {
		return recipeDraft{}, nil, err
	}
	merged := map[string]json.RawMessage{}
	if len(base) > 0 {
		if err := json.Unmarshal(base, &merged); err != nil {
			return recipeDraft{}, nil, fmt.Errorf("contentapi: stored draft unreadable: %w", err)
		}
	}
	for k, v := range body {
		if draftFields[k] {
			merged[k] = v
		}
	}
	raw, err := json.Marshal(merged)
	if err != nil {
		return recipeDraft{}, nil, err
	}
	var d recipeDraft
	if err := json.Unmarshal(raw, &d); err != nil {
		return recipeDraft{}, nil, apierror.Wrap(http.StatusBadRequest, "malformed_json", err)
	}
	if err := a.checkDraft(c, &d, nil); err != nil {
		return recipeDraft{}, nil, err
	}
	out, err := json.Marshal(d)
	return d, out, err
}

var userImageURL = regexp.MustCompile(`^/api/media/user-images/([0-9a-f-]{36})\.jpg$`)

// checkDraft refuses unknown units and photos that are neither the writer's uploads nor pictures
// the item already shows (known), and fills in photo sizes.
func (a *API) checkDraft(c *echo.Context, d *recipeDraft, known map[string]model.Image) error {
	lang := d.language(current(c).User.Language)
	for g, group := range d.Ingredients {
		for i, item := range group.Items {
			if item.Unit == nil {
				continue
			}
			if _, ok := model.UnitOf(item.Unit.Key, lang); !ok {
				return invalidField(fmt.Sprintf("ingredients.%d.items.%d.unit.key", g, i))
			}
		}
	}
	images := map[string]*draftImage{}
	if d.Image != nil {
		images["image"] = d.Image
	}
	for i, s := range d.Steps {
		if s.Image != nil {
			images[fmt.Sprintf("steps.%d.image", i)] = s.Image
		}
	}
	return a.checkPhotos(c, images, known)
}

// checkPhotos refuses photos, by field, that are neither the writer's uploads nor pictures the item
// already shows (known), and fills in their sizes from the upload or the stored picture.
func (a *API) checkPhotos(c *echo.Context, images map[string]*draftImage, known map[string]model.Image) error {
	var sizes map[string]store.UserImage
	for field, img := range images {
		if k, ok := known[img.URL]; ok {
			img.Width, img.Height = k.Width, k.Height
			continue
		}
		if sizes == nil {
			own, err := a.store.UserImages(c.Request().Context(), current(c).User.ID)
			if err != nil {
				return storeError(err)
			}
			sizes = map[string]store.UserImage{}
			for _, up := range own {
				sizes[up.ID] = up
			}
		}
		m := userImageURL.FindStringSubmatch(img.URL)
		found, ok := store.UserImage{}, false
		if m != nil {
			found, ok = sizes[m[1]]
		}
		if !ok {
			e := apierror.New(http.StatusUnprocessableEntity, "photo_unavailable")
			e.Field = field + ".url"
			return e
		}
		img.Width, img.Height = found.Width, found.Height
	}
	return nil
}

func (d recipeDraft) language(fallback string) string {
	if d.Language != "" {
		return d.Language
	}
	return fallback
}

type ownRecipeJSON struct {
	ID          string          `json:"id"`
	State       string          `json:"state"`
	Language    string          `json:"language"`
	Draft       json.RawMessage `json:"draft"`
	Reason      *string         `json:"reason"`
	ContentID   *string         `json:"content_id"`
	Slug        *string         `json:"slug"`
	Title       string          `json:"title"`
	Image       *model.Image    `json:"image"`
	CreatedAt   string          `json:"created_at"`
	UpdatedAt   string          `json:"updated_at"`
	SubmittedAt *string         `json:"submitted_at"`
	PublishedAt *string         `json:"published_at"`
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func optionalTime(t time.Time) *string {
	if t.IsZero() {
		return nil
	}
	return optional(timestamp(t))
}

// ownRecipeOf is the answer for one of a cook's recipes; the slug of a published one is looked up.
func (a *API) ownRecipeOf(ctx context.Context, r store.UserRecipe) (ownRecipeJSON, error) {
	var d recipeDraft
	if err := json.Unmarshal(r.Draft, &d); err != nil {
		return ownRecipeJSON{}, fmt.Errorf("contentapi: stored draft %q unreadable: %w", r.ID, err)
	}
	out := ownRecipeJSON{ID: r.ID, State: r.State, Language: r.Language, Draft: r.Draft, Reason: optional(r.Reason),
		ContentID: optional(r.ContentID), Title: d.Title, CreatedAt: timestamp(r.CreatedAt), UpdatedAt: timestamp(r.UpdatedAt),
		SubmittedAt: optionalTime(r.SubmittedAt), PublishedAt: optionalTime(r.PublishedAt)}
	if d.Image != nil {
		img := d.Image.picture(d.Title, nil)
		out.Image = &img
	}
	if r.ContentID != "" {
		doc, err := a.store.InGroup(ctx, "recipe", r.ContentID, r.Language)
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return ownRecipeJSON{}, err
		}
		out.Slug = optional(doc.Slug)
	}
	return out, nil
}

// picture is the image a draft's photo stands for. A picture the item already shows (known) keeps
// what is stored about it (colour, gradient); the text alternative is the draft's, or the title.
func (i draftImage) picture(title string, known map[string]model.Image) model.Image {
	out, ok := known[i.URL]
	if !ok {
		out = model.Image{URL: i.URL, Width: i.Width, Height: i.Height}
	}
	out.Alt = i.Alt
	if out.Alt == "" {
		out.Alt = title
	}
	return out
}

// ownRecipes lists the cook's recipes, the one changed last first (GET /api/users/me/recipes/).
func (a *API) ownRecipes(c *echo.Context) error {
	ctx := c.Request().Context()
	list, err := a.store.UserRecipes(ctx, current(c).User.ID)
	if err != nil {
		return storeError(err)
	}
	out := make([]ownRecipeJSON, len(list))
	for i, r := range list {
		if out[i], err = a.ownRecipeOf(ctx, r); err != nil {
			return storeError(err)
		}
	}
	return c.JSON(http.StatusOK, map[string][]ownRecipeJSON{"data": out})
}

// createOwnRecipe starts a draft (POST /api/users/me/recipes/) → 201.
func (a *API) createOwnRecipe(c *echo.Context) error {
	d, raw, err := a.readDraft(c, nil)
	if err != nil {
		return err
	}
	ctx, user, now := c.Request().Context(), current(c).User, time.Now()
	r := store.UserRecipe{ID: uuid.NewString(), UserID: user.ID, Language: d.language(user.Language), State: store.RecipeDraft,
		Draft: raw, CreatedAt: now, UpdatedAt: now, AuthorName: user.Name, AuthorSlug: user.Slug}
	if err := a.store.CreateUserRecipe(ctx, r, maxOwnRecipes); err != nil {
		return recipeError(err)
	}
	return a.answerOwn(c, http.StatusCreated, r)
}

// recipeError maps the store's refusals: not there (or someone else's) 404, wrong state 409, too
// many 422.
func recipeError(err error) error {
	switch {
	case errors.Is(err, store.ErrState):
		return apierror.New(http.StatusConflict, "invalid_state")
	case errors.Is(err, store.ErrLimit):
		return apierror.New(http.StatusUnprocessableEntity, "limit_reached")
	}
	return storeError(err)
}

// idParam reads the :id of a path; anything but an id is simply not found.
func idParam(c *echo.Context) (string, error) {
	id := strings.ToLower(c.Param("id"))
	if uuid.Validate(id) != nil {
		return "", apierror.NotFound()
	}
	return id, nil
}

// mine reads the cook's recipe named by :id; someone else's is 404.
func (a *API) mine(c *echo.Context) (store.UserRecipe, error) {
	id, err := idParam(c)
	if err != nil {
		return store.UserRecipe{}, err
	}
	r, err := a.store.UserRecipe(c.Request().Context(), current(c).User.ID, id)
	if err != nil {
		return store.UserRecipe{}, storeError(err)
	}
	return r, nil
}

// answerOwn answers with one of a cook's recipes.
func (a *API) answerOwn(c *echo.Context, status int, r store.UserRecipe) error {
	out, err := a.ownRecipeOf(c.Request().Context(), r)
	if err != nil {
		return storeError(err)
	}
	return c.JSON(status, out)
}

// ownRecipe answers one of the cook's recipes; someone else's is 404.
func (a *API) ownRecipe(c *echo.Context) error {
	r, err := a.mine(c)
	if err != nil {
		return err
	}
	return a.answerOwn(c, http.StatusOK, r)
}

// updateOwnRecipe saves the fields the body names, while the recipe is a draft or rejected (409
// while the editors have it or once published).
func (a *API) updateOwnRecipe(c *echo.Context) error {
	r, err := a.mine(c)
	if err != nil {
		return err
	}
	d, raw, err := a.readDraft(c, r.Draft)
	if err != nil {
		return err
	}
	if r, err = a.store.UpdateUserRecipe(c.Request().Context(), r.UserID, r.ID, d.language(r.Language), raw, time.Now()); err != nil {
		return recipeError(err)
	}
	return a.answerOwn(c, http.StatusOK, r)
}

// deleteOwnRecipe deletes a recipe in any state; a published one leaves the site with it.
func (a *API) deleteOwnRecipe(c *echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	r, err := a.store.DeleteUserRecipe(c.Request().Context(), current(c).User.ID, id)
	if err != nil {
		return storeError(err)
	}
	if r.ContentID != "" {
		addPurge(c, PurgeAll)
	}
	return c.NoContent(http.StatusNoContent)
}

// submitOwnRecipe sends a draft or rejected recipe to the editors, when it is a whole recipe
// (422 incomplete_recipe naming what is missing otherwise).
func (a *API) submitOwnRecipe(c *echo.Context) error {
	r, err := a.mine(c)
	if err != nil {
		return err
	}
	ctx, user := c.Request().Context(), current(c).User
	if r.State != store.RecipeDraft && r.State != store.RecipeRejected {
		return recipeError(store.ErrState)
	}
	if _, err := a.publishable(ctx, r, user, false); err != nil {
		return err
	}
	if err := a.accounts.ThrottleAction(ctx, account.Submission, user.ID); err != nil {
		return accountError(c, err, "")
	}
	if r, err = a.store.SubmitUserRecipe(ctx, user.ID, r.ID, time.Now()); err != nil {
		return recipeError(err)
	}
	return a.answerOwn(c, http.StatusOK, r)
}

func incomplete(field string) error {
	e := apierror.New(http.StatusUnprocessableEntity, "incomplete_recipe")
	e.Field = field
	return e
}

// servingUnit is what one serving of a cook's recipe is called.
var servingUnit = map[string]model.Plural{"de": {One: "Portion", Many: "Portionen"}, "en": {One: "serving", Many: "servings"}}

// publication is a cook's recipe made into documents.
type publication struct {
	recipe model.Recipe
	// docs are the recipe's document and, on publishing, pages it needs that do not exist yet
	// (ingredients nobody used before, the cook's author page).
	docs []store.Document
}

// publishable builds the recipe a cook's draft becomes, checking it is whole (recipeOf) and then
// the recipe schema itself. With forReal the slugs are made unique and the new pages are included.
func (a *API) publishable(ctx context.Context, r store.UserRecipe, author store.User, forReal bool) (publication, error) {
	var d recipeDraft
	if err := json.Unmarshal(r.Draft, &d); err != nil {
		return publication{}, fmt.Errorf("contentapi: stored draft %q unreadable: %w", r.ID, err)
	}
	lang := r.Language
	recipe, terms, pages, err := a.recipeOf(ctx, d, recipeWork{lang: lang, whole: true, forReal: forReal})
	if err != nil {
		return publication{}, err
	}
	now := time.Now().UTC()
	slug := model.Slugify(recipe.Title)
	if forReal {
		if slug, err = a.store.FreeSlug(ctx, "recipe", lang, slug); err != nil {
			return publication{}, storeError(err)
		}
	}
	recipe.ID, recipe.ContentID, recipe.Type, recipe.Language, recipe.Slug = ownID("recipe", r.ID, lang), ownID("recipe", r.ID), "recipe", lang, slug
	recipe.Author = model.Author{Name: author.Name, Slug: author.Slug}
	recipe.Publishing = model.Publishing{State: "published", PublishedAt: &now}
	recipe.Community, recipe.UpdatedAt = true, now
	doc, err := a.documentOf(recipe.Summary, recipe, terms, true)
	if err != nil {
		return publication{}, err
	}
	doc.State, doc.PublishedAt = store.StatePublished, now
	pub := publication{recipe: recipe, docs: append(pages, doc)}
	if forReal {
		authorDocs, err := a.authorPages(ctx, author)
		if err != nil {
			return publication{}, err
		}
		pub.docs = append(pub.docs, authorDocs...)
	}
	return pub, nil
}

// recipeWork says how a draft becomes a recipe.
type recipeWork struct {
	lang string
	// whole refuses a draft that is not a whole recipe, naming what is missing (submitting,
	// publishing); otherwise whatever is there is kept.
	whole bool
	// forReal makes the slugs of new ingredient pages unique and returns the pages (publishing).
	forReal bool
	// base is the stored version: what a draft does not cover (nutrition, rating, video, the word
	// for a serving) stays as it is.
	base *model.Recipe
	// known are the pictures the item already shows, by URL.
	known map[string]model.Image
}

// recipeOf builds the content of the recipe a draft becomes over a copy of the base: a whole one
// has a title, a photo, servings, times, a difficulty, at least two ingredients with amounts and two
// steps, and known categories and tags. Ids, slug, author and publishing are the caller's. It
// answers the group ids of the terms the recipe links to and the ingredient pages it needs.
func (a *API) recipeOf(ctx context.Context, d recipeDraft, w recipeWork) (model.Recipe, []string, []store.Document, error) {
	title := strings.TrimSpace(d.Title)
	if w.whole {
		switch {
		case len([]rune(title)) < 3 || model.Slugify(title) == "":
			return model.Recipe{}, nil, nil, incomplete("title")
		case d.Image == nil:
			return model.Recipe{}, nil, nil, incomplete("image")
		case d.Servings == nil:
			return model.Recipe{}, nil, nil, incomplete("servings")
		case d.Duration == nil || d.Duration.Preparation+d.Duration.Baking+d.Duration.Resting == 0:
			return model.Recipe{}, nil, nil, incomplete("duration")
		case d.Difficulty == "":
			return model.Recipe{}, nil, nil, incomplete("difficulty")
		}
	}
	var recipe model.Recipe
	if w.base != nil {
		recipe = *w.base
	}
	lang := w.lang
	recipe.Title, recipe.Description, recipe.Difficulty, recipe.Image = title, strings.TrimSpace(d.Intro), d.Difficulty, model.Image{}
	if d.Image != nil {
		recipe.Image = d.Image.picture(title, w.known)
	}
	recipe.Duration = nil
	if d.Duration != nil {
		recipe.Duration = &model.Duration{Preparation: d.Duration.Preparation, Baking: d.Duration.Baking, Resting: d.Duration.Resting}
	}
	if w.base == nil || w.base.Servings.Unit.One == "" {
		recipe.Servings.Unit = servingUnit[lang]
	}
	recipe.Servings.Amount = 0
	if d.Servings != nil {
		recipe.Servings.Amount = d.Servings.Amount
	}
	var terms []string
	var err error
	if recipe.Tags, recipe.Categories, terms, err = a.termsOf(ctx, lang, d.Tags, d.Categories); err != nil {
		return model.Recipe{}, nil, nil, err
	}
	var pages []store.Document
	measured := 0
	recipe.Ingredients = []model.IngredientGroup{}
	for g, group := range d.Ingredients {
		out := model.IngredientGroup{Title: group.Title, Items: []model.IngredientItem{}}
		if out.Title != nil && strings.TrimSpace(*out.Title) == "" {
			out.Title = nil
		}
		for i, line := range group.Items {
			if line.empty() {
				continue
			}
			field := fmt.Sprintf("ingredients.%d.items.%d.name", g, i)
			item, term, page, err := a.ingredientLine(ctx, line, field, w)
			if err != nil {
				return model.Recipe{}, nil, nil, err
			}
			if page != nil && w.forReal {
				pages = append(pages, *page)
			}
			if term != "" {
				terms = append(terms, term)
			}
			if item.Amount != nil {
				measured++
			}
			out.Items = append(out.Items, item)
		}
		if len(out.Items) > 0 {
			recipe.Ingredients = append(recipe.Ingredients, out)
		}
	}
	if w.whole && measured < 2 {
		return model.Recipe{}, nil, nil, incomplete("ingredients")
	}
	recipe.Steps = []model.Step{}
	for _, s := range d.Steps {
		if text := strings.TrimSpace(s.Text); text != "" {
			step := model.Step{Position: len(recipe.Steps) + 1, Text: text}
			if s.Image != nil {
				img := s.Image.picture(title, w.known)
				step.Image = &img
			}
			recipe.Steps = append(recipe.Steps, step)
		}
	}
	if w.whole && len(recipe.Steps) < 2 {
		return model.Recipe{}, nil, nil, incomplete("steps")
	}
	recipe.Utensils = []model.Utensil{}
	for _, u := range d.Utensils {
		if name := strings.TrimSpace(u.Name); name != "" {
			recipe.Utensils = append(recipe.Utensils, model.Utensil{Name: name})
		}
	}
	return recipe, dedupe(terms), pages, nil
}

// termsOf looks up the tags and categories a draft names by slug in its language, and answers them
// with their group ids; an unknown one is 422 naming it.
func (a *API) termsOf(ctx context.Context, lang string, tagRefs, categoryRefs []slugRef) ([]model.TagRef, []model.CategoryRef, []string, error) {
	tags, categories, terms := []model.TagRef{}, []model.CategoryRef{}, []string{}
	for i, ref := range tagRefs {
		doc, err := a.store.BySlug(ctx, "tag", lang, ref.Slug)
		if err != nil {
			return nil, nil, nil, termError(err, fmt.Sprintf("tags.%d.slug", i))
		}
		var tag model.Tag
		if err := json.Unmarshal(doc.Body, &tag); err != nil {
			return nil, nil, nil, err
		}
		tags = append(tags, tag.TagRef)
		terms = append(terms, doc.GroupID)
	}
	for i, ref := range categoryRefs {
		doc, err := a.store.BySlug(ctx, "category", lang, ref.Slug)
		if err != nil {
			return nil, nil, nil, termError(err, fmt.Sprintf("categories.%d.slug", i))
		}
		var cat model.Category
		if err := json.Unmarshal(doc.Body, &cat); err != nil {
			return nil, nil, nil, err
		}
		categories = append(categories, cat.CategoryRef)
		terms = append(terms, doc.GroupID)
	}
	return tags, categories, terms, nil
}

// documentOf is the stored form of a recipe or story version; check holds the body to its schema
// (recipe or article), as everything published must pass. The caller sets state and published_at.
func (a *API) documentOf(card model.Summary, body any, terms []string, check bool) (store.Document, error) {
	raw, err := json.Marshal(body)
	if err != nil {
		return store.Document{}, err
	}
	if check {
		if err := a.schemas.Validate(card.Type, raw); err != nil {
			return store.Document{}, schemaError(err)
		}
	}
	sum, err := json.Marshal(card)
	if err != nil {
		return store.Document{}, err
	}
	return store.Document{ID: card.ID, GroupID: card.ContentID, Kind: card.Type, Language: card.Language, Slug: card.Slug,
		Title: card.Title, AuthorSlug: card.Author.Slug, Community: card.Community, Summary: sum, Body: raw,
		UpdatedAt: time.Now().UTC(), Terms: terms}, nil
}

func termError(err error, field string) error {
	if errors.Is(err, store.ErrNotFound) {
		e := apierror.New(http.StatusUnprocessableEntity, "invalid_field")
		e.Field = field
		return e
	}
	return storeError(err)
}

// ingredientLine resolves a line to an ingredient page: the one the cook picked, else the one named
// like it, else a new one (written on publishing, in the recipe's language, in aisle "other").
// A line without a name (a draft's, not whole) is kept as it is, linked to nothing.
func (a *API) ingredientLine(ctx context.Context, line draftIngredient, field string, w recipeWork) (model.IngredientItem, string, *store.Document, error) {
	lang, forReal := w.lang, w.forReal
	one := strings.TrimSpace(line.Name.One)
	many := strings.TrimSpace(line.Name.Many)
	if many == "" {
		many = one
	}
	if one == "" && w.whole {
		return model.IngredientItem{}, "", nil, incomplete(field)
	}
	item := model.IngredientItem{Name: model.Plural{One: one, Many: many}, Amount: line.Amount}
	if line.Unit != nil {
		u, _ := model.UnitOf(line.Unit.Key, lang)
		item.Unit = &u
	}
	if line.Note != nil {
		if note := strings.TrimSpace(*line.Note); note != "" {
			item.Note = &note
		}
	}
	if one == "" {
		return item, "", nil, nil
	}
	var candidates []string
	if line.Ingredient != nil {
		candidates = append(candidates, *line.Ingredient)
	}
	candidates = append(candidates, model.Slugify(one), model.Slugify(many))
	for _, slug := range candidates {
		if slug == "" {
			continue
		}
		doc, err := a.store.BySlug(ctx, "ingredient", lang, slug)
		if err == nil {
			item.Ingredient = doc.Slug
			return item, doc.GroupID, nil, nil
		}
		if !errors.Is(err, store.ErrNotFound) {
			return item, "", nil, storeError(err)
		}
	}
	slug := model.Slugify(one)
	if slug == "" {
		return item, "", nil, incomplete(field)
	}
	if forReal {
		var err error
		if slug, err = a.store.FreeSlug(ctx, "ingredient", lang, slug); err != nil {
			return item, "", nil, storeError(err)
		}
	}
	item.Ingredient = slug
	group := ownID("ingredient", lang, slug)
	page := model.Ingredient{ID: ownID("ingredient", lang, slug, lang), Language: lang, Slug: slug, Name: item.Name, Aisle: "other"}
	body, err := json.Marshal(page)
	if err != nil {
		return item, "", nil, err
	}
	return item, group, &store.Document{ID: page.ID, GroupID: group, Kind: "ingredient", Language: lang, Slug: slug,
		Title: strings.ToLower(one), Position: 100000, Body: body}, nil
}

// authorPages are the cook's users/{slug} pages in both languages, when they have none yet.
func (a *API) authorPages(ctx context.Context, u store.User) ([]store.Document, error) {
	var docs []store.Document
	for _, lang := range model.Languages {
		id := ownID("author", u.ID, lang)
		exists, err := a.store.HasDocument(ctx, id)
		if err != nil {
			return nil, storeError(err)
		}
		if exists {
			continue
		}
		page := model.AuthorProfile{Author: model.Author{Name: u.Name, Slug: u.Slug}, ID: u.ID, Kind: "community", Language: lang}
		body, err := json.Marshal(page)
		if err != nil {
			return nil, err
		}
		docs = append(docs, store.Document{ID: id, GroupID: u.ID, Kind: "author", Language: lang, Slug: u.Slug, Title: u.Name,
			Position: 100000, Body: body})
	}
	return docs, nil
}

func dedupe(list []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
