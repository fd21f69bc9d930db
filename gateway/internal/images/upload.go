package images

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"net/http"

	"github.com/disintegration/imaging"
	"github.com/gen2brain/heic"
	"github.com/gen2brain/webp"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// Photos users upload are never stored as sent: they are decoded, scaled to at most
// UploadLongSide on the long side, turned upright by their EXIF orientation and encoded again as
// a JPEG. Only pixels survive, so the location (EXIF GPS), camera serial and any other metadata
// of the original are gone, and a file that merely claims to be a picture is refused.
//
// A photo is checked from its header before its pixels are decoded: more than Config.MaxPixels
// is refused, and the memory its decoding takes comes from the decode budget the variants use
// too, so a burst of large uploads waits (or gets 503) instead of growing the gateway.

const (
	// MaxUploadBytes is the largest photo accepted: a 48-megapixel phone photo is 5–8 MB.
	MaxUploadBytes = 10 << 20
	// UploadLongSide bounds the stored photo: enough for a lightbox on a large screen.
	UploadLongSide = 2048
	// uploadQuality keeps a photo crisp; the resizer makes the small versions pages show.
	uploadQuality = 85
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
// unsupported_image; a file that does not decode is 422 not_an_image; one whose header claims
// more than MaxPixels (or more memory than the whole decode budget) is 422 image_too_large,
// before any pixel is decoded; when the budget stays taken for DecodeWait, 503 busy.
func (p *Pipeline) Reencode(ctx context.Context, src []byte) (out []byte, width, height int, err error) {
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
	if tooManyPixels(cfg, p.cfg.MaxPixels) {
		return nil, 0, 0, apierror.New(http.StatusUnprocessableEntity, "image_too_large")
	}
	dw, dh := fitWithin(cfg.Width, cfg.Height, UploadLongSide)
	release, err := p.budget.acquire(ctx, decodeCost(format, cfg, src, dw, dh))
	if err != nil {
		return nil, 0, 0, err
	}
	defer release()

	var img image.Image
	switch format {
	case "heic":
		// libheif applies the picture's own rotation while decoding.
		img, err = heic.Decode(bytes.NewReader(src))
	case "webp":
		img, err = webp.Decode(bytes.NewReader(src))
	default:
		img, _, err = image.Decode(bytes.NewReader(src))
	}
	if err != nil {
		return nil, 0, 0, apierror.Wrap(http.StatusUnprocessableEntity, "not_an_image", err)
	}
	if b := img.Bounds(); b.Dx() > UploadLongSide || b.Dy() > UploadLongSide {
		img = imaging.Fit(img, UploadLongSide, UploadLongSide, imaging.CatmullRom)
	}
	if format == "jpeg" {
		if info, ok := readJPEG(src); ok {
			img = upright(img, info.orientation)
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, opaque(img), &jpeg.Options{Quality: uploadQuality}); err != nil {
		return nil, 0, 0, err
	}
	b := img.Bounds()
	return buf.Bytes(), b.Dx(), b.Dy(), nil
}

// opaque is a picture as image/jpeg encodes it fastest, without transparency: a picture with
// transparent parts is drawn onto white (JPEG has no transparency; white is what the page shows
// behind it, black what it would turn into); an opaque NRGBA, which is what imaging makes, has
// the bytes of an RGBA and is passed as one, since image/jpeg reads any other type pixel by pixel
// through At, allocating a colour for each.
func opaque(img image.Image) image.Image {
	switch m := img.(type) {
	case *image.YCbCr, *image.Gray:
		return m
	case *image.NRGBA:
		if m.Opaque() {
			return &image.RGBA{Pix: m.Pix, Stride: m.Stride, Rect: m.Rect}
		}
	case *image.RGBA:
		if m.Opaque() {
			return m
		}
	}
	b := img.Bounds()
	dst := image.NewRGBA(b)
	draw.Draw(dst, b, image.NewUniform(color.White), image.Point{}, draw.Src)
	draw.Draw(dst, b, img, b.Min, draw.Over)
	return dst
}
