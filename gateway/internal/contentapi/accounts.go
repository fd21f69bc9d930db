package contentapi

import (
	"errors"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// The account endpoints of the accounts contract. The gateway is the only caller: it holds the
// session token sealed in the browser's cookie and sends it as X-Ultron-User, and it sends the
// browser's address as X-Client-IP for the per-address rate limits.

const (
	// UserHeader carries the session token of a personal call.
	UserHeader = "X-Ultron-User"
	// ClientIPHeader carries the address of the browser behind the gateway.
	ClientIPHeader = "X-Client-IP"
	// PurgeHeader lists the cached pages whose like count changed: "de /recipes/x/, en /recipes/y/".
	PurgeHeader = "X-Cache-Purge"
	// PurgeAll in the purge header drops every cached public answer: a published, changed or
	// removed item shows as a card in lists, feeds, categories, tags, search results, author pages
	// and stories that nobody can enumerate cheaply, and publishing is rare enough that refilling
	// the cache from the content API costs nothing worth saving.
	PurgeAll = "*"
)

// currentKey is where requireUser keeps the logged-in user in the echo context.
const currentKey = "account.current"

// private marks every answer of an account route "private, no-store", errors included: they are
// about one person and must never enter a shared cache. It is set just before the header is
// written, so it also replaces what the error writer sets.
func (a *API) private(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		if resp, err := echo.UnwrapResponse(c.Response()); err == nil {
			resp.Before(func() { resp.Header().Set("Cache-Control", "private, no-store") })
		}
		c.Response().Header().Set("Cache-Control", "private, no-store")
		return next(c)
	}
}

// requireUser lets a personal call through only with a valid session: missing, unknown, idle or
// expired is 401 unauthorized, which makes the gateway clear its cookie. A user who floods their
// own endpoints gets 429.
func (a *API) requireUser(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		ctx := c.Request().Context()
		cur, err := a.accounts.Authenticate(ctx, c.Request().Header.Get(UserHeader))
		if err != nil {
			return accountError(c, err, "")
		}
		if err := a.accounts.Throttle(ctx, cur.User.ID, c.Request().Method != http.MethodGet); err != nil {
			return accountError(c, err, "")
		}
		c.Set(currentKey, cur)
		return next(c)
	}
}

func current(c *echo.Context) account.Current {
	cur, _ := c.Get(currentKey).(account.Current)
	return cur
}

// clientIP is the address the gateway saw, or the caller's own when it sent none. IPv6 addresses
// count per /64, the block one household or server gets, so changing the last bits does not buy a
// fresh allowance.
func clientIP(c *echo.Context) string {
	r := c.Request()
	ip := net.ParseIP(strings.TrimSpace(r.Header.Get(ClientIPHeader)))
	if ip == nil {
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			host = r.RemoteAddr
		}
		if ip = net.ParseIP(host); ip == nil {
			return host
		}
	}
	if ip.To4() == nil {
		return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
	}
	return ip.String()
}

// accountError turns an error of the account service into the answer a client sees.
// passwordField names the property a too-common password came in.
func accountError(c *echo.Context, err error, passwordField string) error {
	var limited *account.RateLimitedError
	switch {
	case errors.As(err, &limited):
		seconds := int(math.Ceil(limited.RetryAfter.Seconds()))
		c.Response().Header().Set("Retry-After", strconv.Itoa(max(1, seconds)))
		return apierror.Wrap(http.StatusTooManyRequests, "rate_limited", err)
	case errors.Is(err, account.ErrInvalidCredentials):
		return apierror.New(http.StatusUnauthorized, "invalid_credentials")
	case errors.Is(err, account.ErrUnauthorized):
		return apierror.New(http.StatusUnauthorized, "unauthorized")
	case errors.Is(err, account.ErrInvalidToken):
		return apierror.New(http.StatusBadRequest, "invalid_token")
	case errors.Is(err, account.ErrAccountExists):
		return apierror.New(http.StatusConflict, "account_exists")
	case errors.Is(err, account.ErrBlocked):
		return apierror.New(http.StatusForbidden, "account_blocked")
	case errors.Is(err, account.ErrWrongPassword):
		return apierror.New(http.StatusForbidden, "wrong_password")
	case errors.Is(err, account.ErrPasswordTooCommon):
		e := apierror.New(http.StatusUnprocessableEntity, "password_too_common")
		e.Field = passwordField
		return e
	case errors.Is(err, account.ErrEmailRequired), errors.Is(err, account.ErrInvalidEmail):
		e := apierror.New(http.StatusUnprocessableEntity, "invalid_field")
		e.Field = "email"
		return e
	case errors.Is(err, account.ErrInvalidName):
		e := apierror.New(http.StatusUnprocessableEntity, "invalid_field")
		e.Field = "name"
		return e
	case errors.Is(err, store.ErrNotFound):
		return apierror.New(http.StatusUnauthorized, "unauthorized") // the account went away meanwhile
	}
	return apierror.Wrap(http.StatusServiceUnavailable, "unavailable", err)
}

