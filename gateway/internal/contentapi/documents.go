package contentapi

import (
	"bytes"
	"encoding/json"
	"net/http"
	"regexp"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// counted says which field of a term document holds its item count, and which kinds count.
var counted = map[string]struct {
	field string
	kinds []string
}{
	"category":   {"content_count", []string{"recipe", "article"}},
	"tag":        {"content_count", []string{"recipe", "article"}},
	"ingredient": {"recipe_count", []string{"recipe"}},
}

// withCounts adds the current number of published items to category, tag and ingredient documents.
func (a *API) withCounts(c *echo.Context, kind string, docs []store.Document) ([]json.RawMessage, error) {
	spec := counted[kind]
	terms := make([]string, len(docs))
	for i, d := range docs {
		terms[i] = d.GroupID
	}
	counts, err := a.store.CountTerms(c.Request().Context(), language(c), spec.kinds, terms)
	if err != nil {
		return nil, storeError(err)
	}
	out := make([]json.RawMessage, len(docs))
	for i, d := range docs {
		if out[i], err = setField(d.Body, map[string]any{spec.field: counts[d.GroupID]}); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (a *API) listTerms(kind string) echo.HandlerFunc {
	return func(c *echo.Context) error {
		page, perPage, err := a.paging(c)
		if err != nil {
			return err
		}
		q := store.Query{Kinds: []string{kind}, Language: language(c), Page: page, PerPage: perPage, Order: store.Editorial}
		return a.list(c, q, false, func(docs []store.Document) ([]json.RawMessage, error) { return a.withCounts(c, kind, docs) })
	}
}

func (a *API) term(kind string) echo.HandlerFunc {
	return func(c *echo.Context) error {
		slug, err := pathSlug(c)
		if err != nil {
			return err
		}
		d, err := a.bySlugOrRedirect(c, kind, slug)
		if err != nil || d == nil {
			return err
		}
		out, err := a.withCounts(c, kind, []store.Document{*d})
		if err != nil {
			return err
		}
		return a.raw(c, out[0])
	}
}

// withAuthorCounts adds how many recipes and stories an author has published.
func (a *API) withAuthorCounts(c *echo.Context, d store.Document) (json.RawMessage, error) {
	counts, err := a.store.CountByAuthor(c.Request().Context(), language(c), d.Slug)
	if err != nil {
		return nil, storeError(err)
	}
	return setField(d.Body, map[string]any{"recipe_count": counts["recipe"], "article_count": counts["article"]})
}

func (a *API) listAuthors(c *echo.Context) error {
	page, perPage, err := a.paging(c)
	if err != nil {
		return err
	}
	q := store.Query{Kinds: []string{"author"}, Language: language(c), Page: page, PerPage: perPage, Order: store.Editorial}
	return a.list(c, q, false, func(docs []store.Document) ([]json.RawMessage, error) {
		out := make([]json.RawMessage, len(docs))
		for i, d := range docs {
			var err error
			if out[i], err = a.withAuthorCounts(c, d); err != nil {
				return nil, err
			}
		}
		return out, nil
	})
}

func (a *API) author(c *echo.Context) error {
	slug, err := pathSlug(c)
	if err != nil {
		return err
	}
	d, err := a.store.BySlug(c.Request().Context(), "author", language(c), slug)
	if err != nil {
		return storeError(err)
	}
	out, err := a.withAuthorCounts(c, d)
	if err != nil {
		return err
	}
	return a.raw(c, out)
}

func (a *API) listDocuments(kind string) echo.HandlerFunc {
	return func(c *echo.Context) error {
		page, perPage, err := a.paging(c)
		if err != nil {
			return err
		}
		return a.list(c, store.Query{Kinds: []string{kind}, Language: language(c), Page: page, PerPage: perPage, Order: store.Editorial}, false, nil)
	}
}

// document answers one recipe, story, shopping tip or collection; an old slug answers 301 with the
// current one. A premium recipe is answered locked (premium.go).
func (a *API) document(kind string) echo.HandlerFunc {
	return func(c *echo.Context) error {
		slug, err := pathSlug(c)
		if err != nil {
			return err
		}
		d, err := a.bySlugOrRedirect(c, kind, slug)
		if err != nil || d == nil {
			return err
		}
		body := json.RawMessage(d.Body)
		if kind == "recipe" {
			if body, err = lockedBody(d.Body); err != nil {
				return err
			}
		}
		return a.raw(c, body)
	}
}

// feedSlugs maps the feed groups of the schema to their stored slugs.
var feedSlugs = map[string]string{"main": "main", "community": "community", "how_tos": "how-tos", "veganuary": "veganuary"}

func (a *API) feed(c *echo.Context) error {
	group := c.QueryParamOr("group", "main")
	slug, ok := feedSlugs[group]
	if !ok {
		return apierror.InvalidParameter("group")
	}
	d, err := a.store.BySlug(c.Request().Context(), "feed", language(c), slug)
	if err != nil {
		return storeError(err)
	}
	return a.raw(c, d.Body)
}

// menu answers the header menu; it carries both languages, so it is stored once.
func (a *API) menu(c *echo.Context) error {
	d, err := a.store.BySlug(c.Request().Context(), "menu", "de", "main")
	if err != nil {
		return storeError(err)
	}
	return a.raw(c, d.Body)
}

// mediaPath is what a stored file's path looks like: pictures, the recipe clips and their
// caption tracks (one per language).
var mediaPath = regexp.MustCompile(`^[a-z0-9-]+(?:/[a-z0-9-]+)*\.(?:jpg|png|webp|webm|(?:de|en)\.vtt)$`)

func (a *API) media(c *echo.Context) error {
	path := c.Param("*")
	if len(path) > 300 || !mediaPath.MatchString(path) {
		return apierror.NotFound()
	}
	m, err := a.store.MediaByPath(c.Request().Context(), path)
	if err != nil {
		return storeError(err)
	}
	h := c.Response().Header()
	h.Set("Cache-Control", "public, max-age=86400")
	h.Set("Content-Type", m.ContentType)
	// ServeContent sets Last-Modified and the length, and answers a Range (a video element's) with 206.
	http.ServeContent(c.Response(), c.Request(), "", m.UpdatedAt, bytes.NewReader(m.Data))
	return nil
}

// redirects lists the old slugs of a language, so the site can keep old links working on its host.
func (a *API) redirects(c *echo.Context) error {
	page, perPage, err := a.paging(c)
	if err != nil {
		return err
	}
	items, total, err := a.store.Redirects(c.Request().Context(), language(c), page, perPage)
	if err != nil {
		return storeError(err)
	}
	pages, err := pageCount(page, perPage, total)
	if err != nil {
		return err
	}
	return a.json(c, model.NewPaged(items, model.Pagination{Page: page, Pages: pages, PerPage: perPage, Total: total}))
}
