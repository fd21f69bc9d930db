package images

import "image"

// shrinkForQuick scales a decoded JPEG down by the largest power of two that keeps it at least
// dw wide, by averaging blocks of its Y, Cb and Cr planes, before the resizer's Catmull-Rom
// finishes the size. The interim answer (quickWebP) is made while a reader waits, and the
// resizer's passes over all the source's pixels were the larger part of it: 37 of 63 ms for a
// card (384 wide) of a 1600×1200 photograph. Other pictures are returned as they are.
func shrinkForQuick(img image.Image, dw int) image.Image {
	src, ok := img.(*image.YCbCr)
	if !ok {
		return img
	}
	b := src.Bounds()
	k := 1
	for b.Dx()/(2*k) >= dw && b.Dy()/(2*k) >= 1 {
		k *= 2
	}
	if k == 1 {
		return img
	}
	dst := image.NewYCbCr(image.Rect(0, 0, b.Dx()/k, b.Dy()/k), src.SubsampleRatio)
	average(dst.Y, dst.YStride, dst.Rect.Dx(), dst.Rect.Dy(), src.Y[src.YOffset(b.Min.X, b.Min.Y):], src.YStride, b.Dx(), b.Dy(), k)
	scw, sch := chromaSize(b.Dx(), b.Dy(), src.SubsampleRatio)
	dcw, dch := chromaSize(dst.Rect.Dx(), dst.Rect.Dy(), src.SubsampleRatio)
	at := src.COffset(b.Min.X, b.Min.Y)
	average(dst.Cb, dst.CStride, dcw, dch, src.Cb[at:], src.CStride, scw, sch, k)
	average(dst.Cr, dst.CStride, dcw, dch, src.Cr[at:], src.CStride, scw, sch, k)
	return dst
}

// average writes into dst (w×h samples) the means of k×k blocks of src (sw×sh samples); a block
// reaching past src's edge repeats its last row or column.
func average(dst []byte, dstride, w, h int, src []byte, sstride, sw, sh, k int) {
	n := k * k
	for y := range h {
		for x := range w {
			sum := 0
			for dy := range k {
				row := min(y*k+dy, sh-1) * sstride
				for dx := range k {
					sum += int(src[row+min(x*k+dx, sw-1)])
				}
			}
			dst[y*dstride+x] = byte((sum + n/2) / n)
		}
	}
}

// chromaSize is the size of the Cb and Cr planes of a w×h picture.
func chromaSize(w, h int, r image.YCbCrSubsampleRatio) (int, int) {
	switch r {
	case image.YCbCrSubsampleRatio422:
		return (w + 1) / 2, h
	case image.YCbCrSubsampleRatio420:
		return (w + 1) / 2, (h + 1) / 2
	case image.YCbCrSubsampleRatio440:
		return w, (h + 1) / 2
	case image.YCbCrSubsampleRatio411:
		return (w + 3) / 4, h
	case image.YCbCrSubsampleRatio410:
		return (w + 3) / 4, (h + 1) / 2
	}
	return w, h
}
