package server

import (
	"github.com/labstack/echo/v5"
)

// Community and kitchen tools: cookbooks, comments, photos, comment likes, ratings, reports and
// the shopping list. All personal calls pass through forward like the account calls; the comments
// of an item are public and go through the shared cache, which the content API purges whenever a
// comment is added, removed, liked or hidden.

// personal forwards a personal call whose success answer must pass schemaName ("" for 204), with
// the query parameters the route takes.
func (s *Server) personal(schemaName string, params ...queryParam) echo.HandlerFunc {
	return func(c *echo.Context) error {
		return s.forward(c, call{personal: true, schema: schemaName, query: params})
	}
}
