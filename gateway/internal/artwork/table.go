package artwork

import "math"

// table is the surface every scene is photographed on.
type table int

const (
	lightOak table = iota
	darkWalnut
	whiteMarble
	slate
	linen
)

// dark reports whether the surface is dark, so that scenes can pick
// contrasting crockery.
func (t table) dark() bool { return t == darkWalnut || t == slate }

// drawTable fills the whole canvas with the table texture.
func drawTable(c *canvas, t table, r *rng) {
	switch t {
	case lightOak:
		drawWood(c, r, hexRGB(0xd6b58d), hexRGB(0xb88d62), hexRGB(0xe6caa3))
	case darkWalnut:
		drawWood(c, r, hexRGB(0x5a3a27), hexRGB(0x3b2418), hexRGB(0x74503a))
	case whiteMarble:
		drawMarble(c, r)
	case slate:
		drawSlate(c, r)
	default:
		drawLinen(c, r)
	}
}

// drawWood lays horizontal planks with warped grain lines, pores, seams
// and a per-plank tone so it reads as a real tabletop.
func drawWood(c *canvas, r *rng, base, dark, light rgb) {
	u := c.u
	seed := r.u32()
	n1 := newNoise1(r)
	n2 := newNoise1(r)
	warp := newField(c.w, c.h, 6, func(x, y float64) float64 {
		return fbm(x/(420*u), y/(90*u), 3, seed)
	})
	plankH := r.in(190, 260) * u
	off := r.in(0, plankH)
	type plank struct{ tone, shift, joint float64 }
	planks := make([]plank, int(float64(c.h)/plankH)+3)
	for i := range planks {
		planks[i] = plank{r.in(-0.07, 0.07), r.in(0, 300), r.in(-0.2, 1.2) * float64(c.w)}
	}
	grainF := 1 / (5.5 * u)
	// The grain colour depends only on the warped coordinate g, so it is
	// tabulated once: per pixel the texture is one table lookup.
	const perUnit = 16
	gMax := float64(c.h)*grainF + 40 + 300 + 2
	prof := make([]float32, int(gMax*perUnit)+2)
	for i := range prof {
		g := float64(i) / perUnit
		lines := n1.at(g)
		t := lines*lines*0.7 + n2.at(g*0.12)*0.45 + n1.at(g*3.1+500)*0.15
		prof[i] = float32(t)
	}
	// mix(mix(light, dark, t), base, 0.35) as one linear function of t
	c0 := mix(light, base, 0.35)
	c1 := mix(dark, base, 0.35)
	dc := rgb{c1.r - c0.r, c1.g - c0.g, c1.b - c0.b}
	seam := max(1.3*u, 0.9)
	poreW := 1 / (22 * u)
	parallel(0, c.h, c.w*c.h, func(a, b int) {
		wrow := make([]float64, c.w)
		for y := a; y < b; y++ {
			fy := float64(y) + 0.5
			pv := (fy + off) / plankH
			pi := int(pv)
			pl := planks[pi%len(planks)]
			inPlank := (pv - float64(pi)) * plankH // distance from the plank's top edge
			// Seams between planks, with a lit bevel on the upper side.
			rowK := 1 + pl.tone
			if e := min(inPlank, plankH-inPlank); e < seam*2.5 {
				if inPlank < plankH/2 {
					rowK *= 1 + 0.06*smoothstep(seam*2.5, seam*0.3, e)
				}
				if e < seam {
					rowK *= 0.55 + 0.45*e/seam
				}
			}
			g0 := fy*grainF + pl.shift
			warp.row(fy, wrow)
			row := c.pix[y*c.w*3 : (y+1)*c.w*3]
			for x := 0; x < c.w; x++ {
				w := wrow[x]
				g := (g0 + w*38) * perUnit
				gi := int(g)
				gt := g - float64(gi)
				t := float64(prof[gi]) + float64(prof[gi+1]-prof[gi])*gt
				k := rowK + (w-0.5)*0.12
				// Pores: short dark dashes along the grain.
				gl := int32(g * (1.3 / perUnit))
				if hash2(int32(float64(x)*poreW+float64(gl)*0.37), gl, seed) > 4187593113 { // 0.975 of the range
					k *= 0.94
				}
				if jd := math.Abs(float64(x) + 0.5 - pl.joint); jd < seam {
					k *= 0.6 + 0.4*jd/seam
				}
				i := x * 3
				row[i] = float32((c0.r + dc.r*t) * k)
				row[i+1] = float32((c0.g + dc.g*t) * k)
				row[i+2] = float32((c0.b + dc.b*t) * k)
			}
		}
	})
}

