package contentapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	netmail "net/mail"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/contentapi"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/seed"
	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

const publicURL = "https://tischlein.example"

// clock is the time the account service sees; tests move it to let links and sessions expire.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// accountEnv is a content API on a real store with a temporary outbox, and a second API on the same
// store with RATE_LIMITS=off.
type accountEnv struct {
	t        *testing.T
	base     string
	noLimits string
	outbox   string
	clock    *clock
	schemas  *schema.Set
	ipSeq    atomic.Int64
	recipes  []recipeRef
}

// recipeRef is one recipe in both languages.
type recipeRef struct {
	ContentID  string
	DE, EN     string // ids
	SlugDE     string
	SlugEN     string
	BaseLikes  int
	BaseLikesE int
}

func newAccountEnv(t *testing.T, b storetest.Backend) *accountEnv {
	return newAccountEnvWith(t, b, func(st *store.Store) error { return seed.Synthetic(context.Background(), st, 6) })
}

// newAccountEnvWith is newAccountEnv on a store that fill has filled.
func newAccountEnvWith(t *testing.T, b storetest.Backend, fill func(*store.Store) error) *accountEnv {
	st := b.Open(t)
	if err := fill(st); err != nil {
		t.Fatal(err)
	}
	schemas, err := schema.Load()
	if err != nil {
		t.Fatal(err)
	}
	env := &accountEnv{t: t, outbox: t.TempDir(), clock: &clock{now: time.Now()}, schemas: schemas}
	for _, limits := range []bool{true, false} {
		cfg := contentapi.DefaultConfig()
		cfg.Token = token
		// A small argon2id cost keeps the suite fast; the production cost is tested in package account.
		cfg.Account.Hash = account.Params{Memory: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}
		cfg.Account.PublicURL = publicURL
		cfg.Account.Now = env.clock.Now
		cfg.Account.RateLimits = limits
		cfg.Mail.OutboxDir = env.outbox
		api, err := contentapi.New(cfg, st, slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(api)
		t.Cleanup(srv.Close)
		if limits {
			env.base = srv.URL
		} else {
			env.noLimits = srv.URL
		}
	}
	env.loadRecipes()
	return env
}

// loadRecipes reads the stored recipes and their like counts in both languages.
func (e *accountEnv) loadRecipes() {
	type card struct {
		ID            string `json:"id"`
		ContentID     string `json:"content_id"`
		Slug          string `json:"slug"`
		UserReactions struct {
			LikeCount int `json:"like_count"`
		} `json:"user_reactions"`
	}
	byGroup := map[string]*recipeRef{}
	var order []string
	for _, lang := range []string{"de", "en"} {
		r := e.req("GET", "/api/recipes/?per_page=100", nil, lang)
		r.expect(200)
		var page struct{ Data []card }
		json.Unmarshal(r.body, &page)
		for _, c := range page.Data {
			ref := byGroup[c.ContentID]
			if ref == nil {
				ref = &recipeRef{ContentID: c.ContentID}
				byGroup[c.ContentID] = ref
				order = append(order, c.ContentID)
			}
			if lang == "de" {
				ref.DE, ref.SlugDE, ref.BaseLikes = c.ID, c.Slug, c.UserReactions.LikeCount
			} else {
				ref.EN, ref.SlugEN, ref.BaseLikesE = c.ID, c.Slug, c.UserReactions.LikeCount
			}
		}
	}
	for _, g := range order {
		e.recipes = append(e.recipes, *byGroup[g])
	}
	if len(e.recipes) < 4 {
		e.t.Fatalf("only %d recipes", len(e.recipes))
	}
}

// answer is one HTTP answer.
type answer struct {
	t      *testing.T
	what   string
	status int
	header http.Header
	body   []byte
}

func (a answer) expect(status int) answer {
	a.t.Helper()
	if a.status != status {
		a.t.Fatalf("%s: status %d, want %d: %s", a.what, a.status, status, a.body)
	}
	return a
}

// expectError checks the status, the code and (when given) the field of an error answer, and that
// it is the one error shape.
func (a answer) expectError(status int, code, field string) answer {
	a.t.Helper()
	a.expect(status)
	var body struct {
		Error struct{ Code, Field, Message string }
	}
	if err := json.Unmarshal(a.body, &body); err != nil || body.Error.Code != code || body.Error.Field != field || body.Error.Message == "" {
		a.t.Fatalf("%s: %s, want code %s field %q", a.what, a.body, code, field)
	}
	return a
}

func (a answer) decode(v any) {
	a.t.Helper()
	if err := json.Unmarshal(a.body, v); err != nil {
		a.t.Fatalf("%s: %v: %s", a.what, err, a.body)
	}
}

type reqOption func(*http.Request)

func withUser(token string) reqOption {
	return func(r *http.Request) { r.Header.Set("X-Ultron-User", token) }
}

func fromIP(ip string) reqOption {
	return func(r *http.Request) { r.Header.Set("X-Client-IP", ip) }
}

func onBase(base string) reqOption {
	return func(r *http.Request) {
		u, _ := r.URL.Parse(base + r.URL.Path + "?" + r.URL.RawQuery)
		r.URL, r.Host = u, u.Host
	}
}

// req sends a request; body is a string (sent as is) or anything to marshal. Every request comes
// from a new client address unless fromIP says otherwise, so only the tests of rate limits meet them.
func (e *accountEnv) req(method, path string, body any, lang string, opts ...reqOption) answer {
	e.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		raw, _ := json.Marshal(b)
		rd = bytes.NewReader(raw)
	}
	r, _ := http.NewRequest(method, e.base+path, rd)
	r.Header.Set("Authorization", "Bearer "+token)
	r.Header.Set("Content-Type", "application/json")
	if lang != "" {
		r.Header.Set("Accept-Language", lang)
	}
	n := e.ipSeq.Add(1)
	r.Header.Set("X-Client-IP", fmt.Sprintf("10.%d.%d.%d", n>>16&255, n>>8&255, n&255))
	for _, o := range opts {
		o(r)
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		e.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	raw = bytes.TrimSuffix(raw, []byte("\n")) // echo ends JSON with a newline
	a := answer{t: e.t, what: method + " " + path, status: resp.StatusCode, header: resp.Header, body: raw}
	// Every answer of the account routes is private: errors, 204s and 202s alike.
	if isAccountRoute(path) && resp.Header.Get("Cache-Control") != "private, no-store" {
		e.t.Errorf("%s: Cache-Control %q", a.what, resp.Header.Get("Cache-Control"))
	}
	if resp.StatusCode >= 500 {
		e.t.Errorf("%s: %d %s", a.what, resp.StatusCode, raw)
	}
	return a
}

func isAccountRoute(path string) bool {
	for _, p := range []string{"/api/register/", "/api/authenticate/", "/api/logout/", "/api/password/", "/api/users/me/"} {
		if strings.HasPrefix(path, p) {
			return true
		}
	}
	return false
}

// validate checks a body against a content-schemas schema.
func (e *accountEnv) validate(name string, body []byte) {
	e.t.Helper()
	if err := e.schemas.Validate(name, body); err != nil {
		e.t.Fatalf("%s: %v\n%s", name, err, body)
	}
}

// sentMail is one mail from the outbox.
type sentMail struct {
	file     string
	to       string
	subject  string
	language string
	text     string
	html     string
}

// mails reads the outbox in the order the files sort (the order they were written).
func (e *accountEnv) mails() []sentMail {
	e.t.Helper()
	entries, err := os.ReadDir(e.outbox)
	if err != nil {
		e.t.Fatal(err)
	}
	var names []string
	for _, en := range entries {
		if strings.HasSuffix(en.Name(), ".eml") {
			names = append(names, en.Name())
		}
	}
	sort.Strings(names)
	var out []sentMail
	for _, name := range names {
		f, err := os.Open(filepath.Join(e.outbox, name))
		if err != nil {
			e.t.Fatal(err)
		}
		m, err := netmail.ReadMessage(f)
		if err != nil {
			e.t.Fatalf("%s: %v", name, err)
		}
		subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
		to, _ := netmail.ParseAddress(m.Header.Get("To"))
		sm := sentMail{file: name, to: to.Address, subject: subject, language: m.Header.Get("Content-Language")}
		_, params, _ := mime.ParseMediaType(m.Header.Get("Content-Type"))
		mr := multipart.NewReader(m.Body, params["boundary"])
		for {
			p, err := mr.NextPart()
			if err != nil {
				break
			}
			body, _ := io.ReadAll(p)
			if strings.HasPrefix(p.Header.Get("Content-Type"), "text/html") {
				sm.html = string(body)
			} else {
				sm.text = string(body)
			}
		}
		f.Close()
		out = append(out, sm)
	}
	return out
}

// mailsTo returns the mails to one address.
func (e *accountEnv) mailsTo(addr string) []sentMail {
	var out []sentMail
	for _, m := range e.mails() {
		if m.to == addr {
			out = append(out, m)
		}
	}
	return out
}

var tokenLink = regexp.MustCompile(`(https?://[^\s#]+)#token=([A-Za-z0-9_-]+)`)

// lastLink returns the page and token of the newest mail to addr that carries a token.
func (e *accountEnv) lastLink(addr string) (page, tok string) {
	e.t.Helper()
	ms := e.mailsTo(addr)
	for i := len(ms) - 1; i >= 0; i-- {
		if m := tokenLink.FindStringSubmatch(ms[i].text); m != nil {
			if !strings.Contains(ms[i].html, m[0]) {
				e.t.Fatalf("the HTML part lacks the link %s", m[0])
			}
			return m[1], m[2]
		}
	}
	e.t.Fatalf("no mail with a link to %s", addr)
	return "", ""
}

type sessionBody struct {
	User struct {
		ID              string  `json:"id"`
		Name            string  `json:"name"`
		Email           string  `json:"email"`
		Slug            string  `json:"slug"`
		Language        string  `json:"language"`
		NewsletterOptIn bool    `json:"newsletter_opt_in"`
		HasPassword     bool    `json:"has_password"`
		NewType         *string `json:"new_type"`
		UserToken       string  `json:"user_token"`
	} `json:"user"`
}

var emailSeq atomic.Int64

func newEmail(prefix string) string {
	return fmt.Sprintf("%s-%d@example.org", prefix, emailSeq.Add(1))
}

const goodPassword = "Kräuter-Butter-42"

// signUp registers and confirms an account and returns its session.
func (e *accountEnv) signUp(email, name, lang string) sessionBody {
	e.t.Helper()
	e.req("POST", "/api/register/", map[string]any{"email": email, "password": goodPassword, "name": name, "language": lang}, lang).expect(202)
	_, tok := e.lastLink(email)
	a := e.req("POST", "/api/register/confirm/", map[string]string{"token": tok}, lang).expect(200)
	e.validate("user-session", a.body)
	var s sessionBody
	a.decode(&s)
	return s
}

func (e *accountEnv) login(email, password string, opts ...reqOption) answer {
	e.t.Helper()
	return e.req("POST", "/api/authenticate/credentials/", map[string]string{"email": email, "password": password}, "de", opts...)
}

func (e *accountEnv) sessionOf(a answer) string {
	e.t.Helper()
	a.expect(200)
	e.validate("user-session", a.body)
	var s sessionBody
	a.decode(&s)
	return s.User.UserToken
}

func (e *accountEnv) me(tok string) answer {
	e.t.Helper()
	return e.req("GET", "/api/users/me/", nil, "de", withUser(tok))
}

// likeCount reads the like count of a recipe page in a language.
func (e *accountEnv) likeCount(slug, lang string) int {
	e.t.Helper()
	a := e.req("GET", "/api/recipes/"+slug+"/", nil, lang).expect(200)
	var r struct {
		UserReactions struct {
			LikeCount int `json:"like_count"`
		} `json:"user_reactions"`
	}
	a.decode(&r)
	return r.UserReactions.LikeCount
}

// TestAccounts runs every account, session and like flow through HTTP on every store backend.
func TestAccounts(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			env := newAccountEnv(t, b)
			run := func(name string, fn func(*accountEnv)) {
				t.Run(name, func(t *testing.T) {
					sub := &accountEnv{t: t, base: env.base, noLimits: env.noLimits, outbox: env.outbox, clock: env.clock, schemas: env.schemas, recipes: env.recipes}
					sub.ipSeq.Store(env.ipSeq.Add(1 << 20))
					fn(sub)
				})
			}
			run("register", testRegister)
			run("confirm", testConfirm)
			run("login", testLogin)
			run("rate limits", testRateLimits)
			run("personal flood", testPersonalFlood)
			run("forgot and reset", testReset)
			run("me", testMe)
			run("consent", testConsent)
			run("password change", testPasswordChange)
			run("session lifetime", testSessionLifetime)
			run("logout", testLogout)
			run("likes", testLikes)
			run("concurrent likes", testConcurrentLikes)
			run("delete", testDelete)
			run("external login", testExternalLogin)
			run("bad input", testBadInput)
		})
	}
}

