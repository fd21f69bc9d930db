package images

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/gen2brain/avif"
	"github.com/gen2brain/webp"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// Warm-up: the variants a page offers are made before its first reader asks for them. Made on
// the first ask, an AVIF takes seconds of a core, and the home page's hero waited behind its cards
// (Lighthouse after a start: LCP 5–8 s). The site's build lists the pictures of every page it
// rendered (SitePictures, site/src/integrations/pictures.ts); the gateway queues their variants
// after the build is served (a full build at start, a publish's pages after its swap) and makes
// them one at a time in the background, the pictures of a page's first view first. Readers come
// first: the warm-up starts a variant only when no reader waits for a worker, makes one at a
// time on a thread of the lowest priority (so it takes no core a reader or anything else on the
// machine wants), and takes its share of the decode budget only when it is free at once.

// Tier orders the warm-up: every variant of a lower tier is made before one of a higher tier,
// and in the order it was queued within its tier.
type Tier int

const (
	// Asked is a variant a reader asked for and was answered in the interim (Pick).
	Asked Tier = iota
	// Quick is the quick WebP of a page's pictures at the width screens pick most there: what a
	// reader who comes before the AVIF is made gets (Pick), taken from disk instead of made while
	// the page waits.
	Quick
	// FirstView is a picture in a page's first view (its LCP above all) in AVIF, the format
	// browsers ask, at the widths screens most likely pick from its srcset.
	FirstView
	// FirstViewAll is every other width and format its srcset offers.
	FirstViewAll
	// Rest is the likely widths of the page's other pictures, in AVIF.
	Rest
	tierCount
)

// warmQueue holds the variants to warm up, a FIFO per tier. A variant is queued once: queued
// again at a more urgent tier, it moves up (its old place is skipped when reached).
type warmQueue struct {
	mu      sync.Mutex
	tiers   [tierCount][]Variant
	queued  map[string]Tier
	max     int
	wake    chan struct{}
	working bool
}

func newWarmQueue(max int) *warmQueue {
	return &warmQueue{queued: map[string]Tier{}, max: max, wake: make(chan struct{}, 1)}
}

// jobKey names a variant before its original is read (key needs the original's bytes).
func (v Variant) jobKey() string {
	return fmt.Sprintf("%s\x00%s\x00%s\x00%d\x00%s", v.Source, v.Version, v.Box, v.Quality, v.Format)
}

// push queues v at tier t; it reports whether v was queued or moved up. Beyond max only what
// readers asked for is taken.
func (q *warmQueue) push(v Variant, t Tier) bool {
	k := v.jobKey()
	q.mu.Lock()
	defer q.mu.Unlock()
	if cur, ok := q.queued[k]; ok && cur <= t {
		return false
	} else if !ok && len(q.queued) >= q.max && t != Asked {
		return false
	}
	q.queued[k] = t
	q.tiers[t] = append(q.tiers[t], v)
	select {
	case q.wake <- struct{}{}:
	default:
	}
	return true
}

// retry puts v back at the head of its tier (the decode budget was taken).
func (q *warmQueue) retry(v Variant, t Tier) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if _, ok := q.queued[v.jobKey()]; ok {
		return // queued again meanwhile
	}
	q.queued[v.jobKey()] = t
	q.tiers[t] = append([]Variant{v}, q.tiers[t]...)
}

// take removes the most urgent variant, if any, and marks the queue working.
func (q *warmQueue) take() (Variant, Tier, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	for t := range q.tiers {
		for len(q.tiers[t]) > 0 {
			v := q.tiers[t][0]
			q.tiers[t][0] = Variant{}
			q.tiers[t] = q.tiers[t][1:]
			if cur, ok := q.queued[v.jobKey()]; ok && cur == Tier(t) {
				delete(q.queued, v.jobKey())
				q.working = true
				return v, Tier(t), true
			}
		}
		q.tiers[t] = nil // let the emptied backing array go
	}
	return Variant{}, 0, false
}

// next waits for the most urgent variant; false when ctx ended.
func (q *warmQueue) next(ctx context.Context) (Variant, Tier, bool) {
	for {
		if v, t, ok := q.take(); ok {
			return v, t, true
		}
		select {
		case <-q.wake:
		case <-ctx.Done():
			return Variant{}, 0, false
		}
	}
}