// userJSON is the user of content-schemas' User (and UserSession with the token).
type userJSON struct {
	ID              string  `json:"id"`
	Name            string  `json:"name"`
	Email           string  `json:"email"`
	Slug            string  `json:"slug"`
	Language        string  `json:"language"`
	IsPremium       bool    `json:"is_premium"`
	NewsletterOptIn bool    `json:"newsletter_opt_in"`
	NewType         *string `json:"new_type"`
	HasPassword     bool    `json:"has_password"`
	Role            string  `json:"role"`
	// Consent is null while the reader has not chosen (the slice is nil).
	Consent   []string `json:"consent"`
	UserToken string   `json:"user_token,omitempty"`
}

func userBody(u store.User, token string) map[string]userJSON {
	j := userJSON{ID: u.ID, Name: u.Name, Email: u.Email, Slug: u.Slug, Language: u.Language, IsPremium: u.IsPremium,
		NewsletterOptIn: u.NewsletterOptIn, HasPassword: u.PasswordHash != "", Role: u.Role, UserToken: token}
	if u.NewType != "" {
		j.NewType = &u.NewType
	}
	if u.Consent != "" {
		j.Consent = strings.Split(u.Consent, ",")
	}
	return map[string]userJSON{"user": j}
}

// session answers a session that just started: the user with its token, for the gateway to seal.
func session(c *echo.Context, us account.UserSession) error {
	return c.JSON(http.StatusOK, userBody(us.User, us.Token))
}

func mailAccepted(c *echo.Context, status string) error {
	return c.JSON(http.StatusAccepted, map[string]string{"status": status})
}

func (a *API) register(c *echo.Context) error {
	var req struct {
		Email           string `json:"email"`
		Password        string `json:"password"`
		Name            string `json:"name"`
		Language        string `json:"language"`
		NewsletterOptIn bool   `json:"newsletter_opt_in"`
	}
	if err := a.readBody(c, "register-request", &req); err != nil {
		return err
	}
	err := a.accounts.Register(c.Request().Context(), account.Registration{
		Email: req.Email, Password: req.Password, Name: req.Name, Language: req.Language, NewsletterOptIn: req.NewsletterOptIn,
	}, clientIP(c))
	if err != nil {
		return accountError(c, err, "password")
	}
	return mailAccepted(c, "confirmation_sent")
}

func (a *API) confirm(c *echo.Context) error {
	var req struct {
		Token string `json:"token"`
	}
	if err := a.readBody(c, "confirm-request", &req); err != nil {
		return err
	}
	us, err := a.accounts.Confirm(c.Request().Context(), req.Token, clientIP(c))
	if err != nil {
		return accountError(c, err, "")
	}
	return session(c, us)
}

func (a *API) login(c *echo.Context) error {
	var req struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := a.readBody(c, "credentials-request", &req); err != nil {
		return err
	}
	us, err := a.accounts.Login(c.Request().Context(), req.Email, req.Password, clientIP(c))
	if err != nil {
		return accountError(c, err, "")
	}
	return session(c, us)
}

