package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	netmail "net/mail"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/contentapi"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/seed"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/session"
	"github.com/tischlein/tischlein/gateway/internal/social"
	"github.com/tischlein/tischlein/gateway/internal/social/socialtest"
	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// stack is the gateway in front of the real content API, on one database, with a local OpenID
// provider standing in for Google, Apple and Facebook.
type stack struct {
	t        *testing.T
	url      string
	outbox   string
	provider *socialtest.Provider
	schemas  *schema.Set
	sessions *session.Manager
	store    *store.Store
	api      *contentapi.API
	// bodies holds every answer body the gateway gave, to make sure no user token is among them.
	bodies []string
}

// fullStackToken is the content API token of the full-stack gateways.
const fullStackToken = "full-stack-token-0123456789abcdefghij"

func newStack(t *testing.T, b storetest.Backend) *stack {
	t.Helper()
	ctx := context.Background()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	st := b.Open(t)
	if _, err := seed.Demo(ctx, st); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	publicURL := "http://" + ln.Addr().String()
	s := &stack{t: t, url: publicURL, outbox: t.TempDir(), provider: socialtest.Start(t), store: st}

	apiCfg := contentapi.DefaultConfig()
	apiCfg.Token = fullStackToken
	apiCfg.Account.PublicURL = publicURL
	apiCfg.Account.Hash = account.Params{Memory: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32} // fast, for tests only
	apiCfg.Mail.OutboxDir = s.outbox
	api, err := contentapi.New(apiCfg, st, logger)
	if err != nil {
		t.Fatal(err)
	}
	s.api = api
	apiSrv := httptest.NewServer(api)
	t.Cleanup(apiSrv.Close)

	upCfg := upstream.DefaultConfig()
	upCfg.BaseURL, upCfg.Token = apiSrv.URL+"/api", apiCfg.Token
	up, err := upstream.New(upCfg, logger)
	if err != nil {
		t.Fatal(err)
	}
	c, err := cache.New(cache.DefaultConfig(), logger)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	if s.schemas, err = schema.Load(); err != nil {
		t.Fatal(err)
	}
	cfg := server.DefaultConfig()
	cfg.SiteDir, cfg.PublicURL = t.TempDir(), publicURL
	builtSite(t, cfg.SiteDir)
	setTestKeys(t, &cfg)
	pc := s.provider.Config()
	cfg.Social.Google = social.OpenIDConfig{ClientID: pc.ClientID, ClientSecret: pc.ClientSecret, IssuerURL: pc.Issuer}
	cfg.Social.Apple = social.OpenIDConfig{ClientID: pc.ClientID, ClientSecret: pc.ClientSecret, IssuerURL: pc.Issuer}
	cfg.Social.Facebook = social.FacebookConfig{ClientID: pc.ClientID, ClientSecret: pc.ClientSecret,
		AuthURL: s.provider.FacebookAuthURL(), TokenURL: s.provider.FacebookTokenURL(), UserInfoURL: s.provider.FacebookUserInfoURL()}
	gw, err := server.New(cfg, up, c, s.schemas, logger)
	if err != nil {
		t.Fatal(err)
	}
	srv := &httptest.Server{Listener: ln, Config: &http.Server{Handler: gw}}
	srv.Start()
	t.Cleanup(srv.Close)
	if s.sessions, err = session.New(cfg.Session); err != nil {
		t.Fatal(err)
	}
	return s
}

// request is one call of a reader's browser.
type request struct {
	method, path, body string
	header             map[string]string
}

