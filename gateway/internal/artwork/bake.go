package artwork

import "math"

// cakeTop paints the top of a round cake or tart: frosting with palette-
// knife swirls, a baked golden top, or glazed fruit in rings.
func (s *scene) cakeTop(sh shape, cx, cy, r float64, style int) {
	u := s.u
	main := s.p.main()
	seed := s.nextSeed()
	crust := s.p.at(1)
	switch style {
	case 0: // frosted
		s.c.fill(sh, func(x, y, d float64) (rgb, float64) {
			dx, dy := x-cx, y-cy
			rr := hypot(dx, dy)
			a := math.Atan2(dy, dx)
			// palette-knife swirl: shallow grooves along a spiral
			k := 1 + 0.035*math.Sin(rr/(9*u)-a) + 0.06*(-(dx*lx+dy*ly)/r)
			k += (vnoise(x/(30*u), y/(30*u), seed) - 0.5) * 0.03
			k -= 0.18 * clamp01(1+d/(8*u))
			return main.shade(k), 1
		})
	case 1: // baked top: browned towards the edge, a rim of crust
		s.c.fill(sh, func(x, y, d float64) (rgb, float64) {
			t := clamp01(-d / (r * 0.25))
			c := main.toast(0.35 * (1 - t) * (1 - t))
			if -d < r*0.07 {
				c = crust.shade(0.9 + 0.1*vnoise(x/(4*u), y/(4*u), seed))
			}
			k := 1 + (vnoise(x/(25*u), y/(25*u), seed)-0.5)*0.12
			k -= 0.2 * clamp01(1+d/(4*u))
			return c.shade(k), 1
		})
	default: // tart with glazed fruit in rings
		s.c.fill(sh, func(x, y, d float64) (rgb, float64) {
			k := 1 - 0.2*clamp01(1+d/(4*u)) + (vnoise(x/(6*u), y/(6*u), seed)-0.5)*0.2
			return crust.toast(0.2).shade(k), 1
		})
		fruit := main
		for ringI, rf := range []float64{0.78, 0.52, 0.26} {
			n := int(2 * math.Pi * rf * r / (r * 0.14))
			a0 := s.r.in(0, 1)
			for i := 0; i < n; i++ {
				a := a0 + float64(i)*2*math.Pi/float64(n)
				px, py := cx+math.Cos(a)*rf*r, cy+math.Sin(a)*rf*r
				lf := newLeaf(px, py, r*0.17*(1-0.15*float64(ringI)), r*0.075, a+math.Pi/2+0.35)
				s.c.shadow(lf, 2*u, 3*u, 3*u, 0.35)
				l := s.look(fruit.shade(s.r.in(0.92, 1.05)), px, py, r*0.15)
				l.toast = 0.35
				l.rimW = r * 0.05
				l.spec = 0.4
				s.c.fill(lf, l.paint())
			}
		}
		s.c.fill(circle{cx, cy, r * 0.12}, func(x, y, d float64) (rgb, float64) { return fruit.toast(0.3), 1 })
	}
}

// rosettes pipes a ring of cream swirls around a cake's edge.
func (s *scene) rosettes(cx, cy, rr, size float64, col rgb) {
	u := s.u
	n := int(2 * math.Pi * rr / (size * 1.7))
	for i := 0; i < n; i++ {
		a := float64(i) * 2 * math.Pi / float64(n)
		x, y := cx+math.Cos(a)*rr, cy+math.Sin(a)*rr
		c := circle{x, y, size}
		s.c.shadow(c, 2*u, 3*u, 4*u, 0.35)
		s.c.fill(c, func(px, py, d float64) (rgb, float64) {
			dx, dy := px-x, py-y
			r := hypot(dx, dy)
			an := math.Atan2(dy, dx)
			k := 1 + 0.12*math.Cos(r/(size*0.2)-an) - 0.2*((dx*lx+dy*ly)/size)*-1
			k -= 0.2 * clamp01(1+d/(size*0.3))
			return col.shade(k), 1
		})
	}
}

