// Package publish republishes the static site when published content changes (issue 10). With a
// build hook (BUILD_HOOK_URL, Netlify's) it posts to it; otherwise it runs a partial build of the
// site next to the one being served — only the pages whose content changed, found by the site
// (site/src/lib/publish.ts), from only the items written since the previous build
// (site/src/lib/kept.ts) — and moves the pages it rendered into the served build, each file
// replaced in one step, so a reader never sees a half-written page.
// A burst of changes (an editor publishing five recipes) is one build: changes are collected for
// Debounce, and changes made during a build start one more after it.
package publish

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// Config of the publisher.
type Config struct {
	// BuildHookURL is posted to on a change (BUILD_HOOK_URL); the site is then built elsewhere.
	BuildHookURL string
	// Command builds the site (SITE_BUILD_COMMAND, default "npm run --silent build:site"); "off"
	// turns local rebuilds off.
	Command string
	// SourceDir is where Command runs: the repository (SITE_SOURCE_DIR, default the working
	// directory). Without a package.json there, local rebuilds are off.
	SourceDir string
	// SiteDir is the served build (SITE_DIR).
	SiteDir string
	// APIURL and SiteURL are what the build reads from and writes into absolute URLs.
	APIURL  string
	SiteURL string
	// Debounce gathers a burst of changes into one build.
	Debounce time.Duration
	// Timeout bounds one build.
	Timeout time.Duration
}

// DefaultConfig: npm's build in the working directory, 1 s to gather changes, 10 minutes a build.
func DefaultConfig() Config {
	return Config{Command: "npm run --silent build:site", SourceDir: ".", Debounce: time.Second, Timeout: 10 * time.Minute}
}

// Validate rejects settings the publisher cannot work with.
func (c Config) Validate() error {
	if c.BuildHookURL != "" && !strings.HasPrefix(c.BuildHookURL, "https://") && !strings.HasPrefix(c.BuildHookURL, "http://") {
		return fmt.Errorf("publish: BUILD_HOOK_URL must be an http(s) URL (got %q)", c.BuildHookURL)
	}
	if c.Debounce < 0 || c.Timeout <= 0 {
		return errors.New("publish: debounce and timeout must be positive")
	}
	return nil
}

// Result is what one republishing did.
type Result struct {
	// Pages is how many pages were rendered; Removed how many were taken away.
	Pages, Removed int
	Took           time.Duration
}

// Publisher republishes the site on Changed.
type Publisher struct {
	cfg     Config
	logger  *slog.Logger
	changed chan struct{}
	client  *http.Client

	mu   sync.Mutex
	last Result
	runs int
}

// New makes a publisher; Run must be started for it to do anything.
func New(cfg Config, logger *slog.Logger) (*Publisher, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return &Publisher{cfg: cfg, logger: logger, changed: make(chan struct{}, 1), client: &http.Client{Timeout: 30 * time.Second}}, nil
}

// Local reports whether this publisher builds the site itself (no hook, a command and sources).
func (p *Publisher) Local() bool {
	if p.cfg.BuildHookURL != "" || p.cfg.Command == "off" || p.cfg.Command == "" || p.cfg.SiteDir == "" {
		return false
	}
	_, err := os.Stat(filepath.Join(p.cfg.SourceDir, "package.json"))
	return err == nil
}

// Changed says that published content changed; it never blocks.
func (p *Publisher) Changed() {
	select {
	case p.changed <- struct{}{}:
	default: // one is pending already
	}
}

// Last returns what the latest republishing did and how many there were.
func (p *Publisher) Last() (Result, int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.last, p.runs
}

// CacheDir is the cache directory (SITE_CACHE_DIR) of the builds of a served site: beside it, so
// that it outlives the builds. There the site keeps the recipes and stories it read, and a partial
// build reads only what changed since (site/src/lib/kept.ts).
func CacheDir(siteDir string) string {
	return filepath.Clean(siteDir) + ".cache"
}

// Run republishes after every burst of changes until ctx ends.
func (p *Publisher) Run(ctx context.Context) {
	if p.cfg.BuildHookURL == "" && !p.Local() {
		p.logger.Info("publish: no BUILD_HOOK_URL and no site sources here; changes reach the site at its next build")
		return
	}
	if p.Local() {
		// What the builds kept was read by the gateway that ran before; a new one (a deploy) may
		// answer differently, so its first build reads everything afresh.
		if err := os.RemoveAll(filepath.Join(CacheDir(p.cfg.SiteDir), "tischlein-catalog")); err != nil {
			p.logger.Warn("publish: the kept catalogue was not removed", "error", err.Error())
		}
	}
	for {
		select {
		case <-ctx.Done():
			return
		case <-p.changed:
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(p.cfg.Debounce):
		}
		select {
		case <-p.changed: // came during the wait: this build has it
		default:
		}
		res, err := p.publish(ctx)
		if err != nil {
			p.logger.Error("publish: the site was not republished", "error", err.Error())
			continue
		}
		p.mu.Lock()
		p.last, p.runs = res, p.runs+1
		p.mu.Unlock()
	}
}

