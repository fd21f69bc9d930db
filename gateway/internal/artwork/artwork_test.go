package artwork

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"

	"testing"
)

// palettes are realistic catalogue colours per motif.
var palettes = map[string][]string{
	"plate":   {"#f3d27a", "#fff4d6", "#8a5a2b", "#2f2f2f"},
	"bowl":    {"#c8412b", "#f4e3c1", "#3f7d3a"},
	"glass":   {"#cfe8b0", "#5aa845", "#f7f7f0"},
	"cake":    {"#f6e7c1", "#d9a55b"},
	"bread":   {"#b9773a", "#f1dfb8", "#6b3f1d", "#e9d3a6"},
	"pizza":   {"#d2452f", "#f5e0a0", "#3b7a2a"},
	"skillet": {"#c8402f", "#f7d44a", "#f8f3e6", "#4f8a3c"},
	"board":   {"#c9a46b", "#e05b3b", "#f6eedc", "#567d3b"},
	"jar":     {"#e8d3a8", "#c58b3b", "#f7f3ea", "#6f8f3f"},
	"flatlay": {"#c8402f", "#f4e3b5", "#7a9a4b", "#e9c46a", "#5c3b22"},
}

func spec(t testing.TB, motif, seed string) Spec {
	t.Helper()
	var cs []color.RGBA
	for _, h := range palettes[motif] {
		c, err := ParseHex(h)
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, c)
	}
	return Spec{Motif: motif, Colors: cs, Seed: seed}
}

func TestMotifsListsTen(t *testing.T) {
	ms := Motifs()
	if len(ms) != 10 {
		t.Fatalf("Motifs() = %v, want 10 names", ms)
	}
	for _, m := range ms {
		if _, ok := palettes[m]; !ok {
			t.Errorf("motif %q has no test palette", m)
		}
	}
}

func TestParseHex(t *testing.T) {
	c, err := ParseHex("#f3d27a")
	if err != nil || c != (color.RGBA{0xf3, 0xd2, 0x7a, 0xff}) {
		t.Fatalf("ParseHex = %v, %v", c, err)
	}
	for _, bad := range []string{"", "f3d27a", "#f3d27", "#f3d27ax", "#gggggg", "#f3d27a0"} {
		if _, err := ParseHex(bad); err == nil {
			t.Errorf("ParseHex(%q) accepted a bad colour", bad)
		}
	}
}

func TestEveryMotifRenders(t *testing.T) {
	for _, m := range Motifs() {
		for _, size := range [][2]int{{1600, 1200}, {400, 300}} {
			img, err := Render(spec(t, m, "seed-"+m), size[0], size[1])
			if err != nil {
				t.Fatalf("%s %v: %v", m, size, err)
			}
			if b := img.Bounds(); b.Dx() != size[0] || b.Dy() != size[1] {
				t.Fatalf("%s: bounds %v, want %v", m, b, size)
			}
		}
	}
}

func TestOddSizesRender(t *testing.T) {
	for _, size := range [][2]int{{1, 1}, {7, 300}, {300, 7}, {600, 900}, {1920, 1080}} {
		for _, m := range Motifs() {
			if _, err := Render(spec(t, m, "odd"), size[0], size[1]); err != nil {
				t.Fatalf("%s %v: %v", m, size, err)
			}
		}
	}
}

func TestDeterministic(t *testing.T) {
	for _, m := range Motifs() {
		a, _ := Render(spec(t, m, "same"), 400, 300)
		b, _ := Render(spec(t, m, "same"), 400, 300)
		if !bytes.Equal(a.Pix, b.Pix) {
			t.Errorf("%s: same Spec gave different pictures", m)
		}
		c, _ := Render(spec(t, m, "other"), 400, 300)
		if bytes.Equal(a.Pix, c.Pix) {
			t.Errorf("%s: different seeds gave the same picture", m)
		}
	}
}

// saturation returns the HSV saturation of a pixel.
func saturation(r, g, b uint8) float64 {
	mx := max(float64(r), max(float64(g), float64(b)))
	mn := min(float64(r), min(float64(g), float64(b)))
	if mx == 0 {
		return 0
	}
	return (mx - mn) / mx
}

// stats reports the mean saturation and the fraction of pixels close to c.
func stats(img *image.RGBA, c color.RGBA) (meanSat, near float64) {
	n := 0
	hits := 0
	for i := 0; i+3 < len(img.Pix); i += 4 {
		r, g, b := img.Pix[i], img.Pix[i+1], img.Pix[i+2]
		meanSat += saturation(r, g, b)
		dr := float64(r) - float64(c.R)
		dg := float64(g) - float64(c.G)
		db := float64(b) - float64(c.B)
		if dr*dr+dg*dg+db*db < 50*50 {
			hits++
		}
		n++
	}
	return meanSat / float64(n), float64(hits) / float64(n)
}

func TestColourful(t *testing.T) {
	grey := image.NewRGBA(image.Rect(0, 0, 10, 10))
	for i := range grey.Pix {
		grey.Pix[i] = 128
	}
	greySat, _ := stats(grey, color.RGBA{})
	for _, m := range Motifs() {
		for _, seed := range []string{"a", "b", "c", "d", "e", "f"} {
			sp := spec(t, m, seed)
			img, err := Render(sp, 400, 300)
			if err != nil {
				t.Fatal(err)
			}
			sat, near := stats(img, sp.Colors[0])
			if sat < greySat+0.07 {
				t.Errorf("%s/%s: mean saturation %.3f, too grey", m, seed, sat)
			}
			if near < 0.025 {
				t.Errorf("%s/%s: dominant colour covers only %.1f%% of the picture", m, seed, near*100)
			}
		}
	}
}

func TestErrors(t *testing.T) {
	good := spec(t, "plate", "x")
	cases := []struct {
		name string
		s    Spec
		w, h int
	}{
		{"unknown motif", Spec{Motif: "teapot", Colors: good.Colors}, 100, 100},
		{"empty motif", Spec{Colors: good.Colors}, 100, 100},
		{"no colours", Spec{Motif: "plate"}, 100, 100},
		{"zero width", good, 0, 100},
		{"zero height", good, 100, 0},
		{"negative", good, -5, 100},
		{"huge", good, MaxSide + 1, 100},
	}
	for _, c := range cases {
		if _, err := Render(c.s, c.w, c.h); err == nil {
			t.Errorf("%s: Render gave no error", c.name)
		}
		var buf bytes.Buffer
		if err := WriteJPEG(&buf, c.s, c.w, c.h); err == nil {
			t.Errorf("%s: WriteJPEG gave no error", c.name)
		}
	}
}

func TestWriteJPEG(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteJPEG(&buf, spec(t, "pizza", "margherita"), 640, 480); err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(&buf)
	if err != nil {
		t.Fatalf("output does not decode: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 480 {
		t.Fatalf("decoded size %v", b)
	}
}

func BenchmarkRender(b *testing.B) {
	for _, m := range Motifs() {
		sp := spec(b, m, "bench")
		b.Run(m, func(b *testing.B) {
			for b.Loop() {
				if _, err := Render(sp, 1600, 1200); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
