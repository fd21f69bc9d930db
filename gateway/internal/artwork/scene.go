package artwork

import "math"

// palette holds the Spec's food colours plus derived helpers, so motifs
// can ask for "the herb green" or "a light colour" and still stay within
// the dish's own colours where possible.
type palette struct{ c []rgb }

func newPalette(cs []rgb) palette {
	if len(cs) == 1 {
		m := cs[0]
		cs = append(cs, mix(m, white, 0.55), m.toast(0.45))
	}
	return palette{cs}
}

func (p palette) main() rgb { return p.c[0] }

// at returns colour i, cycling with a little variation once the list runs
// out so repeated toppings do not look cloned.
func (p palette) at(i int) rgb {
	n := len(p.c)
	c := p.c[i%n]
	switch (i / n) % 3 {
	case 1:
		c = c.shade(0.88)
	case 2:
		c = mix(c, white, 0.18)
	}
	return c
}

func hsv(c rgb) (h, s, v float64) {
	mx := max(c.r, max(c.g, c.b))
	mn := min(c.r, min(c.g, c.b))
	v = mx
	if mx <= 0 {
		return 0, 0, 0
	}
	s = (mx - mn) / mx
	if mx == mn {
		return 0, s, v
	}
	switch mx {
	case c.r:
		h = 60 * math.Mod((c.g-c.b)/(mx-mn), 6)
	case c.g:
		h = 60 * ((c.b-c.r)/(mx-mn) + 2)
	default:
		h = 60 * ((c.r-c.g)/(mx-mn) + 4)
	}
	if h < 0 {
		h += 360
	}
	return h, s, v
}

func isGreen(c rgb) bool {
	h, s, v := hsv(c)
	return h > 65 && h < 170 && s > 0.25 && v > 0.2
}

// herb is the garnish green: the palette's green if it has one, otherwise
// a fresh parsley green, because herbs make almost any dish look fresh.
func (p palette) herb() rgb {
	for _, c := range p.c {
		if isGreen(c) {
			return c
		}
	}
	return hexRGB(0x4f8a3a)
}

// hasGreen reports whether the dish itself is green somewhere.
func (p palette) hasGreen() bool {
	for _, c := range p.c {
		if isGreen(c) {
			return true
		}
	}
	return false
}

// light returns the palette's lightest colour other than the first.
func (p palette) light() rgb {
	best, bl := mix(p.c[0], white, 0.6), -1.0
	for _, c := range p.c[1:] {
		if l := c.lum(); l > bl {
			best, bl = c, l
		}
	}
	return best
}

// accent returns the most saturated colour other than the first (and not
// a herb green), used for berries, tomatoes, sprinkles.
func (p palette) accent() rgb {
	best, bs := p.c[0].toast(0.4), -1.0
	for _, c := range p.c[1:] {
		_, s, v := hsv(c)
		if isGreen(c) {
			s *= 0.5
		}
		if s*v > bs {
			best, bs = c, s*v
		}
	}
	return best
}

// others returns all colours but the first; never empty.
func (p palette) others() []rgb {
	if len(p.c) > 1 {
		return p.c[1:]
	}
	return []rgb{p.light()}
}

// scene is the drawing state shared by the motif painters.
type scene struct {
	c     *canvas
	r     *rng
	p     palette
	t     table
	w, h  float64
	u     float64
	grain uint32
	taken []circle
	seed  uint32
}

var tables = []table{lightOak, darkWalnut, whiteMarble, slate, linen}

func newScene(s Spec, width, height int) *scene {
	r := newRNG(s.Seed, "tischlein")
	cs := make([]rgb, 0, len(s.Colors))
	for _, c := range s.Colors {
		cs = append(cs, fromRGBA(c))
	}
	c := newCanvas(width, height)
	sc := &scene{
		c: c, r: r, p: newPalette(cs),
		w: float64(width), h: float64(height), u: c.u,
	}
	sc.t = tables[r.intn(len(tables))]
	// Pale food vanishes on a pale table; move it onto wood or slate.
	if m := sc.p.main(); m.lum() > 0.72 && (sc.t == whiteMarble || sc.t == linen) {
		sc.t = []table{lightOak, darkWalnut, slate}[r.intn(3)]
	}
	sc.grain = r.u32()
	sc.seed = r.u32()
	drawTable(c, sc.t, r)
	return sc
}

// nextSeed hands out noise seeds for paints.
func (s *scene) nextSeed() uint32 { return s.r.u32() }

// center picks the hero object's position: near the middle with a
// photographer's slight offset.
func (s *scene) center() (float64, float64) {
	return s.w/2 + s.r.in(-0.05, 0.05)*s.w, s.h/2 + s.r.in(-0.04, 0.04)*s.h
}

// heroR is the radius of the main round object, sized on the short side.
func (s *scene) heroR(k float64) float64 { return k * min(s.w, s.h) }

// take marks a round area as occupied for later scattering.
func (s *scene) take(x, y, r float64) { s.taken = append(s.taken, circle{x, y, r}) }

// spot finds a free place for an item of radius rad, allowing it to be cut
// a little by the frame like in a real photo. It returns false when the
// table is full.
func (s *scene) spot(rad float64) (float64, float64, bool) {
	bestX, bestY, best := 0.0, 0.0, math.Inf(-1)
	for try := 0; try < 40; try++ {
		x := s.r.in(-0.25*rad, s.w+0.25*rad)
		y := s.r.in(-0.25*rad, s.h+0.25*rad)
		clear := math.Inf(1)
		for _, t := range s.taken {
			clear = min(clear, hypot(x-t.cx, y-t.cy)-t.r-rad)
		}
		if clear > best {
			bestX, bestY, best = x, y, clear
		}
		if clear > rad*0.3 {
			break
		}
	}
	if best < -rad*0.25 {
		return 0, 0, false
	}
	s.take(bestX, bestY, rad)
	return bestX, bestY, true
}
