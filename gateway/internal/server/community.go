package server

import (
	"regexp"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// Community and kitchen tools (issue 9): cookbooks, comments, photos, comment likes, ratings,
// reports and the shopping list. All personal calls pass through forward like the account calls;
// the comments of an item are public and go through the shared cache, which the content API purges
// whenever a comment is added, removed, liked or hidden.

var uuidParam = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

// uuidParams answers 404 when a path parameter is not an id. The request's path goes upstream as
// it is, so this also keeps an encoded slash or dot segment in a parameter from reaching another
// upstream route.
func uuidParams(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		for _, p := range c.PathValues() {
			if !uuidParam.MatchString(p.Value) {
				return apierror.NotFound()
			}
		}
		return next(c)
	}
}

// personal forwards a personal call whose success answer must pass schemaName ("" for 204).
func (s *Server) personal(schemaName string) echo.HandlerFunc {
	return func(c *echo.Context) error {
		return s.forward(c, call{personal: true, schema: schemaName})
	}
}
