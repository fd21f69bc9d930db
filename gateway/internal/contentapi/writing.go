package contentapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Writing in the desk. Editors start a recipe or story as a draft in one language, write
// each language version from the form the desk edits — a RecipeDraft (the cooks' own, converted by
// the same recipeOf) or a StoryDraft (story.go) — add the twin in the other language, and publish
// when every version is whole. What a draft does not cover (nutrition, rating, video, story blocks
// it does not edit) stays as stored.

// Desk is where the desk writes items, feeds and the menu.
type Desk interface {
	CreateContent(ctx context.Context, versions, pages []store.Document, audit store.Audit) error
	EditContent(ctx context.Context, contentID string, change func([]store.Document) (store.Edit, error), record func([]store.Document) (store.Audit, error)) ([]store.Document, error)
	Published(ctx context.Context, id string) (store.Document, error)
	ReplaceBody(ctx context.Context, id string, body []byte, audit store.Audit) error
}

// teamAuthor signs editorial items when the desk names no author: Lena Hoffmann runs the test
// kitchen and is the first of the seed's editorial authors.
const teamAuthor = "lena-hoffmann"

// whole tells whether items in a document state must be whole: they are on the site or due to be.
func whole(state string) bool { return state == store.StatePublished || state == store.StateScheduled }

// version is one language version of an item as the desk writes it: the whole recipe or story.
type version struct {
	kind    string
	recipe  model.Recipe
	article model.Article
	// blocks are the story's blocks as stored, for those a draft keeps.
	blocks []json.RawMessage
}

func versionOf(d store.Document) (version, error) {
	v := version{kind: d.Kind}
	var err error
	if d.Kind == "recipe" {
		err = json.Unmarshal(d.Body, &v.recipe)
	} else if err = json.Unmarshal(d.Body, &v.article); err == nil {
		var stored struct {
			Blocks []json.RawMessage `json:"blocks"`
		}
		err = json.Unmarshal(d.Body, &stored)
		v.blocks = stored.Blocks
	}
	if err != nil {
		return v, fmt.Errorf("contentapi: %s %q unreadable: %w", d.Kind, d.ID, err)
	}
	return v, nil
}

// card is the version's own part: ids, slug, author, publishing.
func (v *version) card() *model.Summary {
	if v.kind == "recipe" {
		return &v.recipe.Summary
	}
	return &v.article.Summary
}

func (v *version) body() any {
	if v.kind == "recipe" {
		return v.recipe
	}
	return v.article
}

// draft is the version in the form the desk edits.
func (v *version) draft() any {
	if v.kind == "recipe" {
		return draftOfRecipe(v.recipe)
	}
	return draftOfStory(v.article)
}

// versionWork says how a draft is written over a version.
type versionWork struct {
	// field names the draft in errors: "draft" in a request, "drafts.de" when publishing.
	field string
	// slug is a new slug; empty keeps the version's, or makes a new version's from its title.
	slug        string
	state       string
	publishedAt time.Time
	// known are the pictures the item already shows, by URL.
	known map[string]model.Image
}

// writeVersion makes the stored document of a language version from its draft, over what the
// version holds (for a new one, twinOf or a new item's card). A live or scheduled item's version
// must be whole: checked as the cooks' submit checks, then against the recipe or article schema,
// and new ingredient pages are made. Errors name fields below w.field.
func (a *API) writeVersion(c *echo.Context, raw json.RawMessage, v version, w versionWork) (store.Document, []store.Document, error) {
	doc, pages, err := a.buildVersion(c, raw, v, w)
	if e, ok := apierror.As(err); ok && e.Field != "" {
		e.Field = w.field + "." + e.Field
	}
	return doc, pages, err
}

