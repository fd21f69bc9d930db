package artwork

import "math"

// nest draws twirled pasta: many shaded strands circling a centre.
func (s *scene) nest(cx, cy, r float64, col rgb) {
	u := s.u
	// a little sauce under the pasta
	sauce := newBlob(s.r, cx, cy, r*0.8, 0.1)
	sl := s.look(col.shade(0.92), cx, cy, r)
	sl.dome, sl.spec, sl.rim, sl.alpha = 0.05, 0.1, 0.1, 0.55
	s.c.fill(sauce, sl.paint())
	s.c.shadow(circle{cx, cy, r * 0.75}, 5*u, 7*u, 16*u, 0.22)
	th := max(5.2*u, 1.2)
	n := 190
	for i := 0; i < n; i++ {
		t := float64(i) / float64(n)
		// later strands sit closer to the top of the twirl
		ox, oy := s.r.in(-0.18, 0.18)*r*(1-0.5*t), s.r.in(-0.18, 0.18)*r*(1-0.5*t)
		rad := s.r.in(0.12, 0.78) * r * (1 - 0.35*t)
		span := s.r.in(0.9, 2.0)
		a := newArc(cx+ox, cy+oy, rad, th, s.r.in(0, 2*math.Pi), span)
		tone := col.shade(s.r.in(0.86, 1.0) + 0.14*t)
		s.c.fill(a, func(x, y, d float64) (rgb, float64) {
			e := 1 + d/th // 0 at the strand's centre line, 1 at its edge
			return tone.shade(1.1 - 0.45*e*e), 1
		})
	}
}

// pieces heaps chunky food pieces (stew, roast vegetables, salad) inside a
// round area, with the palette's colours mixed in. Pieces sit on a jittered
// sunflower spiral so the heap covers the area evenly, and are drawn in
// random order with their own shadows so they overlap like real food.
func (s *scene) pieces(cx, cy, r float64, cols []rgb, n int, size float64) {
	u := s.u
	type pc struct{ x, y float64 }
	pts := make([]pc, n)
	a0 := s.r.in(0, 2*math.Pi)
	for i := range pts {
		rr := r * 0.86 * math.Sqrt((float64(i)+0.5)/float64(n))
		a := a0 + float64(i)*2.39996 + s.r.in(-0.3, 0.3)
		pts[i] = pc{cx + rr*math.Cos(a), cy + rr*math.Sin(a)}
	}
	for i := len(pts) - 1; i > 0; i-- {
		j := s.r.intn(i + 1)
		pts[i], pts[j] = pts[j], pts[i]
	}
	for _, p := range pts {
		x, y := p.x, p.y
		sz := size * s.r.in(0.55, 1.3)
		col := cols[s.r.intn(len(cols))].shade(s.r.in(0.93, 1.07))
		if col.lum() < 0.25 {
			sz *= 0.5 // dark bits (olives, pepper, beans) stay small accents
		}
		sh := s.chunk(x, y, sz)
		s.c.shadow(sh, 2*u, 3*u, 4*u, 0.35)
		l := s.look(col, x, y, sz)
		l.col = l.col.sat(0.92)
		l.toast = 0.25
		l.rim = 0.1
		l.rimW = sz * 0.5
		l.bevel = 0.16
		l.dome = 0.3
		l.tex = 0.035
		l.texS = 8 * u
		l.spec = 0.3
		s.c.fill(sh, l.paint())
	}
}

// chunk returns an irregular piece outline: a wobbly round, a rounded
// wedge, a cube or a sliver, so heaps do not look like pebbles.
func (s *scene) chunk(x, y, sz float64) shape {
	switch s.r.intn(5) {
	case 0:
		return newBlob(s.r, x, y, sz, 0.3)
	case 1:
		return newRRect(x, y, sz*0.85, sz*0.75, sz*0.2, s.r.in(0, math.Pi))
	case 2:
		return newLeaf(x, y, sz*1.3, sz*0.6, s.r.in(0, math.Pi))
	default:
		// a rounded polygon with 3–5 random corners
		n := 3 + s.r.intn(3)
		a0 := s.r.in(0, 2*math.Pi)
		pts := make([]float64, 0, 2*n)
		for i := 0; i < n; i++ {
			a := a0 + (float64(i)+s.r.in(-0.25, 0.25))*2*math.Pi/float64(n)
			rr := sz * s.r.in(0.75, 1.05)
			pts = append(pts, x+rr*math.Cos(a), y+rr*math.Sin(a))
		}
		return grown{newPoly(pts...), sz * 0.18}
	}
}

