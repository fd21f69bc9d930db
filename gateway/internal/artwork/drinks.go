package artwork

import "math"

// glass draws a drink seen from above: a caustic of coloured light in
// the shadow, tinted liquid, ice or cream, garnish and a straw.
func (s *scene) glass(cx, cy, R float64, liquid rgb, full bool) {
	u := s.u
	c := s.c
	g := circle{cx, cy, R}
	// Glasses are tall: a long, light shadow with a coloured caustic in it.
	c.shadow(g, 0.25*R, 0.35*R, 0.12*R, 0.22)
	c.shadow(g, 0.05*R, 0.07*R, 0.05*R, 0.25)
	caus := mix(liquid, white, 0.35).sat(1.3)
	cc := newEllipse(cx+0.3*R, cy+0.42*R, R*0.45, R*0.3, 0.9)
	c.fill(grown{cc, 0.2 * R}, func(x, y, d float64) (rgb, float64) {
		return caus, 0.45 * smoothstep(0, -0.25*R, d)
	})
	// The base seen through the liquid.
	c.fill(ring{circle{cx + 0.03*R, cy + 0.05*R, R * 0.72}, R * 0.025}, solid(liquid.shade(0.75), 0.35))
	if full {
		lr := R * 0.9
		seed := s.nextSeed()
		c.fill(circle{cx, cy, lr}, func(x, y, d float64) (rgb, float64) {
			nx, ny := (x-cx)/lr, (y-cy)/lr
			dl := nx*lx + ny*ly
			k := 1.02 - 0.2*dl*clamp01(hypot(nx, ny)) + (vnoise(x/(30*u), y/(30*u), seed)-0.5)*0.06
			k -= 0.25 * clamp01(1+d/(R*0.08))
			return liquid.shade(k), 0.86
		})
	}
	// Wall of the glass.
	c.fill(ring{circle{cx, cy, R * 0.95}, R * 0.05}, func(x, y, d float64) (rgb, float64) {
		nx, ny := (x-cx)/R, (y-cy)/R
		dl := nx*lx + ny*ly
		return white, 0.18 + 0.3*smoothstep(0.3, 0.95, dl) + 0.2*clamp01(1+d/(2*u))
	})
	c.fill(ring{circle{cx, cy, R}, 1.3 * u}, solid(black, 0.25))
	c.fill(newArc(cx, cy, R*0.95, 2.5*u, math.Atan2(ly, lx)-0.5, 1.0), solid(white, 0.85))
	c.fill(newArc(cx, cy, R*0.95, 1.6*u, math.Atan2(-ly, -lx)-0.3, 0.6), solid(white, 0.5))
}

// ice draws a translucent ice cube.
func (s *scene) ice(x, y, size, angle float64, alpha float64) {
	u := s.u
	rr := newRRect(x, y, size, size, size*0.25, angle)
	s.c.shadow(rr, 2*u, 3*u, 5*u, 0.12*alpha)
	seed := s.nextSeed()
	s.c.fill(rr, func(px, py, d float64) (rgb, float64) {
		lu, lv := rr.local(px, py)
		e := clamp01(1 + d/(size*0.3))
		a := 0.22 + 0.45*e*e
		// a bright bevel on the lit corner, internal cracks
		if lu+lv < -size*0.9 {
			a += 0.25
		}
		a += 0.12 * smoothstep(0.7, 0.9, vnoise(px/(9*u), py/(9*u), seed))
		return white, a * alpha
	})
}

// straw draws a paper straw from inside the glass out over the table.
func (s *scene) straw(x0, y0, x1, y1, w float64, col rgb) {
	u := s.u
	st := capsule{x0, y0, x1, y1, w, w}
	// The outer end is high above the table: long, soft shadow.
	s.c.shadow(capsule{x0 + 0.3*(x1-x0), y0 + 0.3*(y1-y0), x1, y1, w, w}, 40*u, 55*u, 12*u, 0.18)
	ang := math.Atan2(y1-y0, x1-x0)
	f := newFrame(x0, y0, ang)
	s.c.fill(st, func(px, py, d float64) (rgb, float64) {
		lu, lv := f.local(px, py)
		c := white.shade(0.96)
		if math.Mod(lu+lv*1.2+1000*w, 5*w) < 2*w {
			c = col
		}
		k := 1.05 - 0.3*math.Abs(lv)/w - 0.1*clamp01(lv/w)
		return c.shade(k), 1
	})
}