// do sends a request as the site's islands do (X-Requested-With on writes, same origin) and
// checks what every answer of an account route must be: private, and JSON errors of the one shape.
func (s *stack) do(b *browser, r request) (*http.Response, string) {
	s.t.Helper()
	var body io.Reader
	if r.body != "" {
		body = strings.NewReader(r.body)
	}
	req, _ := http.NewRequest(r.method, s.url+r.path, body)
	if r.method != http.MethodGet {
		req.Header.Set("X-Requested-With", "fetch")
		req.Header.Set("Origin", s.url)
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range r.header {
		switch {
		case k == "Host":
			req.Host = v
		case v == "":
			req.Header.Del(k)
		default:
			req.Header.Set(k, v)
		}
	}
	resp, err := b.client.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	out = bytes.TrimSuffix(out, []byte("\n"))
	s.bodies = append(s.bodies, string(out))
	if isAccountPath(r.path) && resp.StatusCode != http.StatusMethodNotAllowed && resp.Header.Get("Cache-Control") != "private, no-store" {
		s.t.Errorf("%s %s: Cache-Control %q", r.method, r.path, resp.Header.Get("Cache-Control"))
	}
	if resp.StatusCode >= 400 && s.schemas.Validate("error", out) != nil {
		s.t.Errorf("%s %s: %d is not the error shape: %s", r.method, r.path, resp.StatusCode, out)
	}
	return resp, string(out)
}

func isAccountPath(p string) bool {
	for _, prefix := range []string{"/api/register/", "/api/authenticate/", "/api/logout/", "/api/password/", "/api/users/me/"} {
		if strings.HasPrefix(p, prefix) {
			return true
		}
	}
	return false
}

// sessionCookie is the browser's session cookie, nil without one.
func (s *stack) sessionCookie(b *browser) *http.Cookie {
	u, _ := url.Parse(s.url)
	for _, c := range b.client.Jar.Cookies(u) {
		if c.Name == s.sessions.CookieName() {
			return c
		}
	}
	return nil
}

// hasHint reports whether the browser holds the readable "signed in" hint next to the session.
func (s *stack) hasHint(b *browser) bool {
	u, _ := url.Parse(s.url)
	for _, c := range b.client.Jar.Cookies(u) {
		if c.Name == "tischlein_signed_in" && c.Value == "1" {
			return true
		}
	}
	return false
}

// token opens the browser's session cookie, as the gateway does.
func (s *stack) token(b *browser) string {
	c := s.sessionCookie(b)
	if c == nil {
		return ""
	}
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	req.AddCookie(c)
	token, _ := s.sessions.Token(req)
	return token
}

var mailToken = regexp.MustCompile(`#token=([A-Za-z0-9_-]+)`)

// mailLink returns the token of the newest mail to address, as a reader clicking its link would.
func (s *stack) mailLink(address string) string {
	s.t.Helper()
	entries, _ := os.ReadDir(s.outbox)
	for _, e := range slices.Backward(entries) {
		f, err := os.Open(filepath.Join(s.outbox, e.Name()))
		if err != nil {
			s.t.Fatal(err)
		}
		m, err := netmail.ReadMessage(f)
		if err != nil || !strings.Contains(m.Header.Get("To"), address) {
			f.Close()
			continue
		}
		_, params, _ := mime.ParseMediaType(m.Header.Get("Content-Type"))
		part, err := multipart.NewReader(m.Body, params["boundary"]).NextPart()
		if err != nil {
			s.t.Fatal(err)
		}
		text, _ := io.ReadAll(part) // decodes quoted-printable
		f.Close()
		if found := mailToken.FindStringSubmatch(string(text)); found != nil {
			return found[1]
		}
		s.t.Fatalf("no link in the mail to %s:\n%s", address, text)
	}
	s.t.Fatalf("no mail to %s in the outbox", address)
	return ""
}

func decode(t *testing.T, body string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(body), v); err != nil {
		t.Fatalf("not JSON: %q", body)
	}
}

