package server_test

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"image/jpeg"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/images"
	"github.com/tischlein/tischlein/gateway/internal/server"
)

// signer makes signed paths with the test gateway's key, as the site's build and API answers do.
func signer(t *testing.T) *images.Pipeline {
	cfg := images.DefaultConfig()
	cfg.Keys, cfg.CacheDir = []string{testImageKey}, t.TempDir()
	p, err := images.New(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func get(t *testing.T, url string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, body
}

// checkImages asks the real content API's seeded pictures through both image routes: the format
// follows Accept, the answer keeps for a year and varies by Accept, a second ask is answered from
// the variant already made, and the refusals are JSON with a truthful status.
func checkImages(t *testing.T, s *stack) {
	const source = "/api/media/recipes/lasagne-bolognese.jpg"
	signed := signer(t).Path("recipes/lasagne-bolognese.jpg", images.Box{Width: 512, Height: 384}, 80)
	etags := map[string]bool{}
	for i, c := range []struct{ path, accept, typ, magic string }{
		{"/_img?url=" + source + "&w=640", "image/avif,image/webp,image/apng,image/*,*/*;q=0.8", "image/avif", "\x00\x00\x00"},
		{"/_img?url=" + source + "&w=640", "image/webp,*/*", "image/webp", "RIFF"},
		{"/_img?url=" + source + "&w=640&q=80", "*/*", "image/jpeg", "\xff\xd8\xff"},
		{signed, "image/avif,image/webp,*/*", "image/avif", "\x00\x00\x00"},
		{signed, "*/*", "image/jpeg", "\xff\xd8\xff"},
	} {
		resp, body := get(t, s.url+c.path, map[string]string{"Accept": c.accept})
		if i == 0 && resp.Header.Get("Cache-Control") != "public, max-age=60" {
			t.Errorf("the first ask for an AVIF of a fresh gateway: %s, Cache-Control %q; want the interim WebP",
				resp.Header.Get("Content-Type"), resp.Header.Get("Cache-Control"))
		}
		// An AVIF or WebP not made yet is answered at once with a quick WebP kept a minute, and
		// made in the background: asked again, it is there.
		for deadline := time.Now().Add(90 * time.Second); c.typ != "image/jpeg" && resp.Header.Get("Cache-Control") == "public, max-age=60"; {
			if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/webp" || resp.Header.Get("Vary") != "Accept" || !strings.HasPrefix(string(body), "RIFF") {
				t.Fatalf("%s (%s) in the interim: %d %s, Vary %q", c.path, c.accept, resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Vary"))
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s (%s) was not made within 90 s", c.path, c.accept)
			}
			time.Sleep(50 * time.Millisecond)
			resp, body = get(t, s.url+c.path, map[string]string{"Accept": c.accept})
		}
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != c.typ || !strings.HasPrefix(string(body), c.magic) {
			t.Fatalf("%s (%s): %d %s %q", c.path, c.accept, resp.StatusCode, resp.Header.Get("Content-Type"), body[:min(len(body), 120)])
		}
		if resp.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" || resp.Header.Get("Vary") != "Accept" {
			t.Errorf("%s: Cache-Control %q, Vary %q", c.path, resp.Header.Get("Cache-Control"), resp.Header.Get("Vary"))
		}
		etag := resp.Header.Get("Etag")
		if etags[etag] {
			t.Errorf("%s (%s): ETag %s is shared with another variant", c.path, c.accept, etag)
		}
		etags[etag] = true
		again, _ := get(t, s.url+c.path, map[string]string{"Accept": c.accept, "If-None-Match": etag})
		if again.StatusCode != http.StatusNotModified {
			t.Errorf("%s: revalidation answered %d", c.path, again.StatusCode)
		}
		if c.typ == "image/jpeg" {
			cfg, err := jpeg.DecodeConfig(bytes.NewReader(body))
			want := map[bool][2]int{true: {512, 384}, false: {640, 480}}[c.path == signed]
			if err != nil || cfg.Width != want[0] || cfg.Height != want[1] {
				t.Errorf("%s: %dx%d, want %v (%v)", c.path, cfg.Width, cfg.Height, want, err)
			}
		}
	}

	// A single recipe names its crops for structured data; each is a signed path in its ratio.
	_, recipe := get(t, s.url+"/api/recipes/lasagne-bolognese/?lang=de", nil)
	var answer struct {
		Image struct {
			URL   string            `json:"url"`
			Crops map[string]string `json:"crops"`
		} `json:"image"`
	}
	if err := json.Unmarshal(recipe, &answer); err != nil || len(answer.Image.Crops) != 3 {
		t.Fatalf("crops of a recipe: %v %s", err, recipe[:min(len(recipe), 300)])
	}

	// The picture's URL names its version: the original and its variants keep for a year.
	if !strings.Contains(answer.Image.URL, "?v=") {
		t.Fatalf("the picture's URL has no version: %s", answer.Image.URL)
	}
	for path, cc := range map[string]string{
		answer.Image.URL: "public, max-age=31536000, immutable",
		source:           "public, max-age=86400",
		"/_img?url=" + strings.ReplaceAll(answer.Image.URL, "?", "%3F") + "&w=640": "public, max-age=31536000, immutable",
		answer.Image.Crops["4x3"]: "public, max-age=31536000, immutable",
	} {
		if resp, _ := get(t, s.url+path, nil); resp.StatusCode != 200 || resp.Header.Get("Cache-Control") != cc {
			t.Errorf("%s: %d, Cache-Control %q, want %q", path, resp.StatusCode, resp.Header.Get("Cache-Control"), cc)
		}
	}
	if err := s.schemas.Validate("recipe", recipe); err != nil {
		t.Errorf("the recipe with crops: %v", err)
	}
	for ratio, size := range map[string][2]int{"1x1": {1200, 1200}, "4x3": {1200, 900}, "16x9": {1200, 675}} {
		resp, body := get(t, s.url+answer.Image.Crops[ratio], map[string]string{"Accept": "image/jpeg"})
		cfg, err := jpeg.DecodeConfig(bytes.NewReader(body))
		if resp.StatusCode != 200 || err != nil || cfg.Width != size[0] || cfg.Height != size[1] {
			t.Errorf("crop %s: %d, %dx%d (%v)", ratio, resp.StatusCode, cfg.Width, cfg.Height, err)
		}
	}

	// The lists of whole recipes the build reads carry them too; the card lists do not.
	for path, want := range map[string]int{"/api/recipes/?view=full&per_page=3&lang=de": 3, "/api/recipes/?per_page=3&lang=de": 0} {
		_, list := get(t, s.url+path, nil)
		var page struct {
			Data []struct {
				Image struct {
					Crops map[string]string `json:"crops"`
				} `json:"image"`
			} `json:"data"`
		}
		if err := json.Unmarshal(list, &page); err != nil || len(page.Data) != 3 {
			t.Fatalf("%s: %v", path, err)
		}
		for _, item := range page.Data {
			if len(item.Image.Crops) != want {
				t.Errorf("%s: %d crops, want %d", path, len(item.Image.Crops), want)
			}
		}
	}

	forged := "/_img/AAAAAAAAAAAAAAAAAAAAAA/512x384/q80/recipes/lasagne-bolognese.jpg"
	unsignedSize := strings.Replace(signed, "512x384", "864x648", 1)
	for path, want := range map[string]int{
		forged:       403,
		unsignedSize: 403,
		"/_img/" + strings.SplitN(signed, "/", 4)[2] + "/513x384/q80/recipes/lasagne-bolognese.jpg": 400,
		"/_img?url=https://evil.example/cat.jpg&w=640":                                              400,
		"/_img?url=" + source + "&w=641":                                                            400,
		"/_img?url=" + source + "&w=640&fit=cover":                                                  400,
		"/_img?url=/api/media/recipes/no-such-picture.jpg&w=640":                                    404,
	} {
		resp, body := get(t, s.url+path, nil)
		if resp.StatusCode != want || resp.Header.Get("Content-Type") != "application/json; charset=utf-8" || !strings.Contains(string(body), `"error"`) {
			t.Errorf("%s: %d %s %s, want %d and a JSON error", path, resp.StatusCode, resp.Header.Get("Content-Type"), body, want)
		}
	}
}

// pngBomb is a PNG header claiming 100,000 × 100,000 pixels.
func pngBomb() []byte {
	var buf bytes.Buffer
	buf.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], 100_000)
	binary.BigEndian.PutUint32(ihdr[4:], 100_000)
	ihdr[8], ihdr[9] = 8, 2
	binary.Write(&buf, binary.BigEndian, uint32(len(ihdr)))
	chunk := append([]byte("IHDR"), ihdr...)
	buf.Write(chunk)
	binary.Write(&buf, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return buf.Bytes()
}

