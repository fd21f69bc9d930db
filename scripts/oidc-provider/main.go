// Command oidc-provider is a local OpenID provider for the end-to-end tests (mockoidc), standing
// in for Google and Apple (GOOGLE_ISSUER_URL, APPLE_ISSUER_URL = the issuer it prints) and for
// Facebook (FACEBOOK_AUTH_URL = <issuer>/authorize, FACEBOOK_TOKEN_URL = <issuer>/token,
// FACEBOOK_USERINFO_URL = <address>/me, which answers like the Graph API). Every login is the user
// given by the flags; the provider asks nothing and redirects straight back.
//
//	go run ./scripts/oidc-provider -addr 127.0.0.1:9400
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"syscall"

	"github.com/golang-jwt/jwt/v5"
	"github.com/oauth2-proxy/mockoidc"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:9400", "address to listen on")
	clientID := flag.String("client-id", "tischlein-local", "the client id the gateway must use")
	clientSecret := flag.String("client-secret", "tischlein-local-secret", "the client secret the gateway must use")
	subject := flag.String("subject", "local-user-1", "the subject of the user who logs in")
	email := flag.String("email", "social@example.com", "the e-mail address of the user who logs in")
	name := flag.String("name", "Sofia Social", "the name of the user who logs in")
	verified := flag.Bool("email-verified", true, "whether the provider vouches for the address")
	flag.Parse()

	m, err := mockoidc.NewServer(nil)
	if err != nil {
		log.Fatal(err)
	}
	m.ClientID, m.ClientSecret = *clientID, *clientSecret
	user := person{Subject: *subject, Email: *email, EmailVerified: *verified, Name: *name}

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc(mockoidc.AuthorizationEndpoint, func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		r.Form.Set("scope", knownScopes(r.Form.Get("scope")))
		m.QueueUser(user)
		m.Authorize(w, r)
	})
	mux.HandleFunc(mockoidc.TokenEndpoint, m.Token)
	mux.HandleFunc(mockoidc.UserinfoEndpoint, m.Userinfo)
	mux.HandleFunc(mockoidc.JWKSEndpoint, m.JWKS)
	mux.HandleFunc(mockoidc.DiscoveryEndpoint, m.Discovery)
	mux.HandleFunc("/me", func(w http.ResponseWriter, r *http.Request) { me(m, w, r) })
	// mockoidc keeps its sessions in a plain map: one request at a time.
	var mu sync.Mutex
	serial := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		mux.ServeHTTP(w, r)
	})
	// mockoidc takes its issuer from Server.Addr; serving our own mux adds /me beside it.
	m.Server = &http.Server{Addr: ln.Addr().String(), Handler: serial}

	fmt.Println(m.Issuer())
	fmt.Fprintf(os.Stderr, "client id %s, secret %s; Facebook: auth %s, token %s, user %s/me\n",
		m.ClientID, m.ClientSecret, m.AuthorizationEndpoint(), m.TokenEndpoint(), m.Addr())

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		m.Server.Close()
	}()
	if err := m.Server.Serve(ln); err != http.ErrServerClosed {
		log.Fatal(err)
	}
}

// knownScopes maps Apple's "name" and Facebook's "public_profile" to mockoidc's "profile" and
// drops scopes it does not know, keeping "openid" first (mockoidc issues an ID token only then).
func knownScopes(scope string) string {
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
func me(m *mockoidc.MockOIDC, w http.ResponseWriter, r *http.Request) {
	raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
	if raw == "" {
		raw = r.URL.Query().Get("access_token")
	}
	token, err := m.Keypair.VerifyJWT(raw, m.Now)
	if err != nil {
		http.Error(w, `{"error":{"message":"Invalid OAuth access token."}}`, http.StatusUnauthorized)
		return
	}
	session, err := m.SessionStore.GetSessionByToken(token)
	if err != nil {
		http.Error(w, `{"error":{"message":"Unknown session."}}`, http.StatusUnauthorized)
		return
	}
	u, _ := session.User.(person)
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"id": session.User.ID(), "name": u.Name, "email": u.Email})
}

// person is the user who logs in.
type person struct {
	Subject       string
	Email         string
	EmailVerified bool
	Name          string
}

func (p person) ID() string { return p.Subject }

func (p person) Userinfo([]string) ([]byte, error) {
	return json.Marshal(map[string]any{"sub": p.Subject, "email": p.Email, "email_verified": p.EmailVerified, "name": p.Name})
}

func (p person) Claims(_ []string, base *mockoidc.IDTokenClaims) (jwt.Claims, error) {
	return &struct {
		*mockoidc.IDTokenClaims
		Email         string `json:"email,omitempty"`
		EmailVerified bool   `json:"email_verified"`
		Name          string `json:"name,omitempty"`
	}{base, p.Email, p.EmailVerified, p.Name}, nil
}