// TestFullStack runs the gateway in front of the real content API on SQLite and PostgreSQL.
func TestFullStack(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			s := newStack(t, b)
			t.Run("accounts and likes", func(t *testing.T) { s.t = t; checkAccountsAndLikes(t, s) })
			t.Run("guards", func(t *testing.T) { s.t = t; checkGuards(t, s) })
			t.Run("social login", func(t *testing.T) { s.t = t; checkSocialLogin(t, s) })
			t.Run("search", func(t *testing.T) { s.t = t; checkSearch(t, s) })
			t.Run("images", func(t *testing.T) { s.t = t; checkImages(t, s) })
			t.Run("videos", func(t *testing.T) { s.t = t; checkVideos(t, s) })
			t.Run("compression", func(t *testing.T) { s.t = t; checkCompression(t, s) })
			t.Run("community", func(t *testing.T) { s.t = t; checkCommunity(t, s) })
			t.Run("own recipes", func(t *testing.T) { s.t = t; checkOwnRecipes(t, s) })
			t.Run("published mail", func(t *testing.T) { s.t = t; checkPublishedMail(t, s) })
			t.Run("desk", func(t *testing.T) { s.t = t; checkDesk(t, s) })
			t.Run("moderation", func(t *testing.T) { s.t = t; checkModeration(t, s) })
			t.Run("team", func(t *testing.T) { s.t = t; checkTeam(t, s) })
			t.Run("submission flood", func(t *testing.T) { s.t = t; checkSubmissionFlood(t, s) })
			t.Run("premium", func(t *testing.T) { s.t = t; checkPremium(t, s) })
			t.Run("feeds", func(t *testing.T) { s.t = t; checkFeeds(t, s) })
			t.Run("feedback", func(t *testing.T) { s.t = t; checkFeedback(t, s) })
			s.t = t
			for _, body := range s.bodies {
				if strings.Contains(body, "user_token") {
					t.Fatalf("an answer named a user token: %s", body)
				}
			}
		})
	}
}

