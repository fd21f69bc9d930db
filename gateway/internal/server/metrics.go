package server

import (
	"time"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/metrics"
)

// Instrument makes the server count its requests into m and serve m at /metrics to a scraper
// with the token; call it before Start. Without it /metrics is not found.
func (s *Server) Instrument(m *metrics.Metrics) {
	s.metrics = m
	m.WatchImageQueue(s.images.Load)
	m.WatchRelay(func() metrics.RelayStats {
		return metrics.RelayStats{Sent: s.relay.Sent(), Failed: s.relay.Failed(), Dropped: s.relay.Dropped()}
	})
}

// measure counts a request by its route pattern and final status; the request logger calls it
// with the status and latency it has worked out anyway (after the error handler ran), so counting
// adds no clock reads to the hot path.
func (s *Server) measure(c *echo.Context, status int, took time.Duration) {
	if s.metrics == nil {
		return
	}
	route := c.Path()
	if route == "" {
		route = "unmatched"
	}
	s.metrics.Request(route, c.Request().Method, status, took)
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
