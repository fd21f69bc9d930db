package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/draw"
	_ "image/jpeg" // originals and JPEG variants
	"io"
	"math"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/gen2brain/avif"
	"github.com/gen2brain/webp"
	xdraw "golang.org/x/image/draw"
)

// imageWidth is the width of the variants compared: a card on a phone at twice its CSS size.
const imageWidth = 640

// imageFormats are the formats compared, as the gateway picks them by Accept, with the quality
// vipsthumbnail gets for the same look (the gateway's own offsets from q=75: AVIF −20, WebP 0).
var imageFormats = []struct {
	name, accept, vipsSuffix string
	decode                   func(io.Reader) (image.Image, error)
}{
	{"jpeg", "image/jpeg", ".jpg[Q=75,strip]", func(r io.Reader) (image.Image, error) { m, _, err := image.Decode(r); return m, err }},
	{"webp", "image/webp", ".webp[Q=75,strip]", webp.Decode},
	{"avif", "image/avif", ".avif[Q=55,strip]", avif.Decode},
}

// imagesBench measures the image pipeline: 20 demo pictures made 640 wide in each format by the
// gateway (cold, one after the other) next to Debian's vipsthumbnail making the same variants;
// the bytes and the SSIM of each format against the same resize without compression; and the
// latency of a variant already made.
func imagesBench(ctx context.Context, o options) error {
	vips, err := exec.LookPath("vipsthumbnail")
	if err != nil {
		return fmt.Errorf("bench: vipsthumbnail is missing (apt-get install libvips-tools)")
	}
	site := filepath.Join(o.dir, "site")
	if err := os.MkdirAll(site, 0o755); err != nil {
		return err
	}
	port, err := freePort()
	if err != nil {
		return err
	}
	fmt.Println("Images: starting a gateway on a fresh store (the demo catalogue is seeded first) …")
	gw, err := startProcess(o.dir, o.gateway, "images-gateway", []string{"CONTENT_API_TOKEN=" + token, "LOG_LEVEL=warn",
		"DATABASE_URL=", "DATA_DIR=" + filepath.Join(o.dir, "images-data"), "SITE_DIR=" + site, "PORT=" + port}, "serve")
	if err != nil {
		return err
	}
	defer gw.stop()
	base := "http://127.0.0.1:" + port
	if err := gw.waitReady(ctx, base+"/api/menu/", nil); err != nil {
		return err
	}
	client := newClient(1)
	sources, err := demoPictures(ctx, client, base, 20)
	if err != nil {
		return err
	}
	originals := map[string][]byte{}
	for _, src := range sources {
		data, _, err := fetch(ctx, client, base+src, "")
		if err != nil {
			return err
		}
		originals[src] = data
	}

	fmt.Printf("\n%d pictures of the demo (1600×1200 JPEG), made %d wide; gateway cold, one at a time; vipsthumbnail one process per picture\n", len(sources), imageWidth)
	fmt.Printf("   %-5s %14s %14s %12s %12s %10s %10s\n", "", "gateway/s", "vips/s", "gateway KB", "vips KB", "SSIM mean", "SSIM min")
	for _, f := range imageFormats {
		var made []byte
		var took time.Duration
		var size int
		var ssims []float64
		for _, src := range sources {
			start := time.Now()
			data, typ, err := fetch(ctx, client, fmt.Sprintf("%s/_img?url=%s&w=%d", base, src, imageWidth), f.accept)
			took += time.Since(start)
			if err != nil {
				return err
			}
			if typ != "image/"+f.name {
				return fmt.Errorf("bench: %s asked, %s answered", f.name, typ)
			}
			made, size = data, size+len(data)
			got, err := f.decode(bytes.NewReader(made))
			if err != nil {
				return fmt.Errorf("bench: the %s variant does not decode: %w", f.name, err)
			}
			ref, err := reference(originals[src], imageWidth)
			if err != nil {
				return err
			}
			ssims = append(ssims, ssim(ref, got))
		}
		vipsTook, vipsSize, err := vipsVariants(ctx, vips, o.dir, originals, f.vipsSuffix)
		if err != nil {
			return err
		}
		n := float64(len(sources))
		mean := 0.0
		for _, s := range ssims {
			mean += s
		}
		fmt.Printf("   %-5s %14.1f %14.1f %12.1f %12.1f %10.4f %10.4f\n", f.name, n/took.Seconds(), n/vipsTook.Seconds(),
			float64(size)/n/1024, float64(vipsSize)/n/1024, mean/n, slices.Min(ssims))
	}

	var times []time.Duration
	cached := fmt.Sprintf("%s/_img?url=%s&w=%d", base, sources[0], imageWidth)
	for range 300 {
		start := time.Now()
		if _, _, err := fetch(ctx, client, cached, "image/avif,image/webp,*/*"); err != nil {
			return err
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	fmt.Printf("\na variant already made (AVIF, 300 sequential asks): p50 %s, p95 %s\n",
		ms(times[len(times)/2]), ms(times[len(times)*95/100]))
	return nil
}

// demoPictures lists the media paths of the first n recipe pictures.
func demoPictures(ctx context.Context, client *http.Client, base string, n int) ([]string, error) {
	body, _, err := fetch(ctx, client, fmt.Sprintf("%s/api/recipes/?per_page=%d", base, n), "")
	if err != nil {
		return nil, err
	}
	var page struct {
		Data []struct {
			Image struct{ URL string } `json:"image"`
		} `json:"data"`
	}
	if err := json.Unmarshal(body, &page); err != nil {
		return nil, err
	}
	var out []string
	for _, d := range page.Data {
		if strings.HasPrefix(d.Image.URL, "/api/media/") {
			out = append(out, d.Image.URL)
		}
	}
	if len(out) < n {
		return nil, fmt.Errorf("bench: only %d recipe pictures", len(out))
	}
	return out, nil
}

// fetch GETs url with an Accept header and returns the body and Content-Type; anything but 200 fails.
func fetch(ctx context.Context, client *http.Client, url, accept string) ([]byte, string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, "", err
	}
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err == nil && resp.StatusCode != http.StatusOK {
		err = fmt.Errorf("bench: %s answered %d: %s", url, resp.StatusCode, body)
	}
	return body, resp.Header.Get("Content-Type"), err
}

// vipsVariants makes the same variants with vipsthumbnail, one process per picture as a command
// line user would, and returns the time and the bytes made.
func vipsVariants(ctx context.Context, vips, dir string, originals map[string][]byte, suffix string) (time.Duration, int, error) {
	work := filepath.Join(dir, "vips")
	if err := os.MkdirAll(work, 0o755); err != nil {
		return 0, 0, err
	}
	var took time.Duration
	size := 0
	for src, data := range originals {
		in := filepath.Join(work, filepath.Base(src))
		if err := os.WriteFile(in, data, 0o644); err != nil {
			return 0, 0, err
		}
		out := strings.TrimSuffix(in, filepath.Ext(in)) + "-out"
		start := time.Now()
		cmd := exec.CommandContext(ctx, vips, in, "-s", fmt.Sprintf("%dx", imageWidth), "-o", out+suffix)
		if msg, err := cmd.CombinedOutput(); err != nil {
			return 0, 0, fmt.Errorf("bench: vipsthumbnail: %v: %s", err, msg)
		}
		took += time.Since(start)
		made, err := filepath.Glob(out + ".*")
		if err != nil || len(made) != 1 {
			return 0, 0, fmt.Errorf("bench: vipsthumbnail made %v", made)
		}
		info, err := os.Stat(made[0])
		if err != nil {
			return 0, 0, err
		}
		size += int(info.Size())
		os.Remove(made[0])
	}
	return took, size, nil
}

// reference is the original resized like the gateway does (Catmull-Rom) but not compressed: what
// a variant is compared with.
func reference(original []byte, width int) (*image.RGBA, error) {
	src, _, err := image.Decode(bytes.NewReader(original))
	if err != nil {
		return nil, err
	}
	b := src.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, width, (b.Dy()*width+b.Dx()/2)/b.Dx()))
	xdraw.CatmullRom.Scale(dst, dst.Bounds(), src, b, draw.Src, nil)
	return dst, nil
}

