package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"
)

// publishBench measures the publishing budget: an edited recipe title is visible on its page, on the
// page of its category's list that shows it, and on the home page that features it, at most 30 s
// after the editor saved it — with the demo catalogue plus o.recipes synthetic recipes in both
// languages, on SQLite and PostgreSQL. The site is built in full once per store; then o.edits
// titles are changed one after another, each measured, and the gateway's own account of what it
// rebuilt is printed.
func publishBench(ctx context.Context, o options) error {
	fmt.Printf("Publishing: %d synthetic recipes per language, %d title edits per store, budget ≤ 30 s each\n", o.recipes, o.edits)
	return onEachStore(ctx, o, "tischlein_bench_publish", publishOneStore)
}

func publishOneStore(ctx context.Context, o options, name, databaseURL string) error {
	repo, err := os.Getwd()
	if err != nil {
		return err
	}
	dataDir := filepath.Join(o.dir, "publish-"+name)
	site := filepath.Join(o.dir, "publish-site-"+name)
	env := []string{"CONTENT_API_TOKEN=" + token, "LOG_LEVEL=info", "DATABASE_URL=" + databaseURL, "DATA_DIR=" + dataDir,
		"SITE_DIR=" + site, "SITE_SOURCE_DIR=" + repo, "RATE_LIMITS=off"}

	fmt.Printf("\n[%s] seeding the demo catalogue and %d synthetic recipes …\n", name, o.recipes)
	seeder, err := startProcess(o.dir, o.gateway, "publish-seed-"+name, env, "seed", "--synthetic", fmt.Sprint(o.recipes))
	if err != nil {
		return err
	}
	select {
	case <-seeder.done:
	case <-ctx.Done():
		seeder.stop()
		return ctx.Err()
	}
	if seeder.err != nil {
		return fmt.Errorf("bench: seeding %s failed (%v); see %s", name, seeder.err, seeder.log)
	}
	port, err := freePort()
	if err != nil {
		return err
	}
	base := "http://127.0.0.1:" + port
	gw, err := startProcess(o.dir, o.gateway, "publish-gateway-"+name, append(env, "PORT="+port, "PUBLIC_URL="+base), "serve")
	if err != nil {
		return err
	}
	defer gw.stop()
	if err := gw.waitReady(ctx, base+"/api/menu/", nil); err != nil {
		return err
	}

	start := time.Now()
	build := exec.CommandContext(ctx, "npm", "run", "--silent", "build:site")
	// The gateway's own builds use the cache beside the site (publish.CacheDir): there the full build
	// keeps the recipes it read, and the partial builds read only what changed since.
	build.Env = append(os.Environ(), "SITE_OUT_DIR="+site, "SITE_CACHE_DIR="+site+".cache", "API_URL="+base+"/api", "SITE_URL="+base)
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("bench: [%s] full site build: %w\n%s", name, err, tail(string(out), 2000))
	}
	fmt.Printf("[%s] full site build: %s\n", name, time.Since(start).Round(time.Second))

	editor, err := editorClient(ctx, o, base, dataDir, env)
	if err != nil {
		return err
	}
	var feed struct {
		Modules []struct {
			Kind string
			Item *struct {
				Slug      string
				ContentID string `json:"content_id"`
			}
		}
	}
	if err := getJSON(ctx, editor, base+"/api/feed/?lang=de", &feed); err != nil {
		return err
	}
	var hero struct{ Slug, ContentID string }
	for _, m := range feed.Modules {
		if m.Kind == "hero" && m.Item != nil {
			hero.Slug, hero.ContentID = m.Item.Slug, m.Item.ContentID
		}
	}
	if hero.Slug == "" {
		return fmt.Errorf("bench: [%s] the home feed features no recipe", name)
	}
	var recipe struct {
		Categories []struct{ Slug string }
	}
	if err := getJSON(ctx, editor, base+"/api/recipes/"+hero.Slug+"/?lang=de", &recipe); err != nil {
		return err
	}
	category := recipe.Categories[0].Slug
	listPage, err := pageShowing(ctx, editor, base, category, hero.ContentID)
	if err != nil {
		return err
	}
	pages := []string{"/de/rezepte/" + hero.Slug + "/", listPage, "/de/"}
	fmt.Printf("[%s] editing the title of %q, featured on /de/ and listed on %s\n", name, hero.Slug, listPage)

	// edit changes the title, waits until all three pages show it and prints how long that took and
	// what gw rebuilt (its n-th republishing).
	edit := func(gw *process, n int, label string) (time.Duration, error) {
		title := fmt.Sprintf("Benchmark-Titel %s %d", label, time.Now().UnixNano())
		body := fmt.Sprintf(`{"versions":{"de":{"title":%q}}}`, title)
		req, _ := http.NewRequestWithContext(ctx, http.MethodPatch, base+"/api/editorial/content/"+hero.ContentID+"/", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Requested-With", "bench")
		saved := time.Now()
		resp, err := editor.Do(req)
		if err != nil {
			return 0, err
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return 0, fmt.Errorf("bench: [%s] PATCH the title: %d", name, resp.StatusCode)
		}
		for _, page := range pages {
			if err := waitFor(ctx, base+page, title, 120*time.Second); err != nil {
				return 0, fmt.Errorf("bench: [%s] %s: %w", name, page, err)
			}
		}
		d := time.Since(saved)
		rebuilt, err := lastRebuild(gw.log, n)
		if err != nil {
			return 0, err
		}
		fmt.Printf("[%s] %s: visible on all three after %.1f s (budget ≤ 30 s: %s); the gateway rebuilt %s\n", name, label,
			d.Seconds(), map[bool]string{true: "met", false: "MISSED"}[d <= 30*time.Second], rebuilt)
		return d, nil
	}

	var took []time.Duration
	for i := range o.edits {
		d, err := edit(gw, i+1, fmt.Sprintf("edit %d", i+1))
		if err != nil {
			return err
		}
		took = append(took, d)
	}
	slices.Sort(took)
	fmt.Printf("[%s] %d edits: min %.1f s, median %.1f s, max %.1f s\n", name, len(took), took[0].Seconds(), took[len(took)/2].Seconds(), took[len(took)-1].Seconds())

	// The first publish after a restart: the gateway keeps the catalogue its builds read across a
	// restart when the content has not changed since, so this edit is rebuilt like the ones before
	// instead of reading all 10,000 recipes again.
	gw.stop()
	restarted, err := startProcess(o.dir, o.gateway, "publish-gateway-"+name+"-restarted", append(env, "PORT="+port, "PUBLIC_URL="+base), "serve")
	if err != nil {
		return err
	}
	defer restarted.stop()
	if err := restarted.waitReady(ctx, base+"/api/menu/", nil); err != nil {
		return err
	}
	kept, err := keptCatalogue(restarted.log)
	if err != nil {
		return err
	}
	fmt.Printf("[%s] restarted the gateway: %s\n", name, kept)
	_, err = edit(restarted, 1, "first edit after a restart")
	return err
}

