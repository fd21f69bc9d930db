package images

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// checkVariant asserts what every accepted variant is: a listed size and quality, and a source
// that stays inside the media route.
func checkVariant(t *testing.T, v Variant) {
	t.Helper()
	if !v.Box.allowed() || !slices.Contains(Qualities, v.Quality) {
		t.Fatalf("accepted a size or quality not on the list: %+v", v)
	}
	if v.Source == "" || strings.HasPrefix(v.Source, "/") || strings.Contains(v.Source, "..") ||
		strings.Contains(v.Source, "//") || strings.ContainsAny(v.Source, "\\?#%") {
		t.Fatalf("accepted a source that leaves the media route: %q", v.Source)
	}
	if !validVersion(v.Version) {
		t.Fatalf("accepted version %q", v.Version)
	}
}

// refusal asserts that err is a client error of the one shape, with a status the route may give.
func refusal(t *testing.T, err error, statuses ...int) {
	t.Helper()
	e, ok := apierror.As(err)
	if !ok || !slices.Contains(statuses, e.Status) {
		t.Fatalf("refused with %v, want an API error with one of %v", err, statuses)
	}
	if e.Field != "" && e.Code != "unknown_parameter" && e.Code != "invalid_parameter" {
		t.Fatalf("a field on %s", e.Code)
	}
}

// FuzzOptimized: the optimizer's parameters are accepted only in their one spelling (the url
// rebuilt from the variant is the url given, w and q are their numbers), so two URLs never name
// one variant by accident and nothing outside /api/media/ is read; everything else is a 400.
func FuzzOptimized(f *testing.F) {
	for _, seed := range [][3]string{
		{"/api/media/recipes/lasagne.jpg", "640", ""},
		{"/api/media/recipes/lasagne.jpg?v=1a2b3c4d", "1200", "80"},
		{"/api/media/recipes/lemon-dill-salmon.jpg?v=00000001", "1200", "75"},
		{"/api/media/recipes/lasagne.jpg?v=1&v=2", "640", ""},
		{"/api/media/recipes/lasagne.jpg?x=1", "640", ""},
		{"/api/media/../users/me/", "640", ""},
		{"//evil.example/x.jpg", "640", ""},
		{"/api/media/recipes/a.jpg?v=a%2Fb", "0640", "090"},
		{"/api/media/user-images/0b9a2c1e-7f4d-4f7a-9d3e-2a1b3c4d5e6f.jpg", "3840", "90"},
	} {
		f.Add(seed[0], seed[1], seed[2])
	}
	f.Fuzz(func(t *testing.T, url, width, quality string) {
		v, err := Optimized(url, width, quality)
		if err != nil {
			refusal(t, err, http.StatusBadRequest)
			return
		}
		checkVariant(t, v)
		if v.Box.Height != 0 {
			t.Fatalf("the optimizer made a crop: %+v", v)
		}
		rebuilt := "/api/media/" + v.Source
		if v.Version != "" {
			rebuilt += "?v=" + v.Version
		}
		if rebuilt != url || fmt.Sprint(v.Box.Width) != width || (quality != "" && fmt.Sprint(v.Quality) != quality) {
			t.Fatalf("%q w=%q q=%q read as %+v", url, width, quality, v)
		}
	})
}

// FuzzSigned: a signed path is read only when it is signed, and then only in the spelling Path
// writes, so the variant it names is the one that was signed. The fuzzer gets the signature of
// what it made up too, to reach everything behind the signature check.
func FuzzSigned(f *testing.F) {
	p := newPipeline(f, nil)
	for _, seed := range [][2]string{
		{"512x384/q80/recipes/lasagne.jpg", ""},
		{"1200x675/q90/recipes/lasagne.jpg", "1a2b3c4d"},
		{"640x0/q75/user-images/0b9a2c1e-7f4d-4f7a-9d3e-2a1b3c4d5e6f.jpg", ""},
		{"0512x384/q80/recipes/lasagne.jpg", ""},
		{"+512x384/q080/recipes/lasagne.jpg", "a/b"},
		{"512x384/q80/../secret", ""},
		{"512x384/q80/recipes//lasagne.jpg", "v"},
	} {
		f.Add(seed[0], seed[1], true)
		f.Add(seed[0], seed[1], false)
	}
	f.Fuzz(func(t *testing.T, rest, version string, signed bool) {
		signature := "AAAAAAAAAAAAAAAAAAAAAA"
		if signed {
			s := rest
			if version != "" {
				s += "?v=" + version
			}
			signature = sign([]byte(testKey), s)
		}
		v, err := p.Signed(signature, rest, version)
		if err != nil {
			refusal(t, err, http.StatusBadRequest, http.StatusForbidden)
			return
		}
		if !signed {
			t.Fatalf("an unsigned path was read: %q", rest)
		}
		checkVariant(t, v)
		source := v.Source
		if v.Version != "" {
			source += "?v=" + v.Version
		}
		want := "/_img/" + signature + "/" + rest
		if version != "" {
			want += "?v=" + version
		}
		if p.Path(source, v.Box, v.Quality) != want {
			t.Fatalf("%q read as %+v, which is signed as %s", rest, v, p.Path(source, v.Box, v.Quality))
		}
	})
}

// FuzzReadJPEG: the header reader never reads out of bounds, and what it reads is a possible
// orientation and a sample count image/jpeg could hold (at most four full components).
func FuzzReadJPEG(f *testing.F) {
	plain := photo(f, 16, 16)
	f.Add(plain)
	f.Add(withOrientation(plain, 6))
	f.Add(jpegHeader(0xc2, 100, 100, 0x22, 0x11, 0x11))
	f.Add([]byte{0xff, 0xd8, 0xff, 0xe1, 0, 2})
	f.Fuzz(func(t *testing.T, src []byte) {
		info, ok := readJPEG(src)
		if info.orientation < 1 || info.orientation > 8 {
			t.Fatalf("orientation %d", info.orientation)
		}
		if ok && (info.samples <= 0 || info.samples > 255) {
			t.Fatalf("%v samples a pixel", info.samples)
		}
	})
}
