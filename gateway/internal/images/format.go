package images

import (
	"strings"
)

// Format is an output encoding.
type Format int

// The formats, best first: a browser gets the first it accepts.
const (
	JPEG Format = iota
	WebP
	AVIF
	// quickWebP is WebP at the encoder's fastest method: within a few milliseconds of a JPEG and a
	// third smaller, it is the interim answer while the asked format is being made (Pipeline.Pick).
	// Its files and ETags are its own, so it never stands in for the WebP variant.
	quickWebP
)

func (f Format) String() string { return [...]string{"jpeg", "webp", "avif", "webp-quick"}[f] }

// ContentType is the MIME type of the format.
func (f Format) ContentType() string {
	if f == quickWebP {
		return "image/webp"
	}
	return "image/" + f.String()
}

// Negotiate picks AVIF or WebP when the Accept header names them (every current browser sends
// them for pictures), else JPEG, which every browser shows. A type refused with q=0 does not count.
func Negotiate(accept string) Format {
	best := JPEG
	for part := range strings.SplitSeq(accept, ",") {
		mime, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.ReplaceAll(strings.TrimSpace(params), " ", "") == "q=0" {
			continue
		}
		switch strings.TrimSpace(mime) {
		case "image/avif":
			best = AVIF
		case "image/webp":
			best = max(best, WebP)
		}
	}
	return best
}