var keptLine = regexp.MustCompile(`"msg":"publish: kept catalogue".*?"kept":(true|false)`)

// keptCatalogue reads a starting gateway's log for whether it kept the catalogue of the builds
// before its restart, waiting a moment for the line.
func keptCatalogue(logPath string) (string, error) {
	for wait := 0; wait < 50; wait++ {
		raw, err := os.ReadFile(logPath)
		if err != nil {
			return "", err
		}
		if m := keptLine.FindStringSubmatch(string(raw)); m != nil {
			return map[string]string{"true": "the kept catalogue was kept", "false": "the kept catalogue was dropped (the content changed)"}[m[1]], nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return "no word on the kept catalogue in its log", nil
}

// editorClient registers an account, promotes it with the gateway's command line, and logs it in.
func editorClient(ctx context.Context, o options, base, dataDir string, env []string) (*http.Client, error) {
	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar, Timeout: 60 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	email := fmt.Sprintf("editor-%d@example.com", time.Now().UnixNano())
	if _, err := post(ctx, client, base+"/api/register/", fmt.Sprintf(`{"email":%q,"password":%q,"name":"Bench","language":"de"}`, email, benchPassword), http.StatusAccepted); err != nil {
		return nil, err
	}
	tok, err := mailToken(ctx, filepath.Join(dataDir, "outbox"), email)
	if err != nil {
		return nil, err
	}
	if _, err := post(ctx, client, base+"/api/register/confirm/", fmt.Sprintf(`{"token":%q}`, tok), http.StatusOK); err != nil {
		return nil, err
	}
	promote := exec.CommandContext(ctx, o.gateway, "users", "promote", "--email", email, "--role", "editor")
	promote.Env = append(os.Environ(), env...)
	if out, err := promote.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("bench: promote: %w: %s", err, out)
	}
	return client, nil
}

func getJSON(ctx context.Context, client *http.Client, url string, v any) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("bench: GET %s: %d", url, resp.StatusCode)
	}
	return json.NewDecoder(resp.Body).Decode(v)
}

// pageShowing finds the page of a category's list (24 cards a page, newest first) that shows an item.
func pageShowing(ctx context.Context, client *http.Client, base, category, contentID string) (string, error) {
	for page := 1; page < 1000; page++ {
		var list struct {
			Data []struct {
				ContentID string `json:"content_id"`
			}
			Meta struct{ Pagination struct{ Pages int } }
		}
		if err := getJSON(ctx, client, fmt.Sprintf("%s/api/recipes/?category=%s&per_page=24&page=%d&lang=de", base, category, page), &list); err != nil {
			return "", err
		}
		for _, item := range list.Data {
			if item.ContentID == contentID {
				if page == 1 {
					return "/de/kategorien/" + category + "/", nil
				}
				return fmt.Sprintf("/de/kategorien/%s/seite/%d/", category, page), nil
			}
		}
		if page >= list.Meta.Pagination.Pages {
			break
		}
	}
	return "", fmt.Errorf("bench: the item is in no page of its category %s", category)
}

// waitFor polls a page of the site until it contains text.
func waitFor(ctx context.Context, url, text string, limit time.Duration) error {
	client := &http.Client{Timeout: 10 * time.Second}
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if resp, err := client.Do(req); err == nil {
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if strings.Contains(string(body), text) {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return fmt.Errorf("not showing the new title after %s", limit)
}

var republished = regexp.MustCompile(`"msg":"publish: site republished","pages":(\d+),"removed":(\d+),"took":"([^"]+)"`)

// lastRebuild reads the gateway's log for its n-th republishing, waiting a moment for the line: the
// gateway logs it just after the swap that made the pages visible.
func lastRebuild(logPath string, n int) (string, error) {
	for wait := 0; wait < 50; wait++ {
		raw, err := os.ReadFile(logPath)
		if err != nil {
			return "", err
		}
		if all := republished.FindAllStringSubmatch(string(raw), -1); len(all) >= n {
			m := all[n-1]
			return fmt.Sprintf("%s pages (%s removed) in %s", m[1], m[2], m[3]), nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return "nothing (no such republishing in its log)", nil
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}
