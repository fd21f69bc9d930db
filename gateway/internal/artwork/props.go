package artwork

import "math"

// look is a configurable paint for food and objects: dome shading from
// the light, a darker (or toasted) rim, surface texture and a specular
// highlight. Most food in the scenes is one shape plus one look.
type look struct {
	col       rgb
	cx, cy, r float64 // reference circle for the dome shading
	dome      float64 // strength of light/dark across the dome
	rim       float64 // darkening towards the edge
	rimW      float64 // width of the rim band in pixels
	toast     float64 // browning towards the edge
	tex       float64 // texture amplitude
	texS      float64 // texture feature size in pixels
	spec      float64 // specular highlight strength
	bevel     float64 // light/dark along the edge, like a rounded cut edge
	alpha     float64
	seed      uint32
}

func (s *scene) look(col rgb, cx, cy, r float64) look {
	return look{col: col, cx: cx, cy: cy, r: r, dome: 0.22, rim: 0.18, rimW: r * 0.35,
		tex: 0.04, texS: 9 * s.u, spec: 0.18, alpha: 1, seed: s.nextSeed()}
}

func (l look) paint() paint {
	inv := 1 / l.r
	texInv := 1 / max(l.texS, 0.5)
	return func(x, y, d float64) (rgb, float64) {
		nx, ny := (x-l.cx)*inv, (y-l.cy)*inv
		lit := -(nx*lx + ny*ly)
		k := 1 + l.dome*lit
		e := 0.0
		if l.rimW > 0 {
			e = clamp01(1 + d/l.rimW)
			e *= e
		}
		k -= l.rim * e
		if l.bevel > 0 {
			if ln := hypot(nx, ny); ln > 1e-6 {
				k += l.bevel * e * lit / ln
			}
		}
		if l.tex > 0 {
			k += (vnoise(x*texInv, y*texInv, l.seed) - 0.5) * 2 * l.tex
		}
		c := l.col
		if l.toast > 0 {
			c = c.toast(l.toast * e)
		}
		c = c.shade(k)
		if l.spec > 0 {
			hx, hy := nx+0.38, ny+0.42
			g := hx*hx + hy*hy
			if g < 0.25 {
				c = mix(c, white, l.spec*(1-g*4)*(1-g*4))
			}
		}
		return c, l.alpha
	}
}

// speck returns the coverage (0..1) of round glaze speckles: each grid
// cell of the given size holds a dot with probability density, placed so
// that it never crosses its cell, so one hash per pixel suffices.
func speck(x, y, cell float64, seed uint32, density float64) float64 {
	gx, gy := x/cell, y/cell
	ix, iy := math.Floor(gx), math.Floor(gy)
	h := hash2(int32(ix), int32(iy), seed)
	if float64(h&0xffff)/65536 >= density {
		return 0
	}
	cx := ix + 0.3 + 0.4*float64(h>>16&0xff)/255
	cy := iy + 0.3 + 0.4*float64(h>>24)/255
	r := 0.12 + 0.14*float64(h>>20&0xf)/15
	d := (hypot(gx-cx, gy-cy) - r) * cell // pixels
	return clamp01(0.5 - d)
}

// innerShadow darkens the part of clip not lit through the opening lit,
// e.g. the crescent of shade a bowl's rim casts onto the soup.
func (c *canvas) innerShadow(clip, lit shape, blur, strength float64) {
	c.fill(clip, func(x, y, d float64) (rgb, float64) {
		t := smoothstep(-blur, blur, lit.dist(x, y))
		return black, strength * t
	})
}