func (p *Publisher) publish(ctx context.Context) (Result, error) {
	start := time.Now()
	if p.cfg.BuildHookURL != "" {
		resp, err := p.client.Post(p.cfg.BuildHookURL, "application/json", strings.NewReader("{}"))
		if err != nil {
			return Result{}, fmt.Errorf("build hook: %w", err)
		}
		resp.Body.Close()
		if resp.StatusCode >= 300 {
			return Result{}, fmt.Errorf("build hook answered %d", resp.StatusCode)
		}
		p.logger.Info("publish: build hook called", "took", time.Since(start).Round(time.Millisecond).String())
		return Result{Took: time.Since(start)}, nil
	}
	res, err := p.rebuild(ctx)
	res.Took = time.Since(start)
	if err == nil {
		p.logger.Info("publish: site republished", "pages", res.Pages, "removed", res.Removed, "took", res.Took.Round(time.Millisecond).String())
	}
	return res, err
}

// rebuild builds the changed pages into SiteDir.build and moves them into SiteDir.
func (p *Publisher) rebuild(ctx context.Context) (Result, error) {
	site, err := filepath.Abs(p.cfg.SiteDir)
	if err != nil {
		return Result{}, err
	}
	out := site + ".build"
	if err := os.RemoveAll(out); err != nil {
		return Result{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, p.cfg.Timeout)
	defer cancel()
	args := strings.Fields(p.cfg.Command)
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Dir = p.cfg.SourceDir
	cmd.Env = append(os.Environ(), "SITE_OUT_DIR="+out, "SITE_PREVIOUS_DIR="+site, "SITE_CACHE_DIR="+CacheDir(site),
		"API_URL="+p.cfg.APIURL, "SITE_URL="+p.cfg.SiteURL)
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Run(); err != nil {
		return Result{}, fmt.Errorf("site build: %w\n%s", err, tail(log.String(), 2000))
	}
	defer os.RemoveAll(out)

	var removed []string
	if raw, err := os.ReadFile(filepath.Join(out, "_removed.json")); err == nil {
		if err := json.Unmarshal(raw, &removed); err != nil {
			return Result{}, fmt.Errorf("site build: _removed.json: %w", err)
		}
	}
	pages, err := moveInto(out, site)
	if err != nil {
		return Result{}, err
	}
	for _, path := range removed {
		dir := filepath.Join(site, filepath.FromSlash(strings.Trim(path, "/")))
		if !strings.HasPrefix(dir, site+string(filepath.Separator)) {
			continue
		}
		for _, name := range []string{"index.html", "index.html.br", "index.html.gz"} {
			os.Remove(filepath.Join(dir, name))
		}
		os.Remove(dir) // only when empty
	}
	return Result{Pages: pages, Removed: len(removed)}, nil
}

// moveInto moves every file of the partial build src into the served site dst, replacing what is
// there, and returns the number of pages (index.html files) moved. Each file is replaced in one
// step (a rename), so a reader gets the old page or the new one, never part of one; the scripts and
// styles go first, so that no new page names one that is not there yet, and the manifest
// (_pages.json) last, so that a publish cut short is redone by the next: the pages it did not
// move still differ from the manifest served.
//
// The site used to be swapped as a whole with a hard-linked copy of it; at 10,000 recipes linking
// its 115,000 files took 5 to 13 s of a publish and removing the old copy as long again, to spare
// readers a few milliseconds in which some pages of one publish are new and others not yet.
func moveInto(src, dst string) (int, error) {
	var assets, pages, last []string
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		switch {
		case strings.HasPrefix(rel, "_pages.json"):
			last = append(last, rel)
		case strings.HasSuffix(rel, ".html") || strings.Contains(rel, ".html."):
			pages = append(pages, rel)
		default:
			assets = append(assets, rel)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	n := 0
	for _, rel := range slices.Concat(assets, pages, last) {
		target := filepath.Join(dst, rel)
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return n, err
		}
		if err := os.Rename(filepath.Join(src, rel), target); err != nil {
			return n, err
		}
		if filepath.Base(rel) == "index.html" {
			n++
		}
	}
	return n, nil
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}
