// Package publish republishes the static site when published content changes. With a
// build hook (BUILD_HOOK_URL, Netlify's) it posts to it; otherwise it runs a partial build of the
// site next to the one being served — only the pages whose content changed, found by the site
// (site/src/lib/publish.ts), from only the items written since the previous build
// (site/src/lib/kept.ts) — lays it over the spare build beside the served one, and swaps the two
// directories in one step (renameat2 RENAME_EXCHANGE), so a reader never sees a half-written site.
// The build swapped out is kept as the next spare: it lacks only what that publish changed, so
// bringing it up to date links a few dozen files, not a copy of the 115,000 of a large site.
// A burst of changes (an editor publishing five recipes) is one build: changes are collected for
// Debounce, and changes made during a build start one more after it.
package publish

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
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
	// Answerer names what answers the builds' reading: by default a hash of the gateway's own
	// executable. The catalogue the builds keep survives a restart of the same gateway, and is read
	// afresh after a deploy of another one, which may answer differently.
	Answerer string
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

	// stale names the files (relative to the site) that the last publish wrote or removed: the
	// spare (SiteDir.next) is the served build but for them. nil while there is no spare to trust.
	// Only Run's goroutine touches it.
	stale []string
	// spareOf is the served build's manifest (_pages.json) as it was when the spare matched it:
	// a build written into SiteDir by someone else since (the first build after a start, a
	// deploy) replaces the manifest, and the spare is made afresh instead of being trusted.
	spareOf os.FileInfo

	// swapped is called after each swap (OnSwapped).
	swapped func()

	mu   sync.Mutex
	last Result
	runs int
}

// New makes a publisher; Run must be started for it to do anything.
func New(cfg Config, logger *slog.Logger) (*Publisher, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return &Publisher{cfg: cfg, logger: logger, changed: make(chan struct{}, 1), client: &http.Client{Timeout: 30 * time.Second},
		swapped: func() {}}, nil
}