// plateColours are glazes that flatter food: white, cream, speckled
// stoneware, sage and charcoal.
func (s *scene) plateColour(content rgb) (rgb, bool) {
	opts := []struct {
		c       rgb
		speckle bool
	}{
		{hexRGB(0xf6f4ef), false},
		{hexRGB(0xf1eadd), false},
		{hexRGB(0xe9e3d8), true},
		{hexRGB(0xd9ddd4), true},
		{hexRGB(0x2f3133), true},
		{hexRGB(0xc9d3d8), false},
	}
	for try := 0; ; try++ {
		o := opts[s.r.intn(len(opts))]
		// Keep contrast with the food and the table.
		if math.Abs(o.c.lum()-content.lum()) < 0.25 && try < 6 {
			continue
		}
		if s.t.dark() && o.c.lum() < 0.3 && try < 6 {
			continue
		}
		return o.c, o.speckle
	}
}

// plate draws a round plate with a raised rim and returns the radius of
// its flat well, where food goes.
func (s *scene) plate(cx, cy, R float64, col rgb, speckle bool) float64 {
	c := s.c
	u := s.u
	sh := circle{cx, cy, R}
	c.drop(sh, 9)
	well := R * 0.68
	slope := R * 0.09
	seed := s.nextSeed()
	c.fillEdge(sh, func(x, y, d float64) (rgb, float64) {
		dx, dy := x-cx, y-cy
		r := hypot(dx, dy) + 1e-9
		nx, ny := dx/r, dy/r
		dl := nx*lx + ny*ly // >0 on the lit side
		k := 1.0
		// rolled lip
		lip := clamp01(1 + d/(R*0.05))
		k += 0.16 * dl * lip
		// the step from the rim down into the well
		if r > well-slope && r < well+slope {
			p := (r - (well - slope)) / (2 * slope)
			k -= 0.11 * dl * math.Sin(p*math.Pi)
		}
		if r < well {
			k -= 0.035
		}
		// broad glaze reflection on the rim
		if r > well {
			k += 0.06 * smoothstep(0.55, 0.98, dl) * smoothstep(well, well+slope*2, r)
		}
		k -= 0.25 * clamp01(1+d/(1.6*u))
		out := col.shade(k)
		if speckle {
			if sp := speck(x, y, 5*u, seed, 0.03); sp > 0 {
				out = mix(out, out.shade(0.55+0.3*col.lum()), sp)
			}
		}
		return out, 1
	}, R*0.05+2*u)
	return well
}

// bowlColour picks a bowl glaze that contrasts with the content.
func (s *scene) bowlColour(content rgb) rgb {
	opts := []rgb{hexRGB(0xf5f2ea), hexRGB(0xefe6d6), hexRGB(0x2d3a45), hexRGB(0xb7c4b0),
		hexRGB(0xc8775a), hexRGB(0x3b3a38), hexRGB(0xe8e2d6)}
	for try := 0; ; try++ {
		o := opts[s.r.intn(len(opts))]
		if try < 8 && math.Abs(o.lum()-content.lum()) < 0.22 {
			continue
		}
		if try < 8 && s.t.dark() && o.lum() < 0.3 {
			continue
		}
		return o
	}
}

// bowl draws a deep bowl seen from above and returns the radius of the
// content's surface. The rim casts a crescent shadow inside via
// shadeInside, which callers run after filling the content.
func (s *scene) bowl(cx, cy, R float64, col rgb) float64 {
	c := s.c
	u := s.u
	c.drop(circle{cx, cy, R}, 22)
	rimIn := R * 0.9
	surf := R * 0.8
	seed := s.nextSeed()
	speckled := s.r.f() < 0.5 && col.lum() > 0.5
	c.fillEdge(circle{cx, cy, R}, func(x, y, d float64) (rgb, float64) {
		dx, dy := x-cx, y-cy
		r := hypot(dx, dy) + 1e-9
		nx, ny := dx/r, dy/r
		dl := nx*lx + ny*ly
		k := 1.0
		if r >= rimIn {
			// the rounded rim
			p := (r - rimIn) / (R - rimIn)
			k += 0.2 * dl * (2*p - 1)
			k += 0.1 * math.Sin(p*math.Pi)
			k -= 0.3 * clamp01(1+d/(1.5*u))
		} else {
			// inner wall: lit on the far side from the light
			p := (rimIn - r) / (rimIn - surf)
			k += -0.32*dl*(0.6+0.4*p) - 0.12*p
		}
		out := col.shade(k)
		if speckled {
			if sp := speck(x, y, 5*u, seed, 0.03); sp > 0 {
				out = mix(out, out.shade(0.6), sp)
			}
		}
		return out, 1
	}, 2*u)
	return surf
}

