package server

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/redirect"
)

// The newsletter: the gateway owns /api/email-newsletter (DESIGN.md), and the content
// API keeps the subscriptions and sends the mails, as it does for registrations.

// newsletterUnsubscribe is the one-click unsubscribe URL of every newsletter mail (RFC 8058). Mail
// providers post to it cross-site, without the gateway's CSRF header, so it is exempt from that
// check (see New): the unguessable token in its query is what protects it.
const newsletterUnsubscribe = account.UnsubscribePath

// subscribeNewsletter signs an address up (the footer form): 202 confirmation_sent for every
// valid address, subscribed or not.
func (s *Server) subscribeNewsletter(c *echo.Context) error {
	return s.forward(c, call{schema: "mail-accepted"})
}

// confirmNewsletter redeems the link of the confirmation mail.
func (s *Server) confirmNewsletter(c *echo.Context) error {
	return s.forward(c, call{schema: "newsletter-status"})
}

// unsubscribeNewsletter takes the one-click POST of a mail provider (body
// List-Unsubscribe=One-Click) or of the site's unsubscribe page. The body says nothing the URL
// does not, so none is sent on.
func (s *Server) unsubscribeNewsletter(c *echo.Context) error {
	return s.forward(c, call{schema: "newsletter-status", body: []byte{}, query: tokenParams})
}

// newsletterUnsubscribePage sends a mail program that opens the List-Unsubscribe URL in a browser
// (rather than posting to it) to the site's unsubscribe page, which asks before it posts: a GET
// must change nothing, and link scanners follow every link of a mail.
func (s *Server) newsletterUnsubscribePage(c *echo.Context) error {
	lang, err := language(c)
	if err != nil {
		lang = "de"
	}
	target := account.UnsubscribePage(lang)
	if token := c.QueryParam("token"); token != "" {
		target += "#" + url.Values{"token": {token}}.Encode()
	}
	return redirect.To(c, http.StatusSeeOther, target)
}
