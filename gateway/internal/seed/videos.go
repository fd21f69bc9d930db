package seed

import (
	"embed"
	"fmt"
	"hash/fnv"
	"strings"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// The demo recipes' videos (issue 12): a silent clip per recipe marked "video", made from its
// own pictures by scripts/gen-videos and committed, so seeding needs no ffmpeg; and a WebVTT
// caption track per language, written here from the recipe's title and first steps.
//
//go:embed data/videos/*.webm
var videoFS embed.FS

// captionSteps is how many of a recipe's steps its captions tell, after the title.
const captionSteps = 3

// captionLine is the longest line of a caption, so two lines fit across a phone's player.
const captionLine = 38

// video is a recipe's video as its documents show it: the committed clip's URL, named by the
// clip's content so that it can be kept for a year, and the caption tracks, lang's first. A
// recipe without a committed clip keeps only the marker and the poster (the seed test forbids it).
func video(r recipe, lang string, poster model.Image) *model.Video {
	v := &model.Video{Duration: ClipSeconds, Poster: poster}
	clip, err := videoFS.ReadFile("data/videos/" + r.Key + ".webm")
	if err != nil {
		return v
	}
	url := "/api/media/" + videoPath(r.Key) + "?v=" + version(clip)
	v.URL = &url
	for _, l := range []string{lang, model.Other(lang)} {
		v.Captions = append(v.Captions, model.VideoCaptions{Language: l, URL: "/api/media/" + captionsPath(r.Key, l) + "?v=" + version([]byte(captions(r, l)))})
	}
	return v
}

// videoMedia is every clip and caption track of the catalogue, for the media store.
func videoMedia(cat *Catalogue) []store.Media {
	var media []store.Media
	for _, r := range cat.Recipes {
		clip, err := videoFS.ReadFile("data/videos/" + r.Key + ".webm")
		if !r.Video || err != nil {
			continue
		}
		media = append(media, store.Media{Path: videoPath(r.Key), ContentType: "video/webm", Data: clip})
		for _, lang := range model.Languages {
			media = append(media, store.Media{Path: captionsPath(r.Key, lang), ContentType: "text/vtt; charset=utf-8", Data: []byte(captions(r, lang))})
		}
	}
	return media
}

func videoPath(key string) string { return "videos/" + key + ".webm" }

func captionsPath(key, lang string) string { return "videos/" + key + "." + lang + ".vtt" }

func version(data []byte) string {
	h := fnv.New32a()
	h.Write(data)
	return fmt.Sprintf("%08x", h.Sum32())
}

// captions is a recipe's WebVTT track in lang: the title over the first shot, then the first
// steps (their first sentence each), shared evenly over the rest of the clip.
func captions(r recipe, lang string) string {
	texts := []string{r.Title.In(lang)}
	for i, step := range r.Steps[:min(captionSteps, len(r.Steps))] {
		texts = append(texts, fmt.Sprintf("%d. %s", i+1, firstSentence(step.In(lang))))
	}
	var b strings.Builder
	b.WriteString("WEBVTT\n")
	span := time.Duration(ClipSeconds) * time.Second / time.Duration(len(texts))
	for i, text := range texts {
		fmt.Fprintf(&b, "\n%d\n%s --> %s\n%s\n", i+1, cueTime(span*time.Duration(i)), cueTime(span*time.Duration(i+1)), wrap(text))
	}
	return b.String()
}

// firstSentence cuts a step to its first sentence, and that to what two caption lines hold.
func firstSentence(s string) string {
	if i := strings.IndexAny(s, ".!?"); i > 0 {
		s = s[:i+1]
	}
	words := strings.Fields(s)
	var out []string
	n := 0
	for _, w := range words {
		if n+len([]rune(w))+1 > 2*captionLine-2 {
			return strings.TrimRight(strings.Join(out, " "), ",;:") + " …"
		}
		out = append(out, w)
		n += len([]rune(w)) + 1
	}
	return strings.Join(out, " ")
}

// wrap breaks a caption into lines of at most captionLine characters.
func wrap(s string) string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		if line != "" && len([]rune(line))+1+len([]rune(w)) > captionLine {
			lines = append(lines, line)
			line = w
			continue
		}
		line = strings.TrimSpace(line + " " + w)
	}
	return strings.Join(append(lines, line), "\n")
}

func cueTime(d time.Duration) string {
	ms := d.Milliseconds()
	return fmt.Sprintf("%02d:%02d:%02d.%03d", ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}
