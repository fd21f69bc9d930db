package images

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gen2brain/webp"
)

// recorder stands in for the encoder: it notes what is made, in order, and how many are made at
// once; a variant whose name is in hold waits until its channel is closed.
type recorder struct {
	mu      sync.Mutex
	made    []string
	now     atomic.Int32
	most    atomic.Int32
	hold    map[string]chan struct{}
	started chan string
}

func record(p *Pipeline) *recorder {
	r := &recorder{hold: map[string]chan struct{}{}, started: make(chan string, 100)}
	p.produce = func(_ context.Context, src []byte, box Box, quality int, format Format, wait bool) ([]byte, error) {
		name := fmt.Sprintf("%s %d %s", src, box.Width, format)
		n := r.now.Add(1)
		defer r.now.Add(-1)
		for m := r.most.Load(); n > m && !r.most.CompareAndSwap(m, n); m = r.most.Load() {
		}
		r.started <- name
		r.mu.Lock()
		gate := r.hold[name]
		r.mu.Unlock()
		if gate != nil {
			<-gate
		}
		r.mu.Lock()
		r.made = append(r.made, name)
		r.mu.Unlock()
		return []byte(name), nil
	}
	return r
}

func (r *recorder) list() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.made)
}

// originalsByName: a picture's original is its name, which the recorder writes into what it makes.
func originalsByName(_ context.Context, source string) (Original, error) {
	return Original{Data: []byte(source), Tag: source}, nil
}

// waitIdle waits until the warm-up has made everything queued.
func waitIdle(t *testing.T, p *Pipeline) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); !p.warm.idle(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the warm-up did not finish")
		}
	}
}

func TestWarmUpOrder(t *testing.T) {
	p := newPipeline(t, nil)
	r := record(p)
	m := SitePictures{
		Pictures: []SitePicture{
			{URL: "/api/media/home.jpg?v=1", Widths: []int{384, 750, 1200}},
			{URL: "/api/media/recipe.jpg?v=2", Widths: []int{750}},
			{URL: "/api/media/card.jpg?v=3", Widths: []int{384, 640}},
			{URL: "https://elsewhere.example/x.jpg", Widths: []int{640}},
		},
		Pages: []SitePage{
			{Path: "/de/", First: [][]int{{0, 750, 1200}}, Rest: [][]int{{2, 384}, {3, 640}}},
			{Path: "/de/rezepte/a/", First: [][]int{{1, 750}}, Rest: [][]int{{2, 640}}},
		},
	}
	if n := p.WarmSite(m); n != 18 {
		t.Errorf("%d variants queued, want 18", n)
	}
	t.Cleanup(p.Close)
	p.StartWarmUp(originalsByName)
	waitIdle(t, p)
	want := []string{
		// The quick WebP of each page's pictures at the width screens pick most, page by page.
		"home.jpg 750 webp-quick", "card.jpg 384 webp-quick", "recipe.jpg 750 webp-quick", "card.jpg 640 webp-quick",
		// The widths screens pick most, every page's first view, then the next likely width.
		"home.jpg 750 avif", "recipe.jpg 750 avif", "home.jpg 1200 avif",
		// Every width and format the first views' srcsets offer.
		"home.jpg 384 avif",
		"home.jpg 384 webp", "home.jpg 750 webp", "home.jpg 1200 webp", "recipe.jpg 750 webp",
		"home.jpg 384 jpeg", "home.jpg 750 jpeg", "home.jpg 1200 jpeg", "recipe.jpg 750 jpeg",
		// Then the pages' other pictures at their likely widths.
		"card.jpg 384 avif", "card.jpg 640 avif",
	}
	if got := r.list(); !slices.Equal(got, want) {
		t.Errorf("made in the order\n%q\nwant\n%q", got, want)
	}

	// A build listing the same pages again makes nothing: every variant is there.
	p.WarmSite(m)
	waitIdle(t, p)
	if got := r.list(); len(got) != len(want) {
		t.Errorf("a second listing made %q", got[len(want):])
	}
}

