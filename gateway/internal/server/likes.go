package server

import "github.com/labstack/echo/v5"

// likes lists what the user liked: every id at once (?ids=true, for the like buttons of a page),
// or page by page the liked items themselves.
func (s *Server) likes(c *echo.Context) error {
	schemaName := "paged-content-summary"
	if c.QueryParam("ids") == "true" {
		schemaName = "like-ids"
	}
	return s.forward(c, call{personal: true, schema: schemaName, query: likeParams})
}

// like likes an item; the content API names the cached answers whose count changed.
func (s *Server) like(c *echo.Context) error {
	return s.forward(c, call{personal: true, schema: "like-state"})
}

// unlike takes a like back.
func (s *Server) unlike(c *echo.Context) error {
	return s.forward(c, call{personal: true})
}
