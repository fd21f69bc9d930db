package server_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/andybalholm/brotli"

	"github.com/tischlein/tischlein/gateway/internal/cache"
)

// checkCompression: the miss that fetches a JSON answer sends it plain, whatever the browser
// accepts, and the cache compresses it afterwards; from then on it comes in the encoding the
// browser accepts, each with its own ETag, and unpacks to the plain answer; a small one is sent
// plain.
func checkCompression(t *testing.T, s *stack) {
	const path = "/api/recipes/?per_page=24&lang=de"
	plainResp, plain := get(t, s.url+path, map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"})
	if plainResp.Header.Get("X-Cache") != "MISS" || plainResp.Header.Get("Content-Encoding") != "" || len(plain) < 4096 {
		t.Fatalf("the miss: %s, %q, %d bytes", plainResp.Header.Get("X-Cache"), plainResp.Header.Get("Content-Encoding"), len(plain))
	}
	compressed := time.Now().Add(5 * time.Second)
	for {
		resp, _ := get(t, s.url+path, map[string]string{"Accept-Encoding": "br"})
		if resp.Header.Get("Content-Encoding") == "br" {
			break
		}
		if time.Now().After(compressed) {
			t.Fatal("the cached answer was not compressed after the miss")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if resp, body := get(t, s.url+path, map[string]string{"Accept-Encoding": "identity"}); resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, plain) {
		t.Fatalf("identity: %q, %d bytes", resp.Header.Get("Content-Encoding"), len(body))
	}
	etags := map[string]bool{plainResp.Header.Get("Etag"): true}
	for _, c := range []struct {
		accept, encoding string
		unpack           func(io.Reader) (io.Reader, error)
	}{
		{"gzip, deflate, br, zstd", "br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
		{"gzip", "gzip", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
		{"br;q=0, gzip", "gzip", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
	} {
		resp, body := get(t, s.url+path, map[string]string{"Accept-Encoding": c.accept})
		if resp.Header.Get("Content-Encoding") != c.encoding || resp.Header.Get("Vary") != "Accept-Language, Accept-Encoding" {
			t.Fatalf("%s: Content-Encoding %q, Vary %q", c.accept, resp.Header.Get("Content-Encoding"), resp.Header.Get("Vary"))
		}
		r, err := c.unpack(bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		unpacked, err := io.ReadAll(r)
		if err != nil || !bytes.Equal(unpacked, plain) || len(body) > len(plain)/3 {
			t.Fatalf("%s: %d bytes unpack to %d (plain %d): %v", c.accept, len(body), len(unpacked), len(plain), err)
		}
		etag := resp.Header.Get("Etag")
		if etags[etag] && c.accept != "br;q=0, gzip" {
			t.Errorf("%s: ETag %s is another encoding's", c.accept, etag)
		}
		etags[etag] = true
		if again, _ := get(t, s.url+path, map[string]string{"Accept-Encoding": c.accept, "If-None-Match": etag}); again.StatusCode != http.StatusNotModified {
			t.Errorf("%s: revalidation answered %d", c.accept, again.StatusCode)
		}
	}
	if resp, _ := get(t, s.url+"/api/search/suggestions/?q=x&lang=de", map[string]string{"Accept-Encoding": "br"}); resp.Header.Get("Content-Encoding") != "" {
		t.Errorf("a small answer was compressed: %q", resp.Header.Get("Content-Encoding"))
	}
}

// TestPrecompressedSite: a page's .br or .gz twin from the build is sent to a browser that accepts
// it, with its own ETag; a browser that accepts neither gets the page itself.
func TestPrecompressedSite(t *testing.T) {
	site := t.TempDir()
	page := bytes.Repeat([]byte("<p>Kartoffelsalat</p>"), 100)
	var br, gz bytes.Buffer
	bw := brotli.NewWriter(&br)
	bw.Write(page)
	bw.Close()
	gw := gzip.NewWriter(&gz)
	gw.Write(page)
	gw.Close()
	os.MkdirAll(filepath.Join(site, "de"), 0o755)
	os.WriteFile(filepath.Join(site, "de", "index.html"), page, 0o644)
	os.WriteFile(filepath.Join(site, "de", "index.html.br"), br.Bytes(), 0o644)
	os.WriteFile(filepath.Join(site, "de", "index.html.gz"), gz.Bytes(), 0o644)
	g := newGateway(t, newFakeUpstream(t).srv.URL, site, cache.DefaultConfig())

	bodies := map[string][]byte{} // ETag → the bytes sent with it
	for accept, want := range map[string][]byte{"br, gzip": br.Bytes(), "gzip": gz.Bytes(), "identity": page, "br;q=0": page} {
		resp, body := get(t, g.URL+"/de/", map[string]string{"Accept-Encoding": accept})
		if !bytes.Equal(body, want) || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" || resp.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%s: %d bytes, %q, Vary %q", accept, len(body), resp.Header.Get("Content-Type"), resp.Header.Get("Vary"))
		}
		etag := resp.Header.Get("Etag")
		if seen, ok := bodies[etag]; ok && !bytes.Equal(seen, body) {
			t.Errorf("%s: ETag %s is another encoding's", accept, etag)
		}
		bodies[etag] = body
		if again, _ := get(t, g.URL+"/de/", map[string]string{"Accept-Encoding": accept, "If-None-Match": etag}); again.StatusCode != http.StatusNotModified {
			t.Errorf("%s: revalidation answered %d", accept, again.StatusCode)
		}
	}
	if resp, body := get(t, g.URL+"/de/", map[string]string{"Accept-Encoding": "br", "Range": "bytes=0-9"}); resp.StatusCode != http.StatusPartialContent || len(body) != 10 {
		t.Errorf("a range of the compressed page: %d, %d bytes", resp.StatusCode, len(body))
	}
}

// TestPageGzippedWhenAsked: the build writes no gzip twin of its pages, so a client that takes gzip
// but not brotli gets the page compressed by the gateway, with an ETag of its own that revalidates;
// a file too small to gain is sent as it is.
func TestPageGzippedWhenAsked(t *testing.T) {
	site := t.TempDir()
	page := bytes.Repeat([]byte("<p>Kartoffelsalat</p>"), 100)
	var br bytes.Buffer
	bw := brotli.NewWriter(&br)
	bw.Write(page)
	bw.Close()
	os.MkdirAll(filepath.Join(site, "de", "klein"), 0o755)
	os.WriteFile(filepath.Join(site, "de", "index.html"), page, 0o644)
	os.WriteFile(filepath.Join(site, "de", "index.html.br"), br.Bytes(), 0o644)
	os.WriteFile(filepath.Join(site, "de", "klein", "index.html"), []byte("<p>klein</p>"), 0o644)
	g := newGateway(t, newFakeUpstream(t).srv.URL, site, cache.DefaultConfig())

	resp, body := get(t, g.URL+"/de/", map[string]string{"Accept-Encoding": "gzip, deflate"})
	if resp.Header.Get("Content-Encoding") != "gzip" || resp.Header.Get("Vary") != "Accept-Encoding" || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("gzip asked: %v", resp.Header)
	}
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if plain, err := io.ReadAll(zr); err != nil || !bytes.Equal(plain, page) {
		t.Errorf("the gzip answer unpacks to %d bytes (%v), want the page's %d", len(plain), err, len(page))
	}
	etag := resp.Header.Get("Etag")
	plain, _ := get(t, g.URL+"/de/", map[string]string{"Accept-Encoding": "identity"})
	if etag == "" || etag == plain.Header.Get("Etag") {
		t.Errorf("gzip ETag %q, plain ETag %q", etag, plain.Header.Get("Etag"))
	}
	if again, _ := get(t, g.URL+"/de/", map[string]string{"Accept-Encoding": "gzip", "If-None-Match": etag}); again.StatusCode != http.StatusNotModified {
		t.Errorf("revalidation answered %d", again.StatusCode)
	}
	if resp, body := get(t, g.URL+"/de/klein/", map[string]string{"Accept-Encoding": "gzip"}); resp.Header.Get("Content-Encoding") != "" || string(body) != "<p>klein</p>" {
		t.Errorf("a small page: %q, %q", resp.Header.Get("Content-Encoding"), body)
	}
}