// bowlShade adds the rim's crescent shadow over the bowl's content.
func (s *scene) bowlShade(cx, cy, R float64) {
	surf := R * 0.8
	off := R * 0.12
	s.c.innerShadow(circle{cx, cy, R * 0.9}, circle{cx - lx*off, cy - ly*off, surf}, R*0.1, 0.38)
}

// herbLeaf draws a single herb leaf with a midrib and one half in shade,
// the cheapest trick that makes a green ellipse read as a leaf.
func (s *scene) herbLeaf(x, y, length, angle float64, col rgb, width float64, shadow bool) {
	hl := length / 2
	lf := newLeaf(x, y, hl, hl*width, angle)
	if shadow {
		s.c.shadow(lf, 1.5*s.u, 2.2*s.u, 2.5*s.u, 0.35)
	}
	rib := max(0.6, 0.06*hl*width)
	tone := 1 + s.r.in(-0.08, 0.08)
	col = col.shade(tone)
	s.c.fill(lf, func(px, py, d float64) (rgb, float64) {
		uu, vv := lf.local(px, py)
		t := uu / hl // -1 stem .. 1 tip
		k := 1.0
		if vv > 0 {
			k = 0.84
		}
		k += 0.08 * t
		if math.Abs(vv) < rib*(1-math.Abs(t)) {
			k = 1.18
		}
		// veins: faint lighter chevrons
		vein := math.Sin((uu-math.Abs(vv)*1.2)/(hl*0.16)) * 0.04
		k += vein
		k -= 0.15 * clamp01(1+d/(1.2*s.u))
		return col.shade(k), 1
	})
}

// sprig is a stem with pairs of leaves (parsley, mint, thyme-like).
func (s *scene) sprig(x, y, length, angle float64, col rgb, leafLen float64) {
	u := s.u
	ex, ey := x+length*math.Cos(angle), y+length*math.Sin(angle)
	stem := capsule{x, y, ex, ey, 1.6 * u, 0.9 * u}
	s.c.shadow(stem, 1.5*u, 2*u, 2*u, 0.3)
	s.c.solid(stem, col.shade(0.85), 1)
	n := int(length/(leafLen*0.9)) + 1
	for i := 0; i < n; i++ {
		t := 0.25 + 0.75*float64(i)/float64(n)
		px, py := x+(ex-x)*t, y+(ey-y)*t
		sc := 1 - 0.4*t
		for _, side := range []float64{-1, 1} {
			a := angle + side*s.r.in(0.6, 1.0)
			l := leafLen * sc * s.r.in(0.8, 1.1)
			s.herbLeaf(px+math.Cos(a)*l*0.45, py+math.Sin(a)*l*0.45, l, a, col, 0.55, true)
		}
	}
	s.herbLeaf(ex, ey, leafLen*0.8, angle, col, 0.55, true)
}

// specks sprinkles tiny dots (pepper, grated cheese, flour, seeds) over a
// round area with density falling off towards the edge.
func (s *scene) specks(cx, cy, rad float64, n int, col rgb, size, alpha float64) {
	for i := 0; i < n; i++ {
		a := s.r.in(0, 2*math.Pi)
		rr := rad * math.Sqrt(s.r.f())
		x, y := cx+rr*math.Cos(a), cy+rr*math.Sin(a)
		sz := size * s.r.in(0.6, 1.3)
		var sh shape
		if s.r.f() < 0.5 {
			sh = circle{x, y, sz}
		} else {
			sh = newEllipse(x, y, sz*1.4, sz*0.8, s.r.in(0, math.Pi))
		}
		s.c.solid(sh, col.shade(s.r.in(0.85, 1.15)), alpha)
	}
}

