package images

import (
	"context"
	"image"
	"image/color"
	"net/http"
	"time"

	"golang.org/x/sync/semaphore"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// budget bounds the memory that pictures take while they are decoded, resized and encoded: the
// uploads and the variants draw from the one budget, each by what its picture will cost
// (decodeCost), so a burst of large pictures waits its turn instead of growing the gateway by a
// gigabyte per picture. imgproxy bounds the same with a fixed number of workers and a queue; a
// budget in bytes lets many small pictures through at once where a count would let only as many
// as the largest picture allows.
type budget struct {
	sem  *semaphore.Weighted
	size int64
	wait time.Duration
}

func newBudget(size int64, wait time.Duration) *budget {
	return &budget{sem: semaphore.NewWeighted(size), size: size, wait: wait}
}

// acquire takes n bytes of the budget, waiting at most b.wait (or until ctx ends) for them; the
// caller calls release when the picture's memory is garbage. A picture that needs more than the
// whole budget could never be made: 422 image_too_large. A budget still taken when the wait is
// over: 503 busy, which the handlers send with Retry-After.
func (b *budget) acquire(ctx context.Context, n int64) (release func(), err error) {
	if n > b.size {
		return nil, apierror.New(http.StatusUnprocessableEntity, "image_too_large")
	}
	release = func() { b.sem.Release(n) }
	if b.sem.TryAcquire(n) {
		return release, nil
	}
	ctx, cancel := context.WithTimeout(ctx, b.wait)
	defer cancel()
	if err := b.sem.Acquire(ctx, n); err != nil {
		return nil, apierror.Wrap(http.StatusServiceUnavailable, "busy", err)
	}
	return release, nil
}

// acquireNow takes n bytes of the budget only when they are free at once: 503 busy otherwise.
func (b *budget) acquireNow(n int64) (release func(), err error) {
	if n > b.size {
		return nil, apierror.New(http.StatusUnprocessableEntity, "image_too_large")
	}
	if !b.sem.TryAcquire(n) {
		return nil, apierror.New(http.StatusServiceUnavailable, "busy")
	}
	return func() { b.sem.Release(n) }, nil
}

// decodeCost estimates the bytes a picture of cfg takes at its peak while it is decoded from src
// and resized to dw×dh: the decoded pixels (decodedBytes), imaging's horizontal pass (dw wide, as
// tall as the source, 4 bytes a pixel), the result (4 bytes a pixel), one more copy of it (the
// white background of a transparent upload, the turn of an upright one, or the encoder's input)
// and the encoded bytes as their buffer grows (2 bytes a pixel of the result).
func decodeCost(format string, cfg image.Config, src []byte, dw, dh int) int64 {
	return decodedBytes(format, cfg, src) + 4*int64(dw)*int64(cfg.Height) + 10*int64(dw)*int64(dh)
}

// decodedBytes is what the decoder holds for a picture: for JPEG, a byte a sample (three samples
// a pixel without chroma subsampling, 1.5 with the usual 4:2:0) and, when it is progressive, the
// coefficients of every block (four bytes a sample) until the last scan; for PNG the pixels in
// the decoded colour model, twice when it is interlaced (the passes are decoded apart); for HEIC
// libheif's YCbCr picture, which the Go picture shares, and the tiles it is assembled from; for
// WebP and AVIF the decoder's RGBA copy in its own memory and the Go copy.
func decodedBytes(format string, cfg image.Config, src []byte) int64 {
	pixels := int64(cfg.Width) * int64(cfg.Height)
	switch format {
	case "jpeg":
		info, ok := readJPEG(src)
		if !ok {
			return pixels * 4 * 5 // unreadable: as if four full samples, progressive
		}
		perSample := int64(1)
		if info.progressive {
			perSample = 5
		}
		return int64(float64(pixels)*info.samples+0.5) * perSample
	case "png":
		n := pixels * bytesPerPixel(cfg.ColorModel)
		if len(src) > 28 && src[28] == 1 { // IHDR's interlace method: Adam7
			n *= 2
		}
		return n
	case "heic":
		return pixels * 3
	}
	return pixels * 8
}

// bytesPerPixel of a decoded PNG by its colour model.
func bytesPerPixel(m color.Model) int64 {
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	switch m {
	case color.GrayModel:
		return 1
	case color.Gray16Model:
		return 2
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	}
	return 4
}

// fitWithin is the size of a w×h picture scaled down to fit a square of side long (never up),
// rounded as imaging.Fit rounds.
func fitWithin(w, h, long int) (int, int) {
	if w <= long && h <= long {
		return w, h
	}
	aspect := float64(w) / float64(h)
	if aspect > 1 {
		return long, max(1, int(float64(long)/aspect))
	}
	return max(1, int(float64(long)*aspect)), long
}

// tooManyPixels reports whether a picture's header claims no pixels or more than limit.
func tooManyPixels(cfg image.Config, limit int) bool {
	return cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > limit/cfg.Height
}
