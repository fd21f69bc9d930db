package images

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/jpeg"
	_ "image/png" // sources may be PNG
	"net/http"

	"github.com/disintegration/imaging"
	"github.com/gen2brain/avif"
	"github.com/gen2brain/webp"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// Encoder settings. AVIF reaches the look of a JPEG at a lower nominal quality. Measured by
// `scripts/bench` on 20 demo photographs at 640 wide from q=75, SSIM (luma) against the same resize
// uncompressed: JPEG mean 0.978 (min 0.966) at 27 KB, AVIF −20 mean 0.971 (min 0.958) at 10 KB,
// WebP 0 mean 0.963 (min 0.943) at 13 KB — WebP smooths fine texture most, so it keeps the
// JPEG's quality number.
const (
	avifQualityOffset = -20
	webpQualityOffset = 0
	avifSpeed         = 8
	webpMethod        = 4
	// quickWebPMethod is libwebp's fastest: at 750 wide 25 ms against 174 ms for method 4 and
	// 15 ms for a JPEG, and 21 KB against 14 KB and 31 KB (measured on a demo photograph).
	quickWebPMethod = 0
)

// transform decodes a source, sizes it to box and encodes it. Sources are checked before they
// are decoded: a picture claiming more than MaxPixels is refused without allocating its pixels,
// and the memory its making takes comes from the decode budget.
func (p *Pipeline) transform(ctx context.Context, src []byte, box Box, quality int, format Format) ([]byte, error) {
	return p.transformWaiting(ctx, src, box, quality, format, true)
}

// transformWaiting is transform, which waits for the decode budget only when wait is set: the
// warm-up takes its share only when it is free at once, so it never queues before a reader in the
// budget's line (which serves first come, first served).
func (p *Pipeline) transformWaiting(ctx context.Context, src []byte, box Box, quality int, format Format, wait bool) ([]byte, error) {
	cfg, name, err := image.DecodeConfig(bytes.NewReader(src))
	if err != nil {
		return nil, apierror.Wrap(http.StatusUnprocessableEntity, "not_an_image", err)
	}
	if tooManyPixels(cfg, p.cfg.MaxPixels) {
		return nil, apierror.New(http.StatusUnprocessableEntity, "image_too_large")
	}
	dw, dh := box.scaled(cfg.Width, cfg.Height)
	cost := decodeCost(name, cfg, src, dw, dh)
	var release func()
	if wait {
		release, err = p.budget.acquire(ctx, cost)
	} else {
		release, err = p.budget.acquireNow(cost)
	}
	if err != nil {
		return nil, err
	}
	defer release()
	img, _, err := image.Decode(bytes.NewReader(src))
	if err != nil {
		return nil, apierror.Wrap(http.StatusUnprocessableEntity, "not_an_image", err)
	}
	if format == quickWebP && box.Height == 0 {
		img = shrinkForQuick(img, dw)
	}
	return encode(resize(img, box), format, quality)
}

// resize scales with Catmull-Rom (sharp, without the ringing of Lanczos on food photographs).
// Width-only variants are never enlarged: a phone asking for more pixels than the original has
// gets the original's size. Crops cover the box and keep the centre. imaging scales through a
// 4-byte-a-pixel intermediate as wide as the result; x/image/draw's kernels hold 32 bytes a pixel
// of it, which made a 3840-wide variant of a 50-megapixel source cost 750 MB.
func resize(src image.Image, box Box) *image.NRGBA {
	sb := src.Bounds()
	w, h := box.scaled(sb.Dx(), sb.Dy())
	if box.Height != 0 {
		// The part of the source with the box's proportions, centred.
		cw, ch := sb.Dx(), sb.Dx()*box.Height/box.Width
		if ch > sb.Dy() {
			cw, ch = sb.Dy()*box.Width/box.Height, sb.Dy()
		}
		at := sb.Min.Add(image.Pt((sb.Dx()-cw)/2, (sb.Dy()-ch)/2))
		crop := image.Rectangle{Min: at, Max: at.Add(image.Pt(cw, ch))}
		// Every decoder's picture type can share its pixels with a part of itself; a copy is
		// the way for any other.
		if sub, ok := src.(interface {
			SubImage(image.Rectangle) image.Image
		}); ok {
			src = sub.SubImage(crop)
		} else {
			src = imaging.Crop(src, crop)
		}
	}
	return imaging.Resize(src, w, h, imaging.CatmullRom)
}

// encode writes the resized picture. An opaque one is handed to the JPEG and AVIF encoders as the
// RGBA it is byte for byte (NRGBA and RGBA agree where nothing is transparent), so neither copies
// it nor reads it pixel by pixel; WebP takes NRGBA as it is.
func encode(img *image.NRGBA, format Format, quality int) ([]byte, error) {
	var rgba image.Image = img
	if img.Opaque() {
		rgba = &image.RGBA{Pix: img.Pix, Stride: img.Stride, Rect: img.Rect}
	}
	var buf bytes.Buffer
	var err error
	switch format {
	case AVIF:
		err = avif.Encode(&buf, rgba, avif.Options{Quality: quality + avifQualityOffset, QualityAlpha: quality + avifQualityOffset, Speed: avifSpeed})
	case WebP:
		err = webp.Encode(&buf, img, webp.Options{Quality: quality + webpQualityOffset, Method: webpMethod})
	case quickWebP:
		err = webp.Encode(&buf, img, webp.Options{Quality: quality + webpQualityOffset, Method: quickWebPMethod})
	default:
		err = jpeg.Encode(&buf, rgba, &jpeg.Options{Quality: quality})
	}
	if err != nil {
		return nil, errors.Join(errors.New("images: unable to encode "+format.String()), err)
	}
	return buf.Bytes(), nil
}
