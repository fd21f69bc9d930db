package images

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Widths of the optimizer path and of width-only variants (spec §9): the small sizes for icons
// and avatars, then the device widths. Only these are made, so the variants of a picture are a
// short list and a cache can hold them all.
var Widths = []int{16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840}

// Boxes are the exact crops of spec §9 and the structured-data ratios Google asks for: cards
// (landscape 512×384 and 864×648, portrait 384×512), squares 104 and 152, the video poster,
// the avatars, and 1:1, 4:3 and 16:9 at 1200 wide.
var Boxes = []Box{
	{512, 384}, {864, 648}, {384, 512}, {104, 104}, {152, 152}, {900, 1200},
	{32, 32}, {40, 40}, {80, 80}, {112, 112}, {160, 160},
	{1200, 1200}, {1200, 900}, {1200, 675},
}

// Qualities allowed: the optimizer's default 75, the resizer's default 80, 90 for badges (spec §9).
var Qualities = []int{75, 80, 90}

// Box is a variant's size: Height 0 keeps the picture's proportions at Width; otherwise the
// picture is scaled to cover the box and cropped to it around the centre.
type Box struct{ Width, Height int }

func (b Box) String() string { return fmt.Sprintf("%dx%d", b.Width, b.Height) }

// allowed reports whether b is a listed crop or a listed width.
func (b Box) allowed() bool {
	if b.Height == 0 {
		return slices.Contains(Widths, b.Width)
	}
	return slices.Contains(Boxes, b)
}

// parseBox reads "512x384" or "640x0".
func parseBox(s string) (Box, bool) {
	w, h, ok := strings.Cut(s, "x")
	if !ok {
		return Box{}, false
	}
	width, err1 := strconv.Atoi(w)
	height, err2 := strconv.Atoi(h)
	if err1 != nil || err2 != nil || width <= 0 || height < 0 {
		return Box{}, false
	}
	return Box{width, height}, true
}

// scaled is the size of a w×h picture's variant in the box: a crop is the box; a width-only
// variant keeps the proportions at the box's width, or at the picture's when that is smaller.
func (b Box) scaled(w, h int) (int, int) {
	if b.Height != 0 {
		return b.Width, b.Height
	}
	dw := min(b.Width, w)
	return dw, max(1, (h*dw+w/2)/w)
}
