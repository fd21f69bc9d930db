package server_test

import (
	"context"
	"strings"
	"testing"
	"time"
)

type ownRecipeBody struct {
	ID        string  `json:"id"`
	State     string  `json:"state"`
	Language  string  `json:"language"`
	Reason    *string `json:"reason"`
	ContentID *string `json:"content_id"`
	Slug      *string `json:"slug"`
	Title     string  `json:"title"`
	Draft     struct {
		Title string `json:"title"`
		Intro string `json:"intro"`
		Image *struct {
			URL           string `json:"url"`
			Width, Height int
		} `json:"image"`
	} `json:"draft"`
}

// editor makes a member and gives them the editor role.
func (s *stack) editor(t *testing.T, name string) *browser {
	t.Helper()
	b := s.member(t, name)
	var me struct{ User struct{ Email string } }
	decode(t, s.expect(t, b, 200, "GET", "/api/users/me/", ""), &me)
	if err := s.store.SetRole(context.Background(), me.User.Email, "editor", time.Now()); err != nil {
		t.Fatal(err)
	}
	return b
}

// checkOwnRecipes walks a cook's recipe through the whole state machine over HTTP — draft, refused
// while incomplete, submitted, rejected with a reason, edited, submitted again, accepted — and
// checks at each step who may do what, and that the published recipe reaches readers at once.
func checkOwnRecipes(t *testing.T, s *stack) {
	cook, stranger, editor := s.member(t, "Köchin Kim"), s.member(t, "Fremd"), s.editor(t, "Redakteurin")
	anon := anonymous(t, s)
	s.expectError(t, anon, 401, "unauthorized", "GET", "/api/users/me/recipes/", "")
	s.expectError(t, anon, 401, "unauthorized", "POST", "/api/users/me/recipes/", `{"title":"x"}`)

	// A partial draft is fine; fields the server owns are ignored.
	var r ownRecipeBody
	decode(t, s.expect(t, cook, 201, "POST", "/api/users/me/recipes/",
		`{"title":"Omas Kartoffelpuffer","id":"00000000-0000-0000-0000-000000000000","state":"published","slug":"x","user_reactions":{"like_count":5}}`), &r)
	if r.State != "draft" || r.Title != "Omas Kartoffelpuffer" || r.ID == "00000000-0000-0000-0000-000000000000" || r.Slug != nil || r.Language != "de" {
		t.Fatalf("new draft: %+v", r)
	}
	path := "/api/users/me/recipes/" + r.ID + "/"

	// Bad input: malformed, wrong types, unknown units, someone else's photo, too large.
	s.expectError(t, cook, 400, "malformed_json", "PATCH", path, `{"title":`)
	s.expectError(t, cook, 422, "invalid_field", "PATCH", path, `{"servings":{"amount":0}}`)
	s.expectError(t, cook, 422, "invalid_field", "PATCH", path, `{"ingredients":[{"items":[{"name":{"one":"Mehl"},"amount":100,"unit":{"key":"bucket"}}]}]}`)
	_, body := s.upload(t, stranger, photoWithGPS(t, 40, 30))
	var foreign struct{ URL string }
	decode(t, body, &foreign)
	s.expectError(t, cook, 422, "photo_unavailable", "PATCH", path, `{"image":{"url":"`+foreign.URL+`"}}`)
	if resp, _ := s.do(cook, request{method: "PATCH", path: path, body: `{"intro":"` + strings.Repeat("a", 300<<10) + `"}`}); resp.StatusCode != 413 {
		t.Fatalf("a 300 KiB draft: %d", resp.StatusCode)
	}

	// Submitting says what is missing.
	s.expectError(t, cook, 422, "incomplete_recipe", "POST", path+"submit/", "")
	_, body = s.upload(t, cook, photoWithGPS(t, 64, 48))
	var photo struct {
		URL           string
		Width, Height int
	}
	decode(t, body, &photo)
	decode(t, s.expect(t, cook, 200, "PATCH", path, `{"intro":"Knusprig wie bei Oma.","image":{"url":"`+photo.URL+`","width":9999},
		"servings":{"amount":4},"duration":{"preparation":20,"baking":15},"difficulty":"easy",
		"ingredients":[{"items":[{"name":{"one":"Kartoffel","many":"Kartoffeln"},"amount":1,"unit":{"key":"kg"}},
			{"name":{"one":"Ei","many":"Eier"},"amount":2},{"name":{"one":"Zwiebel"}}]}],
		"steps":[{"text":"Kartoffeln reiben."}],"categories":[{"slug":"mittagessen"}]}`), &r)
	if r.Title != "Omas Kartoffelpuffer" || r.Draft.Image == nil || r.Draft.Image.Width != photo.Width || r.Draft.Image.Height != photo.Height {
		t.Fatalf("PATCH keeps the title and fills the photo's size from the upload: %+v", r.Draft)
	}
	resp, body := s.do(cook, request{method: "POST", path: path + "submit/"})
	if resp.StatusCode != 422 || errorCode(t, body) != "incomplete_recipe" || !strings.Contains(body, `"field":"steps"`) {
		t.Fatalf("one step is not enough: %d %s", resp.StatusCode, body)
	}
	s.expect(t, cook, 200, "PATCH", path, `{"steps":[{"text":"Kartoffeln reiben."},{"text":""},{"text":"In Öl goldbraun braten.","image":{"url":"`+photo.URL+`"}}]}`)

	// Strangers get 404 for every route of someone else's recipe, and editors' routes are 403.
	for _, m := range []struct{ method, path, body string }{{"GET", path, ""}, {"PATCH", path, `{"title":"Meins"}`},
		{"DELETE", path, ""}, {"POST", path + "submit/", ""}} {
		s.expectError(t, stranger, 404, "not_found", m.method, m.path, m.body)
	}
	s.expectError(t, cook, 403, "forbidden", "GET", "/api/editorial/submissions/", "")
	s.expectError(t, cook, 403, "forbidden", "POST", "/api/editorial/submissions/"+r.ID+"/accept/", "")
	s.expectError(t, anon, 401, "unauthorized", "GET", "/api/editorial/audit/", "")
	// Accepting a draft is not possible: only submitted recipes are in the queue.
	s.expectError(t, editor, 409, "invalid_state", "POST", "/api/editorial/submissions/"+r.ID+"/accept/", "")

	decode(t, s.expect(t, cook, 200, "POST", path+"submit/", ""), &r)
	if r.State != "submitted" {
		t.Fatalf("submitted: %+v", r)
	}
	s.expectError(t, cook, 409, "invalid_state", "PATCH", path, `{"title":"Doch anders"}`)
	s.expectError(t, cook, 409, "invalid_state", "POST", path+"submit/", "")

	// The queue shows it with the recipe as it would be published.
	var queue struct {
		Data []struct {
			ID     string
			Author struct{ Name, Slug string }
			Recipe *struct {
				Title       string
				Community   bool
				Ingredients []struct{ Items []struct{ Ingredient string } }
				Steps       []struct{ Position int }
			}
		}
	}
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/submissions/?per_page=100", ""), &queue)
	found := false
	for _, q := range queue.Data {
		if q.ID == r.ID {
			found = q.Author.Name == "Köchin Kim" && q.Recipe != nil && q.Recipe.Community && len(q.Recipe.Steps) == 2 &&
				len(q.Recipe.Ingredients) == 1 && len(q.Recipe.Ingredients[0].Items) == 3
		}
	}
	if !found {
		t.Fatalf("the queue lacks the submission or its preview: %+v", queue.Data)
	}

	// Rejected with a reason the cook reads; edited (it stays rejected) and sent again.
	reject := "/api/editorial/submissions/" + r.ID + "/reject/"
	s.expectError(t, editor, 422, "invalid_field", "POST", reject, `{"reason":"  "}`)
	decode(t, s.expect(t, editor, 200, "POST", reject, `{"reason":"Bitte schreib, wie heiß das Öl sein soll."}`), &r)
	if r.State != "rejected" {
		t.Fatalf("rejected: %+v", r)
	}
	decode(t, s.expect(t, cook, 200, "GET", path, ""), &r)
	if r.State != "rejected" || r.Reason == nil || *r.Reason != "Bitte schreib, wie heiß das Öl sein soll." {
		t.Fatalf("the cook sees the reason: %+v", r)
	}
	s.expectError(t, editor, 409, "invalid_state", "POST", "/api/editorial/submissions/"+r.ID+"/accept/", "")
	decode(t, s.expect(t, cook, 200, "PATCH", path, `{"steps":[{"text":"Kartoffeln reiben."},{"text":"In heißem Öl (180 °C) goldbraun braten."}]}`), &r)
	if r.State != "rejected" {
		t.Fatalf("an edit keeps the recipe rejected until it is sent again: %+v", r)
	}
	s.expect(t, cook, 200, "POST", path+"submit/", "")

	// The newest recipes are cached now; accepting publishes and the lists show it at once.
	s.expect(t, anon, 200, "GET", "/api/recipes/?community=true&lang=de", "")
	decode(t, s.expect(t, editor, 200, "POST", "/api/editorial/submissions/"+r.ID+"/accept/", ""), &r)
	if r.State != "published" || r.Slug == nil || *r.Slug != "omas-kartoffelpuffer" || r.ContentID == nil {
		t.Fatalf("accepted: %+v", r)
	}
	var newest struct {
		Data []struct {
			Slug      string
			Community bool
			Author    struct{ Slug string }
		}
	}
	decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/?community=true&lang=de", ""), &newest)
	if len(newest.Data) == 0 || newest.Data[0].Slug != "omas-kartoffelpuffer" || !newest.Data[0].Community {
		t.Fatalf("the community list does not lead with the new recipe: %+v", newest.Data)
	}
	var page struct {
		Title       string
		Steps       []struct{ Text string }
		Ingredients []struct {
			Items []struct {
				Ingredient string
				Unit       *struct{ One string }
			}
		}
	}
	decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/omas-kartoffelpuffer/?lang=de", ""), &page)
	if page.Title != "Omas Kartoffelpuffer" || len(page.Steps) != 2 || page.Ingredients[0].Items[0].Unit.One != "kg" {
		t.Fatalf("the published recipe: %+v", page)
	}
	var author struct {
		RecipeCount int `json:"recipe_count"`
	}
	decode(t, s.expect(t, anon, 200, "GET", "/api/users/"+newest.Data[0].Author.Slug+"/?lang=en", ""), &author)
	if author.RecipeCount != 0 {
		t.Fatalf("the cook's English author page counts English recipes only: %+v", author)
	}
	decode(t, s.expect(t, anon, 200, "GET", "/api/users/"+newest.Data[0].Author.Slug+"/?lang=de", ""), &author)
	if author.RecipeCount != 1 {
		t.Fatalf("the cook's author page: %+v", author)
	}
	s.expectError(t, cook, 409, "invalid_state", "PATCH", path, `{"title":"Neu"}`)

	// The audit log has both decisions, by the editor.
	var audit struct {
		Data []struct {
			Action   string
			TargetID string `json:"target_id"`
			Actor    struct{ Name string }
		}
	}
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/audit/", ""), &audit)
	actions := map[string]bool{}
	for _, e := range audit.Data {
		if e.TargetID == r.ID && e.Actor.Name == "Redakteurin" {
			actions[e.Action] = true
		}
	}
	if !actions["submission.accept"] || !actions["submission.reject"] {
		t.Fatalf("audit log: %+v", audit.Data)
	}

	// Deleting a published recipe takes it off the site.
	s.expect(t, cook, 204, "DELETE", path, "")
	s.expectError(t, anon, 404, "not_found", "GET", "/api/recipes/omas-kartoffelpuffer/?lang=de", "")
	s.expectError(t, cook, 404, "not_found", "GET", path, "")
}
