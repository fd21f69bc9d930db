package server

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// What reaches the content API is built here from what the route table declares, never copied
// from the request: a path parameter must be what its name says (pathParams in routes.go) and goes
// upstream escaped in its place among the route's literal parts; a query parameter must be one the
// route declares, given once, with a value of its kind, and goes upstream in one canonical spelling.
// A decoded "/", "..", "?", "#" or NUL in a parameter therefore never becomes structure in the
// content API's URL (an external CMS behind a normalising proxy would route it, with the gateway's
// token), and an invented parameter never becomes a new cache key.

// pathRule tells whether a path parameter's value is one its name allows.
type pathRule func(string) bool

// maxSlug is the longest slug the content API has (it refuses longer ones too).
const maxSlug = 160

// isSlug allows what the content API's slugs are: lower-case letters and digits in groups joined
// by single dashes ("spaghetti-carbonara"); model.Slugify makes nothing else.
func isSlug(s string) bool {
	if s == "" || len(s) > maxSlug || s[0] == '-' || s[len(s)-1] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9':
		case c == '-' && s[i-1] != '-':
		default:
			return false
		}
	}
	return true
}

// isUUID allows an id in its canonical spelling, 8-4-4-4-12 hex digits.
func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch i {
		case 8, 13, 18, 23:
			if c != '-' {
				return false
			}
		default:
			if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
				return false
			}
		}
	}
	return true
}

// oneOf allows the listed values only.
func oneOf(values ...string) pathRule {
	return func(s string) bool { return slices.Contains(values, s) }
}

// maxMediaPath and maxMediaSegments bound the path of a stored file below /media/.
const (
	maxMediaPath     = 300
	maxMediaSegments = 8
)

// isMediaPath allows the path of a stored file below /media/ ("recipes/lasagne.jpg",
// "user-images/<id>.jpg"): up to eight segments of letters, digits, "-" and "_", dots only
// between them, so no segment is empty, "." or "..", and nothing needs escaping.
func isMediaPath(s string) bool {
	if s == "" || len(s) > maxMediaPath || strings.Count(s, "/") >= maxMediaSegments {
		return false
	}
	for segment := range strings.SplitSeq(s, "/") {
		if !isMediaSegment(segment) {
			return false
		}
	}
	return true
}

func isMediaSegment(s string) bool {
	if s == "" || s[0] == '.' || s[len(s)-1] == '.' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '_':
		case c == '.' && s[i-1] != '.':
		default:
			return false
		}
	}
	return true
}

// checkRoutes makes sure every path parameter of the /api routes has a rule in pathParams, so a
// route added with a new parameter name does not start unchecked.
func checkRoutes(routes echo.Routes) error {
	for _, r := range routes {
		if !strings.HasPrefix(r.Path, "/api/") {
			continue
		}
		for _, name := range r.Parameters {
			if _, ok := pathParams[name]; !ok {
				return fmt.Errorf("server: the path parameter %q of %s has no rule in pathParams", name, r.Path)
			}
		}
	}
	return nil
}

// upstreamPath is the path below the content API's base URL that a request on route (as
// declared, "/api/recipes/:slug/") asks for: the route's literal parts, and each parameter in its
// place, checked against its rule and escaped; the media route's rest one segment at a time. ok is
// false when a parameter is not what its name allows.
func upstreamPath(route string, values echo.PathValues) (path string, ok bool) {
	rest, isAPI := strings.CutPrefix(route, "/api")
	if !isAPI {
		return "", false
	}
	if !hasParameter(rest) {
		return rest, true
	}
	var b strings.Builder
	b.Grow(len(rest) + 64)
	for more, first := true, true; more; first = false {
		var segment string
		segment, rest, more = strings.Cut(rest, "/")
		if !first {
			b.WriteByte('/')
		}
		switch {
		case segment == "*":
			value, _ := values.Get("*")
			escaped, ok := mediaUpstreamPath(value)
			if !ok {
				return "", false
			}
			b.WriteString(escaped)
		case strings.HasPrefix(segment, ":"):
			name := segment[1:]
			value, found := values.Get(name)
			rule, known := pathParams[name]
			if !found || !known || !rule(value) {
				return "", false
			}
			b.WriteString(url.PathEscape(value))
		case hasParameter(segment):
			return "", false
		default:
			b.WriteString(segment)
		}
	}
	return b.String(), true
}

// hasParameter reports whether a route or a segment of one has a parameter (":slug", "*") in it.
// Every cached answer asks it for each segment of its route: two byte searches cost a fraction of
// strings.ContainsAny, which builds a set of the bytes on each call.
func hasParameter(s string) bool {
	return strings.IndexByte(s, ':') >= 0 || strings.IndexByte(s, '*') >= 0
}

// mediaUpstreamPath is the escaped form of a stored file's path below /media/, when it is one.
func mediaUpstreamPath(path string) (string, bool) {
	if !isMediaPath(path) {
		return "", false
	}
	segments := strings.Split(path, "/")
	for i, s := range segments {
		segments[i] = url.PathEscape(s)
	}
	return strings.Join(segments, "/"), true
}

// queryParam is a query parameter one route takes: its name, and canon, which returns a value's
// one spelling, or false when the value cannot be meant for it.
type queryParam struct {
	name  string
	canon func(string) (string, bool)
}

// Bounds of the pages the lists take: at most 100 items a page (the content API's own bound), and
// no list anyone reads is 10,000 pages deep; the search reads pages up to 2^20, as its own bound.
const (
	maxPage       = 10000
	maxSearchPage = 1 << 20
	maxPerPage    = 100
)

