package server

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/metrics"
)

// Instrument makes the server count its requests into m and serve m at /metrics to a scraper
// with the token; call it before Start. Without it /metrics is not found.
func (s *Server) Instrument(m *metrics.Metrics) {
	s.metrics = m
	m.WatchImageQueue(s.images.Load)
}

// measure counts each request by its route pattern and final status. It runs outside the request
// logger, which has already turned a handler's error into the answer whose status it reads.
func (s *Server) measure(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		if s.metrics == nil {
			return next(c)
		}
		start := time.Now()
		err := next(c)
		status := http.StatusOK
		if r, uerr := echo.UnwrapResponse(c.Response()); uerr == nil {
			status = r.Status
		}
		route := c.Path()
		if route == "" {
			route = "unmatched"
		}
		s.metrics.Request(route, c.Request().Method, status, time.Since(start))
		return err
	}
}

// serveMetrics answers a scraper that shows METRICS_TOKEN; everyone else, with a wrong token or
// none, gets what the static site answers for the path, its 404, so the public cannot tell the
// endpoint exists.
func (s *Server) serveMetrics(c *echo.Context) error {
	if s.metrics == nil || !s.metrics.Authorized(c.Request()) {
		return s.static(c)
	}
	markPrivate(c)
	s.metrics.Handler().ServeHTTP(c.Response(), c.Request())
	return nil
}
