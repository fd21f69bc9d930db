// Command uploads measures what photo uploads cost the gateway's memory: a logged-in reader's
// concurrent POSTs of one picture to /api/users/comments/images/, while the gateway's resident
// memory is sampled. Budget: six concurrent uploads of a 10000×10000 PNG (316 KB, 400 MB of
// pixels) raise the gateway's peak RSS by less than 1 GiB, and no answer is a 5xx other than 503.
// Next to it, the largest pictures that are accepted: a 24-megapixel PNG and a 48-megapixel JPEG,
// six at once each, which the decode budget (IMAGE_DECODE_BUDGET_BYTES) lets through in turn.
//
// It starts `gateway content-api` and `gateway serve` itself (the gateway alone is measured), in
// a work dir that scripts/bench creates and removes. Run it through scripts/bench.
package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"maps"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/mail"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// token is the content API token of this run's processes: a fresh random one, as a real
// deployment would configure (the gateway refuses a weak one).
var token = func() string {
	b := make([]byte, 32)
	rand.Read(b)
	return hex.EncodeToString(b)
}()

// budget is the most the six uploads of the 10000×10000 PNG may add to the gateway's peak RSS.
const budget = 1 << 30

func main() {
	gateway := flag.String("gateway", "", "path to the built gateway binary (required)")
	dir := flag.String("dir", "", "empty work dir for data and logs, removed by the caller (required)")
	concurrent := flag.Int("concurrent", 6, "uploads sent at once")
	deadline := flag.Duration("deadline", 5*time.Minute, "give up after this long")
	flag.Parse()
	if *gateway == "" || *dir == "" {
		flag.Usage()
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, *deadline)
	defer cancel()
	if err := run(ctx, *gateway, *dir, *concurrent); err != nil {
		fmt.Fprintln(os.Stderr, "bench: FAILED:", err)
		os.Exit(1)
	}
}

// picture is one upload of the benchmark.
type picture struct {
	name string
	data []byte
}

func run(ctx context.Context, bin, dir string, concurrent int) error {
	fmt.Println("Making the pictures …")
	pictures := []picture{
		{"PNG 10000×10000 (100 MP, the decompression bomb)", solidPNG(10000, 10000)},
		{"PNG 6000×4000 (24 MP)", solidPNG(6000, 4000)},
		{"JPEG 8000×6000 (48 MP)", solidJPEG(8000, 6000)},
	}
	apiPort, err := freePort()
	if err != nil {
		return err
	}
	gwPort, err := freePort()
	if err != nil {
		return err
	}
	site := filepath.Join(dir, "site")
	if err := os.MkdirAll(site, 0o755); err != nil {
		return err
	}
	common := []string{"CONTENT_API_TOKEN=" + token, "LOG_LEVEL=info", "DATABASE_URL=", "SITE_DIR=" + site, "RATE_LIMITS=off"}
	apiBase := "http://127.0.0.1:" + apiPort + "/api"
	fmt.Println("Starting the content API (a fresh store seeds the demo catalogue first, ~20 s) …")
	api, err := start(dir, bin, "uploads-content-api", append(common, "PORT="+apiPort, "DATA_DIR="+filepath.Join(dir, "uploads-content-data")), "content-api")
	if err != nil {
		return err
	}
	defer api.stop()
	contract := http.Header{"Authorization": {"Bearer " + token}, "Accept": {"application/vnd.tischlein+json; version=3"}}
	if err := api.waitReady(ctx, apiBase+"/menu/", contract); err != nil {
		return err
	}
	gwBase := "http://127.0.0.1:" + gwPort
	gw, err := start(dir, bin, "uploads-gateway", append(common, "PORT="+gwPort, "DATA_DIR="+filepath.Join(dir, "uploads-gateway-data"), "CONTENT_API_URL="+apiBase), "serve")
	if err != nil {
		return err
	}
	defer gw.stop()
	if err := gw.waitReady(ctx, gwBase+"/readyz", nil); err != nil {
		return err
	}
	client, err := logIn(ctx, gwBase, filepath.Join(dir, "uploads-content-data", "outbox"))
	if err != nil {
		return err
	}

	pid := gw.cmd.Process.Pid
	fmt.Printf("\nUploads: %d concurrent POST /api/users/comments/images/ of one picture, gateway RSS sampled every 5 ms\n", concurrent)
	fmt.Printf("   %-50s %12s %12s %10s  %s\n", "picture", "file", "peak +RSS", "took", "statuses")
	var failed []string
	for i, p := range pictures {
		baseline, err := status(pid, "VmRSS")
		if err != nil {
			return err
		}
		// Writing 5 to clear_refs resets VmHWM to the current RSS (Linux ≥ 4.0), so the peak
		// read after the uploads is theirs; the sampling is the check where that is not allowed.
		resetPeak := os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", pid), []byte("5"), 0) == nil
		stopSampling := sample(pid)
		start := time.Now()
		codes := uploadAll(ctx, client, gwBase, p.data, concurrent)
		took := time.Since(start)
		peak := stopSampling()
		if resetPeak {
			if hwm, err := status(pid, "VmHWM"); err == nil {
				peak = max(peak, hwm)
			}
		}
		rise := max(peak-baseline, 0)
		fmt.Printf("   %-50s %9d KB %9d MB %8.1f s  %s\n", p.name, len(p.data)>>10, rise>>20, took.Seconds(), summary(codes))
		for _, c := range codes {
			if c >= 500 && c != http.StatusServiceUnavailable || c == 0 {
				failed = append(failed, fmt.Sprintf("%s: status %d", p.name, c))
			}
		}
		if i == 0 && rise >= budget {
			failed = append(failed, fmt.Sprintf("%s: peak RSS rose by %d MB, budget %d MB", p.name, rise>>20, budget>>20))
		}
		time.Sleep(2 * time.Second) // the uploads' garbage is collected before the next baseline
	}
	if len(failed) > 0 {
		return errors.New(strings.Join(failed, "; "))
	}
	fmt.Printf("   budget: the 10000×10000 PNG raises the peak by < %d MB, no 5xx but 503: met\n", budget>>20)
	return nil
}

