package server

import (
	"encoding/json"
	"errors"
	"math"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/labstack/echo/v5"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	eventrelay "github.com/tischlein/tischlein/gateway/internal/relay"
)

// accepted is the answer to every event the relay took, forwarded or not: the client learns
// nothing about consent or configuration from it, and has nothing to wait for.
var accepted = map[string]string{"status": "accepted"}

// fbEvent takes a server-side copy of a pixel event (POST /api/fb-events) and answers 202 at once.
// The event is forwarded only when the reader's consent cookie grants marketing; the relay hashes
// the personal data and adds the client's address and user agent (the request's header, else the
// body's). Like every write under /api it must come from this site (refuseCrossSiteWrites), and
// each address may send a limited number per minute.
func (s *Server) fbEvent(c *echo.Context) error {
	req := c.Request()
	if ok, wait := s.relay.Allow(c.RealIP()); !ok {
		c.Response().Header().Set("Retry-After", strconv.Itoa(max(1, int(math.Ceil(wait.Seconds())))))
		return apierror.New(http.StatusTooManyRequests, "rate_limited")
	}
	body, err := readBody(req)
	if err != nil {
		return err
	}
	if len(body) == 0 || !json.Valid(body) {
		return apierror.New(http.StatusBadRequest, "malformed_json")
	}
	if err := s.schemas.Validate("tracking-event", body); err != nil {
		return invalidField(err)
	}
	var ev eventrelay.Event
	if err := json.Unmarshal(body, &ev); err != nil {
		return apierror.Wrap(http.StatusBadRequest, "malformed_json", err)
	}
	if grantsMarketing(req) {
		ev.ClientIP = c.RealIP()
		if ua := req.UserAgent(); ua != "" {
			ev.UserAgent = ua
		}
		s.relay.Send(ev)
	}
	return c.JSON(http.StatusAccepted, accepted)
}

// grantsMarketing reads the first-party consent cookie: the comma-separated purposes the reader
// agreed to, e.g. "necessary,analytics,marketing".
func grantsMarketing(req *http.Request) bool {
	cookie, err := req.Cookie("consent")
	if err != nil {
		return false
	}
	return slices.ContainsFunc(strings.Split(cookie.Value, ","), func(p string) bool {
		return strings.TrimSpace(p) == "marketing"
	})
}

// invalidField is a 422 that names the first property a body got wrong, as the content API's
// answers do.
func invalidField(err error) error {
	out := apierror.Wrap(http.StatusUnprocessableEntity, "invalid_field", err)
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return out
	}
	for len(ve.Causes) > 0 {
		ve = ve.Causes[0]
	}
	path := ve.InstanceLocation
	if k, ok := ve.ErrorKind.(*kind.Required); ok && len(k.Missing) > 0 {
		path = append(slices.Clone(path), k.Missing[0])
	}
	out.Field = strings.Join(path, ".")
	return out
}