// externalLogin is called by the gateway after it verified a social login; it is not part of the
// public API (the gateway's allowlist does not forward it).
func (a *API) externalLogin(c *echo.Context) error {
	var req struct {
		Provider      string `json:"provider"`
		Subject       string `json:"subject"`
		Email         string `json:"email"`
		EmailVerified bool   `json:"email_verified"`
		Name          string `json:"name"`
		Language      string `json:"language"`
	}
	if err := a.readBody(c, "external-login", &req); err != nil {
		return err
	}
	us, err := a.accounts.ExternalLogin(c.Request().Context(), account.External{
		Provider: req.Provider, Subject: req.Subject, Email: req.Email, EmailVerified: req.EmailVerified, Name: req.Name, Language: req.Language,
	})
	if err != nil {
		return accountError(c, err, "")
	}
	return session(c, us)
}

// logout ends the caller's session. Without one there is nothing to end, which is fine: logging
// out always succeeds.
func (a *API) logout(c *echo.Context) error {
	if err := a.accounts.Logout(c.Request().Context(), c.Request().Header.Get(UserHeader)); err != nil {
		return accountError(c, err, "")
	}
	return c.NoContent(http.StatusNoContent)
}

func (a *API) forgotPassword(c *echo.Context) error {
	var req struct {
		Email    string `json:"email"`
		Language string `json:"language"`
	}
	if err := a.readBody(c, "forgot-request", &req); err != nil {
		return err
	}
	if err := a.accounts.Forgot(c.Request().Context(), req.Email, req.Language, clientIP(c)); err != nil {
		return accountError(c, err, "")
	}
	return mailAccepted(c, "reset_sent")
}

func (a *API) resetPassword(c *echo.Context) error {
	var req struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	if err := a.readBody(c, "reset-request", &req); err != nil {
		return err
	}
	us, err := a.accounts.Reset(c.Request().Context(), req.Token, req.Password, clientIP(c))
	if err != nil {
		return accountError(c, err, "password")
	}
	return session(c, us)
}

func (a *API) me(c *echo.Context) error {
	return c.JSON(http.StatusOK, userBody(current(c).User, ""))
}

func (a *API) updateMe(c *echo.Context) error {
	var req struct {
		Name            *string   `json:"name"`
		NewsletterOptIn *bool     `json:"newsletter_opt_in"`
		Language        *string   `json:"language"`
		Consent         *[]string `json:"consent"`
	}
	if err := a.readBody(c, "user-patch", &req); err != nil {
		return err
	}
	patch := account.Patch{Name: req.Name, NewsletterOptIn: req.NewsletterOptIn, Language: req.Language, Consent: req.Consent}
	u, err := a.accounts.Update(c.Request().Context(), current(c).User, patch)
	if err != nil {
		return accountError(c, err, "")
	}
	return c.JSON(http.StatusOK, userBody(u, ""))
}

func (a *API) changePassword(c *echo.Context) error {
	var req struct {
		CurrentPassword string `json:"current_password"`
		NewPassword     string `json:"new_password"`
	}
	if err := a.readBody(c, "password-change", &req); err != nil {
		return err
	}
	if err := a.accounts.ChangePassword(c.Request().Context(), current(c), req.CurrentPassword, req.NewPassword); err != nil {
		return accountError(c, err, "new_password")
	}
	return c.NoContent(http.StatusNoContent)
}

// deleteMe deletes the account and everything personal; the items it liked lose a like, and their
// cached pages are named in X-Cache-Purge.
func (a *API) deleteMe(c *echo.Context) error {
	var req struct {
		Password string `json:"password"`
	}
	if err := a.readBody(c, "account-delete", &req); err != nil {
		return err
	}
	ctx, user := c.Request().Context(), current(c).User
	commented, err := a.store.CommentedContent(ctx, user.ID)
	if err != nil {
		return storeError(err)
	}
	changed, err := a.accounts.Delete(ctx, user, req.Password)
	if err != nil {
		return accountError(c, err, "")
	}
	setPurge(c, changed)
	for _, contentID := range commented {
		a.purgeComments(c, contentID) // the account's comments went with it
	}
	return c.NoContent(http.StatusNoContent)
}
