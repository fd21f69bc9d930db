package server

import (
	"crypto/rand"
	"encoding/hex"
	"strconv"
	"sync/atomic"

	"github.com/labstack/echo/v5"
)

// maxRequestID bounds an X-Request-Id taken from the request.
const maxRequestID = 128

// requestID is the request's ID: an incoming X-Request-Id that a proxy in front set is kept and
// reaches the content API's log, but one that is too long or holds anything but letters, digits,
// '-', '_' and '.' is removed from the request and replaced, so a client cannot stuff the logs
// with a large or odd one.
func requestID(c *echo.Context) string {
	h := c.Request().Header
	if v := h[echo.HeaderXRequestID]; len(v) > 0 && v[0] != "" {
		if plainRequestID(v[0]) {
			return v[0]
		}
		delete(h, echo.HeaderXRequestID)
	}
	return newRequestID()
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

// requestIDPrefix makes the IDs of this process distinct from those of other gateway instances.
var (
	requestIDPrefix = func() string {
		b := make([]byte, 6)
		rand.Read(b)
		return hex.EncodeToString(b) + "-"
	}()
	requestIDCounter atomic.Uint64
)

// newRequestID numbers requests: unique per instance and far cheaper than random IDs, which the
// cached path would otherwise spend a good part of its time on.
func newRequestID() string {
	return requestIDPrefix + strconv.FormatUint(requestIDCounter.Add(1), 36)
}
