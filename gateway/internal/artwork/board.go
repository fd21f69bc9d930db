package artwork

import "math"

// cookie draws a round cookie with a cracked, golden surface and chips.
func (s *scene) cookie(x, y, r float64, dough, chip rgb) {
	u := s.u
	b := newBlob(s.r, x, y, r, 0.06)
	s.c.drop(b, 4)
	seed := s.nextSeed()
	s.c.fill(b, func(px, py, d float64) (rgb, float64) {
		e := clamp01(1 + d/(r*0.3))
		c := dough.toast(0.35 * e)
		n := vnoise(px/(r*0.18), py/(r*0.18), seed)
		k := 1.02 + (n-0.5)*0.25
		// cracks where the noise crosses its middle
		if math.Abs(n-0.5) < 0.025 {
			k -= 0.18
		}
		k += 0.12 * -((px-x)*lx + (py-y)*ly) / r * -1
		k -= 0.15 * clamp01(1+d/(2*u))
		return c.shade(k), 1
	})
	for i := 0; i < 5+s.r.intn(4); i++ {
		a := s.r.in(0, 2*math.Pi)
		rr := r * 0.75 * math.Sqrt(s.r.f())
		cx, cy := x+rr*math.Cos(a), y+rr*math.Sin(a)
		cb := newBlob(s.r, cx, cy, r*s.r.in(0.09, 0.14), 0.3)
		l := s.look(chip, cx, cy, r*0.12)
		l.spec = 0.3
		s.c.fill(cb, l.paint())
	}
}

// crostino is a slice of toasted bread with a topping.
func (s *scene) crostino(x, y, r, angle float64, topping, garnish rgb) {
	u := s.u
	toast := hexRGB(0xd9a866)
	sh := newRRect(x, y, r*1.25, r*0.85, r*0.45, angle)
	s.c.drop(sh, 5)
	l := s.look(toast, x, y, r)
	l.toast = 0.5
	l.rimW = r * 0.25
	l.tex = 0.1
	l.texS = 3 * u
	l.spec = 0
	s.c.fill(sh, l.paint())
	switch s.r.intn(3) {
	case 0: // overlapping slices
		for i := -1; i <= 1; i++ {
			f := newFrame(x, y, angle)
			px, py := f.world(float64(i)*r*0.55, s.r.in(-0.1, 0.1)*r)
			s.slice(px, py, r*0.5, topping)
		}
	case 1: // diced, with a glossy dressing
		for i := 0; i < 7; i++ {
			px, py := x+s.r.in(-0.75, 0.75)*r, y+s.r.in(-0.45, 0.45)*r
			sh := newRRect(px, py, r*0.17, r*0.15, r*0.06, s.r.in(0, 3))
			s.c.shadow(sh, 1.2*u, 1.8*u, 2*u, 0.35)
			l := s.look(topping, px, py, r*0.18)
			l.spec, l.bevel = 0.4, 0.2
			s.c.fill(sh, l.paint())
		}
	default: // a spread with a swirl
		tb := newBlob(s.r, x, y, r*0.8, 0.15)
		s.c.shadow(tb, 1.5*u, 2.5*u, 3*u, 0.3)
		tl := s.look(topping, x, y, r*0.8)
		tl.spec, tl.tex, tl.texS = 0.2, 0.1, 3*u
		s.c.fill(tb, tl.paint())
	}
	s.herbLeaf(x+s.r.in(-0.3, 0.3)*r, y+s.r.in(-0.3, 0.3)*r, r*0.6, s.r.in(0, 6.3), garnish, 0.5, true)
}

// stick is a vegetable stick, grissini or pretzel stick.
func (s *scene) stick(x0, y0, x1, y1, w float64, col rgb) {
	u := s.u
	c := capsule{x0, y0, x1, y1, w, w * 0.85}
	s.c.drop(c, 4)
	ang := math.Atan2(y1-y0, x1-x0)
	f := newFrame(x0, y0, ang)
	seed := s.nextSeed()
	s.c.fill(c, func(px, py, d float64) (rgb, float64) {
		lu, lv := f.local(px, py)
		k := 1.08 - 0.35*(lv/w)*(lv/w) - 0.12*(lv/w)
		k += (vnoise(lu/(14*u), lv/(3*u), seed) - 0.5) * 0.12
		return col.shade(k), 1
	})
}