func testRegister(e *accountEnv) {
	email := newEmail("new")
	body := map[string]any{"email": email, "password": goodPassword, "name": "Lena Müller", "language": "de", "newsletter_opt_in": true}
	first := e.req("POST", "/api/register/", body, "de").expect(202)
	e.validate("mail-accepted", first.body)
	if string(first.body) != `{"status":"confirmation_sent"}` {
		e.t.Fatalf("register: %s", first.body)
	}
	ms := e.mailsTo(email)
	if len(ms) != 1 || ms[0].language != "de" || !strings.Contains(ms[0].subject, "bestätige") {
		e.t.Fatalf("confirmation mail: %+v", ms)
	}
	page, tok := e.lastLink(email)
	if page != publicURL+"/de/signup/bestaetigen/" || len(tok) != 43 {
		e.t.Fatalf("confirmation link %s#token=%s", page, tok)
	}
	if strings.Contains(ms[0].text, "?token") {
		e.t.Fatal("a token must never be in a query")
	}
	// No account before the confirmation.
	e.login(email, goodPassword).expectError(401, "invalid_credentials", "")

	// English registration: English mail and link.
	enEmail := newEmail("new-en")
	e.req("POST", "/api/register/", map[string]any{"email": enEmail, "password": goodPassword, "name": "Sam", "language": "en"}, "en").expect(202)
	if page, _ := e.lastLink(enEmail); page != publicURL+"/en/signup/confirm/" {
		e.t.Fatalf("English confirmation link %s", page)
	}
	if ms := e.mailsTo(enEmail); ms[0].language != "en" || !strings.Contains(ms[0].subject, "confirm") {
		e.t.Fatalf("English mail: %+v", ms[0])
	}

	// A known address: the same answer, and a mail in the account's language with links to log in
	// and to the forgot form, without a token.
	known := newEmail("known")
	e.signUp(known, "Known", "en")
	before := len(e.mailsTo(known))
	again := e.req("POST", "/api/register/", map[string]any{"email": strings.ToUpper(known), "password": "Another-Pass-77", "name": "X", "language": "de"}, "de").expect(202)
	if string(again.body) != string(first.body) {
		e.t.Fatalf("known address answered differently: %s", again.body)
	}
	ms = e.mailsTo(known)
	if len(ms) != before+1 {
		e.t.Fatalf("%d mails to the known address, want %d", len(ms), before+1)
	}
	m := ms[len(ms)-1]
	if m.language != "en" || !strings.Contains(m.text, publicURL+"/en/login/") || !strings.Contains(m.text, publicURL+"/en/reset-password/") || strings.Contains(m.text, "token") {
		e.t.Fatalf("already-registered mail:\n%s", m.text)
	}
	// The old password still works; the attempt changed nothing.
	e.sessionOf(e.login(known, goodPassword))
	e.login(known, "Another-Pass-77").expectError(401, "invalid_credentials", "")
	// A common password is refused, naming the field.
	e.req("POST", "/api/register/", map[string]any{"email": newEmail("c"), "password": "Password1", "name": "C", "language": "de"}, "de").
		expectError(422, "password_too_common", "password")
}

