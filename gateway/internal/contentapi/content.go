package contentapi

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/redirect"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// listContent lists recipes and stories, newest first, filtered by category, tag, ingredient,
// author, type and community. view=full answers whole documents instead of cards, so the site's
// build reads 10,000 recipes in a hundred requests rather than ten thousand; updated_since (RFC 3339)
// keeps those written after that time, so a partial build reads only what changed since the last.
func (a *API) listContent(kinds ...string) echo.HandlerFunc {
	return func(c *echo.Context) error {
		page, perPage, err := a.paging(c)
		if err != nil {
			return err
		}
		q := store.Query{Kinds: kinds, Language: language(c), Page: page, PerPage: perPage, Order: store.Newest}
		if t := c.QueryParam("type"); t != "" {
			if t != "recipe" && t != "article" || !contains(kinds, t) {
				return apierror.InvalidParameter("type")
			}
			q.Kinds = []string{t}
		}
		for _, f := range []struct{ param, kind string }{{"category", "category"}, {"tag", "tag"}, {"ingredient", "ingredient"}} {
			slug := c.QueryParam(f.param)
			if slug == "" {
				continue
			}
			if q.Term != "" {
				return apierror.InvalidParameter(f.param)
			}
			d, err := a.filterTarget(c, f.kind, slug, f.param)
			if err != nil {
				return err
			}
			q.Term = d.GroupID
		}
		if slug := c.QueryParam("author"); slug != "" {
			if _, err := a.filterTarget(c, "author", slug, "author"); err != nil {
				return err
			}
			q.Author = slug
		}
		switch c.QueryParam("community") {
		case "":
		case "true":
			q.Community = ptr(true)
		case "false":
			q.Community = ptr(false)
		default:
			return apierror.InvalidParameter("community")
		}
		if since := c.QueryParam("updated_since"); since != "" {
			t, err := time.Parse(time.RFC3339Nano, since)
			if err != nil {
				return apierror.InvalidParameter("updated_since")
			}
			q.UpdatedSince = t
		}
		full := false
		switch c.QueryParam("view") {
		case "", "summary":
		case "full":
			full = true
		default:
			return apierror.InvalidParameter("view")
		}
		return a.list(c, q, !full, nil)
	}
}

// filterTarget finds what a list filter names; an unknown one is a 404 naming the parameter, so a
// listing of a category that does not exist is not mistaken for an empty one.
func (a *API) filterTarget(c *echo.Context, kind, slug, param string) (store.Document, error) {
	if !slugPattern.MatchString(slug) || len(slug) > 160 {
		return store.Document{}, apierror.InvalidParameter(param)
	}
	d, err := a.store.BySlug(c.Request().Context(), kind, language(c), slug)
	if errors.Is(err, store.ErrNotFound) {
		e := apierror.NotFound()
		e.Field = param
		return d, e
	}
	if err != nil {
		return d, storeError(err)
	}
	return d, nil
}

// bySlugOrRedirect returns the document, or writes the redirect to its current slug and returns nil.
func (a *API) bySlugOrRedirect(c *echo.Context, kind, slug string) (*store.Document, error) {
	ctx, lang := c.Request().Context(), language(c)
	d, err := a.store.BySlug(ctx, kind, lang, slug)
	if err == nil {
		return &d, nil
	}
	if !errors.Is(err, store.ErrNotFound) {
		return nil, storeError(err)
	}
	current, rerr := a.store.Redirect(ctx, kind, lang, slug)
	if rerr != nil {
		return nil, storeError(rerr)
	}
	prefix := strings.TrimSuffix(strings.TrimSuffix(c.Request().URL.Path, "/"), slug)
	location, ok := redirect.Local((&url.URL{Path: prefix + current + "/", RawQuery: c.Request().URL.RawQuery}).String())
	if !ok {
		return nil, apierror.NotFound()
	}
	c.Response().Header().Set("Vary", "Accept-Language")
	return nil, redirect.To(c, http.StatusMovedPermanently, location)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func ptr[T any](v T) *T { return &v }
