// Package images makes the pictures of the site in the sizes and formats a page shows: a signed
// resizing route in the manner of imgproxy, and an optimizer path of the `?url=&w=&q=` shape.
// Variants are made once (concurrent asks for the same one share the work), at most Workers at a
// time for readers and one more for the warm-up (warm.go), within the decode budget uploads share,
// and kept on disk; their URLs never change meaning, so they are cached for a year. An AVIF or
// WebP not made yet is answered in the interim with a quick WebP kept a minute (Pick).
package images

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	neturl "net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/secret"
)

// Variant is one picture in one size, quality and format. Source is the path of the original under
// the content API's media route, e.g. "recipes/lasagne.jpg"; Version is the ?v= of its URL, which
// changes when the picture does, so that browsers and CDNs may keep a variant's URL for a year.
// The gateway does not know a picture's version (the content API names it in the documents that
// show the picture), so a variant's file is named by the bytes of its original instead: a made-up
// version finds the variant already made and costs no encode and no file.
type Variant struct {
	Source  string
	Version string
	Box     Box
	Quality int
	Format  Format
}

// Original is a source picture's bytes and a tag of them, such as a hash or the ETag of the media
// answer: the variants made from it are named by the tag.
type Original struct {
	Data []byte
	Tag  string
}

// key names the variant of the original tagged tag: a hash, so no source path reaches the file
// system, and the same for every URL (and version) of the same bytes.
func (v Variant) key(tag string) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s\x00%s\x00%d\x00%s", tag, v.Box, v.Quality, v.Format)))
	return hex.EncodeToString(sum[:16]) + "." + v.Format.String()
}

// ETag of the variant of the original tagged tag: it differs per format, as the bytes do, and
// changes when the original's bytes do.
func (v Variant) ETag(tag string) string { return `"` + v.key(tag) + `"` }

// Pipeline signs, makes and keeps variants.
type Pipeline struct {
	cfg    Config
	keys   [][]byte
	disk   *disk
	flight singleflight.Group
	slots  chan struct{} // a token per worker
	queue  chan struct{} // a token per place in the queue, workers included
	budget *budget       // the memory for decoding, shared with uploads
	logger *slog.Logger

	// waiting counts the readers waiting for a worker: the warm-up starts a variant only when none does.
	waiting atomic.Int32
	// freed is signalled when a worker is given back, for a warm-up waiting for one.
	freed chan struct{}
	// warm is the warm-up's queue (warm.go).
	warm *warmQueue
	// produce decodes, sizes and encodes (transform); wait says whether it may wait for the decode
	// budget. Tests replace it to count and order what is made.
	produce func(ctx context.Context, src []byte, box Box, quality int, format Format, wait bool) ([]byte, error)
	// stopWarm ends the warm-up's worker (StartWarmUp), warmDone is closed when it has.
	stopWarm context.CancelFunc
	warmDone chan struct{}
	// warmMu guards warmClosed: once Close has set it, the warm-up keeps nothing more on disk.
	warmMu     sync.RWMutex
	warmClosed bool
}

// New loads (or generates) the signing keys and opens the disk cache.
func New(cfg Config, logger *slog.Logger) (*Pipeline, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	keys, err := secret.Keys(cfg.Keys, cfg.KeyFile)
	if err != nil {
		return nil, err
	}
	d, err := openDisk(cfg.CacheDir, cfg.CacheMaxBytes)
	if err != nil {
		return nil, err
	}
	p := &Pipeline{cfg: cfg, disk: d, logger: logger, budget: newBudget(cfg.DecodeBudget, cfg.DecodeWait),
		slots: make(chan struct{}, cfg.Workers), queue: make(chan struct{}, cfg.Workers+cfg.Queue),
		freed: make(chan struct{}, 1), warm: newWarmQueue(cfg.WarmQueue)}
	p.produce = p.transformWaiting
	for _, k := range keys {
		p.keys = append(p.keys, []byte(k))
	}
	return p, nil
}

// Load is how many variants wait for a worker and how many are being made now, for the metrics.
func (p *Pipeline) Load() (waiting, working int) {
	working = len(p.slots)
	return max(len(p.queue)-working, 0), working
}

// Path is the signed URL path of a variant (the format is chosen per request by Accept); source is
// the original's path under the media route with its version, as the content API names it:
//
//	Path("recipes/lasagne.jpg?v=1a2b3c4d", Box{512, 384}, 80)
//	→ /_img/<signature>/512x384/q80/recipes/lasagne.jpg?v=1a2b3c4d
func (p *Pipeline) Path(source string, box Box, quality int) string {
	rest := fmt.Sprintf("%s/q%d/%s", box, quality, source)
	return "/_img/" + sign(p.keys[0], rest) + "/" + rest
}