// drawMarble paints white marble with warped grey veins. The vein phases
// are smooth, so they are precomputed on a coarse grid; only the sharp
// vein profile is evaluated per pixel.
func drawMarble(c *canvas, r *rng) {
	u := c.u
	seed := r.u32()
	ang := r.in(0.3, 1.2)
	ca, sa := math.Cos(ang), math.Sin(ang)
	f1 := r.in(1.0, 1.6) / (220 * u)
	f2 := r.in(2.0, 2.8) / (220 * u)
	w1f := newField(c.w, c.h, 6, func(x, y float64) float64 {
		return fbm(x/(380*u), y/(380*u), 4, seed)
	})
	w2f := newField(c.w, c.h, 6, func(x, y float64) float64 {
		return fbm(x/(160*u), y/(160*u), 3, seed+77)
	})
	base := hexRGB(0xefedea)
	vein := hexRGB(0x8f8c8c)
	warm := hexRGB(0xe4ddd3)
	parallel(0, c.h, c.w*c.h, func(a, b int) {
		r1 := make([]float64, c.w)
		rw := make([]float64, c.w)
		// Phases are in half-turns, so |sin| becomes a parabola per unit.
		k1, k2 := f1/math.Pi, f2/math.Pi
		for y := a; y < b; y++ {
			fy := float64(y) + 0.5
			w1f.row(fy, r1)
			w2f.row(fy, rw)
			row := c.pix[y*c.w*3 : (y+1)*c.w*3]
			for x := 0; x < c.w; x++ {
				p := (float64(x)+0.5)*ca + fy*sa
				w1, w2 := r1[x], rw[x]
				ph1 := p*k1 + (w1*4.5+w2*1.2)/math.Pi
				ph2 := p*k2*0.8 - fy*k2*0.4 + (w1*3+w2*2.5)/math.Pi
				t1 := ph1 - math.Floor(ph1)
				s1 := 1 - 4*t1*(1-t1) // 1 - |sin|
				s1 *= s1
				s1 *= s1
				s1 *= s1
				s1 *= s1 // ^16: thin veins
				t2 := ph2 - math.Floor(ph2)
				s2 := 1 - 4*t2*(1-t2)
				s2 *= s2
				s2 *= s2
				s2 *= s2
				col := mix(base, warm, clamp01((w2-0.35)*1.6)*0.6)
				col = mix(col, vein, s1*0.55+s2*0.22)
				n := (float64(hash2(int32(x), int32(y), seed)&0xffff)/65536 - 0.5) * 0.012
				i := x * 3
				row[i] = float32(col.r + n)
				row[i+1] = float32(col.g + n)
				row[i+2] = float32(col.b + n)
			}
		}
	})
}

// drawSlate paints dark layered stone with mottling and fine grain.
func drawSlate(c *canvas, r *rng) {
	u := c.u
	seed := r.u32()
	n1 := newNoise1(r)
	mott := newField(c.w, c.h, 6, func(x, y float64) float64 {
		return fbm(x/(260*u), y/(200*u), 4, seed)
	})
	base := hexRGB(0x3d4348)
	parallel(0, c.h, c.w*c.h, func(a, b int) {
		mrow := make([]float64, c.w)
		for y := a; y < b; y++ {
			fy := float64(y) + 0.5
			mott.row(fy, mrow)
			sy := fy / (2.5 * u)
			row := c.pix[y*c.w*3 : (y+1)*c.w*3]
			for x := 0; x < c.w; x++ {
				m := mrow[x]
				streak := n1.at(sy+m*30) - 0.5
				n := float64(hash2(int32(x), int32(y), seed)&0xffff)/65536 - 0.5
				k := 1 + (m-0.5)*0.35 + streak*0.07 + n*0.07
				i := x * 3
				row[i] = float32(base.r * k)
				row[i+1] = float32(base.g * k)
				row[i+2] = float32(base.b * (k + 0.02))
			}
		}
	})
}

// drawLinen paints a woven tablecloth with uneven threads and soft folds.
func drawLinen(c *canvas, r *rng) {
	u := c.u
	seed := r.u32()
	tones := []rgb{hexRGB(0xe9e1d3), hexRGB(0xe3ddd2), hexRGB(0xdcd3c3)}
	base := tones[r.intn(len(tones))]
	// Folds and soft creases vary slowly: evaluate them on a coarse grid.
	folds := newField(c.w, c.h, 6, func(x, y float64) float64 {
		f := fbm(x/(520*u), y/(300*u), 3, seed)
		return (f-0.5)*0.1 + math.Sin((x*0.5+y)*0.004/u+f*9)*0.035
	})
	period := max(3.4*u, 2.2)
	amp := 0.05 * smoothstep(2.2, 3.5, 3.4*u+1)
	// Per-thread tones, looked up instead of hashed per pixel.
	colTone := make([]float64, int(float64(c.w)/period)+2)
	for i := range colTone {
		colTone[i] = (hashf(int32(i), 0, seed+1) - 0.5) * 0.035
	}
	parallel(0, c.h, c.w*c.h, func(a, b int) {
		frow := make([]float64, c.w)
		for y := a; y < b; y++ {
			fy := float64(y) + 0.5
			folds.row(fy, frow)
			ty := int(fy / period)
			rowTone := (hashf(0, int32(ty), seed) - 0.5) * 0.05
			slub := hashf(int32(ty), 7, seed) > 0.985
			py := fy/period - float64(ty)
			wvRow := 4 * py * (1 - py) // thread profile, a cheap stand-in for sin
			row := c.pix[y*c.w*3 : (y+1)*c.w*3]
			for x := 0; x < c.w; x++ {
				fx := float64(x) + 0.5
				tx := int(fx / period)
				wv := wvRow
				if (tx+ty)&1 == 1 {
					px := fx/period - float64(tx)
					wv = 4 * px * (1 - px)
				}
				k := 1 + (wv-0.6)*amp + rowTone + colTone[tx] + frow[x]
				if slub && hashf(int32(fx/(30*u)), int32(ty), seed+3) > 0.6 {
					k -= 0.04
				}
				k += (float64(hash2(int32(x), int32(y), seed+9)&0xffff)/65536 - 0.5) * 0.02
				i := x * 3
				row[i] = float32(base.r * k)
				row[i+1] = float32(base.g * k)
				row[i+2] = float32(base.b * k)
			}
		}
	})
}