func checkAccountsAndLikes(t *testing.T, s *stack) {
	b := newBrowser(t, s.url)
	if resp, body := s.do(b, request{method: "GET", path: "/api/users/me/"}); resp.StatusCode != 401 || errorCode(t, body) != "unauthorized" {
		t.Fatalf("anonymous: %d %s", resp.StatusCode, body)
	}

	// Register, confirm from the mail, and be logged in.
	const email, password = "lena@example.org", "Kartoffelsalat mit Gurke"
	resp, body := s.do(b, request{method: "POST", path: "/api/register/",
		body: `{"email":"` + email + `","password":"` + password + `","name":"Lena","language":"de","newsletter_opt_in":false}`})
	if resp.StatusCode != 202 || body != `{"status":"confirmation_sent"}` {
		t.Fatalf("register: %d %s", resp.StatusCode, body)
	}
	resp, body = s.do(b, request{method: "POST", path: "/api/register/confirm/", body: `{"token":"` + s.mailLink(email) + `"}`})
	if resp.StatusCode != 200 || s.schemas.Validate("user", []byte(body)) != nil {
		t.Fatalf("confirm: %d %s", resp.StatusCode, body)
	}
	var cookie *http.Cookie
	for _, c := range resp.Cookies() {
		if c.Name == "tischlein_session" {
			cookie = c
		}
	}
	if cookie == nil || !cookie.HttpOnly || cookie.SameSite != http.SameSiteLaxMode || cookie.Path != "/" || cookie.MaxAge != 60*24*3600 || cookie.Secure {
		t.Fatalf("session cookie: %+v (HttpOnly keeps it out of document.cookie)", cookie)
	}
	if !s.hasHint(b) {
		t.Fatal("confirm set no tischlein_signed_in hint for the site's JavaScript")
	}
	token := s.token(b)
	if len(token) < 32 || strings.Contains(body, token) || strings.Contains(cookie.Value, token) {
		t.Fatalf("the token must live sealed in the cookie only (token %q)", token)
	}
	var me struct{ User struct{ ID, Email string } }
	resp, body = s.do(b, request{method: "GET", path: "/api/users/me/"})
	if decode(t, body, &me); resp.StatusCode != 200 || me.User.Email != email {
		t.Fatalf("me: %d %s", resp.StatusCode, body)
	}

	// Like a recipe whose page is cached: readers see the new count at once, in both languages.
	var list struct{ Data []struct{ ID, Slug string } }
	_, body = s.do(b, request{method: "GET", path: "/api/recipes/?per_page=1"})
	decode(t, body, &list)
	id, slug := list.Data[0].ID, list.Data[0].Slug
	type recipe struct {
		Alternate     struct{ Slug string }
		UserReactions struct {
			LikeCount int `json:"like_count"`
		} `json:"user_reactions"`
	}
	count := func(path string) (int, string) {
		t.Helper()
		resp, body := s.do(b, request{method: "GET", path: path})
		var r recipe
		decode(t, body, &r)
		return r.UserReactions.LikeCount, resp.Header.Get("X-Cache")
	}
	before, _ := count("/api/recipes/" + slug + "/")
	if _, state := count("/api/recipes/" + slug + "/"); state != "HIT" {
		t.Fatalf("the recipe is cached before the like: %s", state)
	}
	resp, body = s.do(b, request{method: "GET", path: "/api/recipes/" + slug + "/"})
	var de recipe
	decode(t, body, &de)
	enPath := "/api/recipes/" + de.Alternate.Slug + "/?lang=en"
	enBefore, _ := count(enPath)

	var state struct {
		ID        string
		Liked     bool
		LikeCount int `json:"like_count"`
	}
	resp, body = s.do(b, request{method: "POST", path: "/api/users/me/likes/", body: `{"id":"` + id + `"}`})
	if decode(t, body, &state); resp.StatusCode != 201 || !state.Liked || state.LikeCount != before+1 {
		t.Fatalf("like: %d %s (count before %d)", resp.StatusCode, body, before)
	}
	if resp.Header.Get("X-Cache-Purge") != "" {
		t.Errorf("the purge list is the gateway's business: %q", resp.Header.Get("X-Cache-Purge"))
	}
	if n, cache := count("/api/recipes/" + slug + "/"); n != before+1 || cache != "MISS" {
		t.Fatalf("after the like the cached recipe shows %d likes (%s), want %d", n, cache, before+1)
	}
	if n, _ := count(enPath); n != enBefore+1 {
		t.Fatalf("the English version shows %d likes, want %d", n, enBefore+1)
	}
	if resp, _ := s.do(b, request{method: "POST", path: "/api/users/me/likes/", body: `{"id":"` + id + `"}`}); resp.StatusCode != 200 {
		t.Errorf("liking twice: %d", resp.StatusCode)
	}
	var ids struct{ Data []struct{ ID string } }
	_, body = s.do(b, request{method: "GET", path: "/api/users/me/likes/?ids=true"})
	if decode(t, body, &ids); len(ids.Data) != 1 || ids.Data[0].ID != id {
		t.Fatalf("liked ids: %s", body)
	}
	resp, body = s.do(b, request{method: "GET", path: "/api/users/me/likes/?page=1"})
	if resp.StatusCode != 200 || !strings.Contains(body, `"slug":"`+slug+`"`) {
		t.Fatalf("liked items: %d %s", resp.StatusCode, body)
	}
	if resp, body := s.do(b, request{method: "DELETE", path: "/api/users/me/likes/" + id + "/"}); resp.StatusCode != 204 || body != "" {
		t.Fatalf("unlike: %d %s", resp.StatusCode, body)
	}
	if n, _ := count("/api/recipes/" + slug + "/"); n != before {
		t.Fatalf("after the unlike: %d likes, want %d", n, before)
	}

	// Log out: the cookie goes, and a copy of it no longer opens a session upstream.
	stolen := s.sessionCookie(b)
	if resp, _ := s.do(b, request{method: "POST", path: "/api/logout/"}); resp.StatusCode != 204 || s.sessionCookie(b) != nil || s.hasHint(b) {
		t.Fatalf("logout: %d, cookie %v, hint %v", resp.StatusCode, s.sessionCookie(b), s.hasHint(b))
	}
	if resp, _ := s.do(b, request{method: "GET", path: "/api/users/me/"}); resp.StatusCode != 401 {
		t.Fatalf("after logout: %d", resp.StatusCode)
	}
	replay := newBrowser(t, s.url)
	u, _ := url.Parse(s.url)
	replay.client.Jar.SetCookies(u, []*http.Cookie{stolen})
	if resp, _ := s.do(replay, request{method: "GET", path: "/api/users/me/"}); resp.StatusCode != 401 || s.sessionCookie(replay) != nil {
		t.Fatalf("a copy of the logged-out cookie: %d, cookie kept %v", resp.StatusCode, s.sessionCookie(replay) != nil)
	}

	// Log in with the password.
	if resp, body := s.do(b, request{method: "POST", path: "/api/authenticate/credentials/", body: `{"email":"` + email + `","password":"wrong password"}`}); resp.StatusCode != 401 || errorCode(t, body) != "invalid_credentials" {
		t.Fatalf("wrong password: %d %s", resp.StatusCode, body)
	}
	resp, body = s.do(b, request{method: "POST", path: "/api/authenticate/credentials/", body: `{"email":"` + email + `","password":"` + password + `"}`})
	if resp.StatusCode != 200 || s.schemas.Validate("user", []byte(body)) != nil || s.token(b) == "" || s.token(b) == token {
		t.Fatalf("log in: %d %s", resp.StatusCode, body)
	}
}

