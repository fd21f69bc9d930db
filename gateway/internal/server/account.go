package server

import (
	"net/http"

	"github.com/labstack/echo/v5"
)

// register asks for an account. The answer is the same for a new address and a known one, so it
// tells nobody who has an account; the mail says the rest.
func (s *Server) register(c *echo.Context) error {
	return s.forward(c, call{schema: "mail-accepted"})
}

// confirm redeems the link of the confirmation mail and logs the new user in.
func (s *Server) confirm(c *echo.Context) error {
	return s.forward(c, call{schema: sessionAnswer})
}

// logIn checks an e-mail address and password and starts a session.
func (s *Server) logIn(c *echo.Context) error {
	return s.forward(c, call{schema: sessionAnswer})
}

// logOut ends the session upstream and clears the cookie, also when the content API cannot be
// reached: the browser forgets the session either way. Without a session there is nothing to end.
func (s *Server) logOut(c *echo.Context) error {
	if token, sent := s.sessions.Token(c.Request()); token == "" {
		if sent {
			s.sessions.End(c.Response())
		}
		return c.NoContent(http.StatusNoContent)
	}
	return s.forward(c, call{personal: true, endsSession: true})
}

// forgotPassword sends a reset link, if the address has an account; the answer is always the same.
func (s *Server) forgotPassword(c *echo.Context) error {
	return s.forward(c, call{schema: "mail-accepted"})
}

// resetPassword redeems the reset link, sets the new password and logs in; the user's other
// sessions end.
func (s *Server) resetPassword(c *echo.Context) error {
	return s.forward(c, call{schema: sessionAnswer})
}

// me is the logged-in user.
func (s *Server) me(c *echo.Context) error {
	return s.forward(c, call{personal: true, schema: "user"})
}

// updateMe changes the name, newsletter opt-in or language.
func (s *Server) updateMe(c *echo.Context) error {
	return s.forward(c, call{personal: true, schema: "user"})
}

// changePassword sets a new password; the user's other sessions end, this one stays.
func (s *Server) changePassword(c *echo.Context) error {
	return s.forward(c, call{personal: true})
}

// deleteMe deletes the account and everything of it; the session goes with it.
func (s *Server) deleteMe(c *echo.Context) error {
	resp, err := s.call(c, call{personal: true})
	if err != nil {
		return err
	}
	if resp.Status == http.StatusNoContent {
		s.sessions.End(c.Response())
	}
	return relay(c, resp)
}
