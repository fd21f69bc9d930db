// Package socialtest runs a local OpenID provider (mockoidc) for tests, which also answers the
// way Facebook's OAuth dialog and Graph API /me do, so every social login can be tested without
// the real providers.
package socialtest

import (
	"encoding/json"
	"net"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/golang-jwt/jwt/v5"
	"github.com/oauth2-proxy/mockoidc"
)

// Provider is the running provider.
type Provider struct {
	*mockoidc.MockOIDC
}

// Start runs a provider on a loopback port until the test ends.
func Start(t testing.TB) *Provider {
	t.Helper()
	m, err := mockoidc.NewServer(nil)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &Provider{m}
	mux := http.NewServeMux()
	mux.HandleFunc(mockoidc.AuthorizationEndpoint, func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		r.Form.Set("scope", KnownScopes(r.Form.Get("scope")))
		m.Authorize(w, r)
	})
	mux.HandleFunc(mockoidc.TokenEndpoint, m.Token)
	mux.HandleFunc(mockoidc.UserinfoEndpoint, m.Userinfo)
	mux.HandleFunc(mockoidc.JWKSEndpoint, m.JWKS)
	mux.HandleFunc(mockoidc.DiscoveryEndpoint, m.Discovery)
	mux.HandleFunc("/me", p.me)
	// mockoidc takes its issuer from Server.Addr; serving the mux ourselves adds /me beside it.
	m.Server = &http.Server{Addr: ln.Addr().String(), Handler: mux}
	go m.Server.Serve(ln)
	t.Cleanup(func() { m.Server.Close() })
	return p
}

// FacebookAuthURL, FacebookTokenURL and FacebookUserInfoURL stand in for Facebook's.
func (p *Provider) FacebookAuthURL() string     { return p.AuthorizationEndpoint() }
func (p *Provider) FacebookTokenURL() string    { return p.TokenEndpoint() }
func (p *Provider) FacebookUserInfoURL() string { return p.Addr() + "/me" }

// KnownScopes maps the scopes of Apple ("name") and Facebook ("public_profile") to mockoidc's
// "profile" and drops the rest it does not know, keeping "openid" first.
func KnownScopes(scope string) string {
	var out []string
	for _, s := range strings.Fields(scope) {
		if s == "name" || s == "public_profile" {
			s = "profile"
		}
		if slices.Contains(mockoidc.ScopesSupported, s) && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return strings.Join(out, " ")
}

// me answers like the Graph API's /me: id, name and email of the access token's user.
func (p *Provider) me(w http.ResponseWriter, r *http.Request) {
	raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
	token, err := p.Keypair.VerifyJWT(raw, p.Now)
	if err != nil {
		http.Error(w, `{"error":{"message":"Invalid OAuth access token."}}`, http.StatusUnauthorized)
		return
	}
	session, err := p.SessionStore.GetSessionByToken(token)
	if err != nil {
		http.Error(w, `{"error":{"message":"Unknown session."}}`, http.StatusUnauthorized)
		return
	}
	info, _ := session.User.Userinfo([]string{"email", "profile"})
	var u struct {
		Email string `json:"email"`
		Name  string `json:"name"`
	}
	json.Unmarshal(info, &u)
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"id": session.User.ID(), "name": u.Name, "email": u.Email})
}

// User is a person at the provider. Queue one with QueueUser before a login.
type User struct {
	Subject       string
	Email         string
	EmailVerified bool
	Name          string
}

// ID is the subject.
func (u User) ID() string { return u.Subject }

// Userinfo is the userinfo endpoint's answer.
func (u User) Userinfo([]string) ([]byte, error) {
	return json.Marshal(map[string]any{"sub": u.Subject, "email": u.Email, "email_verified": u.EmailVerified, "name": u.Name})
}

// Claims are the ID token's claims.
func (u User) Claims(_ []string, base *mockoidc.IDTokenClaims) (jwt.Claims, error) {
	return &struct {
		*mockoidc.IDTokenClaims
		Email         string `json:"email,omitempty"`
		EmailVerified bool   `json:"email_verified"`
		Name          string `json:"name,omitempty"`
	}{base, u.Email, u.EmailVerified, u.Name}, nil
}