func drawBoardScene(s *scene) {
	u := s.u
	cx, cy := s.center()
	hw := min(s.w*0.4, s.h*0.62)
	hh := s.h * 0.34
	ang := s.r.in(-0.1, 0.1)
	s.board(cx-hw*0.08, cy, hw, hh, ang, false, nil)
	s.take(cx, cy, hh*1.1)
	s.take(cx-hw*0.6, cy, hh)
	s.take(cx+hw*0.6, cy, hh)
	f := newFrame(cx-hw*0.08, cy, ang)
	main := s.p.main()
	others := s.p.others()
	r := hh * 0.3
	if s.r.f() < 0.5 {
		// cookies
		chip := s.p.c[0].toast(0.8)
		for _, c := range s.p.c {
			if c.lum() < 0.3 {
				chip = c
			}
		}
		pts := [][2]float64{{-0.65, -0.42}, {-0.1, -0.48}, {0.45, -0.4}, {-0.45, 0.38}, {0.08, 0.32}, {0.6, 0.42}}
		for _, p := range pts {
			x, y := f.world(p[0]*hw+s.r.in(-0.05, 0.05)*hw, p[1]*hh+s.r.in(-0.06, 0.06)*hh)
			s.cookie(x, y, r*s.r.in(0.9, 1.05), main, chip)
		}
		s.crumbs(cx, cy, hh*0.9, 14, main.toast(0.2), 5*u)
	} else {
		// finger food: crostini in two rows, a dip at one end and a
		// row of small fruit between the rows
		side := s.r.sign() // which end the dip sits at
		cols := 3 + s.r.intn(2)
		span := 1.15 // board width used by the crostini, in hw
		x0 := -side*0.22 - span/2
		for row := -1.0; row <= 1; row += 2 {
			for i := 0; i < cols; i++ {
				t := (float64(i) + 0.5) / float64(cols)
				lu := (x0+span*t)*hw + s.r.in(-0.03, 0.03)*hw
				lv := row*0.47*hh + s.r.in(-0.05, 0.05)*hh
				x, y := f.world(lu, lv)
				top := main
				if (i+int(row+1))%2 == 1 {
					top = others[(i+int(row+1))%len(others)]
				}
				s.crostino(x, y, r*0.8*3/float64(cols)*0.95+r*0.1, ang+s.r.in(-0.3, 0.3), top, s.p.herb())
			}
		}
		x, y := f.world(side*0.58*hw, s.r.in(-0.1, 0.1)*hh)
		s.ramekin(x, y, hh*0.36, others[0], false)
		n := 3 + s.r.intn(3)
		for i := 0; i < n; i++ {
			bx, by := f.world((x0+span*0.5)*hw+(float64(i)-float64(n-1)/2)*r*0.5, s.r.in(-0.1, 0.1)*r)
			s.berry(bx, by, r*0.24, s.p.accent(), isRedish(s.p.accent()))
		}
	}
	s.tableDressing(5)
}

func drawJarScene(s *scene) {
	u := s.u
	cx, cy := s.center()
	R := s.heroR(0.2)
	// a platter under everything
	pc, sp := s.plateColour(s.p.main())
	s.plate(cx, cy, R*2.15, pc, sp)
	s.take(cx, cy, R*2.2)
	// dippers arranged loosely around the dip
	cols := s.p.others()
	n := 12
	a0 := s.r.in(0, 2*math.Pi)
	for i := 0; i < n; i++ {
		a := a0 + float64(i)*2*math.Pi/float64(n) + s.r.in(-0.12, 0.12)
		col := cols[i%len(cols)]
		if i%3 == 2 {
			// a cracker
			x, y := cx+math.Cos(a)*R*1.5, cy+math.Sin(a)*R*1.5
			cr := newRRect(x, y, R*0.3, R*0.3, R*0.07, a+s.r.in(-0.4, 0.4))
			s.c.drop(cr, 4)
			l := s.look(hexRGB(0xe3b877), x, y, R*0.35)
			l.toast, l.rimW, l.texS, l.spec = 0.45, R*0.08, 3*u, 0
			p := l.paint()
			s.c.fill(cr, func(px, py, d float64) (rgb, float64) {
				c, al := p(px, py, d)
				lu, lv := cr.local(px, py)
				g := R * 0.12
				hx := lu - g*math.Round(lu/g)
				hy := lv - g*math.Round(lv/g)
				if hx*hx+hy*hy < (2.2*u)*(2.2*u) && -d > R*0.05 {
					c = c.toast(0.5)
				}
				return c, al
			})
			continue
		}
		tilt := s.r.in(-0.35, 0.35)
		r0 := R * s.r.in(0.95, 1.15)
		l := R * s.r.in(0.7, 1.0)
		x0, y0 := cx+math.Cos(a)*r0, cy+math.Sin(a)*r0
		x1, y1 := x0+math.Cos(a+tilt)*l, y0+math.Sin(a+tilt)*l
		s.stick(x0, y0, x1, y1, R*s.r.in(0.08, 0.1), col)
	}
	// the jar
	jr := R
	s.c.drop(circle{cx, cy, jr}, 18)
	glass := hexRGB(0xdfe8e6)
	s.c.fill(circle{cx, cy, jr}, solid(glass, 0.35))
	dip := s.p.main()
	dr := jr * 0.86
	seed := s.nextSeed()
	s.c.fill(circle{cx, cy, dr}, func(x, y, d float64) (rgb, float64) {
		dx, dy := x-cx, y-cy
		r := hypot(dx, dy)
		a := math.Atan2(dy, dx)
		// a spooned swirl: a groove following a spiral
		g := math.Cos(r/(dr*0.16) - a)
		k := 1 + 0.08*g - 0.1*((dx*lx+dy*ly)/dr)*-1
		k += (vnoise(x/(6*u), y/(6*u), seed) - 0.5) * 0.06
		k -= 0.25 * clamp01(1+d/(dr*0.1))
		return dip.shade(k), 1
	})
	// olive oil in the groove and a dusting of spice
	oil := hexRGB(0xd8b23a)
	for i := 0; i < 5; i++ {
		a := s.r.in(0, 2*math.Pi)
		rr := dr * s.r.in(0.05, 0.45)
		b := newBlob(s.r, cx+rr*math.Cos(a), cy+rr*math.Sin(a), dr*s.r.in(0.06, 0.14), 0.3)
		s.c.fill(b, func(x, y, d float64) (rgb, float64) {
			return oil.shade(1.1 - 0.3*clamp01(-d/(dr*0.1))), 0.55
		})
	}
	s.specks(cx, cy, dr*0.6, 60, s.p.accent(), 2.2*u, 0.85)
	s.garnish(cx, cy, dr*0.4, 3, false, false)
	// glass rim
	s.c.fill(ring{circle{cx, cy, jr * 0.93}, jr * 0.07}, func(x, y, d float64) (rgb, float64) {
		dl := ((x-cx)*lx + (y-cy)*ly) / jr
		return white, 0.35 + 0.4*smoothstep(0.4, 0.95, dl) + 0.2*clamp01(1+d/(2*u))
	})
	s.c.fill(ring{circle{cx, cy, jr}, 1.2 * u}, solid(black, 0.25))
	s.tableDressing(5)
}

