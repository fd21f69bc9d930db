package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/locale"
	"github.com/tischlein/tischlein/gateway/internal/redirect"
	"github.com/tischlein/tischlein/gateway/internal/social"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// loginState is what a social login keeps in its sealed cookie until the callback.
type loginState struct {
	Flow social.Flow `json:"flow"`
	// Lang is the site language the login began in; the failure page is in it.
	Lang string `json:"lang"`
	// Return is the same-origin path to go back to after logging in.
	Return string `json:"return"`
}

// authMethod is one entry of the auth-methods list.
type authMethod struct {
	ID  string `json:"id"`
	URL string `json:"url"`
}

// authMethods lists the enabled social logins, so the login modal offers only those.
func (s *Server) authMethods(c *echo.Context) error {
	methods := []authMethod{}
	for _, id := range s.login.Enabled() {
		methods = append(methods, authMethod{ID: id, URL: "/api/authenticate/" + id + "/"})
	}
	return c.JSON(http.StatusOK, map[string][]authMethod{"data": methods})
}

// beginSocialLogin sends the reader to the provider, keeping the flow (state, PKCE verifier,
// nonce) and where to return in a short-lived sealed cookie.
func (s *Server) beginSocialLogin(c *echo.Context) error {
	lang := pageLanguage(c)
	back := returnPath(c.QueryParam("return"), lang)
	target, flow, err := s.login.Begin(c.Request().Context(), c.Param("provider"))
	if errors.Is(err, social.ErrDisabled) {
		return apierror.New(http.StatusNotFound, "provider_disabled")
	}
	if err != nil {
		return s.socialLoginFailed(c, lang, err)
	}
	state, err := json.Marshal(loginState{Flow: flow, Lang: lang, Return: back})
	if err != nil {
		return err
	}
	s.sessions.StartLogin(c.Response(), state)
	return redirect.ToProvider(c, target)
}

// finishSocialLogin is the provider's callback: it checks state, code, PKCE and the ID token
// (social.Login), has the content API find, link or make the account, sets the session cookie
// and returns the reader to where the login began. Every failure ends on the login page.
func (s *Server) finishSocialLogin(c *echo.Context) error {
	provider := c.Param("provider")
	if !s.socialEnabled(provider) {
		return apierror.New(http.StatusNotFound, "provider_disabled")
	}
	raw, err := s.sessions.Login(c.Request())
	s.sessions.EndLogin(c.Response())
	var st loginState
	if err == nil {
		err = json.Unmarshal(raw, &st)
	}
	if st.Lang == "" {
		st.Lang = pageLanguage(c)
	}
	if err != nil {
		return s.socialLoginFailed(c, st.Lang, err)
	}
	if st.Flow.Provider != provider {
		return s.socialLoginFailed(c, st.Lang, fmt.Errorf("a %s callback for a %s login", provider, st.Flow.Provider))
	}
	if reason := c.QueryParam("error"); reason != "" {
		return s.socialLoginFailed(c, st.Lang, fmt.Errorf("%s answered %q", provider, reason))
	}
	who, err := s.login.Complete(c.Request().Context(), st.Flow, c.QueryParam("state"), c.QueryParam("code"))
	if err != nil {
		return s.socialLoginFailed(c, st.Lang, err)
	}
	if who.Name == "" {
		who.Name = c.QueryParam("name")
	}
	if err := s.externalLogin(c, who, st.Lang); err != nil {
		return s.socialLoginFailed(c, st.Lang, err)
	}
	return redirect.To(c, http.StatusFound, returnPath(st.Return, st.Lang))
}

// externalLogin has the content API find the account of a provider's identity (or link it by a
// verified address, or make it) and starts the session.
func (s *Server) externalLogin(c *echo.Context, who social.Identity, lang string) error {
	login := map[string]any{"provider": who.Provider, "subject": who.Subject, "email_verified": who.EmailVerified, "language": lang}
	if who.Email != "" {
		login["email"] = who.Email
	}
	if name := truncate(strings.TrimSpace(who.Name), 200); name != "" {
		login["name"] = name
	}
	body, err := json.Marshal(login)
	if err != nil {
		return err
	}
	resp, err := s.upstream.Do(c.Request().Context(), upstream.Request{
		Method: http.MethodPost, Path: "/authenticate/external/", Body: body, Language: lang,
		ClientIP: c.RealIP(), RequestID: c.Response().Header().Get(echo.HeaderXRequestID),
	})
	if err != nil {
		return err
	}
	if resp.Status != http.StatusOK {
		return fmt.Errorf("the content API answered %d: %s", resp.Status, excerpt(resp.Body))
	}
	_, err = s.startSession(c, resp.Body)
	return err
}

// appleFormPost takes the callback Apple posts as a cross-site form (response_mode=form_post) and
// sends the browser on to the GET callback with the same fields. A SameSite=Lax cookie is neither
// sent with a cross-site POST nor set by its answer, but it is with a top-level GET navigation.
// Apple names the user (once, on the first login) only in this form's "user" field.
func (s *Server) appleFormPost(c *echo.Context) error {
	if !s.socialEnabled(social.Apple) {
		return apierror.New(http.StatusNotFound, "provider_disabled")
	}
	query := url.Values{}
	for _, field := range []string{"code", "state", "error"} {
		if v := c.FormValue(field); v != "" {
			query.Set(field, v)
		}
	}
	var user struct {
		Name struct {
			FirstName string `json:"firstName"`
			LastName  string `json:"lastName"`
		} `json:"name"`
	}
	if json.Unmarshal([]byte(c.FormValue("user")), &user) == nil {
		if name := strings.TrimSpace(user.Name.FirstName + " " + user.Name.LastName); name != "" {
			query.Set("name", truncate(name, 200))
		}
	}
	return redirect.To(c, http.StatusSeeOther, appleCallback+"?"+query.Encode())
}

// socialLoginFailed logs why and sends the reader to the login page, which says that the social
// login did not work.
func (s *Server) socialLoginFailed(c *echo.Context, lang string, reason error) error {
	s.logger.Warn("social login failed", "provider", c.Param("provider"), "error", reason.Error(),
		"request_id", c.Response().Header().Get(echo.HeaderXRequestID))
	page := "/de/anmelden/"
	if lang == "en" {
		page = "/en/login/"
	}
	return redirect.To(c, http.StatusFound, page+"?error=social")
}

func (s *Server) socialEnabled(id string) bool { return slices.Contains(s.login.Enabled(), id) }

// pageLanguage is the language of the page a navigation came from: ?lang=, else
// Accept-Language, else German. A navigation gets no JSON error for an odd language.
func pageLanguage(c *echo.Context) string {
	lang, err := locale.Negotiate(c.QueryParam("lang"), c.Request().Header.Get("Accept-Language"))
	if err != nil {
		return "de"
	}
	return lang
}

// returnPath is where to go after logging in: a path on this site (redirect.Local), and not one of
// the API's, else the home page of the language. A reader cannot be sent to another site by a
// crafted link to the login.
func returnPath(raw, lang string) string {
	home := "/" + lang + "/"
	if len(raw) > 512 {
		return home
	}
	back, ok := redirect.Local(raw)
	if !ok {
		return home
	}
	if u, err := url.Parse(back); err != nil || u.Path == "/api" || strings.HasPrefix(u.Path, "/api/") {
		return home
	}
	return back
}

// truncate cuts s to at most n characters.
func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// excerpt keeps a logged body short.
func excerpt(body []byte) string {
	return string(body[:min(len(body), 300)])
}
