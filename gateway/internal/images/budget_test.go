package images

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"net/http"
	"runtime"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// pngHeader is a PNG that is only a header: w×h pixels of colour type ct, interlaced or not.
func pngHeader(w, h uint32, ct byte, interlaced bool) []byte {
	var buf bytes.Buffer
	buf.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, ct
	if interlaced {
		ihdr[12] = 1
	}
	binary.Write(&buf, binary.BigEndian, uint32(len(ihdr)))
	chunk := append([]byte("IHDR"), ihdr...)
	buf.Write(chunk)
	binary.Write(&buf, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return buf.Bytes()
}

// jpegHeader is a JPEG that is only a frame header (SOF marker sof) of w×h with the components'
// sampling factors hv, and a start of scan.
func jpegHeader(sof byte, w, h uint16, hv ...byte) []byte {
	out := []byte{0xff, 0xd8}
	// A quantisation table, so image/jpeg reads as far as the frame header.
	out = append(out, 0xff, 0xdb, 0, 67, 0)
	out = append(out, bytes.Repeat([]byte{1}, 64)...)
	seg := []byte{8, byte(h >> 8), byte(h), byte(w >> 8), byte(w), byte(len(hv))}
	for i, f := range hv {
		seg = append(seg, byte(i+1), f, 0)
	}
	out = append(out, 0xff, sof, byte((len(seg)+2)>>8), byte(len(seg)+2))
	out = append(out, seg...)
	return append(out, 0xff, 0xda, 0, 2, 0xff, 0xd9)
}

// allocated is the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestPixelLimitBeforeDecoding: an upload or a source whose header claims more than MaxPixels
// (a 316 KB PNG can claim 10000×10000) is refused from the header: at once, without allocating
// its pixels. 10000×10000 was allowed for uploads before (their limit was 100 megapixels).
func TestPixelLimitBeforeDecoding(t *testing.T) {
	p := newPipeline(t, nil)
	for name, src := range map[string][]byte{
		"PNG 10000×10000":   pngHeader(10000, 10000, 2, false),
		"PNG 7072×7072":     pngHeader(7072, 7072, 6, false), // 50.01 megapixels
		"JPEG 10000×10000":  jpegHeader(0xc0, 10000, 10000, 0x22, 0x11, 0x11),
		"JPEG 65535×65535":  jpegHeader(0xc2, 65535, 65535, 0x11, 0x11, 0x11),
		"PNG 100000×100000": bomb(),
	} {
		var err error
		start := time.Now()
		n := allocated(func() { _, _, _, err = p.Reencode(context.Background(), src) })
		if e, ok := apierror.As(err); !ok || e.Status != http.StatusUnprocessableEntity || e.Code != "image_too_large" {
			t.Errorf("upload %s: %v, want 422 image_too_large", name, err)
		}
		if took := time.Since(start); n > 1<<20 || took > 100*time.Millisecond {
			t.Errorf("upload %s: refused after allocating %d bytes in %v; its header says enough", name, n, took)
		}
		n = allocated(func() { _, err = p.transform(context.Background(), src, Box{640, 0}, 75, JPEG) })
		if e, ok := apierror.As(err); !ok || e.Code != "image_too_large" || n > 1<<20 {
			t.Errorf("source %s: %v after allocating %d bytes, want 422 image_too_large from the header", name, err, n)
		}
	}
}

// TestDecodeCost: the estimate follows what the decoders hold, read from the headers.
func TestDecodeCost(t *testing.T) {
	const w, h = 1000, 800
	for _, c := range []struct {
		name   string
		src    []byte
		format string
		want   int64
	}{
		{"JPEG 4:2:0", jpegHeader(0xc0, w, h, 0x22, 0x11, 0x11), "jpeg", w * h * 3 / 2},
		{"JPEG 4:4:4", jpegHeader(0xc0, w, h, 0x11, 0x11, 0x11), "jpeg", w * h * 3},
		{"JPEG grey", jpegHeader(0xc0, w, h, 0x11), "jpeg", w * h},
		{"JPEG 4:2:0 progressive", jpegHeader(0xc2, w, h, 0x22, 0x11, 0x11), "jpeg", w * h * 3 / 2 * 5},
		{"PNG RGB", pngHeader(w, h, 2, false), "png", w * h * 4},
		{"PNG RGBA interlaced", pngHeader(w, h, 6, true), "png", w * h * 4 * 2},
		{"PNG grey", pngHeader(w, h, 0, false), "png", w * h},
		{"PNG palette", pngHeader(w, h, 3, false), "png", w * h},
	} {
		cfg, _, err := image.DecodeConfig(bytes.NewReader(c.src))
		if err != nil && c.format == "png" && c.name == "PNG palette" {
			cfg, err = image.Config{ColorModel: color.Palette{}, Width: w, Height: h}, nil // no PLTE chunk
		}
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := decodedBytes(c.format, cfg, c.src); got != c.want {
			t.Errorf("%s: %d bytes, want %d", c.name, got, c.want)
		}
	}
}

// TestCostCoversAllocations: a photo's estimate is at least all its re-encoding allocates, so
// the budget bounds what decoding really takes.
func TestCostCoversAllocations(t *testing.T) {
	p := newPipeline(t, nil)
	img := image.NewNRGBA(image.Rect(0, 0, 2600, 1500))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 7)
	}
	var pngSrc bytes.Buffer
	png.Encode(&pngSrc, img)
	for name, src := range map[string][]byte{"JPEG": photo(t, 2600, 1500), "PNG": pngSrc.Bytes()} {
		cfg, format, err := image.DecodeConfig(bytes.NewReader(src))
		if err != nil {
			t.Fatal(err)
		}
		dw, dh := fitWithin(cfg.Width, cfg.Height, UploadLongSide)
		cost := decodeCost(format, cfg, src, dw, dh)
		runtime.GC()
		n := allocated(func() {
			if _, _, _, err := p.Reencode(context.Background(), src); err != nil {
				t.Fatal(err)
			}
		})
		if int64(n) > cost {
			t.Errorf("%s: re-encoding allocated %d bytes, more than its estimate %d", name, n, cost)
		}
	}
}

