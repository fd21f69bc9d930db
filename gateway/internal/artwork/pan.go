package artwork

import "math"

// pizza draws a round pizza: puffy charred crust, sauce, melted cheese,
// toppings and the cuts between slices.
func (s *scene) pizza(cx, cy, R float64) {
	u := s.u
	sauce := s.p.main()
	cheese := s.p.at(1)
	if len(s.p.c) < 2 {
		cheese = hexRGB(0xf5e3b0)
	}
	dough := hexRGB(0xdcaa68)
	base := newBlob(s.r, cx, cy, R, 0.015)
	s.c.drop(base, 5)
	seed := s.nextSeed()
	inner := R * 0.84
	s.c.fillEdge(base, func(x, y, d float64) (rgb, float64) {
		dx, dy := x-cx, y-cy
		r := hypot(dx, dy) + 1e-9
		if r < inner*0.93 {
			return dough, 1 // hidden under the sauce
		}
		nx, ny := dx/r, dy/r
		// crust: a puffed torus between inner and the edge
		t := clamp01((r - inner*0.97) / (R - inner*0.97))
		h := math.Sin(t * math.Pi)
		slope := math.Cos(t * math.Pi) // +1 inner side rising, -1 outer side falling
		k := 0.9 + 0.18*h - 0.22*slope*(nx*lx+ny*ly)
		c := dough.toast(0.12 + 0.3*(1-h))
		// leopard spots
		n := vnoise(x/(12*u), y/(12*u), seed)
		if n > 0.72 {
			c = c.toast(clamp01((n - 0.72) * 5))
		}
		k += (vnoise(x/(3*u), y/(3*u), seed+1) - 0.5) * 0.1
		k -= 0.2 * clamp01(1+d/(3*u))
		return c.shade(k), 1
	}, 3*u)
	sauceSh := newBlob(s.r, cx, cy, inner*0.98, 0.02)
	s.c.fillEdge(sauceSh, func(x, y, d float64) (rgb, float64) {
		k := 1 + (vnoise(x/(16*u), y/(16*u), seed+2)-0.5)*0.25 + (hashf(int32(x/(2*u)), int32(y/(2*u)), seed+3)-0.5)*0.08
		c := sauce
		if -d < 8*u {
			c = mix(c, dough, 0.3*clamp01(1+d/(8*u)))
		}
		return c.shade(k), 1
	}, 8*u)
	// cheese puddles
	n := 7 + s.r.intn(4)
	for i := 0; i < n; i++ {
		a := float64(i)*2.39996 + s.r.in(-0.4, 0.4)
		rr := inner * 0.78 * math.Sqrt((float64(i)+0.5)/float64(n))
		x, y := cx+rr*math.Cos(a), cy+rr*math.Sin(a)
		cr := inner * s.r.in(0.15, 0.22)
		b := newBlob(s.r, x, y, cr, 0.28)
		s.c.shadow(b, 1*u, 1.5*u, 3*u, 0.2)
		cs := s.nextSeed()
		s.c.fill(b, func(px, py, d float64) (rgb, float64) {
			e := clamp01(1 + d/(cr*0.35))
			c := cheese
			nn := vnoise(px/(12*u), py/(12*u), cs)
			if nn > 0.68 {
				c = c.toast(clamp01((nn-0.68)*3) * 0.8)
			}
			k := 1.06 - 0.1*e + (vnoise(px/(4*u), py/(4*u), cs+1)-0.5)*0.08
			return c.shade(k), 0.65 + 0.35*(1-e)
		})
	}
	// extra toppings from the rest of the palette
	rest := s.p.c[min(3, len(s.p.c)):]
	for j, col := range rest {
		m := 6
		for i := 0; i < m; i++ {
			a := s.r.in(0, 2*math.Pi)
			rr := inner * 0.8 * math.Sqrt(s.r.f())
			x, y := cx+rr*math.Cos(a), cy+rr*math.Sin(a)
			if j%2 == 0 {
				s.slice(x, y, inner*0.085, col)
			} else {
				s.c.shadow(circle{x, y, inner * 0.05}, 1*u, 2*u, 2*u, 0.3)
				s.c.fill(ring{circle{x, y, inner * 0.035}, inner * 0.018}, s.look(col, x, y, inner*0.05).paint())
			}
		}
	}
	// cuts
	cuts := 6 + 2*s.r.intn(2)
	a0 := s.r.in(0, math.Pi)
	for i := 0; i < cuts/2; i++ {
		a := a0 + float64(i)*2*math.Pi/float64(cuts)
		x0, y0 := cx+math.Cos(a)*R*0.98, cy+math.Sin(a)*R*0.98
		x1, y1 := cx-math.Cos(a)*R*0.98, cy-math.Sin(a)*R*0.98
		s.c.fill(capsule{x0, y0, x1, y1, 1.6 * u, 1.6 * u}, solid(hexRGB(0x4a2a1a), 0.35))
	}
	// basil
	herb := s.p.herb()
	if len(s.p.c) >= 3 {
		herb = s.p.c[2]
	}
	for i := 0; i < 5+s.r.intn(3); i++ {
		a := s.r.in(0, 2*math.Pi)
		rr := inner * 0.75 * math.Sqrt(s.r.f())
		s.herbLeaf(cx+rr*math.Cos(a), cy+rr*math.Sin(a), inner*s.r.in(0.16, 0.22), s.r.in(0, 6.3), herb, 0.6, true)
	}
}

