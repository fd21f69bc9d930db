package server

import (
	"bytes"
	"compress/gzip"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"

	"github.com/tischlein/tischlein/gateway/internal/cache"
)

// minCompress is the smallest answer worth compressing: below it the saving is less than a packet.
const minCompress = 1024

// Compression settings for answers made per cache miss (the static site is compressed harder at
// build time): brotli 5 and gzip 6 compress a 100 KB feed in about a millisecond each.
const (
	brotliLevel = 5
	gzipLevel   = 6
)

// encode makes the brotli and gzip forms of a JSON answer when it enters the cache, so compressing
// costs once per entry and a cached GET only picks the bytes the browser accepts.
func encode(e *cache.Entry) {
	if len(e.Body) < minCompress {
		return
	}
	var br, gz bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotliLevel)
	bw.Write(e.Body)
	bw.Close()
	gw, _ := gzip.NewWriterLevel(&gz, gzipLevel)
	gw.Write(e.Body)
	gw.Close()
	e.Brotli = encoded(br.Bytes(), e.ETag, "br")
	e.Gzip = encoded(gz.Bytes(), e.ETag, "gzip")
}

// encoded wraps compressed bytes with an ETag of their own: the answer's with the encoding added.
func encoded(body []byte, etag, name string) *cache.Encoded {
	return &cache.Encoded{
		Body:         body,
		ETagHeader:   []string{strings.TrimSuffix(etag, `"`) + "-" + name + `"`},
		LengthHeader: []string{strconv.Itoa(len(body))},
	}
}

// pick returns the form of e that the Accept-Encoding header asks for, brotli first, and its
// Content-Encoding; nil when the plain body is to be sent.
func pick(e *cache.Entry, acceptEncoding string) (*cache.Encoded, []string) {
	if acceptEncoding == "" {
		return nil, nil
	}
	if e.Brotli != nil && acceptsEncoding(acceptEncoding, "br") {
		return e.Brotli, contentEncodingBrotli
	}
	if e.Gzip != nil && acceptsEncoding(acceptEncoding, "gzip") {
		return e.Gzip, contentEncodingGzip
	}
	return nil, nil
}

var (
	contentEncodingBrotli = []string{"br"}
	contentEncodingGzip   = []string{"gzip"}
)
