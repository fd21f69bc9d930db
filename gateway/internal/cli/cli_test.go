package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/store"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func freePort(t *testing.T) int {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

func TestSettingsAreValidated(t *testing.T) {
	for _, e := range []map[string]string{
		{"PORT": "eighty"},
		{"PORT": "70000"},
		{"DATABASE_URL": "mysql://x"},
		{"CONTENT_API_TOKEN": "short"},
		{"CONTENT_API_TOKEN": "dev-content-token"},
		{"CONTENT_API_URL": "http://cms/api"},
		{"CONTENT_API_URL": "http://cms/api", "CONTENT_API_TOKEN": "dev-content-token"},
		{"LOG_LEVEL": "loud"},
		{"RATE_LIMITS": "sometimes"},
		{"PUBLIC_URL": "tischlein.example"},
		{"MAIL_FROM": "nobody"},
		{"SMTP_URL": "http://mail"},
		{"IMAGE_SIGNING_KEY": "too-short"},
		{"IMAGE_CACHE_MAX_BYTES": "lots"},
		{"IMAGE_CACHE_MAX_BYTES": "1000"},
		{"IMAGE_WARM_UP": "sometimes"},
		{"METRICS_TOKEN": "guessable"},
		{"METRICS_PORT": "ninety"},
		{"METRICS_PORT": "70000"},
	} {
		if _, err := readSettings(env(e)); err == nil {
			t.Errorf("%v must be rejected", e)
		}
	}
	s, err := readSettings(env(map[string]string{"PORT": "9000", "DATA_DIR": "/tmp/x", "CONTENT_API_URL": "http://cms/api/", "CONTENT_API_TOKEN": testToken}))
	if err != nil || s.server.Port != 9000 || s.store.DataDir != "/tmp/x" || s.upstream.BaseURL != "http://cms/api" {
		t.Fatalf("%+v %v", s, err)
	}
	if s.server.Images.KeyFile != "/tmp/x/image-keys" || s.server.Images.CacheDir != "/tmp/x/images" || s.server.Images.CacheMaxBytes != 1<<30 ||
		!s.server.Images.WarmUp {
		t.Fatalf("image defaults: %+v", s.server.Images)
	}
	if s, err := readSettings(env(map[string]string{"IMAGE_WARM_UP": "off"})); err != nil || s.server.Images.WarmUp {
		t.Errorf("IMAGE_WARM_UP=off: %v %v", s.server.Images.WarmUp, err)
	}
	if s.publish.SiteURL != "http://localhost:9000" {
		t.Errorf("the rebuild on publish links to %q, not this gateway's port", s.publish.SiteURL)
	}
	if s.publicURL != "http://localhost:9000" || s.contentAPI.Account.PublicURL != s.publicURL || !s.contentAPI.Account.RateLimits ||
		s.contentAPI.Mail.OutboxDir != "/tmp/x/outbox" || s.contentAPI.Mail.SMTPURL != "" {
		t.Fatalf("account defaults: %q %+v %+v", s.publicURL, s.contentAPI.Account, s.contentAPI.Mail)
	}
	s, err = readSettings(env(map[string]string{"PUBLIC_URL": "https://tischlein.example/", "RATE_LIMITS": "off",
		"SMTP_URL": "smtp://u:p@mail.example:2525", "MAIL_FROM": "Tischlein <post@tischlein.example>"}))
	if s.publish.SiteURL != "https://tischlein.example" {
		t.Errorf("the rebuild on publish links to %q, not PUBLIC_URL", s.publish.SiteURL)
	}
	if s, _ := readSettings(env(map[string]string{"PUBLIC_URL": "http://127.0.0.1:9000", "SITE_URL": "https://cdn.tischlein.example/"})); s.publish.SiteURL != "https://cdn.tischlein.example" {
		t.Errorf("the rebuild on publish links to %q, not SITE_URL", s.publish.SiteURL)
	}
	if err != nil || s.publicURL != "https://tischlein.example" || s.contentAPI.Account.RateLimits ||
		s.contentAPI.Mail.SMTPURL != "smtp://u:p@mail.example:2525" || s.contentAPI.Mail.From != "Tischlein <post@tischlein.example>" {
		t.Fatalf("account settings: %q %+v %+v %v", s.publicURL, s.contentAPI.Account, s.contentAPI.Mail, err)
	}
}

// builtSite writes the pages /readyz looks for in a built site: home and 404 in both languages.
func builtSite(dir string) {
	for _, page := range []string{"de/index.html", "en/index.html", "de/404/index.html", "en/404/index.html"} {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, page)), 0o755)
		os.WriteFile(filepath.Join(dir, page), []byte("<h1>Tischlein</h1>"), 0o644)
	}
}