// sign is the first 16 bytes of HMAC-SHA256 over the path after the signature, base64url: short
// enough for a srcset, long enough that guessing one is hopeless.
func sign(key []byte, rest string) string {
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(rest))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil)[:16])
}

// Signed reads a signed path's parts after "/_img/" and its version (the v query parameter): the
// size and quality must be listed and the signature must match one of the keys. Refusals: 400 for
// a size or quality not on the list or a malformed path, 403 for a missing or wrong signature.
func (p *Pipeline) Signed(signature, rest, version string) (Variant, error) {
	size, rest, ok1 := strings.Cut(rest, "/")
	q, source, ok2 := strings.Cut(rest, "/")
	box, ok3 := parseBox(size)
	var quality int
	_, err := fmt.Sscanf(q, "q%d", &quality)
	if !ok1 || !ok2 || !ok3 || err != nil || fmt.Sprintf("q%d", quality) != q || box.String() != size {
		return Variant{}, apierror.New(http.StatusBadRequest, "invalid_image_path")
	}
	if !box.allowed() {
		return Variant{}, apierror.InvalidParameter("size")
	}
	if !slices.Contains(Qualities, quality) {
		return Variant{}, apierror.InvalidParameter("quality")
	}
	if err := checkSource(source); err != nil {
		return Variant{}, err
	}
	if !validVersion(version) {
		return Variant{}, apierror.InvalidParameter("v")
	}
	signed := size + "/" + q + "/" + source
	if version != "" {
		signed += "?v=" + version
	}
	for _, k := range p.keys {
		if hmac.Equal([]byte(sign(k, signed)), []byte(signature)) {
			return Variant{Source: source, Version: version, Box: box, Quality: quality}, nil
		}
	}
	return Variant{}, apierror.New(http.StatusForbidden, "invalid_signature")
}

// Optimized reads the optimizer's parameters: url, a path of this site's media (never another
// host: the resizer is no open proxy) with at most its version (?v=), w from Widths, q from
// Qualities (default 75). Any other parameter of the source's URL is 400 unknown_parameter: it
// would only make another URL of the same variant.
func Optimized(url, width, quality string) (Variant, error) {
	rest, ok := strings.CutPrefix(url, "/api/media/")
	if !ok {
		return Variant{}, apierror.New(http.StatusBadRequest, "foreign_image")
	}
	source, query, hasQuery := strings.Cut(rest, "?")
	if err := checkSource(source); err != nil {
		return Variant{}, err
	}
	var version string
	if hasQuery {
		values, err := neturl.ParseQuery(query)
		if err != nil {
			return Variant{}, apierror.Wrap(http.StatusBadRequest, "invalid_image_path", err)
		}
		for _, name := range slices.Sorted(maps.Keys(values)) {
			if name != "v" {
				e := apierror.New(http.StatusBadRequest, "unknown_parameter")
				e.Field = name
				return Variant{}, e
			}
		}
		v := values["v"]
		if len(v) != 1 || v[0] == "" || !validVersion(v[0]) || query != "v="+v[0] {
			return Variant{}, apierror.InvalidParameter("v")
		}
		version = v[0]
	}
	var w, q int
	if _, err := fmt.Sscan(width, &w); err != nil || !(Box{Width: w}).allowed() || fmt.Sprint(w) != width {
		return Variant{}, apierror.InvalidParameter("w")
	}
	q = 75
	if quality != "" {
		if _, err := fmt.Sscan(quality, &q); err != nil || !slices.Contains(Qualities, q) || fmt.Sprint(q) != quality {
			return Variant{}, apierror.InvalidParameter("q")
		}
	}
	return Variant{Source: source, Version: version, Box: Box{Width: w}, Quality: q}, nil
}