func testConfirm(e *accountEnv) {
	email := newEmail("confirm")
	e.req("POST", "/api/register/", map[string]any{"email": email, "password": goodPassword, "name": "Jörg Groß", "language": "en", "newsletter_opt_in": true}, "de").expect(202)
	_, tok := e.lastLink(email)
	a := e.req("POST", "/api/register/confirm/", map[string]string{"token": tok}, "de").expect(200)
	e.validate("user-session", a.body)
	var s sessionBody
	a.decode(&s)
	u := s.User
	if u.Email != email || u.Name != "Jörg Groß" || u.Language != "en" || !u.NewsletterOptIn || !u.HasPassword || u.NewType != nil ||
		!strings.HasPrefix(u.Slug, "joerg-gross-") || len(u.UserToken) != 43 {
		e.t.Fatalf("confirmed user %+v", u)
	}
	e.me(u.UserToken).expect(200)
	// Single use.
	e.req("POST", "/api/register/confirm/", map[string]string{"token": tok}, "de").expectError(400, "invalid_token", "")
	e.req("POST", "/api/register/confirm/", map[string]string{"token": strings.Repeat("x", 43)}, "de").expectError(400, "invalid_token", "")

	// Expired after 24 hours.
	late := newEmail("late")
	e.req("POST", "/api/register/", map[string]any{"email": late, "password": goodPassword, "name": "Late", "language": "de"}, "de").expect(202)
	_, lateTok := e.lastLink(late)
	e.clock.Advance(24*time.Hour + time.Minute)
	e.req("POST", "/api/register/confirm/", map[string]string{"token": lateTok}, "de").expectError(400, "invalid_token", "")

	// Two registrations, the address confirmed by the second meanwhile: the first link is dead.
	twice := newEmail("twice")
	e.req("POST", "/api/register/", map[string]any{"email": twice, "password": goodPassword, "name": "T", "language": "de"}, "de").expect(202)
	_, t1 := e.lastLink(twice)
	e.req("POST", "/api/register/", map[string]any{"email": twice, "password": goodPassword, "name": "T", "language": "de"}, "de").expect(202)
	_, t2 := e.lastLink(twice)
	e.req("POST", "/api/register/confirm/", map[string]string{"token": t2}, "de").expect(200)
	e.req("POST", "/api/register/confirm/", map[string]string{"token": t1}, "de").expectError(400, "invalid_token", "")

	// The address got an account by social login between registration and confirmation: 409.
	raced := newEmail("raced")
	e.req("POST", "/api/register/", map[string]any{"email": raced, "password": goodPassword, "name": "R", "language": "de"}, "de").expect(202)
	_, rt := e.lastLink(raced)
	e.req("POST", "/api/authenticate/external/", map[string]any{"provider": "google", "subject": "raced-" + raced, "email": raced, "email_verified": true, "language": "de"}, "de").expect(200)
	e.req("POST", "/api/register/confirm/", map[string]string{"token": rt}, "de").expectError(409, "account_exists", "")
}

func testLogin(e *accountEnv) {
	email := newEmail("login")
	s := e.signUp(email, "Login", "de")
	a := e.login(strings.ToUpper(email), goodPassword)
	tok := e.sessionOf(a)
	if tok == s.User.UserToken {
		e.t.Fatal("every login starts a new session")
	}
	me := e.me(tok).expect(200)
	e.validate("user", me.body)
	if strings.Contains(string(me.body), "user_token") {
		e.t.Fatalf("the token must not be in /users/me/: %s", me.body)
	}
	e.login(email, "wrong-password").expectError(401, "invalid_credentials", "")
	e.login(newEmail("nobody"), goodPassword).expectError(401, "invalid_credentials", "")
	// An account without a password (social login) cannot log in with one, not even an empty guess.
	social := newEmail("social")
	e.req("POST", "/api/authenticate/external/", map[string]any{"provider": "facebook", "subject": "fb-" + social, "email": social, "email_verified": true, "language": "de"}, "de").expect(200)
	e.login(social, "anything-at-all").expectError(401, "invalid_credentials", "")
}

