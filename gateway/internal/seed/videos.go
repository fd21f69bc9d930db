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

// The demo recipes' videos: a silent clip per recipe marked "video", made from its
// own pictures by scripts/gen-videos and committed, so seeding needs no ffmpeg; and a WebVTT
// caption track per language, written here from the recipe's title and first steps.
//
//go:embed data/videos/*.webm
var videoFS embed.FS

// captionSteps is how many of a recipe's steps its captions tell, after the title.
const captionSteps = 3

// captionLine and captionRows bound a caption, so that it fits across a phone's player.
const (
	captionLine = 38
	captionRows = 2
)

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

// firstSentence is a step's first sentence: up to the first full stop, question or exclamation mark
// that ends a word of four letters or more, so "ca." or "z. B." do not end it.
func firstSentence(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		if len([]rune(w)) >= 4 && strings.ContainsAny(w[len(w)-1:], ".!?") {
			return strings.Join(words[:i+1], " ")
		}
	}
	return strings.Join(words, " ")
}

// wrap breaks a caption into at most captionRows lines of at most captionLine characters; what
// does not fit is cut at a word and marked with an ellipsis.
func wrap(s string) string {
	var lines []string
	line := ""
	words := strings.Fields(s)
	for _, w := range words {
		if line != "" && len([]rune(line))+1+len([]rune(w)) > captionLine {
			if len(lines) == captionRows-1 {
				for len([]rune(line))+2 > captionLine && strings.Contains(line, " ") {
					line = line[:strings.LastIndex(line, " ")]
				}
				return strings.Join(append(lines, strings.TrimRight(line, ",;:–- ")+" …"), "\n")
			}
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
