package artwork

import (
	"image"
	"image/color"
	"math"
	"runtime"
	"sync"
)

// rgb is a colour with float channels in [0,1] (sRGB-encoded). Float
// channels let many translucent layers stack without banding.
type rgb struct{ r, g, b float64 }

func fromRGBA(c color.RGBA) rgb {
	return rgb{float64(c.R) / 255, float64(c.G) / 255, float64(c.B) / 255}
}

func mix(a, b rgb, t float64) rgb {
	return rgb{a.r + (b.r-a.r)*t, a.g + (b.g-a.g)*t, a.b + (b.b-a.b)*t}
}

func (c rgb) mul(k float64) rgb { return rgb{c.r * k, c.g * k, c.b * k} }

// shade darkens for k<1 and lifts towards white for k>1, which keeps bright
// food colours from clipping into flat white.
func (c rgb) shade(k float64) rgb {
	if k <= 1 {
		return c.mul(k)
	}
	return mix(c, white, clamp01(k-1))
}

func (c rgb) lum() float64 { return 0.299*c.r + 0.587*c.g + 0.114*c.b }

// sat scales the saturation around the colour's own luminance.
func (c rgb) sat(k float64) rgb {
	l := c.lum()
	return rgb{l + (c.r-l)*k, l + (c.g-l)*k, l + (c.b-l)*k}.clamp()
}

func (c rgb) clamp() rgb { return rgb{clamp01(c.r), clamp01(c.g), clamp01(c.b)} }

// toast mixes towards a caramel brown: the colour food turns where it browns.
func (c rgb) toast(t float64) rgb { return mix(c, rgb{0.42, 0.22, 0.09}.mul(0.6+0.4*c.lum()), t) }

func hexRGB(v uint32) rgb {
	return rgb{float64(v>>16&255) / 255, float64(v>>8&255) / 255, float64(v&255) / 255}
}

var (
	white = rgb{1, 1, 1}
	black = rgb{0, 0, 0}
)

