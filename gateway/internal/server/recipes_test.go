package server_test

import (
	"bytes"
	"context"
	"fmt"
	"mime"
	netmail "net/mail"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/account"
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

type deskItem struct {
	ContentID   string  `json:"content_id"`
	Type        string  `json:"type"`
	State       string  `json:"state"`
	PublishedAt *string `json:"published_at"`
	Versions    []struct {
		Language, Slug, Title string
	}
}

// checkDesk edits a story in the desk: a new title and slug in German (the old address answers 301,
// the English twin links to the new slug, the home feed's card shows the new title), takes it off
// the site and schedules it, and the scheduler puts it live again.
func checkDesk(t *testing.T, s *stack) {
	editor, cook, anon := s.editor(t, "Chefredaktion"), s.member(t, "Nur Koch"), anonymous(t, s)
	s.expectError(t, cook, 403, "forbidden", "GET", "/api/editorial/content/", "")
	s.expectError(t, anon, 401, "unauthorized", "PATCH", "/api/editorial/content/"+uuid.NewString()+"/", `{"state":"live"}`)

	// A story that the German home feed shows.
	var feed struct {
		Modules []struct {
			Items []struct {
				Type, Slug, Title string
				ContentID         string `json:"content_id"`
			}
		}
	}
	decode(t, s.expect(t, anon, 200, "GET", "/api/feed/?lang=de", ""), &feed)
	var story struct{ Slug, ContentID string }
	for _, m := range feed.Modules {
		for _, it := range m.Items {
			if it.Type == "article" && story.Slug == "" {
				story.Slug, story.ContentID = it.Slug, it.ContentID
			}
		}
	}
	if story.Slug == "" {
		t.Fatal("no story in the German home feed")
	}
	var list struct{ Data []deskItem }
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/content/?type=article&per_page=100", ""), &list)
	if len(list.Data) == 0 || list.Data[0].Type != "article" || list.Data[0].State != "live" {
		t.Fatalf("desk list: %+v", list.Data)
	}
	path := "/api/editorial/content/" + story.ContentID + "/"
	s.expectError(t, editor, 422, "invalid_field", "PATCH", path, `{"versions":{"de":{"slug":"Nicht Erlaubt"}}}`)
	s.expectError(t, editor, 422, "invalid_field", "PATCH", path, `{"state":"scheduled","published_at":"2001-01-01T00:00:00Z"}`)
	s.expectError(t, editor, 400, "malformed_json", "PATCH", path, `{"state":`)
	s.expectError(t, editor, 404, "not_found", "PATCH", "/api/editorial/content/"+uuid.NewString()+"/", `{"state":"live"}`)

	newSlug := "neu-" + story.Slug
	var item deskItem
	decode(t, s.expect(t, editor, 200, "PATCH", path, `{"versions":{"de":{"title":"Ein ganz neuer Titel","slug":"`+newSlug+`"}}}`), &item)
	resp, _ := s.do(anon, request{method: "GET", path: "/api/articles/" + story.Slug + "/?lang=de"})
	if resp.StatusCode != 301 || !strings.HasSuffix(resp.Header.Get("Location"), "/api/articles/"+newSlug+"/") {
		t.Fatalf("old slug: %d %s", resp.StatusCode, resp.Header.Get("Location"))
	}
	var page struct {
		Title     string
		Alternate *struct{ Slug string }
	}
	decode(t, s.expect(t, anon, 200, "GET", "/api/articles/"+newSlug+"/?lang=de", ""), &page)
	if page.Title != "Ein ganz neuer Titel" {
		t.Fatalf("new title: %+v", page)
	}
	for _, v := range item.Versions {
		if v.Language == "en" {
			decode(t, s.expect(t, anon, 200, "GET", "/api/articles/"+v.Slug+"/?lang=en", ""), &page)
			if page.Alternate == nil || page.Alternate.Slug != newSlug {
				t.Fatalf("the English twin links to %+v", page.Alternate)
			}
		}
	}
	body := s.expect(t, anon, 200, "GET", "/api/feed/?lang=de", "")
	if !strings.Contains(body, "Ein ganz neuer Titel") || strings.Contains(body, `"slug":"`+story.Slug+`"`) {
		t.Fatal("the home feed still shows the old card")
	}
	// Two items cannot share a slug.
	var other struct{ Data []struct{ Slug string } }
	decode(t, s.expect(t, anon, 200, "GET", "/api/articles/?lang=de&per_page=2", ""), &other)
	for _, o := range other.Data {
		if o.Slug != newSlug {
			s.expectError(t, editor, 409, "slug_taken", "PATCH", path, `{"versions":{"de":{"slug":"`+o.Slug+`"}}}`)
			break
		}
	}

	// Expired: off the site; scheduled: still off; when its time has come the scheduler puts it live.
	s.expect(t, editor, 200, "PATCH", path, `{"state":"expired"}`)
	s.expectError(t, anon, 404, "not_found", "GET", "/api/articles/"+newSlug+"/?lang=de", "")
	at := time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
	decode(t, s.expect(t, editor, 200, "PATCH", path, `{"state":"scheduled","published_at":"`+at+`"}`), &item)
	if item.State != "scheduled" || item.PublishedAt == nil || *item.PublishedAt != at {
		t.Fatalf("scheduled: %+v", item)
	}
	if n, err := s.api.PublishDue(context.Background(), time.Now()); err != nil || n != 0 {
		t.Fatalf("nothing is due yet: %d %v", n, err)
	}
	s.expectError(t, anon, 404, "not_found", "GET", "/api/articles/"+newSlug+"/?lang=de", "")
	if n, err := s.api.PublishDue(context.Background(), time.Now().Add(2*time.Hour)); err != nil || n != 1 {
		t.Fatalf("the story is due: %d %v", n, err)
	}
	decode(t, s.expect(t, editor, 200, "GET", path, ""), &item)
	if item.State != "live" {
		t.Fatalf("after its time: %+v", item)
	}

	var audit struct {
		Data []struct {
			Action   string
			TargetID string `json:"target_id"`
		}
	}
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/audit/?per_page=100", ""), &audit)
	count := map[string]int{}
	for _, e := range audit.Data {
		if e.TargetID == story.ContentID {
			count[e.Action]++
		}
	}
	if count["content.update"] < 3 || count["content.schedule"] != 1 {
		t.Fatalf("audit of the story: %v", count)
	}
}

// outboxHas tells whether a mail to address in the outbox contains text.
func (s *stack) outboxHas(t *testing.T, address, text string) bool {
	t.Helper()
	entries, _ := os.ReadDir(s.outbox)
	for _, e := range entries {
		raw, err := os.ReadFile(filepath.Join(s.outbox, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		m, err := netmail.ReadMessage(bytes.NewReader(raw))
		if err != nil || !strings.Contains(m.Header.Get("To"), address) {
			continue
		}
		dec := new(mime.WordDecoder)
		subject, _ := dec.DecodeHeader(m.Header.Get("Subject"))
		if strings.Contains(subject, text) {
			return true
		}
	}
	return false
}

// checkModeration works the reports queue: a comment hidden by three reports is shown again when
// dismissed; a deleted comment is gone; a warned author gets a mail; a blocked user is logged out
// and cannot log in; a decision that does not fit, or one about nothing open, is refused.
func checkModeration(t *testing.T, s *stack) {
	editor, writer, anon := s.editor(t, "Moderation"), s.member(t, "Schreiberin"), anonymous(t, s)
	r := s.recipes(t, "de", 9)[8]
	comment := func(text string) string {
		var c commentBody
		decode(t, s.expect(t, writer, 201, "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"`+text+`"}`), &c)
		return c.ID
	}
	report := func(target, id string, n int) {
		for i := range n {
			s.expect(t, s.member(t, fmt.Sprintf("Melder %d", i)), 201, "POST", "/api/report/abuse/", `{"target":"`+target+`","id":"`+id+`","reason":"spam"}`)
		}
	}
	list := "/api/users/comments/?content=" + r.ContentID
	resolve := func(target, id string) string { return "/api/editorial/reports/" + target + "/" + id + "/resolve/" }

	first := comment("Erst versteckt, dann wieder da")
	report("comment", first, 3)
	if strings.Contains(s.expect(t, anon, 200, "GET", list, ""), first) {
		t.Fatal("three reports did not hide the comment")
	}
	s.expectError(t, writer, 403, "forbidden", "POST", resolve("comment", first), `{"decision":"dismiss"}`)
	s.expectError(t, editor, 422, "invalid_field", "POST", resolve("comment", first), `{"decision":"ban"}`)
	s.expect(t, editor, 200, "POST", resolve("comment", first), `{"decision":"dismiss"}`)
	if !strings.Contains(s.expect(t, anon, 200, "GET", list, ""), first) {
		t.Fatal("a dismissed comment is not shown again")
	}
	s.expectError(t, editor, 404, "not_found", "POST", resolve("comment", first), `{"decision":"dismiss"}`)

	second := comment("Kauft bei mir")
	report("comment", second, 1)
	var receipt struct{ Notified bool }
	decode(t, s.expect(t, editor, 200, "POST", resolve("comment", second), `{"decision":"warn","note":"Bitte keine Werbung."}`), &receipt)
	var me struct{ User struct{ Email, Slug string } }
	decode(t, s.expect(t, writer, 200, "GET", "/api/users/me/", ""), &me)
	if !receipt.Notified || !s.outboxHas(t, me.User.Email, "Hinweis der Tischlein-Redaktion") {
		t.Fatal("the warned author got no mail")
	}
	third := comment("Nochmal Werbung")
	report("comment", third, 1)
	s.expect(t, editor, 200, "POST", resolve("comment", third), `{"decision":"delete"}`)
	if strings.Contains(s.expect(t, anon, 200, "GET", list, ""), third) {
		t.Fatal("a deleted comment is still shown")
	}

	// A reported user: hiding does not fit; blocking logs them out for good.
	report("user", me.User.Slug, 1)
	s.expectError(t, editor, 422, "invalid_field", "POST", resolve("user", me.User.Slug), `{"decision":"hide"}`)
	hash, err := account.HashPassword("Kartoffelsalat mit Gurke", account.Params{Memory: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32})
	if err != nil {
		t.Fatal(err)
	}
	u, err := s.store.UserByEmail(context.Background(), me.User.Email)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.store.ChangePassword(context.Background(), u.ID, hash, "", time.Now()); err != nil {
		t.Fatal(err)
	}
	decode(t, s.expect(t, editor, 200, "POST", resolve("user", me.User.Slug), `{"decision":"block","note":"Wiederholt Werbung."}`), &receipt)
	if !receipt.Notified || !s.outboxHas(t, me.User.Email, "gesperrt") {
		t.Fatal("the blocked user got no mail")
	}
	s.expectError(t, writer, 401, "unauthorized", "GET", "/api/users/me/", "")
	s.expectError(t, anon, 403, "account_blocked", "POST", "/api/authenticate/credentials/",
		`{"email":"`+me.User.Email+`","password":"Kartoffelsalat mit Gurke"}`)

	var audit struct {
		Data []struct {
			Action   string
			TargetID string `json:"target_id"`
		}
	}
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/audit/?per_page=100", ""), &audit)
	seen := map[string]bool{}
	for _, e := range audit.Data {
		seen[e.Action] = true
	}
	for _, a := range []string{"report.dismiss", "report.warn", "report.delete", "report.block"} {
		if !seen[a] {
			t.Errorf("no %s in the audit log", a)
		}
	}
}

// checkTeam: admins make editors in the desk; editors may not, and an admin cannot change their own role.
func checkTeam(t *testing.T, s *stack) {
	admin, editor, newcomer := s.member(t, "Admina"), s.editor(t, "Nur Redaktion"), s.member(t, "Neue Redakteurin")
	var me struct{ User struct{ ID, Email string } }
	decode(t, s.expect(t, admin, 200, "GET", "/api/users/me/", ""), &me)
	if err := s.store.SetRole(context.Background(), me.User.Email, "admin", time.Now()); err != nil {
		t.Fatal(err)
	}
	s.expectError(t, editor, 403, "forbidden", "GET", "/api/editorial/users/?q=neue", "")
	s.expectError(t, admin, 400, "invalid_parameter", "GET", "/api/editorial/users/?q=ne", "")
	var found struct {
		Data []struct{ ID, Name, Role string }
	}
	decode(t, s.expect(t, admin, 200, "GET", "/api/editorial/users/?q=neue%20redakt", ""), &found)
	if len(found.Data) != 1 || found.Data[0].Role != "user" {
		t.Fatalf("search: %+v", found.Data)
	}
	s.expectError(t, newcomer, 403, "forbidden", "GET", "/api/editorial/submissions/", "")
	s.expectError(t, editor, 403, "forbidden", "PATCH", "/api/editorial/users/"+found.Data[0].ID+"/", `{"role":"editor"}`)
	s.expectError(t, admin, 422, "invalid_field", "PATCH", "/api/editorial/users/"+found.Data[0].ID+"/", `{"role":"king"}`)
	s.expect(t, admin, 200, "PATCH", "/api/editorial/users/"+found.Data[0].ID+"/", `{"role":"editor"}`)
	s.expect(t, newcomer, 200, "GET", "/api/editorial/submissions/", "")
	s.expectError(t, admin, 422, "invalid_field", "PATCH", "/api/editorial/users/"+me.User.ID+"/", `{"role":"user"}`)
	s.expectError(t, admin, 404, "not_found", "PATCH", "/api/editorial/users/"+uuid.NewString()+"/", `{"role":"editor"}`)
}

// checkSubmissionFlood: a cook submits at most 10 recipes an hour; the 11th is 429 with Retry-After.
func checkSubmissionFlood(t *testing.T, s *stack) {
	cook := s.member(t, "Vielschreiber")
	_, body := s.upload(t, cook, photoWithGPS(t, 32, 24))
	var photo struct{ URL string }
	decode(t, body, &photo)
	whole := `{"title":"Brot Nummer %d","image":{"url":"` + photo.URL + `"},"servings":{"amount":2},"duration":{"preparation":10},
		"difficulty":"easy","ingredients":[{"items":[{"name":{"one":"Mehl"},"amount":500,"unit":{"key":"g"}},{"name":{"one":"Wasser"},"amount":300,"unit":{"key":"ml"}}]}],
		"steps":[{"text":"Kneten."},{"text":"Backen."}]}`
	for i := range 11 {
		var r ownRecipeBody
		decode(t, s.expect(t, cook, 201, "POST", "/api/users/me/recipes/", fmt.Sprintf(whole, i)), &r)
		resp, out := s.do(cook, request{method: "POST", path: "/api/users/me/recipes/" + r.ID + "/submit/"})
		switch {
		case i < 10 && resp.StatusCode != 200:
			t.Fatalf("submission %d: %d %s", i+1, resp.StatusCode, out)
		case i == 10 && (resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" || errorCode(t, out) != "rate_limited"):
			t.Fatalf("the 11th submission within the hour: %d %s", resp.StatusCode, out)
		}
	}
}