// cup is a coffee or tea cup on a saucer.
func (s *scene) cup(x, y, r float64, drink rgb) {
	pc, _ := s.plateColour(drink)
	s.plate(x, y, r*1.55, pc, false)
	ha := s.r.in(-0.6, 0.6)
	hx, hy := x+math.Cos(ha)*r*1.1, y+math.Sin(ha)*r*1.1
	handle := newRRect(hx, hy, r*0.3, r*0.13, r*0.12, ha)
	s.c.drop(union{circle{x, y, r}, handle}, 14)
	s.c.fill(handle, s.look(pc, hx, hy, r*0.3).paint())
	surf := s.bowl(x, y, r, pc)
	l := s.look(drink, x, y, surf)
	l.dome, l.spec = 0.05, 0.1
	crema := mix(drink, hexRGB(0xd9a066), 0.6)
	p := l.paint()
	s.c.fill(circle{x, y, surf}, func(px, py, d float64) (rgb, float64) {
		c, a := p(px, py, d)
		return mix(c, crema, 0.7*clamp01(1+d/(surf*0.3))), a
	})
	s.bowlShade(x, y, r)
}

func drawFlatlayScene(s *scene) {
	// lay things out on a loose grid so they fill the frame evenly
	cols, rows := 3, 2
	if s.w/s.h > 1.6 {
		cols = 4
	}
	if s.h > s.w*1.2 {
		cols, rows = 2, 3
	}
	cw, ch := s.w/float64(cols), s.h/float64(rows)
	type cell struct{ x, y float64 }
	var cells []cell
	for j := 0; j < rows; j++ {
		for i := 0; i < cols; i++ {
			off := 0.0
			if j%2 == 1 {
				off = cw * 0.25
			}
			cells = append(cells, cell{(float64(i)+0.5)*cw + off + s.r.in(-0.1, 0.1)*cw, (float64(j)+0.5)*ch + s.r.in(-0.1, 0.1)*ch})
		}
	}
	for i := len(cells) - 1; i > 0; i-- {
		j := s.r.intn(i + 1)
		cells[i], cells[j] = cells[j], cells[i]
	}
	// The hero goes into the cell nearest the middle.
	best := 0
	for i, c := range cells {
		if hypot(c.x-s.w/2, c.y-s.h/2) < hypot(cells[best].x-s.w/2, cells[best].y-s.h/2) {
			best = i
		}
	}
	cells[0], cells[best] = cells[best], cells[0]
	size := min(cw, ch) * 0.42
	if s.r.f() < 0.5 {
		c := cells[s.r.intn(len(cells))]
		s.napkin(c.x+size*0.4, c.y+size*0.3, size*1.4, size*1.0, s.r.in(-0.5, 0.5))
	}
	for k, c := range cells {
		col := s.p.main()
		if k%2 == 1 {
			col = s.p.at(1 + k/2)
		}
		s.take(c.x, c.y, size*1.1)
		if k == 0 {
			// the hero: a big bowl of the dish's own colour
			s.bowlOf(c.x, c.y, size*1.25, col)
			continue
		}
		switch kind := (k + int(s.seed%5)) % 6; kind {
		case 0:
			s.ramekin(c.x, c.y, size, col, s.r.f() < 0.5)
		case 1:
			if isCitrus(col) {
				s.citrus(c.x-size*0.3, c.y, size*0.55, col, 1)
				s.citrus(c.x+size*0.45, c.y+size*0.3, size*0.5, col, 1)
			} else {
				for i := 0; i < 5; i++ {
					s.berry(c.x+s.r.in(-0.5, 0.5)*size, c.y+s.r.in(-0.5, 0.5)*size, size*0.25, col, isRedish(col))
				}
			}
		case 2:
			pc, sp := s.plateColour(col)
			w := s.plate(c.x, c.y, size*1.2, pc, sp)
			s.pieces(c.x, c.y, w, []rgb{col, s.p.at(k + 1)}, 14, w*0.22)
		case 3:
			if col.lum() < 0.45 {
				s.cup(c.x, c.y, size*0.6, col)
			} else {
				s.bowlOf(c.x, c.y, size, col)
			}
		case 4:
			a := s.r.in(0, 2*math.Pi)
			s.sprig(c.x-math.Cos(a)*size, c.y-math.Sin(a)*size, size*2, a, s.p.herb(), size*0.32)
			s.herbLeaf(c.x+size*0.5, c.y+size*0.4, size*0.4, s.r.in(0, 6), s.p.herb(), 0.5, true)
		default:
			if _, sat, v := hsv(col); sat > 0.35 && v > 0.5 {
				s.veg(c.x, c.y, size*0.8, col)
			} else {
				s.cup(c.x, c.y, size*0.6, col)
			}
		}
	}
	s.tableDressing(8)
}

