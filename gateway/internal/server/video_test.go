package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// checkVideos follows a seeded recipe's video from its JSON to the files: the clip is WebM that
// keeps for a year and answers byte ranges as video elements ask them (206 with the right piece,
// 416 past the end), and both caption tracks are WebVTT in their language.
func checkVideos(t *testing.T, s *stack) {
	for _, lang := range []string{"de", "en"} {
		resp, body := get(t, s.url+"/api/recipes/spaghetti-carbonara/?lang="+lang, nil)
		if resp.StatusCode != 200 {
			t.Fatalf("%s recipe: %d", lang, resp.StatusCode)
		}
		var recipe struct {
			Title string `json:"title"`
			Video struct {
				Duration int     `json:"duration"`
				URL      *string `json:"url"`
				Captions []struct {
					Language string `json:"language"`
					URL      string `json:"url"`
				} `json:"captions"`
			} `json:"video"`
		}
		if err := json.Unmarshal(body, &recipe); err != nil {
			t.Fatal(err)
		}
		v := recipe.Video
		if v.URL == nil || !strings.HasPrefix(*v.URL, "/api/media/videos/spaghetti-carbonara.webm?v=") || v.Duration != 10 {
			t.Fatalf("%s video: %+v", lang, v)
		}
		if len(v.Captions) != 2 || v.Captions[0].Language != lang {
			t.Fatalf("%s captions: %+v", lang, v.Captions)
		}

		resp, clip := get(t, s.url+*v.URL, nil)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "video/webm" || !strings.HasPrefix(string(clip), "\x1a\x45\xdf\xa3") ||
			resp.Header.Get("Accept-Ranges") != "bytes" || resp.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Fatalf("clip: %d %v", resp.StatusCode, resp.Header)
		}
		if len(clip) > 300_000 {
			t.Errorf("clip is %d bytes", len(clip))
		}
		for _, r := range []struct {
			header string
			from   int
			to     int
		}{{"bytes=0-", 0, len(clip) - 1}, {"bytes=1000-1999", 1000, 1999}, {fmt.Sprintf("bytes=%d-", len(clip)-100), len(clip) - 100, len(clip) - 1}} {
			resp, part := get(t, s.url+*v.URL, map[string]string{"Range": r.header})
			want := fmt.Sprintf("bytes %d-%d/%d", r.from, r.to, len(clip))
			if resp.StatusCode != http.StatusPartialContent || resp.Header.Get("Content-Range") != want || string(part) != string(clip[r.from:r.to+1]) {
				t.Errorf("%s: %d %q, %d bytes", r.header, resp.StatusCode, resp.Header.Get("Content-Range"), len(part))
			}
		}
		if resp, _ := get(t, s.url+*v.URL, map[string]string{"Range": fmt.Sprintf("bytes=%d-", len(clip)+10)}); resp.StatusCode != http.StatusRequestedRangeNotSatisfiable {
			t.Errorf("range past the end: %d", resp.StatusCode)
		}
		// The content API answers ranges itself too, for a client that asks it directly.
		req := httptest.NewRequest(http.MethodGet, *v.URL, nil)
		req.Header.Set("Range", "bytes=10-19")
		req.Header.Set("Authorization", "Bearer "+fullStackToken)
		rec := httptest.NewRecorder()
		s.api.ServeHTTP(rec, req)
		if rec.Code != http.StatusPartialContent || rec.Header().Get("Content-Type") != "video/webm" || rec.Body.String() != string(clip[10:20]) {
			t.Errorf("content API range: %d %q", rec.Code, rec.Header().Get("Content-Type"))
		}

		for _, c := range v.Captions {
			resp, vtt := get(t, s.url+c.URL, nil)
			if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/vtt; charset=utf-8" || !strings.HasPrefix(string(vtt), "WEBVTT\n") {
				t.Fatalf("%s: %d %q %q", c.URL, resp.StatusCode, resp.Header.Get("Content-Type"), vtt)
			}
			if c.Language == lang && !strings.Contains(string(vtt), "00:00:00.000 --> ") || !strings.Contains(string(vtt), map[string]string{"de": "Spaghetti Carbonara", "en": "Spaghetti carbonara"}[c.Language]) {
				t.Errorf("%s: %s", c.URL, vtt)
			}
		}
	}
	if resp, _ := get(t, s.url+"/api/media/videos/nothing.webm", nil); resp.StatusCode != 404 {
		t.Errorf("unknown clip: %d", resp.StatusCode)
	}
	if resp, _ := get(t, s.url+"/api/media/videos/spaghetti-carbonara.fr.vtt", nil); resp.StatusCode != 404 {
		t.Errorf("unknown captions language: %d", resp.StatusCode)
	}
}
