package artwork

import "math"

// shape is a signed distance field with a bounding box. Distances are in
// pixels, negative inside; they drive anti-aliasing, soft shadows and
// shading, so every primitive keeps them close to Euclidean near its edge.
type shape interface {
	dist(x, y float64) float64
	box() (x0, y0, x1, y1 float64)
}

type circle struct{ cx, cy, r float64 }

func (s circle) dist(x, y float64) float64 { return hypot(x-s.cx, y-s.cy) - s.r }
func (s circle) box() (float64, float64, float64, float64) {
	return s.cx - s.r, s.cy - s.r, s.cx + s.r, s.cy + s.r
}

// frame is a rotated local coordinate system shared by oriented shapes.
type frame struct{ cx, cy, c, s float64 }

func newFrame(cx, cy, angle float64) frame {
	return frame{cx, cy, math.Cos(angle), math.Sin(angle)}
}

// local maps a canvas point into the frame (x along the angle).
func (f frame) local(x, y float64) (float64, float64) {
	dx, dy := x-f.cx, y-f.cy
	return dx*f.c + dy*f.s, -dx*f.s + dy*f.c
}

// world maps a frame point back to the canvas.
func (f frame) world(u, v float64) (float64, float64) {
	return f.cx + u*f.c - v*f.s, f.cy + u*f.s + v*f.c
}

func (f frame) rbox(hw, hh float64) (float64, float64, float64, float64) {
	ex := math.Abs(hw*f.c) + math.Abs(hh*f.s)
	ey := math.Abs(hw*f.s) + math.Abs(hh*f.c)
	return f.cx - ex, f.cy - ey, f.cx + ex, f.cy + ey
}

type ellipse struct {
	frame
	rx, ry float64
}

func newEllipse(cx, cy, rx, ry, angle float64) ellipse {
	return ellipse{newFrame(cx, cy, angle), rx, ry}
}

func (s ellipse) dist(x, y float64) float64 {
	u, v := s.local(x, y)
	k0 := hypot(u/s.rx, v/s.ry)
	k1 := hypot(u/(s.rx*s.rx), v/(s.ry*s.ry))
	if k1 == 0 {
		return -min(s.rx, s.ry)
	}
	return k0 * (k0 - 1) / k1
}
func (s ellipse) box() (float64, float64, float64, float64) { return s.rbox(s.rx, s.ry) }

// rrect is a rotated rectangle with rounded corners.
type rrect struct {
	frame
	hw, hh, r float64
}

func newRRect(cx, cy, hw, hh, r, angle float64) rrect {
	r = min(r, min(hw, hh))
	return rrect{newFrame(cx, cy, angle), hw, hh, r}
}

func (s rrect) dist(x, y float64) float64 {
	u, v := s.local(x, y)
	qx := math.Abs(u) - s.hw + s.r
	qy := math.Abs(v) - s.hh + s.r
	out := hypot(max(qx, 0), max(qy, 0))
	return out + min(max(qx, qy), 0) - s.r
}
func (s rrect) box() (float64, float64, float64, float64) { return s.rbox(s.hw, s.hh) }

// capsule is a thick line segment whose radius may taper from ra to rb;
// it draws straws, stems, handles and vegetable sticks.
type capsule struct{ ax, ay, bx, by, ra, rb float64 }

func (s capsule) dist(x, y float64) float64 {
	px, py := x-s.ax, y-s.ay
	bx, by := s.bx-s.ax, s.by-s.ay
	l2 := bx*bx + by*by
	h := 0.0
	if l2 > 0 {
		h = clamp01((px*bx + py*by) / l2)
	}
	return hypot(px-bx*h, py-by*h) - (s.ra + (s.rb-s.ra)*h)
}
func (s capsule) box() (float64, float64, float64, float64) {
	r := max(s.ra, s.rb)
	return min(s.ax, s.bx) - r, min(s.ay, s.by) - r, max(s.ax, s.bx) + r, max(s.ay, s.by) + r
}

// leaf is a vesica (pointed ellipse) along its frame's x axis: herb
// leaves, scoring cuts on bread, seeds.
type leaf struct {
	frame
	l, w   float64 // half length, half width
	rr, dd float64
}