func testRateLimits(e *accountEnv) {
	email := newEmail("limited")
	e.signUp(email, "Limited", "de")
	// Ten failures from one address lock that address out of the account, and no one else: the
	// owner logs in from another address.
	stranger, owner := fromIP("203.0.113.10"), fromIP("203.0.113.20")
	for i := range 10 {
		e.login(email, fmt.Sprintf("wrong-%d", i), stranger).expectError(401, "invalid_credentials", "")
	}
	e.sessionOf(e.login(email, goodPassword, owner))
	a := e.login(email, goodPassword, stranger).expectError(429, "rate_limited", "")
	retry, err := strconv.Atoi(a.header.Get("Retry-After"))
	if err != nil || retry < 1 || retry > 900 {
		e.t.Fatalf("Retry-After %q", a.header.Get("Retry-After"))
	}
	// RATE_LIMITS=off: the same store, no limit.
	for range 3 {
		e.login(email, "still-wrong", stranger, onBase(e.noLimits)).expectError(401, "invalid_credentials", "")
	}
	e.sessionOf(e.login(email, goodPassword, stranger, onBase(e.noLimits)))
	// A quarter of an hour later the address may try again; a success clears its failures there.
	e.clock.Advance(15*time.Minute + time.Second)
	e.sessionOf(e.login(email, goodPassword, stranger))
	for range 9 {
		e.login(email, "wrong", owner).expectError(401, "invalid_credentials", "")
	}
	e.sessionOf(e.login(email, goodPassword, owner))
	for range 9 {
		e.login(email, "wrong", owner).expectError(401, "invalid_credentials", "")
	}
	e.sessionOf(e.login(email, goodPassword, owner))

	// The account's ceiling: 100 failures an hour over all addresses (ten addresses' worth), then
	// every login of the account waits, even the owner's from a fresh address, for at most the hour.
	// A success at one address does not clear the others' failures.
	e.clock.Advance(time.Hour + time.Second)
	for i := range 100 {
		e.login(email, "guess", fromIP(fmt.Sprintf("198.18.%d.1", i/10))).expectError(401, "invalid_credentials", "")
		if i == 50 {
			e.sessionOf(e.login(email, goodPassword, owner))
		}
	}
	a = e.login(email, goodPassword).expectError(429, "rate_limited", "")
	if retry, err := strconv.Atoi(a.header.Get("Retry-After")); err != nil || retry < 1 || retry > 3600 {
		e.t.Fatalf("Retry-After %q", a.header.Get("Retry-After"))
	}
	e.login(email, goodPassword, owner).expectError(429, "rate_limited", "")
	// The owner who cannot wait resets the password by mail, which clears the account's failures.
	e.req("POST", "/api/password/forgot/", map[string]string{"email": email, "language": "de"}, "de").expect(202)
	_, tok := e.lastLink(email)
	e.sessionOf(e.req("POST", "/api/password/reset/", map[string]string{"token": tok, "password": "Neues-Passwort-2026"}, "de"))
	e.sessionOf(e.login(email, "Neues-Passwort-2026"))

	// Unknown addresses are limited the same way at each step, so the limit tells nothing either.
	unknown := newEmail("unknown")
	for range 10 {
		e.login(unknown, "guess", stranger).expectError(401, "invalid_credentials", "")
	}
	e.login(unknown, "guess", stranger).expectError(429, "rate_limited", "")
	e.login(unknown, "guess", owner).expectError(401, "invalid_credentials", "")
	for i := range 89 { // 100 in all
		e.login(unknown, "guess", fromIP(fmt.Sprintf("198.19.%d.1", i/10))).expectError(401, "invalid_credentials", "")
	}
	e.login(unknown, "guess").expectError(429, "rate_limited", "")

	// A logged-in user's wrong current passwords (a stolen session guessing) have ten tries a
	// quarter of an hour of their own; logins are not affected.
	proved := newEmail("proved")
	session := e.signUp(proved, "Proved", "de").User.UserToken
	change := func(current string) answer {
		return e.req("POST", "/api/users/me/password/", map[string]string{"current_password": current, "new_password": "Ganz-Neu-2026"}, "de", withUser(session))
	}
	for range 10 {
		change("wrong-one").expectError(403, "wrong_password", "")
	}
	change(goodPassword).expectError(429, "rate_limited", "")
	e.sessionOf(e.login(proved, goodPassword))

	// Per client address: 50 failures over many accounts, then 429 for any account.
	ip := fromIP("192.0.2.7")
	for range 50 {
		e.login(newEmail("spray"), "guess", ip).expectError(401, "invalid_credentials", "")
	}
	e.login(email, "Neues-Passwort-2026", ip).expectError(429, "rate_limited", "")
	e.sessionOf(e.login(email, "Neues-Passwort-2026", fromIP("192.0.2.8")))
	// IPv6 addresses count per /64.
	for i := range 50 {
		e.login(newEmail("v6"), "guess", fromIP(fmt.Sprintf("2001:db8:1:2::%x", i+1))).expectError(401, "invalid_credentials", "")
	}
	e.login(email, "Neues-Passwort-2026", fromIP("2001:db8:1:2:ffff::1")).expectError(429, "rate_limited", "")

	// Registrations: 10 per hour per address.
	regIP := fromIP("198.51.100.1")
	for range 10 {
		e.req("POST", "/api/register/", map[string]any{"email": newEmail("bulk"), "password": goodPassword, "name": "B", "language": "de"}, "de", regIP).expect(202)
	}
	a = e.req("POST", "/api/register/", map[string]any{"email": newEmail("bulk"), "password": goodPassword, "name": "B", "language": "de"}, "de", regIP).expectError(429, "rate_limited", "")
	if a.header.Get("Retry-After") == "" {
		e.t.Fatal("429 without Retry-After")
	}
	// Forgot: 10 per hour per address; at most 3 mails an hour to one mailbox, silently.
	victim := newEmail("victim")
	before := len(e.mailsTo(victim))
	for range 5 {
		e.req("POST", "/api/password/forgot/", map[string]string{"email": victim, "language": "de"}, "de").expect(202)
	}
	if n := len(e.mailsTo(victim)) - before; n != 3 {
		e.t.Fatalf("%d mails to one mailbox within the hour, want 3", n)
	}
	forgotIP := fromIP("198.51.100.2")
	for range 10 {
		e.req("POST", "/api/password/forgot/", map[string]string{"email": newEmail("f"), "language": "de"}, "de", forgotIP).expect(202)
	}
	e.req("POST", "/api/password/forgot/", map[string]string{"email": newEmail("f"), "language": "de"}, "de", forgotIP).expectError(429, "rate_limited", "")
	// Reset and confirm: 20 per 15 minutes per address.
	for _, path := range []string{"/api/password/reset/", "/api/register/confirm/"} {
		tokIP := fromIP("198.51.100.3")
		body := map[string]string{"token": strings.Repeat("t", 43), "password": goodPassword}
		if strings.Contains(path, "confirm") {
			delete(body, "password")
		}
		for range 20 {
			e.req("POST", path, body, "de", tokIP).expectError(400, "invalid_token", "")
		}
		e.req("POST", path, body, "de", tokIP).expectError(429, "rate_limited", "")
	}
	e.clock.Advance(time.Hour)
}

// testPersonalFlood: a logged-in user's own calls are limited per user — 60 writes and 300 reads a
// minute — with Retry-After; a minute later they work again, and RATE_LIMITS=off lifts the limit.
func testPersonalFlood(e *accountEnv) {
	tok := e.signUp(newEmail("flood"), "Flood", "de").User.UserToken
	r := e.recipes[2]
	for i := range 60 {
		if i%2 == 0 {
			e.req("POST", "/api/users/me/likes/", map[string]string{"id": r.DE}, "de", withUser(tok)).expect(201)
		} else {
			e.req("DELETE", "/api/users/me/likes/"+r.DE+"/", nil, "de", withUser(tok)).expect(204)
		}
	}
	a := e.req("POST", "/api/users/me/likes/", map[string]string{"id": r.DE}, "de", withUser(tok)).expectError(429, "rate_limited", "")
	if retry, err := strconv.Atoi(a.header.Get("Retry-After")); err != nil || retry < 1 || retry > 60 {
		e.t.Fatalf("Retry-After %q", a.header.Get("Retry-After"))
	}
	if got := e.likeCount(r.SlugDE, "de"); got != r.BaseLikes {
		e.t.Fatalf("like count %d after the refused like, want %d", got, r.BaseLikes)
	}
	e.req("POST", "/api/users/me/likes/", map[string]string{"id": r.DE}, "de", withUser(tok), onBase(e.noLimits)).expect(201)
	e.req("DELETE", "/api/users/me/likes/"+r.DE+"/", nil, "de", withUser(tok), onBase(e.noLimits)).expect(204)
	// Reads have their own allowance: the writes did not use it up.
	for range 300 {
		e.req("GET", "/api/users/me/", nil, "de", withUser(tok)).expect(200)
	}
	e.req("GET", "/api/users/me/", nil, "de", withUser(tok)).expectError(429, "rate_limited", "")
	e.clock.Advance(time.Minute + time.Second)
	e.req("POST", "/api/users/me/likes/", map[string]string{"id": r.DE}, "de", withUser(tok)).expect(201)
	e.req("DELETE", "/api/users/me/likes/"+r.DE+"/", nil, "de", withUser(tok)).expect(204)
	e.req("GET", "/api/users/me/", nil, "de", withUser(tok)).expect(200)
}