// TestImageFaults: sources that are not pictures, or claim to be enormous, are refused with 422
// and the gateway keeps answering.
func TestImageFaults(t *testing.T) {
	up := newFakeUpstream(t)
	g := newGateway(t, up.srv.URL, t.TempDir(), cache.DefaultConfig())
	for path, code := range map[string]string{
		"/_img?url=/api/media/recipes/a.jpg&w=640":    "not_an_image",
		"/_img?url=/api/media/recipes/bomb.png&w=640": "image_too_large",
	} {
		resp, body := get(t, g.URL+path, nil)
		if resp.StatusCode != 422 || !strings.Contains(string(body), `"code":"`+code+`"`) {
			t.Errorf("%s: %d %s, want 422 %s", path, resp.StatusCode, body, code)
		}
	}
	if resp, _ := get(t, g.URL+"/healthz", nil); resp.StatusCode != 200 {
		t.Errorf("after the faults /healthz answered %d", resp.StatusCode)
	}
}

// writePictures puts a picture list into the site as a build does: written aside, renamed into place.
func writePictures(t *testing.T, site string, m images.SitePictures) {
	raw, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(site, "_pictures.json.tmp"), raw, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(filepath.Join(site, "_pictures.json.tmp"), filepath.Join(site, "_pictures.json")); err != nil {
		t.Fatal(err)
	}
}

