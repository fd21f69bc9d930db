package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"strconv"
	"strings"
	"sync"

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

// compressLater marks a JSON or feed answer for compression: the cache compresses it in the
// background once it keeps it (cache.Entry.Encode), so a miss never waits for compressing and a
// cached GET only picks the bytes the browser accepts.
func compressLater(e *cache.Entry) {
	if len(e.Body) >= minCompress {
		e.Encode = encode
	}
}

// Writers are reused: a brotli writer at level 5 sets up about a megabyte of tables and a gzip
// writer close to that, far more than the answers they compress.
var (
	brotliWriters = sync.Pool{New: func() any { return brotli.NewWriterLevel(nil, brotliLevel) }}
	gzipWriters   = sync.Pool{New: func() any { w, _ := gzip.NewWriterLevel(nil, gzipLevel); return w }}
	scratch       = sync.Pool{New: func() any { return new(bytes.Buffer) }}
)

// compressor is what brotli.Writer and gzip.Writer have in common.
type compressor interface {
	io.WriteCloser
	Reset(io.Writer)
}

// encode makes the brotli and gzip forms of an entry's body.
func encode(e *cache.Entry) *cache.Encodings {
	br := brotliWriters.Get().(*brotli.Writer)
	defer brotliWriters.Put(br)
	gz := gzipWriters.Get().(*gzip.Writer)
	defer gzipWriters.Put(gz)
	return &cache.Encodings{
		Brotli: encoded(compress(br, e.Body), e.ETag, "br"),
		Gzip:   encoded(compress(gz, e.Body), e.ETag, "gzip"),
	}
}

// compress runs body through w and returns the result in a slice of its own length.
func compress(w compressor, body []byte) []byte {
	buf := scratch.Get().(*bytes.Buffer)
	defer scratch.Put(buf)
	buf.Reset()
	w.Reset(buf)
	w.Write(body)
	w.Close()
	return bytes.Clone(buf.Bytes())
}

// encoded wraps compressed bytes with an ETag of their own: the answer's with the encoding added.
func encoded(body []byte, etag, name string) *cache.Encoded {
	return &cache.Encoded{
		Body:         body,
		ETagHeader:   []string{strings.TrimSuffix(etag, `"`) + "-" + name + `"`},
		LengthHeader: []string{strconv.Itoa(len(body))},
	}
}

// pick returns the form of an entry (with its encodings enc, nil while they are not made) that the
// Accept-Encoding header asks for, brotli first, and its Content-Encoding; nil when the plain body
// is to be sent.
func pick(enc *cache.Encodings, acceptEncoding string) (*cache.Encoded, []string) {
	if enc == nil || acceptEncoding == "" {
		return nil, nil
	}
	if enc.Brotli != nil && acceptsEncoding(acceptEncoding, "br") {
		return enc.Brotli, contentEncodingBrotli
	}
	if enc.Gzip != nil && acceptsEncoding(acceptEncoding, "gzip") {
		return enc.Gzip, contentEncodingGzip
	}
	return nil, nil
}

var (
	contentEncodingBrotli = []string{"br"}
	contentEncodingGzip   = []string{"gzip"}
)
