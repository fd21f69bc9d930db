package session

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const (
	oldKey = "old-key-0123456789abcdefghijklmnopqrstuv"
	newKey = "new-key-0123456789abcdefghijklmnopqrstuv"
)

func ring(t *testing.T, keys ...string) *Ring {
	t.Helper()
	r, err := NewRing(keys)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestSealRoundTrip(t *testing.T) {
	r := ring(t, newKey)
	now := time.Now()
	sealed := r.Seal("session", []byte("user-token"), now.Add(time.Hour))
	if strings.Contains(sealed, "user-token") {
		t.Fatal("the sealed value shows the token")
	}
	got, err := r.Open("session", sealed, now)
	if err != nil || string(got) != "user-token" {
		t.Fatalf("%q %v", got, err)
	}
	if r.Seal("session", []byte("user-token"), now.Add(time.Hour)) == sealed {
		t.Error("two seals of one value must differ (random nonce)")
	}
	if _, err := r.Open("session", sealed, now.Add(time.Hour)); !errors.Is(err, ErrUnsealable) {
		t.Error("an expired value must not open")
	}
	if _, err := r.Open("social-login", sealed, now); !errors.Is(err, ErrUnsealable) {
		t.Error("a value sealed for one purpose must not open for another")
	}
}

func TestTamperedValuesAreRefused(t *testing.T) {
	r := ring(t, newKey)
	now := time.Now()
	sealed := r.Seal("session", []byte("user-token"), now.Add(time.Hour))
	flipped := []byte(sealed)
	i := len(flipped) / 2
	if flipped[i] == 'A' {
		flipped[i] = 'B'
	} else {
		flipped[i] = 'A'
	}
	for name, v := range map[string]string{
		"flipped": string(flipped), "cut": sealed[:len(sealed)-4], "empty": "", "not base64": "!!!" + sealed,
		"extended": sealed + "AAAA",
	} {
		if _, err := r.Open("session", v, now); !errors.Is(err, ErrUnsealable) {
			t.Errorf("%s: opened", name)
		}
	}
}

func TestKeyRotation(t *testing.T) {
	now := time.Now()
	sealedWithOld := ring(t, oldKey).Seal("session", []byte("token"), now.Add(time.Hour))
	rotated := ring(t, newKey, oldKey)
	if got, err := rotated.Open("session", sealedWithOld, now); err != nil || string(got) != "token" {
		t.Fatalf("a cookie sealed with the old key must open while that key is listed second: %q %v", got, err)
	}
	if _, err := ring(t, oldKey).Open("session", rotated.Seal("session", []byte("token"), now.Add(time.Hour)), now); err == nil {
		t.Error("the first key must seal")
	}
	if _, err := ring(t, newKey).Open("session", sealedWithOld, now); !errors.Is(err, ErrUnsealable) {
		t.Error("a key that is no longer listed must not open")
	}
}

func TestConfig(t *testing.T) {
	cfg := DefaultConfig()
	if cfg.Validate() == nil {
		t.Error("no keys and no key file must be refused")
	}
	cfg.Keys = []string{"short"}
	if cfg.Validate() == nil {
		t.Error("a short key must be refused")
	}
	if _, err := NewRing(nil); err == nil {
		t.Error("an empty ring must be refused")
	}
}

func TestGeneratedKeyIsKept(t *testing.T) {
	cfg := DefaultConfig()
	cfg.KeyFile = filepath.Join(t.TempDir(), "data", "session-keys")
	first, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(cfg.KeyFile)
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v", info, err)
	}
	rec := httptest.NewRecorder()
	first.Start(rec, "token-of-a-user")
	second, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	req.AddCookie(rec.Result().Cookies()[0])
	if token, _ := second.Token(req); token != "token-of-a-user" {
		t.Fatalf("a restarted gateway must open the cookies of the last run: %q", token)
	}
}

