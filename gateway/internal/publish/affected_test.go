package publish_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/contentapi"
	"github.com/tischlein/tischlein/gateway/internal/publish"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/seed"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/session"
	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// TestAffectedPages runs publishing for real, on SQLite and PostgreSQL: the gateway in front of the
// content API on the demo catalogue, the site built in full with npm, then an editor's changes in
// the desk, each republished by the publisher with a partial build of the site (site/src/lib/publish.ts).
//
// What a partial build rendered is read from the served directory itself: the publisher moves the
// rendered files over hard links of the previous build, so a page that was rebuilt is a new file and
// a page that was not is the same file (inode) as before. That is compared with the previous build's
// HTML: a title edit must rebuild exactly the pages that showed the old title (besides the pages
// that are always rebuilt), and afterwards no page may show it; unpublishing must remove the
// recipe's pages in both languages and rebuild every page that linked to them, and leave recipes
// of other categories alone.
func TestAffectedPages(t *testing.T) {
	repo := siteSources(t)
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			// The builds' cache, away from other builds of the repository and the other store's.
			t.Setenv("SITE_CACHE_DIR", t.TempDir())
			checkAffectedPages(t, repo, b)
		})
	}
}

// siteSources returns the repository root when the site can be built there; without its node
// modules the test is skipped, except in CI (CI=true), where it must run.
func siteSources(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the site three times per store; not with -short")
	}
	repo, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	_, err = os.Stat(filepath.Join(repo, "node_modules", ".bin", "astro"))
	_, npm := exec.LookPath("npm")
	if err != nil || npm != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("the site cannot be built (npm ci first): in CI the publishing test must run")
		}
		t.Skip("no npm or node_modules: the site cannot be built here (npm ci)")
	}
	return repo
}