func drawPizzaScene(s *scene) {
	u := s.u
	cx, cy := s.center()
	R := s.heroR(0.38)
	round := s.r.f() < 0.6
	if round {
		s.board(cx, cy, R*1.1, R*1.1, 0, true, circle{cx, cy, R * 0.96})
	} else {
		s.board(cx+R*0.25, cy, R*1.05, R*1.08, s.r.in(-0.08, 0.08), false, circle{cx, cy, R * 0.96})
	}
	s.take(cx, cy, R*1.1)
	s.pizza(cx, cy, R)
	for i := 0; i < 2; i++ {
		if x, y, ok := s.spot(60 * u); ok {
			for j := 0; j < 3; j++ {
				s.berry(x+s.r.in(-35, 35)*u, y+s.r.in(-35, 35)*u, 26*u, s.p.main(), true)
			}
		}
	}
	if x, y, ok := s.spot(90 * u); ok {
		s.ramekin(x, y, 80*u, s.p.main().shade(0.8), false)
		s.specks(x, y, 40*u, 20, hexRGB(0xe0c060), 3*u, 0.9)
	}
	s.tableDressing(5)
}

// skillet draws a cast-iron pan with its handle and returns the inner
// radius where food goes.
func (s *scene) skillet(cx, cy, R, handleAngle float64) float64 {
	u := s.u
	iron := hexRGB(0x2c2b2a)
	f := newFrame(cx, cy, handleAngle)
	hx0, hy0 := f.world(R*0.9, 0)
	hx1, hy1 := f.world(R*1.85, 0)
	handle := capsule{hx0, hy0, hx1, hy1, R * 0.085, R * 0.07}
	hx2, hy2 := f.world(-R*1.08, 0)
	helper := newEllipse(hx2, hy2, R*0.16, R*0.22, handleAngle)
	body := circle{cx, cy, R}
	all := union{body, handle, helper}
	s.c.drop(all, 16)
	seed := s.nextSeed()
	metal := func(x, y, d float64) (rgb, float64) {
		k := 1 + (hashf(int32(x/(1.5*u)), int32(y/(1.5*u)), seed)-0.5)*0.25 + (vnoise(x/(30*u), y/(30*u), seed)-0.5)*0.2
		return iron.shade(k), 1
	}
	s.c.fill(minus{helper, newEllipse(hx2, hy2, R*0.09, R*0.14, handleAngle)}, metal)
	s.c.fill(handle, func(x, y, d float64) (rgb, float64) {
		c, a := metal(x, y, d)
		_, lv := f.local(x, y)
		k := 1 + 0.6*smoothstep(0.7, 0, math.Abs(lv/(R*0.08)+0.4))*0.8
		return c.shade(k), a
	})
	s.c.fill(circle{hx1 - (hx1-hx0)*0.08, hy1 - (hy1-hy0)*0.08, R * 0.03}, solid(iron.shade(0.5), 1))
	inner := R * 0.86
	s.c.fillEdge(body, func(x, y, d float64) (rgb, float64) {
		c, a := metal(x, y, d)
		dx, dy := x-cx, y-cy
		r := hypot(dx, dy) + 1e-9
		dl := (dx*lx + dy*ly) / r
		k := 1.0
		if r > inner {
			p := (r - inner) / (R - inner)
			k += 0.5 * dl * math.Sin(p*math.Pi)
			k += 0.35 * math.Sin(p*math.Pi)
		} else {
			k -= 0.15 * dl
		}
		return c.shade(k), a
	}, 1)
	return inner * 0.97
}

