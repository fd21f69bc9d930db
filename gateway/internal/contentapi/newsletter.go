package contentapi

import (
	"net/http"

	"github.com/labstack/echo/v5"
)

// The newsletter (account/newsletter.go has the rules). The gateway forwards the three
// routes under /api/email-newsletter/ as they are.

// subscribeNewsletter signs an address up and answers alike for every address (202
// confirmation_sent), so the form tells nobody who is subscribed.
func (a *API) subscribeNewsletter(c *echo.Context) error {
	var req struct {
		Email    string `json:"email"`
		Language string `json:"language"`
	}
	if err := a.readBody(c, "newsletter", &req); err != nil {
		return err
	}
	if err := a.accounts.SubscribeNewsletter(c.Request().Context(), req.Email, req.Language, clientIP(c)); err != nil {
		return accountError(c, err, "")
	}
	return mailAccepted(c, "confirmation_sent")
}

// confirmNewsletter redeems the link of a confirmation mail: {"token"} from the page it opens.
func (a *API) confirmNewsletter(c *echo.Context) error {
	var req struct {
		Token string `json:"token"`
	}
	if err := a.readBody(c, "confirm-request", &req); err != nil {
		return err
	}
	if err := a.accounts.ConfirmNewsletter(c.Request().Context(), req.Token, clientIP(c)); err != nil {
		return accountError(c, err, "")
	}
	return c.JSON(http.StatusOK, map[string]string{"status": "subscribed"})
}

// unsubscribeNewsletter is the one-click unsubscribe of RFC 8058: the token is in the URL of the
// mail's List-Unsubscribe header, and the body (List-Unsubscribe=One-Click, form-encoded) says
// nothing more, so it is not read. The page the mail's link opens posts to the same URL.
func (a *API) unsubscribeNewsletter(c *echo.Context) error {
	if err := a.accounts.UnsubscribeNewsletter(c.Request().Context(), c.QueryParam("token")); err != nil {
		return accountError(c, err, "")
	}
	return c.JSON(http.StatusOK, map[string]string{"status": "unsubscribed"})
}
