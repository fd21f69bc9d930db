package redirect_test

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"unicode"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/redirect"
)

// hostile are targets that lead, or after one more decode and redirect would lead, to another
// site in a browser.
var hostile = []string{
	"//evil.example/",
	"//evil.example/../de/",
	"//evil.example/..%2fde",
	"/%2fevil.example/..%2fde",
	"/%2Fevil.example/%2e%2e/de",
	"/%2F%2Fevil.example/",
	"/%2f%2fevil.example/",
	"/%5cevil.example/..%2fde",
	"/%5Cevil.example/",
	`/\evil.example/../de/`,
	`/\\evil.example/`,
	`\\evil.example/`,
	`/de/\evil`,
	"/\t/evil.example/",
	"/%09/evil.example",
	"/\r\n/evil.example",
	"/%0d%0a/evil.example",
	"/%0d%0aSet-Cookie:%20x=1",
	"/\x00/evil.example",
	"/%00/evil.example",
	"/\x7f/evil.example",
	"/\u0085/evil.example",
	"/.%2e/",
	"/%2e%2e/%2e%2e/evil.example",
	"/de/../../evil.example",
	"/de/./x/",
	"/..//evil.example",
	"/de//x/",
	"https://evil.example/",
	"http:evil.example",
	"HTTPS://evil.example/",
	"javascript:alert(1)",
	"data:text/html,hi",
	" //evil.example/",
	"\t//evil.example/",
	"de/",
	"evil.example",
	"",
	"?x=1",
	"#x",
	"/de/x?\\evil",
	"/de/?a=\nb",
}

func TestLocalRefusesOtherSites(t *testing.T) {
	for _, target := range hostile {
		if location, ok := redirect.Local(target); ok {
			t.Errorf("Local(%q) = %q, true; want refused", target, location)
		}
	}
}

func TestLocalKeepsPathsOfThisSite(t *testing.T) {
	for _, tc := range []struct{ target, want string }{
		{"/", "/"},
		{"/de/", "/de/"},
		{"/de", "/de"},
		{"/de/rezepte/zitronen-dill-lachs/", "/de/rezepte/zitronen-dill-lachs/"},
		{"/de/rezepte/x/?page=2#steps", "/de/rezepte/x/?page=2#steps"},
		{"/api/recipes/new-slug/?lang=de", "/api/recipes/new-slug/?lang=de"},
		{"/de/suche/?q=k%C3%A4se&tags=a,b", "/de/suche/?q=k%C3%A4se&tags=a,b"},
		{"/de/suche/?q=käse kuchen", "/de/suche/?q=k%C3%A4se%20kuchen"},
		{"/de/küche/", "/de/k%C3%BCche/"},
		{"/de/k%C3%BCche/", "/de/k%C3%BCche/"},
		{"/de/%EF%BC%8Fevil.example/", "/de/%EF%BC%8Fevil.example/"},
		{"/\uff0fevil.example/", "/%EF%BC%8Fevil.example/"},
		{"/a%2fb/", "/a%2fb/"},
		{"/%252fevil.example/", "/%252fevil.example/"},
		{"/en/newsletter/unsubscribe/#token=a%2Bb", "/en/newsletter/unsubscribe/#token=a%2Bb"},
		{"/api/authenticate/appleid/callback/?code=c&name=Ada+Lovelace&state=s", "/api/authenticate/appleid/callback/?code=c&name=Ada+Lovelace&state=s"},
		{"/de/anmelden/?error=social", "/de/anmelden/?error=social"},
		{"/de/?", "/de/"},
		{"/de/x:y/", "/de/x:y/"},
	} {
		got, ok := redirect.Local(tc.target)
		if !ok || got != tc.want {
			t.Errorf("Local(%q) = %q, %v; want %q", tc.target, got, ok, tc.want)
		}
	}
}

// sameOriginPath checks a Location the way a browser resolves it, independently of Local: printable
// ASCII without back slashes, a path from the root that resolves on the page's own origin, and the
// same once decoded (for a server that decodes and redirects again).
func sameOriginPath(location string) error {
	for i := 0; i < len(location); i++ {
		if c := location[i]; c <= ' ' || c >= 0x7f || c == '\\' {
			return fmt.Errorf("byte %#x at %d", c, i)
		}
	}
	if !strings.HasPrefix(location, "/") || strings.HasPrefix(location, "//") {
		return errors.New("not a path from the root")
	}
	u, err := url.Parse(location)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil {
		return fmt.Errorf("not a bare path: %v", err)
	}
	base, _ := url.Parse("https://tischlein.test/de/rezepte/")
	if r := base.ResolveReference(u); r.Scheme != base.Scheme || r.Host != base.Host {
		return fmt.Errorf("resolves to %s", r)
	}
	if strings.HasPrefix(u.Path, "//") || strings.ContainsFunc(u.Path, func(r rune) bool { return r == '\\' || unicode.IsControl(r) }) {
		return fmt.Errorf("once decoded: %q", u.Path)
	}
	return nil
}