// number allows a positive decimal from 1 to hi in its plain spelling ("7", not "07" or "+7").
func number(hi int) func(string) (string, bool) {
	return func(s string) (string, bool) {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > hi || strconv.Itoa(n) != s {
			return "", false
		}
		return s, true
	}
}

// choice allows the listed values only.
func choice(values ...string) func(string) (string, bool) {
	return func(s string) (string, bool) { return s, slices.Contains(values, s) }
}

// slugValue allows a slug (a filter naming a category, tag, ingredient or author).
func slugValue(s string) (string, bool) { return s, isSlug(s) }

// idValue allows an id, spelled in lower case as the content API stores it.
func idValue(s string) (string, bool) { return strings.ToLower(s), isUUID(s) }

// anyValue allows what the content API judges itself, with its own errors (a search and its
// filters, an unsubscribe token); the query as a whole is bounded by MaxQuery.
func anyValue(s string) (string, bool) { return s, true }

// timestamp allows an RFC 3339 time, as updated_since takes it.
func timestamp(s string) (string, bool) {
	_, err := time.Parse(time.RFC3339Nano, s)
	return s, err == nil
}

func param(name string, canon func(string) (string, bool)) queryParam {
	return queryParam{name: name, canon: canon}
}

// Query parameters of the routes, as the content API reads them (contentapi: paging, listContent,
// search.ParseQuery, comments, likes, ratings, shopping, desk, feedback).
var (
	paged      = []queryParam{param("page", number(maxPage)), param("per_page", number(maxPerPage))}
	listParams = append([]queryParam{
		param("type", choice("recipe", "article")),
		param("category", slugValue), param("tag", slugValue), param("ingredient", slugValue), param("author", slugValue),
		param("community", choice("true", "false")),
		param("updated_since", timestamp),
		param("view", choice("summary", "full")),
	}, paged...)
	feedParams   = []queryParam{param("group", choice("main", "community", "how_tos", "veganuary"))}
	mediaParams  = []queryParam{param("v", anyVersion)}
	searchParams = []queryParam{
		param("q", anyValue), param("type", anyValue), param("diet", anyValue), param("meal", anyValue),
		param("difficulty", anyValue), param("category", anyValue), param("tag", anyValue),
		param("quick", anyValue), param("healthy", anyValue), param("kids", anyValue),
		param("max_time", anyValue), param("have", anyValue),
		param("page", number(maxSearchPage)), param("per_page", number(maxPerPage)),
	}
	suggestParams  = []queryParam{param("q", anyValue)}
	commentParams  = append([]queryParam{param("content", idValue)}, paged...)
	likeParams     = append([]queryParam{param("ids", choice("true", "false"))}, paged...)
	contentParams  = []queryParam{param("content", idValue)}
	cookbookParams = []queryParam{param("item", idValue)}
	ratingParams   = []queryParam{param("content_id", idValue), param("content", idValue)}
	shoppingParams = []queryParam{param("checked", choice("true"))}
	deskParams     = append([]queryParam{param("type", choice("recipe", "article")), param("q", anyValue)}, paged...)
	feedbackParams = append([]queryParam{param("state", choice("open", "all"))}, paged...)
	teamParams     = []queryParam{param("q", anyValue)}
	tokenParams    = []queryParam{param("token", anyValue)}
)

// anyVersion allows what the content API puts into a media URL's ?v=: up to 64 letters, digits,
// "-" and "_".
func anyVersion(s string) (string, bool) {
	if len(s) > 64 {
		return "", false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return "", false
		}
	}
	return s, true
}

// canonicalQuery checks a request's query against what its route declares and returns its one
// spelling, which is both the cache key's part and what goes upstream: the declared parameters
// sorted, each value in its canonical form, empty ones left out (the content API reads an empty
// value as none) and lang left out (it goes upstream as Accept-Language). An undeclared parameter
// is 400 unknown_parameter, one given twice or with a value not of its kind 400
// invalid_parameter, each naming the parameter; several wrong ones name the first in order.
func canonicalQuery(raw string, declared []queryParam) (string, error) {
	if raw == "" {
		return "", nil
	}
	query, err := url.ParseQuery(raw)
	if err != nil {
		return "", apierror.Wrap(http.StatusBadRequest, "bad_request", err)
	}
	names := make([]string, 0, len(query))
	for name := range query {
		names = append(names, name)
	}
	slices.Sort(names)
	out := make(url.Values, len(names))
	for _, name := range names {
		values := query[name]
		i := slices.IndexFunc(declared, func(p queryParam) bool { return p.name == name })
		switch {
		case name != "lang" && i < 0:
			e := apierror.New(http.StatusBadRequest, "unknown_parameter")
			e.Field = name
			return "", e
		case len(values) > 1:
			return "", apierror.InvalidParameter(name)
		case name == "lang" || values[0] == "":
			continue
		}
		v, ok := declared[i].canon(values[0])
		if !ok {
			return "", apierror.InvalidParameter(name)
		}
		out[name] = []string{v}
	}
	return out.Encode(), nil
}

// sortedQuery is the cache key's spelling of a query the content API names in a purge: sorted,
// without lang and empty values, as canonicalQuery spells what it accepted.
func sortedQuery(raw string) (string, error) {
	query, err := url.ParseQuery(raw)
	if err != nil {
		return "", err
	}
	query.Del("lang")
	for name, values := range query {
		if len(values) == 1 && values[0] == "" {
			delete(query, name)
		}
	}
	return query.Encode(), nil
}