func checkGuards(t *testing.T, s *stack) {
	b := newBrowser(t, s.url)
	cases := []struct {
		name   string
		r      request
		status int
		code   string
	}{
		{"no X-Requested-With", request{method: "POST", path: "/api/logout/", header: map[string]string{"X-Requested-With": ""}}, 403, "csrf_rejected"},
		{"a foreign origin", request{method: "POST", path: "/api/register/", body: `{}`, header: map[string]string{"Origin": "https://evil.example"}}, 403, "csrf_rejected"},
		{"the origin of a forged Host", request{method: "POST", path: "/api/register/", body: `{}`, header: map[string]string{"Origin": "http://evil.example", "Host": "evil.example"}}, 403, "csrf_rejected"},
		{"cross-site", request{method: "DELETE", path: "/api/users/me/", body: `{}`, header: map[string]string{"Sec-Fetch-Site": "cross-site"}}, 403, "csrf_rejected"},
		{"10 MB", request{method: "POST", path: "/api/register/", body: `{"name":"` + strings.Repeat("x", 10<<20) + `"}`}, 413, "too_large"},
		{"not JSON", request{method: "POST", path: "/api/authenticate/credentials/", body: `{"email":`}, 400, "malformed_json"},
		{"a missing field", request{method: "POST", path: "/api/password/forgot/", body: `{"language":"de"}`}, 422, "invalid_field"},
		{"the gateway's own route", request{method: "POST", path: "/api/authenticate/external/", body: `{}`}, 405, "method_not_allowed"},
		{"likes without a session", request{method: "POST", path: "/api/users/me/likes/", body: `{"id":"x"}`}, 401, "unauthorized"},
		{"an unknown provider", request{method: "GET", path: "/api/authenticate/myspace/"}, 404, "provider_disabled"},
	}
	for _, tc := range cases {
		resp, body := s.do(b, tc.r)
		if resp.StatusCode != tc.status || errorCode(t, body) != tc.code {
			t.Errorf("%s: %d %s, want %d %s", tc.name, resp.StatusCode, body[:min(len(body), 200)], tc.status, tc.code)
		}
	}
	if resp, _ := s.do(b, request{method: "POST", path: "/api/logout/"}); resp.StatusCode != 204 {
		t.Errorf("logging out without a session: %d", resp.StatusCode)
	}

	// The content API's rate limit reaches the browser with its Retry-After.
	wrong := request{method: "POST", path: "/api/authenticate/credentials/", body: `{"email":"nobody@example.org","password":"not the password"}`}
	for range 10 {
		s.do(b, wrong)
	}
	resp, body := s.do(b, wrong)
	if resp.StatusCode != 429 || errorCode(t, body) != "rate_limited" || resp.Header.Get("Retry-After") == "" {
		t.Errorf("the 11th failed login: %d %s, Retry-After %q", resp.StatusCode, body, resp.Header.Get("Retry-After"))
	}
}

