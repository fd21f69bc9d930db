package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/locale"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// sharedCache is the Cache-Control of anonymous JSON answers and pages. Browsers revalidate them
// on every use (max-age=0: cheap with the ETag, and publishing changes them at any time); a shared
// cache in front of the gateways (a CDN, nginx's proxy_cache) keeps them 10 s and then, while it
// asks again, serves what it has for 30 s more, or for a day while the gateways fail. The gateways'
// own purge on publish does not reach such a cache, so 10 s is how long a change (a like count, a
// published page) can take to show through it.
const sharedCache = "public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=86400"

// Shared header values of proxied answers (see securityHeaders).
var (
	noStore      = []string{"no-store"}
	publicDay    = []string{"public, max-age=86400"}
	revalidate   = []string{sharedCache}
	varyLanguage = []string{"Accept-Language, Accept-Encoding"}
	// X-Cache values by cache.State.
	xCacheHit          = []string{string(cache.Hit)}
	xCacheMiss         = []string{string(cache.Miss)}
	xCacheStale        = []string{string(cache.Stale)}
	xCacheStaleIfError = []string{string(cache.StaleIfError)}
)

// mediaSchema marks the media route: its answers are files, not JSON.
const mediaSchema = ""

// limitQuery refuses API calls whose query string or path is too long to be a real one (414).
func (s *Server) limitQuery(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		u := c.Request().URL
		isAPI := strings.HasPrefix(u.Path, "/api/")
		if isAPI && (len(u.RawQuery) > s.cfg.MaxQuery || len(u.Path) > 512) {
			return apierror.New(http.StatusRequestURITooLong, "query_too_long")
		}
		return next(c)
	}
}

// proxy forwards an allowlisted GET to the content API through the cache. The answer must pass the
// named schema, so a broken upstream is a 502 here rather than a broken page later. The route's
// query parameters are all it takes, so the cache holds one entry per meaning and no more.
func (s *Server) proxy(schemaName string, params ...queryParam) echo.HandlerFunc {
	binary := schemaName == mediaSchema
	return func(c *echo.Context) error {
		req := c.Request()
		lang, err := negotiate(c)
		if err != nil {
			return err
		}
		// The error handler writes errors in the request's language; a cached answer, the common
		// case, does without the context's map.
		fail := func(err error) error {
			c.Set(apierror.LanguageKey, lang)
			return err
		}
		path, ok := upstreamPath(c.Path(), c.PathValues())
		if !ok {
			return fail(apierror.NotFound())
		}
		rawQuery, err := canonicalQuery(req.URL.RawQuery, params)
		if err != nil {
			return fail(err)
		}
		key := cacheKey(lang, path, rawQuery)
		if binary {
			key = "media " + path
		}
		if entry, ok := s.cache.Fresh(key); ok {
			return s.write(c, entry, cache.Hit, binary)
		}
		requestID := headerValue(c.Response().Header(), echo.HeaderXRequestID)
		fetch := func(ctx context.Context) (*cache.Entry, error) {
			resp, err := s.upstream.Get(ctx, upstream.Request{Path: path, RawQuery: rawQuery, Language: lang, RequestID: requestID, Binary: binary})
			if err != nil {
				return nil, err
			}
			return s.entry(resp, schemaName, cropScopeOf(schemaName, path, rawQuery))
		}
		entry, state, err := s.cache.Get(req.Context(), key, fetch)
		if err != nil {
			return fail(err)
		}
		return s.write(c, entry, state, binary)
	}
}

// language is the request's language (?lang=, else Accept-Language), kept for the error handler.
func language(c *echo.Context) (string, error) {
	lang, err := negotiate(c)
	if err != nil {
		return "", err
	}
	c.Set(apierror.LanguageKey, lang)
	return lang, nil
}

// negotiate is the request's language: ?lang=, else Accept-Language. The query is parsed only
// when there is one.
func negotiate(c *echo.Context) (string, error) {
	req := c.Request()
	explicit := ""
	if req.URL.RawQuery != "" {
		explicit = c.QueryParam("lang")
	}
	lang, err := locale.Negotiate(explicit, headerValue(req.Header, "Accept-Language"))
	if err != nil {
		e := apierror.New(http.StatusBadRequest, "unsupported_language")
		e.Field = "lang"
		return "", e
	}
	return lang, nil
}

// cacheKey is the key of an anonymous answer: language, path below /api, canonical query.
func cacheKey(lang, path, canonicalQuery string) string {
	return lang + " " + path + "?" + canonicalQuery
}