func testReset(e *accountEnv) {
	email := newEmail("reset")
	s := e.signUp(email, "Reset", "en")
	other := e.sessionOf(e.login(email, goodPassword))

	a := e.req("POST", "/api/password/forgot/", map[string]string{"email": email, "language": "de"}, "de").expect(202)
	e.validate("mail-accepted", a.body)
	if string(a.body) != `{"status":"reset_sent"}` {
		e.t.Fatalf("forgot: %s", a.body)
	}
	page, tok := e.lastLink(email)
	if page != publicURL+"/en/reset-password/" {
		e.t.Fatalf("reset link in the account's language: %s", page)
	}
	// An unknown address: the same answer, and a mail saying there is no account, in the form's language.
	nobody := newEmail("nobody")
	b := e.req("POST", "/api/password/forgot/", map[string]string{"email": nobody, "language": "de"}, "de").expect(202)
	if string(b.body) != string(a.body) {
		e.t.Fatalf("unknown address answered differently: %s", b.body)
	}
	if ms := e.mailsTo(nobody); len(ms) != 1 || ms[0].language != "de" || !strings.Contains(ms[0].text, publicURL+"/de/signup/") || strings.Contains(ms[0].text, "token") {
		e.t.Fatalf("no-account mail: %+v", ms)
	}

	e.req("POST", "/api/password/reset/", map[string]string{"token": tok, "password": "123456789"}, "de").expectError(422, "password_too_common", "password")
	e.req("POST", "/api/password/reset/", map[string]string{"token": tok, "password": "short"}, "de").expectError(422, "password_too_short", "password")
	r := e.req("POST", "/api/password/reset/", map[string]string{"token": tok, "password": "Neues-Passwort-2026"}, "de")
	fresh := e.sessionOf(r)
	// Every other session ended; the new one works; the token is used up.
	e.me(s.User.UserToken).expectError(401, "unauthorized", "")
	e.me(other).expectError(401, "unauthorized", "")
	e.me(fresh).expect(200)
	e.req("POST", "/api/password/reset/", map[string]string{"token": tok, "password": "Noch-ein-Passwort-1"}, "de").expectError(400, "invalid_token", "")
	e.login(email, goodPassword).expectError(401, "invalid_credentials", "")
	e.sessionOf(e.login(email, "Neues-Passwort-2026"))

	// A reset link works for 30 minutes.
	e.req("POST", "/api/password/forgot/", map[string]string{"email": email, "language": "en"}, "en").expect(202)
	_, late := e.lastLink(email)
	e.clock.Advance(31 * time.Minute)
	e.req("POST", "/api/password/reset/", map[string]string{"token": late, "password": "Zu-spaet-2026"}, "de").expectError(400, "invalid_token", "")
	e.sessionOf(e.login(email, "Neues-Passwort-2026"))
}

func testMe(e *accountEnv) {
	email := newEmail("me")
	s := e.signUp(email, "Me", "de")
	tok := s.User.UserToken
	e.req("GET", "/api/users/me/", nil, "de").expectError(401, "unauthorized", "")
	e.me(strings.Repeat("A", 43)).expectError(401, "unauthorized", "")
	e.me("short").expectError(401, "unauthorized", "")

	a := e.req("PATCH", "/api/users/me/", map[string]any{"name": "  Neuer Name ", "language": "en", "newsletter_opt_in": true}, "de", withUser(tok)).expect(200)
	e.validate("user", a.body)
	var got sessionBody
	e.me(tok).expect(200).decode(&got)
	if got.User.Name != "Neuer Name" || got.User.Language != "en" || !got.User.NewsletterOptIn || got.User.Email != email || got.User.Slug != s.User.Slug {
		e.t.Fatalf("after PATCH: %+v", got.User)
	}
	// An empty patch changes nothing; fields only users may set are refused.
	e.req("PATCH", "/api/users/me/", map[string]any{}, "de", withUser(tok)).expect(200)
	e.req("PATCH", "/api/users/me/", map[string]any{"is_premium": true}, "de", withUser(tok)).expectError(422, "invalid_field", "is_premium")
	e.req("PATCH", "/api/users/me/", map[string]any{"email": "x@y.de"}, "de", withUser(tok)).expectError(422, "invalid_field", "email")
	e.req("PATCH", "/api/users/me/", map[string]any{"name": ""}, "de", withUser(tok)).expectError(422, "invalid_field", "name")
	e.req("PATCH", "/api/users/me/", map[string]any{"language": "fr"}, "de", withUser(tok)).expectError(422, "invalid_field", "language")
	e.req("PATCH", "/api/users/me/", map[string]any{"name": "x"}, "de").expectError(401, "unauthorized", "")
	var after sessionBody
	e.me(tok).decode(&after)
	if after.User != got.User {
		e.t.Fatalf("refused patches changed the user: %+v", after.User)
	}
}

// testConsent: the consent banner's choice is kept on the account, null until the reader chose,
// always with necessary, and only the known purposes.
func testConsent(e *accountEnv) {
	s := e.signUp(newEmail("consent"), "Consent", "de")
	tok := s.User.UserToken
	consentOf := func(r answer) []string {
		var body struct {
			User struct {
				Consent []string `json:"consent"`
			} `json:"user"`
		}
		r.decode(&body)
		return body.User.Consent
	}
	fresh := e.me(tok).expect(200)
	if !strings.Contains(string(fresh.body), `"consent":null`) {
		e.t.Fatalf("a new account has a consent: %s", fresh.body)
	}

	a := e.req("PATCH", "/api/users/me/", map[string]any{"consent": []string{"marketing", "analytics"}}, "de", withUser(tok)).expect(200)
	e.validate("user", a.body)
	if got := consentOf(e.me(tok).expect(200)); strings.Join(got, ",") != "necessary,analytics,marketing" {
		e.t.Fatalf("consent after accepting all: %v", got)
	}
	e.req("PATCH", "/api/users/me/", map[string]any{"consent": []string{"necessary"}}, "de", withUser(tok)).expect(200)
	if got := consentOf(e.me(tok).expect(200)); strings.Join(got, ",") != "necessary" {
		e.t.Fatalf("consent after rejecting all: %v", got)
	}
	// Another change leaves the choice alone.
	e.req("PATCH", "/api/users/me/", map[string]any{"name": "Consent 2"}, "de", withUser(tok)).expect(200)
	if got := consentOf(e.me(tok).expect(200)); strings.Join(got, ",") != "necessary" {
		e.t.Fatalf("consent after a name change: %v", got)
	}

	e.req("PATCH", "/api/users/me/", map[string]any{"consent": []string{"tracking"}}, "de", withUser(tok)).expectError(422, "invalid_field", "consent.0")
	e.req("PATCH", "/api/users/me/", map[string]any{"consent": "necessary,analytics"}, "de", withUser(tok)).expectError(422, "invalid_field", "consent")
	e.req("PATCH", "/api/users/me/", map[string]any{"consent": []string{"analytics", "analytics", "analytics", "analytics"}}, "de", withUser(tok)).expectError(422, "invalid_field", "consent")
	e.req("PATCH", "/api/users/me/", map[string]any{"consent": []string{"analytics"}}, "de").expectError(401, "unauthorized", "")
	if got := consentOf(e.me(tok).expect(200)); strings.Join(got, ",") != "necessary" {
		e.t.Fatalf("refused patches changed the consent: %v", got)
	}
}

