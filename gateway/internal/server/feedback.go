package server

import "github.com/labstack/echo/v5"

// sendFeedback passes a reader's feedback from the footer's modal on to the content API, with the
// session's user when the reader is logged in; without a session it goes anonymously, not 401.
func (s *Server) sendFeedback(c *echo.Context) error {
	return s.forward(c, call{schema: "feedback-receipt", withUser: true})
}