// crumbs scatters small irregular pieces with tiny shadows.
func (s *scene) crumbs(cx, cy, rad float64, n int, col rgb, size float64) {
	for i := 0; i < n; i++ {
		a := s.r.in(0, 2*math.Pi)
		rr := rad * math.Sqrt(s.r.f())
		x, y := cx+rr*math.Cos(a), cy+rr*math.Sin(a)
		sz := size * s.r.in(0.4, 1.2)
		b := newBlob(s.r, x, y, sz, 0.25)
		s.c.shadow(b, 0.6*sz, 0.8*sz, 0.6*sz+s.u, 0.3)
		l := s.look(col.shade(s.r.in(0.85, 1.1)), x, y, sz)
		l.tex = 0
		l.spec = 0
		s.c.fill(b, l.paint())
	}
}

// berry is a glossy round fruit (blueberry, cherry tomato, grape, olive).
func (s *scene) berry(x, y, r float64, col rgb, calyx bool) {
	c := circle{x, y, r}
	s.c.drop(c, r/s.u*0.25)
	l := s.look(col, x, y, r)
	l.dome = 0.3
	l.rim = 0.25
	l.spec = 0.55
	l.tex = 0.02
	s.c.fill(c, l.paint())
	if calyx {
		g := hexRGB(0x3f6e2c)
		a0 := s.r.in(0, 2*math.Pi)
		for i := 0; i < 5; i++ {
			a := a0 + float64(i)*2*math.Pi/5
			s.herbLeaf(x+math.Cos(a)*r*0.18, y+math.Sin(a)*r*0.18, r*0.5, a, g, 0.35, false)
		}
	}
}

// citrus draws a top-down slice of a citrus fruit: rind, pith, segments.
func (s *scene) citrus(x, y, r float64, flesh rgb, alpha float64) {
	u := s.u
	if alpha >= 1 {
		s.c.drop(circle{x, y, r}, 3)
	}
	rind := flesh.sat(1.3).shade(0.9)
	if flesh.lum() > 0.75 {
		rind = flesh.sat(1.6).shade(0.85)
	}
	pith := mix(flesh, white, 0.75)
	segs := 8 + s.r.intn(4)
	a0 := s.r.in(0, 2*math.Pi)
	seed := s.nextSeed()
	s.c.fill(circle{x, y, r}, func(px, py, d float64) (rgb, float64) {
		dx, dy := px-x, py-y
		rr := hypot(dx, dy)
		t := rr / r
		if t > 0.9 {
			return rind.shade(1 - 0.2*clamp01(1+d/(1.5*u))), alpha
		}
		if t > 0.8 {
			return pith, alpha
		}
		a := math.Atan2(dy, dx) - a0
		seg := a / (2 * math.Pi) * float64(segs)
		f := seg - math.Floor(seg)
		// membranes between segments and in the centre
		mem := min(f, 1-f) * rr * 2 * math.Pi / float64(segs)
		if mem < 1.6*u || t < 0.1 {
			return pith, alpha
		}
		k := 0.92 + 0.16*vnoise(px/(3*u), py/(3*u), seed) + 0.1*(t-0.4)
		// juice vesicles
		k += 0.06 * math.Sin(rr/(4*u)+f*4)
		return flesh.shade(k), alpha
	})
}

