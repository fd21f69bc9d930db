// Package apierror is the one error shape of the gateway and the content API: a truthful HTTP
// status, a stable code, and a message for people in German or English.
package apierror

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

// Error is an error a client may see.
type Error struct {
	Status int
	Code   string
	// Field names the input that was wrong, if any.
	Field string
	// Err is the cause, for logs only; it never reaches the client.
	Err error
}

func (e *Error) Error() string {
	msg := fmt.Sprintf("%d %s", e.Status, e.Code)
	if e.Field != "" {
		msg += " (" + e.Field + ")"
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

func (e *Error) Unwrap() error { return e.Err }

// New makes an error with a code from the catalogue.
func New(status int, code string) *Error {
	return &Error{Status: status, Code: code}
}

// Wrap makes an error that keeps its cause for the log.
func Wrap(status int, code string, cause error) *Error {
	return &Error{Status: status, Code: code, Err: cause}
}

// InvalidParameter is a 400 about one named input.
func InvalidParameter(field string) *Error {
	return &Error{Status: http.StatusBadRequest, Code: "invalid_parameter", Field: field}
}

// NotFound is a 404 for an unknown thing.
func NotFound() *Error { return New(http.StatusNotFound, "not_found") }

// As finds an *Error in err's chain.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// FromStatus makes an error for a bare HTTP status, such as the router's 404 and 405.
func FromStatus(status int) *Error {
	switch status {
	case http.StatusNotFound:
		return New(status, "route_not_found")
	case http.StatusMethodNotAllowed:
		return New(status, "method_not_allowed")
	case http.StatusRequestEntityTooLarge:
		return New(status, "too_large")
	case http.StatusUnauthorized:
		return New(status, "unauthorized")
	case http.StatusForbidden:
		return New(status, "forbidden")
	case http.StatusTooManyRequests:
		return New(status, "rate_limited")
	case http.StatusServiceUnavailable:
		return New(status, "unavailable")
	}
	if status >= 400 && status < 500 {
		return New(status, "bad_request")
	}
	return New(http.StatusInternalServerError, "internal_error")
}

// Body is the JSON written for an error (content-schemas ErrorBody).
type Body struct {
	Error BodyError `json:"error"`
}

// BodyError is the inside of Body.
type BodyError struct {
	Status    int    `json:"status"`
	Code      string `json:"code"`
	Message   string `json:"message"`
	Field     string `json:"field,omitempty"`
	RequestID string `json:"request_id,omitempty"`
}

// Body renders the error for a client in lang.
func (e *Error) Body(lang, requestID string) Body {
	return Body{Error: BodyError{
		Status:    e.Status,
		Code:      e.Code,
		Message:   Message(e.Code, lang, e.Field),
		Field:     e.Field,
		RequestID: requestID,
	}}
}

// Write sends the error as JSON. Errors are never cached by browsers or CDNs.
func Write(w http.ResponseWriter, e *Error, lang, requestID string) {
	body, _ := json.Marshal(e.Body(lang, requestID))
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Language", langOrDefault(lang))
	w.WriteHeader(e.Status)
	w.Write(body)
}

// StatusCode lets echo's middleware (the request logger) see the status of an error.
func (e *Error) StatusCode() int { return e.Status }