// social follows a social login as a browser would: to the gateway, to the provider, and back to
// the callback, whose query the test may change.
func (s *stack) social(b *browser, start string, tamper func(url.Values)) (*http.Response, url.Values) {
	s.t.Helper()
	resp, _ := s.do(b, request{method: "GET", path: start})
	if resp.StatusCode != http.StatusFound {
		s.t.Fatalf("%s: %d", start, resp.StatusCode)
	}
	atProvider, _ := url.Parse(resp.Header.Get("Location"))
	resp, err := b.client.Get(atProvider.String())
	if err != nil {
		s.t.Fatal(err)
	}
	resp.Body.Close()
	callback, _ := url.Parse(resp.Header.Get("Location"))
	if !strings.HasPrefix(callback.String(), s.url+"/api/authenticate/") {
		s.t.Fatalf("the provider sent the browser to %s", callback)
	}
	q := callback.Query()
	if tamper != nil {
		tamper(q)
	}
	resp, _ = s.do(b, request{method: "GET", path: callback.Path + "?" + q.Encode()})
	return resp, atProvider.Query()
}

func checkSocialLogin(t *testing.T, s *stack) {
	b := newBrowser(t, s.url)
	resp, body := s.do(b, request{method: "GET", path: "/api/authenticate/methods/"})
	if resp.StatusCode != 200 || s.schemas.Validate("auth-methods", []byte(body)) != nil ||
		body != `{"data":[{"id":"google","url":"/api/authenticate/google/"},{"id":"facebook","url":"/api/authenticate/facebook/"},{"id":"appleid","url":"/api/authenticate/appleid/"}]}` {
		t.Fatalf("methods: %d %s", resp.StatusCode, body)
	}

	// Google makes a new account and logs in; the browser returns where it began.
	s.provider.QueueUser(socialtest.User{Subject: "g-1", Email: "gabi@example.org", EmailVerified: true, Name: "Gabi Google"})
	resp, sent := s.social(b, "/api/authenticate/google/?lang=en&return=/en/recipes/", nil)
	if sent.Get("code_challenge_method") != "S256" || len(sent.Get("code_challenge")) != 43 || sent.Get("state") == "" || sent.Get("nonce") == "" {
		t.Fatalf("the provider was not asked for PKCE, state and nonce: %v", sent)
	}
	if resp.StatusCode != 302 || resp.Header.Get("Location") != "/en/recipes/" || s.token(b) == "" {
		t.Fatalf("callback: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	var me struct {
		User struct {
			ID, Email, Name, Language string
			HasPassword               bool `json:"has_password"`
		}
	}
	resp, body = s.do(b, request{method: "GET", path: "/api/users/me/"})
	if decode(t, body, &me); resp.StatusCode != 200 || me.User.Email != "gabi@example.org" || me.User.Name != "Gabi Google" || me.User.HasPassword || me.User.Language != "en" {
		t.Fatalf("me after Google: %d %s", resp.StatusCode, body)
	}

	// A wrong state, a foreign return address, a provider error: no session, the login page.
	other := newBrowser(t, s.url)
	resp, _ = s.social(other, "/api/authenticate/google/?lang=en", func(q url.Values) { q.Set("state", "forged") })
	if resp.StatusCode != 302 || resp.Header.Get("Location") != "/en/login/?error=social" || s.sessionCookie(other) != nil {
		t.Fatalf("wrong state: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, _ = s.social(other, "/api/authenticate/google/?return=//evil.example/", func(q url.Values) { q.Set("error", "access_denied") })
	if resp.StatusCode != 302 || resp.Header.Get("Location") != "/de/anmelden/?error=social" {
		t.Fatalf("provider error: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	s.provider.QueueUser(socialtest.User{Subject: "g-2", Email: "gina@example.org", EmailVerified: true})
	resp, _ = s.social(other, "/api/authenticate/google/?return=//evil.example/", nil)
	if resp.StatusCode != 302 || resp.Header.Get("Location") != "/de/" {
		t.Fatalf("a foreign return address: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	// However the return address is encoded, a login ends on this site: at home for anything else.
	for i, back := range []string{"/%2fevil.example/..%2fde", "/%2F%2Fevil.example/", "/%5cevil.example/..%2fde", `/\evil.example/`,
		"/%09/evil.example/", "/\t/evil.example/", "https://evil.example/", "/.%2e/evil.example/", "/%61pi/logout/"} {
		s.provider.QueueUser(socialtest.User{Subject: fmt.Sprintf("g-back-%d", i), Email: fmt.Sprintf("back%d@example.org", i), EmailVerified: true})
		resp, _ = s.social(newBrowser(t, s.url), "/api/authenticate/google/?return="+url.QueryEscape(back), nil)
		if resp.StatusCode != 302 || resp.Header.Get("Location") != "/de/" {
			t.Errorf("return address %q: %d %q", back, resp.StatusCode, resp.Header.Get("Location"))
		}
	}

	// Facebook does not vouch for addresses: it never takes over the account of one.
	s.provider.QueueUser(socialtest.User{Subject: "fb-1", Email: "gabi@example.org", EmailVerified: true, Name: "Gabi Book"})
	fb := newBrowser(t, s.url)
	if resp, _ = s.social(fb, "/api/authenticate/facebook/", nil); resp.Header.Get("Location") != "/de/anmelden/?error=social" || s.sessionCookie(fb) != nil {
		t.Fatalf("facebook with a taken address: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	s.provider.QueueUser(socialtest.User{Subject: "fb-2", Email: "fiona@example.org", Name: "Fiona Book"})
	if resp, _ = s.social(fb, "/api/authenticate/facebook/", nil); resp.Header.Get("Location") != "/de/" || s.token(fb) == "" {
		t.Fatalf("facebook: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}

	// Apple posts its callback as a cross-site form; the gateway turns it into a GET.
	s.provider.QueueUser(socialtest.User{Subject: "apple-1", Email: "gabi@example.org", EmailVerified: true})
	apple := newBrowser(t, s.url)
	resp, _ = s.do(apple, request{method: "GET", path: "/api/authenticate/appleid/"})
	atProvider := resp.Header.Get("Location")
	if !strings.Contains(atProvider, "response_mode=form_post") {
		t.Fatalf("apple: %s", atProvider)
	}
	resp, err := apple.client.Get(atProvider)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	callback, _ := url.Parse(resp.Header.Get("Location"))
	form := url.Values{"code": {callback.Query().Get("code")}, "state": {callback.Query().Get("state")}, "user": {`{"name":{"firstName":"Gabi","lastName":"Apfel"}}`}}
	resp, _ = s.do(apple, request{method: "POST", path: "/api/authenticate/appleid/callback/", body: form.Encode(), header: map[string]string{
		"Content-Type": "application/x-www-form-urlencoded", "Origin": "https://appleid.apple.com", "Sec-Fetch-Site": "cross-site", "X-Requested-With": ""}})
	if resp.StatusCode != http.StatusSeeOther || !strings.HasPrefix(resp.Header.Get("Location"), "/api/authenticate/appleid/callback/?") {
		t.Fatalf("apple's form post: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, _ = s.do(apple, request{method: "GET", path: resp.Header.Get("Location")})
	if resp.StatusCode != 302 || resp.Header.Get("Location") != "/de/" {
		t.Fatalf("apple: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, body = s.do(apple, request{method: "GET", path: "/api/users/me/"})
	var appleMe struct{ User struct{ ID string } }
	if decode(t, body, &appleMe); resp.StatusCode != 200 || appleMe.User.ID != me.User.ID {
		t.Fatalf("apple vouches for the address, so it logs into Gabi's account (%s): %d %s", me.User.ID, resp.StatusCode, body)
	}
}
