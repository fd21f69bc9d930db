// Package seed fills an empty store with the demo catalogue (data/, both languages side by side) and,
// for benchmarks, with any number of synthetic recipes made from it.
package seed

import (
	"bytes"
	"context"
	"fmt"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/artwork"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Store is what seeding writes to.
type Store interface {
	Put(ctx context.Context, docs []store.Document) error
	PutMedia(ctx context.Context, files []store.Media) error
}

// Demo writes the demo catalogue and draws its pictures.
func Demo(ctx context.Context, s Store) (Stats, error) {
	cat, err := LoadDemo()
	if err != nil {
		return Stats{}, err
	}
	b := newBuilder(cat)
	b.addTaxonomies()
	for _, r := range cat.Recipes {
		b.addRecipe(r, "recipes/"+r.Key+".jpg")
	}
	for _, st := range cat.Stories {
		b.addStory(st)
	}
	b.addIngredients()
	b.addTipsAndCollections()
	b.addFeeds()
	b.addMenu()
	media, err := render(ctx, b.jobs)
	if err != nil {
		return Stats{}, err
	}
	media = append(media, videoMedia(cat)...)
	if err := s.PutMedia(ctx, media); err != nil {
		return Stats{}, err
	}
	if err := s.Put(ctx, b.docs); err != nil {
		return Stats{}, err
	}
	return Stats{Documents: len(b.docs), Media: len(media), Recipes: len(cat.Recipes), Stories: len(cat.Stories)}, nil
}

// Stats says what seeding wrote.
type Stats struct {
	Documents, Media, Recipes, Stories int
}

// render draws the pictures on every core; it is most of the time a first start takes.
func render(ctx context.Context, jobs map[string]imageJob) ([]store.Media, error) {
	paths := make([]string, 0, len(jobs))
	for p := range jobs {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	media := make([]store.Media, len(paths))
	errs := make([]error, len(paths))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				job := jobs[paths[i]]
				var buf bytes.Buffer
				if err := artwork.WriteJPEG(&buf, artworkSpec(job.spec, job.seed), job.width, job.height); err != nil {
					errs[i] = fmt.Errorf("seed: unable to draw %s: %w", job.path, err)
					continue
				}
				media[i] = store.Media{Path: job.path, ContentType: "image/jpeg", Data: buf.Bytes()}
			}
		}()
	}
	for i := range paths {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return media, nil
}

// variations make synthetic titles read like real ones.
var variations = []L[string]{
	{DE: "Omas", EN: "Grandma's"}, {DE: "Schnelle", EN: "Quick"}, {DE: "Würzige", EN: "Spicy"},
	{DE: "Herbstliche", EN: "Autumn"}, {DE: "Einfache", EN: "Easy"}, {DE: "Festliche", EN: "Festive"},
	{DE: "Leichte", EN: "Light"}, {DE: "Cremige", EN: "Creamy"}, {DE: "Sommerliche", EN: "Summer"},
	{DE: "Rustikale", EN: "Rustic"},
}

// Synthetic writes n generated recipes in both languages, each a variation of a demo recipe that
// shares its picture, for benchmarks of the build and the search. The demo catalogue must be
// stored first (the pictures and categories come from it). Batches keep memory flat.
func Synthetic(ctx context.Context, s Store, n int) error {
	cat, err := LoadDemo()
	if err != nil {
		return err
	}
	const batch = 500
	start := time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)
	for from := 0; from < n; from += batch {
		b := newBuilder(cat)
		for i := from; i < min(from+batch, n); i++ {
			t := cat.Recipes[i%len(cat.Recipes)]
			v := variations[(i/len(cat.Recipes))%len(variations)]
			r := t
			r.Key = fmt.Sprintf("synthetic-%d", i)
			r.Title = L[string]{DE: fmt.Sprintf("%s %s Nr. %d", v.DE, t.Title.DE, i), EN: fmt.Sprintf("%s %s no. %d", v.EN, t.Title.EN, i)}
			r.Slug = L[string]{DE: model.Slugify(r.Title.DE), EN: model.Slugify(r.Title.EN)}
			r.OldSlugs = L[[]string]{}
			r.Video, r.Premium = false, false
			r.Community = i%5 == 0
			r.PublishedAt = start.AddDate(0, 0, i%1400).Format(time.DateOnly)
			b.addRecipe(r, "recipes/"+t.Key+".jpg")
		}
		if err := s.Put(ctx, b.docs); err != nil {
			return err
		}
	}
	return nil
}