func newLeaf(cx, cy, halfLen, halfWidth, angle float64) leaf {
	halfWidth = min(halfWidth, halfLen*0.999)
	r := (halfLen*halfLen/halfWidth + halfWidth) / 2
	return leaf{newFrame(cx, cy, angle), halfLen, halfWidth, r, r - halfWidth}
}

func (s leaf) dist(x, y float64) float64 {
	u, v := s.local(x, y)
	// Iñigo Quilez's vesica with the tips on the u axis.
	px, py := math.Abs(v), math.Abs(u)
	b := s.l
	if (py-b)*s.dd > px*b {
		return hypot(px, py-b)
	}
	return hypot(px+s.dd, py) - s.rr
}
func (s leaf) box() (float64, float64, float64, float64) { return s.rbox(s.l, s.w) }

// blob is a circle with a wobbly outline (harmonics 2..5), the basic shape
// of food pieces, cheese puddles and crumbs.
type blob struct {
	cx, cy, r float64
	a, b      [4]float64
	maxK      float64
}

func newBlob(r *rng, cx, cy, rad, wobble float64) blob {
	bl := blob{cx: cx, cy: cy, r: rad}
	sum := 0.0
	for k := range 4 {
		amp := wobble / float64(k+1)
		ang := r.in(0, 2*math.Pi)
		bl.a[k] = amp * math.Cos(ang) * r.in(0.3, 1)
		bl.b[k] = amp * math.Sin(ang) * r.in(0.3, 1)
		sum += hypot(bl.a[k], bl.b[k])
	}
	bl.maxK = 1 + sum
	return bl
}

func (s blob) radius(nx, ny float64) float64 {
	// Rotate (cos θ, sin θ) by itself to get cos kθ, sin kθ without trig.
	c1, s1 := nx, ny
	ck, sk := c1*c1-s1*s1, 2*c1*s1
	m := 1.0
	for k := 0; k < 4; k++ {
		m += s.a[k]*ck + s.b[k]*sk
		ck, sk = ck*c1-sk*s1, ck*s1+sk*c1
	}
	return s.r * m
}

func (s blob) dist(x, y float64) float64 {
	dx, dy := x-s.cx, y-s.cy
	l := hypot(dx, dy)
	if l < 1e-9 {
		return -s.r
	}
	return (l - s.radius(dx/l, dy/l)) * 0.9
}
func (s blob) box() (float64, float64, float64, float64) {
	r := s.r * s.maxK
	return s.cx - r, s.cy - r, s.cx + r, s.cy + r
}

// poly is a closed polygon (any winding).
type poly struct {
	xs, ys         []float64
	x0, y0, x1, y1 float64
}

func newPoly(pts ...float64) poly {
	p := poly{x0: math.Inf(1), y0: math.Inf(1), x1: math.Inf(-1), y1: math.Inf(-1)}
	for i := 0; i+1 < len(pts); i += 2 {
		x, y := pts[i], pts[i+1]
		p.xs = append(p.xs, x)
		p.ys = append(p.ys, y)
		p.x0, p.y0 = min(p.x0, x), min(p.y0, y)
		p.x1, p.y1 = max(p.x1, x), max(p.y1, y)
	}
	return p
}

func (p poly) dist(x, y float64) float64 {
	n := len(p.xs)
	d := math.Inf(1)
	sgn := 1.0
	j := n - 1
	for i := 0; i < n; i++ {
		ex, ey := p.xs[j]-p.xs[i], p.ys[j]-p.ys[i]
		wx, wy := x-p.xs[i], y-p.ys[i]
		h := 0.0
		if l2 := ex*ex + ey*ey; l2 > 1e-12 {
			h = clamp01((wx*ex + wy*ey) / l2)
		}
		bx, by := wx-ex*h, wy-ey*h
		d = min(d, bx*bx+by*by)
		c1 := y >= p.ys[i]
		c2 := y < p.ys[j]
		c3 := ex*wy > ey*wx
		if (c1 && c2 && c3) || (!c1 && !c2 && !c3) {
			sgn = -sgn
		}
		j = i
	}
	return sgn * math.Sqrt(d)
}
func (p poly) box() (float64, float64, float64, float64) { return p.x0, p.y0, p.x1, p.y1 }

