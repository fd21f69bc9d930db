package server

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/images"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// Shared header values of image variants: a variant's URL never changes meaning (its source,
// size and quality are in it), so browsers and CDNs keep it for a year; the bytes differ by the
// format the browser accepts.
var (
	immutable      = []string{"public, max-age=31536000, immutable"}
	userImageCache = []string{"public, max-age=3600"}
	varyAccept     = []string{"Accept"}
)

// userImages is where users' uploaded photos are among the media files.
const userImages = "user-images/"

// signedImage answers /_img/<signature>/<width>x<height>/q<quality>/<source>?v=<version>.
func (s *Server) signedImage(c *echo.Context) error {
	for name := range c.QueryParams() {
		if name != "v" {
			e := apierror.New(http.StatusBadRequest, "unknown_parameter")
			e.Field = name
			return e
		}
	}
	v, err := s.images.Signed(c.Param("signature"), c.Param("*"), c.QueryParam("v"))
	if err != nil {
		return err
	}
	return s.image(c, v)
}

// optimizedImage answers /_img?url=/api/media/…&w=…&q=…, the optimizer shape of spec §7.
func (s *Server) optimizedImage(c *echo.Context) error {
	query := c.QueryParams()
	for name := range query {
		if name != "url" && name != "w" && name != "q" {
			e := apierror.New(http.StatusBadRequest, "unknown_parameter")
			e.Field = name
			return e
		}
	}
	v, err := images.Optimized(query.Get("url"), query.Get("w"), query.Get("q"))
	if err != nil {
		return err
	}
	return s.image(c, v)
}

func (s *Server) image(c *echo.Context, v images.Variant) error {
	v.Format = images.Negotiate(c.Request().Header.Get("Accept"))
	h := c.Response().Header()
	h["Vary"] = varyAccept
	etag := v.ETag()
	if c.Request().Header.Get("If-None-Match") == etag {
		h["Cache-Control"] = immutable
		h.Set("Etag", etag)
		return c.NoContent(http.StatusNotModified)
	}
	cacheControl := immutable
	if strings.HasPrefix(v.Source, userImages) {
		// A user's photo can be deleted or hidden: its variants are checked against the original
		// (a cache hit while it lives) and kept by browsers for an hour, not a year.
		if _, err := s.original(c.Request().Context(), v.Source); err != nil {
			return err
		}
		cacheControl = userImageCache
	}
	data, err := s.images.Get(c.Request().Context(), v, s.original)
	if err != nil {
		if e, ok := apierror.As(err); ok && e.Status == http.StatusServiceUnavailable {
			h.Set("Retry-After", "1")
		}
		return err
	}
	h["Cache-Control"] = cacheControl
	h.Set("Etag", etag)
	h.Set("Content-Length", strconv.Itoa(len(data)))
	return c.Blob(http.StatusOK, v.Format.ContentType(), data)
}

// original fetches a picture from the content API's media route through the gateway's cache,
// the same entry /api/media/ serves; a source that is no stored file's path is not found.
func (s *Server) original(ctx context.Context, source string) ([]byte, error) {
	rest, ok := mediaUpstreamPath(source)
	if !ok {
		return nil, apierror.NotFound()
	}
	path := "/media/" + rest
	entry, _, err := s.cache.Get(ctx, "media "+path, func(ctx context.Context) (*cache.Entry, error) {
		resp, err := s.upstream.Get(ctx, upstream.Request{Path: path, Language: "de", Binary: true})
		if err != nil {
			return nil, err
		}
		return s.entry(resp, mediaSchema, noCrops)
	})
	if err != nil {
		return nil, err
	}
	if entry.Status != http.StatusOK {
		return nil, apierror.NotFound()
	}
	return entry.Body, nil
}