// TestBudgetIsShared: uploads and variants draw from one budget. While it is taken, both wait
// DecodeWait and are refused with 503 busy; once it is free, both are made; a picture that needs
// more than the whole budget is refused with 422, as it could never be made.
func TestBudgetIsShared(t *testing.T) {
	p := newPipeline(t, func(c *Config) { c.DecodeBudget, c.DecodeWait = 4<<20, 50*time.Millisecond })
	small := photo(t, 320, 240)
	ctx := context.Background()
	release, err := p.budget.acquire(ctx, p.cfg.DecodeBudget)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, _, _, err := p.Reencode(ctx, small); status(err) != http.StatusServiceUnavailable {
		t.Errorf("an upload while the budget is taken: %v, want 503", err)
	}
	if e, ok := apierror.As(err); ok && e.Code != "busy" {
		t.Errorf("code %s, want busy", e.Code)
	}
	if _, err := p.Get(ctx, Variant{Source: "a.jpg", Box: Box{256, 0}, Quality: 75}, Original{Data: small, Tag: "a"}); status(err) != http.StatusServiceUnavailable {
		t.Errorf("a variant while the budget is taken: %v, want 503", err)
	}
	if took := time.Since(start); took < 100*time.Millisecond || took > 2*time.Second {
		t.Errorf("two refusals took %v, want about twice DecodeWait", took)
	}

	// A request that ends while it waits is not kept waiting for DecodeWait.
	short, cancel := context.WithTimeout(ctx, 5*time.Millisecond)
	defer cancel()
	slow := newPipeline(t, func(c *Config) { c.DecodeBudget, c.DecodeWait = 4<<20, time.Minute })
	hold, _ := slow.budget.acquire(ctx, slow.cfg.DecodeBudget)
	if _, _, _, err := slow.Reencode(short, small); status(err) != http.StatusServiceUnavailable {
		t.Errorf("an upload whose request ended: %v", err)
	}
	hold()

	release()
	if _, _, _, err := p.Reencode(ctx, small); err != nil {
		t.Errorf("an upload with the budget free: %v", err)
	}
	if _, err := p.Get(ctx, Variant{Source: "a.jpg", Box: Box{256, 0}, Quality: 75}, Original{Data: small, Tag: "a"}); err != nil {
		t.Errorf("a variant with the budget free: %v", err)
	}
	// 1600×1200 needs more than 4 MiB (its pixels alone are 2.9 MB, the resize 2 MB more).
	if _, _, _, err := p.Reencode(ctx, photo(t, 1600, 1200)); status(err) != http.StatusUnprocessableEntity {
		t.Errorf("an upload larger than the whole budget: %v, want 422", err)
	}
}

// TestReadJPEG: the orientation, subsampling and progressiveness read from the headers.
func TestReadJPEG(t *testing.T) {
	plain := photo(t, 64, 48)
	info, ok := readJPEG(plain)
	if !ok || info.orientation != 1 || info.samples != 1.5 || info.progressive {
		t.Errorf("a plain JPEG: %+v %v", info, ok)
	}
	for o := 1; o <= 8; o++ {
		info, ok := readJPEG(withOrientation(plain, o))
		if !ok || info.orientation != o {
			t.Errorf("orientation %d: %+v %v", o, info, ok)
		}
	}
	for name, src := range map[string][]byte{"empty": nil, "PNG": pngHeader(1, 1, 2, false), "SOI only": {0xff, 0xd8}, "half": plain[:20]} {
		if _, ok := readJPEG(src); ok {
			t.Errorf("%s: read as a JPEG", name)
		}
	}
}

// withOrientation puts an EXIF APP1 segment with the orientation o into a JPEG.
func withOrientation(src []byte, o int) []byte {
	tiff := []byte{'M', 'M', 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, byte(o), 0, 0, 0, 0, 0, 0}
	app1 := append([]byte("Exif\x00\x00"), tiff...)
	out := []byte{0xff, 0xd8, 0xff, 0xe1, byte((len(app1) + 2) >> 8), byte(len(app1) + 2)}
	out = append(out, app1...)
	return append(out, src[2:]...)
}

// TestUploadOrientation: a photo scaled down is turned upright after, as its EXIF says.
func TestUploadOrientation(t *testing.T) {
	p := newPipeline(t, nil)
	for o, want := range map[int][2]int{1: {3000, 1000}, 6: {1000, 3000}, 8: {1000, 3000}, 3: {3000, 1000}} {
		out, w, h, err := p.Reencode(context.Background(), withOrientation(photo(t, 3000, 1000), o))
		if err != nil {
			t.Fatal(err)
		}
		wantW, wantH := fitWithin(want[0], want[1], UploadLongSide)
		cfg, _ := jpeg.DecodeConfig(bytes.NewReader(out))
		if w != wantW || h != wantH || cfg.Width != w || cfg.Height != h {
			t.Errorf("orientation %d: %dx%d (stored %dx%d), want %dx%d", o, w, h, cfg.Width, cfg.Height, wantW, wantH)
		}
	}
}