// creamTop is a swirl of whipped cream on a shake: stacked piped rings,
// each with ridges and its own shadow.
func (s *scene) creamTop(x, y, r float64, col rgb) {
	u := s.u
	s.c.shadow(circle{x, y, r}, 4*u, 6*u, 12*u, 0.35)
	for i, f := range []float64{1, 0.72, 0.45, 0.2} {
		rr := r * f
		ox, oy := -float64(i)*r*0.03, -float64(i)*r*0.04
		b := newBlob(s.r, x+ox, y+oy, rr, 0.05)
		s.c.shadow(b, 2*u, 3*u, 5*u, 0.25)
		cx, cy := x+ox, y+oy
		s.c.fill(b, func(px, py, d float64) (rgb, float64) {
			dx, dy := px-cx, py-cy
			a := math.Atan2(dy, dx)
			ridge := math.Cos(a*9 + hypot(dx, dy)/(rr*0.25))
			k := 1.0 + 0.04*ridge + 0.06*(-(dx*lx+dy*ly)/rr) - 0.1*clamp01(1+d/(rr*0.3))
			return mix(col, hexRGB(0xfff6e8), 0.5).shade(k), 1
		})
	}
}

func drawGlassScene(s *scene) {
	u := s.u
	cx, cy := s.center()
	R := s.heroR(0.27)
	liquid := s.p.main()
	h, _, _ := hsv(liquid)
	creamy := liquid.lum() > 0.55 && s.p.light().lum() > 0.85 && (h < 20 || h > 290)
	// find a citrus colour for the garnish
	var fruit rgb
	hasFruit := false
	for _, c := range s.p.others() {
		if isCitrus(c) || isGreen(c) {
			fruit, hasFruit = c, true
			break
		}
	}
	herb := s.p.herb()
	// A second drink peeks in from a corner.
	sx := s.w * 0.08
	if cx < s.w/2 {
		sx = s.w * 0.92
	}
	sy := s.h * 0.12
	s.take(sx, sy, R*0.9)
	s.take(cx, cy, R*1.25)
	// coaster
	if s.r.f() < 0.6 {
		co := circle{cx, cy, R * 1.18}
		s.c.drop(co, 2)
		cork := hexRGB(0xb88a5a)
		seed := s.nextSeed()
		s.c.fill(co, func(x, y, d float64) (rgb, float64) {
			k := 1 + (hashf(int32(x/(2*u)), int32(y/(2*u)), seed)-0.5)*0.25 + (vnoise(x/(12*u), y/(12*u), seed)-0.5)*0.15
			k -= 0.2 * clamp01(1+d/(2*u))
			return cork.shade(k), 1
		})
	}
	s.glass(sx, sy, R*0.85, liquid, true)
	s.glass(cx, cy, R, liquid, true)
	lr := R * 0.88
	if creamy {
		s.creamTop(cx-0.05*R, cy-0.05*R, lr*0.62, s.p.light())
		s.specks(cx-0.05*R, cy-0.05*R, lr*0.45, 40, s.p.accent(), 2.5*u, 0.9)
		s.berry(cx+0.05*R, cy-0.1*R, 26*u, s.p.accent(), false)
	} else {
		a0 := s.r.in(0, 2*math.Pi)
		for i := 0; i < 3; i++ {
			a := a0 + float64(i)*2.1
			s.ice(cx+math.Cos(a)*lr*0.42, cy+math.Sin(a)*lr*0.42, lr*0.27, s.r.in(0, 1.5), 1)
		}
		if hasFruit {
			s.citrus(cx+lr*0.25, cy+lr*0.3, lr*0.36, fruit, 0.9)
		}
		for i := 0; i < 4; i++ {
			s.herbLeaf(cx+s.r.in(-0.4, 0.3)*lr, cy+s.r.in(-0.4, 0.3)*lr, s.r.in(45, 60)*u, s.r.in(0, 6.3), herb, 0.55, true)
		}
		// bubbles
		for i := 0; i < 18; i++ {
			a := s.r.in(0, 2*math.Pi)
			rr := lr * math.Sqrt(s.r.f()) * 0.9
			s.c.fill(ring{circle{cx + rr*math.Cos(a), cy + rr*math.Sin(a), s.r.in(2, 5) * u}, 0.8 * u}, solid(white, 0.5))
		}
	}
	sa := s.r.in(-1.9, -1.1)
	s.straw(cx+math.Cos(sa)*R*0.1, cy+math.Sin(sa)*R*0.1, cx+math.Cos(sa)*R*1.7, cy+math.Sin(sa)*R*1.7, 9*u, s.p.accent())
	s.take(cx+math.Cos(sa)*R*1.3, cy+math.Sin(sa)*R*1.3, 30*u)
	// loose garnish on the table
	for i := 0; i < 2; i++ {
		if x, y, ok := s.spot(60 * u); ok {
			if hasFruit {
				s.citrus(x, y, 52*u, fruit, 1)
			} else {
				s.berry(x, y, 28*u, s.p.accent(), false)
			}
		}
	}
	for i := 0; i < 3; i++ {
		if x, y, ok := s.spot(45 * u); ok {
			s.ice(x, y, 26*u, s.r.in(0, 1.5), 0.9)
		}
	}
	for i := 0; i < 2; i++ {
		if x, y, ok := s.spot(95 * u); ok {
			a := s.r.in(0, 2*math.Pi)
			s.sprig(x-math.Cos(a)*80*u, y-math.Sin(a)*80*u, 160*u, a, herb, 50*u)
		}
	}
	s.tableDressing(2)
}