func checkAffectedPages(t *testing.T, repo string, b storetest.Backend) {
	g := startGateway(t, b, repo)

	start := time.Now()
	build := exec.Command("npm", "run", "--silent", "build:site")
	build.Dir = repo
	build.Env = append(os.Environ(), "SITE_OUT_DIR="+g.site, "API_URL="+g.url+"/api", "SITE_URL="+g.url)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("full site build: %v\n%s", err, tail(string(out), 3000))
	}
	full := snapshot(t, g.site)
	t.Logf("full build: %d pages in %s", len(full), time.Since(start).Round(100*time.Millisecond))
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go g.publisher.Run(ctx)

	// The recipe the German home page features: its card is on lists, on the home page and on the
	// pages of its neighbours in its category.
	var feed struct {
		Modules []struct {
			Kind string
			Item *struct {
				Type, Slug string
				ContentID  string `json:"content_id"`
			}
		}
	}
	g.getJSON("/api/feed/?lang=de", &feed)
	var slug, contentID string
	for _, m := range feed.Modules {
		if m.Kind == "hero" && m.Item != nil && m.Item.Type == "recipe" {
			slug, contentID = m.Item.Slug, m.Item.ContentID
		}
	}
	if slug == "" {
		t.Fatal("the German home feed features no recipe")
	}
	recipe := g.recipe("de", slug)
	if recipe.Alternate == nil {
		t.Fatalf("%s has no English twin", slug)
	}
	dePage, enPage := "/de/rezepte/"+slug+"/", "/en/recipes/"+recipe.Alternate.Slug+"/"
	oldTitle, newTitle := recipe.Title, "Ofenlachs mit Senfkruste"
	if strings.ContainsAny(oldTitle, `<>&'"`) || len(full.containing(newTitle)) > 0 {
		t.Fatalf("the test looks for the titles as they are: %q must need no escaping, %q must be new", oldTitle, newTitle)
	}

	t.Run("title edit", func(t *testing.T) {
		g.t = t
		showing := full.containing(oldTitle)
		if !showing[dePage] || !showing["/de/"] {
			t.Fatalf("before the edit, %s or /de/ does not show %q", dePage, oldTitle)
		}
		g.patch(contentID, `{"versions":{"de":{"title":"`+newTitle+`"}}}`)
		res := g.waitPublished(1)
		now := snapshot(t, g.site)
		manifest := readManifest(t, g.site)
		rebuilt := now.rebuiltSince(full)
		t.Logf("partial build: %d pages rendered in %s, %d of them always", res.Pages, res.Took.Round(100*time.Millisecond), len(always(manifest, now)))
		if res.Pages != len(rebuilt) {
			t.Errorf("the publisher counts %d pages, the served directory has %d new ones", res.Pages, len(rebuilt))
		}

		// Exactly the pages that showed the old title, besides those rebuilt every time.
		var stale, extra []string
		for path := range now {
			if always(manifest, now)[path] {
				continue
			}
			switch {
			case showing[path] && !rebuilt[path]:
				stale = append(stale, path)
			case rebuilt[path] && !showing[path]:
				extra = append(extra, path)
			}
		}
		if len(stale) > 0 {
			t.Errorf("pages that show the recipe were not rebuilt: %v", sorted(stale))
		}
		if len(extra) > 0 {
			t.Errorf("pages that do not show the recipe were rebuilt: %v", sorted(extra))
		}
		var lists, related []string
		for path := range rebuilt {
			switch {
			case strings.HasPrefix(path, "/de/kategorien/"), path == "/de/rezepte/" || strings.HasPrefix(path, "/de/rezepte/seite/"):
				lists = append(lists, path)
			case strings.HasPrefix(path, "/de/rezepte/") && path != dePage:
				related = append(related, path)
			}
		}
		if !rebuilt[dePage] || !rebuilt["/de/"] || len(lists) < 2 || len(related) == 0 {
			t.Errorf("rebuilt: own page %v, home %v, lists %v, related recipes %v", rebuilt[dePage], rebuilt["/de/"], lists, related)
		}
		t.Logf("rebuilt for the edit: %s, /de/, lists %v, related %v, %d others (of %d pages)",
			dePage, sorted(lists), sorted(related), len(rebuilt)-len(lists)-len(related)-2, len(now))

		// Only German changed: the English twin is the file it was.
		if rebuilt[enPage] || !bytes.Equal(now[enPage].html, full[enPage].html) {
			t.Errorf("the English twin %s was rebuilt, though only German changed", enPage)
		}
		for path := range showing {
			if !bytes.Contains(now[path].html, []byte(newTitle)) {
				t.Errorf("%s does not show the new title", path)
			}
		}
		if still := now.containing(oldTitle); len(still) > 0 {
			t.Errorf("pages still show the old title: %v", sorted(keys(still)))
		}
		// A reader gets the new page, whichever precompressed copy the gateway picks.
		for path := range rebuilt {
			for _, suffix := range []string{".br", ".gz"} {
				if old, ok := full[path].compressed[suffix]; ok && os.SameFile(old, now[path].compressed[suffix]) {
					t.Errorf("%s was rebuilt, its index.html%s was not", path, suffix)
				}
			}
		}
		for _, enc := range []string{"gzip", "br"} {
			if got := g.page(dePage, enc); !strings.Contains(got, newTitle) {
				t.Errorf("the gateway serves %s (%s) without the new title", dePage, enc)
			}
		}
	})

	t.Run("unpublish", func(t *testing.T) {
		g.t = t
		// The recipes that share a category with it, whose related recipes may change.
		neighbours := map[string]bool{}
		for _, r := range []struct{ lang, slug string }{{"de", slug}, {"en", recipe.Alternate.Slug}} {
			for _, c := range g.recipe(r.lang, r.slug).Categories {
				for _, s := range g.recipesIn(r.lang, c.Slug) {
					neighbours["/"+r.lang+"/"+map[string]string{"de": "rezepte", "en": "recipes"}[r.lang]+"/"+s+"/"] = true
				}
			}
		}
		before, previous := snapshot(t, g.site), readManifest(t, g.site)
		_, runs := g.publisher.Last()
		links := func(html []byte) bool {
			return bytes.Contains(html, []byte(`href="`+dePage+`"`)) || bytes.Contains(html, []byte(`href="`+enPage+`"`))
		}
		g.patch(contentID, `{"state":"expired"}`)
		res := g.waitPublished(runs + 1)
		now, manifest := snapshot(t, g.site), readManifest(t, g.site)
		rebuilt := now.rebuiltSince(before)
		t.Logf("partial build: %d pages rendered, %d removed in %s", res.Pages, res.Removed, res.Took.Round(100*time.Millisecond))

		var gone []string
		for path := range previous {
			if _, ok := manifest[path]; !ok {
				gone = append(gone, path)
			}
		}
		if !slices.Contains(gone, dePage) || !slices.Contains(gone, enPage) || res.Removed != len(gone) {
			t.Errorf("removed: the publisher counts %d, the manifests differ by %v; want both %s and %s", res.Removed, sorted(gone), dePage, enPage)
		}
		for _, path := range gone {
			if _, err := os.Stat(filepath.Join(g.site, filepath.FromSlash(path))); !os.IsNotExist(err) {
				t.Errorf("%s is still served (%v)", path, err)
			}
		}
		for path, p := range before {
			if links(p.html) && !slices.Contains(gone, path) && !rebuilt[path] && !always(manifest, now)[path] {
				t.Errorf("%s linked to the recipe and was not rebuilt", path)
			}
		}
		// The feeds, collections and stories that showed its card no longer do (store.dropCards).
		for path, p := range now {
			if links(p.html) {
				t.Errorf("%s still links to the unpublished recipe", path)
			}
		}

		// Recipes of other categories: their related recipes do not change, so neither do their pages.
		unrelated := 0
		for path := range now {
			if !recipePage.MatchString(path) || neighbours[path] {
				continue
			}
			unrelated++
			if rebuilt[path] {
				t.Errorf("%s (no category in common) was rebuilt", path)
			}
		}
		if unrelated < 20 {
			t.Errorf("only %d recipe pages of other categories to look at", unrelated)
		}
		t.Logf("unpublishing rebuilt %d pages, removed %v; %d recipe pages of other categories untouched", len(rebuilt), sorted(gone), unrelated)
	})
}

