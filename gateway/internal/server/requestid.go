package server

import (
	"github.com/labstack/echo/v5"
)

// maxRequestID bounds an X-Request-Id taken from the request.
const maxRequestID = 128

// dropOddRequestID removes an incoming X-Request-Id that is too long or holds anything but
// letters, digits, '-', '_' and '.', so the request ID middleware makes one instead. An id a
// proxy in front sets is kept and reaches the content API's log; a client cannot stuff the logs
// with a large or odd one.
func dropOddRequestID(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		h := c.Request().Header
		if id := h.Get(echo.HeaderXRequestID); id != "" && !plainRequestID(id) {
			h.Del(echo.HeaderXRequestID)
		}
		return next(c)
	}
}

func plainRequestID(id string) bool {
	if len(id) > maxRequestID {
		return false
	}
	for i := 0; i < len(id); i++ {
		b := id[i]
		if !('a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '-' || b == '_' || b == '.') {
			return false
		}
	}
	return true
}