// OnSwapped sets what happens once a local rebuild is served: the gateway's image warm-up reads
// the new build's picture list, which names the pages this publish rendered (the new recipe's
// among them), so their pictures are made before their first readers ask. It runs after the swap,
// so the warm-up never delays one; call it before Run.
func (p *Publisher) OnSwapped(f func()) { p.swapped = f }

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
		// What the builds kept was read from the gateway that ran before: after a restart of the
		// same gateway the first publish starts from it, after a deploy of another one (which may
		// answer differently) it reads everything afresh.
		kept, err := keepCatalogue(CacheDir(p.cfg.SiteDir), p.answerer())
		if err != nil {
			p.logger.Warn("publish: the kept catalogue was not checked", "error", err.Error())
		}
		p.logger.Info("publish: kept catalogue", "kept", kept)
		// The spare is ready before anyone publishes, so the first publish is as quick as the rest:
		// the one the last publisher recorded, or else one made now.
		if !p.recordedSpare() {
			if err := p.freshSpare(); err != nil {
				p.logger.Warn("publish: no spare build yet; the first publish makes it", "error", err.Error())
			}
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

// rebuild builds the changed pages into SiteDir.build, lays them over the spare build
// (SiteDir.next) and swaps it with SiteDir.
func (p *Publisher) rebuild(ctx context.Context) (Result, error) {
	site, err := filepath.Abs(p.cfg.SiteDir)
	if err != nil {
		return Result{}, err
	}
	out, spare := site+".build", site+".next"
	if err := os.RemoveAll(out); err != nil {
		return Result{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, p.cfg.Timeout)
	defer cancel()
	args := strings.Fields(p.cfg.Command)
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Dir = p.cfg.SourceDir
	inOwnGroup(cmd)
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
	if err := p.updateSpare(site, spare); err != nil {
		return Result{}, err
	}
	// From here the spare is being changed: until the swap it is not to be trusted.
	p.stale = nil
	forgetSpare(site)
	changed, pages, err := overlay(out, spare)
	if err != nil {
		return Result{}, err
	}
	for _, path := range removed {
		rel := filepath.FromSlash(strings.Trim(path, "/"))
		if rel == "" || !filepath.IsLocal(rel) {
			continue
		}
		for _, name := range []string{"index.html", "index.html.br", "index.html.gz"} {
			os.Remove(filepath.Join(spare, rel, name))
			changed = append(changed, filepath.Join(rel, name))
		}
		os.Remove(filepath.Join(spare, rel)) // only when empty
	}
	if err := swap(spare, site); err != nil {
		return Result{}, err
	}
	p.stale, p.spareOf = changed, manifestOf(site)
	p.recordSpare(site)
	p.swapped()
	return Result{Pages: pages, Removed: len(removed)}, nil
}

// freshSpare makes the spare a copy of the served build whose files are hard links (no space; the
// files of a build are replaced, never written to, so the two builds may share them).
func (p *Publisher) freshSpare() error {
	site, err := filepath.Abs(p.cfg.SiteDir)
	if err != nil {
		return err
	}
	if _, err := os.Stat(site); err != nil {
		return err
	}
	spare := site + ".next"
	p.stale = nil
	forgetSpare(site)
	if err := os.RemoveAll(spare); err != nil {
		return err
	}
	manifest := manifestOf(site)
	if err := linkTree(site, spare); err != nil {
		return err
	}
	p.stale, p.spareOf = []string{}, manifest
	p.recordSpare(site)
	return nil
}

// spareRecord is what the publisher knows of the spare, kept beside it (SiteDir.next.json) so that a
// restarted gateway, or the next leader on the shared SITE_DIR, trusts the spare as far as the last
// publisher did: without it the first publish after a start linked all 115,000 files of a large site
// again before building (40 of its 62 s on a busy machine). The served build's manifest is named by
// its time, size and SHA-256: a build written into SiteDir by someone else since writes a new one.
type spareRecord struct {
	Manifest string   `json:"manifest"`
	Stale    []string `json:"stale"`
}

// manifestStamp names the served build's manifest as spareRecord keeps it; "" when it has none.
func manifestStamp(site string) string {
	info := manifestOf(site)
	if info == nil {
		return ""
	}
	raw, err := os.ReadFile(filepath.Join(site, "_pages.json"))
	if err != nil {
		return ""
	}
	sum := sha256.Sum256(raw)
	return fmt.Sprintf("%d-%d-%s", info.ModTime().UnixNano(), info.Size(), hex.EncodeToString(sum[:]))
}

// recordSpare keeps what the publisher knows of the spare for the next one. A record that cannot
// be written costs only a fresh spare at the next start.
func (p *Publisher) recordSpare(site string) {
	raw, err := json.Marshal(spareRecord{Manifest: manifestStamp(site), Stale: p.stale})
	if err == nil {
		tmp := site + ".next.json.tmp"
		if err = os.WriteFile(tmp, raw, 0o644); err == nil {
			err = os.Rename(tmp, site+".next.json")
		}
	}
	if err != nil {
		p.logger.Warn("publish: the spare build was not recorded; the next start makes a fresh one", "error", err.Error())
	}
}

// forgetSpare removes the record before the spare is changed, so a gateway that dies meanwhile
// leaves no record of a spare that is no longer what it says.
func forgetSpare(site string) {
	os.Remove(site + ".next.json")
}

// recordedSpare takes the spare the last publisher recorded, if the served build is still the one
// it recorded it for; it reports whether it did.
func (p *Publisher) recordedSpare() bool {
	site, err := filepath.Abs(p.cfg.SiteDir)
	if err != nil {
		return false
	}
	raw, err := os.ReadFile(site + ".next.json")
	if err != nil {
		return false
	}
	var rec spareRecord
	if json.Unmarshal(raw, &rec) != nil || rec.Stale == nil || rec.Manifest != manifestStamp(site) {
		return false
	}
	if info, err := os.Stat(site + ".next"); err != nil || !info.IsDir() {
		return false
	}
	p.stale, p.spareOf = rec.Stale, manifestOf(site)
	return true
}

// manifestOf is the build manifest of the site, nil when it has none (no build yet).
func manifestOf(site string) os.FileInfo {
	info, err := os.Stat(filepath.Join(site, "_pages.json"))
	if err != nil {
		return nil
	}
	return info
}

// sameManifest reports whether two manifests are one file, unchanged.
func sameManifest(a, b os.FileInfo) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return os.SameFile(a, b) && a.ModTime().Equal(b.ModTime()) && a.Size() == b.Size()
}

// updateSpare brings the spare up to the served build: the files the last publish changed are
// linked again from the site, or removed when the site no longer has them. Without a spare to
// trust (none yet, or the site was built anew by someone else) it makes a fresh one.
func (p *Publisher) updateSpare(site, spare string) error {
	if p.stale == nil || !sameManifest(p.spareOf, manifestOf(site)) {
		return p.freshSpare()
	}
	for _, rel := range p.stale {
		from, to := filepath.Join(site, rel), filepath.Join(spare, rel)
		if err := os.Remove(to); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		if _, err := os.Lstat(from); errors.Is(err, fs.ErrNotExist) {
			os.Remove(filepath.Dir(to)) // a removed page's directory, when empty
			continue
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := link(from, to); err != nil {
			return err
		}
	}
	return nil
}

// linkTree makes dst a copy of src whose files are hard links.
func linkTree(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		return link(path, target)
	})
}

