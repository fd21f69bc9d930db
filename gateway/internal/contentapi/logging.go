package contentapi

import (
	"log/slog"

	"github.com/labstack/echo/v5"
	"github.com/labstack/echo/v5/middleware"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// requestLogger writes one structured line per request with the request id, marked as the content
// API's, since an embedded content API shares the gateway's log.
func requestLogger(logger *slog.Logger) echo.MiddlewareFunc {
	return middleware.RequestLoggerWithConfig(middleware.RequestLoggerConfig{
		LogMethod: true, LogURI: true, LogStatus: true, LogLatency: true, LogRequestID: true,
		HandleError: true,
		LogValuesFunc: func(c *echo.Context, v middleware.RequestLoggerValues) error {
			status := apierror.LoggedStatus(c, v.Status, v.Error)
			level := slog.LevelInfo
			if status >= 500 {
				level = slog.LevelError
			}
			logger.LogAttrs(c.Request().Context(), level, "content api request",
				slog.String("method", v.Method), slog.String("uri", v.URI), slog.Int("status", status),
				slog.Duration("latency", v.Latency), slog.String("request_id", v.RequestID))
			return nil
		},
	})
}
