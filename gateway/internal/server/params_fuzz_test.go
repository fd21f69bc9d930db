package server

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// apiRoutes are the templates of the gateway's /api routes that take path parameters, as
// routes() declares them.
func apiRoutes(t testing.TB) []echo.RouteInfo {
	e := echo.New()
	(&Server{}).routes(e)
	var out []echo.RouteInfo
	for _, r := range e.Router().Routes() {
		if strings.HasPrefix(r.Path, "/api/") && len(r.Parameters) > 0 {
			out = append(out, r)
		}
	}
	if len(out) < 10 {
		t.Fatalf("only %d /api routes with parameters", len(out))
	}
	return out
}

func TestCheckRoutes(t *testing.T) {
	if err := checkRoutes(echo.Routes{{Path: "/api/things/:thing/", Parameters: []string{"thing"}}}); err == nil {
		t.Error("a parameter without a rule must stop the gateway from starting")
	}
	if err := checkRoutes(echo.Routes{{Path: "/de/things/:thing/", Parameters: []string{"thing"}}}); err != nil {
		t.Errorf("outside /api the handler checks its own parameters: %v", err)
	}
}

func TestUpstreamPath(t *testing.T) {
	cases := []struct {
		route  string
		values echo.PathValues
		want   string
	}{
		{"/api/recipes/", nil, "/recipes/"},
		{"/api/recipes/:slug/", echo.PathValues{{Name: "slug", Value: "paella-valenciana"}}, "/recipes/paella-valenciana/"},
		{"/api/recipes/:slug/", echo.PathValues{{Name: "slug", Value: "paella/../x"}}, ""},
		{"/api/recipes/:slug/", echo.PathValues{{Name: "slug", Value: "a%2Fb"}}, ""},
		{"/api/recipes/:slug/", nil, ""},
		{"/api/things/:thing/", echo.PathValues{{Name: "thing", Value: "a"}}, ""},
		{"/api/media/*", echo.PathValues{{Name: "*", Value: "recipes/lasagne.de.vtt"}}, "/media/recipes/lasagne.de.vtt"},
		{"/api/media/*", echo.PathValues{{Name: "*", Value: "recipes/../x.jpg"}}, ""},
		{"/api/editorial/reports/:target/:ref/resolve/", echo.PathValues{{Name: "target", Value: "recipe"}, {Name: "ref", Value: "paella"}},
			"/editorial/reports/recipe/paella/resolve/"},
		{"/de/recipes/:slug/", echo.PathValues{{Name: "slug", Value: "paella"}}, ""},
	}
	for _, tc := range cases {
		got, ok := upstreamPath(tc.route, tc.values)
		if got != tc.want || ok != (tc.want != "") {
			t.Errorf("upstreamPath(%s, %v) = %q, %v; want %q", tc.route, tc.values, got, ok, tc.want)
		}
	}
}

