package cli

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/session"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// TestKilledMidWriteLosesNothing runs one gateway on SQLite, has 20 users write likes and
// shopping-list items through it, and kills it with SIGKILL in the middle: every write it
// acknowledged with a 2xx is in the store when it is opened again.
func TestKilledMidWriteLosesNothing(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	builtSite(site)
	key := strings.Repeat("k", session.MinKeyLength) + "0123456789"
	port := strconv.Itoa(freePort(t))
	base := "http://127.0.0.1:" + port
	cmd := exec.Command(os.Args[0], "-test.run=^TestGatewayChild$")
	cmd.Env = append(os.Environ(), childEnv+"=1", "PORT="+port, "PUBLIC_URL="+base, "DATA_DIR="+filepath.Join(dir, "data"),
		"SITE_DIR="+site, "SESSION_KEYS="+key, "LOG_LEVEL=warn", "RATE_LIMITS=off")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	waitReady(t, base)

	var list struct{ Data []struct{ ID string } }
	getJSON(t, base+"/api/recipes/?per_page=100&lang=de", &list)

	// Users and their sealed cookies, made in the store the gateway uses (WAL lets both write).
	ctx := context.Background()
	st, err := store.Open(ctx, store.Config{DataDir: filepath.Join(dir, "data")})
	if err != nil {
		t.Fatal(err)
	}
	sessionCfg := session.DefaultConfig()
	sessionCfg.Keys = []string{key}
	sessions, err := session.New(sessionCfg)
	if err != nil {
		t.Fatal(err)
	}
	type user struct {
		id      string
		cookies []*http.Cookie
	}
	users := make([]user, 20)
	now := time.Now()
	for i := range users {
		token := uuid.NewString() + uuid.NewString()
		sum := sha256.Sum256([]byte(token))
		u := store.User{ID: uuid.NewString(), Email: fmt.Sprintf("k%d@example.org", i), Name: "K", Slug: fmt.Sprintf("k-%d", i), Language: "de", CreatedAt: now, UpdatedAt: now}
		if err := st.CreateUser(ctx, u, nil, store.Session{TokenHash: hex.EncodeToString(sum[:]), CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		rec := httptest.NewRecorder()
		sessions.Start(rec, token)
		users[i] = user{u.ID, rec.Result().Cookies()}
	}
	st.Close()

	type write struct{ user, kind, id string }
	var mu sync.Mutex
	var acknowledged []write
	failed := 0
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for i, u := range users {
		wg.Go(func() {
			client := &http.Client{Timeout: 5 * time.Second}
			for step := 0; ; step++ {
				select {
				case <-stop:
					return
				default:
				}
				w := write{user: u.id}
				var body string
				path := "/api/users/me/likes/"
				if step%2 == 0 {
					w.kind, w.id = "like", list.Data[(i+step/2)%len(list.Data)].ID
					body = `{"id":"` + w.id + `"}`
				} else {
					w.kind, w.id = "item", uuid.NewString()
					path, body = "/api/users/me/shopping-list/items/", `{"id":"`+w.id+`","text":"Zitronen"}`
				}
				req, _ := http.NewRequest("POST", base+path, strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("X-Requested-With", "fetch")
				for _, c := range u.cookies {
					req.AddCookie(c)
				}
				resp, err := client.Do(req)
				if err != nil {
					mu.Lock()
					failed++
					mu.Unlock()
					return // the gateway is gone
				}
				resp.Body.Close()
				mu.Lock()
				if resp.StatusCode/100 == 2 {
					acknowledged = append(acknowledged, w)
				} else {
					failed++
				}
				mu.Unlock()
			}
		})
	}
	time.Sleep(1500 * time.Millisecond)
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	close(stop)
	wg.Wait()
	if len(acknowledged) < 50 {
		t.Fatalf("only %d writes before the kill", len(acknowledged))
	}

	st, err = store.Open(ctx, store.Config{DataDir: filepath.Join(dir, "data")})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	missing := 0
	for _, w := range acknowledged {
		switch w.kind {
		case "like":
			ids, err := st.LikedIDs(ctx, w.user, "de")
			if err != nil {
				t.Fatal(err)
			}
			if !containsID(ids, w.id) {
				missing++
			}
		case "item":
			items, err := st.ShoppingItems(ctx, w.user, "de")
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, it := range items {
				found = found || it.ID == w.id
			}
			if !found {
				missing++
			}
		}
	}
	t.Logf("killed mid-write: %d writes acknowledged, %d of them missing, %d not acknowledged", len(acknowledged), missing, failed)
	if missing > 0 {
		t.Fatalf("%d acknowledged writes are not in the store", missing)
	}
}

func containsID(ids []string, id string) bool {
	for _, v := range ids {
		if v == id {
			return true
		}
	}
	return false
}
