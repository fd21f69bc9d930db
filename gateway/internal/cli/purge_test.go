package cli

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/session"
	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

const childEnv = "TISCHLEIN_GATEWAY_CHILD"

// TestGatewayChild is one gateway process of TestTwoGatewaysAgree: the test binary started again,
// running `gateway serve` with the environment it was given until it is stopped.
func TestGatewayChild(t *testing.T) {
	if os.Getenv(childEnv) != "1" {
		t.Skip("runs only as a process started by TestTwoGatewaysAgree")
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	if err := Run(ctx, nil, os.Getenv, os.Stderr); err != nil {
		t.Fatal(err)
	}
}

// TestTwoGatewaysAgree starts two gateway processes at once on one empty PostgreSQL database, each
// with its own DATA_DIR and cache and no keys configured: both come up (one migrates and seeds while
// the other waits), they agree on the session keys the first one kept in
// the store, so one cookie is a session at both; and a like made through one changes the count the
// other serves at once, though the other had the recipe cached as fresh (the purge travels by
// LISTEN/NOTIFY).
func TestTwoGatewaysAgree(t *testing.T) {
	pg := storetest.PostgresBase(t)
	dsn := storetest.PostgresURL(t, pg)
	site := filepath.Join(t.TempDir(), "site")
	builtSite(site)

	start := func() string {
		port := strconv.Itoa(freePort(t))
		base := "http://127.0.0.1:" + port
		cmd := exec.Command(os.Args[0], "-test.run=^TestGatewayChild$")
		cmd.Env = append(os.Environ(), childEnv+"=1", "DATABASE_URL="+dsn, "PORT="+port, "PUBLIC_URL="+base,
			"DATA_DIR="+t.TempDir(), "SITE_DIR="+site, "LOG_LEVEL=warn", "RATE_LIMITS=off")
		cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			cmd.Process.Signal(syscall.SIGTERM)
			cmd.Wait()
		})
		return base
	}
	// Both start at once on the empty database: they take turns to migrate it, one seeds it, and
	// they agree on the keys.
	a, b := start(), start()
	waitReady(t, a)
	waitReady(t, b)

	// A reader of gateway b, and a cook logged in at gateway a.
	ctx := context.Background()
	st, err := store.Open(ctx, store.Config{DatabaseURL: dsn})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	key, err := st.SharedSecret(ctx, "session-keys", "not the first")
	if err != nil || key == "not the first" {
		t.Fatalf("the gateways kept no session key in the store: %q %v", key, err)
	}
	token := uuid.NewString() + uuid.NewString()
	sum := sha256.Sum256([]byte(token))
	now := time.Now()
	u := store.User{ID: uuid.NewString(), Email: "zwei@example.org", Name: "Zwei", Slug: "zwei", Language: "de", CreatedAt: now, UpdatedAt: now}
	if err := st.CreateUser(ctx, u, nil, store.Session{TokenHash: hex.EncodeToString(sum[:]), CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	sessionCfg := session.DefaultConfig()
	sessionCfg.Keys = []string{key}
	sessions, err := session.New(sessionCfg)
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	sessions.Start(rec, token)

	var list struct {
		Data []struct{ ID, Slug string }
	}
	getJSON(t, a+"/api/recipes/?per_page=1&lang=de", &list)
	recipe := b + "/api/recipes/" + list.Data[0].Slug + "/?lang=de"
	likes := func() (int, string) {
		var r struct {
			UserReactions struct {
				LikeCount int `json:"like_count"`
			} `json:"user_reactions"`
		}
		return r.UserReactions.LikeCount, getJSON(t, recipe, &r)
	}
	for _, gateway := range []string{a, b} {
		req, _ := http.NewRequest("GET", gateway+"/api/users/me/", nil)
		for _, c := range rec.Result().Cookies() {
			req.AddCookie(c)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("the cookie is no session at %s: %d", gateway, resp.StatusCode)
		}
	}
	before, _ := likes()
	if _, state := likes(); state != "HIT" {
		t.Fatalf("gateway b did not cache the recipe: X-Cache %s", state)
	}

	req, _ := http.NewRequest("POST", a+"/api/users/me/likes/", strings.NewReader(`{"id":"`+list.Data[0].ID+`"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "fetch")
	for _, c := range rec.Result().Cookies() {
		req.AddCookie(c)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 201 {
		t.Fatalf("like at gateway a: %d", resp.StatusCode)
	}
	liked := time.Now()
	for {
		n, _ := likes()
		if n == before+1 {
			t.Logf("gateway b served the new count %v after the like at gateway a", time.Since(liked).Round(time.Millisecond))
			return
		}
		if time.Since(liked) > 5*time.Second {
			t.Fatalf("gateway b still serves %d likes 5 s after the like at gateway a (before: %d)", n, before)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func waitReady(t *testing.T, base string) {
	t.Helper()
	deadline := time.Now().Add(4 * time.Minute)
	for {
		resp, err := http.Get(base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the gateway at %s did not become ready", base)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// getJSON decodes an answer and returns its X-Cache state.
func getJSON(t *testing.T, url string, v any) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s: %d", url, resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
	return resp.Header.Get("X-Cache")
}