func TestCookies(t *testing.T) {
	for _, secure := range []bool{false, true} {
		cfg := DefaultConfig()
		cfg.Keys, cfg.Secure = []string{newKey}, secure
		m, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rec := httptest.NewRecorder()
		m.Start(rec, "token-of-a-user")
		c := rec.Result().Cookies()[0]
		wantName := map[bool]string{false: "tischlein_session", true: "__Host-tischlein_session"}[secure]
		if c.Name != wantName || !c.HttpOnly || c.Secure != secure || c.SameSite != http.SameSiteLaxMode || c.Path != "/" || c.MaxAge != 60*24*3600 {
			t.Errorf("secure=%v: %+v", secure, c)
		}
		// The hint for the site's JavaScript: readable, no secret, the session's lifetime.
		wantHint := map[bool]string{false: "tischlein_signed_in", true: "__Host-tischlein_signed_in"}[secure]
		hint := rec.Result().Cookies()[1]
		if hint.Name != wantHint || hint.Value != "1" || hint.HttpOnly || hint.Secure != secure || hint.SameSite != http.SameSiteLaxMode || hint.Path != "/" || hint.MaxAge != c.MaxAge {
			t.Errorf("secure=%v: hint %+v", secure, hint)
		}
		req := httptest.NewRequest(http.MethodGet, "/", nil)
		if _, sent := m.Token(req); sent {
			t.Error("no cookie, nothing sent")
		}
		req.AddCookie(c)
		if token, sent := m.Token(req); token != "token-of-a-user" || !sent {
			t.Errorf("token %q sent %v", token, sent)
		}
		req = httptest.NewRequest(http.MethodGet, "/", nil)
		req.AddCookie(&http.Cookie{Name: wantHint, Value: "1"})
		if token, sent := m.Token(req); token != "" || !sent {
			t.Errorf("a hint without its session must count as sent, to be cleared: %q %v", token, sent)
		}
		req = httptest.NewRequest(http.MethodGet, "/", nil)
		req.AddCookie(&http.Cookie{Name: wantName, Value: "forged"})
		if token, sent := m.Token(req); token != "" || !sent {
			t.Errorf("a forged cookie: %q %v", token, sent)
		}

		rec = httptest.NewRecorder()
		m.End(rec)
		if c := rec.Result().Cookies()[0]; c.Name != wantName || c.MaxAge != -1 || c.Value != "" {
			t.Errorf("End: %+v", c)
		}
		if hint := rec.Result().Cookies()[1]; hint.Name != wantHint || hint.MaxAge != -1 || hint.Value != "" {
			t.Errorf("End: hint %+v", hint)
		}

		rec = httptest.NewRecorder()
		m.StartLogin(rec, []byte(`{"state":"x"}`))
		login := rec.Result().Cookies()[0]
		req = httptest.NewRequest(http.MethodGet, "/", nil)
		req.AddCookie(login)
		if data, err := m.Login(req); err != nil || string(data) != `{"state":"x"}` {
			t.Errorf("login state: %q %v", data, err)
		}
		req = httptest.NewRequest(http.MethodGet, "/", nil)
		req.AddCookie(&http.Cookie{Name: wantName, Value: login.Value})
		if token, _ := m.Token(req); token != "" {
			t.Error("a login cookie's value must not pass as a session")
		}
	}
}