// scatterPieces places a few pieces loosely over an area (croutons on
// soup, toppings on a pancake) instead of covering it.
func (s *scene) scatterPieces(cx, cy, r float64, cols []rgb, n int, size float64) {
	u := s.u
	for i := 0; i < n; i++ {
		a := s.r.in(0, 2*math.Pi)
		rr := r * math.Sqrt(s.r.f())
		x, y := cx+rr*math.Cos(a), cy+rr*math.Sin(a)
		sz := size * s.r.in(0.75, 1.25)
		col := cols[s.r.intn(len(cols))].shade(s.r.in(0.93, 1.07))
		if col.lum() < 0.25 {
			sz *= 0.45
		}
		sh := newRRect(x, y, sz, sz*0.85, sz*0.35, s.r.in(0, math.Pi))
		s.c.shadow(sh, 2*u, 3*u, 4*u, 0.4)
		l := s.look(col, x, y, sz)
		l.toast = 0.25
		l.rim = 0.08
		l.bevel = 0.2
		l.texS = 3 * u
		s.c.fill(sh, l.paint())
	}
}

// toppings places a few large, distinct pieces on top of a dish.
func (s *scene) toppings(cx, cy, r float64, cols []rgb, n int, size float64) {
	u := s.u
	a0 := s.r.in(0, 2*math.Pi)
	for i := 0; i < n; i++ {
		a := a0 + float64(i)*2.39996
		rr := r * math.Sqrt((float64(i)+0.5)/float64(n))
		x, y := cx+rr*math.Cos(a)+s.r.in(-0.1, 0.1)*r, cy+rr*math.Sin(a)+s.r.in(-0.1, 0.1)*r
		col := cols[i%len(cols)]
		sz := size * s.r.in(0.8, 1.2)
		if col.lum() < 0.25 {
			sz *= 0.5
		}
		switch s.r.intn(3) {
		case 0:
			if col.lum() < 0.3 {
				s.berry(x, y, sz*0.8, col, false) // olives, not grey discs
				break
			}
			s.slice(x, y, sz, col)
		default:
			sh := s.chunk(x, y, sz)
			s.c.shadow(sh, 2.5*u, 3.5*u, 5*u, 0.4)
			l := s.look(col, x, y, sz)
			l.toast, l.rim, l.bevel, l.spec = 0.2, 0.06, 0.25, 0.2
			l.texS = 4 * u
			s.c.fill(sh, l.paint())
		}
	}
}

// spiral draws a tapering swirl of cream or oil, as spooned onto soup.
func (s *scene) spiral(cx, cy, r float64, col rgb, width float64) {
	turns := s.r.in(1.6, 2.3)
	a0 := s.r.in(0, 2*math.Pi)
	dir := s.r.sign()
	steps := 70
	px, py := cx, cy
	for i := 1; i <= steps; i++ {
		t := float64(i) / float64(steps)
		a := a0 + dir*t*turns*2*math.Pi
		rr := r * t
		x, y := cx+rr*math.Cos(a), cy+rr*math.Sin(a)
		w := width * (0.4 + 0.8*math.Sin(t*math.Pi*0.9+0.2))
		s.c.fill(capsule{px, py, x, y, w, w}, func(x, y, d float64) (rgb, float64) {
			return col.shade(1.06 - 0.12*clamp01(1+d/w)), 0.92
		})
		px, py = x, y
	}
}

// slices fans out round slices (cucumber, radish, sausage, egg) in a row.
func (s *scene) slice(x, y, r float64, col rgb) {
	c := circle{x, y, r}
	s.c.shadow(c, 1.5*s.u, 2.5*s.u, 3*s.u, 0.35)
	inner := mix(col, white, 0.45)
	seed := s.nextSeed()
	s.c.fill(c, func(px, py, d float64) (rgb, float64) {
		t := -d / r
		if t < 0.12 {
			return col.shade(0.9 + 0.1*t/0.12), 1
		}
		k := 1 + (vnoise(px/(4*s.u), py/(4*s.u), seed)-0.5)*0.12
		return inner.shade(k), 1
	})
}