func (a *API) buildVersion(c *echo.Context, raw json.RawMessage, v version, w versionWork) (store.Document, []store.Document, error) {
	ctx, card, check := c.Request().Context(), v.card(), whole(w.state)
	var terms []string
	var pages []store.Document
	if v.kind == "recipe" {
		d, err := a.readRecipeDraft(c, raw, card.Language, w.known)
		if err != nil {
			return store.Document{}, nil, err
		}
		if !titled(d.Title) {
			return store.Document{}, nil, incomplete("title")
		}
		if v.recipe, terms, pages, err = a.recipeOf(ctx, d, recipeWork{lang: card.Language, whole: check, forReal: check,
			base: &v.recipe, known: w.known}); err != nil {
			return store.Document{}, nil, err
		}
		v.recipe.UpdatedAt = time.Now().UTC()
	} else {
		d, err := a.readStoryDraft(c, raw, w.known)
		if err != nil {
			return store.Document{}, nil, err
		}
		if !titled(d.Title) {
			return store.Document{}, nil, incompleteStory("title")
		}
		if v.article, terms, err = a.articleOf(ctx, d, storyWork{lang: card.Language, whole: check, base: v.article, stored: v.blocks, known: w.known}); err != nil {
			return store.Document{}, nil, err
		}
		v.article.UpdatedAt = time.Now().UTC()
	}
	card = v.card()
	switch {
	case w.slug != "":
		card.Slug = w.slug
	case card.Slug == "":
		slug, err := a.store.FreeSlug(ctx, v.kind, card.Language, model.Slugify(card.Title))
		if err != nil {
			return store.Document{}, nil, storeError(err)
		}
		card.Slug = slug
	}
	doc, err := a.documentOf(*card, v.body(), terms, check)
	if err != nil {
		return store.Document{}, nil, err
	}
	doc.State, doc.PublishedAt = w.state, w.publishedAt
	return doc, pages, nil
}

// titled tells whether a title is enough to make a slug of: three characters or more.
func titled(title string) bool {
	title = strings.TrimSpace(title)
	return len([]rune(title)) >= 3 && model.Slugify(title) != ""
}

func incompleteStory(field string) error {
	e := apierror.New(http.StatusUnprocessableEntity, "incomplete_story")
	e.Field = field
	return e
}

// readRecipeDraft checks a recipe draft against its schema, its units and photos.
func (a *API) readRecipeDraft(c *echo.Context, raw json.RawMessage, lang string, known map[string]model.Image) (recipeDraft, error) {
	var d recipeDraft
	if err := a.validDraft("recipe-draft", raw, &d); err != nil {
		return d, err
	}
	d.Language = lang
	return d, a.checkDraft(c, &d, known)
}