// layeredSlice is a slice of cake lying on its side, showing its layers.
func (s *scene) layeredSlice(cx, cy, length, height, angle float64) {
	u := s.u
	f := newFrame(cx, cy, angle)
	// The outer edge (frosted) is wide, the tip narrow: a trapezoid.
	x0, y0 := f.world(-length/2, -height/2)
	x1, y1 := f.world(length/2, -height*0.2)
	x2, y2 := f.world(length/2, height*0.2)
	x3, y3 := f.world(-length/2, height/2)
	sh := grown{newPoly(x0, y0, x1, y1, x2, y2, x3, y3), 4 * u}
	s.c.drop(sh, 6)
	layers := []rgb{s.p.at(1), s.p.main(), s.p.at(1), s.p.main(), s.p.at(2)}
	seed := s.nextSeed()
	s.c.fill(sh, func(x, y, d float64) (rgb, float64) {
		lu, lv := f.local(x, y)
		t := lu/length + 0.5 // 0 at the outer edge, 1 at the tip
		half := height * (0.5 - 0.3*t)
		p := clamp01((lv/half + 1) / 2)
		idx := int(p * float64(len(layers)))
		if idx >= len(layers) {
			idx = len(layers) - 1
		}
		c := layers[idx]
		k := 1 + (vnoise(x/(4*u), y/(4*u), seed)-0.5)*0.14
		if lu < -length/2+10*u {
			c = s.p.main().shade(1.05) // frosted outer side
		}
		k -= 0.2 * clamp01(1+d/(3*u))
		return c.shade(k), 1
	})
}

func drawCakeScene(s *scene) {
	u := s.u
	cx := s.w*0.42 + s.r.in(-0.03, 0.03)*s.w
	cy := s.h*0.48 + s.r.in(-0.03, 0.03)*s.h
	R := s.heroR(0.36)
	pc, sp := s.plateColour(s.p.main())
	s.plate(cx, cy, R, pc, sp)
	s.take(cx, cy, R)
	cr := R * 0.8
	style := s.r.intn(3)
	if _, sat, v := hsv(s.p.main()); style == 2 && (sat < 0.45 || v < 0.45) {
		style = s.r.intn(2) // glazed fruit only suits fruity colours
	}
	// a slice is missing
	a := s.r.in(0, 2*math.Pi)
	span := 0.75
	wx1, wy1 := cx+math.Cos(a)*cr*1.6, cy+math.Sin(a)*cr*1.6
	wx2, wy2 := cx+math.Cos(a+span)*cr*1.6, cy+math.Sin(a+span)*cr*1.6
	var cake shape = newBlob(s.r, cx, cy, cr, 0.01)
	if style == 2 {
		cake = fluted{cx, cy, cr, 28}
	}
	cake = minus{cake, newPoly(cx, cy, wx1, wy1, wx2, wy2)}
	s.c.drop(cake, 14)
	s.cakeTop(cake, cx, cy, cr, style)
	// The cut walls shade the gap where the slice was.
	s.c.fill(both{newPoly(cx, cy, wx1, wy1, wx2, wy2), circle{cx, cy, cr}}, func(x, y, d float64) (rgb, float64) {
		return black, 0.08 * smoothstep(-20*u, 0, d)
	})
	if style == 0 {
		cream := mix(s.p.main(), white, 0.35)
		if s.p.main().lum() < 0.5 {
			cream = s.p.light()
		}
		s.rosettes(cx, cy, cr*0.86, cr*0.085, cream)
		berries := s.p.accent()
		if !isRedish(berries) {
			berries = []rgb{hexRGB(0xc0304a), hexRGB(0x3d4a80), hexRGB(0xd8452f)}[s.r.intn(3)]
		}
		for i := 0; i < 7; i++ {
			ba := s.r.in(0, 2*math.Pi)
			br := cr * 0.4 * math.Sqrt(s.r.f())
			bx, by := cx+math.Cos(ba)*br, cy+math.Sin(ba)*br
			if (newPoly(cx, cy, wx1, wy1, wx2, wy2)).dist(bx, by) < 30*u {
				continue
			}
			s.berry(bx, by, cr*s.r.in(0.07, 0.09), berries, false)
		}
		s.garnish(cx, cy, cr*0.35, 3, false, false)
	}
	// the slice on a side plate
	sx := cx + R*1.35
	sy := cy + R*0.45
	if sx > s.w-R*0.3 {
		sx = s.w - R*0.3
	}
	sr := R * 0.58
	pc2, sp2 := s.plateColour(s.p.main())
	s.plate(sx, sy, sr, pc2, sp2)
	s.take(sx, sy, sr)
	s.layeredSlice(sx, sy, sr*1.15, sr*0.55, s.r.in(-0.4, 0.4))
	s.crumbs(sx+sr*0.3, sy+sr*0.45, sr*0.2, 6, s.p.at(1), 5*u)
	s.cutlery(sx+sr*0.62, sy+sr*0.05, sr*1.6, -math.Pi/2+s.r.in(-0.15, 0.15), 0)
	s.tableDressing(5)
}

// fluted is a tart tin's scalloped edge.
type fluted struct {
	cx, cy, r float64
	n         float64
}