func TestCSRF(t *testing.T) {
	csrf, err := NewCSRF("https://tischlein.example", "/api/authenticate/appleid/callback/")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		method string
		path   string
		header map[string]string
		ok     bool
	}{
		{"GET needs nothing", "GET", "/api/users/me/", nil, true},
		{"missing X-Requested-With", "POST", "/api/logout/", nil, false},
		{"header only", "POST", "/api/logout/", map[string]string{"X-Requested-With": "fetch"}, true},
		{"own origin", "POST", "/api/logout/", map[string]string{"X-Requested-With": "fetch", "Origin": "https://tischlein.example", "Sec-Fetch-Site": "same-origin"}, true},
		{"origin of the Host", "DELETE", "/api/users/me/", map[string]string{"X-Requested-With": "fetch", "Origin": "http://gateway.internal:8080"}, false},
		{"origin of a forged Host", "POST", "/api/logout/", map[string]string{"X-Requested-With": "fetch", "Origin": "http://evil.example", "Host": "evil.example"}, false},
		{"forged Host claimed same-origin", "POST", "/api/logout/", map[string]string{"X-Requested-With": "fetch", "Origin": "http://evil.example", "Host": "evil.example", "Sec-Fetch-Site": "same-origin"}, false},
		{"foreign origin", "POST", "/api/logout/", map[string]string{"X-Requested-With": "fetch", "Origin": "https://evil.example"}, false},
		{"foreign origin claimed same-origin", "POST", "/api/logout/", map[string]string{"X-Requested-With": "fetch", "Origin": "https://evil.example", "Sec-Fetch-Site": "same-origin"}, false},
		{"null origin", "PATCH", "/api/users/me/", map[string]string{"X-Requested-With": "fetch", "Origin": "null"}, false},
		{"cross-site", "POST", "/api/logout/", map[string]string{"X-Requested-With": "fetch", "Sec-Fetch-Site": "cross-site"}, false},
		{"same-site", "POST", "/api/logout/", map[string]string{"X-Requested-With": "fetch", "Sec-Fetch-Site": "same-site"}, false},
		{"Apple's form post", "POST", "/api/authenticate/appleid/callback/", map[string]string{"Origin": "https://appleid.apple.com", "Sec-Fetch-Site": "cross-site"}, true},
	}
	for _, tc := range cases {
		req := httptest.NewRequest(tc.method, "http://gateway.internal:8080"+tc.path, nil)
		for k, v := range tc.header {
			req.Header.Set(k, v)
		}
		if host := tc.header["Host"]; host != "" {
			req.Host = host
		}
		err := csrf.Check(req)
		if (err == nil) != tc.ok || (err != nil && !errors.Is(err, ErrCrossSite)) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
	if _, err := NewCSRF("localhost:8080"); err == nil {
		t.Error("a PUBLIC_URL without scheme must be refused")
	}
}

// TestCSRFOrigins: the only origins that may write are PUBLIC_URL's and, when PUBLIC_URL names this
// machine, its loopback siblings on the same scheme and port; never one the request names itself.
func TestCSRFOrigins(t *testing.T) {
	cases := []struct {
		publicURL string
		allowed   []string
		refused   []string
	}{
		{"https://tischlein.example",
			[]string{"https://tischlein.example", "https://tischlein.example:443", "HTTPS://Tischlein.Example"},
			[]string{"http://tischlein.example", "https://tischlein.example:8443", "https://www.tischlein.example", "https://tischlein.example.evil.example",
				"https://evil.example", "http://localhost", "https://localhost", "null", "https://tischlein.example/", "https://user@tischlein.example", "tischlein.example"}},
		{"https://tischlein.example:8443/",
			[]string{"https://tischlein.example:8443"},
			[]string{"https://tischlein.example", "http://tischlein.example:8443"}},
		{"http://localhost:8080",
			[]string{"http://localhost:8080", "http://127.0.0.1:8080", "http://[::1]:8080", "http://LOCALHOST:8080"},
			[]string{"http://localhost:8081", "http://127.0.0.1:8081", "https://localhost:8080", "http://127.0.0.2:8080", "http://localhost.evil.example:8080",
				"http://evil.example:8080", "http://192.168.1.5:8080", "http://localhost", "http://[::1]"}},
		{"http://127.0.0.1:4321",
			[]string{"http://127.0.0.1:4321", "http://localhost:4321", "http://[::1]:4321"},
			[]string{"http://127.0.0.1:8080", "http://evil.example:4321"}},
		{"http://[::1]:8080",
			[]string{"http://[::1]:8080", "http://localhost:8080", "http://127.0.0.1:8080"},
			[]string{"http://[::2]:8080"}},
		{"http://localhost",
			[]string{"http://localhost", "http://localhost:80", "http://127.0.0.1", "http://[::1]"},
			[]string{"http://127.0.0.1:8080", "https://localhost"}},
	}
	for _, tc := range cases {
		csrf, err := NewCSRF(tc.publicURL)
		if err != nil {
			t.Fatal(err)
		}
		check := func(origin string, want bool) {
			req := httptest.NewRequest("POST", "/api/logout/", nil)
			req.Header.Set("X-Requested-With", "fetch")
			req.Header.Set("Origin", origin)
			if u, err := url.Parse(origin); err == nil && u.Host != "" {
				req.Host = u.Host // whatever Host the client sends
			}
			if err := csrf.Check(req); (err == nil) != want {
				t.Errorf("PUBLIC_URL %s, Origin %q: %v, want allowed=%v", tc.publicURL, origin, err, want)
			}
		}
		for _, o := range tc.allowed {
			check(o, true)
		}
		for _, o := range tc.refused {
			check(o, false)
		}
	}
}
