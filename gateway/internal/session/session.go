// Package session keeps the user token out of JavaScript: the gateway holds it sealed
// (XChaCha20-Poly1305) in an HttpOnly cookie and turns it into X-Ultron-User for the content API.
// It also seals the short-lived state of a social login, and refuses cross-site writes (CSRF).
package session

import (
	"errors"
	"net/http"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/secret"
)

// Cookie names. On https the __Host- prefix makes the browser insist on Secure, Path=/ and no
// Domain, so neither a subdomain nor a plain-http page can plant or overwrite the cookie.
const (
	sessionCookie = "tischlein_session"
	loginCookie   = "tischlein_login"
	hostPrefix    = "__Host-"
	// hintCookie tells the site's JavaScript that this browser has a session — the session cookie
	// itself is HttpOnly, so without it a page would have to ask GET /api/users/me/ on every view
	// and answer every anonymous reader with a 401. It holds no secret ("1"), and it is set and
	// cleared together with the session cookie, so it cannot drift from it.
	hintCookie = "tischlein_signed_in"
)

// Purposes bind a sealed value to its cookie.
const (
	sessionPurpose = "session"
	loginPurpose   = "social-login"
)

// Manager reads and writes the sealed cookies.
type Manager struct {
	cfg         Config
	ring        *Ring
	sessionName string
	loginName   string
	hintName    string
	now         func() time.Time
}

// New loads (or on first start generates) the keys and makes a manager.
func New(cfg Config) (*Manager, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	keys, err := secret.Keys(cfg.Keys, cfg.KeyFile)
	if err != nil {
		return nil, err
	}
	ring, err := NewRing(keys)
	if err != nil {
		return nil, err
	}
	m := &Manager{cfg: cfg, ring: ring, sessionName: sessionCookie, loginName: loginCookie, hintName: hintCookie, now: time.Now}
	if cfg.Secure {
		m.sessionName, m.loginName, m.hintName = hostPrefix+sessionCookie, hostPrefix+loginCookie, hostPrefix+hintCookie
	}
	return m, nil
}

// CookieName is the name of the session cookie.
func (m *Manager) CookieName() string { return m.sessionName }

// Token is the user token of the request's session cookie, or "" when there is none that opens.
// sent reports whether the request carried a session cookie or its hint at all, so a stale one can
// be cleared (a hint without its session would make the site ask on every page).
func (m *Manager) Token(r *http.Request) (token string, sent bool) {
	data, sent := m.open(r, m.sessionName, sessionPurpose)
	if !sent {
		_, err := r.Cookie(m.hintName)
		sent = err == nil
	}
	return string(data), sent
}

// Start sets the session cookie for a user token, and the hint that a session exists.
func (m *Manager) Start(w http.ResponseWriter, token string) {
	m.set(w, m.sessionName, m.ring.Seal(sessionPurpose, []byte(token), m.now().Add(m.cfg.Lifetime)), m.cfg.Lifetime)
	m.setHint(w, "1", m.cfg.Lifetime)
}

// End clears the session cookie and its hint.
func (m *Manager) End(w http.ResponseWriter) {
	m.set(w, m.sessionName, "", -1)
	m.setHint(w, "", -1)
}

// StartLogin keeps the state of a social login (state, PKCE verifier, nonce, where to return) in
// a sealed cookie for LoginLifetime, so the gateway stays stateless between the redirect and the
// callback.
func (m *Manager) StartLogin(w http.ResponseWriter, data []byte) {
	m.set(w, m.loginName, m.ring.Seal(loginPurpose, data, m.now().Add(m.cfg.LoginLifetime)), m.cfg.LoginLifetime)
}

// Login is the state kept by StartLogin.
func (m *Manager) Login(r *http.Request) ([]byte, error) {
	data, sent := m.open(r, m.loginName, loginPurpose)
	if data == nil {
		if !sent {
			return nil, errors.New("session: no social login in progress")
		}
		return nil, ErrUnsealable
	}
	return data, nil
}

// EndLogin clears the social login cookie: its state is good for one callback only.
func (m *Manager) EndLogin(w http.ResponseWriter) { m.set(w, m.loginName, "", -1) }

func (m *Manager) open(r *http.Request, name, purpose string) (data []byte, sent bool) {
	c, err := r.Cookie(name)
	if err != nil {
		return nil, false
	}
	data, err = m.ring.Open(purpose, c.Value, m.now())
	if err != nil || len(data) == 0 {
		return nil, true
	}
	return data, true
}

// set writes a cookie that JavaScript cannot read (HttpOnly) and that other sites' requests do not
// carry, except top-level navigations (SameSite=Lax), which a social login's return needs.
// maxAge < 0 deletes it.
func (m *Manager) set(w http.ResponseWriter, name, value string, maxAge time.Duration) {
	http.SetCookie(w, m.cookie(name, value, maxAge, true))
}

// setHint writes the hint cookie: like the session cookie, but readable by JavaScript.
func (m *Manager) setHint(w http.ResponseWriter, value string, maxAge time.Duration) {
	http.SetCookie(w, m.cookie(m.hintName, value, maxAge, false))
}

func (m *Manager) cookie(name, value string, maxAge time.Duration, httpOnly bool) *http.Cookie {
	c := &http.Cookie{
		Name:     name,
		Value:    value,
		Path:     "/",
		HttpOnly: httpOnly,
		Secure:   m.cfg.Secure,
		SameSite: http.SameSiteLaxMode,
		MaxAge:   int(maxAge / time.Second),
	}
	if maxAge < 0 {
		c.MaxAge = -1
	}
	return c
}
