package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// Personal calls (accounts, sessions, likes) go to the content API one by one, never through the
// shared cache. The gateway turns the sealed session cookie into X-Ultron-User and a user-session
// answer back into the cookie, so the user token never reaches the browser's JavaScript.

// sessionAnswer names the schema of answers that start a session.
const sessionAnswer = "user-session"

// Shared header values of personal answers (see securityHeaders).
var (
	privateNoStore = []string{"private, no-store"}
	jsonUTF8       = []string{"application/json; charset=utf-8"}
)

// call is how one account route talks to the content API.
type call struct {
	// personal calls carry the session's user token and are answered 401 without one.
	personal bool
	// withUser calls carry the token when there is a session, and go without one otherwise.
	withUser bool
	// schema names what a 2xx answer must pass: "" for no body (204), sessionAnswer to start a
	// session.
	schema string
	// query lists the query parameters the route takes; any other is refused (canonicalQuery).
	query []queryParam
	// endsSession clears the cookie whatever the answer (logging out).
	endsSession bool
	// body is sent instead of the request's own (a photo the gateway re-encoded).
	body []byte
}

// private marks every answer of a personal route, the gateway's own errors included, as one for
// this browser only and not to be stored anywhere.
func private(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		markPrivate(c)
		return next(c)
	}
}

// markPrivate sets Cache-Control: private, no-store just before the answer is written, over
// whatever the error handler would set.
func markPrivate(c *echo.Context) {
	if resp, err := echo.UnwrapResponse(c.Response()); err == nil {
		resp.Before(func() { resp.Header()["Cache-Control"] = privateNoStore })
	}
}

// limitBody refuses a body over MaxBody with 413, whether its size is announced (Content-Length)
// or only shows while it is read (chunked).
func (s *Server) limitBody(next echo.HandlerFunc) echo.HandlerFunc {
	return limitBodyTo(s.cfg.MaxBody)(next)
}

// maxRecipeBody bounds a cook's recipe draft: 40 steps of 3,000 characters and then some (the
// content API holds it to the same).
const maxRecipeBody = 256 << 10

// limitBodyTo is limitBody with its own bound, for the few bodies larger than MaxBody.
func limitBodyTo(limit int64) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			req := c.Request()
			if req.ContentLength > limit {
				return apierror.New(http.StatusRequestEntityTooLarge, "too_large")
			}
			w := c.Response()
			if resp, err := echo.UnwrapResponse(w); err == nil {
				// net/http's own writer learns of the overrun and closes the connection after answering.
				w = resp.ResponseWriter
			}
			req.Body = http.MaxBytesReader(w, req.Body, limit)
			return next(c)
		}
	}
}

// forward passes a personal call on and its answer back.
func (s *Server) forward(c *echo.Context, cl call) error {
	resp, err := s.call(c, cl)
	if err != nil {
		return err
	}
	return relay(c, resp)
}

// call sends the request to the content API and checks the answer: an error answer must be the
// error shape, a success the route's schema, and no answer but a session's may hold a user token.
// A session's answer sets the cookie and comes back as the user alone.
func (s *Server) call(c *echo.Context, cl call) (*upstream.Response, error) {
	req := c.Request()
	lang, err := language(c)
	if err != nil {
		return nil, err
	}
	path, ok := upstreamPath(c.Path(), c.PathValues())
	if !ok {
		return nil, apierror.NotFound()
	}
	rawQuery, err := canonicalQuery(req.URL.RawQuery, cl.query)
	if err != nil {
		return nil, err
	}
	body := cl.body
	if body == nil {
		if body, err = readBody(req); err != nil {
			return nil, err
		}
	}
	var token string
	var sent bool
	if cl.withUser {
		token, _ = s.sessions.Token(req)
	}
	if cl.personal {
		if token, sent = s.sessions.Token(req); token == "" {
			if sent {
				s.sessions.End(c.Response())
			}
			return nil, apierror.New(http.StatusUnauthorized, "unauthorized")
		}
	}
	if cl.endsSession {
		s.sessions.End(c.Response())
	}
	resp, err := s.upstream.Do(req.Context(), upstream.Request{
		Method: req.Method, Path: path, RawQuery: rawQuery, Body: body, Language: lang,
		UserToken: token, ClientIP: c.RealIP(), RequestID: c.Response().Header().Get(echo.HeaderXRequestID),
	})
	if err != nil {
		return nil, err
	}
	if purge := resp.Header.Get("X-Cache-Purge"); purge != "" && s.Purge(purge) {
		s.published()
	}
	switch {
	case resp.Status >= 400:
		if err := s.check("error", resp.Body); err != nil {
			return nil, err
		}
		if resp.Status == http.StatusUnauthorized && cl.personal && !cl.endsSession {
			// The session ended upstream (expired, revoked, password changed elsewhere).
			s.sessions.End(c.Response())
		}
	case resp.Status >= 300:
		return nil, s.invalid(fmt.Errorf("a redirect (%d) for a personal call", resp.Status))
	case cl.schema == "":
		if len(resp.Body) > 0 {
			return nil, s.invalid(errors.New("a body where the contract has none"))
		}
	case cl.schema == sessionAnswer:
		if resp.Body, err = s.startSession(c, resp.Body); err != nil {
			return nil, err
		}
	default:
		if err := s.check(cl.schema, resp.Body); err != nil {
			return nil, err
		}
	}
	return resp, nil
}