// eggs places fried or poached eggs into a pan or on a plate.
func (s *scene) eggs(cx, cy, r float64, n int) {
	u := s.u
	white := hexRGB(0xfaf6ec)
	yolk := hexRGB(0xf2b731)
	for _, c := range s.p.c {
		if h, sat, v := hsv(c); h > 35 && h < 55 && sat > 0.6 && v > 0.85 {
			yolk = c
		}
	}
	a0 := s.r.in(0, 2*math.Pi)
	for i := 0; i < n; i++ {
		a := a0 + float64(i)*2*math.Pi/float64(n)
		x, y := cx+math.Cos(a)*r*0.5, cy+math.Sin(a)*r*0.5
		er := r * 0.3
		b := newBlob(s.r, x, y, er, 0.22)
		l := s.look(white, x, y, er)
		l.dome, l.rim, l.tex, l.spec, l.alpha = 0.05, 0.05, 0.02, 0.05, 0.95
		s.c.fill(b, l.paint())
		yx, yy := x+s.r.in(-0.15, 0.15)*er, y+s.r.in(-0.15, 0.15)*er
		s.c.shadow(circle{yx, yy, er * 0.4}, 2*u, 3*u, 5*u, 0.3)
		yl := s.look(yolk, yx, yy, er*0.4)
		yl.dome, yl.spec, yl.rim = 0.3, 0.6, 0.15
		s.c.fill(circle{yx, yy, er * 0.4}, yl.paint())
	}
}

func drawSkilletScene(s *scene) {
	u := s.u
	cx, cy := s.center()
	R := s.heroR(0.34)
	ha := s.r.in(-0.5, 0.5)
	if s.r.f() < 0.5 {
		ha += math.Pi
	}
	cx -= math.Cos(ha) * R * 0.3
	if s.r.f() < 0.6 {
		f := newFrame(cx, cy, ha)
		nx, ny := f.world(R*1.4, R*0.3)
		s.napkin(nx, ny, R*0.7, R*0.55, ha+s.r.in(-0.4, 0.4))
	}
	inner := s.skillet(cx, cy, R, ha)
	s.take(cx, cy, R*1.1)
	hf := newFrame(cx, cy, ha)
	hx, hy := hf.world(R*1.45, 0)
	s.take(hx, hy, R*0.4)
	main := s.p.main()
	switch s.r.intn(3) {
	case 0:
		s.content(cx, cy, inner, main, false)
		s.eggs(cx, cy, inner, 3+s.r.intn(2))
		s.garnish(cx, cy, inner*0.9, 8, true, false)
	case 1:
		s.content(cx, cy, inner, main.shade(0.75), false)
		s.nest(cx, cy, inner*0.95, main)
		s.scatterPieces(cx, cy, inner*0.7, s.p.others(), 12, 16*u)
		s.garnish(cx, cy, inner*0.8, 6, false, false)
	default:
		s.content(cx, cy, inner, main.shade(0.88), false)
		cols := append([]rgb{main, main}, s.p.others()...)
		s.pieces(cx, cy, inner, cols, 30, inner*0.18)
		s.garnish(cx, cy, inner*0.8, 6, true, false)
	}
	s.c.innerShadow(circle{cx, cy, inner}, circle{cx - lx*R*0.08, cy - ly*R*0.08, inner}, R*0.06, 0.35)
	s.tableDressing(5)
}