// FuzzLocal: whatever Local accepts is a same-origin path, Local of its own answer is the same
// answer, and it refuses every target whose decoded form starts like another site.
func FuzzLocal(f *testing.F) {
	for _, s := range hostile {
		f.Add(s)
	}
	for _, s := range []string{"/de/", "/de/rezepte/x/?a=1#b", "/de/küche/", "/a%2fb/", "/%252f%252fx", "/de/?q=%", "/%zz/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, target string) {
		location, ok := redirect.Local(target)
		if !ok {
			if location != "" {
				t.Fatalf("refused %q but answered %q", target, location)
			}
			return
		}
		if err := sameOriginPath(location); err != nil {
			t.Fatalf("Local(%q) = %q: %v", target, location, err)
		}
		if again, ok := redirect.Local(location); !ok || again != location {
			t.Fatalf("Local(%q) = %q, but Local(%q) = %q, %v", target, location, location, again, ok)
		}
		if u, err := url.Parse(target); err == nil && (strings.HasPrefix(u.Path, "//") || strings.HasPrefix(u.Path, `/\`)) {
			t.Fatalf("Local(%q) accepted a path that is another site once decoded: %q", target, u.Path)
		}
	})
}

func TestTo(t *testing.T) {
	e := echo.New()
	for _, tc := range []struct {
		status int
		target string
		want   string
		err    error
	}{
		{http.StatusFound, "/de/", "/de/", nil},
		{http.StatusMovedPermanently, "/de/küche", "/de/k%C3%BCche", nil},
		{http.StatusSeeOther, "/en/newsletter/unsubscribe/#token=x", "/en/newsletter/unsubscribe/#token=x", nil},
		{http.StatusFound, "//evil.example/", "", redirect.ErrNotLocal},
		{http.StatusFound, "/%2fevil.example/..%2fde", "", redirect.ErrNotLocal},
		{http.StatusOK, "/de/", "", nil},
	} {
		rec := httptest.NewRecorder()
		c := e.NewContext(httptest.NewRequest(http.MethodGet, "/", nil), rec)
		err := redirect.To(c, tc.status, tc.target)
		switch {
		case tc.want != "":
			if err != nil || rec.Code != tc.status || rec.Header().Get("Location") != tc.want {
				t.Errorf("To(%d, %q): %v %d %q", tc.status, tc.target, err, rec.Code, rec.Header().Get("Location"))
			}
		case err == nil || (tc.err != nil && !errors.Is(err, tc.err)) || rec.Header().Get("Location") != "":
			t.Errorf("To(%d, %q) must be refused: %v, Location %q", tc.status, tc.target, err, rec.Header().Get("Location"))
		}
	}
}

func TestToProvider(t *testing.T) {
	e := echo.New()
	for _, tc := range []struct {
		url string
		ok  bool
	}{
		{"https://accounts.example/auth?client_id=a&state=b", true},
		{"http://127.0.0.1:9999/authorize?state=b", true},
		{"/de/", false},
		{"//evil.example/", false},
		{"javascript:alert(1)", false},
		{"https://user:pass@accounts.example/", false},
		{"https://accounts.example/\tauth", false},
		{"ftp://accounts.example/", false},
	} {
		rec := httptest.NewRecorder()
		c := e.NewContext(httptest.NewRequest(http.MethodGet, "/", nil), rec)
		err := redirect.ToProvider(c, tc.url)
		if tc.ok != (err == nil) || (tc.ok && (rec.Code != http.StatusFound || rec.Header().Get("Location") != tc.url)) {
			t.Errorf("ToProvider(%q): %v %d %q", tc.url, err, rec.Code, rec.Header().Get("Location"))
		}
	}
}

func ExampleLocal() {
	for _, target := range []string{"/de/rezepte/x/?page=2", "/de/küche/", "/%2fevil.example/..%2fde", `/\evil.example/`, "https://evil.example/"} {
		location, ok := redirect.Local(target)
		fmt.Printf("%q %v\n", location, ok)
	}
	// Output:
	// "/de/rezepte/x/?page=2" true
	// "/de/k%C3%BCche/" true
	// "" false
	// "" false
	// "" false
}