func (f fluted) dist(x, y float64) float64 {
	dx, dy := x-f.cx, y-f.cy
	a := math.Atan2(dy, dx)
	return hypot(dx, dy) - f.r*(1+0.025*math.Cos(a*f.n))
}
func (f fluted) box() (float64, float64, float64, float64) {
	r := f.r * 1.03
	return f.cx - r, f.cy - r, f.cx + r, f.cy + r
}

// board draws a wooden chopping board (rectangular with a handle, or
// round) and returns its outline. hidden, if not nil, is an area that the
// caller will cover completely; it is left unpainted to save time.
func (s *scene) board(cx, cy, hw, hh, angle float64, round bool, hidden shape) shape {
	u := s.u
	var sh shape
	f := newFrame(cx, cy, angle)
	if round {
		sh = circle{cx, cy, hw}
	} else {
		body := newRRect(cx, cy, hw, hh, 28*u, angle)
		hx, hy := f.world(hw+hh*0.28, 0)
		handle := newRRect(hx, hy, hh*0.4, hh*0.22, hh*0.2, angle)
		ox, oy := f.world(hw+hh*0.4, 0) // the hanging hole
		sh = minus{union{body, handle}, circle{ox, oy, hh * 0.07}}
	}
	s.c.drop(sh, 8)
	tones := []rgb{hexRGB(0xc99a66), hexRGB(0xb07a48), hexRGB(0xd8b283), hexRGB(0x8e5d3b)}
	base := tones[s.r.intn(len(tones))]
	if s.t == lightOak {
		base = tones[1+2*s.r.intn(2)] // contrast with the table
	}
	n1 := newNoise1(s.r)
	n2 := newNoise1(s.r)
	visible := sh
	if hidden != nil {
		visible = minus{sh, hidden}
	}
	s.c.fillEdge(visible, func(x, y, d float64) (rgb, float64) {
		if hidden != nil {
			d = sh.dist(x, y)
		}
		lu, lv := f.local(x, y)
		g := lv/(4*u) + n2.at(lu/(90*u)+500)*16 + n2.at(lu/(35*u)+lv/(250*u))*5
		t := n1.at(g)
		k := 0.93 + 0.14*t*t + (n1.at(g*0.1+300)-0.5)*0.12
		// rounded edge: lit on the light side
		if d > -6*u {
			e := clamp01(1 + d/(6*u))
			nx, ny := (x-cx)/max(hw, 1), (y-cy)/max(hh, 1)
			k += e * 0.15 * (nx*lx + ny*ly) / max(hypot(nx, ny), 0.3)
			k -= 0.25 * clamp01(1+d/(1.5*u))
		}
		return base.shade(k), 1
	}, 6*u)
	return sh
}

// loaf draws a scored bread loaf dusted with flour.
func (s *scene) loaf(cx, cy, rx, ry, angle float64, style int) {
	u := s.u
	crust := s.p.main()
	crumb := s.p.light()
	var sh shape
	switch style {
	case 1:
		sh = newBlob(s.r, cx, cy, rx*0.8, 0.03)
		ry = rx * 0.8
		rx = ry
	default:
		sh = newEllipse(cx, cy, rx, ry, angle)
	}
	s.c.drop(sh, 26)
	seed := s.nextSeed()
	f := newFrame(cx, cy, angle)
	s.c.fill(sh, func(x, y, d float64) (rgb, float64) {
		nx, ny := (x-cx)/rx, (y-cy)/ry
		dl := -(nx*lx + ny*ly)
		e := clamp01(1 + d/(min(rx, ry)*0.45))
		k := 1 + 0.22*dl - 0.2*e*e
		k += (vnoise(x/(10*u), y/(10*u), seed) - 0.5) * 0.08
		c := crust.toast(0.3*e + 0.15*vnoise(x/(70*u), y/(70*u), seed+1))
		// flour dust on the top
		fl := smoothstep(0.5, 0.8, vnoise(x/(50*u), y/(50*u), seed+2)) * (1 - e)
		fl *= 0.6 + 0.4*vnoise(x/(3*u), y/(3*u), seed+3)
		c = mix(c, hexRGB(0xf4efe6), fl*0.6)
		return c.shade(k), 1
	})
	// scoring
	switch style {
	case 1: // a cross on the round loaf
		for _, a := range []float64{angle, angle + math.Pi/2} {
			s.score(cx, cy, rx*0.8, rx*0.09, a, crumb, crust)
		}
	default:
		n := 3 + s.r.intn(2)
		for i := 0; i < n; i++ {
			t := (float64(i)+0.5)/float64(n)*2 - 1
			px, py := f.world(t*rx*0.72, s.r.in(-0.05, 0.05)*ry)
			s.score(px, py, ry*0.75, ry*0.14, angle+math.Pi/2+0.55, crumb, crust)
		}
	}
}

