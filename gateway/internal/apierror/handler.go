package apierror

import (
	"log/slog"
	"net/http"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/locale"
)

// LanguageKey is where handlers keep the request's negotiated language in the echo context, so
// errors are written in it.
const LanguageKey = "lang"

// Handler is the one echo error handler: it turns any error into the JSON error body and logs
// what the client did not see. Unknown errors become a 500 whose cause stays in the log.
func Handler(logger *slog.Logger) echo.HTTPErrorHandler {
	return func(c *echo.Context, err error) {
		if resp, uerr := echo.UnwrapResponse(c.Response()); uerr == nil && resp.Committed {
			return
		}
		e, ok := As(err)
		if !ok {
			if status := echo.StatusCode(err); status != 0 {
				e = FromStatus(status)
			} else {
				e = Wrap(http.StatusInternalServerError, "internal_error", err)
			}
		}
		requestID := c.Response().Header().Get(echo.HeaderXRequestID)
		if e.Status >= 500 {
			logger.Error("request failed", "error", err.Error(), "path", c.Request().URL.Path, "request_id", requestID)
		}
		lang, _ := c.Get(LanguageKey).(string)
		if lang == "" {
			lang, _ = locale.Negotiate("", c.Request().Header.Get("Accept-Language"))
		}
		if c.Request().Method == http.MethodHead {
			c.Response().WriteHeader(e.Status)
			return
		}
		Write(c.Response(), e, lang, requestID)
	}
}
