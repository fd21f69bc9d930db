package server_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"
)

// checkFeedback: anyone sends feedback from the footer's modal (a logged-in reader is named with
// it); bad input is 400/413/422, a write without the CSRF header 403, a flood 429; editors read it
// in the desk and mark it handled (audited); readers cannot read it.
func checkFeedback(t *testing.T, s *stack) {
	anonymous, reader, editor := newBrowser(t, s.url), s.member(t, "Feedback Leserin"), s.editor(t, "Feedback Redaktion")
	s.expect(t, anonymous, 201, "POST", "/api/feedback/", `{"kind":"problem","message":"Das Foto lädt nicht.","page":"/de/rezepte/spaghetti-carbonara/","language":"de"}`)
	var receipt struct{ Status, ID string }
	decode(t, s.expect(t, reader, 201, "POST", "/api/feedback/", `{"kind":"idea","message":"A filter for one-pot recipes, please!","email":"leserin@example.org","page":"/en/recipes/","language":"en"}`), &receipt)
	if receipt.Status != "received" || uuid.Validate(receipt.ID) != nil {
		t.Fatalf("receipt: %+v", receipt)
	}
	for body, field := range map[string]string{
		`{"kind":"idea","message":"  ","page":"/de/","language":"de"}`:                                "message",
		`{"kind":"idea","message":"Hallo Team","email":"kein-at","page":"/de/","language":"de"}`:      "email",
		`{"kind":"idea","message":"Hallo Team","page":"https://evil.example/","language":"de"}`:       "page",
		`{"kind":"rant","message":"Hallo Team","page":"/de/","language":"de"}`:                        "kind",
		`{"kind":"idea","message":"Hallo Team","page":"/de/","language":"fr"}`:                        "language",
		`{"kind":"idea","message":"Hallo Team","page":"/de/","language":"de","is_admin":true}`:        "",
		`{"kind":"idea","message":"` + strings.Repeat("x", 2001) + `","page":"/de/","language":"de"}`: "message",
	} {
		resp, out := s.do(anonymous, request{method: "POST", path: "/api/feedback/", body: body})
		if resp.StatusCode != http.StatusUnprocessableEntity || (field != "" && !strings.Contains(out, `"field":"`+field)) {
			t.Errorf("%.60s: %d %s, want 422 naming %q", body, resp.StatusCode, out, field)
		}
	}
	s.expectError(t, anonymous, 400, "malformed_json", "POST", "/api/feedback/", `{"kind":`)
	if resp, _ := s.do(anonymous, request{method: "POST", path: "/api/feedback/", body: `{"message":"` + strings.Repeat("x", 20<<10) + `"}`}); resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("a huge body: %d, want 413", resp.StatusCode)
	}
	if resp, _ := s.do(anonymous, request{method: "POST", path: "/api/feedback/", body: `{"kind":"idea","message":"Hallo","page":"/de/","language":"de"}`,
		header: map[string]string{"X-Requested-With": ""}}); resp.StatusCode != http.StatusForbidden {
		t.Errorf("without the CSRF header: %d, want 403", resp.StatusCode)
	}

	s.expectError(t, anonymous, 401, "unauthorized", "GET", "/api/editorial/feedback/", "")
	s.expectError(t, reader, 403, "forbidden", "GET", "/api/editorial/feedback/", "")
	type list struct {
		Meta struct{ Pagination struct{ Total int } }
		Data []struct {
			ID, Kind, Message, Page, Language string
			Email                             *string
			User                              *struct{ Name string }
			HandledAt                         *string `json:"handled_at"`
		}
	}
	var open list
	out := s.expect(t, editor, 200, "GET", "/api/editorial/feedback/", "")
	if err := s.schemas.Validate("paged-feedback-entry", []byte(out)); err != nil {
		t.Fatal(err)
	}
	decode(t, out, &open)
	if open.Meta.Pagination.Total != 2 || open.Data[0].ID != receipt.ID || open.Data[0].User == nil || open.Data[0].User.Name != "Feedback Leserin" ||
		open.Data[0].Email == nil || open.Data[1].User != nil || open.Data[1].Email != nil || open.Data[1].Page != "/de/rezepte/spaghetti-carbonara/" {
		t.Fatalf("the desk's feedback: %s", out)
	}
	s.expectError(t, reader, 403, "forbidden", "PATCH", "/api/editorial/feedback/"+receipt.ID+"/", `{"handled":true}`)
	s.expectError(t, editor, 404, "not_found", "PATCH", "/api/editorial/feedback/"+uuid.NewString()+"/", `{"handled":true}`)
	s.expectError(t, editor, 422, "invalid_field", "PATCH", "/api/editorial/feedback/"+receipt.ID+"/", `{"handled":"yes"}`)
	s.expect(t, editor, 204, "PATCH", "/api/editorial/feedback/"+receipt.ID+"/", `{"handled":true}`)
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/feedback/", ""), &open)
	if open.Meta.Pagination.Total != 1 || open.Data[0].ID == receipt.ID {
		t.Errorf("handled feedback is still open: %+v", open.Data)
	}
	var all list
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/feedback/?state=all", ""), &all)
	if all.Meta.Pagination.Total != 2 || all.Data[0].HandledAt == nil {
		t.Errorf("?state=all: %+v", all.Data)
	}
	if out := s.expect(t, editor, 200, "GET", "/api/editorial/audit/", ""); !strings.Contains(out, `"feedback.handle"`) {
		t.Errorf("the audit log has no feedback.handle: %.300s", out)
	}
	s.expectError(t, editor, 400, "invalid_parameter", "GET", "/api/editorial/feedback/?state=old", "")

	// 10 an hour per client address: 2 sent above, 1 refused by its CSRF header before counting.
	var status int
	for range 9 {
		resp, _ := s.do(anonymous, request{method: "POST", path: "/api/feedback/", body: `{"kind":"praise","message":"Super Seite!","page":"/de/","language":"de"}`})
		status = resp.StatusCode
		if status == http.StatusTooManyRequests {
			if resp.Header.Get("Retry-After") == "" {
				t.Error("429 without Retry-After")
			}
			break
		}
	}
	if status != http.StatusTooManyRequests {
		t.Errorf("a flood of feedback: last %d, want 429", status)
	}
}