// link hard-links src at dst, or copies it where the file system cannot link.
func link(src, dst string) error {
	if err := os.Link(src, dst); err == nil {
		return nil
	}
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}

// overlay moves every file of the partial build src into dst, replacing what is there; it returns
// the files it moved or removed (relative to dst) and the number of pages (index.html files) among
// them.
func overlay(src, dst string) ([]string, int, error) {
	var moved []string
	pages := 0
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		if err := os.Rename(path, target); err != nil {
			return err
		}
		moved = append(moved, rel)
		if d.Name() != "index.html" {
			return nil
		}
		pages++
		// A compressed twin the new page comes without (builds write no gzip twin of a page, nor
		// one that would not be smaller) must not outlive it: it holds the old page's bytes, which
		// the gateway would send to whoever takes that encoding. The twins sort after their page,
		// so they are still in src here when the build wrote them. (Scripts and styles are another
		// matter: a partial build leaves out the twins that the build before made of the same file.)
		for _, suffix := range []string{".br", ".gz"} {
			if _, err := os.Lstat(path + suffix); errors.Is(err, fs.ErrNotExist) && os.Remove(target+suffix) == nil {
				moved = append(moved, rel+suffix)
			}
		}
		return nil
	})
	return moved, pages, err
}

// swapByRenames moves site aside to next's name and next into site's: after it, next holds the old
// build, as after an exchange.
func swapByRenames(next, site string) error {
	aside := site + ".old"
	if err := os.RemoveAll(aside); err != nil {
		return err
	}
	if err := os.Rename(site, aside); err != nil {
		return err
	}
	if err := os.Rename(next, site); err != nil {
		os.Rename(aside, site)
		return err
	}
	return os.Rename(aside, next)
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}

// answerer is Config.Answerer, or a hash of this process's executable.
func (p *Publisher) answerer() string {
	if p.cfg.Answerer != "" {
		return p.cfg.Answerer
	}
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	f, err := os.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
}

// keepCatalogue keeps the catalogue the builds kept in cacheDir when it was read from answerer, and
// removes it otherwise (an unknown answerer, "", never matches); it reports whether it kept it.
func keepCatalogue(cacheDir, answerer string) (bool, error) {
	catalogue := filepath.Join(cacheDir, "tischlein-catalog")
	stamp := filepath.Join(cacheDir, "tischlein-catalog.answerer")
	if was, err := os.ReadFile(stamp); err == nil && answerer != "" && string(was) == answerer {
		return true, nil
	}
	if err := os.RemoveAll(catalogue); err != nil {
		return false, err
	}
	if answerer == "" {
		if err := os.Remove(stamp); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return false, err
		}
		return false, nil
	}
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return false, err
	}
	return false, os.WriteFile(stamp, []byte(answerer), 0o644)
}
