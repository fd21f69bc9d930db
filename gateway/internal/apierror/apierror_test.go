package apierror

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestEveryMessageInBothLanguages(t *testing.T) {
	for code, pair := range messages {
		for i, text := range pair {
			if strings.TrimSpace(text) == "" {
				t.Errorf("%s: language %d is empty", code, i)
			}
		}
		if pair[0] == pair[1] {
			t.Errorf("%s: German and English are the same text", code)
		}
		if strings.Contains(pair[0], "%s") != strings.Contains(pair[1], "%s") {
			t.Errorf("%s: only one language names the field", code)
		}
	}
	if got := Message("invalid_parameter", "en", "page"); got != "The parameter “page” is invalid." {
		t.Errorf("field message: %q", got)
	}
	if got := Message("not_found", "en", "page"); strings.Contains(got, "%!") {
		t.Errorf("a field on a message without one: %q", got)
	}
	if Message("no_such_code", "de", "") != messages["internal_error"][0] {
		t.Error("unknown codes fall back to the generic message")
	}
}

func TestWrite(t *testing.T) {
	rec := httptest.NewRecorder()
	e := Wrap(http.StatusBadGateway, "upstream_error", errors.New("secret internals"))
	Write(rec, e, "en", "req-7")
	if rec.Code != 502 || rec.Header().Get("Cache-Control") != "no-store" || rec.Header().Get("Content-Language") != "en" {
		t.Fatalf("%d %v", rec.Code, rec.Header())
	}
	var body Body
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatal(err)
	}
	if body.Error.Status != 502 || body.Error.Code != "upstream_error" || body.Error.RequestID != "req-7" {
		t.Fatalf("%+v", body)
	}
	if strings.Contains(rec.Body.String(), "secret internals") {
		t.Fatal("the cause must stay in the log")
	}
}

func TestAsAndFromStatus(t *testing.T) {
	wrapped := fmt.Errorf("handler: %w", NotFound())
	if e, ok := As(wrapped); !ok || e.Status != 404 || e.StatusCode() != 404 {
		t.Fatal("As must find a wrapped error")
	}
	for status, code := range map[int]string{404: "route_not_found", 405: "method_not_allowed", 413: "too_large", 418: "bad_request", 599: "internal_error"} {
		if got := FromStatus(status).Code; got != code {
			t.Errorf("FromStatus(%d) = %s, want %s", status, got, code)
		}
	}
}