// finish marks the variant taken last as done.
func (q *warmQueue) finish() {
	q.mu.Lock()
	q.working = false
	q.mu.Unlock()
}

// idle reports whether nothing is queued or being made.
func (q *warmQueue) idle() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.queued) == 0 && !q.working
}

// Warm queues a variant for the warm-up at a tier; it reports whether it was queued (or moved up).
func (p *Pipeline) Warm(v Variant, t Tier) bool {
	if !p.cfg.WarmUp {
		return false
	}
	return p.warm.push(v, t)
}

// SitePictures is what the site's build writes into `_pictures.json` (site/src/integrations/
// pictures.ts): every optimizer picture of the pages it rendered, once, and the pages in the
// order their pictures are worth making (the home pages first), each with the pictures of its
// first view (loaded at once: the LCP) and the others in the order the page shows them.
type SitePictures struct {
	Pictures []SitePicture `json:"pictures"`
	Pages    []SitePage    `json:"pages"`
}

// SitePicture is one picture of the optimizer as the pages' srcsets offer it.
type SitePicture struct {
	// URL is the picture's media path with its version, "/api/media/recipes/a.jpg?v=1a2b3c4d".
	URL string `json:"url"`
	// Quality is the optimizer's q (0: its default).
	Quality int `json:"q,omitempty"`
	// Widths are all the widths its srcsets offer.
	Widths []int `json:"widths"`
}

// SitePage is one page: its path and its pictures, each as its index into SitePictures.Pictures
// followed by the widths common screens pick from its srcset on this page, the most common first.
type SitePage struct {
	Path  string  `json:"path"`
	First [][]int `json:"first"`
	Rest  [][]int `json:"rest"`
}

// maxQuick bounds the quick WebPs a build's listing queues (a minute or two of a core): the pages
// first in the build's order, the home pages and lists, are the ones readers arrive on.
const maxQuick = 2000

// WarmSite queues the variants of a build's pages, in tiers: the quick WebP of each page's
// pictures at the width screens pick most there (page by page in the build's order, up to
// maxQuick), then the likely widths of every page's first-view pictures in AVIF (the most likely
// width of every page before the second of any), then every width their srcsets offer in AVIF,
// then in WebP, then in JPEG, then the likely widths of the pages' other pictures in AVIF. The
// quick WebPs come first because one takes tens of milliseconds and an AVIF seconds: a few seconds
// after a start the first pages' pictures are all there in a format any browser takes, where the
// AVIFs would have covered a handful. It returns how many variants it queued; pictures that are
// not the optimizer's are skipped.
func (p *Pipeline) WarmSite(m SitePictures) int {
	queued := 0
	// queue queues the variants of a page's picture in format f: every width its srcsets offer
	// (nth < 0), or its nth likely width on the page.
	queue := func(item []int, nth int, f Format, t Tier) {
		if len(item) == 0 || item[0] < 0 || item[0] >= len(m.Pictures) {
			return
		}
		pic := m.Pictures[item[0]]
		widths := pic.Widths
		if nth >= 0 {
			widths = nil
			if nth+1 < len(item) {
				widths = item[nth+1 : nth+2]
			}
		}
		q := ""
		if pic.Quality != 0 {
			q = strconv.Itoa(pic.Quality)
		}
		for _, w := range widths {
			v, err := Optimized(pic.URL, strconv.Itoa(w), q)
			if err != nil {
				continue
			}
			if p.Warm(v.as(f), t) {
				queued++
			}
		}
	}
	for _, page := range m.Pages {
		if queued >= maxQuick {
			break
		}
		for _, item := range slices.Concat(page.First, page.Rest) {
			queue(item, 0, quickWebP, Quick)
		}
	}
	// The widths screens pick most first, for every page's first view, before the next width of any.
	for n, more := 0, true; more; n++ {
		more = false
		for _, page := range m.Pages {
			for _, item := range page.First {
				if n+1 < len(item) {
					more = true
					queue(item, n, AVIF, FirstView)
				}
			}
		}
	}
	// Then every width, in the format most browsers ask first.
	for _, f := range []Format{AVIF, WebP, JPEG} {
		for _, page := range m.Pages {
			for _, item := range page.First {
				queue(item, -1, f, FirstViewAll)
			}
		}
	}
	// A page's other pictures in the order it shows them, the first of every page before the
	// second of any, at the widths screens pick there.
	for n, more := 0, true; more; n++ {
		more = false
		for _, page := range m.Pages {
			if n < len(page.Rest) {
				more = true
				for k := range len(page.Rest[n]) - 1 {
					queue(page.Rest[n], k, AVIF, Rest)
				}
			}
		}
	}
	return queued
}

