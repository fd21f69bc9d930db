package seed

import (
	"fmt"
	"image"

	"github.com/tischlein/tischlein/gateway/internal/artwork"
)

// ClipSeconds is how long every recipe clip is. scripts/gen-videos makes the clips this long (it
// asks cmd videostills), and the seed's video length and caption timings follow from it.
const ClipSeconds = 10

// VideoRecipes lists the keys of the demo recipes that have a video, in catalogue order.
func VideoRecipes() ([]string, error) {
	cat, err := LoadDemo()
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, r := range cat.Recipes {
		if r.Video {
			keys = append(keys, r.Key)
		}
	}
	return keys, nil
}

// VideoStills draws the pictures a recipe's clip is made of: the recipe's own picture exactly as
// the site shows it (so the clip starts where the poster is) and the same dish laid out anew in
// portrait. Only scripts/gen-videos needs them: the clips are committed, so seeding never runs
// ffmpeg.
func VideoStills(key string) ([]image.Image, error) {
	cat, err := LoadDemo()
	if err != nil {
		return nil, err
	}
	for _, r := range cat.Recipes {
		if r.Key != key {
			continue
		}
		main, err := artwork.Render(artworkSpec(r.Image, "recipes/"+key+".jpg"), 1600, 1200)
		if err != nil {
			return nil, err
		}
		portrait, err := artwork.Render(artworkSpec(r.Image, "videos/"+key+"/2"), 1080, 1440)
		if err != nil {
			return nil, err
		}
		return []image.Image{main, portrait}, nil
	}
	return nil, fmt.Errorf("seed: no recipe %q", key)
}
