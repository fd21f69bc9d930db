package images

import (
	"bytes"
	"context"
	"encoding/binary"
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

func newPipeline(t testing.TB, change func(*Config)) *Pipeline {
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
	// A variant is named by its original's bytes: another version of the same bytes finds the
	// same file, other bytes another.
	other := Variant{Source: o.Source, Version: "ffff", Box: o.Box, Quality: o.Quality}
	if other.key("tag-1") != o.key("tag-1") || o.key("tag-1") == o.key("tag-2") {
		t.Error("variants are not named by their original's bytes")
	}
	for url, want := range map[string]struct{ code, field string }{
		"/api/media/recipes/lasagne.jpg?w=1":          {"unknown_parameter", "w"},
		"/api/media/recipes/lasagne.jpg?v=a&b=c":      {"unknown_parameter", "b"},
		"/api/media/recipes/lasagne.jpg?v=":           {"invalid_parameter", "v"},
		"/api/media/recipes/lasagne.jpg?":             {"invalid_parameter", "v"},
		"/api/media/recipes/lasagne.jpg?v=a&v=b":      {"invalid_parameter", "v"},
		"/api/media/recipes/lasagne.jpg?v=%61":        {"invalid_parameter", "v"},
		"/api/media/recipes/lasagne.jpg?v=a/b":        {"invalid_parameter", "v"},
		"/api/media/recipes/lasagne.jpg?v=a;b":        {"invalid_image_path", ""},
		"/api/media/recipes/lasagne.jpg?v=00000001#x": {"invalid_parameter", "v"},
	} {
		_, err := Optimized(url, "640", "")
		if e, ok := apierror.As(err); !ok || e.Status != 400 || e.Code != want.code || e.Field != want.field {
			t.Errorf("%s: %v, want 400 %s (%s)", url, err, want.code, want.field)
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
	p := newPipeline(t, nil)
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
		data, err := p.transform(context.Background(), src, c.box, 80, c.format)
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

	ctx := context.Background()
	if _, err := p.transform(ctx, bomb(), Box{640, 0}, 80, JPEG); status(err) != http.StatusUnprocessableEntity {
		t.Errorf("a decompression bomb: %v", err)
	}
	if _, err := p.transform(ctx, []byte("<html>not a picture</html>"), Box{640, 0}, 80, JPEG); status(err) != http.StatusUnprocessableEntity {
		t.Errorf("not a picture: %v", err)
	}
	if _, err := p.transform(ctx, src[:len(src)/2], Box{640, 0}, 80, JPEG); status(err) != http.StatusUnprocessableEntity {
		t.Errorf("half a picture: %v", err)
	}
}

// made counts the variants a pipeline makes, by its log.
type made struct{ n atomic.Int32 }

func (m *made) Enabled(context.Context, slog.Level) bool { return true }
func (m *made) Handle(_ context.Context, r slog.Record) error {
	if r.Message == "image variant made" {
		m.n.Add(1)
	}
	return nil
}
func (m *made) WithAttrs([]slog.Attr) slog.Handler { return m }
func (m *made) WithGroup(string) slog.Handler      { return m }

func TestSameVariantIsMadeOnce(t *testing.T) {
	p := newPipeline(t, nil)
	counter := &made{}
	p.logger = slog.New(counter)
	src := Original{Data: photo(t, 800, 600), Tag: "photo-1"}
	v := Variant{Source: "recipes/a.jpg", Box: Box{640, 0}, Quality: 75, Format: WebP}
	var wg sync.WaitGroup
	results := make([][]byte, 100)
	for i := range results {
		wg.Go(func() {
			data, err := p.Get(context.Background(), v, src)
			if err != nil {
				t.Error(err)
			}
			results[i] = data
		})
	}
	wg.Wait()
	if n := counter.n.Load(); n != 1 {
		t.Errorf("the variant was made %d times for 100 concurrent asks", n)
	}
	for _, r := range results {
		if !bytes.Equal(r, results[0]) || len(r) == 0 {
			t.Fatal("the askers got different bytes")
		}
	}

	// Any version of the same original finds the variant made.
	for _, version := range []string{"00000001", "00000002", "anything"} {
		v := v
		v.Version = version
		if data, err := p.Get(context.Background(), v, src); err != nil || !bytes.Equal(data, results[0]) {
			t.Fatalf("version %s: %v", version, err)
		}
	}
	if n := counter.n.Load(); n != 1 {
		t.Errorf("other versions of the same original made %d variants", n-1)
	}

	// From disk afterwards, also for a new pipeline on the same directory (a restart).
	again := newPipeline(t, func(c *Config) { c.CacheDir = p.cfg.CacheDir })
	data, err := again.Get(context.Background(), v, Original{Data: []byte("not decoded again"), Tag: src.Tag})
	if err != nil || !bytes.Equal(data, results[0]) {
		t.Fatalf("after a restart: %v", err)
	}
}

func TestQueueIsBounded(t *testing.T) {
	p := newPipeline(t, func(c *Config) { c.Workers, c.Queue, c.DecodeWait = 1, 1, 10*time.Second })
	src := Original{Data: photo(t, 400, 300), Tag: "photo"}
	// The decode budget is taken: the first variant holds the worker while it waits for its share,
	// the second waits in the queue.
	release, err := p.budget.acquire(context.Background(), p.cfg.DecodeBudget)
	if err != nil {
		t.Fatal(err)
	}
	errs := make(chan error, 2)
	for _, w := range []int{640, 384} {
		go func() {
			_, err := p.Get(context.Background(), Variant{Source: "a.jpg", Box: Box{w, 0}, Quality: 75}, src)
			errs <- err
		}()
	}
	for deadline := time.Now().Add(5 * time.Second); len(p.queue) < 2; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the variants did not queue")
		}
	}
	// Both places (one worker, one waiting) are taken: a third variant is refused at once.
	_, err = p.Get(context.Background(), Variant{Source: "a.jpg", Box: Box{256, 0}, Quality: 75}, src)
	if status(err) != http.StatusServiceUnavailable {
		t.Errorf("a third variant while two are being made: %v", err)
	}
	release()
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