// TestServe starts the whole gateway as `gateway serve` does: an empty SQLite store is seeded, the
// embedded content API listens on loopback, and the gateway serves the API and the site; then it
// shuts down gracefully when the context ends.
func TestServe(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	builtSite(site)
	port := freePort(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, nil, env(map[string]string{
			"PORT": strconv.Itoa(port), "DATA_DIR": filepath.Join(dir, "data"), "SITE_DIR": site, "LOG_LEVEL": "warn",
		}), io.Discard)
	}()
	base := "http://127.0.0.1:" + strconv.Itoa(port)
	deadline := time.Now().Add(4 * time.Minute)
	for {
		resp, err := http.Get(base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatal("the gateway did not become ready")
		}
		time.Sleep(200 * time.Millisecond)
	}

	for _, lang := range []string{"de", "en"} {
		req, _ := http.NewRequest("GET", base+"/api/recipes/?per_page=100", nil)
		req.Header.Set("Accept-Language", lang)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var page struct {
			Meta struct{ Pagination struct{ Total int } }
			Data []struct{ Language string }
		}
		json.NewDecoder(resp.Body).Decode(&page)
		resp.Body.Close()
		if resp.StatusCode != 200 || page.Meta.Pagination.Total < 40 || page.Data[0].Language != lang {
			t.Fatalf("%s: %d, %d recipes", lang, resp.StatusCode, page.Meta.Pagination.Total)
		}
	}
	resp, err := http.Get(base + "/de/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(body), "Tischlein") {
		t.Fatalf("site not served: %q", body)
	}

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("shutdown: %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("the gateway did not shut down")
	}
}

// oneUser makes a store in a fresh DATA_DIR with one account of the given address, and returns a
// runner of the command line on it and a reader of that account as the store has it afterwards.
func oneUser(t *testing.T, email string) (run func(args ...string) (string, error), user func() store.User) {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	st, err := store.Open(ctx, store.Config{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	name := strings.Split(email, "@")[0]
	u := store.User{ID: uuid.NewString(), Email: email, Name: name, Slug: name, Language: "de", CreatedAt: now, UpdatedAt: now}
	if err := st.CreateUser(ctx, u, nil, store.Session{TokenHash: name, CreatedAt: now, LastSeenAt: now, ExpiresAt: now}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	run = func(args ...string) (string, error) {
		var out bytes.Buffer
		err := Run(ctx, args, env(map[string]string{"DATA_DIR": dir}), &out)
		return out.String(), err
	}
	user = func() store.User {
		t.Helper()
		st, err := store.Open(ctx, store.Config{DataDir: dir})
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		got, err := st.UserByEmail(ctx, email)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	return run, user
}

// TestUsersPromote makes the first admin from the command line.
func TestUsersPromote(t *testing.T) {
	run, user := oneUser(t, "chefin@example.org")
	if out, err := run("users", "promote", "--email", "Chefin@Example.org", "--role", "admin"); err != nil || !strings.Contains(out, "chefin@example.org is now admin") {
		t.Fatalf("promote: %q %v", out, err)
	}
	for _, args := range [][]string{
		{"users", "promote", "--email", "chefin@example.org", "--role", "king"},
		{"users", "promote", "--email", "niemand@example.org", "--role", "editor"},
		{"users", "promote", "--role", "editor"},
		{"users", "demote"},
	} {
		if _, err := run(args...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
	if got := user(); got.Role != "admin" {
		t.Fatalf("role after promote: %q", got.Role)
	}
}

// TestUsersPremium gives an account premium from the command line and takes it away.
func TestUsersPremium(t *testing.T) {
	run, user := oneUser(t, "leserin@example.org")
	premium := func() bool { return user().IsPremium }
	if out, err := run("users", "premium", "--email", "Leserin@Example.org", "--on"); err != nil || !strings.Contains(out, "leserin@example.org is premium") || !premium() {
		t.Fatalf("premium on: %q %v", out, err)
	}
	if out, err := run("users", "premium", "--email", "leserin@example.org", "--off"); err != nil || !strings.Contains(out, "no longer premium") || premium() {
		t.Fatalf("premium off: %q %v", out, err)
	}
	for _, args := range [][]string{
		{"users", "premium", "--email", "leserin@example.org"},
		{"users", "premium", "--email", "leserin@example.org", "--on", "--off"},
		{"users", "premium", "--on"},
		{"users", "premium", "--email", "niemand@example.org", "--on"},
	} {
		if _, err := run(args...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

// TestBackupAndRestore backs a store up from the command line and restores it into another
// DATA_DIR, where the account is; neither command overwrites anything.
func TestBackupAndRestore(t *testing.T) {
	run, _ := oneUser(t, "sicher@example.org")
	file := filepath.Join(t.TempDir(), "tischlein-backup.db")
	if out, err := run("backup", "--to", file); err != nil || !strings.Contains(out, "backed up") {
		t.Fatalf("backup: %q %v", out, err)
	}
	if _, err := run("backup", "--to", file); err == nil {
		t.Fatal("a second backup overwrote the first")
	}
	if _, err := run("backup"); err == nil {
		t.Fatal("backup without --to")
	}
	fresh := t.TempDir()
	var out bytes.Buffer
	if err := Run(context.Background(), []string{"restore", "--from", file}, env(map[string]string{"DATA_DIR": fresh}), &out); err != nil {
		t.Fatalf("restore: %v", err)
	}
	st, err := store.Open(context.Background(), store.Config{DataDir: fresh})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := st.UserByEmail(context.Background(), "sicher@example.org"); err != nil {
		t.Fatalf("the restored store lacks the account: %v", err)
	}
	if _, err := run("restore", "--from", file); err == nil {
		t.Fatal("a restore replaced a store in use")
	}
	if err := Run(context.Background(), []string{"backup", "--to", file + "2"}, env(map[string]string{"DATABASE_URL": "postgres://x@127.0.0.1:1/x"}), &out); err == nil || !strings.Contains(err.Error(), "pg_dump") {
		t.Fatalf("backup on PostgreSQL: %v", err)
	}
}
