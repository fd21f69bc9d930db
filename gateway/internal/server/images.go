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
	// The original comes first, from the gateway's cache: its bytes name the variant, and a
	// user's photo that was deleted or hidden is gone with it.
	src, err := s.original(c.Request().Context(), v.Source)
	if err != nil {
		return err
	}
	cacheControl := immutable
	if strings.HasPrefix(v.Source, userImages) {
		// A user's photo can be deleted or hidden: browsers keep its variants for an hour, not a year.
		cacheControl = userImageCache
	}
	etag := v.ETag(src.Tag)
	if c.Request().Header.Get("If-None-Match") == etag {
		h["Cache-Control"] = cacheControl
		h.Set("Etag", etag)
		return c.NoContent(http.StatusNotModified)
	}
	data, err := s.images.Get(c.Request().Context(), v, src)
	if err != nil {
		return retryWhenBusy(c, err)
	}
	h["Cache-Control"] = cacheControl
	h.Set("Etag", etag)
	h.Set("Content-Length", strconv.Itoa(len(data)))
	return c.Blob(http.StatusOK, v.Format.ContentType(), data)
}

// retryWhenBusy adds Retry-After to a 503: the decode budget or the resizer's queue was full, and
// a moment later it will not be.
func retryWhenBusy(c *echo.Context, err error) error {
	if e, ok := apierror.As(err); ok && e.Status == http.StatusServiceUnavailable {
		c.Response().Header().Set("Retry-After", "1")
	}
	return err
}

// original fetches a picture from the content API's media route through the gateway's cache,
// the same entry /api/media/ serves; its tag is the entry's ETag, a hash of its bytes. A source
// that is no stored file's path is not found.
func (s *Server) original(ctx context.Context, source string) (images.Original, error) {
	rest, ok := mediaUpstreamPath(source)
	if !ok {
		return images.Original{}, apierror.NotFound()
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
		return images.Original{}, err
	}
	if entry.Status != http.StatusOK {
		return images.Original{}, apierror.NotFound()
	}
	return images.Original{Data: entry.Body, Tag: entry.ETag}, nil
}