// uploadAll sends n uploads of data at once and returns their statuses (0: no answer).
func uploadAll(ctx context.Context, client *http.Client, base string, data []byte, n int) []int {
	codes := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			var body bytes.Buffer
			mw := multipart.NewWriter(&body)
			part, _ := mw.CreateFormFile("file", "IMG_0001")
			part.Write(data)
			mw.Close()
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/users/comments/images/", &body)
			if err != nil {
				return
			}
			req.Header.Set("Content-Type", mw.FormDataContentType())
			req.Header.Set("X-Requested-With", "bench")
			resp, err := client.Do(req)
			if err != nil {
				fmt.Fprintln(os.Stderr, "bench: upload:", err)
				return
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			codes[i] = resp.StatusCode
		})
	}
	wg.Wait()
	return codes
}

// summary counts the statuses: "201×2 503×4".
func summary(codes []int) string {
	count := map[int]int{}
	for _, c := range codes {
		count[c]++
	}
	var parts []string
	for _, c := range slices.Sorted(maps.Keys(count)) {
		parts = append(parts, fmt.Sprintf("%d×%d", c, count[c]))
	}
	return strings.Join(parts, " ")
}

// sample polls the process's VmRSS until the function it returns is called, which returns the
// highest value seen.
func sample(pid int) func() int64 {
	done := make(chan struct{})
	result := make(chan int64)
	go func() {
		var peak int64
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			if rss, err := status(pid, "VmRSS"); err == nil {
				peak = max(peak, rss)
			}
			select {
			case <-done:
				result <- peak
				return
			case <-tick.C:
			}
		}
	}()
	return func() int64 { close(done); return <-result }
}

// status reads a field of /proc/<pid>/status in bytes.
func status(pid int, field string) (int64, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	scanner := bufio.NewScanner(f)
	for scanner.Scan() {
		if value, ok := strings.CutPrefix(scanner.Text(), field+":"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(value), " kB"), 10, 64)
			return kb << 10, err
		}
	}
	return 0, fmt.Errorf("bench: no %s in /proc/%d/status", field, pid)
}

// solidPNG is a w×h PNG of one opaque colour: a few hundred kilobytes that claim w×h×4 bytes.
func solidPNG(w, h int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		copy(img.Pix[i:], []byte{230, 200, 120, 255})
	}
	var buf bytes.Buffer
	(&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img)
	return buf.Bytes()
}

// solidJPEG is a w×h JPEG of one colour, as a phone's 48-megapixel mode writes (baseline, 4:2:0).
func solidJPEG(w, h int) []byte {
	img := image.NewYCbCr(image.Rect(0, 0, w, h), image.YCbCrSubsampleRatio420)
	y, cb, cr := color.RGBToYCbCr(230, 200, 120)
	for i := range img.Y {
		img.Y[i] = y
	}
	for i := range img.Cb {
		img.Cb[i], img.Cr[i] = cb, cr
	}
	var buf bytes.Buffer
	jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90})
	return buf.Bytes()
}

