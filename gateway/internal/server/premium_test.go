package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// The seed's premium recipe, in German (its twin is chicken-and-seafood-paella).
const premiumSlug = "paella-mit-haehnchen-und-meeresfruechten"

type recipeBody struct {
	ID          string            `json:"id"`
	ContentID   string            `json:"content_id"`
	Slug        string            `json:"slug"`
	Title       string            `json:"title"`
	IsPremium   bool              `json:"is_premium"`
	Ingredients []json.RawMessage `json:"ingredients"`
	Steps       []json.RawMessage `json:"steps"`
	Utensils    []json.RawMessage `json:"utensils"`
	Preview     *struct {
		Ingredients, Steps int
	} `json:"premium_preview"`
}

// checkPremium: a premium recipe is locked for the public (its page, the build's full list), whole
// from the premium route for premium readers only; admins give premium and editors mark recipes
// premium in the desk, both audited.
func checkPremium(t *testing.T, s *stack) {
	anon := anonymous(t, s)
	var locked recipeBody
	decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/"+premiumSlug+"/?lang=de", ""), &locked)
	if !locked.IsPremium || len(locked.Ingredients)+len(locked.Steps)+len(locked.Utensils) != 0 || locked.Preview == nil ||
		locked.Preview.Ingredients < 5 || locked.Preview.Steps < 4 || locked.Title == "" {
		t.Fatalf("public premium recipe: %+v", locked)
	}
	var full struct{ Data []recipeBody }
	decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/?view=full&per_page=100&lang=en", ""), &full)
	premiumSeen := false
	for _, r := range full.Data {
		switch {
		case r.Slug == "chicken-and-seafood-paella":
			premiumSeen = r.IsPremium && len(r.Ingredients) == 0 && len(r.Steps) == 0
		case !r.IsPremium && (len(r.Ingredients) == 0 || len(r.Steps) == 0):
			t.Fatalf("a free recipe came without its method: %s", r.Slug)
		}
	}
	if !premiumSeen {
		t.Fatal("the build's full list shows the premium recipe unlocked, or not at all")
	}
	if cards := s.expect(t, anon, 200, "GET", "/api/recipes/?per_page=100&lang=de", ""); !strings.Contains(cards, `"is_premium":true`) {
		t.Fatal("cards do not carry is_premium")
	}

	path := "/api/premium/recipes/" + premiumSlug + "/?lang=de"
	s.expectError(t, anon, 401, "unauthorized", "GET", path, "")
	reader := s.member(t, "Leserin")
	s.expectError(t, reader, 403, "premium_required", "GET", path, "")
	s.expectError(t, reader, 403, "premium_required", "POST", "/api/users/me/shopping-list/recipes/", `{"id":"`+locked.ID+`","servings":4}`)

	subscriber := s.member(t, "Abonnentin")
	var me struct{ User struct{ ID, Email string } }
	decode(t, s.expect(t, subscriber, 200, "GET", "/api/users/me/", ""), &me)
	if err := s.store.SetPremium(context.Background(), me.User.Email, true, time.Now()); err != nil {
		t.Fatal(err)
	}
	resp, body := s.do(subscriber, request{method: "GET", path: path})
	var whole recipeBody
	decode(t, body, &whole)
	if resp.StatusCode != 200 || resp.Header.Get("Cache-Control") != "private, no-store" || len(whole.Ingredients) == 0 ||
		len(whole.Steps) != locked.Preview.Steps || whole.Preview != nil {
		t.Fatalf("premium route: %d %q %+v", resp.StatusCode, resp.Header.Get("Cache-Control"), whole)
	}
	s.expectError(t, subscriber, 404, "not_found", "GET", "/api/premium/recipes/gibt-es-nicht/?lang=de", "")
	s.expect(t, subscriber, 200, "POST", "/api/users/me/shopping-list/recipes/", `{"id":"`+locked.ID+`","servings":4}`)

	// The desk: admins give premium (editors may not); editors mark a recipe premium and free again.
	admin, editor := s.member(t, "Chefredakteurin"), s.editor(t, "Redakteur Premium")
	var adminMe struct{ User struct{ Email string } }
	decode(t, s.expect(t, admin, 200, "GET", "/api/users/me/", ""), &adminMe)
	if err := s.store.SetRole(context.Background(), adminMe.User.Email, "admin", time.Now()); err != nil {
		t.Fatal(err)
	}
	readerID := userID(t, s, reader)
	s.expectError(t, editor, 403, "forbidden", "PATCH", "/api/editorial/users/"+readerID+"/", `{"is_premium":true}`)
	s.expectError(t, admin, 422, "invalid_field", "PATCH", "/api/editorial/users/"+readerID+"/", `{}`)
	s.expectError(t, admin, 422, "invalid_field", "PATCH", "/api/editorial/users/"+readerID+"/", `{"is_premium":"ja"}`)
	var member struct {
		IsPremium bool `json:"is_premium"`
	}
	decode(t, s.expect(t, admin, 200, "PATCH", "/api/editorial/users/"+readerID+"/", `{"is_premium":true}`), &member)
	if !member.IsPremium {
		t.Fatal("the admin's premium did not stick")
	}
	s.expect(t, reader, 200, "GET", path, "")
	checkAudit(t, s, admin, readerID, "user.premium", 1)

	var free recipeBody
	decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/hummus/?lang=de", ""), &free)
	item := "/api/editorial/content/" + free.ContentID + "/"
	s.expectError(t, reader, 403, "forbidden", "PATCH", item, `{"is_premium":true}`)
	var edited struct {
		IsPremium bool `json:"is_premium"`
	}
	decode(t, s.expect(t, editor, 200, "PATCH", item, `{"is_premium":true}`), &edited)
	if !edited.IsPremium {
		t.Fatal("the desk does not show the recipe as premium")
	}
	for _, lang := range []string{"de", "en"} {
		var r recipeBody
		slug := map[string]string{"de": "hummus", "en": "hummus"}[lang]
		decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/"+slug+"/?lang="+lang, ""), &r)
		if !r.IsPremium || len(r.Ingredients) != 0 {
			t.Fatalf("%s: marked premium in the desk but not locked: %+v", lang, r)
		}
	}
	checkAudit(t, s, editor, free.ContentID, "content.update", 1)
	s.expect(t, editor, 200, "PATCH", item, `{"is_premium":false}`)
	decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/hummus/?lang=de", ""), &free)
	if free.IsPremium || len(free.Ingredients) == 0 {
		t.Fatalf("free again but still locked: %+v", free)
	}
	var story struct {
		Data []struct {
			ContentID string `json:"content_id"`
		}
	}
	decode(t, s.expect(t, anon, 200, "GET", "/api/articles/?per_page=1&lang=de", ""), &story)
	s.expectError(t, editor, 422, "invalid_field", "PATCH", "/api/editorial/content/"+story.Data[0].ContentID+"/", `{"is_premium":true}`)
}
