package server_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/session"
)

// pictureUpstream is a content API with the media files given and a photo upload that keeps
// nothing: enough for the image routes and the upload route of the gateway.
func pictureUpstream(t *testing.T, media map[string][]byte) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if data, ok := media[strings.TrimPrefix(r.URL.Path, "/api/media/")]; ok {
			w.Header().Set("Content-Type", "image/jpeg")
			w.Write(data)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		if r.Method == http.MethodPost && r.URL.Path == "/api/users/comments/images/" {
			var photo struct{ Width, Height int }
			json.NewDecoder(r.Body).Decode(&photo)
			w.WriteHeader(http.StatusCreated)
			json.NewEncoder(w).Encode(map[string]any{"id": "0b9a2c1e-7f4d-4f7a-9d3e-2a1b3c4d5e6f",
				"url": "/api/media/user-images/0b9a2c1e-7f4d-4f7a-9d3e-2a1b3c4d5e6f.jpg", "width": photo.Width,
				"height": photo.Height, "comment_id": nil, "created_at": "2026-01-01T00:00:00Z"})
			return
		}
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, `{"error":{"status":404,"code":"route_not_found","message":"Unbekannt."}}`)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// loggedIn is a browser holding a session cookie of the test gateway's key.
func loggedIn(t *testing.T, base string) *browser {
	cfg := session.DefaultConfig()
	cfg.Keys = []string{testSessionKey}
	sessions, err := session.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	sessions.Start(rec, "user-token")
	b := newBrowser(t, base)
	req, _ := http.NewRequest(http.MethodGet, base, nil)
	b.client.Jar.SetCookies(req.URL, rec.Result().Cookies())
	return b
}

// post uploads data as the comment form does.
func (b *browser) post(data []byte) (*http.Response, string) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, _ := mw.CreateFormFile("file", "IMG_0001.png")
	part.Write(data)
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, b.base+"/api/users/comments/images/", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("X-Requested-With", "fetch")
	resp, err := b.client.Do(req)
	if err != nil {
		b.t.Error(err)
		return &http.Response{}, ""
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return resp, string(out)
}

// flatPNG is a w×h PNG of one half-transparent colour: a few kilobytes that decode to w×h×4 bytes.
func flatPNG(t *testing.T, w, h int) []byte {
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range rgba.Pix {
		rgba.Pix[i] = byte(200 + i%4*10)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, rgba); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestUploadsShareTheDecodeBudget: uploads beyond the decode budget wait DecodeWait and are then
// refused with 503 busy, Retry-After and a JSON error; the ones within it are stored. A photo
// whose header claims more than 50 megapixels is refused at once with 422.
func TestUploadsShareTheDecodeBudget(t *testing.T) {
	photo := flatPNG(t, 2400, 1800) // 17 MB decoded, 64 MB with its resizing: one at a time
	g := newGateway(t, pictureUpstream(t, nil), t.TempDir(), cache.DefaultConfig(), func(cfg *server.Config) {
		cfg.Images.DecodeBudget, cfg.Images.DecodeWait = 80<<20, 0
	})
	b := loggedIn(t, g.URL)
	if resp, body := b.post(photo); resp.StatusCode != http.StatusCreated {
		t.Fatalf("one upload: %d %s", resp.StatusCode, body)
	}
	statuses := map[int]int{}
	for round := 0; round < 5 && statuses[http.StatusServiceUnavailable] == 0; round++ {
		var mu sync.Mutex
		var wg sync.WaitGroup
		for range 4 {
			wg.Go(func() {
				resp, body := b.post(photo)
				mu.Lock()
				defer mu.Unlock()
				statuses[resp.StatusCode]++
				switch resp.StatusCode {
				case http.StatusCreated:
				case http.StatusServiceUnavailable:
					if resp.Header.Get("Retry-After") != "1" || errorCode(t, body) != "busy" {
						t.Errorf("503 with Retry-After %q: %s", resp.Header.Get("Retry-After"), body)
					}
				default:
					t.Errorf("an upload among four: %d %s", resp.StatusCode, body)
				}
			})
		}
		wg.Wait()
	}
	if statuses[http.StatusServiceUnavailable] == 0 || statuses[http.StatusCreated] == 0 {
		t.Errorf("four uploads at once, a budget for one: %v, want some 201 and some 503", statuses)
	}

	start := time.Now()
	resp, body := b.post(pngBomb())
	if resp.StatusCode != http.StatusUnprocessableEntity || errorCode(t, body) != "image_too_large" || time.Since(start) > time.Second {
		t.Errorf("a 100000×100000 header: %d %s after %v", resp.StatusCode, body, time.Since(start))
	}
}

// photoJPEG is a JPEG of w×h with some detail.
func photoJPEG(t *testing.T, w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), uint8(x ^ y), 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestOptimizerVersions: the version in the optimizer's source URL is not part of the variant, so
// a made-up ?v= costs no encode and no file; any other parameter of the source URL is refused.
func TestOptimizerVersions(t *testing.T) {
	dir := t.TempDir()
	g := newGateway(t, pictureUpstream(t, map[string][]byte{"recipes/salmon.jpg": photoJPEG(t, 800, 600)}), t.TempDir(), cache.DefaultConfig(),
		func(cfg *server.Config) { cfg.Images.CacheDir = dir })
	var etag string
	for _, v := range []string{"", "%3Fv%3D00000001", "%3Fv%3D00000002", "%3Fv%3Dffffffff", "%3Fv%3Dmade-up"} {
		resp, body := get(t, g.URL+"/_img?url=/api/media/recipes/salmon.jpg"+v+"&w=640", map[string]string{"Accept": "image/jpeg"})
		if resp.StatusCode != 200 || !bytes.HasPrefix(body, []byte("\xff\xd8")) {
			t.Fatalf("v %q: %d %s", v, resp.StatusCode, body)
		}
		if etag != "" && resp.Header.Get("Etag") != etag {
			t.Errorf("v %q: another ETag %s", v, resp.Header.Get("Etag"))
		}
		etag = resp.Header.Get("Etag")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d variant files for one picture at one size, want 1", len(entries))
	}
	for url, want := range map[string][2]string{
		"/_img?url=/api/media/recipes/salmon.jpg%3Fx%3D1&w=640":           {"400", "unknown_parameter"},
		"/_img?url=/api/media/recipes/salmon.jpg%3Fv%3D1%26w%3D2&w=640":   {"400", "unknown_parameter"},
		"/_img?url=/api/media/recipes/salmon.jpg%3Fv%3Da%252Fb&w=640":     {"400", "invalid_parameter"},
		"/_img?url=/api/media/recipes/salmon.jpg%3Fv%3D1%26v%3D2&w=640":   {"400", "invalid_parameter"},
		"/_img?url=/api/media/recipes/missing.jpg%3Fv%3D00000001&w=640":   {"404", "not_found"},
		"/_img?url=/api/media/recipes/salmon.jpg%3Fv%3D00000001&w=640&x=": {"400", "unknown_parameter"},
	} {
		resp, body := get(t, g.URL+url, nil)
		if got := resp.Status[:3]; got != want[0] || !strings.Contains(string(body), `"code":"`+want[1]+`"`) {
			t.Errorf("%s: %s %s, want %s %s", url, resp.Status, body, want[0], want[1])
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d variant files after the refusals, want 1", len(entries))
	}
}