// drizzle draws a thin wavy line of sauce or oil across an area.
func (s *scene) drizzle(cx, cy, r float64, col rgb, alpha float64) {
	u := s.u
	a := s.r.in(0, 2*math.Pi)
	x, y := cx-r*math.Cos(a), cy-r*math.Sin(a)
	steps := 16
	for i := 0; i < steps; i++ {
		a += s.r.in(-0.5, 0.5)
		nx, ny := x+2*r/float64(steps)*math.Cos(a), y+2*r/float64(steps)*math.Sin(a)
		w := 2.8 * u * s.r.in(0.7, 1.3)
		s.c.solid(capsule{x, y, nx, ny, w, w}, col, alpha)
		x, y = nx, ny
	}
}

// garnish sprinkles the finishing touches over a dish: herb leaves and
// optionally dark specks (pepper) and light specks (cheese, seeds).
func (s *scene) garnish(cx, cy, r float64, leaves int, pepper, cheese bool) {
	u := s.u
	herb := s.p.herb()
	for i := 0; i < leaves; i++ {
		a := s.r.in(0, 2*math.Pi)
		rr := r * math.Sqrt(s.r.f()) * 0.8
		s.herbLeaf(cx+rr*math.Cos(a), cy+rr*math.Sin(a), s.r.in(24, 36)*u, s.r.in(0, 2*math.Pi), herb, s.r.in(0.35, 0.5), true)
	}
	if cheese {
		s.specks(cx, cy, r*0.85, 70, mix(s.p.light(), white, 0.4), 3*u, 0.95)
	}
	if pepper {
		s.specks(cx, cy, r*0.85, 80, hexRGB(0x2b2622), 1.8*u, 0.9)
	}
}

// tableDressing fills the free table around the hero with loose
// ingredients from the palette, the way a food stylist would.
func (s *scene) tableDressing(n int) {
	u := s.u
	herb := s.p.herb()
	acc := s.p.accent()
	for i := 0; i < n; i++ {
		switch k := s.r.intn(7); k {
		case 0, 1:
			if x, y, ok := s.spot(95 * u); ok {
				a := s.r.in(0, 2*math.Pi)
				l := s.r.in(150, 200) * u
				s.sprig(x-math.Cos(a)*l/2, y-math.Sin(a)*l/2, l, a, herb, s.r.in(48, 60)*u)
			}
		case 2:
			if x, y, ok := s.spot(70 * u); ok {
				for j := 0; j < 3; j++ {
					s.herbLeaf(x+s.r.in(-35, 35)*u, y+s.r.in(-35, 35)*u, s.r.in(45, 60)*u, s.r.in(0, 2*math.Pi), herb, 0.5, true)
				}
			}
		case 3:
			if x, y, ok := s.spot(70 * u); ok {
				if isCitrus(acc) {
					s.citrus(x, y, 48*u, acc, 1)
					break
				}
				m := 2 + s.r.intn(3)
				for j := 0; j < m; j++ {
					s.berry(x+s.r.in(-38, 38)*u, y+s.r.in(-38, 38)*u, s.r.in(24, 32)*u, acc, isRedish(acc))
				}
			}
		case 4:
			if x, y, ok := s.spot(55 * u); ok {
				s.crumbs(x, y, 50*u, 10, s.p.at(1+s.r.intn(len(s.p.c))), 9*u)
			}
		case 5:
			if x, y, ok := s.spot(50 * u); ok {
				s.specks(x, y, 45*u, 35, hexRGB(0x2b2622), 3*u, 0.9)
				s.specks(x, y, 38*u, 14, hexRGB(0xf6f3ec), 4*u, 0.9)
			}
		default:
			if x, y, ok := s.spot(95 * u); ok {
				s.ramekin(x, y, 90*u, s.p.at(1+s.r.intn(len(s.p.c))), s.r.f() < 0.6)
			}
		}
	}
}

// isCitrus reports whether a colour could be a lemon, lime or orange.
func isCitrus(c rgb) bool {
	h, sat, v := hsv(c)
	return h > 22 && h < 70 && sat > 0.4 && v > 0.6
}

func isRedish(c rgb) bool {
	h, sat, _ := hsv(c)
	return (h < 25 || h > 330) && sat > 0.4
}