// arc is a thick circular arc: one strand of pasta, a swirl of cream.
type arc struct {
	frame
	ra, th   float64 // radius of the centre line, half thickness
	sc, cc   float64 // sin and cos of the half aperture
	bx0, by0 float64
	bx1, by1 float64
}

// newArc makes an arc around (cx,cy) from angle a0 spanning span radians.
func newArc(cx, cy, radius, th, a0, span float64) arc {
	half := span / 2
	mid := a0 + half
	// In the frame the arc is symmetric about +y.
	f := newFrame(cx, cy, mid-math.Pi/2)
	s := arc{frame: f, ra: radius, th: th, sc: math.Sin(half), cc: math.Cos(half)}
	s.bx0, s.by0 = math.Inf(1), math.Inf(1)
	s.bx1, s.by1 = math.Inf(-1), math.Inf(-1)
	for i := 0; i <= 12; i++ {
		a := a0 + span*float64(i)/12
		x, y := cx+radius*math.Cos(a), cy+radius*math.Sin(a)
		s.bx0, s.by0 = min(s.bx0, x), min(s.by0, y)
		s.bx1, s.by1 = max(s.bx1, x), max(s.by1, y)
	}
	m := th + radius*(1-math.Cos(span/24)) + 1
	s.bx0, s.by0, s.bx1, s.by1 = s.bx0-m, s.by0-m, s.bx1+m, s.by1+m
	return s
}

func (s arc) dist(x, y float64) float64 {
	u, v := s.local(x, y)
	u = math.Abs(u)
	if s.cc*u > s.sc*v {
		return hypot(u-s.sc*s.ra, v-s.cc*s.ra) - s.th
	}
	return math.Abs(hypot(u, v)-s.ra) - s.th
}
func (s arc) box() (float64, float64, float64, float64) { return s.bx0, s.by0, s.bx1, s.by1 }

// ring turns any shape into its outline band of half thickness t.
type ring struct {
	s shape
	t float64
}

func (s ring) dist(x, y float64) float64 { return math.Abs(s.s.dist(x, y)) - s.t }
func (s ring) box() (float64, float64, float64, float64) {
	x0, y0, x1, y1 := s.s.box()
	return x0 - s.t, y0 - s.t, x1 + s.t, y1 + s.t
}

// minus cuts shape b out of shape a.
type minus struct{ a, b shape }

func (s minus) dist(x, y float64) float64                 { return max(s.a.dist(x, y), -s.b.dist(x, y)) }
func (s minus) box() (float64, float64, float64, float64) { return s.a.box() }

// both is the intersection of two shapes.
type both struct{ a, b shape }

func (s both) dist(x, y float64) float64 { return max(s.a.dist(x, y), s.b.dist(x, y)) }
func (s both) box() (float64, float64, float64, float64) {
	ax0, ay0, ax1, ay1 := s.a.box()
	bx0, by0, bx1, by1 := s.b.box()
	return max(ax0, bx0), max(ay0, by0), min(ax1, bx1), min(ay1, by1)
}

// union joins shapes, e.g. a pan and its handle for one shadow.
type union []shape

func (s union) dist(x, y float64) float64 {
	d := math.Inf(1)
	for _, e := range s {
		d = min(d, e.dist(x, y))
	}
	return d
}
func (s union) box() (float64, float64, float64, float64) {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, e := range s {
		a, b, c, d := e.box()
		x0, y0, x1, y1 = min(x0, a), min(y0, b), max(x1, c), max(y1, d)
	}
	return x0, y0, x1, y1
}

// grown offsets a shape outwards by r (inwards for negative r).
type grown struct {
	s shape
	r float64
}

func (s grown) dist(x, y float64) float64 { return s.s.dist(x, y) - s.r }
func (s grown) box() (float64, float64, float64, float64) {
	x0, y0, x1, y1 := s.s.box()
	r := max(s.r, 0)
	return x0 - r, y0 - r, x1 + r, y1 + r
}
