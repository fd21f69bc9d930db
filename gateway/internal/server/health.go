package server

import (
	"context"
	"net/http"
	"time"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// healthz says the process is alive; it asks nobody else.
func (s *Server) healthz(c *echo.Context) error {
	return c.JSON(http.StatusOK, map[string]string{"status": "ok"})
}

// readyz says the gateway can serve content: the content API answers within two seconds.
func (s *Server) readyz(c *echo.Context) error {
	ctx, cancel := context.WithTimeout(c.Request().Context(), 2*time.Second)
	defer cancel()
	if _, err := s.upstream.Get(ctx, upstream.Request{Path: "/menu/", Language: "de"}); err != nil {
		return apierror.Wrap(http.StatusServiceUnavailable, "unavailable", err)
	}
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.JSON(http.StatusOK, map[string]string{"status": "ready"})
}