// TestImageWarmUp: the pictures a build lists are made before anyone asks — those of the build
// served at start, then those of a publish's pages once it is swapped in — and a picture nobody
// listed is answered at once in the interim, a quick WebP kept a minute, until its AVIF is made.
func TestImageWarmUp(t *testing.T) {
	media := map[string][]byte{}
	for i, name := range []string{"home", "new-recipe", "unlisted"} {
		media["recipes/"+name+".jpg"] = photoJPEG(t, 400+i, 300) // variants are named by their original's bytes
	}
	upstreamURL := pictureUpstream(t, media)
	site, variants := t.TempDir(), t.TempDir()
	listing := func(name string) images.SitePictures {
		return images.SitePictures{
			Pictures: []images.SitePicture{{URL: "/api/media/recipes/" + name + ".jpg?v=1", Widths: []int{256}}},
			Pages:    []images.SitePage{{Path: "/de/", First: [][]int{{0, 256}}}},
		}
	}
	writePictures(t, site, listing("home"))
	s, _, _ := newServer(t, upstreamURL, cache.DefaultConfig(), func(cfg *server.Config) {
		cfg.SiteDir = site
		cfg.Images.CacheDir = variants
	})
	g := httptest.NewServer(s)
	t.Cleanup(g.Close)
	made := func(want int) {
		t.Helper()
		for deadline := time.Now().Add(90 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			entries, _ := os.ReadDir(variants)
			if len(entries) >= want {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d variants made, want %d", len(entries), want)
			}
		}
	}
	const avif = "image/avif,image/webp,*/*"
	ask := func(name, accept string) *http.Response {
		resp, _ := get(t, g.URL+"/_img?url=/api/media/recipes/"+name+".jpg%3Fv%3D1&w=256", map[string]string{"Accept": accept})
		return resp
	}
	final := func(resp *http.Response, typ string) bool {
		return resp.StatusCode == 200 && resp.Header.Get("Content-Type") == typ &&
			resp.Header.Get("Cache-Control") == "public, max-age=31536000, immutable" && resp.Header.Get("Vary") == "Accept"
	}

	// The build served at start: its picture in AVIF, WebP and JPEG, before anyone asked.
	made(3)
	if resp := ask("home", avif); !final(resp, "image/avif") {
		t.Errorf("the listed picture: %d %s, Cache-Control %q", resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Cache-Control"))
	}

	// A publish swaps in its build, which lists the pages it rendered: their pictures follow.
	writePictures(t, site, listing("new-recipe"))
	s.PicturesChanged()
	made(6)
	if resp := ask("new-recipe", avif); !final(resp, "image/avif") {
		t.Errorf("the published page's picture: %d %s, Cache-Control %q", resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Cache-Control"))
	}

	// A picture nobody listed: the quick WebP at once, kept a minute, then the AVIF.
	first := ask("unlisted", avif)
	if first.StatusCode != 200 || first.Header.Get("Content-Type") != "image/webp" || first.Header.Get("Cache-Control") != "public, max-age=60" ||
		first.Header.Get("Vary") != "Accept" {
		t.Fatalf("not made yet: %d %s, Cache-Control %q, Vary %q", first.StatusCode, first.Header.Get("Content-Type"),
			first.Header.Get("Cache-Control"), first.Header.Get("Vary"))
	}
	again, _ := get(t, g.URL+"/_img?url=/api/media/recipes/unlisted.jpg%3Fv%3D1&w=256", map[string]string{"Accept": avif, "If-None-Match": first.Header.Get("Etag")})
	if again.StatusCode == http.StatusNotModified && again.Header.Get("Cache-Control") != "public, max-age=60" {
		t.Errorf("the interim answer revalidated as %q", again.Header.Get("Cache-Control"))
	}
	for deadline := time.Now().Add(90 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		resp := ask("unlisted", avif)
		if final(resp, "image/avif") {
			if resp.Header.Get("Etag") == first.Header.Get("Etag") {
				t.Error("the AVIF has the interim answer's ETag")
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the AVIF asked for was not made: %s, Cache-Control %q", resp.Header.Get("Content-Type"), resp.Header.Get("Cache-Control"))
		}
	}
	// A browser without AVIF and WebP gets the JPEG at once, kept a year.
	if resp := ask("unlisted", "image/jpeg"); !final(resp, "image/jpeg") {
		t.Errorf("JPEG: %d %s, Cache-Control %q", resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Cache-Control"))
	}
}