// validDraft reads a draft that passes its schema.
func (a *API) validDraft(schemaName string, raw json.RawMessage, v any) error {
	if err := a.schemas.Validate(schemaName, raw); err != nil {
		return schemaError(err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return apierror.Wrap(http.StatusBadRequest, "malformed_json", err)
	}
	return nil
}

// knownPictures are the pictures an item shows in any of its versions (main and step pictures), by
// URL: a draft may name them besides the editor's own uploads.
func knownPictures(docs []store.Document) map[string]model.Image {
	known := map[string]model.Image{}
	for _, d := range docs {
		var body struct {
			Image model.Image  `json:"image"`
			Steps []model.Step `json:"steps"`
		}
		if json.Unmarshal(d.Body, &body) != nil {
			continue
		}
		if body.Image.URL != "" {
			known[body.Image.URL] = body.Image
		}
		for _, s := range body.Steps {
			if s.Image != nil {
				known[s.Image.URL] = *s.Image
			}
		}
	}
	return known
}

// authorOf is an author as cards show them, from their profile in a language.
func (a *API) authorOf(ctx context.Context, lang, slug string) (model.Author, error) {
	d, err := a.store.BySlug(ctx, "author", lang, slug)
	if err != nil {
		return model.Author{}, err
	}
	var profile model.AuthorProfile
	if err := json.Unmarshal(d.Body, &profile); err != nil {
		return model.Author{}, fmt.Errorf("contentapi: author %q unreadable: %w", slug, err)
	}
	return profile.Author, nil
}

type createRequest struct {
	Type     string          `json:"type"`
	Language string          `json:"language"`
	Author   string          `json:"author"`
	Draft    json.RawMessage `json:"draft"`
}

// versionAudit is what the audit log keeps of a written version.
type versionAudit struct {
	Language string `json:"language"`
	Draft    any    `json:"draft"`
}

// createEditorialItem starts a recipe or story in one language, as a draft nobody but the desk sees
// (POST /api/editorial/content/ → 201 with the item); 422 for a title under 3 characters or an
// unknown author.
func (a *API) createEditorialItem(c *echo.Context) error {
	var req createRequest
	if err := a.readBodyUpTo(c, "editorial-create", &req, maxRecipeBody); err != nil {
		return err
	}
	ctx := c.Request().Context()
	slug := req.Author
	if slug == "" {
		slug = teamAuthor
	}
	author, err := a.authorOf(ctx, req.Language, slug)
	if errors.Is(err, store.ErrNotFound) {
		return invalidField("author")
	}
	if err != nil {
		return storeError(err)
	}
	v := version{kind: req.Type}
	*v.card() = model.Summary{ID: uuid.NewString(), ContentID: uuid.NewString(), Type: req.Type, Language: req.Language,
		Author: author, Publishing: model.Publishing{State: "draft"}, Tags: []model.TagRef{}}
	doc, pages, err := a.writeVersion(c, req.Draft, v, versionWork{field: "draft", state: store.StateDraft, publishedAt: time.UnixMilli(0).UTC()})
	if err != nil {
		return err
	}
	audit, err := auditOf(c, "content.create", req.Type, doc.GroupID, nil)
	if err != nil {
		return err
	}
	audit.Before = nil
	docs := []store.Document{doc}
	if audit.After, err = a.versionAuditOf(doc); err != nil {
		return err
	}
	if err := a.store.CreateContent(ctx, docs, pages, audit); err != nil {
		return contentError(err)
	}
	return a.answerDesk(c, http.StatusCreated, docs)
}

func (a *API) versionAuditOf(d store.Document) (json.RawMessage, error) {
	v, err := versionOf(d)
	if err != nil {
		return nil, err
	}
	return json.Marshal(versionAudit{Language: d.Language, Draft: v.draft()})
}

// contentError maps the store's refusals of a written item: 409 slug_taken, an answer as it is.
func contentError(err error) error {
	if errors.Is(err, store.ErrSlugTaken) {
		return apierror.New(http.StatusConflict, "slug_taken")
	}
	if _, refused := apierror.As(err); refused {
		return err
	}
	return storeError(err)
}

// answerDesk answers an item as its detail: the versions, their documents and their drafts.
func (a *API) answerDesk(c *echo.Context, status int, docs []store.Document) error {
	out := itemOf(docs, true)
	out.Drafts = map[string]any{}
	for _, d := range docs {
		v, err := versionOf(d)
		if err != nil {
			return err
		}
		out.Drafts[d.Language] = v.draft()
	}
	return c.JSON(status, out)
}

type versionRequest struct {
	Draft json.RawMessage `json:"draft"`
	Slug  string          `json:"slug"`
}

// writeEditorialVersion replaces the content of one language version from its draft (PUT
// /api/editorial/content/{content_id}/versions/{lang}/ → 200), or adds it as the twin (201), and
// links the two. A live or scheduled item must stay whole (422 incomplete_recipe or
// incomplete_story naming the field); a new slug keeps the old one redirecting; 409 slug_taken.
func (a *API) writeEditorialVersion(c *echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	lang := c.Param("lang")
	if !slices.Contains(model.Languages, lang) {
		return apierror.NotFound()
	}
	var req versionRequest
	if err := a.readBodyUpTo(c, "editorial-version", &req, maxRecipeBody); err != nil {
		return err
	}
	audit, err := auditOf(c, "content.edit", "", id, nil)
	if err != nil {
		return err
	}
	created, public := false, false
	docs, err := a.store.EditContent(c.Request().Context(), id, func(docs []store.Document) (store.Edit, error) {
		audit.Target, audit.Before, created = typeOf(docs[0].Kind), json.RawMessage("null"), true
		for _, d := range docs {
			if d.Language == lang {
				before, err := a.versionAuditOf(d)
				if err != nil {
					return store.Edit{}, err
				}
				audit.Before, created = before, false
			}
		}
		edit, err := a.editVersion(c, docs, lang, req)
		public = docs[0].State == store.StatePublished || len(edit.Pages) > 0
		return edit, err
	}, func(docs []store.Document) (store.Audit, error) {
		for _, d := range docs {
			if d.Language == lang {
				after, err := a.versionAuditOf(d)
				audit.After = after
				return audit, err
			}
		}
		return audit, nil
	})
	if err != nil {
		return contentError(err)
	}
	if public {
		addPurge(c, PurgeAll)
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	return a.answerDesk(c, status, docs)
}

// editVersion writes the version lang of an item (its versions, locked) from the request: the
// version itself, or a new one made from its twin; the twin links to it by its slug.
func (a *API) editVersion(c *echo.Context, docs []store.Document, lang string, req versionRequest) (store.Edit, error) {
	w := versionWork{field: "draft", slug: req.Slug, known: knownPictures(docs)}
	own, twin := -1, -1
	for i, d := range docs {
		if d.Language == lang {
			own = i
		} else {
			twin = i
		}
	}
	var v version
	var err error
	if own >= 0 {
		v, err = versionOf(docs[own])
		w.state, w.publishedAt = docs[own].State, docs[own].PublishedAt
	} else {
		v, err = a.twinOf(c.Request().Context(), docs[twin], lang)
		w.state, w.publishedAt = docs[twin].State, docs[twin].PublishedAt
	}
	if err != nil {
		return store.Edit{}, err
	}
	doc, pages, err := a.writeVersion(c, req.Draft, v, w)
	if err != nil {
		return store.Edit{}, err
	}
	versions := slices.Clone(docs)
	if own >= 0 {
		versions[own] = doc
	} else {
		versions = append(versions, doc)
	}
	if twin >= 0 && (own < 0 || docs[own].Slug != doc.Slug) {
		t := &versions[twin]
		if err := setFields(t, map[string]any{"alternate": model.Alternate{Language: lang, Slug: doc.Slug}}); err != nil {
			return store.Edit{}, err
		}
		t.UpdatedAt = doc.UpdatedAt
	}
	slices.SortFunc(versions, func(x, y store.Document) int { return strings.Compare(x.Language, y.Language) })
	return store.Edit{Versions: versions, Pages: pages}, nil
}

// twinOf starts a new language version from the other one: what is the same in every language
// (nutrition, video, story blocks a draft keeps) stays; its own ids, likes, rating and word for a
// serving are new.
func (a *API) twinOf(ctx context.Context, other store.Document, lang string) (version, error) {
	v, err := versionOf(other)
	if err != nil {
		return v, err
	}
	card := v.card()
	card.ID, card.Language, card.Slug, card.UserReactions = uuid.NewString(), lang, "", model.UserReactions{}
	card.Alternate = &model.Alternate{Language: other.Language, Slug: other.Slug}
	author, err := a.authorOf(ctx, lang, card.Author.Slug)
	switch {
	case err == nil:
		card.Author = author
	case !errors.Is(err, store.ErrNotFound):
		return v, storeError(err)
	}
	v.recipe.Rating, v.recipe.Servings.Unit = nil, model.Plural{}
	return v, nil
}

// completeVersions rebuilds every version of an item that goes live or is scheduled from its own
// draft, so that it is checked as whole (422 naming drafts.{lang}.{field}) and its new ingredient
// pages are made.
func (a *API) completeVersions(c *echo.Context, docs []store.Document) (store.Edit, error) {
	known := knownPictures(docs)
	var edit store.Edit
	for _, d := range docs {
		v, err := versionOf(d)
		if err != nil {
			return store.Edit{}, err
		}
		raw, err := json.Marshal(v.draft())
		if err != nil {
			return store.Edit{}, err
		}
		doc, pages, err := a.writeVersion(c, raw, v, versionWork{field: "drafts." + d.Language, state: d.State, publishedAt: d.PublishedAt, known: known})
		if err != nil {
			return store.Edit{}, err
		}
		edit.Versions = append(edit.Versions, doc)
		edit.Pages = append(edit.Pages, pages...)
	}
	return edit, nil
}

// draftOfRecipe is a stored recipe in the form the desk edits; recipeOf makes the same recipe of it.
func draftOfRecipe(r model.Recipe) recipeDraft {
	d := recipeDraft{Title: r.Title, Intro: r.Description, Difficulty: r.Difficulty, Image: draftImageOf(&r.Image),
		Categories: []slugRef{}, Tags: slugsOf(r.Tags)}
	if r.Servings.Amount > 0 {
		d.Servings = &draftServings{Amount: r.Servings.Amount}
	}
	if r.Duration != nil {
		d.Duration = &draftDuration{Preparation: r.Duration.Preparation, Baking: r.Duration.Baking, Resting: r.Duration.Resting}
	}
	for _, c := range r.Categories {
		d.Categories = append(d.Categories, slugRef{Slug: c.Slug})
	}
	for _, g := range r.Ingredients {
		group := draftGroup{Title: g.Title, Items: []draftIngredient{}}
		for _, it := range g.Items {
			line := draftIngredient{Name: draftName{One: it.Name.One, Many: it.Name.Many}, Amount: it.Amount, Note: it.Note}
			if it.Ingredient != "" {
				line.Ingredient = &it.Ingredient
			}
			if it.Unit != nil {
				line.Unit = &draftUnit{Key: it.Unit.Key}
			}
			group.Items = append(group.Items, line)
		}
		d.Ingredients = append(d.Ingredients, group)
	}
	for _, s := range r.Steps {
		d.Steps = append(d.Steps, draftStep{Text: s.Text, Image: draftImageOf(s.Image)})
	}
	d.Utensils = r.Utensils
	return d
}

func draftImageOf(img *model.Image) *draftImage {
	if img == nil || img.URL == "" {
		return nil
	}
	return &draftImage{URL: img.URL, Alt: img.Alt, Width: img.Width, Height: img.Height}
}

func slugsOf(tags []model.TagRef) []slugRef {
	out := []slugRef{}
	for _, t := range tags {
		out = append(out, slugRef{Slug: t.Slug})
	}
	return out
}