// Originals reads a picture's original by its media path ("recipes/a.jpg").
type Originals func(ctx context.Context, source string) (Original, error)

// StartWarmUp starts the warm-up's worker, which reads originals with originals; Close stops it.
func (p *Pipeline) StartWarmUp(originals Originals) {
	if !p.cfg.WarmUp || p.stopWarm != nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.stopWarm, p.warmDone = cancel, make(chan struct{})
	go func() {
		defer close(p.warmDone)
		p.runWarmUp(ctx, originals)
	}()
}

// Close stops the warm-up. It does not wait for the variant being made, which may take long on a
// busy machine at the warm-up's priority: that one is dropped, and nothing is written to the cache
// after Close returns.
func (p *Pipeline) Close() {
	if p.stopWarm == nil {
		return
	}
	p.stopWarm()
	p.warmMu.Lock()
	p.warmClosed = true
	p.warmMu.Unlock()
	select {
	case <-p.warmDone:
	case <-time.After(100 * time.Millisecond):
	}
}

func (p *Pipeline) runWarmUp(ctx context.Context, originals Originals) {
	lowerPriority()
	// The WebAssembly encoders are compiled on their first use, seconds of a core for AVIF: done
	// now, as a warm-up's work, so that no reader waits for it.
	webp.Init()
	avif.InitEncoder()
	made, start := 0, time.Now()
	for {
		if made > 0 && p.warm.idle() {
			p.logger.Info("image warm-up: every queued variant is made", slog.Int("made", made),
				slog.Duration("took", time.Since(start).Round(time.Millisecond)))
			made = 0
		}
		v, t, ok := p.warm.next(ctx)
		if !ok {
			return
		}
		if made == 0 {
			start = time.Now()
		}
		did, err := p.warmOne(ctx, v, t, originals)
		p.warm.finish()
		if did {
			made++
		}
		if e, ok := apierror.As(err); ok && e.Status == http.StatusServiceUnavailable {
			// The decode budget is in readers' hands: try again when a worker is given back.
			p.warm.retry(v, t)
			select {
			case <-p.freed:
			case <-time.After(100 * time.Millisecond):
			case <-ctx.Done():
				return
			}
		} else if err != nil && ctx.Err() == nil {
			p.logger.Debug("image warm-up: variant not made", slog.String("source", v.Source),
				slog.String("size", v.Box.String()), slog.String("format", v.Format.String()), slog.Any("error", err))
		}
	}
}

// warmOne makes one queued variant unless it is made already; did reports whether it was made.
func (p *Pipeline) warmOne(ctx context.Context, v Variant, t Tier, originals Originals) (did bool, err error) {
	src, err := originals(ctx, v.Source)
	if err != nil {
		return false, err
	}
	name := v.key(src.Tag)
	if p.disk.has(name) {
		return false, nil
	}
	if t != Asked && p.disk.filled() >= p.cfg.WarmFill {
		return false, errors.New("images: the warm-up's part of the disk cache is full")
	}
	if _, err := p.get(ctx, v, src, true); err != nil {
		return false, err
	}
	return true, nil
}

// makeInBackground makes a variant for the warm-up, when no reader waits for a worker. It runs in
// the warm-up's goroutine (its thread has the lowest priority) and takes no reader's worker: it is
// one more, which gets a core only when readers leave one.
func (p *Pipeline) makeInBackground(ctx context.Context, v Variant, name string, src []byte) ([]byte, error) {
	for p.waiting.Load() > 0 {
		select {
		case <-p.freed:
		case <-time.After(50 * time.Millisecond):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return p.made(ctx, v, name, src, false)
}