// validVersion allows what the content API puts into ?v=: up to 64 letters, digits, - and _.
func validVersion(v string) bool {
	if len(v) > 64 {
		return false
	}
	for _, r := range v {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// checkSource allows the shape of a media path and nothing that climbs out of it.
func checkSource(source string) error {
	if source == "" || len(source) > 300 || strings.Contains(source, "..") || strings.Contains(source, "//") ||
		strings.ContainsAny(source, "\\?#%") || strings.HasPrefix(source, "/") {
		return apierror.New(http.StatusBadRequest, "invalid_image_path")
	}
	return nil
}

// Get returns the variant's bytes: from disk, or made from the original. The same variant asked
// for many times at once is made once; when Workers are busy a request waits in the queue, and
// when the queue is full it is refused with 503. Making it takes its share of the decode budget.
func (p *Pipeline) Get(ctx context.Context, v Variant, src Original) ([]byte, error) {
	return p.get(ctx, v, src, false)
}

// get is Get for a reader, or for the warm-up (background), which yields to readers (makeInBackground).
func (p *Pipeline) get(ctx context.Context, v Variant, src Original, background bool) ([]byte, error) {
	if len(src.Data) > p.cfg.MaxSourceBytes {
		return nil, apierror.New(http.StatusUnprocessableEntity, "image_too_large")
	}
	name := v.key(src.Tag)
	if data, ok := p.disk.get(name); ok {
		return data, nil
	}
	// A reader and the warm-up asking for one variant share one flight, so it is made once.
	if background {
		// In the warm-up's own goroutine, whose thread has the lowest priority.
		data, err, _ := p.flight.Do(name, func() (any, error) {
			if data, ok := p.disk.get(name); ok {
				return data, nil
			}
			return p.makeInBackground(ctx, v, name, src.Data)
		})
		if err != nil {
			return nil, err
		}
		return data.([]byte), nil
	}
	ch := p.flight.DoChan(name, func() (any, error) {
		if data, ok := p.disk.get(name); ok { // made while this request waited for the flight
			return data, nil
		}
		// The flight outlives a caller that gives up, so the variant it started is still made.
		return p.make(context.WithoutCancel(ctx), v, name, src.Data)
	})
	select {
	case r := <-ch:
		if r.Err != nil {
			return nil, r.Err
		}
		return r.Val.([]byte), nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Pick is what to answer an ask for v with now, from the original tagged tag. v itself when it
// is made, or when it is a JPEG (quick to make). An AVIF or WebP not made yet takes seconds of a
// core (≈ 3 AVIF variants a second on two cores): the reader is answered at once with the WebP
// already made (for an AVIF) or the quick WebP, made in tens of milliseconds, and interim is
// true, so the answer is kept a minute only; v goes to the head of the warm-up's queue, and the
// next ask gets it. Without warm-up (Config.WarmUp) it is always v.
func (p *Pipeline) Pick(v Variant, tag string) (served Variant, interim bool) {
	if !p.cfg.WarmUp || v.Format == JPEG || v.Format == quickWebP || p.disk.has(v.key(tag)) {
		return v, false
	}
	p.Warm(v, Asked)
	if v.Format == AVIF {
		if w := v.as(WebP); p.disk.has(w.key(tag)) {
			return w, true
		}
	}
	return v.as(quickWebP), true
}

// as is the variant in another format.
func (v Variant) as(f Format) Variant {
	v.Format = f
	return v
}

// make makes a variant for a reader: it waits for a worker among the queue's places (refused with
// 503 when they are taken) and for its share of the decode budget.
func (p *Pipeline) make(ctx context.Context, v Variant, name string, src []byte) ([]byte, error) {
	select {
	case p.queue <- struct{}{}:
		defer func() { <-p.queue }()
	default:
		return nil, apierror.New(http.StatusServiceUnavailable, "busy")
	}
	p.waiting.Add(1)
	p.slots <- struct{}{}
	p.waiting.Add(-1)
	defer p.releaseSlot()
	return p.made(ctx, v, name, src, true)
}

// releaseSlot gives a worker back and tells a warm-up waiting for one.
func (p *Pipeline) releaseSlot() {
	<-p.slots
	select {
	case p.freed <- struct{}{}:
	default:
	}
}

// made makes the variant and keeps it on disk. A reader (wait) holds a worker; the warm-up holds
// none, and keeps nothing once Close began.
func (p *Pipeline) made(ctx context.Context, v Variant, name string, src []byte, wait bool) ([]byte, error) {
	start := time.Now()
	data, err := p.produce(ctx, src, v.Box, v.Quality, v.Format, wait)
	if err != nil {
		return nil, err
	}
	p.logger.Debug("image variant made", slog.String("source", v.Source), slog.String("size", v.Box.String()),
		slog.String("format", v.Format.String()), slog.Int("bytes", len(data)), slog.Duration("took", time.Since(start)),
		slog.Bool("warm_up", !wait))
	if !wait {
		p.warmMu.RLock()
		defer p.warmMu.RUnlock()
		if p.warmClosed {
			return nil, context.Canceled
		}
	}
	if err := p.disk.put(name, data); err != nil {
		p.logger.Warn("image variant not kept", slog.Any("error", err))
	}
	return data, nil
}