func TestReadersComeFirst(t *testing.T) {
	p := newPipeline(t, func(c *Config) { c.Workers = 1 })
	r := record(p)
	gate := make(chan struct{})
	r.hold["first 640 jpeg"] = gate
	t.Cleanup(p.Close)
	p.StartWarmUp(originalsByName)
	ask := func(source string) chan error {
		done := make(chan error, 1)
		go func() {
			_, err := p.Get(context.Background(), Variant{Source: source, Box: Box{640, 0}, Quality: 75}, Original{Data: []byte(source), Tag: source})
			done <- err
		}()
		return done
	}
	// A reader holds the only worker, a second one waits for it; then a picture is queued for the
	// warm-up.
	first := ask("first")
	if got := <-r.started; got != "first 640 jpeg" {
		t.Fatalf("started %s", got)
	}
	second := ask("second")
	for deadline := time.Now().Add(5 * time.Second); p.waiting.Load() == 0; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the second reader does not wait")
		}
	}
	p.Warm(Variant{Source: "warm", Box: Box{640, 0}, Quality: 75, Format: AVIF}, FirstView)
	// While a reader waits for a worker, the warm-up starts nothing.
	select {
	case got := <-r.started:
		t.Fatalf("%s started while a reader waited for a worker", got)
	case <-time.After(300 * time.Millisecond):
	}
	close(gate)
	for _, done := range []chan error{first, second} {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	waitIdle(t, p)
	if got := r.list(); len(got) != 3 || got[0] != "first 640 jpeg" {
		t.Errorf("made %q", got)
	}
}

// TestWarmUpMakesOneAtATime: the warm-up makes one variant at a time, and takes no reader's worker
// for it (its thread has the lowest priority, so it takes no core a reader wants either).
func TestWarmUpMakesOneAtATime(t *testing.T) {
	p := newPipeline(t, func(c *Config) { c.Workers = 2 })
	r := record(p)
	gate := make(chan struct{})
	for _, w := range Widths[:6] {
		r.hold[fmt.Sprintf("a %d avif", w)] = gate
		p.Warm(Variant{Source: "a", Box: Box{w, 0}, Quality: 75, Format: AVIF}, FirstViewAll)
	}
	t.Cleanup(p.Close)
	p.StartWarmUp(originalsByName)
	<-r.started
	// While the warm-up makes one, readers have both workers.
	readers := make(chan struct{})
	r.hold["b 640 jpeg"], r.hold["c 640 jpeg"] = readers, readers
	var wg sync.WaitGroup
	for _, source := range []string{"b", "c"} {
		wg.Go(func() {
			if _, err := p.Get(context.Background(), Variant{Source: source, Box: Box{640, 0}, Quality: 75}, Original{Data: []byte(source), Tag: source}); err != nil {
				t.Error(err)
			}
		})
	}
	<-r.started
	<-r.started
	if n := r.now.Load(); n != 3 {
		t.Errorf("%d made at once, want 3: the warm-up's one and two readers'", n)
	}
	close(readers)
	wg.Wait()
	close(gate)
	waitIdle(t, p)
	if n := len(r.list()); n != 8 {
		t.Errorf("%d variants made, want 8", n)
	}
	// The readers are done: the warm-up made the rest one at a time.
	r.most.Store(0)
	for _, w := range Widths[:6] {
		p.Warm(Variant{Source: "d", Box: Box{w, 0}, Quality: 75, Format: AVIF}, FirstViewAll)
	}
	waitIdle(t, p)
	if most := r.most.Load(); most != 1 {
		t.Errorf("the warm-up made %d variants at once, want 1", most)
	}
}

