package social_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/social"
	"github.com/tischlein/tischlein/gateway/internal/social/socialtest"
)

func newLogin(t *testing.T, p *socialtest.Provider) *social.Login {
	t.Helper()
	cfg := social.DefaultConfig()
	cfg.PublicURL = "http://tischlein.test"
	c := p.Config()
	cfg.Google = social.OpenIDConfig{ClientID: c.ClientID, ClientSecret: c.ClientSecret, IssuerURL: c.Issuer}
	cfg.Apple = social.OpenIDConfig{ClientID: c.ClientID, ClientSecret: c.ClientSecret, IssuerURL: c.Issuer}
	cfg.Facebook = social.FacebookConfig{ClientID: c.ClientID, ClientSecret: c.ClientSecret,
		AuthURL: p.FacebookAuthURL(), TokenURL: p.FacebookTokenURL(), UserInfoURL: p.FacebookUserInfoURL()}
	l, err := social.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// authorize plays the reader at the provider: it follows the login URL and returns the
// callback's query.
func authorize(t *testing.T, loginURL string) url.Values {
	t.Helper()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Get(loginURL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	loc, err := url.Parse(resp.Header.Get("Location"))
	if resp.StatusCode != http.StatusFound || err != nil {
		t.Fatalf("the provider answered %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	return loc.Query()
}

func TestOpenIDLogin(t *testing.T) {
	p := socialtest.Start(t)
	l := newLogin(t, p)
	if got := l.Enabled(); len(got) != 3 || got[0] != "google" || got[1] != "facebook" || got[2] != "appleid" {
		t.Fatalf("enabled: %v", got)
	}
	for _, id := range []string{social.Google, social.Apple} {
		p.QueueUser(socialtest.User{Subject: "sub-" + id, Email: "jo@example.com", EmailVerified: true, Name: "Jo Beispiel"})
		loginURL, flow, err := l.Begin(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		u, _ := url.Parse(loginURL)
		q := u.Query()
		if q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" || q.Get("state") != flow.State ||
			q.Get("nonce") != flow.Nonce || q.Get("redirect_uri") != "http://tischlein.test/api/authenticate/"+id+"/callback/" {
			t.Fatalf("%s: login URL %s", id, loginURL)
		}
		if (q.Get("response_mode") == "form_post") != (id == social.Apple) {
			t.Errorf("%s: response_mode %q", id, q.Get("response_mode"))
		}
		cb := authorize(t, loginURL)
		who, err := l.Complete(context.Background(), flow, cb.Get("state"), cb.Get("code"))
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		want := social.Identity{Provider: id, Subject: "sub-" + id, Email: "jo@example.com", EmailVerified: true, Name: "Jo Beispiel"}
		if who != want {
			t.Errorf("%s: %+v", id, who)
		}
	}
}

func TestFacebookLogin(t *testing.T) {
	p := socialtest.Start(t)
	l := newLogin(t, p)
	p.QueueUser(socialtest.User{Subject: "10001", Email: "fb@example.com", EmailVerified: true, Name: "Fe Buch"})
	loginURL, flow, err := l.Begin(context.Background(), social.Facebook)
	if err != nil {
		t.Fatal(err)
	}
	if u, _ := url.Parse(loginURL); u.Query().Get("code_challenge_method") != "S256" || u.Query().Get("nonce") != "" {
		t.Errorf("login URL %s", loginURL)
	}
	cb := authorize(t, loginURL)
	who, err := l.Complete(context.Background(), flow, cb.Get("state"), cb.Get("code"))
	if err != nil {
		t.Fatal(err)
	}
	if who != (social.Identity{Provider: "facebook", Subject: "10001", Email: "fb@example.com", Name: "Fe Buch"}) {
		t.Errorf("%+v (Facebook's addresses count as unverified)", who)
	}
}

func TestForgedCallbacks(t *testing.T) {
	p := socialtest.Start(t)
	l := newLogin(t, p)
	ctx := context.Background()

	loginURL, flow, _ := l.Begin(ctx, social.Google)
	cb := authorize(t, loginURL)
	if _, err := l.Complete(ctx, flow, "another-state", cb.Get("code")); !errors.Is(err, social.ErrStateMismatch) {
		t.Errorf("wrong state: %v", err)
	}
	stolen := flow
	stolen.Verifier += "x"
	if _, err := l.Complete(ctx, stolen, cb.Get("state"), cb.Get("code")); err == nil {
		t.Error("a code must not be redeemed without its PKCE verifier")
	}

	loginURL, flow, _ = l.Begin(ctx, social.Google)
	cb = authorize(t, loginURL)
	replayed := flow
	replayed.Nonce = "nonce-of-another-login"
	if _, err := l.Complete(ctx, replayed, cb.Get("state"), cb.Get("code")); err == nil {
		t.Error("an ID token with another login's nonce must be refused")
	}
	if _, err := l.Complete(ctx, social.Flow{Provider: "myspace", State: "s"}, "s", "c"); !errors.Is(err, social.ErrDisabled) {
		t.Errorf("unknown provider: %v", err)
	}
}

func TestDisabledAndUnreachable(t *testing.T) {
	cfg := social.DefaultConfig()
	cfg.Google.ClientID = "only-an-id"
	cfg.Apple = social.OpenIDConfig{ClientID: "id", ClientSecret: "secret", IssuerURL: "http://127.0.0.1:1"}
	l, err := social.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Enabled(); len(got) != 1 || got[0] != "appleid" {
		t.Errorf("a provider needs id and secret: %v", got)
	}
	if _, _, err := l.Begin(context.Background(), social.Google); !errors.Is(err, social.ErrDisabled) {
		t.Errorf("google: %v", err)
	}
	if _, _, err := l.Begin(context.Background(), social.Apple); err == nil {
		t.Error("an unreachable issuer is an error at login, not at start")
	}
	cfg.Apple.IssuerURL = "appleid.apple.com"
	if _, err := social.New(cfg); err == nil {
		t.Error("an issuer URL without scheme must be refused")
	}
}

func TestKnownScopes(t *testing.T) {
	if got := socialtest.KnownScopes("openid name email"); got != "openid profile email" {
		t.Errorf("apple: %q", got)
	}
	if got := socialtest.KnownScopes("email public_profile"); got != "email profile" {
		t.Errorf("facebook: %q", got)
	}
}

func TestAppleSendsBooleansAsStrings(t *testing.T) {
	var claims struct {
		V social.FlexBool `json:"email_verified"`
	}
	for raw, want := range map[string]bool{`{"email_verified":"true"}`: true, `{"email_verified":true}`: true, `{"email_verified":"false"}`: false, `{}`: false} {
		claims.V = false
		if err := json.Unmarshal([]byte(raw), &claims); err != nil || bool(claims.V) != want {
			t.Errorf("%s: %v %v", raw, claims.V, err)
		}
	}
}
