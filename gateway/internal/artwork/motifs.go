package artwork

import "math"

func drawPlateScene(s *scene) {
	u := s.u
	cx, cy := s.center()
	R := s.heroR(0.36)
	if s.r.f() < 0.6 {
		a := s.r.in(-0.5, 0.5)
		s.napkin(cx-R*0.75, cy+R*0.35, R*0.75, R*0.6, a)
	}
	pc, sp := s.plateColour(s.p.main())
	well := s.plate(cx, cy, R, pc, sp)
	s.take(cx, cy, R)
	main := s.p.main()
	switch s.r.intn(5) {
	case 0: // pasta
		s.nest(cx, cy, well*0.95, main)
		s.scatterPieces(cx, cy, well*0.6, []rgb{s.p.accent()}, 9, 11*u)
		s.garnish(cx, cy, well*0.7, 5, true, true)
	case 1: // risotto, stew or salad: a mound with a few big toppings
		mound := newBlob(s.r, cx, cy, well*0.78, 0.1)
		s.c.shadow(mound, 5*u, 7*u, 12*u, 0.3)
		s.contentIn(mound, cx, cy, well*0.78, main, s.r.f() < 0.5)
		s.toppings(cx, cy, well*0.55, s.p.others(), 7, well*0.15)
		s.garnish(cx, cy, well*0.7, 6, true, false)
	case 2: // a fillet with a side
		side := s.p.others()
		s.pieces(cx-well*0.3, cy+well*0.34, well*0.55, side, 12, well*0.15)
		f := newRRect(cx+well*0.1, cy-well*0.1, well*0.66, well*0.38, well*0.28, s.r.in(-0.5, 0.5))
		s.c.drop(f, 10)
		l := s.look(main, f.cx, f.cy, well*0.6)
		l.toast = 0.35
		l.rimW = 18 * u
		fl := l.paint()
		s.c.fill(f, func(x, y, d float64) (rgb, float64) {
			c, a := fl(x, y, d)
			lu, lv := f.local(x, y)
			if math.Sin((lu+lv*0.6)/(14*u)) > 0.82 {
				c = mix(c, white, 0.25)
			}
			return c, a
		})
		s.garnish(f.cx, f.cy, well*0.4, 4, true, false)
	case 3: // a stack of pancakes, a patty or an omelette, seen from above
		r := well * 0.82
		for i := 2; i >= 0; i-- {
			o := float64(i) * 6 * u
			c := newBlob(s.r, cx+o, cy+o, r, 0.03)
			s.c.drop(c, 6)
			l := s.look(main, cx, cy, r)
			l.toast = 0.55
			l.rimW = r * 0.25
			l.tex = 0.06
			s.c.fill(c, l.paint())
		}
		s.toppings(cx, cy, r*0.55, s.p.others(), 8, well*0.15)
		s.garnish(cx, cy, r*0.5, 4, false, false)
	default: // two components side by side: rice and curry, mash and stew
		gx, gy := cx-well*0.36, cy-well*0.14
		grain := newBlob(s.r, gx, gy, well*0.56, 0.08)
		s.c.shadow(grain, 4*u, 6*u, 10*u, 0.3)
		s.contentIn(grain, gx, gy, well*0.56, s.p.light(), true)
		sx, sy := cx+well*0.26, cy+well*0.14
		sauce := newBlob(s.r, sx, sy, well*0.62, 0.1)
		s.c.shadow(sauce, 3*u, 5*u, 8*u, 0.3)
		sl := s.look(main, sx, sy, well*0.62)
		sl.dome, sl.spec, sl.texS = 0.1, 0.25, 12*u
		s.c.fill(sauce, sl.paint())
		s.pieces(sx, sy, well*0.45, []rgb{main, main.toast(0.2), s.p.accent()}, 9, well*0.12)
		s.garnish(cx, cy, well*0.6, 6, false, false)
	}
	if s.r.f() < 0.7 {
		s.cutlery(cx+R+55*u, cy+s.r.in(-30, 30)*u, 380*u, math.Pi/2+s.r.in(-0.12, 0.12), s.r.intn(3))
		s.take(cx+R+55*u, cy, 50*u)
	}
	s.tableDressing(6)
}

func drawBowlScene(s *scene) {
	u := s.u
	cx, cy := s.center()
	R := s.heroR(0.34)
	if s.r.f() < 0.5 {
		s.napkin(cx+R*0.6, cy-R*0.5, R*0.8, R*0.55, s.r.in(-0.6, 0.6))
	}
	main := s.p.main()
	bc := s.bowlColour(main)
	surf := s.bowl(cx, cy, R, bc)
	s.take(cx, cy, R)
	switch s.r.intn(3) {
	case 0: // soup with a swirl of cream and seeds
		s.content(cx, cy, surf, main, false)
		s.spiral(cx-surf*0.1, cy+surf*0.05, surf*0.5, s.p.light(), 9*u)
		s.scatterPieces(cx+surf*0.15, cy-surf*0.1, surf*0.45, []rgb{hexRGB(0xd9a55b)}, 7, 14*u)
		s.specks(cx, cy, surf*0.7, 40, s.p.accent(), 3*u, 0.9)
		s.garnish(cx+surf*0.2, cy-surf*0.2, surf*0.5, 6, false, false)
	case 1: // grain bowl: a bed of grains under overlapping heaps
		grain := s.p.light()
		s.content(cx, cy, surf, grain, true)
		// The dish's own colour gets the biggest heap.
		cols := []rgb{main}
		for _, c := range s.p.others() {
			if c != grain && len(cols) < 4 {
				cols = append(cols, c)
			}
		}
		if len(cols) < 3 {
			cols = append(cols, s.p.herb())
		}
		n := len(cols)
		a0 := s.r.in(0, 2*math.Pi)
		for i := n - 1; i >= 0; i-- {
			a := a0 + float64(i)*2*math.Pi/float64(n)
			rad := surf * 0.48
			if i == 0 {
				rad = surf * 0.6
			}
			px, py := cx+math.Cos(a)*surf*0.4, cy+math.Sin(a)*surf*0.4
			patch := newBlob(s.r, px, py, rad*0.85, 0.15)
			s.c.shadow(patch, 2*u, 3*u, 6*u, 0.3)
			s.contentIn(patch, px, py, rad, cols[i].shade(0.92), false)
			s.pieces(px, py, rad*0.95, []rgb{cols[i]}, 10, rad*0.26)
		}
		s.garnish(cx, cy, surf*0.3, 4, false, true)
	default: // salad or stew: heaped pieces
		s.content(cx, cy, surf, main.shade(0.8), false)
		cols := append([]rgb{main, main}, s.p.others()...)
		s.pieces(cx, cy, surf, cols, 34, surf*0.17)
		s.garnish(cx, cy, surf*0.8, 6, true, false)
	}
	s.bowlShade(cx, cy, R)
	if s.r.f() < 0.6 {
		s.cutlery(cx+R+60*u, cy+s.r.in(-40, 40)*u, 330*u, math.Pi/2+s.r.in(-0.2, 0.2), 2)
		s.take(cx+R+60*u, cy, 50*u)
	}
	s.tableDressing(6)
}
