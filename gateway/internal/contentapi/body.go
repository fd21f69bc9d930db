package contentapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"sort"
	"strings"

	"github.com/labstack/echo/v5"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// MaxBody is the largest request body the content API reads: account and like requests are a few
// hundred bytes, so 64 KiB leaves room and still stops a client that sends megabytes.
const MaxBody = 64 << 10

// passwordFields are the properties whose length rules have codes of their own.
var passwordFields = map[string]bool{"password": true, "new_password": true}

// readBody reads a JSON request body into v after checking it against the named schema (exported
// from content-schemas, the rules the site's forms use too). Too large is 413 too_large; not JSON or
// not an object is 400 malformed_json; a schema failure is 422 naming the property: password_too_short
// or password_too_long for a new password's length, invalid_field otherwise (for an unknown
// property, its name). Nothing is read into v unless the whole body passed.
func (a *API) readBody(c *echo.Context, schemaName string, v any) error {
	return a.readBodyUpTo(c, schemaName, v, MaxBody)
}

// readBodyUpTo is readBody with another size limit.
func (a *API) readBodyUpTo(c *echo.Context, schemaName string, v any, limit int64) error {
	r := c.Request()
	if r.ContentLength > limit {
		return apierror.New(http.StatusRequestEntityTooLarge, "too_large")
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, limit+1))
	if err != nil {
		return apierror.Wrap(http.StatusBadRequest, "malformed_json", err)
	}
	if int64(len(body)) > limit {
		return apierror.New(http.StatusRequestEntityTooLarge, "too_large")
	}
	if trimmed := bytes.TrimLeft(body, " \t\r\n"); len(trimmed) == 0 || trimmed[0] != '{' || !json.Valid(body) {
		return apierror.New(http.StatusBadRequest, "malformed_json")
	}
	if err := a.schemas.Validate(schemaName, body); err != nil {
		return schemaError(err)
	}
	if err := json.Unmarshal(body, v); err != nil {
		return apierror.Wrap(http.StatusBadRequest, "malformed_json", err)
	}
	return nil
}

// schemaError turns a validation failure into a 422 that names one property. When several are
// wrong, the first in alphabetical order is named, so the answer does not change from run to run.
func schemaError(err error) error {
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return apierror.Wrap(http.StatusUnprocessableEntity, "invalid_field", err)
	}
	var found []*apierror.Error
	var walk func(*jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) > 0 {
			for _, cause := range e.Causes {
				walk(cause)
			}
			return
		}
		found = append(found, leafError(e))
	}
	walk(ve)
	if len(found) == 0 {
		return apierror.Wrap(http.StatusUnprocessableEntity, "invalid_field", err)
	}
	sort.SliceStable(found, func(i, j int) bool { return found[i].Field < found[j].Field })
	found[0].Err = err
	return found[0]
}

func leafError(e *jsonschema.ValidationError) *apierror.Error {
	field := strings.Join(e.InstanceLocation, ".")
	out := apierror.New(http.StatusUnprocessableEntity, "invalid_field")
	switch k := e.ErrorKind.(type) {
	case *kind.Required:
		field = joinField(field, k.Missing[0])
	case *kind.AdditionalProperties:
		field = joinField(field, k.Properties[0])
	case *kind.MinLength:
		if passwordFields[field] {
			out.Code = "password_too_short"
		}
	case *kind.MaxLength:
		if passwordFields[field] {
			out.Code = "password_too_long"
		}
	}
	out.Field = field
	return out
}

func joinField(parent, name string) string {
	if parent == "" {
		return name
	}
	return parent + "." + name
}