// gateway is the gateway in front of the content API on the demo catalogue, serving site, with a
// publisher wired as `gateway serve` wires it (not yet running), and an editor's client.
type gateway struct {
	t         *testing.T
	url, site string
	publisher *publish.Publisher
	editor    *http.Client
	logs      *syncBuffer
}

// recipePage matches the path of a recipe's page in either language.
var recipePage = regexp.MustCompile(`^/(de/rezepte|en/recipes)/[a-z0-9-]+/$`)

func startGateway(t *testing.T, b storetest.Backend, repo string) *gateway {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	logs := &syncBuffer{}
	logger := slog.New(slog.NewTextHandler(logs, nil))
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	st := b.Open(t)
	if _, err := seed.Demo(ctx, st); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	g := &gateway{t: t, url: "http://" + ln.Addr().String(), site: filepath.Join(t.TempDir(), "dist"), logs: logs}

	apiCfg := contentapi.DefaultConfig()
	apiCfg.Token = "publish-test-token-0123456789abcdefghij"
	apiCfg.Account.PublicURL = g.url
	apiCfg.Mail.OutboxDir = t.TempDir()
	api, err := contentapi.New(apiCfg, st, quiet)
	if err != nil {
		t.Fatal(err)
	}
	go api.KeepIndexFresh(ctx)
	apiSrv := httptest.NewServer(api)
	t.Cleanup(apiSrv.Close)
	upCfg := upstream.DefaultConfig()
	upCfg.BaseURL, upCfg.Token = apiSrv.URL+"/api", apiCfg.Token
	up, err := upstream.New(upCfg, quiet)
	if err != nil {
		t.Fatal(err)
	}
	c, err := cache.New(cache.DefaultConfig(), quiet)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	schemas, err := schema.Load()
	if err != nil {
		t.Fatal(err)
	}
	cfg := server.DefaultConfig()
	cfg.SiteDir, cfg.PublicURL = g.site, g.url
	cfg.Session.Keys = []string{"publish-test-session-key-0123456789abcdefgh"}
	cfg.Images.Keys = []string{"publish-test-image-key-0123456789abcdefghij"}
	cfg.Images.CacheDir = t.TempDir()
	gw, err := server.New(cfg, up, c, schemas, quiet)
	if err != nil {
		t.Fatal(err)
	}
	pubCfg := publish.DefaultConfig()
	pubCfg.SourceDir, pubCfg.SiteDir, pubCfg.APIURL, pubCfg.SiteURL = repo, g.site, g.url+"/api", g.url
	if g.publisher, err = publish.New(pubCfg, logger); err != nil {
		t.Fatal(err)
	}
	if !g.publisher.Local() {
		t.Fatal("the publisher does not build the site here")
	}
	gw.OnPublish(g.publisher.Changed)
	srv := &httptest.Server{Listener: ln, Config: &http.Server{Handler: gw}}
	srv.Start()
	t.Cleanup(srv.Close)
	g.editor = editorClient(t, st, cfg.Session, g.url)
	return g
}