// napkin lays a folded cloth under the hero object, a staple of food
// styling that breaks up the table and adds a second colour.
func (s *scene) napkin(cx, cy, hw, hh, angle float64) {
	u := s.u
	opts := []rgb{hexRGB(0xf3efe7), hexRGB(0xd9cdb8), hexRGB(0xa9b79c), hexRGB(0x9fb2c2), hexRGB(0xc98d72), hexRGB(0xe4d9c4)}
	col := opts[s.r.intn(len(opts))]
	stripe := s.r.f() < 0.5
	sc := hexRGB(0xb8503f)
	if s.r.f() < 0.5 {
		sc = hexRGB(0x44617a)
	}
	rr := newRRect(cx, cy, hw, hh, 4*u, angle)
	s.c.drop(rr, 1.5)
	seed := s.nextSeed()
	period := max(3*u, 2)
	fold := s.r.in(-0.3, 0.3) * hw
	s.c.fill(rr, func(x, y, d float64) (rgb, float64) {
		lu, lv := rr.local(x, y)
		k := 1.0
		// weave
		k += 0.035 * math.Sin(lu/period*math.Pi) * math.Sin(lv/period*math.Pi)
		k += (vnoise(lu/(60*u), lv/(60*u), seed) - 0.5) * 0.08
		// a pressed fold
		fd := lu - fold
		if math.Abs(fd) < 10*u {
			k += 0.06 * (fd / (10 * u))
		}
		// hem
		if -d < 9*u && -d > 6*u {
			k -= 0.05
		}
		out := col
		if stripe {
			e := hh - math.Abs(lv)
			if (e > 22*u && e < 30*u) || (e > 36*u && e < 40*u) {
				out = sc
			}
		}
		return out.shade(k), 1
	})
}

// cutlery lays a fork, knife or spoon at an angle; 0 fork, 1 knife,
// 2 spoon.
func (s *scene) cutlery(x, y, length, angle float64, kind int) {
	u := s.u
	f := newFrame(x, y, angle)
	metal := hexRGB(0xc9ccd0)
	if s.r.f() < 0.3 {
		metal = hexRGB(0xc8a45e) // brass
	}
	hl := length / 2
	handle := rrectAt(f, -hl*0.45, 0, hl*0.55, 11*u, 10*u)
	var head shape
	switch kind {
	case 0: // fork
		neck := rrectAt(f, hl*0.2, 0, hl*0.2, 7*u, 6*u)
		body := rrectAt(f, hl*0.52, 0, hl*0.16, 20*u, 12*u)
		tines := union{}
		for i := -1.5; i <= 1.5; i++ {
			ax, ay := f.world(hl*0.6, i*11.5*u)
			bx, by := f.world(hl*1.0, i*11.5*u)
			tines = append(tines, capsule{ax, ay, bx, by, 3.6 * u, 3 * u})
		}
		head = union{neck, body, tines}
	case 1: // knife: a blade with a straight back and a curved edge
		var pts []float64
		for i := 0; i <= 8; i++ {
			t := float64(i) / 8
			pts = append(pts, 0, 0)
			pts[len(pts)-2], pts[len(pts)-1] = f.world(hl*(0.1+0.9*t), -13*u)
		}
		for i := 8; i >= 0; i-- {
			t := float64(i) / 8
			w := 13*u - 26*u*math.Pow(t, 3)
			px, py := f.world(hl*(0.1+0.9*t), w)
			pts = append(pts, px, py)
		}
		head = grown{newPoly(pts...), 1.5 * u}
		handle = rrectAt(f, -hl*0.45, 0, hl*0.55, 13*u, 12*u)
	default: // spoon
		neck := rrectAt(f, hl*0.2, 0, hl*0.25, 6.5*u, 6*u)
		ex, ey := f.world(hl*0.7, 0)
		head = union{neck, newEllipse(ex, ey, hl*0.32, 30*u, angle)}
	}
	all := union{handle, head}
	s.c.drop(all, 4)
	shine := func(px, py, d float64, c rgb) (rgb, float64) {
		_, lv := f.local(px, py)
		k := 1 + 0.12*math.Sin(lv/(14*u)) - 0.3*clamp01(1+d/(2*u))
		k += 0.25 * smoothstep(-4*u, 0, -math.Abs(lv+4*u))
		return c.shade(k), 1
	}
	if kind == 1 {
		wood := []rgb{hexRGB(0x3a2a20), hexRGB(0x6b4429), hexRGB(0x2a2a2c)}[s.r.intn(3)]
		s.c.fill(head, func(px, py, d float64) (rgb, float64) { return shine(px, py, d, metal) })
		s.c.fill(handle, func(px, py, d float64) (rgb, float64) {
			c, a := shine(px, py, d, wood)
			lu, lv := f.local(px, py)
			for _, r := range []float64{-0.15, -0.5, -0.85} {
				if hypot(lu-r*hl, lv) < 3.5*u {
					c = metal.shade(0.9) // rivets
				}
			}
			return c, a
		})
		return
	}
	s.c.fill(all, func(px, py, d float64) (rgb, float64) { return shine(px, py, d, metal) })
}

