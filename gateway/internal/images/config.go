package images

import (
	"errors"
	"runtime"
	"time"
)

// Config of the image pipeline.
type Config struct {
	// Keys are the secrets of IMAGE_SIGNING_KEY: the first signs, every one verifies, so a key can
	// be rotated without breaking the URLs already in pages and CDN caches.
	Keys []string
	// KeyFile keeps a generated secret when Keys is empty (DATA_DIR/image-keys).
	KeyFile string
	// CacheDir holds the variants made (DATA_DIR/images).
	CacheDir string
	// CacheMaxBytes bounds the variants on disk (IMAGE_CACHE_MAX_BYTES); the least recently used
	// go first.
	CacheMaxBytes int64
	// MaxPixels refuses sources and uploads with more pixels than this, read from their header
	// before any pixel is decoded (decompression bombs: a 316 KB PNG can claim 10000×10000).
	// 50 megapixels is a phone's full-resolution mode (48–50 MP), the largest photo a reader
	// plausibly sends (imgproxy's IMGPROXY_MAX_SRC_RESOLUTION defaults to 16.8, which such a
	// photo exceeds).
	MaxPixels int
	// MaxSourceBytes refuses sources larger than this many bytes.
	MaxSourceBytes int
	// Workers is how many variants are made at once; more wait in a queue of Queue places, and
	// beyond that the answer is 503 with Retry-After rather than a pile-up of decoders in memory.
	Workers int
	Queue   int
	// DecodeBudget bounds the memory pictures take while they are decoded, resized and encoded,
	// uploads and variants together (IMAGE_DECODE_BUDGET_BYTES): each takes what its header says
	// it will cost, and waits while the budget is taken. A picture that would cost more than the
	// whole budget is refused (422 image_too_large); 256 MiB lets a 48-megapixel phone photo
	// (JPEG or HEIC, about 150 MB and 230 MB) through, and three 12-megapixel ones at once.
	DecodeBudget int64
	// DecodeWait is how long a picture waits for its share of the budget (or until its request
	// ends) before the answer is 503 busy with Retry-After.
	DecodeWait time.Duration
	// WarmUp makes the pictures of the site's pages before readers ask for them (warm.go), and
	// answers an ask for an AVIF or WebP not made yet at once with a quick WebP kept a minute
	// (Pipeline.Pick) rather than letting the reader wait seconds for it (IMAGE_WARM_UP, on).
	WarmUp bool
	// WarmQueue bounds the variants waiting to be warmed up; beyond it the least urgent are not
	// queued (a page's other pictures at 10,000 recipes would be half a million variants).
	WarmQueue int
	// WarmFill is how full the disk cache may get from the warm-up, a part of CacheMaxBytes: the
	// rest is kept for what readers ask, which the warm-up must not push out.
	WarmFill float64
}

// DefaultConfig: 1 GiB of variants, sources up to 50 megapixels and 25 MiB, one worker per core
// and 64 waiting, 256 MiB for decoding and 3 seconds to wait for it; warm-up on, up to 100,000
// variants queued and three quarters of the disk cache.
func DefaultConfig() Config {
	return Config{
		CacheMaxBytes: 1 << 30, MaxPixels: 50_000_000, MaxSourceBytes: 25 << 20,
		Workers: runtime.GOMAXPROCS(0), Queue: 64, DecodeBudget: 256 << 20, DecodeWait: 3 * time.Second,
		WarmUp: true, WarmQueue: 100_000, WarmFill: 0.75,
	}
}

// Validate rejects a configuration the pipeline cannot work with.
func (c Config) Validate() error {
	if len(c.Keys) == 0 && c.KeyFile == "" {
		return errors.New("images: IMAGE_SIGNING_KEY or a key file in DATA_DIR is needed")
	}
	for _, k := range c.Keys {
		if len(k) < 32 {
			return errors.New("images: every key of IMAGE_SIGNING_KEY needs at least 32 characters")
		}
	}
	if c.CacheDir == "" {
		return errors.New("images: a cache directory is needed")
	}
	if c.CacheMaxBytes < 1<<20 {
		return errors.New("images: IMAGE_CACHE_MAX_BYTES must be at least 1 MiB")
	}
	if c.MaxPixels < 1 || c.MaxSourceBytes < 1 || c.Workers < 1 || c.Queue < 0 {
		return errors.New("images: limits and workers must be positive")
	}
	if c.DecodeBudget < 1<<20 {
		return errors.New("images: IMAGE_DECODE_BUDGET_BYTES must be at least 1 MiB")
	}
	if c.WarmQueue < 0 || c.WarmFill < 0 || c.WarmFill > 1 {
		return errors.New("images: the warm-up's queue cannot be negative, nor its part of the cache outside 0–1")
	}
	if c.DecodeWait < 0 {
		return errors.New("images: the wait for the decode budget cannot be negative")
	}
	return nil
}