// TestWarmUpNeverWaitsInTheBudget: the decode budget serves first come, first served, so a
// warm-up waiting in it would hold up every reader behind it. It takes its share only when it is
// free, and tries again later.
func TestWarmUpNeverWaitsInTheBudget(t *testing.T) {
	p := newPipeline(t, func(c *Config) { c.DecodeWait = 20 * time.Millisecond })
	src := Original{Data: photo(t, 800, 600), Tag: "photo"}
	// All but a little of the budget is taken, too little for the warm-up's picture.
	release, err := p.budget.acquire(context.Background(), p.cfg.DecodeBudget-(1<<20))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	v := Variant{Source: "a.jpg", Box: Box{640, 0}, Quality: 75, Format: JPEG}
	p.Warm(v, FirstView)
	p.StartWarmUp(func(context.Context, string) (Original, error) { return src, nil })
	time.Sleep(300 * time.Millisecond)
	// A small picture of a reader finds the rest of the budget free: nobody waits before it.
	small := Original{Data: photo(t, 64, 48), Tag: "small"}
	if _, err := p.Get(context.Background(), Variant{Source: "b.jpg", Box: Box{32, 0}, Quality: 75}, small); err != nil {
		t.Fatalf("a reader behind the warm-up: %v", err)
	}
	if p.disk.has(v.key(src.Tag)) {
		t.Fatal("the warm-up made its variant without its share of the budget")
	}
	release()
	waitIdle(t, p)
	if !p.disk.has(v.key(src.Tag)) {
		t.Error("the warm-up did not make its variant once the budget was free")
	}
}

// TestInterimAnswer: an AVIF or WebP not made yet is answered with the quick WebP (or the WebP
// already made), and made in the background; then it is answered itself.
func TestInterimAnswer(t *testing.T) {
	p := newPipeline(t, nil)
	src := Original{Data: photo(t, 800, 600), Tag: "photo"}
	avif := Variant{Source: "a.jpg", Box: Box{640, 0}, Quality: 75, Format: AVIF}
	for _, v := range []Variant{avif, avif.as(WebP)} {
		if served, interim := p.Pick(v, src.Tag); !interim || served.Format != quickWebP {
			t.Errorf("%s not made: %s, interim %v; want the quick WebP", v.Format, served.Format, interim)
		}
	}
	if served, interim := p.Pick(avif.as(JPEG), src.Tag); interim || served.Format != JPEG {
		t.Errorf("a JPEG is made at once, not stood in for: %s %v", served.Format, interim)
	}
	data, err := p.Get(context.Background(), avif.as(quickWebP), src)
	if err != nil || string(data[8:12]) != "WEBP" {
		t.Fatalf("the quick WebP: %v %q", err, data[:min(len(data), 12)])
	}
	t.Cleanup(p.Close)
	p.StartWarmUp(func(context.Context, string) (Original, error) { return src, nil })
	waitIdle(t, p)
	for _, v := range []Variant{avif, avif.as(WebP)} {
		if served, interim := p.Pick(v, src.Tag); interim || served != v {
			t.Errorf("%s once made: %s, interim %v", v.Format, served.Format, interim)
		}
	}
	// An AVIF asked for while only the WebP is made is answered with that WebP in the interim.
	other := Variant{Source: "a.jpg", Box: Box{384, 0}, Quality: 75, Format: WebP}
	if _, err := p.Get(context.Background(), other, src); err != nil {
		t.Fatal(err)
	}
	p.Close() // nothing more is made
	if served, interim := p.Pick(other.as(AVIF), src.Tag); !interim || served != other {
		t.Errorf("AVIF with the WebP made: %s, interim %v; want the WebP", served.Format, interim)
	}
	// Without warm-up nothing stands in: the reader waits for what it asked.
	off := newPipeline(t, func(c *Config) { c.WarmUp = false })
	if served, interim := off.Pick(avif, src.Tag); interim || served != avif {
		t.Errorf("without warm-up: %s, interim %v", served.Format, interim)
	}
}

// TestWarmedAndAskedIsMadeOnce: readers asking for a variant the warm-up is making share its work.
func TestWarmedAndAskedIsMadeOnce(t *testing.T) {
	p := newPipeline(t, nil)
	r := record(p)
	gate := make(chan struct{})
	r.hold["a 640 jpeg"] = gate
	v := Variant{Source: "a", Box: Box{640, 0}, Quality: 75, Format: JPEG}
	p.Warm(v, FirstView)
	t.Cleanup(p.Close)
	p.StartWarmUp(originalsByName)
	<-r.started // the warm-up is making it
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			data, err := p.Get(context.Background(), v, Original{Data: []byte("a"), Tag: "a"})
			if err != nil || string(data) != "a 640 jpeg" {
				t.Errorf("%q %v", data, err)
			}
		})
	}
	time.Sleep(50 * time.Millisecond)
	close(gate)
	wg.Wait()
	// And asked again for the warm-up, it is there already.
	p.Warm(v, Asked)
	waitIdle(t, p)
	if got := r.list(); len(got) != 1 {
		t.Errorf("made %d times: %q", len(got), got)
	}
}