// FuzzUpstreamPath: whatever values a route's parameters get, the built path is either refused,
// exactly when a value breaks its rule, or one escaped path with the route's own number of
// segments (the media route's rest adds its own), no dot segment, no query or fragment, no byte
// that needs escaping, that url.Parse reads back unchanged.
func FuzzUpstreamPath(f *testing.F) {
	routes := apiRoutes(f)
	for i, v := range []string{"paella-valenciana", "0190a6d2-5b7e-7c1a-9f00-3c2b1a000001", "recipes/lasagne.jpg", "recipe",
		"..", "a%2Fb", "a/b", "?view=full&per_page=100&x=", "paella#", "x\x00", "a\r\nX-Injected: 1", "%25", "käse",
		"\xc0\xae\xc0\xae", "user-images/0190a6d2-5b7e-7c1a-9f00-3c2b1a000001.jpg", "a/b/c/d/e/f/g/h/i.jpg", "x..jpg", ".x", ""} {
		f.Add(uint8(i), v, "paella")
		f.Add(uint8(i*7), "recipe", v)
	}
	f.Fuzz(func(t *testing.T, pick uint8, first, second string) {
		route := routes[int(pick)%len(routes)]
		values := make(echo.PathValues, len(route.Parameters))
		allowed := true
		for i, name := range route.Parameters {
			v := first
			if i > 0 {
				v = second
			}
			values[i] = echo.PathValue{Name: name, Value: v}
			allowed = allowed && pathParams[name](v)
		}
		path, ok := upstreamPath(route.Path, values)
		if ok != allowed {
			t.Fatalf("%s %q: built %v, but the rules say %v", route.Path, values, ok, allowed)
		}
		if !ok {
			return
		}
		want := strings.Count(strings.TrimPrefix(route.Path, "/api"), "/")
		if v, isMedia := values.Get("*"); isMedia {
			want += strings.Count(v, "/")
		}
		if got := strings.Count(path, "/"); got != want {
			t.Fatalf("%s %q: %q has %d slashes, want %d", route.Path, values, path, got, want)
		}
		for segment := range strings.SplitSeq(path, "/") {
			if segment == "." || segment == ".." || strings.Contains(segment, "..") {
				t.Fatalf("%s %q: a dot segment in %q", route.Path, values, path)
			}
		}
		if strings.ContainsAny(path, "?#%\\") || strings.ContainsFunc(path, func(r rune) bool { return r <= ' ' || r >= 0x7f }) {
			t.Fatalf("%s %q: %q holds a byte that is structure or needs escaping", route.Path, values, path)
		}
		u, err := url.Parse(path)
		if err != nil || u.Path != path || u.EscapedPath() != path || u.RawQuery != "" || u.Fragment != "" || u.Host != "" {
			t.Fatalf("%s %q: %q does not read back unchanged (%v, %+v)", route.Path, values, path, err, u)
		}
	})
}

// canonicalTestParams are the declarations FuzzCanonicalQuery checks against.
var canonicalTestParams = [][]queryParam{listParams, searchParams, commentParams, mediaParams, nil}

// FuzzCanonicalQuery: for any raw query the canonical spelling never panics, is the same every
// time (the same error, naming the same parameter, when refused), is its own canonical spelling,
// and holds only declared parameters, each once, with a value; a refusal is always a 400.
func FuzzCanonicalQuery(f *testing.F) {
	for _, raw := range []string{"", "page=2", "per_page=100&view=full&page=2&lang=en", "per_page=100&cb=1", "page=1&page=2",
		"lang=de&lang=en", "page=01", "page=%2B1", "a=%zz", "a=1;b=2", "category=k%C3%A4se", "q=k%C3%A4se+kuchen&diet=vegan",
		"content=0190A6D2-5B7E-7C1A-9F00-3C2B1A000001", "v=1a2b3c4d", "=x", "&&", "view=", "updated_since=2026-01-02T03:04:05.6Z",
		"type=recipe&type=", "community=true&x", "have=a,b,c&max_time=30", "page=10000&per_page=1"} {
		for i := range canonicalTestParams {
			f.Add(uint8(i), raw)
		}
	}
	f.Fuzz(func(t *testing.T, pick uint8, raw string) {
		declared := canonicalTestParams[int(pick)%len(canonicalTestParams)]
		out, err := canonicalQuery(raw, declared)
		again, errAgain := canonicalQuery(raw, declared)
		if out != again || describe(err) != describe(errAgain) {
			t.Fatalf("%q: %q %v, then %q %v", raw, out, err, again, errAgain)
		}
		if err != nil {
			if e, ok := apierror.As(err); !ok || e.Status != http.StatusBadRequest {
				t.Fatalf("%q: refused with %v, want a 400", raw, err)
			}
			return
		}
		if twice, err := canonicalQuery(out, declared); err != nil || twice != out {
			t.Fatalf("%q: canonical %q is spelled %q (%v) the second time", raw, out, twice, err)
		}
		query, err := url.ParseQuery(out)
		if err != nil || query.Encode() != out {
			t.Fatalf("%q: canonical %q is not a sorted, encoded query (%v)", raw, out, err)
		}
		for name, values := range query {
			isDeclared := slices.ContainsFunc(declared, func(p queryParam) bool { return p.name == name })
			if !isDeclared || len(values) != 1 || values[0] == "" {
				t.Fatalf("%q: canonical %q holds %s=%q", raw, out, name, values)
			}
		}
	})
}

func describe(err error) string {
	if e, ok := apierror.As(err); ok {
		return e.Code + " " + e.Field
	}
	if err != nil {
		return err.Error()
	}
	return ""
}
