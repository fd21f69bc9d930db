package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/feeds"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// feedTitles are the feeds' names and descriptions per language.
var feedTitles = map[string]map[string][2]string{
	"recipes": {
		"de": {"Tischlein – Neue Rezepte", "Die neuesten Rezepte aus der Tischlein-Küche und von unserer Community."},
		"en": {"Tischlein – New recipes", "The newest recipes from the Tischlein kitchen and our community."},
	},
	"stories": {
		"de": {"Tischlein – Stories", "Geschichten, Küchenwissen und Reportagen rund ums Essen."},
		"en": {"Tischlein – Stories", "Stories, kitchen know-how and features about food."},
	},
	"author": {
		"de": {"Tischlein – %s", "Die neuesten Rezepte und Stories von %s auf Tischlein."},
		"en": {"Tischlein – %s", "The newest recipes and stories by %s on Tischlein."},
	},
}

// siteFeed answers the newest recipes or stories of a language.
func (s *Server) siteFeed(kind feeds.Kind, lang string, format feeds.Format) echo.HandlerFunc {
	list := map[feeds.Kind]string{feeds.Recipes: "/recipes/", feeds.Stories: "/articles/"}[kind]
	titles := feedTitles[string(kind)][lang]
	return func(c *echo.Context) error {
		base := s.publicBase()
		ch := feeds.Channel{Language: lang, Title: titles[0], Description: titles[1],
			Link: base + feeds.ListPath(kind, lang), Self: base + feeds.Path(kind, lang, format)}
		return s.serveFeed(c, format, lang, list, "per_page="+strconv.Itoa(feeds.Size), ch)
	}
}

// authorFeed answers everything one author published, newest first; an unknown author is the
// site's 404 page.
func (s *Server) authorFeed(lang string, format feeds.Format) echo.HandlerFunc {
	titles := feedTitles["author"][lang]
	return func(c *echo.Context) error {
		slug := c.Param("slug")
		if !isSlug(slug) {
			return s.notFoundPage(c)
		}
		resp, err := s.upstream.Get(c.Request().Context(), upstream.Request{Path: "/users/" + slug + "/", Language: lang,
			RequestID: c.Response().Header().Get(echo.HeaderXRequestID)})
		if err != nil {
			return err
		}
		if resp.Status == http.StatusNotFound || resp.Status == http.StatusMovedPermanently {
			return s.notFoundPage(c)
		}
		if resp.Status != http.StatusOK {
			return apierror.New(http.StatusBadGateway, "upstream_error")
		}
		var author struct {
			Name string `json:"name"`
		}
		if err := json.Unmarshal(resp.Body, &author); err != nil || author.Name == "" {
			return apierror.New(http.StatusBadGateway, "upstream_invalid")
		}
		base := s.publicBase()
		ch := feeds.Channel{Language: lang, Title: strings.Replace(titles[0], "%s", author.Name, 1),
			Description: strings.Replace(titles[1], "%s", author.Name, 1),
			Link:        base + "/" + lang + "/users/" + slug + "/", Self: base + feeds.AuthorPath(lang, slug, format)}
		return s.serveFeed(c, format, lang, "/feed-items/", "author="+slug+"&per_page="+strconv.Itoa(feeds.Size), ch)
	}
}

// publicBase is the site's origin for the feeds' absolute links (PUBLIC_URL).
func (s *Server) publicBase() string { return strings.TrimRight(s.cfg.PublicURL, "/") }

// serveFeed writes a feed of a list's first page through the cache, so a publish's purge renews it
// and a feed reader polling every few minutes costs one map lookup (and a 304 with its ETag).
func (s *Server) serveFeed(c *echo.Context, format feeds.Format, lang, list, query string, ch feeds.Channel) error {
	fetch := func(ctx context.Context) (*cache.Entry, error) {
		resp, err := s.upstream.Get(ctx, upstream.Request{Path: list, RawQuery: query, Language: lang,
			RequestID: c.Response().Header().Get(echo.HeaderXRequestID)})
		if err != nil {
			return nil, err
		}
		if resp.Status != http.StatusOK {
			return nil, apierror.New(http.StatusBadGateway, "upstream_error")
		}
		if err := s.schemas.Validate("paged-content-summary", resp.Body); err != nil {
			return nil, apierror.Wrap(http.StatusBadGateway, "upstream_invalid", err)
		}
		var page struct {
			Data []feeds.Item `json:"data"`
		}
		if err := json.Unmarshal(resp.Body, &page); err != nil {
			return nil, apierror.Wrap(http.StatusBadGateway, "upstream_invalid", err)
		}
		body, err := feeds.Write(format, ch, page.Data, s.publicBase())
		if err != nil {
			return nil, err
		}
		e := &cache.Entry{Status: http.StatusOK, Body: body, Header: http.Header{}}
		e.Header.Set("Content-Type", format.ContentType())
		e.Header.Set("Content-Length", strconv.Itoa(len(body)))
		sum := sha256.Sum256(body)
		e.ETag = `"` + hex.EncodeToString(sum[:12]) + `"`
		e.ETagHeader = []string{e.ETag}
		compressLater(e)
		return e, nil
	}
	entry, state, err := s.cache.Get(c.Request().Context(), "feed "+ch.Self, fetch)
	if err != nil {
		return err
	}
	return s.write(c, entry, state, false)
}
