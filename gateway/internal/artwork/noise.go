package artwork

import (
	"hash/fnv"
	"math"
)

// rng is a small splitmix64 generator. It is written out here instead of
// using math/rand so that the pictures stay byte-for-byte identical across Go
// releases: the catalogue promises that a Spec always gives the same image.
type rng struct{ s uint64 }

func newRNG(seed string, salt string) *rng {
	h := fnv.New64a()
	h.Write([]byte(seed))
	h.Write([]byte{0})
	h.Write([]byte(salt))
	return &rng{s: h.Sum64()}
}

func (r *rng) u64() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// f returns a float in [0,1).
func (r *rng) f() float64 { return float64(r.u64()>>11) / (1 << 53) }

// rng returns a float in [a,b).
func (r *rng) in(a, b float64) float64 { return a + (b-a)*r.f() }

func (r *rng) intn(n int) int { return int(r.u64() % uint64(n)) }

func (r *rng) u32() uint32 { return uint32(r.u64() >> 32) }

// sign returns -1 or 1.
func (r *rng) sign() float64 {
	if r.u64()&1 == 0 {
		return -1
	}
	return 1
}

// hash2 mixes integer lattice coordinates into 32 random bits. It is a pure
// function so paints can call it from several goroutines.
func hash2(x, y int32, seed uint32) uint32 {
	h := uint32(x)*0x27d4eb2d ^ uint32(y)*0x165667b1 ^ seed*0x9e3779b9
	h ^= h >> 15
	h *= 0x85ebca6b
	h ^= h >> 13
	h *= 0xc2b2ae35
	h ^= h >> 16
	return h
}

func hashf(x, y int32, seed uint32) float64 { return float64(hash2(x, y, seed)) / 4294967296.0 }

// grads are 16 unit gradient directions for the gradient noise.
var grads = func() (g [16][2]float64) {
	for i := range g {
		a := float64(i) * math.Pi / 8
		g[i] = [2]float64{math.Cos(a), math.Sin(a)}
	}
	return
}()

// vnoise is smooth 2-D gradient (Perlin-style) noise mapped to about
// [0,1]. Gradient noise has no visible lattice, so thresholded patterns
// (browned cheese, charred crust, flour) come out round, not blocky.
func vnoise(x, y float64, seed uint32) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int32(fx), int32(fy)
	tx, ty := x-fx, y-fy
	u := tx * tx * tx * (tx*(tx*6-15) + 10)
	v := ty * ty * ty * (ty*(ty*6-15) + 10)
	g00 := grads[hash2(ix, iy, seed)&15]
	g10 := grads[hash2(ix+1, iy, seed)&15]
	g01 := grads[hash2(ix, iy+1, seed)&15]
	g11 := grads[hash2(ix+1, iy+1, seed)&15]
	n00 := g00[0]*tx + g00[1]*ty
	n10 := g10[0]*(tx-1) + g10[1]*ty
	n01 := g01[0]*tx + g01[1]*(ty-1)
	n11 := g11[0]*(tx-1) + g11[1]*(ty-1)
	a := n00 + (n10-n00)*u
	b := n01 + (n11-n01)*u
	return 0.5 + (a+(b-a)*v)*0.9
}

// fbm sums octaves of value noise; result is roughly in [0,1].
func fbm(x, y float64, oct int, seed uint32) float64 {
	sum, amp, norm := 0.0, 0.5, 0.0
	for i := 0; i < oct; i++ {
		sum += amp * vnoise(x, y, seed+uint32(i)*1013)
		norm += amp
		amp *= 0.5
		x = x*2.03 + 17.1
		y = y*2.03 - 9.7
	}
	return sum / norm
}

// noise1 is a periodic smooth 1-D noise table; cheap enough to evaluate
// for every pixel of the table texture.
type noise1 struct{ t [4096]float32 }

func newNoise1(r *rng) *noise1 {
	n := &noise1{}
	var raw [4096]float64
	for i := range raw {
		raw[i] = r.f()
	}
	// Smooth lightly so that neighbouring samples correlate like grain lines.
	for i := range n.t {
		s := raw[(i+4095)%4096] + 2*raw[i] + raw[(i+1)%4096]
		n.t[i] = float32(s / 4)
	}
	return n
}

func (n *noise1) at(x float64) float64 {
	fx := math.Floor(x)
	i := int(int64(fx) & 4095)
	t := x - fx
	t = t * t * (3 - 2*t)
	a := float64(n.t[i])
	b := float64(n.t[(i+1)&4095])
	return a + (b-a)*t
}

// field is a coarse 2-D grid of precomputed values that is sampled with
// bilinear interpolation. Expensive multi-octave noise for the table is
// evaluated only on the grid, which keeps a full-HD render well inside the
// time budget.
type field struct {
	gw, gh int
	step   float64
	v      []float32
}

func newField(w, h int, step float64, fn func(x, y float64) float64) *field {
	gw := int(float64(w)/step) + 3
	gh := int(float64(h)/step) + 3
	f := &field{gw: gw, gh: gh, step: step, v: make([]float32, gw*gh)}
	parallel(0, gh, gw*gh*40, func(a, b int) {
		for j := a; j < b; j++ {
			for i := 0; i < gw; i++ {
				f.v[j*gw+i] = float32(fn(float64(i)*step, float64(j)*step))
			}
		}
	})
	return f
}

func (f *field) at(x, y float64) float64 {
	gx, gy := max(x/f.step, 0), max(y/f.step, 0)
	ix, iy := min(int(gx), f.gw-2), min(int(gy), f.gh-2)
	tx, ty := gx-float64(ix), gy-float64(iy)
	i := iy*f.gw + ix
	a, b := float64(f.v[i]), float64(f.v[i+1])
	c, d := float64(f.v[i+f.gw]), float64(f.v[i+f.gw+1])
	top := a + (b-a)*tx
	bot := c + (d-c)*tx
	return top + (bot-top)*ty
}

// row fills dst with the field along pixel row y (sampled at pixel
// centres). Interpolating a whole row at once costs a couple of additions
// per pixel instead of a full bilinear lookup.
func (f *field) row(y float64, dst []float64) {
	gy := max(y/f.step, 0)
	iy := min(int(gy), f.gh-2)
	ty := gy - float64(iy)
	r0 := f.v[iy*f.gw : (iy+1)*f.gw]
	r1 := f.v[(iy+1)*f.gw : (iy+2)*f.gw]
	inv := 1 / f.step
	x := 0
	for i := 0; i < f.gw-1 && x < len(dst); i++ {
		a := float64(r0[i]) + (float64(r1[i])-float64(r0[i]))*ty
		b := float64(r0[i+1]) + (float64(r1[i+1])-float64(r0[i+1]))*ty
		// pixels whose centre falls in [i*step, (i+1)*step)
		end := min(int(float64(i+1)*f.step-0.5)+1, len(dst))
		for ; x < end; x++ {
			t := (float64(x)+0.5)*inv - float64(i)
			dst[x] = a + (b-a)*t
		}
	}
	for ; x < len(dst); x++ {
		dst[x] = float64(r0[f.gw-1]) + (float64(r1[f.gw-1])-float64(r0[f.gw-1]))*ty
	}
}

// hypot is sqrt(x²+y²) without math.Hypot's overflow guards, which cost
// a lot in per-pixel distance functions and are never needed here.
func hypot(x, y float64) float64 { return math.Sqrt(x*x + y*y) }