// ssim is the mean structural similarity of the luma of a and b over 8×8 windows every 4 pixels
// (Wang et al. 2004, with its constants); 1 is identical, above 0.95 reads as the same picture.
func ssim(a *image.RGBA, b image.Image) float64 {
	w, h := a.Bounds().Dx(), a.Bounds().Dy()
	if b.Bounds().Dx() != w || b.Bounds().Dy() != h {
		return 0
	}
	la, lb := luma(a), luma(b)
	const c1, c2 = (0.01 * 255) * (0.01 * 255), (0.03 * 255) * (0.03 * 255)
	sum, n := 0.0, 0
	for y := 0; y+8 <= h; y += 4 {
		for x := 0; x+8 <= w; x += 4 {
			var ma, mb, va, vb, cov float64
			for j := range 8 {
				for i := range 8 {
					ma += la[(y+j)*w+x+i]
					mb += lb[(y+j)*w+x+i]
				}
			}
			ma, mb = ma/64, mb/64
			for j := range 8 {
				for i := range 8 {
					da, db := la[(y+j)*w+x+i]-ma, lb[(y+j)*w+x+i]-mb
					va, vb, cov = va+da*da, vb+db*db, cov+da*db
				}
			}
			va, vb, cov = va/63, vb/63, cov/63
			sum += ((2*ma*mb + c1) * (2*cov + c2)) / ((ma*ma + mb*mb + c1) * (va + vb + c2))
			n++
		}
	}
	if n == 0 {
		return math.NaN()
	}
	return sum / float64(n)
}

func luma(m image.Image) []float64 {
	b := m.Bounds()
	out := make([]float64, 0, b.Dx()*b.Dy())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := m.At(x, y).RGBA()
			out = append(out, (0.299*float64(r)+0.587*float64(g)+0.114*float64(bl))/257)
		}
	}
	return out
}
