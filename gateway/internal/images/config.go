package images

import (
	"errors"
	"runtime"
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
	// MaxPixels refuses sources larger than this before decoding them (decompression bombs).
	MaxPixels int
	// MaxSourceBytes refuses sources larger than this many bytes.
	MaxSourceBytes int
	// Workers is how many variants are made at once; more wait in a queue of Queue places, and
	// beyond that the answer is 503 with Retry-After rather than a pile-up of decoders in memory.
	Workers int
	Queue   int
}

// DefaultConfig: 1 GiB of variants, sources up to 50 megapixels and 25 MiB, one worker per core
// and 64 waiting.
func DefaultConfig() Config {
	return Config{
		CacheMaxBytes: 1 << 30, MaxPixels: 50_000_000, MaxSourceBytes: 25 << 20,
		Workers: runtime.GOMAXPROCS(0), Queue: 64,
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
	return nil
}
