package social

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"

	"golang.org/x/oauth2"
)

// facebook is Facebook Login: OAuth 2.0 with PKCE, then the Graph API's /me for who logged in.
type facebook struct {
	oauth       *oauth2.Config
	userInfoURL string
	client      *http.Client
}

func newFacebook(cfg FacebookConfig, redirect string, client *http.Client) *facebook {
	return &facebook{
		oauth: &oauth2.Config{
			ClientID: cfg.ClientID, ClientSecret: cfg.ClientSecret, RedirectURL: redirect,
			Endpoint: oauth2.Endpoint{AuthURL: cfg.AuthURL, TokenURL: cfg.TokenURL, AuthStyle: oauth2.AuthStyleInParams},
			Scopes:   []string{"email", "public_profile"},
		},
		userInfoURL: cfg.UserInfoURL,
		client:      client,
	}
}

func (f *facebook) authCodeURL(_ context.Context, flow Flow) (string, error) {
	return f.oauth.AuthCodeURL(flow.State, oauth2.S256ChallengeOption(flow.Verifier)), nil
}

// identity exchanges the code and asks /me. The address counts as unverified: Facebook does not
// say whether its user proved owning it, so a Facebook login never takes over an existing account
// by e-mail. appsecret_proof ties the call to this app, as Facebook recommends for server calls.
func (f *facebook) identity(ctx context.Context, flow Flow, code string) (Identity, error) {
	token, err := f.oauth.Exchange(ctx, code, oauth2.VerifierOption(flow.Verifier))
	if err != nil {
		return Identity{}, fmt.Errorf("social: facebook refused the code: %w", err)
	}
	mac := hmac.New(sha256.New, []byte(f.oauth.ClientSecret))
	mac.Write([]byte(token.AccessToken))
	query := url.Values{"fields": {"id,name,email"}, "appsecret_proof": {hex.EncodeToString(mac.Sum(nil))}}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, f.userInfoURL+"?"+query.Encode(), nil)
	if err != nil {
		return Identity{}, err
	}
	token.SetAuthHeader(req)
	resp, err := f.client.Do(req)
	if err != nil {
		return Identity{}, fmt.Errorf("social: unable to ask facebook who logged in: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if err != nil {
		return Identity{}, fmt.Errorf("social: unable to read facebook's answer: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return Identity{}, fmt.Errorf("social: facebook's /me answered %d", resp.StatusCode)
	}
	var me struct {
		ID    string `json:"id"`
		Name  string `json:"name"`
		Email string `json:"email"`
	}
	if err := json.Unmarshal(body, &me); err != nil {
		return Identity{}, fmt.Errorf("social: facebook's /me is not JSON: %w", err)
	}
	return Identity{Subject: me.ID, Email: me.Email, Name: me.Name}, nil
}