// logIn makes an account the way a reader does (register, the link from the outbox, confirm,
// log in) and returns a client holding its session cookie.
func logIn(ctx context.Context, base, outbox string) (*http.Client, error) {
	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar, Transport: &http.Transport{Proxy: nil}}
	email := fmt.Sprintf("uploads-%d@example.com", time.Now().UnixNano())
	const password = "Rhabarberkuchen mit Baiser 1987"
	if err := post(ctx, client, base+"/api/register/", fmt.Sprintf(`{"email":%q,"password":%q,"name":"Bench","language":"de"}`, email, password), http.StatusAccepted); err != nil {
		return nil, err
	}
	link, err := mailToken(ctx, outbox, email)
	if err != nil {
		return nil, err
	}
	if err := post(ctx, client, base+"/api/register/confirm/", fmt.Sprintf(`{"token":%q}`, link), http.StatusOK); err != nil {
		return nil, err
	}
	return client, post(ctx, client, base+"/api/authenticate/credentials/", fmt.Sprintf(`{"email":%q,"password":%q}`, email, password), http.StatusOK)
}

// post sends a JSON body as the site does and fails unless the status is want.
func post(ctx context.Context, client *http.Client, url, body string, want int) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "bench")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	answer, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != want {
		return fmt.Errorf("bench: POST %s: status %d, want %d: %s", url, resp.StatusCode, want, answer)
	}
	return nil
}

var tokenInLink = regexp.MustCompile(`#token=([A-Za-z0-9_-]+)`)

// mailToken waits for the confirmation mail to email in the outbox and reads the token of its link.
func mailToken(ctx context.Context, outbox, email string) (string, error) {
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		files, _ := filepath.Glob(filepath.Join(outbox, "*.eml"))
		for _, f := range files {
			raw, err := os.ReadFile(f)
			if err != nil || !bytes.Contains(raw, []byte(email)) {
				continue
			}
			if m := tokenInLink.FindStringSubmatch(mailText(raw)); m != nil {
				return m[1], nil
			}
		}
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return "", fmt.Errorf("bench: no confirmation mail to %s in %s", email, outbox)
}

// mailText is the decoded text of every part of a mail, joined.
func mailText(raw []byte) string {
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return ""
	}
	var out strings.Builder
	var walk func(h interface{ Get(string) string }, body io.Reader)
	walk = func(h interface{ Get(string) string }, body io.Reader) {
		mediaType, params, err := mime.ParseMediaType(h.Get("Content-Type"))
		if err == nil && strings.HasPrefix(mediaType, "multipart/") {
			mr := multipart.NewReader(body, params["boundary"])
			for part, err := mr.NextPart(); err == nil; part, err = mr.NextPart() {
				walk(part.Header, part)
			}
			return
		}
		switch strings.ToLower(h.Get("Content-Transfer-Encoding")) {
		case "quoted-printable":
			body = quotedprintable.NewReader(body)
		case "base64":
			body = base64.NewDecoder(base64.StdEncoding, body)
		}
		io.Copy(&out, body)
	}
	walk(msg.Header, msg.Body)
	return out.String()
}

// process is one gateway subprocess; its output goes to a log in the work dir, its PID to
// dir/pids so that scripts/bench can stop it if this program dies first.
type process struct {
	name string
	cmd  *exec.Cmd
	log  string
	done chan struct{}
	err  error
}

func start(dir, bin, name string, env []string, args ...string) (*process, error) {
	logPath := filepath.Join(dir, name+".log")
	out, err := os.Create(logPath)
	if err != nil {
		return nil, fmt.Errorf("bench: unable to create the log of %s: %w", name, err)
	}
	defer out.Close()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("bench: unable to start %s: %w", name, err)
	}
	p := &process{name: name, cmd: cmd, log: logPath, done: make(chan struct{})}
	go func() { p.err = cmd.Wait(); close(p.done) }()
	if pids, err := os.OpenFile(filepath.Join(dir, "pids"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600); err == nil {
		fmt.Fprintln(pids, cmd.Process.Pid)
		pids.Close()
	}
	return p, nil
}

// stop asks the process to shut down and kills it if it has not after a few seconds.
func (p *process) stop() {
	select {
	case <-p.done:
		return
	default:
	}
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(5 * time.Second):
		p.cmd.Process.Kill()
		<-p.done
	}
}

// waitReady polls url until it answers 200, giving up when the process exits or ctx ends.
func (p *process) waitReady(ctx context.Context, url string, header http.Header) error {
	client := &http.Client{Transport: &http.Transport{Proxy: nil}, Timeout: 3 * time.Second}
	for {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		req.Header = header.Clone()
		if resp, err := client.Do(req); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case <-p.done:
			return fmt.Errorf("bench: %s exited before it was ready (%v); see %s", p.name, p.err, p.log)
		case <-ctx.Done():
			return fmt.Errorf("bench: %s not ready at %s: %w; see %s", p.name, url, ctx.Err(), p.log)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// freePort asks the kernel for an unused loopback port.
func freePort() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", errors.New("bench: no free loopback port")
	}
	defer ln.Close()
	return strconv.Itoa(ln.Addr().(*net.TCPAddr).Port), nil
}
