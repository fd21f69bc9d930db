package publish

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// TestLocalRebuild runs a stand-in for the site build that writes one changed page and names one
// page as gone: the served directory ends up with the new page, without the gone one, and with
// every other page as it was — and a reader polling a page throughout never misses it.
func TestLocalRebuild(t *testing.T) {
	root := t.TempDir()
	src, site := filepath.Join(root, "repo"), filepath.Join(root, "dist")
	write(t, filepath.Join(src, "package.json"), "{}")
	write(t, filepath.Join(src, "build.sh"), `set -e
test "$SITE_PREVIOUS_DIR" = "`+site+`"
mkdir -p "$SITE_OUT_DIR/de/rezepte/neu" "$SITE_OUT_DIR/de"
echo "neu von $API_URL" > "$SITE_OUT_DIR/de/rezepte/neu/index.html"
echo "Startseite 2" > "$SITE_OUT_DIR/de/index.html"
echo "Startseite 2 (br)" > "$SITE_OUT_DIR/de/index.html.br"
mkdir -p "$SITE_OUT_DIR/_astro" && echo "app" > "$SITE_OUT_DIR/_astro/app.js"
echo '["/de/rezepte/alt/", "/../../etc/"]' > "$SITE_OUT_DIR/_removed.json"
`)
	write(t, filepath.Join(site, "_astro", "app.js"), "app\n")
	write(t, filepath.Join(site, "_astro", "app.js.br"), "app (br)")
	write(t, filepath.Join(site, "de", "index.html"), "Startseite 1")
	write(t, filepath.Join(site, "de", "index.html.br"), "Startseite 1 (br)")
	write(t, filepath.Join(site, "de", "index.html.gz"), "Startseite 1 (gz)")
	write(t, filepath.Join(site, "de", "rezepte", "alt", "index.html"), "alt")
	write(t, filepath.Join(site, "de", "rezepte", "alt", "index.html.br"), "alt")
	write(t, filepath.Join(site, "de", "rezepte", "bleibt", "index.html"), "bleibt")

	cfg := DefaultConfig()
	cfg.Command, cfg.SourceDir, cfg.SiteDir, cfg.APIURL, cfg.Debounce = "sh build.sh", src, site, "http://api", 10*time.Millisecond
	p, err := New(cfg, quiet)
	if err != nil {
		t.Fatal(err)
	}
	if !p.Local() {
		t.Fatal("a publisher with sources and a command builds locally")
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var misses atomic.Int64
	stop := make(chan struct{})
	go func() {
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := os.Stat(filepath.Join(site, "de", "index.html")); err != nil {
				misses.Add(1)
			}
		}
	}()
	go p.Run(ctx)
	for range 5 {
		p.Changed() // a burst is one build
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, runs := p.Last(); runs > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no republishing within 10 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	close(stop)
	time.Sleep(100 * time.Millisecond)
	res, runs := p.Last()
	if runs != 1 || res.Pages != 2 || res.Removed != 2 {
		t.Fatalf("one build of 2 pages, 2 removals named: %+v after %d runs", res, runs)
	}
	if got := read(t, filepath.Join(site, "de", "rezepte", "neu", "index.html")); got != "neu von http://api\n" {
		t.Fatalf("new page: %q", got)
	}
	if got := read(t, filepath.Join(site, "de", "index.html")); got != "Startseite 2\n" {
		t.Fatalf("changed page: %q", got)
	}
	// The old page's gzip twin, which the new build did not write, went with the old page.
	if got := read(t, filepath.Join(site, "de", "index.html.br")); got != "Startseite 2 (br)\n" {
		t.Fatalf("changed page's brotli twin: %q", got)
	}
	if _, err := os.Stat(filepath.Join(site, "de", "index.html.gz")); !os.IsNotExist(err) {
		t.Fatalf("the old page's gzip twin is still served: %v", err)
	}
	// A script the partial build did not compress again (the build before had) keeps its twin.
	if got := read(t, filepath.Join(site, "_astro", "app.js.br")); got != "app (br)" {
		t.Fatalf("the script's brotli twin: %q", got)
	}
	if got := read(t, filepath.Join(site, "de", "rezepte", "bleibt", "index.html")); got != "bleibt" {
		t.Fatalf("untouched page: %q", got)
	}
	if _, err := os.Stat(filepath.Join(site, "de", "rezepte", "alt")); !os.IsNotExist(err) {
		t.Fatalf("the removed page is still there: %v", err)
	}
	if misses.Load() != 0 {
		t.Fatalf("a reader missed the home page %d times during the swap", misses.Load())
	}
	for _, leftover := range []string{site + ".build", site + ".old"} {
		if _, err := os.Stat(leftover); !os.IsNotExist(err) {
			t.Errorf("%s left behind", leftover)
		}
	}
}

// TestSpareCatchesUp publishes twice: the second publish lays its pages over the build the first
// swapped out, which lacks the first one's pages until they are linked in again — the site after
// it has both publishes' pages, not the removed one, and the untouched page is still the same file.
func TestSpareCatchesUp(t *testing.T) {
	root := t.TempDir()
	src, site := filepath.Join(root, "repo"), filepath.Join(root, "dist")
	write(t, filepath.Join(src, "package.json"), "{}")
	write(t, filepath.Join(src, "build.sh"), `set -e
n=$(cat round 2>/dev/null || echo 0); n=$((n+1)); echo $n > round
mkdir -p "$SITE_OUT_DIR/de"
if [ $n = 1 ]; then
  echo "Startseite 2" > "$SITE_OUT_DIR/de/index.html"
  mkdir -p "$SITE_OUT_DIR/de/b" && echo b > "$SITE_OUT_DIR/de/b/index.html"
else
  mkdir -p "$SITE_OUT_DIR/de/c" && echo c > "$SITE_OUT_DIR/de/c/index.html"
  echo '["/de/a/"]' > "$SITE_OUT_DIR/_removed.json"
fi
`)
	write(t, filepath.Join(site, "de", "index.html"), "Startseite 1")
	write(t, filepath.Join(site, "de", "a", "index.html"), "a")
	write(t, filepath.Join(site, "de", "bleibt", "index.html"), "bleibt")
	kept, err := os.Stat(filepath.Join(site, "de", "bleibt", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig()
	cfg.Command, cfg.SourceDir, cfg.SiteDir = "sh build.sh", src, site
	p, err := New(cfg, quiet)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := p.publish(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	for path, want := range map[string]string{"de/index.html": "Startseite 2\n", "de/b/index.html": "b\n", "de/c/index.html": "c\n", "de/bleibt/index.html": "bleibt"} {
		if got := read(t, filepath.Join(site, filepath.FromSlash(path))); got != want {
			t.Errorf("%s: %q, want %q", path, got, want)
		}
	}
	if _, err := os.Stat(filepath.Join(site, "de", "a")); !os.IsNotExist(err) {
		t.Errorf("the removed page is still there: %v", err)
	}
	if now, err := os.Stat(filepath.Join(site, "de", "bleibt", "index.html")); err != nil || !os.SameFile(kept, now) {
		t.Errorf("the untouched page is not the same file any more (%v)", err)
	}
}

// TestSpareSurvivesARestart: a publisher started after another (a restarted gateway, the next
// leader) takes the spare the last one recorded instead of linking the whole site again, and
// still brings it up to date — the page of the publish before the restart is on the site after the
// next — while a site built anew since is not trusted with the old record.
func TestSpareSurvivesARestart(t *testing.T) {
	root := t.TempDir()
	src, site := filepath.Join(root, "repo"), filepath.Join(root, "dist")
	write(t, filepath.Join(src, "package.json"), "{}")
	write(t, filepath.Join(src, "build.sh"), `set -e
n=$(cat round 2>/dev/null || echo 0); n=$((n+1)); echo $n > round
mkdir -p "$SITE_OUT_DIR/de/p$n"
echo $n > "$SITE_OUT_DIR/de/p$n/index.html"
echo "[$n]" > "$SITE_OUT_DIR/_pages.json"
`)
	write(t, filepath.Join(site, "de", "index.html"), "Startseite")
	write(t, filepath.Join(site, "_pages.json"), "[0]")
	cfg := DefaultConfig()
	cfg.Command, cfg.SourceDir, cfg.SiteDir = "sh build.sh", src, site
	first, err := New(cfg, quiet)
	if err != nil {
		t.Fatal(err)
	}
	if first.recordedSpare() {
		t.Fatal("a spare trusted before any was made")
	}
	if err := first.freshSpare(); err != nil {
		t.Fatal(err)
	}
	if _, err := first.publish(context.Background()); err != nil {
		t.Fatal(err)
	}

	second, err := New(cfg, quiet)
	if err != nil {
		t.Fatal(err)
	}
	if !second.recordedSpare() {
		t.Fatal("the spare recorded by the publisher before was not taken")
	}
	if len(second.stale) == 0 {
		t.Fatal("the record lost what the last publish changed")
	}
	if _, err := second.publish(context.Background()); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{"de/index.html": "Startseite", "de/p1/index.html": "1\n", "de/p2/index.html": "2\n", "_pages.json": "[2]\n"} {
		if got := read(t, filepath.Join(site, filepath.FromSlash(path))); got != want {
			t.Errorf("%s: %q, want %q", path, got, want)
		}
	}

	time.Sleep(20 * time.Millisecond)                     // past the file system's clock tick, as any real build is
	write(t, filepath.Join(site, "_pages.json"), "[2]\n") // the same manifest, written anew by a build from outside
	third, err := New(cfg, quiet)
	if err != nil {
		t.Fatal(err)
	}
	if third.recordedSpare() {
		t.Fatal("a spare trusted for a site built anew since it was recorded")
	}
}

// TestSpareFollowsABuildFromOutside: the spare made when the gateway started is not trusted once
// someone else built the site into SiteDir (./scripts/start and the e2e run build it after the
// gateway is up): the first publish lays its pages over that build, not over the empty start.
func TestSpareFollowsABuildFromOutside(t *testing.T) {
	root := t.TempDir()
	src, site := filepath.Join(root, "repo"), filepath.Join(root, "dist")
	write(t, filepath.Join(src, "package.json"), "{}")
	write(t, filepath.Join(src, "build.sh"), `set -e
mkdir -p "$SITE_OUT_DIR/de/neu"
echo neu > "$SITE_OUT_DIR/de/neu/index.html"
echo '["/de/neu/"]' > "$SITE_OUT_DIR/_pages.json"
`)
	if err := os.MkdirAll(site, 0o755); err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig()
	cfg.Command, cfg.SourceDir, cfg.SiteDir = "sh build.sh", src, site
	p, err := New(cfg, quiet)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.freshSpare(); err != nil { // as Run does on start, of the empty SiteDir
		t.Fatal(err)
	}
	write(t, filepath.Join(site, "de", "index.html"), "Startseite")
	write(t, filepath.Join(site, "_pages.json"), `["/de/"]`)
	if _, err := p.publish(context.Background()); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{"de/index.html": "Startseite", "de/neu/index.html": "neu\n"} {
		if got := read(t, filepath.Join(site, filepath.FromSlash(path))); got != want {
			t.Errorf("%s: %q, want %q", path, got, want)
		}
	}
}

// TestFailedBuildKeepsTheSite: a build that fails changes nothing that is served.
func TestFailedBuildKeepsTheSite(t *testing.T) {
	root := t.TempDir()
	src, site := filepath.Join(root, "repo"), filepath.Join(root, "dist")
	write(t, filepath.Join(src, "package.json"), "{}")
	write(t, filepath.Join(site, "de", "index.html"), "Startseite")
	cfg := DefaultConfig()
	cfg.Command, cfg.SourceDir, cfg.SiteDir = "sh -c false", src, site
	p, _ := New(cfg, quiet)
	if _, err := p.publish(context.Background()); err == nil {
		t.Fatal("a failing build reported success")
	}
	if got := read(t, filepath.Join(site, "de", "index.html")); got != "Startseite" {
		t.Fatalf("the site changed: %q", got)
	}
}

// TestSwappedHandsOverThePictures: once a publish's build is served, the swapped hook is called,
// and the site's picture list is the one of that build, which names only the pages it rendered:
// the gateway's image warm-up makes their pictures. A build that fails calls nothing.
func TestSwappedHandsOverThePictures(t *testing.T) {
	root := t.TempDir()
	src, site := filepath.Join(root, "repo"), filepath.Join(root, "dist")
	write(t, filepath.Join(src, "package.json"), "{}")
	write(t, filepath.Join(src, "build.sh"), `set -e
mkdir -p "$SITE_OUT_DIR/de/rezepte/neu"
echo "neu" > "$SITE_OUT_DIR/de/rezepte/neu/index.html"
echo '{"pictures":[{"url":"/api/media/recipes/neu.jpg?v=1","widths":[640]}],"pages":[{"path":"/de/rezepte/neu/","first":[[0,640]],"rest":[]}]}' > "$SITE_OUT_DIR/_pictures.json"
`)
	write(t, filepath.Join(site, "de", "index.html"), "Startseite")
	write(t, filepath.Join(site, "_pictures.json"), `{"pictures":[],"pages":[{"path":"/de/","first":[],"rest":[]}]}`)
	cfg := DefaultConfig()
	cfg.Command, cfg.SourceDir, cfg.SiteDir = "sh build.sh", src, site
	p, err := New(cfg, quiet)
	if err != nil {
		t.Fatal(err)
	}
	var seen []string
	p.OnSwapped(func() { seen = append(seen, read(t, filepath.Join(site, "_pictures.json"))) })
	if _, err := p.publish(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(seen) != 1 || !strings.Contains(seen[0], `"/de/rezepte/neu/"`) || strings.Contains(seen[0], `"/de/"`) {
		t.Fatalf("after the swap the hook saw %q, want the new build's list of its one page", seen)
	}

	failing := cfg
	failing.Command = "sh -c false"
	q, _ := New(failing, quiet)
	q.OnSwapped(func() { t.Error("a failed build called the hook") })
	if _, err := q.publish(context.Background()); err == nil {
		t.Fatal("a failing build reported success")
	}
}

// TestBuildHook: with a hook, a burst of changes is one POST, and nothing is built here.
func TestBuildHook(t *testing.T) {
	var posts atomic.Int64
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			posts.Add(1)
		}
	}))
	defer hook.Close()
	cfg := DefaultConfig()
	cfg.BuildHookURL, cfg.SiteDir, cfg.Debounce = hook.URL, t.TempDir(), 50*time.Millisecond
	p, err := New(cfg, quiet)
	if err != nil {
		t.Fatal(err)
	}
	if p.Local() {
		t.Fatal("with a hook the site is built elsewhere")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go p.Run(ctx)
	for range 3 {
		p.Changed()
		time.Sleep(5 * time.Millisecond)
	}
	deadline := time.Now().Add(5 * time.Second)
	for posts.Load() == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond)
	if posts.Load() != 1 {
		t.Fatalf("hook posts: %d, want 1", posts.Load())
	}
}

// TestKeptCatalogueSurvivesARestart: the catalogue the builds kept stays for the same gateway
// started again, and goes when another one (a deploy) or an unknown one starts.
func TestKeptCatalogueSurvivesARestart(t *testing.T) {
	cache := t.TempDir()
	kept := filepath.Join(cache, "tischlein-catalog", "de.json")
	for _, step := range []struct {
		answerer string
		keeps    bool
	}{
		{"gateway-a", false}, // the first start knows no stamp: nothing to keep
		{"gateway-a", true},  // a restart
		{"gateway-b", false}, // a deploy
		{"gateway-b", true},
		{"", false}, // unknown
		{"gateway-b", false},
	} {
		write(t, kept, "{}")
		got, err := keepCatalogue(cache, step.answerer)
		if err != nil {
			t.Fatal(err)
		}
		_, statErr := os.Stat(kept)
		if got != step.keeps || (statErr == nil) != step.keeps {
			t.Fatalf("%q: kept %v (file there: %v), want %v", step.answerer, got, statErr == nil, step.keeps)
		}
	}
	if (&Publisher{}).answerer() == "" {
		t.Fatal("the executable's hash is empty")
	}
}

func TestConfigValidate(t *testing.T) {
	cfg := DefaultConfig()
	cfg.BuildHookURL = "ftp://example.org/hook"
	if cfg.Validate() == nil {
		t.Error("a hook that is not http(s) passed")
	}
	cfg = DefaultConfig()
	cfg.Timeout = 0
	if cfg.Validate() == nil {
		t.Error("a zero timeout passed")
	}
}