func TestWarmQueue(t *testing.T) {
	q := newWarmQueue(3)
	v := func(w int) Variant { return Variant{Source: "a", Box: Box{w, 0}, Quality: 75, Format: AVIF} }
	q.push(v(1), Rest)
	q.push(v(2), Rest)
	if q.push(v(2), FirstViewAll) != true || q.push(v(2), Rest) != false {
		t.Error("a variant queued again moves up, never down")
	}
	q.push(v(3), FirstView)
	if q.push(v(4), Rest) {
		t.Error("beyond the bound a variant was queued")
	}
	if !q.push(v(5), Asked) {
		t.Error("what a reader asked for is queued beyond the bound")
	}
	var got []int
	for {
		x, _, ok := q.take()
		if !ok {
			break
		}
		got = append(got, x.Box.Width)
		q.finish()
	}
	if want := []int{5, 3, 2, 1}; !slices.Equal(got, want) {
		t.Errorf("taken %v, want %v", got, want)
	}
	if !q.idle() {
		t.Error("an emptied queue is not idle")
	}
}

// TestCloseDoesNotWaitForTheWarmUp: a gateway that stops does not wait for the variant the
// warm-up is making (at the lowest priority on a busy machine it can take minutes), and that
// variant is not kept.
func TestCloseDoesNotWaitForTheWarmUp(t *testing.T) {
	p := newPipeline(t, nil)
	r := record(p)
	gate := make(chan struct{})
	r.hold["a 640 avif"] = gate
	v := Variant{Source: "a", Box: Box{640, 0}, Quality: 75, Format: AVIF}
	p.Warm(v, FirstView)
	p.StartWarmUp(originalsByName)
	<-r.started
	start := time.Now()
	p.Close()
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("Close took %v", took)
	}
	close(gate)
	<-p.warmDone
	if p.disk.has(v.key("a")) {
		t.Error("the variant made after Close was kept")
	}
}

// TestQuickShrink: the interim answer's first step halves a decoded JPEG while it stays at least
// as wide as asked, keeping its colours.
func TestQuickShrink(t *testing.T) {
	for _, ratio := range []image.YCbCrSubsampleRatio{image.YCbCrSubsampleRatio420, image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio422} {
		src := image.NewYCbCr(image.Rect(0, 0, 1603, 1201), ratio)
		for i := range src.Y {
			src.Y[i] = 200
		}
		for i := range src.Cb {
			src.Cb[i], src.Cr[i] = 90, 160
		}
		got, ok := shrinkForQuick(src, 384).(*image.YCbCr)
		if !ok || got.Rect.Dx() != 400 || got.Rect.Dy() != 300 || got.SubsampleRatio != ratio {
			t.Fatalf("%v: %v", ratio, got.Rect)
		}
		if y, cb, cr := got.YCbCrAt(399, 299).Y, got.YCbCrAt(399, 299).Cb, got.YCbCrAt(0, 0).Cr; y != 200 || cb != 90 || cr != 160 {
			t.Errorf("%v: colours %d %d %d", ratio, y, cb, cr)
		}
	}
	if small := image.NewYCbCr(image.Rect(0, 0, 700, 500), image.YCbCrSubsampleRatio420); shrinkForQuick(small, 384) != image.Image(small) {
		t.Error("a picture less than twice as wide as asked was shrunk")
	}
	p := newPipeline(t, nil)
	data, err := p.transform(context.Background(), photo(t, 1600, 1200), Box{384, 0}, 75, quickWebP)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := webp.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width != 384 || cfg.Height != 288 {
		t.Errorf("quick WebP: %dx%d %v", cfg.Width, cfg.Height, err)
	}
}
