package apierror

import (
	"context"
	"errors"
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
		if ClientLeft(c.Request(), err) {
			return // no one is there to read an answer
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

// StatusClientClosedRequest is nginx's status for a request whose client left before it was
// answered. It is never sent (no one would read it); request logs and metrics use it, so a reader
// who navigates away while a picture is made is not counted as a failure of the server.
const StatusClientClosedRequest = 499

// ClientLeft reports whether a request that ended with err ended because its client went away:
// the request's context is cancelled (the connection closed, or the reader navigated away), so
// err (often "context canceled" from whatever was waiting) is the client's doing, not ours.
func ClientLeft(r *http.Request, err error) bool {
	return err != nil && errors.Is(r.Context().Err(), context.Canceled)
}

// LoggedStatus is the status a request logger records for a request that ended with status and
// err: StatusClientClosedRequest when the client left before anything was sent.
func LoggedStatus(c *echo.Context, status int, err error) int {
	if resp, uerr := echo.UnwrapResponse(c.Response()); uerr == nil && resp.Committed {
		return status
	}
	if ClientLeft(c.Request(), err) {
		return StatusClientClosedRequest
	}
	return status
}