// score is one baker's cut: an opened ear showing pale crumb with a dark
// shaded lip, the detail that makes a brown ellipse read as bread.
func (s *scene) score(cx, cy, halfLen, halfW, angle float64, crumb, crust rgb) {
	lf := newLeaf(cx, cy, halfLen, halfW, angle)
	seed := s.nextSeed()
	u := s.u
	s.c.fill(lf, func(x, y, d float64) (rgb, float64) {
		_, v := lf.local(x, y)
		t := v / halfW // -1..1 across
		c := mix(crumb, crust, 0.25).shade(1.05 + (vnoise(x/(5*u), y/(5*u), seed)-0.5)*0.2)
		if t < -0.45 {
			c = crust.toast(0.5).shade(0.7) // shaded lip
		}
		c = c.shade(1 - 0.25*clamp01(1+d/(2*u)))
		return c, 1
	})
}

// breadSlice is a cut slice: crust ring and holey crumb.
func (s *scene) breadSlice(cx, cy, r, angle float64) {
	u := s.u
	sh := newBlob(s.r, cx, cy, r, 0.08)
	s.c.drop(sh, 3)
	crumb := s.p.light()
	crust := s.p.main().toast(0.2)
	seed := s.nextSeed()
	s.c.fill(sh, func(x, y, d float64) (rgb, float64) {
		if -d < r*0.07 {
			return crust.shade(0.9 + 0.1*clamp01(-d/(r*0.07))), 1
		}
		n := vnoise(x/(7*u), y/(7*u), seed)
		k := 1.0
		if n > 0.72 {
			k = 0.8 // holes
		}
		k += (vnoise(x/(2.5*u), y/(2.5*u), seed+1) - 0.5) * 0.12
		return crumb.shade(k), 1
	})
}

func drawBreadScene(s *scene) {
	u := s.u
	cx, cy := s.center()
	bw := s.w * 0.36
	bh := s.h * 0.34
	ang := s.r.in(-0.12, 0.12)
	s.board(cx, cy, bw, bh, ang, false, nil)
	s.take(cx, cy, min(bw, bh)*1.1)
	s.take(cx-bw*0.6, cy, bh)
	s.take(cx+bw*0.6, cy, bh)
	style := s.r.intn(3)
	lx0, ly0 := cx-bw*0.12, cy-bh*0.05
	if style == 2 {
		s.braid(lx0, ly0, bw*0.6, bh*0.45, ang+s.r.in(-0.15, 0.15))
	} else {
		s.loaf(lx0, ly0, bw*0.55, bh*0.5, ang+s.r.in(-0.2, 0.2), style)
	}
	// slices leaning at the end of the board
	for i := 0; i < 2; i++ {
		s.breadSlice(cx+bw*0.62+float64(i)*bw*0.07, cy+bh*0.25+float64(i)*bh*0.12, bh*0.33, ang)
	}
	s.specks(cx, cy, min(bw, bh)*0.95, 90, hexRGB(0xf5f1e8), 2.2*u, 0.7)
	s.specks(cx+bw*0.5, cy+bh*0.6, bh*0.3, 25, s.p.light(), 3*u, 0.9)
	s.cutlery(cx-bw*0.1, cy+bh*0.83, bw*0.9, math.Pi+s.r.in(-0.08, 0.08), 1)
	s.tableDressing(5)
}

// braid is a plaited loaf: alternating strands along an axis.
func (s *scene) braid(cx, cy, hl, hw, angle float64) {
	u := s.u
	f := newFrame(cx, cy, angle)
	all := newEllipse(cx, cy, hl*0.95, hw*0.75, angle)
	s.c.drop(all, 22)
	n := 7
	crust := s.p.main()
	s.c.fill(all, solid(crust.toast(0.45), 1))
	for i := 0; i < n; i++ {
		t := (float64(i)+0.5)/float64(n)*2 - 1
		w := hw * (1 - 0.45*t*t)
		side := 1.0
		if i%2 == 1 {
			side = -1
		}
		px, py := f.world(t*hl*0.9, side*w*0.18)
		lf := newLeaf(px, py, w*0.85, hl/float64(n)*1.6, angle+math.Pi/2+side*0.5)
		s.c.shadow(lf, 3*u, 4*u, 6*u, 0.35)
		l := s.look(crust, px, py, w*0.8)
		l.toast = 0.4
		l.rimW = w * 0.3
		l.spec = 0.3
		l.dome = 0.3
		s.c.fill(lf, l.paint())
	}
	s.specks(cx, cy, hw*0.9, 60, s.p.light(), 2.2*u, 0.9)
}