func rrectAt(f frame, lu, lv, hw, hh, r float64) rrect {
	x, y := f.world(lu, lv)
	return newRRect(x, y, hw, hh, r, math.Atan2(f.s, f.c))
}

// ramekin is a small bowl filled with one ingredient (seeds, grains,
// sauce); flat-lays and side dishes are built from them.
func (s *scene) ramekin(x, y, R float64, fill rgb, grainy bool) {
	bc := s.bowlColour(fill)
	surf := s.bowl(x, y, R, bc)
	s.content(x, y, surf, fill, grainy)
	s.bowlShade(x, y, R)
}

// content fills a round surface with food: either smooth (sauce, soup,
// yoghurt) or grainy (rice, lentils, seeds, oats).
func (s *scene) content(x, y, r float64, col rgb, grainy bool) {
	s.contentIn(circle{x, y, r}, x, y, r, col, grainy)
}

// contentIn is content for any outline; (x,y,r) is the reference circle
// for shading.
func (s *scene) contentIn(sh shape, x, y, r float64, col rgb, grainy bool) {
	u := s.u
	seed := s.nextSeed()
	if !grainy {
		l := s.look(col, x, y, r)
		l.dome = 0.08
		l.rim = 0.12
		l.rimW = r * 0.2
		l.tex = 0.035
		l.texS = 14 * u
		l.spec = 0.12
		s.c.fill(sh, l.paint())
		return
	}
	g := max(8*u, 2)
	inv := 1 / g
	s.c.fill(sh, func(px, py, d float64) (rgb, float64) {
		// Worley-style cells, each an elongated grain at its own angle.
		gx, gy := px*inv, py*inv
		ix, iy := int32(math.Floor(gx)), int32(math.Floor(gy))
		best, second := 9.0, 9.0
		var tone float64
		for j := int32(-1); j <= 1; j++ {
			for i := int32(-1); i <= 1; i++ {
				h := hash2(ix+i, iy+j, seed)
				cx := float64(ix+i) + 0.15 + 0.7*float64(h&0xff)/255
				cy := float64(iy+j) + 0.15 + 0.7*float64(h>>8&0xff)/255
				gr := grads[h>>16&15]
				dx, dy := gx-cx, gy-cy
				a := dx*gr[0] + dy*gr[1]
				b := -dx*gr[1] + dy*gr[0]
				dd := a*a*0.5 + b*b*2.2
				if dd < best {
					second = best
					best = dd
					tone = float64(h>>24) / 255
				} else if dd < second {
					second = dd
				}
			}
		}
		// bright grain bodies, darker gaps where two grains meet
		gap := clamp01((second - best) * 2.5)
		k := 0.8 + 0.3*gap - 0.25*best + (tone-0.5)*0.12
		k -= 0.15 * clamp01(1+d/(r*0.15))
		k += 0.12 * -(((px-x)*lx + (py-y)*ly) / r)
		return col.shade(k), 1
	})
}