// editorClient makes an editor's account with a session in the store and returns a client holding
// its session cookie, as after a login.
func editorClient(t *testing.T, st *store.Store, cfg session.Config, base string) *http.Client {
	t.Helper()
	raw := make([]byte, 32)
	rand.Read(raw)
	token := hex.EncodeToString(raw)
	sum := sha256.Sum256([]byte(token))
	now := time.Now()
	id := uuid.NewString()
	u := store.User{ID: id, Email: id + "@example.org", Name: "Redaktion", Slug: "redaktion-" + id[:8], Language: "de", Role: "editor", CreatedAt: now, UpdatedAt: now}
	if err := st.CreateUser(context.Background(), u, nil, store.Session{TokenHash: hex.EncodeToString(sum[:]), CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	sessions, err := session.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	sessions.Start(rec, token)
	jar, _ := cookiejar.New(nil)
	u2, _ := url.Parse(base)
	jar.SetCookies(u2, rec.Result().Cookies())
	return &http.Client{Jar: jar, Timeout: time.Minute}
}

func (g *gateway) getJSON(path string, v any) {
	g.t.Helper()
	resp, err := g.editor.Get(g.url + path)
	if err != nil {
		g.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		g.t.Fatalf("GET %s: %d %s", path, resp.StatusCode, body)
	}
	if err := json.Unmarshal(body, v); err != nil {
		g.t.Fatalf("GET %s: %v", path, err)
	}
}

type recipeBody struct {
	Title      string
	Alternate  *struct{ Slug string }
	Categories []struct{ Slug string }
}

func (g *gateway) recipe(lang, slug string) recipeBody {
	g.t.Helper()
	var r recipeBody
	g.getJSON("/api/recipes/"+slug+"/?lang="+lang, &r)
	return r
}

// recipesIn lists the slugs of a category's recipes.
func (g *gateway) recipesIn(lang, category string) []string {
	g.t.Helper()
	var out []string
	for page := 1; ; page++ {
		var list struct {
			Data []struct{ Slug string }
			Meta struct{ Pagination struct{ Pages int } }
		}
		g.getJSON(fmt.Sprintf("/api/recipes/?category=%s&per_page=100&page=%d&lang=%s", category, page, lang), &list)
		for _, r := range list.Data {
			out = append(out, r.Slug)
		}
		if page >= list.Meta.Pagination.Pages {
			return out
		}
	}
}

// patch changes an item in the desk as the editor, as the desk's island does.
func (g *gateway) patch(contentID, body string) {
	g.t.Helper()
	req, _ := http.NewRequest(http.MethodPatch, g.url+"/api/editorial/content/"+contentID+"/", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "fetch")
	req.Header.Set("Origin", g.url)
	resp, err := g.editor.Do(req)
	if err != nil {
		g.t.Fatal(err)
	}
	defer resp.Body.Close()
	if out, _ := io.ReadAll(resp.Body); resp.StatusCode != http.StatusOK {
		g.t.Fatalf("PATCH %s: %d %s", body, resp.StatusCode, out)
	}
}

// waitPublished waits for the publisher's n-th republishing.
func (g *gateway) waitPublished(n int) publish.Result {
	g.t.Helper()
	deadline := time.Now().Add(5 * time.Minute)
	for {
		if res, runs := g.publisher.Last(); runs >= n {
			return res
		}
		if time.Now().After(deadline) {
			g.t.Fatalf("no republishing within 5 minutes; the publisher's log:\n%s", tail(g.logs.String(), 3000))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// page fetches a page of the site with one content coding and returns it decoded.
func (g *gateway) page(path, encoding string) string {
	g.t.Helper()
	req, _ := http.NewRequest(http.MethodGet, g.url+path, nil)
	req.Header.Set("Accept-Encoding", encoding)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		g.t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != encoding {
		g.t.Fatalf("GET %s (%s): %d, Content-Encoding %q", path, encoding, resp.StatusCode, resp.Header.Get("Content-Encoding"))
	}
	body, err := decode(resp.Body, encoding)
	if err != nil {
		g.t.Fatalf("GET %s (%s): %v", path, encoding, err)
	}
	return body
}

func decode(r io.Reader, encoding string) (string, error) {
	if encoding == "br" {
		r = brotli.NewReader(r)
	} else {
		zr, err := gzip.NewReader(r)
		if err != nil {
			return "", err
		}
		r = zr
	}
	body, err := io.ReadAll(r)
	return string(body), err
}

// pageFile is one page of a build: its index.html and the precompressed copies beside it.
type pageFile struct {
	info       fs.FileInfo
	html       []byte
	compressed map[string]fs.FileInfo
}

// build is a build's pages by path ("/de/rezepte/x/").
type build map[string]pageFile

func snapshot(t *testing.T, dir string) build {
	t.Helper()
	out := build{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.Name() != "index.html" {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		html, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		p := pageFile{info: info, html: html, compressed: map[string]fs.FileInfo{}}
		for _, suffix := range []string{".br", ".gz"} {
			if c, err := os.Stat(path + suffix); err == nil {
				p.compressed[suffix] = c
			}
		}
		rel, _ := filepath.Rel(dir, filepath.Dir(path))
		out["/"+filepath.ToSlash(rel)+"/"] = p
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// containing returns the pages whose HTML contains text.
func (b build) containing(text string) map[string]bool {
	out := map[string]bool{}
	for path, p := range b {
		if bytes.Contains(p.html, []byte(text)) {
			out[path] = true
		}
	}
	return out
}

// rebuiltSince returns the pages that are new files since the build before: the publisher moves
// what it rendered over hard links of the previous build.
func (b build) rebuiltSince(before build) map[string]bool {
	out := map[string]bool{}
	for path, p := range b {
		if old, ok := before[path]; !ok || !os.SameFile(old.info, p.info) {
			out[path] = true
		}
	}
	return out
}

// readManifest reads a build's page fingerprints (_pages.json).
func readManifest(t *testing.T, dir string) map[string]string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(dir, "_pages.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// always returns the pages every build renders: those whose template reads more than their view
// (fingerprint "always") and those outside the plan (the 404 pages).
func always(manifest map[string]string, b build) map[string]bool {
	out := map[string]bool{}
	for path := range b {
		if print, ok := manifest[path]; !ok || print == "always" {
			out[path] = true
		}
	}
	return out
}

func keys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func sorted(s []string) []string {
	slices.Sort(s)
	return s
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}

// syncBuffer collects the publisher's log, which its goroutine writes while the test reads.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
