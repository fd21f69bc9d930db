package seed

import (
	"strings"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/model"
)

// TestVideos checks that every recipe marked "video" has its committed clip, and that the
// captions are valid WebVTT cues spread over the clip in short lines.
func TestVideos(t *testing.T) {
	cat, err := LoadDemo()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range cat.Recipes {
		if !r.Video {
			continue
		}
		n++
		v := video(r, "de", model.Image{})
		if v.URL == nil || len(v.Captions) != 2 || v.Captions[0].Language != "de" || v.Duration != ClipSeconds {
			t.Fatalf("%s: no clip (run scripts/gen-videos): %+v", r.Key, v)
		}
		vtt := captions(r, "en")
		if !strings.HasPrefix(vtt, "WEBVTT\n\n1\n00:00:00.000 --> ") || !strings.Contains(vtt, " --> 00:00:10.000\n") || !strings.Contains(vtt, r.Title.EN) {
			t.Errorf("%s captions:\n%s", r.Key, vtt)
		}
		for _, line := range strings.Split(vtt, "\n") {
			if len([]rune(line)) > captionLine {
				t.Errorf("%s: caption line too long: %q", r.Key, line)
			}
		}
	}
	if n == 0 || len(videoMedia(cat)) != 3*n {
		t.Fatalf("%d video recipes, %d media files", n, len(videoMedia(cat)))
	}
}
