// Package social logs readers in with Google, Apple or Facebook: the OAuth 2.0 authorization code
// flow with PKCE (S256) and state, plus a nonce and a verified ID token for the OpenID Connect
// providers. It yields who the provider says the reader is; the content API makes or finds the
// account, the gateway sets the session.
package social

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"golang.org/x/oauth2"
)

// Provider ids, as the site and the content API name them.
const (
	Google   = "google"
	Facebook = "facebook"
	Apple    = "appleid"
)

// ErrDisabled is returned for a provider that is unknown or has no credentials.
var ErrDisabled = errors.New("social: provider not enabled")

// ErrStateMismatch is returned for a callback whose state is not the one the login began with: a
// forged or replayed callback, or a second tab that began another login.
var ErrStateMismatch = errors.New("social: the callback's state does not match")

// Flow is what a login needs to remember between the redirect to the provider and the callback.
type Flow struct {
	Provider string `json:"provider"`
	State    string `json:"state"`
	Verifier string `json:"verifier"`
	Nonce    string `json:"nonce,omitempty"`
}

// Identity is who the provider says the reader is.
type Identity struct {
	Provider string
	Subject  string
	Email    string
	// EmailVerified is the provider's word that the reader owns Email; only then may the content
	// API link the login to an existing account with that address.
	EmailVerified bool
	Name          string
}

// provider is one way to log in.
type provider interface {
	authCodeURL(ctx context.Context, flow Flow) (string, error)
	identity(ctx context.Context, flow Flow, code string) (Identity, error)
}

// Login runs social logins with the enabled providers.
type Login struct {
	providers map[string]provider
	enabled   []string
	client    *http.Client
}

// New enables every provider whose credentials are configured.
func New(cfg Config) (*Login, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	l := &Login{providers: map[string]provider{}, client: &http.Client{Timeout: cfg.Timeout}}
	callback := func(id string) string {
		return strings.TrimSuffix(cfg.PublicURL, "/") + "/api/authenticate/" + id + "/callback/"
	}
	if cfg.Google.enabled() {
		l.add(Google, newOpenID(cfg.Google, callback(Google), []string{"openid", "email", "profile"}))
	}
	if cfg.Facebook.enabled() {
		l.add(Facebook, newFacebook(cfg.Facebook, callback(Facebook), l.client))
	}
	if cfg.Apple.enabled() {
		// Apple sends the name and e-mail scopes' results only with response_mode=form_post; its
		// callback is therefore a cross-site POST.
		l.add(Apple, newOpenID(cfg.Apple, callback(Apple), []string{"openid", "name", "email"},
			oauth2.SetAuthURLParam("response_mode", "form_post")))
	}
	return l, nil
}

func (l *Login) add(id string, p provider) {
	l.providers[id] = p
	l.enabled = append(l.enabled, id)
}

// Enabled lists the ids of the enabled providers, in a fixed order.
func (l *Login) Enabled() []string { return l.enabled }

// Begin starts a login: the URL to send the reader to, and the flow to keep until the callback.
func (l *Login) Begin(ctx context.Context, id string) (string, Flow, error) {
	p, ok := l.providers[id]
	if !ok {
		return "", Flow{}, ErrDisabled
	}
	flow := Flow{Provider: id, State: rand.Text(), Verifier: oauth2.GenerateVerifier(), Nonce: rand.Text()}
	u, err := p.authCodeURL(l.context(ctx), flow)
	if err != nil {
		return "", Flow{}, err
	}
	return u, flow, nil
}

// Complete checks the callback's state against the flow, exchanges the code (with the PKCE
// verifier) and returns the verified identity.
func (l *Login) Complete(ctx context.Context, flow Flow, state, code string) (Identity, error) {
	p, ok := l.providers[flow.Provider]
	if !ok {
		return Identity{}, ErrDisabled
	}
	if flow.State == "" || subtle.ConstantTimeCompare([]byte(state), []byte(flow.State)) != 1 {
		return Identity{}, ErrStateMismatch
	}
	if code == "" {
		return Identity{}, fmt.Errorf("social: %s sent no code", flow.Provider)
	}
	id, err := p.identity(l.context(ctx), flow, code)
	if err != nil {
		return Identity{}, err
	}
	if id.Subject == "" {
		return Identity{}, fmt.Errorf("social: %s named no subject", flow.Provider)
	}
	id.Provider = flow.Provider
	return id, nil
}

// context makes oauth2 and go-oidc use the client with the provider timeout.
func (l *Login) context(ctx context.Context) context.Context {
	return context.WithValue(ctx, oauth2.HTTPClient, l.client)
}