func clamp01(v float64) float64 {
	if v < 0 {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}

func smoothstep(e0, e1, x float64) float64 {
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

// Light comes from the upper left; (lx,ly) points towards the light.
const (
	lx = -0.6
	ly = -0.8
)

// paint returns the colour and opacity of a shape at a pixel; d is the
// signed distance to the shape's edge (negative inside). Paints must be pure
// functions because big shapes are filled by several goroutines.
type paint func(x, y, d float64) (rgb, float64)

func solid(c rgb, a float64) paint {
	return func(x, y, d float64) (rgb, float64) { return c, a }
}

// canvas is a float RGB frame buffer. u is the drawing unit: one thousandth
// of the shorter image side, so compositions scale with the output size.
type canvas struct {
	w, h int
	u    float64
	pix  []float32
}

// bufPool recycles float frame buffers between renders: a 1600x1200
// buffer is 23 MB, and allocating (and collecting) one per picture costs
// more than drawing some of the scenes. The table texture overwrites every
// pixel, so a recycled buffer needs no clearing.
var bufPool sync.Pool

func newCanvas(w, h int) *canvas {
	n := w * h * 3
	var pix []float32
	if p, ok := bufPool.Get().(*[]float32); ok && cap(*p) >= n {
		pix = (*p)[:n]
	} else {
		pix = make([]float32, n)
	}
	return &canvas{w: w, h: h, u: float64(min(w, h)) / 1000, pix: pix}
}

// release hands the frame buffer back for the next render.
func (c *canvas) release() {
	p := c.pix
	c.pix = nil
	bufPool.Put(&p)
}

// parallel splits rows [y0,y1) across the CPUs when the job is big enough
// to pay for the goroutines.
func parallel(y0, y1, work int, fn func(a, b int)) {
	n := runtime.GOMAXPROCS(0)
	rows := y1 - y0
	if n < 2 || work < 60000 || rows < 8 {
		fn(y0, y1)
		return
	}
	if n > rows/4 {
		n = rows / 4
	}
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		a := y0 + rows*i/n
		b := y0 + rows*(i+1)/n
		wg.Add(1)
		go func() {
			defer wg.Done()
			fn(a, b)
		}()
	}
	wg.Wait()
}

func (c *canvas) clip(x0, y0, x1, y1 float64) (int, int, int, int, bool) {
	ix0 := int(math.Floor(x0)) - 1
	iy0 := int(math.Floor(y0)) - 1
	ix1 := int(math.Ceil(x1)) + 1
	iy1 := int(math.Ceil(y1)) + 1
	ix0, iy0 = max(ix0, 0), max(iy0, 0)
	ix1, iy1 = min(ix1, c.w), min(iy1, c.h)
	return ix0, iy0, ix1, iy1, ix0 < ix1 && iy0 < iy1
}

// skipK scales a distance into a safe number of pixels to jump over.
// Some distance functions (wobbly blobs, ellipses) are approximations that
// can overestimate, so only half the distance is trusted.
const skipK = 0.5

// fill paints a shape with anti-aliased edges: coverage comes from the
// signed distance, so curves stay smooth without supersampling.
func (c *canvas) fill(s shape, p paint) { c.fillEdge(s, p, math.Inf(1)) }

// fillEdge is fill for paints that only look at d within edge pixels of
// the outline. Deeper inside, the distance function is not evaluated for
// every pixel: the paint gets d = -edge-0.5 instead, which saves most of
// the work on big plates, boards and pizzas.
func (c *canvas) fillEdge(s shape, p paint, edge float64) {
	bx0, by0, bx1, by1 := s.box()
	x0, y0, x1, y1, ok := c.clip(bx0, by0, bx1, by1)
	if !ok {
		return
	}
	parallel(y0, y1, (x1-x0)*(y1-y0), func(a, b int) {
		for y := a; y < b; y++ {
			fy := float64(y) + 0.5
			row := c.pix[y*c.w*3 : (y+1)*c.w*3]
			for x := x0; x < x1; {
				fx := float64(x) + 0.5
				d := s.dist(fx, fy)
				if d >= 0.5 {
					// Far outside: the distance bounds how far we can jump.
					x += max(1, int((d-0.5)*skipK))
					continue
				}
				if d < -edge-1 {
					deep := -edge - 0.5
					n := max(1, int((-d-edge-0.5)*skipK))
					for end := min(x+n, x1); x < end; x++ {
						col, al := p(float64(x)+0.5, fy, deep)
						if al > 1 {
							al = 1
						}
						if al > 0 {
							i := x * 3
							row[i] += float32((col.r - float64(row[i])) * al)
							row[i+1] += float32((col.g - float64(row[i+1])) * al)
							row[i+2] += float32((col.b - float64(row[i+2])) * al)
						}
					}
					continue
				}
				cov := 0.5 - d
				if cov > 1 {
					cov = 1
				}
				col, al := p(fx, fy, d)
				al *= cov
				if al > 1 {
					al = 1
				}
				if al > 0 {
					i := x * 3
					row[i] += float32((col.r - float64(row[i])) * al)
					row[i+1] += float32((col.g - float64(row[i+1])) * al)
					row[i+2] += float32((col.b - float64(row[i+2])) * al)
				}
				x++
			}
		}
	})
}

func (c *canvas) solid(s shape, col rgb, a float64) { c.fill(s, solid(col, a)) }

// shadow darkens the table under a shape, offset away from the light and
// blurred by blur pixels. The distance field makes soft shadows as cheap as
// sharp ones.
func (c *canvas) shadow(s shape, dx, dy, blur, strength float64) {
	bx0, by0, bx1, by1 := s.box()
	x0, y0, x1, y1, ok := c.clip(bx0+dx-blur, by0+dy-blur, bx1+dx+blur, by1+dy+blur)
	if !ok {
		return
	}
	// A soft penumbra changes slowly, so its distance is sampled every
	// few pixels and interpolated in between.
	step := 1
	if blur > 12 {
		step = int(blur / 6)
	}
	inv := 1 / (2 * blur)
	darken := func(row []float32, x int, d float64) {
		t := clamp01((blur - d) * inv)
		k := strength * t * t * (3 - 2*t)
		i := x * 3
		// Slightly cool shadows read as daylight.
		row[i] *= float32(1 - k*1.02)
		row[i+1] *= float32(1 - k)
		row[i+2] *= float32(1 - k*0.93)
	}
	parallel(y0, y1, (x1-x0)*(y1-y0)/step, func(a, b int) {
		for y := a; y < b; y++ {
			fy := float64(y) + 0.5 - dy
			row := c.pix[y*c.w*3 : (y+1)*c.w*3]
			for x := x0; x < x1; {
				d := s.dist(float64(x)+0.5-dx, fy)
				if d >= blur {
					x += max(1, int((d-blur)*skipK))
					continue
				}
				if d <= -blur {
					// Deep inside: full shadow for as far as the distance allows.
					k := strength
					kr, kg, kb := float32(1-k*1.02), float32(1-k), float32(1-k*0.93)
					for end := min(x+max(1, int((-blur-d)*skipK)), x1); x < end; x++ {
						i := x * 3
						row[i] *= kr
						row[i+1] *= kg
						row[i+2] *= kb
					}
					continue
				}
				if step == 1 {
					darken(row, x, d)
					x++
					continue
				}
				xe := min(x+step, x1)
				d2 := s.dist(float64(xe)+0.5-dx, fy)
				dd := (d2 - d) / float64(step)
				for j := x; j < xe; j++ {
					darken(row, j, d+dd*float64(j-x))
				}
				x = xe
			}
		}
	})
}

// drop casts the usual pair of shadows for an object resting on the table:
// a tight contact shadow and a broad soft one. h is how high the object
// stands, in drawing units.
func (c *canvas) drop(s shape, h float64) {
	u := c.u
	c.shadow(s, 0.25*h*u, 0.35*h*u, (2+0.3*h)*u, 0.35)
	c.shadow(s, 0.9*h*u, 1.3*h*u, (6+1.6*h)*u, 0.28)
}

// image converts the float buffer into 8-bit RGBA, adding a soft vignette,
// a gentle light fall-off from the upper left and fine grain, which together
// make the flat shapes read like a photograph of a table.
func (c *canvas) image(seed uint32) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, c.w, c.h))
	w, h := float64(c.w), float64(c.h)
	diag := hypot(w, h) / 2
	// The vignette is built from per-column terms so the per-pixel work is
	// a few multiplications.
	dx2 := make([]float64, c.w)
	lin := make([]float64, c.w)
	for x := range dx2 {
		dx := (float64(x) + 0.5 - w*0.46) / diag
		dx2[x] = dx * dx
		lin[x] = 0.10 * (float64(x) + 0.5) / w * 0.55
	}
	parallel(0, c.h, c.w*c.h, func(a, b int) {
		for y := a; y < b; y++ {
			fy := float64(y) + 0.5
			dy := (fy - h*0.44) / diag
			dy2 := dy * dy
			rowLin := 1.05 - 0.10*fy/h*0.45
			src := c.pix[y*c.w*3 : (y+1)*c.w*3]
			dst := img.Pix[y*img.Stride : y*img.Stride+c.w*4]
			for x := 0; x < c.w; x++ {
				r2 := dx2[x] + dy2
				v := (1 - r2*(0.16+0.30*r2)) * (rowLin - lin[x]) * 255
				n := (float64(hash2(int32(x), int32(y), seed)&0xffff)/65536 - 0.5) * (0.022 * 255)
				i := x * 3
				j := x * 4
				dst[j] = to8(float64(src[i])*v + n)
				dst[j+1] = to8(float64(src[i+1])*v + n)
				dst[j+2] = to8(float64(src[i+2])*v + n)
				dst[j+3] = 255
			}
		}
	})
	return img
}

// to8 rounds a value in 0..255 to a byte, clamping out-of-range values.
func to8(v float64) uint8 { return uint8(min(max(v+0.5, 0), 255)) }
