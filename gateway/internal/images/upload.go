package images

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"net/http"

	"github.com/disintegration/imaging"
	"github.com/gen2brain/heic"
	"github.com/gen2brain/webp"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// Photos users upload (issue 9) are never stored as sent: they are decoded, turned upright by
// their EXIF orientation, scaled to at most UploadLongSide on the long side and encoded again as
// a JPEG. Only pixels survive, so the location (EXIF GPS), camera serial and any other metadata
// of the original are gone, and a file that merely claims to be a picture is refused.

const (
	// MaxUploadBytes is the largest photo accepted: a 48-megapixel phone photo is 5–8 MB.
	MaxUploadBytes = 10 << 20
	// UploadLongSide bounds the stored photo: enough for a lightbox on a large screen.
	UploadLongSide = 2048
	// uploadQuality keeps a photo crisp; the resizer makes the small versions pages show.
	uploadQuality = 85
	// maxUploadPixels refuses decompression bombs before their pixels are allocated (a 100
	// megapixel camera is the largest a user plausibly has).
	maxUploadPixels = 100_000_000
)

// ErrUnsupportedImage is returned for a file that is none of JPEG, PNG, WebP or HEIC.
var ErrUnsupportedImage = errors.New("images: unsupported image format")

// uploadFormat names the format of a file by its first bytes.
func uploadFormat(src []byte) string {
	switch {
	case bytes.HasPrefix(src, []byte{0xff, 0xd8, 0xff}):
		return "jpeg"
	case bytes.HasPrefix(src, []byte("\x89PNG\r\n\x1a\n")):
		return "png"
	case len(src) >= 12 && string(src[:4]) == "RIFF" && string(src[8:12]) == "WEBP":
		return "webp"
	case len(src) >= 12 && string(src[4:8]) == "ftyp":
		switch string(src[8:12]) {
		case "heic", "heix", "hevc", "hevx", "mif1", "msf1":
			return "heic"
		}
	}
	return ""
}

// Reencode turns an uploaded photo into the JPEG that is stored: upright, at most
// UploadLongSide, without metadata. A format other than JPEG, PNG, WebP or HEIC is 422
// unsupported_image; a file that does not decode, or claims too many pixels, 422 not_an_image or
// image_too_large.
func Reencode(src []byte) (out []byte, width, height int, err error) {
	format := uploadFormat(src)
	if format == "" {
		return nil, 0, 0, apierror.Wrap(http.StatusUnprocessableEntity, "unsupported_image", ErrUnsupportedImage)
	}
	var cfg image.Config
	switch format {
	case "heic":
		cfg, err = heic.DecodeConfig(bytes.NewReader(src))
	case "webp":
		cfg, err = webp.DecodeConfig(bytes.NewReader(src))
	default:
		cfg, _, err = image.DecodeConfig(bytes.NewReader(src))
	}
	if err != nil {
		return nil, 0, 0, apierror.Wrap(http.StatusUnprocessableEntity, "not_an_image", err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > maxUploadPixels/cfg.Height {
		return nil, 0, 0, apierror.New(http.StatusUnprocessableEntity, "image_too_large")
	}
	var img image.Image
	switch format {
	case "heic":
		// libheif applies the picture's own rotation while decoding.
		img, err = heic.Decode(bytes.NewReader(src))
	case "webp":
		img, err = webp.Decode(bytes.NewReader(src))
	default:
		img, err = imaging.Decode(bytes.NewReader(src), imaging.AutoOrientation(true))
	}
	if err != nil {
		return nil, 0, 0, apierror.Wrap(http.StatusUnprocessableEntity, "not_an_image", err)
	}
	b := img.Bounds()
	if format == "png" || format == "webp" {
		// JPEG has no transparency: transparent parts turn white, as on the page, not black.
		img = imaging.Overlay(imaging.New(b.Dx(), b.Dy(), color.White), img, image.Pt(0, 0), 1)
	}
	if b.Dx() > UploadLongSide || b.Dy() > UploadLongSide {
		img = imaging.Fit(img, UploadLongSide, UploadLongSide, imaging.CatmullRom)
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: uploadQuality}); err != nil {
		return nil, 0, 0, err
	}
	b = img.Bounds()
	return buf.Bytes(), b.Dx(), b.Dy(), nil
}
