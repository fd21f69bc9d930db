// Package artwork draws the demo catalogue's photographs: stylised,
// top-down "food photography" illustrations rendered locally from a motif
// and a handful of food colours. Drawing them instead of shipping stock
// photos keeps the repository small and licence-free while every recipe,
// story and category still gets its own appetising, stable picture.
package artwork

import (
	"bufio"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"strconv"
	"strings"
)

// Spec describes one picture: what is shown and in which colours.
// It is the whole input, so the same Spec always renders the same image
// and catalogue images can be regenerated instead of stored.
type Spec struct {
	Motif  string       // plate, bowl, glass, cake, bread, pizza, skillet, board, jar, flatlay
	Colors []color.RGBA // 1–5 food colours, first = dominant
	Seed   string       // any string; the same Spec always gives the same picture
}

// Revision names this version of the drawing code: it is part of every picture's URL (the seed's
// ?v=), so pictures that are cached for a year change their URL when the drawing changes. Raise it
// with any change that alters the pixels.
const Revision = 1

// MaxSide bounds width and height so a bad request cannot make Render
// allocate gigabytes.
const MaxSide = 8192

var motifs = []struct {
	name string
	draw func(*scene)
}{
	{"plate", drawPlateScene},
	{"bowl", drawBowlScene},
	{"glass", drawGlassScene},
	{"cake", drawCakeScene},
	{"bread", drawBreadScene},
	{"pizza", drawPizzaScene},
	{"skillet", drawSkilletScene},
	{"board", drawBoardScene},
	{"jar", drawJarScene},
	{"flatlay", drawFlatlayScene},
}

// Motifs lists the motif names Render understands, so callers (seed data
// checks, admin forms) can validate input against the single source.
func Motifs() []string {
	out := make([]string, len(motifs))
	for i, m := range motifs {
		out[i] = m.name
	}
	return out
}

// ParseHex reads a "#rrggbb" colour as written in the catalogue's JSON,
// so the seed data can hand its colour strings straight to Spec.
func ParseHex(s string) (color.RGBA, error) {
	if len(s) != 7 || s[0] != '#' {
		return color.RGBA{}, fmt.Errorf("artwork: colour %q is not of the form #rrggbb", s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return color.RGBA{}, fmt.Errorf("artwork: colour %q is not of the form #rrggbb", s)
	}
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 255}, nil
}

// Render draws the picture described by s at the given size. The
// composition scales with the shorter side, so a card thumbnail and a hero
// image of the same Spec show the same scene. It fails for an unknown
// motif, an empty colour list or a size outside 1..MaxSide.
func Render(s Spec, width, height int) (*image.RGBA, error) {
	if width <= 0 || height <= 0 || width > MaxSide || height > MaxSide {
		return nil, fmt.Errorf("artwork: bad size %dx%d", width, height)
	}
	if len(s.Colors) == 0 {
		return nil, errors.New("artwork: no colours given")
	}
	name := strings.ToLower(strings.TrimSpace(s.Motif))
	var draw func(*scene)
	for _, m := range motifs {
		if m.name == name {
			draw = m.draw
		}
	}
	if draw == nil {
		return nil, fmt.Errorf("artwork: unknown motif %q", s.Motif)
	}
	sc := newScene(s, width, height)
	draw(sc)
	img := sc.c.image(sc.grain)
	sc.c.release()
	return img, nil
}

// WriteJPEG renders s and encodes it as a JPEG at quality 82, a good
// balance between file size and smooth gradients for web photos.
func WriteJPEG(w io.Writer, s Spec, width, height int) error {
	img, err := Render(s, width, height)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	if err := jpeg.Encode(bw, img, &jpeg.Options{Quality: 82}); err != nil {
		return err
	}
	return bw.Flush()
}
