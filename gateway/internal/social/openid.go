package social

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
)

// openID is an OpenID Connect provider (Google, Apple). Its endpoints and keys come from the
// issuer's discovery document, fetched at the first login and kept once it succeeded.
type openID struct {
	cfg      OpenIDConfig
	redirect string
	scopes   []string
	options  []oauth2.AuthCodeOption

	mu       sync.Mutex
	oauth    *oauth2.Config
	verifier *oidc.IDTokenVerifier
}

func newOpenID(cfg OpenIDConfig, redirect string, scopes []string, options ...oauth2.AuthCodeOption) *openID {
	return &openID{cfg: cfg, redirect: redirect, scopes: scopes, options: options}
}

// discover fetches the discovery document once; a failure is retried at the next login.
func (p *openID) discover(ctx context.Context) (*oauth2.Config, *oidc.IDTokenVerifier, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.oauth != nil {
		return p.oauth, p.verifier, nil
	}
	issuer, err := oidc.NewProvider(ctx, p.cfg.IssuerURL)
	if err != nil {
		return nil, nil, fmt.Errorf("social: unable to discover %s: %w", p.cfg.IssuerURL, err)
	}
	endpoint := issuer.Endpoint()
	// Client id and secret go in the form: Apple accepts nothing else, Google both.
	endpoint.AuthStyle = oauth2.AuthStyleInParams
	p.oauth = &oauth2.Config{
		ClientID: p.cfg.ClientID, ClientSecret: p.cfg.ClientSecret,
		Endpoint: endpoint, RedirectURL: p.redirect, Scopes: p.scopes,
	}
	p.verifier = issuer.Verifier(&oidc.Config{ClientID: p.cfg.ClientID})
	return p.oauth, p.verifier, nil
}

func (p *openID) authCodeURL(ctx context.Context, flow Flow) (string, error) {
	conf, _, err := p.discover(ctx)
	if err != nil {
		return "", err
	}
	opts := append([]oauth2.AuthCodeOption{oauth2.S256ChallengeOption(flow.Verifier), oidc.Nonce(flow.Nonce)}, p.options...)
	return conf.AuthCodeURL(flow.State, opts...), nil
}

// identity exchanges the code and trusts only the ID token: its signature, issuer, audience and
// expiry (go-oidc), and the nonce of this login (so a token issued for another cannot be replayed).
func (p *openID) identity(ctx context.Context, flow Flow, code string) (Identity, error) {
	conf, verifier, err := p.discover(ctx)
	if err != nil {
		return Identity{}, err
	}
	token, err := conf.Exchange(ctx, code, oauth2.VerifierOption(flow.Verifier))
	if err != nil {
		return Identity{}, fmt.Errorf("social: %s refused the code: %w", flow.Provider, err)
	}
	raw, _ := token.Extra("id_token").(string)
	if raw == "" {
		return Identity{}, fmt.Errorf("social: %s sent no ID token", flow.Provider)
	}
	idToken, err := verifier.Verify(ctx, raw)
	if err != nil {
		return Identity{}, fmt.Errorf("social: %s sent an invalid ID token: %w", flow.Provider, err)
	}
	if idToken.Nonce != flow.Nonce {
		return Identity{}, errors.New("social: the ID token's nonce is not this login's")
	}
	var claims struct {
		Email         string   `json:"email"`
		EmailVerified flexBool `json:"email_verified"`
		Name          string   `json:"name"`
	}
	if err := idToken.Claims(&claims); err != nil {
		return Identity{}, fmt.Errorf("social: unable to read the ID token of %s: %w", flow.Provider, err)
	}
	return Identity{Subject: idToken.Subject, Email: claims.Email, EmailVerified: bool(claims.EmailVerified), Name: claims.Name}, nil
}

// flexBool reads a JSON boolean, or the strings "true" and "false" that Apple sends instead.
type flexBool bool

func (b *flexBool) UnmarshalJSON(data []byte) error {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	switch v := v.(type) {
	case bool:
		*b = flexBool(v)
	case string:
		*b = v == "true"
	}
	return nil
}