// entry checks an upstream answer and turns it into what the cache keeps. A JSON answer is kept
// plain and compressed once the cache holds it (compressLater), so the miss does not wait for it.
func (s *Server) entry(resp *upstream.Response, schemaName string, scope cropScope) (*cache.Entry, error) {
	binary := schemaName == mediaSchema
	e := &cache.Entry{Status: resp.Status, Body: resp.Body, Header: make(http.Header, 4)}
	sum := sha256.Sum256(resp.Body)
	switch {
	case resp.Status == http.StatusOK && !binary:
		a, err := s.prepare(schemaName, scope, resp.Body, sum)
		if err != nil {
			return nil, apierror.Wrap(http.StatusBadGateway, "upstream_invalid", err)
		}
		e.Body, e.ETag, e.ETagHeader = a.body, a.etag, a.etagHeader
	case resp.Status >= 400:
		if err := s.schemas.Validate("error", resp.Body); err != nil {
			s.logger.Warn("Request error: the error answer does not match the schema", "error", err.Error())
			return nil, apierror.Wrap(http.StatusBadGateway, "upstream_invalid", err)
		}
	}
	if e.ETag == "" {
		e.ETag = etagOf(sum)
		e.ETagHeader = []string{e.ETag}
	}
	for _, h := range []string{"Content-Type", "Content-Language", "Last-Modified"} {
		if v := resp.Header.Get(h); v != "" {
			e.Header.Set(h, v)
		}
	}
	if resp.RedirectURL != "" {
		e.Header.Set("Location", resp.RedirectURL)
	}
	// A known length lets net/http send the answer in one piece instead of chunks.
	e.Header.Set("Content-Length", strconv.Itoa(len(e.Body)))
	cc := strings.ToLower(resp.Header.Get("Cache-Control"))
	cacheable := resp.Status == http.StatusOK || resp.Status == http.StatusMovedPermanently || resp.Status == http.StatusNotFound
	e.NoStore = !cacheable || strings.Contains(cc, "private") || strings.Contains(cc, "no-store")
	if !binary {
		compressLater(e)
	}
	return e, nil
}

// write sends a cached or fresh answer with validators and an honest Cache-Control: JSON is
// revalidated on every use (cheap with the ETag, and publishing changes it at any time), pictures
// keep for a year when their URL names their version and for a day when not (users' photos for an
// hour), client errors are not stored downstream. Files answer byte ranges.
func (s *Server) write(c *echo.Context, e *cache.Entry, state cache.State, binary bool) error {
	req := c.Request()
	h := c.Response().Header()
	for k, v := range e.Header {
		h[k] = v
	}
	h["X-Cache"] = cacheState(state)
	switch {
	case e.Status >= 400:
		h["Cache-Control"] = noStore
	case binary && strings.HasPrefix(req.URL.Path, "/api/media/"+userImages):
		// A user's photo can be deleted or hidden at any time, whatever its URL says.
		h["Cache-Control"] = userImageCache
	case binary && c.QueryParam("v") != "":
		// A versioned picture URL (the content API's ?v=) changes when the picture does.
		h["Cache-Control"] = immutable
	case binary:
		h["Cache-Control"] = publicDay
	default:
		h["Cache-Control"] = revalidate
		h["Vary"] = varyLanguage
	}
	body, etag := e.Body, e.ETag
	h["Etag"] = e.ETagHeader
	if enc, name := pick(e.Encodings(), headerValue(req.Header, "Accept-Encoding")); enc != nil {
		body, etag = enc.Body, enc.ETagHeader[0]
		h["Etag"], h["Content-Encoding"], h["Content-Length"] = enc.ETagHeader, name, enc.LengthHeader
	}
	if binary && e.Status == http.StatusOK {
		// Video elements fetch their file in byte ranges and seek with them: ServeContent answers a
		// Range with 206 (and If-None-Match with 304) from the cached bytes.
		http.ServeContent(c.Response(), req, "", time.Time{}, bytes.NewReader(body))
		return nil
	}
	if e.Status == http.StatusOK && headerValue(req.Header, "If-None-Match") == etag {
		return c.NoContent(http.StatusNotModified)
	}
	c.Response().WriteHeader(e.Status)
	_, err := c.Response().Write(body)
	return err
}

// cacheState is the X-Cache header value of a State.
func cacheState(state cache.State) []string {
	switch state {
	case cache.Hit:
		return xCacheHit
	case cache.Miss:
		return xCacheMiss
	case cache.Stale:
		return xCacheStale
	}
	return xCacheStaleIfError
}
