package images

import (
	"encoding/binary"
	"image"

	"github.com/disintegration/imaging"
)

// jpegInfo is what a JPEG's headers say before its pixels: how many samples a pixel has (the
// components and their subsampling), whether it is progressive, and its EXIF orientation.
type jpegInfo struct {
	samples     float64
	progressive bool
	orientation int
}

// readJPEG walks a JPEG's marker segments up to its first scan. It reads them itself because
// image/jpeg keeps them to itself, and the orientation is needed before decoding: a photo is
// scaled down first and turned upright after, so the full-size picture is never copied to be
// turned. ok is false when there is no frame header before the first scan.
func readJPEG(src []byte) (info jpegInfo, ok bool) {
	info.orientation = 1
	if len(src) < 4 || src[0] != 0xff || src[1] != 0xd8 {
		return info, false
	}
	for i := 2; i+4 <= len(src); {
		if src[i] != 0xff {
			return info, false
		}
		marker := src[i+1]
		switch {
		case marker == 0xff: // fill byte
			i++
			continue
		case marker == 0x01 || marker >= 0xd0 && marker <= 0xd8: // no length
			i += 2
			continue
		case marker == 0xd9 || marker == 0xda: // end of image, start of scan
			return info, ok
		}
		length := int(binary.BigEndian.Uint16(src[i+2:]))
		if length < 2 || i+2+length > len(src) {
			return info, false
		}
		segment := src[i+4 : i+2+length]
		switch {
		case marker == 0xe1:
			if o := exifOrientation(segment); o != 0 && info.orientation == 1 {
				info.orientation = o
			}
		case marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc:
			if ok { // a second frame header: not a picture image/jpeg reads
				return info, false
			}
			info.samples, ok = frameSamples(segment)
			if !ok {
				return info, false
			}
			info.progressive = marker == 0xc2 || marker == 0xc6 || marker == 0xca || marker == 0xce
		}
		i += 2 + length
	}
	return info, ok
}

// frameSamples reads a frame header (SOFn): the samples a pixel has, summed over the components
// by their sampling factors relative to the largest. Factors outside 1–4 are no JPEG.
func frameSamples(sof []byte) (float64, bool) {
	if len(sof) < 6 {
		return 0, false
	}
	n := int(sof[5])
	if n == 0 || len(sof) < 6+3*n {
		return 0, false
	}
	var hmax, vmax int
	for c := range n {
		h, v := int(sof[6+3*c+1]>>4), int(sof[6+3*c+1]&0x0f)
		if h < 1 || h > 4 || v < 1 || v > 4 {
			return 0, false
		}
		hmax, vmax = max(hmax, h), max(vmax, v)
	}
	var samples float64
	for c := range n {
		hv := sof[6+3*c+1]
		samples += float64(int(hv>>4)*int(hv&0x0f)) / float64(hmax*vmax)
	}
	return samples, true
}

// exifOrientation reads the orientation (1–8) from an APP1 segment's EXIF, or 0 without one.
func exifOrientation(app1 []byte) int {
	if len(app1) < 14 || string(app1[:6]) != "Exif\x00\x00" {
		return 0
	}
	tiff := app1[6:]
	var order binary.ByteOrder
	switch string(tiff[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 0
	}
	if order.Uint16(tiff[2:]) != 42 {
		return 0
	}
	ifd := int64(order.Uint32(tiff[4:]))
	if ifd+2 > int64(len(tiff)) {
		return 0
	}
	entries := int64(order.Uint16(tiff[ifd:]))
	for e := range entries {
		at := ifd + 2 + 12*e
		if at+12 > int64(len(tiff)) {
			return 0
		}
		if order.Uint16(tiff[at:]) == 0x0112 && order.Uint16(tiff[at+2:]) == 3 {
			if o := int(order.Uint16(tiff[at+8:])); o >= 1 && o <= 8 {
				return o
			}
			return 0
		}
	}
	return 0
}

// upright turns a picture as its EXIF orientation says, as a camera meant it to be seen.
func upright(img image.Image, orientation int) image.Image {
	switch orientation {
	case 2:
		return imaging.FlipH(img)
	case 3:
		return imaging.Rotate180(img)
	case 4:
		return imaging.FlipV(img)
	case 5:
		return imaging.Transpose(img)
	case 6:
		return imaging.Rotate270(img)
	case 7:
		return imaging.Transverse(img)
	case 8:
		return imaging.Rotate90(img)
	}
	return img
}