func testPasswordChange(e *accountEnv) {
	email := newEmail("change")
	s := e.signUp(email, "Change", "de")
	here := s.User.UserToken
	elsewhere := e.sessionOf(e.login(email, goodPassword))

	e.req("POST", "/api/users/me/password/", map[string]string{"current_password": "wrong-one", "new_password": "Ganz-Neu-2026"}, "de", withUser(here)).
		expectError(403, "wrong_password", "")
	e.req("POST", "/api/users/me/password/", map[string]string{"current_password": goodPassword, "new_password": "iloveyou"}, "de", withUser(here)).
		expectError(422, "password_too_common", "new_password")
	e.req("POST", "/api/users/me/password/", map[string]string{"current_password": goodPassword, "new_password": "kurz"}, "de", withUser(here)).
		expectError(422, "password_too_short", "new_password")
	e.req("POST", "/api/users/me/password/", map[string]string{"current_password": goodPassword, "new_password": strings.Repeat("x", 1025)}, "de", withUser(here)).
		expectError(422, "password_too_long", "new_password")
	e.me(elsewhere).expect(200) // failed attempts end nothing

	a := e.req("POST", "/api/users/me/password/", map[string]string{"current_password": goodPassword, "new_password": "Ganz-Neu-2026"}, "de", withUser(here)).expect(204)
	if len(a.body) != 0 {
		e.t.Fatalf("204 with a body: %s", a.body)
	}
	e.me(here).expect(200)
	e.me(elsewhere).expectError(401, "unauthorized", "")
	e.login(email, goodPassword).expectError(401, "invalid_credentials", "")
	e.sessionOf(e.login(email, "Ganz-Neu-2026"))
}

func testSessionLifetime(e *accountEnv) {
	email := newEmail("lifetime")
	idle := e.signUp(email, "Lifetime", "de").User.UserToken
	active := e.sessionOf(e.login(email, goodPassword))
	// Used every 13 days, a session lives; idle for 14 days, it ends.
	for range 4 {
		e.clock.Advance(13 * 24 * time.Hour)
		e.me(active).expect(200)
	}
	e.me(idle).expectError(401, "unauthorized", "")
	// 60 days after the login it ends however active it is.
	e.clock.Advance(8*24*time.Hour + time.Minute)
	e.me(active).expectError(401, "unauthorized", "")
}

func testLogout(e *accountEnv) {
	email := newEmail("logout")
	tok := e.signUp(email, "Logout", "de").User.UserToken
	other := e.sessionOf(e.login(email, goodPassword))
	e.req("POST", "/api/logout/", nil, "de", withUser(tok)).expect(204)
	e.me(tok).expectError(401, "unauthorized", "")
	e.me(other).expect(200)
	e.req("POST", "/api/logout/", nil, "de").expect(204)
	e.req("POST", "/api/logout/", nil, "de", withUser(tok)).expect(204)
}

// purgeOf parses X-Cache-Purge into a sorted list.
func purgeOf(a answer) []string {
	v := a.header.Get("X-Cache-Purge")
	if v == "" {
		return nil
	}
	parts := strings.Split(v, ", ")
	sort.Strings(parts)
	return parts
}

func testLikes(e *accountEnv) {
	tok := e.signUp(newEmail("likes"), "Likes", "de").User.UserToken
	r1, r2 := e.recipes[0], e.recipes[1]
	base1 := e.likeCount(r1.SlugDE, "de")

	e.req("GET", "/api/users/me/likes/?ids=true", nil, "de").expectError(401, "unauthorized", "")
	empty := e.req("GET", "/api/users/me/likes/?ids=true", nil, "de", withUser(tok)).expect(200)
	if string(empty.body) != `{"data":[]}` {
		e.t.Fatalf("no likes: %s", empty.body)
	}

	// Liking the German version: 201, the new count, and both language pages purged.
	a := e.req("POST", "/api/users/me/likes/", map[string]string{"id": r1.DE}, "de", withUser(tok)).expect(201)
	e.validate("like-state", a.body)
	var state struct {
		ID        string `json:"id"`
		Liked     bool   `json:"liked"`
		LikeCount int    `json:"like_count"`
	}
	a.decode(&state)
	if state.ID != r1.DE || !state.Liked || state.LikeCount != base1+1 {
		e.t.Fatalf("like state %+v, base %d", state, base1)
	}
	want := []string{"de /recipes/" + r1.SlugDE + "/", "en /recipes/" + r1.SlugEN + "/"}
	if got := purgeOf(a); strings.Join(got, "|") != strings.Join(want, "|") {
		e.t.Fatalf("X-Cache-Purge %v, want %v", got, want)
	}
	// Both versions, page and card, show the new count.
	if e.likeCount(r1.SlugDE, "de") != base1+1 || e.likeCount(r1.SlugEN, "en") != r1.BaseLikesE+1 {
		e.t.Fatal("the stored count did not move in both languages")
	}
	// The English version is liked already: 200, no change, no purge.
	a = e.req("POST", "/api/users/me/likes/", map[string]string{"id": r1.EN}, "en", withUser(tok)).expect(200)
	a.decode(&state)
	if state.LikeCount != r1.BaseLikesE+1 || a.header.Get("X-Cache-Purge") != "" {
		e.t.Fatalf("second like: %+v %q", state, a.header.Get("X-Cache-Purge"))
	}
	// Ids in the request's language, newest first; pages of cards.
	e.req("POST", "/api/users/me/likes/", map[string]string{"id": strings.ToUpper(r2.EN)}, "en", withUser(tok)).expect(201)
	for lang, wantIDs := range map[string][]string{"de": {r2.DE, r1.DE}, "en": {r2.EN, r1.EN}} {
		a = e.req("GET", "/api/users/me/likes/?ids=true", nil, lang, withUser(tok)).expect(200)
		e.validate("like-ids", a.body)
		var ids struct{ Data []struct{ ID string } }
		a.decode(&ids)
		if len(ids.Data) != 2 || ids.Data[0].ID != wantIDs[0] || ids.Data[1].ID != wantIDs[1] {
			e.t.Fatalf("%s ids %+v, want %v", lang, ids.Data, wantIDs)
		}
	}
	a = e.req("GET", "/api/users/me/likes/?page=1", nil, "en", withUser(tok)).expect(200)
	e.validate("paged-content-summary", a.body)
	var page struct {
		Meta struct {
			Pagination struct {
				Page, Pages, Total int
				PerPage            int `json:"per_page"`
			}
		}
		Data []struct {
			ID       string `json:"id"`
			Language string `json:"language"`
		}
	}
	a.decode(&page)
	if page.Meta.Pagination.PerPage != 24 || page.Meta.Pagination.Total != 2 || len(page.Data) != 2 || page.Data[0].ID != r2.EN || page.Data[1].Language != "en" {
		e.t.Fatalf("liked page %+v", page)
	}
	a = e.req("GET", "/api/users/me/likes/?page=2&per_page=1", nil, "de", withUser(tok)).expect(200)
	a.decode(&page)
	if page.Meta.Pagination.Pages != 2 || len(page.Data) != 1 || page.Data[0].ID != r1.DE {
		e.t.Fatalf("page 2 of 1: %+v", page)
	}
	e.req("GET", "/api/users/me/likes/?page=3&per_page=1", nil, "de", withUser(tok)).expectError(404, "page_out_of_range", "page")
	e.req("GET", "/api/users/me/likes/?per_page=101", nil, "de", withUser(tok)).expectError(400, "invalid_parameter", "per_page")
	e.req("GET", "/api/users/me/likes/?ids=yes", nil, "de", withUser(tok)).expectError(400, "invalid_parameter", "ids")

	// Unknown ids: 404 on like; a well-formed id that is not a recipe or story too.
	e.req("POST", "/api/users/me/likes/", map[string]string{"id": "00000000-0000-4000-8000-000000000000"}, "de", withUser(tok)).expectError(404, "not_found", "")
	e.req("POST", "/api/users/me/likes/", map[string]string{"id": "not-a-uuid"}, "de", withUser(tok)).expectError(422, "invalid_field", "id")

	// Unlike: 204 and the count drops; again 204 without a purge; unknown ids 204 too.
	a = e.req("DELETE", "/api/users/me/likes/"+r1.EN+"/", nil, "en", withUser(tok)).expect(204)
	if len(purgeOf(a)) != 2 {
		e.t.Fatalf("unlike purge %v", purgeOf(a))
	}
	if e.likeCount(r1.SlugDE, "de") != base1 {
		e.t.Fatal("unlike did not lower the count")
	}
	a = e.req("DELETE", "/api/users/me/likes/"+r1.DE+"/", nil, "de", withUser(tok)).expect(204)
	if a.header.Get("X-Cache-Purge") != "" || e.likeCount(r1.SlugDE, "de") != base1 {
		e.t.Fatal("a second unlike changed something")
	}
	e.req("DELETE", "/api/users/me/likes/00000000-0000-4000-8000-000000000000/", nil, "de", withUser(tok)).expect(204)
	e.req("DELETE", "/api/users/me/likes/nonsense/", nil, "de", withUser(tok)).expectError(404, "not_found", "")
	e.req("DELETE", "/api/users/me/likes/"+r2.DE+"/", nil, "de").expectError(401, "unauthorized", "")
}