// startSession keeps a user-session answer's token in the sealed cookie and returns the answer
// without it: {"user":…}, which must pass the schema "user".
func (s *Server) startSession(c *echo.Context, body []byte) ([]byte, error) {
	if err := s.schemas.Validate(sessionAnswer, body); err != nil {
		return nil, s.invalid(err)
	}
	var answer struct {
		User map[string]json.RawMessage `json:"user"`
	}
	if err := json.Unmarshal(body, &answer); err != nil {
		return nil, s.invalid(err)
	}
	var token string
	json.Unmarshal(answer.User["user_token"], &token)
	delete(answer.User, "user_token")
	user, err := json.Marshal(answer)
	if err != nil {
		return nil, s.invalid(err)
	}
	if err := s.schemas.Validate("user", user); err != nil {
		return nil, s.invalid(err)
	}
	s.sessions.Start(c.Response(), token)
	return user, nil
}

// check validates an answer against its schema and makes sure it holds no user token: only a
// session's answer may, and the gateway takes it out of that one.
func (s *Server) check(schemaName string, body []byte) error {
	if err := s.schemas.Validate(schemaName, body); err != nil {
		return s.invalid(err)
	}
	var doc any
	if err := json.Unmarshal(body, &doc); err != nil {
		return s.invalid(err)
	}
	if hasKey(doc, "user_token") {
		return s.invalid(errors.New("a user token in an answer that must not carry one"))
	}
	return nil
}

func (s *Server) invalid(err error) error {
	s.logger.Warn("Request error: the answer does not match the schema", "error", err.Error())
	return apierror.Wrap(http.StatusBadGateway, "upstream_invalid", err)
}

// hasKey reports whether a decoded JSON document has an object with key, at any depth.
func hasKey(doc any, key string) bool {
	switch v := doc.(type) {
	case map[string]any:
		for k, child := range v {
			if k == key || hasKey(child, key) {
				return true
			}
		}
	case []any:
		for _, child := range v {
			if hasKey(child, key) {
				return true
			}
		}
	}
	return false
}

// relay writes a checked answer: its status and body, and of its headers only what the browser
// needs (Retry-After tells a rate-limited client when to try again).
func relay(c *echo.Context, resp *upstream.Response) error {
	h := c.Response().Header()
	if v := resp.Header.Get("Content-Language"); v != "" {
		h.Set("Content-Language", v)
	}
	if v := resp.Header.Get("Retry-After"); v != "" {
		h.Set("Retry-After", v)
	}
	if len(resp.Body) == 0 {
		return c.NoContent(resp.Status)
	}
	h["Content-Type"] = jsonUTF8
	c.Response().WriteHeader(resp.Status)
	_, err := c.Response().Write(resp.Body)
	return err
}

// readBody reads a request's body, nil when it has none.
func readBody(req *http.Request) ([]byte, error) {
	if req.Body == nil || req.Body == http.NoBody {
		return nil, nil
	}
	body, err := io.ReadAll(req.Body)
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return nil, apierror.New(http.StatusRequestEntityTooLarge, "too_large")
	case err != nil:
		return nil, apierror.Wrap(http.StatusBadRequest, "bad_request", err)
	case len(body) == 0:
		return nil, nil
	}
	return body, nil
}

// purgeKeys turns X-Cache-Purge ("de /recipes/a/, en /recipes/b/": language and path below /api
// of every answer whose content changed; "media /media/…" for a stored file that is gone) into
// cache keys.
func purgeKeys(header string) []string {
	var keys []string
	for pair := range strings.SplitSeq(header, ",") {
		lang, target, ok := strings.Cut(strings.TrimSpace(pair), " ")
		if ok && lang == "media" && strings.HasPrefix(target, "/media/") {
			keys = append(keys, "media "+target)
			continue
		}
		if !ok || (lang != "de" && lang != "en") || !strings.HasPrefix(target, "/") {
			continue
		}
		path, rawQuery, _ := strings.Cut(target, "?")
		query, err := sortedQuery(rawQuery)
		if err != nil {
			continue
		}
		keys = append(keys, cacheKey(lang, path, query))
	}
	return keys
}
