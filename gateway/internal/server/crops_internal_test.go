package server

import (
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/images"
)

func cropServer(t *testing.T) *Server {
	cfg := images.DefaultConfig()
	cfg.Keys = []string{"test-image-key-0123456789abcdefghijklmnopqr"}
	cfg.CacheDir = t.TempDir()
	p, err := images.New(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return &Server{images: p}
}

// TestCropsAreSplicedIn: the crops join the image of a document, whose other members stay as the
// content API wrote them, and the image of every item of a list; an image that is not this site's
// media, or none, leaves the answer as it came.
func TestCropsAreSplicedIn(t *testing.T) {
	s := cropServer(t)
	const doc = `{"slug":"a & b","image":{"url":"/api/media/recipes/a.jpg?v=1","alt":"A & B","width":800},"steps":[{"text":"x"}]}`
	out, err := s.withCrops([]byte(doc), documentCrop)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Slug  string `json:"slug"`
		Image struct {
			URL, Alt string
			Width    int
			Crops    map[string]string `json:"crops"`
		} `json:"image"`
		Steps []struct{ Text string } `json:"steps"`
	}
	if err := json.Unmarshal(out, &got); err != nil || len(got.Image.Crops) != 3 || got.Image.Alt != "A & B" || got.Image.Width != 800 || len(got.Steps) != 1 {
		t.Fatalf("%v: %s", err, out)
	}
	for ratio, crop := range got.Image.Crops {
		if !strings.HasPrefix(crop, "/_img/") || !strings.Contains(crop, "recipes/a.jpg") {
			t.Errorf("crop %s: %s", ratio, crop)
		}
	}
	if !strings.HasPrefix(string(out), `{"slug":"a & b","image":{`) || !strings.HasSuffix(string(out), `},"steps":[{"text":"x"}]}`) {
		t.Errorf("the members around the image changed: %s", out)
	}

	for _, same := range []string{
		`{"slug":"x","image":{"url":"https://elsewhere.example/a.jpg"}}`,
		`{"slug":"x","image":null}`,
		`{"slug":"x"}`,
	} {
		if out, err := s.withCrops([]byte(same), documentCrop); err != nil || string(out) != same {
			t.Errorf("%s became %s (%v)", same, out, err)
		}
	}

	const list = `{"meta":{"pagination":{"page":1}},"data":[{"image":{"url":"/api/media/recipes/a.jpg"}},{"image":{"url":"/api/media/recipes/b.jpg"}}]}`
	out, err = s.withCrops([]byte(list), itemCrops)
	if err != nil {
		t.Fatal(err)
	}
	var page struct {
		Meta json.RawMessage `json:"meta"`
		Data []struct {
			Image struct {
				Crops map[string]string `json:"crops"`
			} `json:"image"`
		} `json:"data"`
	}
	if err := json.Unmarshal(out, &page); err != nil || len(page.Data) != 2 || len(page.Data[0].Image.Crops) != 3 || len(page.Data[1].Image.Crops) != 3 || string(page.Meta) != `{"pagination":{"page":1}}` {
		t.Fatalf("%v: %s", err, out)
	}
	if _, err := s.withCrops([]byte(`{"meta":{}}`), itemCrops); err == nil {
		t.Error("a list without data must fail")
	}
}