func testConcurrentLikes(e *accountEnv) {
	r := e.recipes[2]
	base := e.likeCount(r.SlugDE, "de")
	var tokens []string
	for i := range 20 {
		a := e.req("POST", "/api/authenticate/external/", map[string]any{"provider": "google", "subject": fmt.Sprintf("crowd-%d-%d", i, emailSeq.Add(1)),
			"email": newEmail("crowd"), "email_verified": true, "name": "Crowd", "language": "de"}, "de")
		tokens = append(tokens, e.sessionOf(a))
	}
	// Each of 20 users likes, likes again, unlikes and likes, all at once: every one ends liking.
	var wg sync.WaitGroup
	for i, tok := range tokens {
		id := r.DE
		if i%2 == 1 {
			id = r.EN
		}
		wg.Go(func() {
			e.req("POST", "/api/users/me/likes/", map[string]string{"id": id}, "de", withUser(tok))
			e.req("POST", "/api/users/me/likes/", map[string]string{"id": id}, "de", withUser(tok))
			e.req("DELETE", "/api/users/me/likes/"+id+"/", nil, "de", withUser(tok))
			e.req("POST", "/api/users/me/likes/", map[string]string{"id": id}, "de", withUser(tok))
		})
	}
	wg.Wait()
	if got := e.likeCount(r.SlugDE, "de"); got != base+20 {
		e.t.Fatalf("count after 20 concurrent likers: %d, want %d", got, base+20)
	}
	if got := e.likeCount(r.SlugEN, "en"); got != r.BaseLikesE+20 {
		e.t.Fatalf("English count: %d, want %d", got, r.BaseLikesE+20)
	}
	// And all unlike at once.
	for _, tok := range tokens {
		wg.Go(func() { e.req("DELETE", "/api/users/me/likes/"+r.EN+"/", nil, "en", withUser(tok)) })
	}
	wg.Wait()
	if got := e.likeCount(r.SlugDE, "de"); got != base {
		e.t.Fatalf("count after 20 concurrent unlikes: %d, want %d", got, base)
	}
}

func testDelete(e *accountEnv) {
	email := newEmail("delete")
	s := e.signUp(email, "Delete", "de")
	tok := s.User.UserToken
	other := e.sessionOf(e.login(email, goodPassword))
	r1, r2 := e.recipes[3], e.recipes[4]
	base1, base2 := e.likeCount(r1.SlugDE, "de"), e.likeCount(r2.SlugEN, "en")
	e.req("POST", "/api/users/me/likes/", map[string]string{"id": r1.DE}, "de", withUser(tok)).expect(201)
	e.req("POST", "/api/users/me/likes/", map[string]string{"id": r2.EN}, "de", withUser(tok)).expect(201)

	e.req("DELETE", "/api/users/me/", map[string]string{"password": "wrong-password"}, "de", withUser(tok)).expectError(403, "wrong_password", "")
	e.req("DELETE", "/api/users/me/", map[string]string{"password": goodPassword}, "de").expectError(401, "unauthorized", "")
	if e.likeCount(r1.SlugDE, "de") != base1+1 {
		e.t.Fatal("a refused deletion changed a count")
	}
	a := e.req("DELETE", "/api/users/me/", map[string]string{"password": goodPassword}, "de", withUser(tok)).expect(204)
	if got := purgeOf(a); len(got) != 4 {
		e.t.Fatalf("deletion purge %v", got)
	}
	if e.likeCount(r1.SlugDE, "de") != base1 || e.likeCount(r2.SlugEN, "en") != base2 || e.likeCount(r1.SlugEN, "en") != r1.BaseLikesE {
		e.t.Fatal("the deleted account's likes still count")
	}
	e.me(tok).expectError(401, "unauthorized", "")
	e.me(other).expectError(401, "unauthorized", "")
	e.login(email, goodPassword).expectError(401, "invalid_credentials", "")
	// The address is free again.
	e.signUp(email, "Again", "de")

	// An account without a password confirms its deletion with its address.
	social := newEmail("social-delete")
	stok := e.sessionOf(e.req("POST", "/api/authenticate/external/", map[string]any{"provider": "appleid", "subject": "apple-" + social, "email": social, "email_verified": true, "language": "en"}, "en"))
	e.req("DELETE", "/api/users/me/", map[string]string{"password": goodPassword}, "de", withUser(stok)).expectError(403, "wrong_password", "")
	e.req("DELETE", "/api/users/me/", map[string]string{"password": strings.ToUpper(social)}, "de", withUser(stok)).expect(204)
	e.me(stok).expectError(401, "unauthorized", "")
}

func testExternalLogin(e *accountEnv) {
	ext := func(provider, subject, email string, verified bool, name string) answer {
		body := map[string]any{"provider": provider, "subject": subject, "email_verified": verified, "language": "en"}
		if email != "" {
			body["email"] = email
		}
		if name != "" {
			body["name"] = name
		}
		return e.req("POST", "/api/authenticate/external/", body, "en")
	}
	// A new address: a new account without a password.
	email := newEmail("ext")
	a := ext("google", "g-"+email, strings.ToUpper(email), false, "Ada Lovelace").expect(200)
	e.validate("user-session", a.body)
	var created sessionBody
	a.decode(&created)
	if created.User.Email != email || created.User.HasPassword || created.User.Name != "Ada Lovelace" || created.User.Language != "en" || !strings.HasPrefix(created.User.Slug, "ada-lovelace-") {
		e.t.Fatalf("created %+v", created.User)
	}
	// The same login again: the same account, a new session.
	var again sessionBody
	ext("google", "g-"+email, email, true, "").expect(200).decode(&again)
	if again.User.ID != created.User.ID || again.User.UserToken == created.User.UserToken {
		e.t.Fatalf("second login %+v", again.User)
	}
	// A password account is linked by a verified address, refused by an unverified one.
	pw := newEmail("ext-pw")
	owner := e.signUp(pw, "Owner", "de")
	ext("facebook", "fb-"+pw, pw, false, "Mallory").expectError(409, "account_exists", "")
	var linked sessionBody
	ext("facebook", "fb-"+pw, pw, true, "").expect(200).decode(&linked)
	if linked.User.ID != owner.User.ID || !linked.User.HasPassword || linked.User.Name != "Owner" {
		e.t.Fatalf("linked %+v", linked.User)
	}
	// Linked now, the subject finds the account even when the provider reports another address.
	var bySubject sessionBody
	ext("facebook", "fb-"+pw, newEmail("changed"), false, "").expect(200).decode(&bySubject)
	if bySubject.User.ID != owner.User.ID {
		e.t.Fatal("the linked subject did not find its account")
	}
	// No address and no link: nothing to make an account with.
	ext("appleid", "apple-nobody", "", true, "").expectError(422, "invalid_field", "email")
	ext("twitter", "t-1", newEmail("t"), true, "").expectError(422, "invalid_field", "provider")
	// A name-less provider: the local part of the address.
	var nameless sessionBody
	local := newEmail("anna.b")
	ext("appleid", "apple-"+local, local, true, "").expect(200).decode(&nameless)
	if nameless.User.Name != strings.Split(local, "@")[0] {
		e.t.Fatalf("name from the address: %q", nameless.User.Name)
	}
}

