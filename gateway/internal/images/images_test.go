package images

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

const (
	testKey = "test-image-key-0123456789abcdefghijklmnopqr"
	oldKey  = "old-image-key-0123456789abcdefghijklmnopqrs"
)

// photo is a JPEG of w×h with gradients and edges, standing in for a food photograph.
func photo(t testing.TB, w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			c := color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), uint8((x ^ y) & 0xff), 255}
			if (x/40+y/40)%2 == 0 {
				c.B = 255 - c.B
			}
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// bomb is a valid PNG header claiming 100,000 × 100,000 pixels, followed by almost nothing.
func bomb() []byte {
	var buf bytes.Buffer
	buf.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], 100_000)
	binary.BigEndian.PutUint32(ihdr[4:], 100_000)
	ihdr[8], ihdr[9] = 8, 2 // 8-bit RGB
	binary.Write(&buf, binary.BigEndian, uint32(len(ihdr)))
	chunk := append([]byte("IHDR"), ihdr...)
	buf.Write(chunk)
	binary.Write(&buf, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return buf.Bytes()
}

func newPipeline(t *testing.T, change func(*Config)) *Pipeline {
	cfg := DefaultConfig()
	cfg.Keys = []string{testKey, oldKey}
	cfg.CacheDir = t.TempDir()
	if change != nil {
		change(&cfg)
	}
	p, err := New(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func status(err error) int {
	if e, ok := apierror.As(err); ok {
		return e.Status
	}
	return 0
}

func TestSignedPaths(t *testing.T) {
	p := newPipeline(t, nil)
	path := p.Path("recipes/lasagne.jpg", Box{512, 384}, 80)
	sig, rest, _ := strings.Cut(strings.TrimPrefix(path, "/_img/"), "/")
	if rest != "512x384/q80/recipes/lasagne.jpg" {
		t.Fatalf("path %s", path)
	}
	v, err := p.Signed(sig, rest, "")
	if err != nil || v.Source != "recipes/lasagne.jpg" || v.Box != (Box{512, 384}) || v.Quality != 80 {
		t.Fatalf("a path it signed: %+v, %v", v, err)
	}

	// A key being rotated out still verifies; the new first key signs.
	rotated := newPipeline(t, func(c *Config) { c.Keys = []string{oldKey} })
	oldSig, _, _ := strings.Cut(strings.TrimPrefix(rotated.Path("recipes/lasagne.jpg", Box{512, 384}, 80), "/_img/"), "/")
	if _, err := p.Signed(oldSig, rest, ""); err != nil {
		t.Errorf("a signature of the second key: %v", err)
	}
	if oldSig == sig {
		t.Error("two keys made the same signature")
	}

	// A key that was rotated out (signed URLs of an old deployment) no longer verifies.
	retired := newPipeline(t, func(c *Config) { c.Keys = []string{"retired-key-0123456789abcdefghijklmnopqrstu"} })
	retiredSig, _, _ := strings.Cut(strings.TrimPrefix(retired.Path("recipes/lasagne.jpg", Box{512, 384}, 80), "/_img/"), "/")
	unlisted := "513x384/q80/recipes/lasagne.jpg"
	for _, c := range []struct {
		name, sig, rest string
		status          int
	}{
		{"forged", "AAAAAAAAAAAAAAAAAAAAAA", rest, 403},
		{"missing", "", rest, 403},
		{"a retired key", retiredSig, rest, 403},
		{"signed for another source", sig, "512x384/q80/recipes/other.jpg", 403},
		{"signed for another size", sig, "864x648/q80/recipes/lasagne.jpg", 403},
		{"size not on the list", sign([]byte(testKey), unlisted), unlisted, 400},
		{"quality not on the list", sig, "512x384/q81/recipes/lasagne.jpg", 400},
		{"height without width", sig, "0x384/q80/recipes/lasagne.jpg", 400},
		{"climbing out", sig, "512x384/q80/../secret", 400},
		{"no source", sig, "512x384/q80/", 400},
		{"garbage", sig, "big/q80/recipes/lasagne.jpg", 400},
	} {
		if _, err := p.Signed(c.sig, c.rest, ""); status(err) != c.status {
			t.Errorf("%s: got %v, want %d", c.name, err, c.status)
		}
	}
}

// TestVersions: a picture's version (?v= of its URL) is signed with the rest, reaches the variant
// and tells variants of two versions of one picture apart.
func TestVersions(t *testing.T) {
	p := newPipeline(t, nil)
	path := p.Path("recipes/lasagne.jpg?v=1a2b3c4d", Box{512, 384}, 80)
	sig, rest, _ := strings.Cut(strings.TrimPrefix(path, "/_img/"), "/")
	rest, version, _ := strings.Cut(rest, "?v=")
	v, err := p.Signed(sig, rest, version)
	if err != nil || v.Version != "1a2b3c4d" || v.Source != "recipes/lasagne.jpg" {
		t.Fatalf("%s: %+v %v", path, v, err)
	}
	if _, err := p.Signed(sig, rest, "1a2b3c4e"); status(err) != 403 {
		t.Errorf("another version with the same signature: %v", err)
	}
	if _, err := p.Signed(sig, rest, ""); status(err) != 403 {
		t.Errorf("the version dropped: %v", err)
	}
	if _, err := p.Signed(sig, rest, "a/b"); status(err) != 400 {
		t.Errorf("a version with a slash: %v", err)
	}
	o, err := Optimized("/api/media/recipes/lasagne.jpg?v=1a2b3c4d", "640", "")
	if err != nil || o.Version != "1a2b3c4d" || o.Source != "recipes/lasagne.jpg" {
		t.Fatalf("optimizer: %+v %v", o, err)
	}
	if other := (Variant{Source: o.Source, Version: "ffff", Box: o.Box, Quality: o.Quality}); other.key() == o.key() {
		t.Error("two versions of a picture share a variant file")
	}
	for _, url := range []string{"/api/media/recipes/lasagne.jpg?w=1", "/api/media/recipes/lasagne.jpg?v=", "/api/media/recipes/lasagne.jpg?v=a&b=c"} {
		if _, err := Optimized(url, "640", ""); status(err) != 400 {
			t.Errorf("%s: %v", url, err)
		}
	}
}

func TestOptimizerParameters(t *testing.T) {
	v, err := Optimized("/api/media/recipes/lasagne.jpg", "640", "")
	if err != nil || v.Box != (Box{Width: 640}) || v.Quality != 75 || v.Source != "recipes/lasagne.jpg" {
		t.Fatalf("%+v %v", v, err)
	}
	for _, c := range []struct{ url, w, q string }{
		{"https://evil.example/x.jpg", "640", ""},
		{"//evil.example/x.jpg", "640", ""},
		{"/api/recipes/lasagne/", "640", ""},
		{"/api/media/../users/me/", "640", ""},
		{"/api/media/recipes/lasagne.jpg", "641", ""},
		{"/api/media/recipes/lasagne.jpg", "0640", ""},
		{"/api/media/recipes/lasagne.jpg", "", ""},
		{"/api/media/recipes/lasagne.jpg", "640", "100"},
		{"/api/media/recipes/lasagne.jpg", "640", "abc"},
	} {
		if _, err := Optimized(c.url, c.w, c.q); status(err) != 400 {
			t.Errorf("%+v: got %v, want 400", c, err)
		}
	}
}

func TestNegotiate(t *testing.T) {
	for accept, want := range map[string]Format{
		"image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8": AVIF, // Chromium
		"image/webp,*/*":                  WebP,
		"image/avif;q=0, image/webp":      WebP,
		"image/png,image/svg+xml,image/*": JPEG,
		"":                                JPEG,
	} {
		if got := Negotiate(accept); got != want {
			t.Errorf("%q: %s, want %s", accept, got, want)
		}
	}
}

func TestTransform(t *testing.T) {
	src := photo(t, 1600, 1200)
	for _, c := range []struct {
		box    Box
		format Format
		w, h   int
		magic  string
	}{
		{Box{640, 0}, JPEG, 640, 480, "\xff\xd8\xff"},
		{Box{3840, 0}, JPEG, 1600, 1200, "\xff\xd8\xff"}, // never enlarged
		{Box{384, 512}, WebP, 384, 512, "RIFF"},
		{Box{104, 104}, AVIF, 104, 104, "\x00\x00\x00"},
	} {
		data, err := transform(src, c.box, 80, c.format, 50_000_000)
		if err != nil {
			t.Fatalf("%v %s: %v", c.box, c.format, err)
		}
		if !strings.HasPrefix(string(data), c.magic) {
			t.Errorf("%v %s: starts with %q", c.box, c.format, data[:8])
		}
		if c.format == AVIF && !bytes.Contains(data[:32], []byte("avif")) {
			t.Errorf("no avif brand in %q", data[:32])
		}
		if c.format == JPEG {
			cfg, err := jpeg.DecodeConfig(bytes.NewReader(data))
			if err != nil || cfg.Width != c.w || cfg.Height != c.h {
				t.Errorf("%v: %dx%d, want %dx%d (%v)", c.box, cfg.Width, cfg.Height, c.w, c.h, err)
			}
		}
	}

	if _, err := transform(bomb(), Box{640, 0}, 80, JPEG, 50_000_000); status(err) != http.StatusUnprocessableEntity {
		t.Errorf("a decompression bomb: %v", err)
	}
	if _, err := transform([]byte("<html>not a picture</html>"), Box{640, 0}, 80, JPEG, 50_000_000); status(err) != http.StatusUnprocessableEntity {
		t.Errorf("not a picture: %v", err)
	}
	if _, err := transform(src[:len(src)/2], Box{640, 0}, 80, JPEG, 50_000_000); status(err) != http.StatusUnprocessableEntity {
		t.Errorf("half a picture: %v", err)
	}
}

func TestSameVariantIsMadeOnce(t *testing.T) {
	p := newPipeline(t, nil)
	src := photo(t, 800, 600)
	var loads atomic.Int32
	load := func(ctx context.Context, source string) ([]byte, error) {
		loads.Add(1)
		time.Sleep(50 * time.Millisecond) // every caller arrives while the first is still working
		return src, nil
	}
	v := Variant{Source: "recipes/a.jpg", Box: Box{640, 0}, Quality: 75, Format: WebP}
	var wg sync.WaitGroup
	results := make([][]byte, 100)
	for i := range results {
		wg.Go(func() {
			data, err := p.Get(context.Background(), v, load)
			if err != nil {
				t.Error(err)
			}
			results[i] = data
		})
	}
	wg.Wait()
	if n := loads.Load(); n != 1 {
		t.Errorf("the variant was made %d times for 100 concurrent asks", n)
	}
	for _, r := range results {
		if !bytes.Equal(r, results[0]) || len(r) == 0 {
			t.Fatal("the askers got different bytes")
		}
	}

	// From disk afterwards, also for a new pipeline on the same directory (a restart).
	again := newPipeline(t, func(c *Config) { c.CacheDir = p.cfg.CacheDir })
	data, err := again.Get(context.Background(), v, func(context.Context, string) ([]byte, error) {
		return nil, errors.New("the original was fetched again")
	})
	if err != nil || !bytes.Equal(data, results[0]) {
		t.Fatalf("after a restart: %v", err)
	}
}

func TestQueueIsBounded(t *testing.T) {
	p := newPipeline(t, func(c *Config) { c.Workers, c.Queue = 1, 1 })
	src := photo(t, 400, 300)
	release := make(chan struct{})
	started := make(chan struct{}, 2)
	slow := func(ctx context.Context, source string) ([]byte, error) {
		started <- struct{}{}
		<-release
		return src, nil
	}
	errs := make(chan error, 2)
	for _, source := range []string{"a.jpg", "b.jpg"} {
		go func() {
			_, err := p.Get(context.Background(), Variant{Source: source, Box: Box{640, 0}, Quality: 75}, slow)
			errs <- err
		}()
	}
	<-started
	<-started
	// Both places (one worker, one waiting) are taken: a third variant is refused at once.
	_, err := p.Get(context.Background(), Variant{Source: "c.jpg", Box: Box{640, 0}, Quality: 75}, slow)
	if status(err) != http.StatusServiceUnavailable {
		t.Errorf("a third variant while two are being made: %v", err)
	}
	close(release)
	for range 2 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

func TestDiskIsBounded(t *testing.T) {
	dir := t.TempDir()
	d, err := openDisk(dir, 2500)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"a", "b", "c"} {
		if err := d.put(name, make([]byte, 1000)); err != nil {
			t.Fatal(err)
		}
		if name == "b" {
			d.get("a") // a was used after b was made: b is now the least recently used
		}
	}
	if _, ok := d.get("b"); ok {
		t.Error("the least recently used file was kept")
	}
	for _, name := range []string{"a", "c"} {
		if _, ok := d.get(name); !ok {
			t.Errorf("%s was evicted", name)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("%d files on disk, want 2", len(entries))
	}
	// A leftover temporary file of an interrupted write is removed at start.
	os.WriteFile(filepath.Join(dir, ".tmp-123"), []byte("half"), 0o600)
	if _, err := openDisk(dir, 2500); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, ".tmp-123")); err == nil {
		t.Error("the temporary file survived")
	}
}