// bowlOf is a bowl heaped with pieces of one ingredient.
func (s *scene) bowlOf(x, y, R float64, col rgb) {
	bc := s.bowlColour(col)
	surf := s.bowl(x, y, R, bc)
	s.content(x, y, surf, col.shade(0.8), false)
	_, sat, _ := hsv(col)
	switch {
	case isGreen(col):
		// a heap of salad leaves
		for i := 0; i < 22; i++ {
			a := s.r.in(0, 2*math.Pi)
			rr := surf * 0.75 * math.Sqrt(s.r.f())
			s.herbLeaf(x+rr*math.Cos(a), y+rr*math.Sin(a), surf*s.r.in(0.45, 0.65), s.r.in(0, 2*math.Pi), col, 0.6, true)
		}
	case sat > 0.4 && col.lum() < 0.75:
		// whole small fruit: cherry tomatoes, berries, olives, apricots
		n, fr := 12, surf*0.25
		if isCitrus(col) {
			n, fr = 6, surf*0.34
		}
		for i := 0; i < n; i++ {
			rr := surf * 0.72 * math.Sqrt((float64(i)+0.5)/float64(n))
			a := float64(i)*2.39996 + s.r.in(-0.2, 0.2)
			s.berry(x+rr*math.Cos(a), y+rr*math.Sin(a), fr*s.r.in(0.9, 1.05), col, isRedish(col))
		}
	case col.lum() > 0.72:
		// pale ingredients (flour, oats, rice, sugar) read best as grains
		s.content(x, y, surf, col, true)
	default:
		s.pieces(x, y, surf, []rgb{col}, 16, surf*0.22)
	}
	s.bowlShade(x, y, R)
}

// veg is a whole vegetable or fruit: a big glossy round with a stalk.
func (s *scene) veg(x, y, r float64, col rgb) {
	u := s.u
	b := newBlob(s.r, x, y, r, 0.08)
	s.c.drop(b, r/u*0.3)
	l := s.look(col, x, y, r)
	l.dome = 0.35
	l.spec = 0.45
	l.rim = 0.3
	seed := s.nextSeed()
	p := l.paint()
	s.c.fill(b, func(px, py, d float64) (rgb, float64) {
		c, a := p(px, py, d)
		// faint ribs like a squash or pepper
		dx, dy := px-x, py-y
		an := math.Atan2(dy, dx)
		k := 1 - 0.06*math.Abs(math.Sin(an*4)) + (vnoise(px/(8*u), py/(8*u), seed)-0.5)*0.05
		return c.shade(k), a
	})
	stalk := hexRGB(0x5b6b33)
	a := s.r.in(0, 2*math.Pi)
	s.c.fill(capsule{x, y, x + math.Cos(a)*r*0.25, y + math.Sin(a)*r*0.25, r * 0.08, r * 0.06}, s.look(stalk, x, y, r*0.2).paint())
}