// testBadInput sends broken bodies to every write route: each gets 400, 413 or 422, never 500, and
// nothing stored or sent changes.
func testBadInput(e *accountEnv) {
	email := newEmail("bad")
	s := e.signUp(email, "Bad", "de")
	tok := s.User.UserToken
	r := e.recipes[5]
	countBefore := e.likeCount(r.SlugDE, "de")
	mailsBefore := len(e.mails())
	var meBefore sessionBody
	e.me(tok).decode(&meBefore)

	routes := []struct {
		method, path string
		valid        map[string]any
	}{
		{"POST", "/api/register/", map[string]any{"email": newEmail("x"), "password": goodPassword, "name": "X", "language": "de"}},
		{"POST", "/api/register/confirm/", map[string]any{"token": strings.Repeat("a", 43)}},
		{"POST", "/api/authenticate/credentials/", map[string]any{"email": email, "password": goodPassword}},
		{"POST", "/api/authenticate/external/", map[string]any{"provider": "google", "subject": "s", "email_verified": true, "language": "de"}},
		{"POST", "/api/password/forgot/", map[string]any{"email": email, "language": "de"}},
		{"POST", "/api/password/reset/", map[string]any{"token": strings.Repeat("a", 43), "password": goodPassword}},
		{"PATCH", "/api/users/me/", map[string]any{"name": "Y"}},
		{"POST", "/api/users/me/password/", map[string]any{"current_password": goodPassword, "new_password": "Anderes-Passwort-9"}},
		{"DELETE", "/api/users/me/", map[string]any{"password": goodPassword}},
		{"POST", "/api/users/me/likes/", map[string]any{"id": r.DE}},
	}
	huge := `{"name":"` + strings.Repeat("x", 10<<20) + `"}`
	for _, rt := range routes {
		// Without rate limits: a hundred bad bodies from one user would rightly end in 429 first.
		send := func(body any) answer { return e.req(rt.method, rt.path, body, "de", withUser(tok), onBase(e.noLimits)) }
		for _, raw := range []string{"", "{", `{"a":1}}`, "[]", `"text"`, "null", "42", "true", `{"a":}`, "\x00", "{\"x\":\"\xff\"", `<xml/>`} {
			send(raw).expectError(400, "malformed_json", "")
		}
		send(huge).expectError(413, "too_large", "")
		send(`{"x":"`+strings.Repeat("y", 65*1024)+`"}`).expectError(413, "too_large", "")
		// An unknown property is named.
		withExtra := map[string]any{"is_admin": true}
		for k, v := range rt.valid {
			withExtra[k] = v
		}
		send(withExtra).expectError(422, "invalid_field", "is_admin")
		// Every property of the wrong type, and every required one missing, is named.
		for field := range rt.valid {
			wrong := map[string]any{}
			for k, v := range rt.valid {
				wrong[k] = v
			}
			wrong[field] = []int{1}
			send(wrong).expectError(422, "invalid_field", field)
			if rt.method == "PATCH" {
				continue
			}
			delete(wrong, field)
			send(wrong).expectError(422, "invalid_field", field)
		}
	}
	e.req("POST", "/api/register/", map[string]any{"email": "no-at-sign", "password": goodPassword, "name": "X", "language": "de"}, "de").expectError(422, "invalid_field", "email")
	e.req("POST", "/api/register/", map[string]any{"email": newEmail("x"), "password": strings.Repeat("p", 1025), "name": "X", "language": "de"}, "de").expectError(422, "password_too_long", "password")
	e.req("POST", "/api/register/", map[string]any{"email": newEmail("x"), "password": "1234567", "name": "X", "language": "de"}, "de").expectError(422, "password_too_short", "password")
	e.req("POST", "/api/register/", map[string]any{"email": newEmail("x"), "password": goodPassword, "name": strings.Repeat("n", 81), "language": "de"}, "de").expectError(422, "invalid_field", "name")
	// Addresses the pattern lets through but no mail could go to, and names of nothing but spaces.
	for _, addr := range []string{"a,b@example.org", "a(b)@example.org", `a"b@example.org`, "<a@example.org>", "a..b@example.org"} {
		e.req("POST", "/api/register/", map[string]any{"email": addr, "password": goodPassword, "name": "X", "language": "de"}, "de").expectError(422, "invalid_field", "email")
		e.req("POST", "/api/password/forgot/", map[string]any{"email": addr, "language": "de"}, "de").expectError(422, "invalid_field", "email")
		e.req("POST", "/api/authenticate/external/", map[string]any{"provider": "google", "subject": "odd", "email": addr, "email_verified": true, "language": "de"}, "de").
			expectError(422, "invalid_field", "email")
		e.login(addr, goodPassword).expectError(401, "invalid_credentials", "")
	}
	e.req("POST", "/api/register/", map[string]any{"email": newEmail("x"), "password": goodPassword, "name": "   ", "language": "de"}, "de").expectError(422, "invalid_field", "name")
	e.req("PATCH", "/api/users/me/", map[string]any{"name": " \t "}, "de", withUser(tok)).expectError(422, "invalid_field", "name")
	// Umlauts in an address are fine.
	e.req("POST", "/api/register/", map[string]any{"email": newEmail("jörg"), "password": goodPassword, "name": "Jörg", "language": "de"}, "de").expect(202)
	mailsBefore++
	// English messages for English readers.
	a := e.req("POST", "/api/register/", "{", "en")
	if !strings.Contains(string(a.body), "not valid JSON") {
		e.t.Fatalf("English message: %s", a.body)
	}
	e.validate("error", a.body)

	// Nothing changed: the user, the count, the outbox, the session.
	var meAfter sessionBody
	e.me(tok).expect(200).decode(&meAfter)
	if meAfter.User != meBefore.User {
		e.t.Fatalf("bad input changed the user: %+v", meAfter.User)
	}
	if e.likeCount(r.SlugDE, "de") != countBefore {
		e.t.Fatal("bad input changed a like count")
	}
	if n := len(e.mails()); n != mailsBefore {
		e.t.Fatalf("bad input sent %d mails", n-mailsBefore)
	}
	e.sessionOf(e.login(email, goodPassword))
	var ids struct{ Data []json.RawMessage }
	e.req("GET", "/api/users/me/likes/?ids=true", nil, "de", withUser(tok)).expect(200).decode(&ids)
	if len(ids.Data) != 0 {
		e.t.Fatal("bad input liked something")
	}
}

// The store must satisfy the content API's interface.
var _ contentapi.Store = (*store.Store)(nil)
