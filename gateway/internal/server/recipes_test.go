package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime"
	netmail "net/mail"
	"os"
	"path/filepath"
	"reflect"
	"slices"
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
	s.publishedMail(t, cook, "de", "Dein Rezept ist online: Omas Kartoffelpuffer", "/de/rezepte/omas-kartoffelpuffer/")
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

// publishedMail checks that the cook has exactly one mail, the one saying their recipe is live, in
// their language and linking its page.
func (s *stack) publishedMail(t *testing.T, cook *browser, lang, subject, path string) {
	t.Helper()
	var me struct{ User struct{ Email string } }
	decode(t, s.expect(t, cook, 200, "GET", "/api/users/me/", ""), &me)
	mails := s.mailsTo(me.User.Email)
	if len(mails) != 1 {
		t.Fatalf("%d mails to the cook, want the one saying the recipe is live", len(mails))
	}
	got, _ := new(mime.WordDecoder).DecodeHeader(mails[0].header.Get("Subject"))
	if got != subject || mails[0].header.Get("Content-Language") != lang || !slices.Contains(strings.Fields(mails[0].text), s.url+path) {
		t.Fatalf("the mail to the cook: %q (%s)\n%s", got, mails[0].header.Get("Content-Language"), mails[0].text)
	}
}

// checkPublishedMail publishes an English recipe of a cook who reads the site in English: the mail
// saying it is live is English and links the English page.
func checkPublishedMail(t *testing.T, s *stack) {
	cook, editor := s.member(t, "Cook Chris"), s.editor(t, "Editor Eve")
	s.expect(t, cook, 200, "PATCH", "/api/users/me/", `{"language":"en"}`)
	_, body := s.upload(t, cook, photoWithGPS(t, 32, 24))
	var photo struct{ URL string }
	decode(t, body, &photo)
	var r ownRecipeBody
	decode(t, s.expect(t, cook, 201, "POST", "/api/users/me/recipes/", `{"language":"en","title":"Sunday Flatbread","image":{"url":"`+photo.URL+`"},
		"servings":{"amount":2},"duration":{"preparation":10},"difficulty":"easy",
		"ingredients":[{"items":[{"name":{"one":"flour"},"amount":500,"unit":{"key":"g"}},{"name":{"one":"water"},"amount":300,"unit":{"key":"ml"}}]}],
		"steps":[{"text":"Knead."},{"text":"Bake."}]}`), &r)
	s.expect(t, cook, 200, "POST", "/api/users/me/recipes/"+r.ID+"/submit/", "")
	decode(t, s.expect(t, editor, 200, "POST", "/api/editorial/submissions/"+r.ID+"/accept/", ""), &r)
	if r.Slug == nil || r.Language != "en" {
		t.Fatalf("accepted: %+v", r)
	}
	s.publishedMail(t, cook, "en", "Your recipe is live: Sunday Flatbread", "/en/recipes/"+*r.Slug+"/")
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
	checkDeskWriting(t, s)
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

// deskDetail is an item as the desk's detail answers it, with its versions in the form it edits.
type deskDetail struct {
	deskItem
	Author    string                                `json:"author"`
	Documents []map[string]json.RawMessage          `json:"documents"`
	Drafts    map[string]map[string]json.RawMessage `json:"drafts"`
}

// checkDeskWriting writes a recipe in the desk: a partial German draft, refused for publishing
// while incomplete, completed, its English twin added (both link to each other), published and read
// by readers in both languages with its terms and ingredients, edited, renamed (the old address
// answers 301); then stories, feeds and the menu (checkDeskStories, checkDeskPages).
func checkDeskWriting(t *testing.T, s *stack) {
	editor, cook, anon := s.editor(t, "Redaktion Schreiben"), s.member(t, "Nur Leserin"), anonymous(t, s)
	someID := uuid.NewString()
	for _, m := range []struct{ method, path, body string }{
		{"POST", "/api/editorial/content/", `{"type":"recipe","language":"de","draft":{"title":"Spargel"}}`},
		{"PUT", "/api/editorial/content/" + someID + "/versions/en/", `{"draft":{"title":"Asparagus"}}`},
		{"GET", "/api/editorial/feeds/main/de/", ""},
		{"PUT", "/api/editorial/feeds/main/de/", `{"language":"de","group":"main","modules":[]}`},
		{"GET", "/api/editorial/menu/", ""},
		{"PUT", "/api/editorial/menu/", `{"entries":[],"partners":[]}`},
	} {
		s.expectError(t, cook, 403, "forbidden", m.method, m.path, m.body)
		s.expectError(t, anon, 401, "unauthorized", m.method, m.path, m.body)
	}

	// A partial draft is fine; the title must make a slug; an author must exist.
	s.expectError(t, editor, 422, "incomplete_recipe", "POST", "/api/editorial/content/", `{"type":"recipe","language":"de","draft":{"title":" Sp "}}`)
	s.expectError(t, editor, 422, "invalid_field", "POST", "/api/editorial/content/", `{"type":"recipe","language":"de","author":"niemand","draft":{"title":"Spargel"}}`)
	s.expectError(t, editor, 422, "invalid_field", "POST", "/api/editorial/content/", `{"type":"recipe","language":"de","draft":{"title":"Spargel","servings":{"amount":0}}}`)
	s.expectError(t, editor, 400, "malformed_json", "POST", "/api/editorial/content/", `{"type":`)
	var item deskDetail
	decode(t, s.expect(t, editor, 201, "POST", "/api/editorial/content/",
		`{"type":"recipe","language":"de","draft":{"title":"Grüner Spargel vom Blech","servings":{"amount":4}}}`), &item)
	if item.State != "draft" || item.PublishedAt != nil || item.Author != "lena-hoffmann" || len(item.Versions) != 1 ||
		item.Versions[0].Slug != "gruener-spargel-vom-blech" || item.Drafts["de"] == nil {
		t.Fatalf("new draft: %+v", item)
	}
	path := "/api/editorial/content/" + item.ContentID + "/"
	s.expectError(t, anon, 404, "not_found", "GET", "/api/recipes/gruener-spargel-vom-blech/?lang=de", "")
	resp, body := s.do(editor, request{method: "PATCH", path: path, body: `{"state":"live"}`})
	if resp.StatusCode != 422 || errorCode(t, body) != "incomplete_recipe" || !strings.Contains(body, `"field":"drafts.de.image"`) {
		t.Fatalf("publishing a partial draft: %d %s", resp.StatusCode, body)
	}
	s.expectError(t, editor, 422, "invalid_field", "PATCH", path, `{"state":"expired"}`)

	// The whole recipe, with a category, a tag, a known and a new ingredient, and the editor's photo.
	var terms struct{ Data []struct{ Slug string } }
	decode(t, s.expect(t, anon, 200, "GET", "/api/categories/?lang=de&per_page=1", ""), &terms)
	category := terms.Data[0].Slug
	decode(t, s.expect(t, anon, 200, "GET", "/api/tags/?lang=de&per_page=1", ""), &terms)
	tag := terms.Data[0].Slug
	_, body = s.upload(t, editor, photoWithGPS(t, 80, 60))
	var photo struct{ URL string }
	decode(t, body, &photo)
	recipeDraft := func(title, amount, step, category, tag, extra string) string {
		return `{"title":"` + title + `","intro":"Knackig und schnell.","image":{"url":"` + photo.URL + `","alt":"Spargel"},
			"servings":{"amount":4},"duration":{"preparation":10,"baking":20},"difficulty":"easy",
			"ingredients":[{"items":[{"name":{"one":"Zucker"},"amount":` + amount + `,"unit":{"key":"g"}},
				{"name":{"one":"Wunderkraut ` + extra + `"},"amount":2,"unit":{"key":"tbsp"},"note":"gehackt"}]}],
			"steps":[{"text":"Ofen vorheizen."},{"text":"` + step + `"}],"utensils":[{"name":"Blech"}],
			"categories":[{"slug":"` + category + `"}],"tags":[{"slug":"` + tag + `"}]}`
	}
	s.expectError(t, editor, 422, "invalid_field", "PUT", path+"versions/de/", `{"draft":`+recipeDraft("Grüner Spargel vom Blech", "1", "Backen.", "keine-kategorie", tag, "x")+`}`)
	decode(t, s.expect(t, editor, 200, "PUT", path+"versions/de/", `{"draft":`+recipeDraft("Grüner Spargel vom Blech", "1", "20 Minuten backen.", category, tag, "de")+`}`), &item)
	if item.State != "draft" || string(item.Drafts["de"]["steps"]) != `[{"text":"Ofen vorheizen."},{"text":"20 Minuten backen."}]` {
		t.Fatalf("the draft after PUT: %+v", item.Drafts["de"])
	}
	// The twin: written in English (201), and both link to each other once published.
	decode(t, s.expect(t, anon, 200, "GET", "/api/categories/?lang=en&per_page=1", ""), &terms)
	enCategory := terms.Data[0].Slug
	decode(t, s.expect(t, anon, 200, "GET", "/api/tags/?lang=en&per_page=1", ""), &terms)
	enTag := terms.Data[0].Slug
	decode(t, s.expect(t, editor, 201, "PUT", path+"versions/en/", `{"draft":`+recipeDraft("Green asparagus from the tray", "1", "Bake for 20 minutes.", enCategory, enTag, "en")+`}`), &item)
	if len(item.Versions) != 2 || item.Versions[0].Language != "de" || item.Versions[1].Slug != "green-asparagus-from-the-tray" {
		t.Fatalf("with its twin: %+v", item.Versions)
	}
	s.expect(t, editor, 200, "PUT", path+"versions/en/", `{"draft":`+recipeDraft("Green asparagus from the tray", "1", "Bake for 20 minutes.", enCategory, enTag, "en")+`}`)

	decode(t, s.expect(t, editor, 200, "PATCH", path, `{"state":"live"}`), &item)
	if item.State != "live" || item.PublishedAt == nil {
		t.Fatalf("published: %+v", item)
	}
	type recipePage struct {
		Title       string
		Alternate   *struct{ Slug string }
		Categories  []struct{ Slug string }
		Tags        []struct{ Slug string }
		Author      struct{ Slug string }
		Servings    struct{ Unit struct{ One string } }
		Ingredients []struct {
			Items []struct {
				Ingredient string
				Amount     float64
				Note       *string
			}
		}
		Steps []struct{ Text string }
	}
	var de, en recipePage
	decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/gruener-spargel-vom-blech/?lang=de", ""), &de)
	decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/green-asparagus-from-the-tray/?lang=en", ""), &en)
	if de.Alternate == nil || de.Alternate.Slug != "green-asparagus-from-the-tray" || en.Alternate == nil || en.Alternate.Slug != "gruener-spargel-vom-blech" {
		t.Fatalf("twins: %+v / %+v", de.Alternate, en.Alternate)
	}
	if len(de.Categories) != 1 || de.Categories[0].Slug != category || len(de.Tags) != 1 || de.Tags[0].Slug != tag || de.Author.Slug != "lena-hoffmann" ||
		en.Categories[0].Slug != enCategory || en.Servings.Unit.One != "serving" || de.Servings.Unit.One != "Portion" {
		t.Fatalf("terms and author: %+v / %+v", de, en)
	}
	items := de.Ingredients[0].Items
	if len(items) != 2 || items[0].Ingredient != "zucker" || items[0].Amount != 1 || items[1].Note == nil || *items[1].Note != "gehackt" {
		t.Fatalf("ingredients: %+v", de.Ingredients)
	}
	// The new ingredient has its page now, and the recipe is listed on it.
	var ingredient struct {
		RecipeCount int `json:"recipe_count"`
	}
	decode(t, s.expect(t, anon, 200, "GET", "/api/ingredients/"+items[1].Ingredient+"/?lang=de", ""), &ingredient)
	if ingredient.RecipeCount != 1 {
		t.Fatalf("the new ingredient's page: %+v", ingredient)
	}

	// A live recipe stays whole: an edit that drops a step is refused; an amount and a step change.
	resp, body = s.do(editor, request{method: "PUT", path: path + "versions/de/", body: `{"draft":{"title":"Grüner Spargel vom Blech","steps":[{"text":"Nur einer."}]}}`})
	if resp.StatusCode != 422 || errorCode(t, body) != "incomplete_recipe" || !strings.Contains(body, `"field":"draft.image"`) {
		t.Fatalf("an incomplete edit of a live recipe: %d %s", resp.StatusCode, body)
	}
	s.expect(t, editor, 200, "PUT", path+"versions/de/", `{"draft":`+recipeDraft("Grüner Spargel vom Blech", "250", "25 Minuten backen.", category, tag, "de")+`}`)
	decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/gruener-spargel-vom-blech/?lang=de", ""), &de)
	if de.Ingredients[0].Items[0].Amount != 250 || de.Steps[1].Text != "25 Minuten backen." {
		t.Fatalf("the edit is not what readers see: %+v", de)
	}
	// A new slug: the old one answers 301; the twin links to the new one; a taken slug is 409.
	decode(t, s.expect(t, editor, 200, "PUT", path+"versions/de/", `{"slug":"spargel-vom-blech","draft":`+recipeDraft("Grüner Spargel vom Blech", "250", "25 Minuten backen.", category, tag, "de")+`}`), &item)
	resp, _ = s.do(anon, request{method: "GET", path: "/api/recipes/gruener-spargel-vom-blech/?lang=de"})
	if resp.StatusCode != 301 || !strings.HasSuffix(resp.Header.Get("Location"), "/api/recipes/spargel-vom-blech/") {
		t.Fatalf("old slug: %d %s", resp.StatusCode, resp.Header.Get("Location"))
	}
	decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/green-asparagus-from-the-tray/?lang=en", ""), &en)
	if en.Alternate == nil || en.Alternate.Slug != "spargel-vom-blech" {
		t.Fatalf("the twin links to %+v", en.Alternate)
	}
	other := s.recipes(t, "de", 3)
	for _, o := range other {
		if o.ContentID != item.ContentID {
			s.expectError(t, editor, 409, "slug_taken", "PUT", path+"versions/de/", `{"slug":"`+o.Slug+`","draft":`+recipeDraft("Grüner Spargel vom Blech", "250", "25 Minuten backen.", category, tag, "de")+`}`)
			break
		}
	}
	// The GET detail gives back, as a draft, what was written.
	decode(t, s.expect(t, editor, 200, "GET", path, ""), &item)
	if string(item.Drafts["de"]["utensils"]) != `[{"name":"Blech"}]` || !strings.Contains(string(item.Drafts["de"]["ingredients"]), `"note":"gehackt"`) ||
		!strings.Contains(string(item.Drafts["de"]["image"]), `"alt":"Spargel"`) {
		t.Fatalf("drafts: %s", item.Drafts["de"])
	}
	s.expectError(t, editor, 404, "not_found", "PUT", "/api/editorial/content/"+uuid.NewString()+"/versions/de/", `{"draft":{"title":"Spargel"}}`)
	s.expectError(t, editor, 405, "method_not_allowed", "PUT", path+"versions/fr/", `{"draft":{"title":"Spargel"}}`)
	s.expectError(t, editor, 400, "malformed_json", "PUT", path+"versions/de/", `{"draft":`)
	s.expectError(t, editor, 422, "invalid_field", "PUT", path+"versions/de/", `{"draft":{"title":"Spargel"},"state":"live"}`)
	if resp, _ := s.do(editor, request{method: "PUT", path: path + "versions/de/", body: `{"draft":{"title":"` + strings.Repeat("a", 300<<10) + `"}}`}); resp.StatusCode != 413 {
		t.Fatalf("a 300 KiB draft: %d", resp.StatusCode)
	}
	// A cook's community recipe is edited the same way.
	var community struct {
		Data []struct {
			ContentID string `json:"content_id"`
		}
	}
	decode(t, s.expect(t, anon, 200, "GET", "/api/recipes/?community=true&lang=de&per_page=1", ""), &community)
	var cooks deskDetail
	cpath := "/api/editorial/content/" + community.Data[0].ContentID + "/"
	decode(t, s.expect(t, editor, 200, "GET", cpath, ""), &cooks)
	draft := cooks.Drafts["de"]
	draft["intro"] = json.RawMessage(`"Von der Redaktion verbessert."`)
	raw, _ := json.Marshal(map[string]any{"draft": draft})
	decode(t, s.expect(t, editor, 200, "PUT", cpath+"versions/de/", string(raw)), &item)
	if string(item.Drafts["de"]["intro"]) != `"Von der Redaktion verbessert."` || item.State != "live" {
		t.Fatalf("a community recipe edited: %+v", item)
	}

	checkAudit(t, s, editor, item.ContentID, "content.edit", 1)
	checkDeskRoundTrip(t, s)
	checkDeskStories(t, s, editor, cook)
	checkDeskPages(t, s, editor, cook)
}

// checkAudit fails unless the audit log has at least n entries of action about target.
func checkAudit(t *testing.T, s *stack, editor *browser, target, action string, n int) {
	t.Helper()
	var audit struct {
		Data []struct {
			Action   string
			TargetID string          `json:"target_id"`
			Before   json.RawMessage `json:"before"`
			After    json.RawMessage `json:"after"`
		}
	}
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/audit/?per_page=100", ""), &audit)
	found := 0
	for _, e := range audit.Data {
		if e.TargetID == target && e.Action == action && string(e.After) != "null" {
			found++
		}
	}
	if found < n {
		t.Fatalf("audit log: %d × %s of %s, want %d", found, action, target, n)
	}
}

// checkDeskStories writes a new story with every block the desk edits, and edits a seeded story:
// blocks the draft does not edit come back byte for byte.
func checkDeskStories(t *testing.T, s *stack, editor, cook *browser) {
	anon := anonymous(t, s)
	recipe := s.recipes(t, "de", 1)[0]
	_, body := s.upload(t, editor, photoWithGPS(t, 80, 60))
	var photo struct{ URL string }
	decode(t, body, &photo)
	blocks := `[{"type":"headline","text":"Wann?"},{"type":"text","text":"April bis Juni.\n\nDanach <nicht> mehr."},
		{"type":"text","html":"<ul><li>fest</li></ul><script>alert(1)</script>"},{"type":"quote","text":"Immer frisch.","cite":"Lena"},
		{"type":"recipes","title":"Dazu","recipes":["` + recipe.ContentID + `"]}]`
	s.expectError(t, editor, 422, "invalid_field", "POST", "/api/editorial/content/",
		`{"type":"article","language":"de","draft":{"title":"Spargelzeit","blocks":[{"type":"recipes","title":"x","recipes":["`+uuid.NewString()+`"]}]}}`)
	var item deskDetail
	decode(t, s.expect(t, editor, 201, "POST", "/api/editorial/content/", `{"type":"article","language":"de","author":"jonas-weber",
		"draft":{"title":"Spargelzeit im Test","description":"Alles über Spargel.","image":{"url":"`+photo.URL+`"},"blocks":`+blocks+`}}`), &item)
	got := string(item.Drafts["de"]["blocks"])
	want := `[{"text":"Wann?","type":"headline"},{"text":"April bis Juni.\n\nDanach \u003cnicht\u003e mehr.","type":"text"},` +
		`{"html":"\u003cul\u003e\u003cli\u003efest\u003c/li\u003e\u003c/ul\u003e","type":"text"},{"cite":"Lena","text":"Immer frisch.","type":"quote"},` +
		`{"recipes":["` + recipe.ContentID + `"],"title":"Dazu","type":"recipes"}]`
	if got != want || item.Author != "jonas-weber" {
		t.Fatalf("story blocks round trip:\n got %s\nwant %s", got, want)
	}
	path := "/api/editorial/content/" + item.ContentID + "/"
	s.expect(t, editor, 200, "PATCH", path, `{"state":"live"}`)
	var page struct {
		Blocks []map[string]any
	}
	decode(t, s.expect(t, anon, 200, "GET", "/api/articles/spargelzeit-im-test/?lang=de", ""), &page)
	if page.Blocks[1]["html"] != "<p>April bis Juni.</p><p>Danach &lt;nicht&gt; mehr.</p>" || len(page.Blocks[4]["items"].([]any)) != 1 {
		t.Fatalf("the story as readers see it: %+v", page.Blocks)
	}
	checkAudit(t, s, editor, item.ContentID, "content.create", 1)

	// A seeded story with blocks the draft does not edit: a new title and a headline added.
	var list struct{ Data []deskItem }
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/content/?type=article&per_page=100", ""), &list)
	for _, it := range list.Data {
		var story deskDetail
		decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/content/"+it.ContentID+"/", ""), &story)
		var draft struct {
			Blocks []map[string]any `json:"blocks"`
		}
		raw, _ := json.Marshal(story.Drafts["de"])
		json.Unmarshal(raw, &draft)
		kept := -1
		for i, b := range draft.Blocks {
			if b["type"] == "keep" {
				kept = i
			}
		}
		if kept < 0 || story.State != "live" {
			continue
		}
		var before struct{ Blocks []json.RawMessage }
		for _, d := range story.Documents {
			if string(d["language"]) == `"de"` {
				raw, _ := json.Marshal(d)
				json.Unmarshal(raw, &before)
			}
		}
		edited := story.Drafts["de"]
		edited["title"] = json.RawMessage(`"Neu betitelt im Test"`)
		blocks, _ := json.Marshal(append(draft.Blocks, map[string]any{"type": "headline", "text": "Zum Schluss"}))
		edited["blocks"] = blocks
		body, _ := json.Marshal(map[string]any{"draft": edited})
		decode(t, s.expect(t, editor, 200, "PUT", "/api/editorial/content/"+it.ContentID+"/versions/de/", string(body)), &story)
		var after struct{ Blocks []json.RawMessage }
		for _, d := range story.Documents {
			if string(d["language"]) == `"de"` {
				raw, _ := json.Marshal(d)
				json.Unmarshal(raw, &after)
			}
		}
		if len(after.Blocks) != len(before.Blocks)+1 {
			t.Fatalf("blocks: %d before, %d after", len(before.Blocks), len(after.Blocks))
		}
		// Kept blocks keep their bytes; the ones the draft edits are the same JSON.
		for i := range before.Blocks {
			var was, is any
			json.Unmarshal(before.Blocks[i], &was)
			json.Unmarshal(after.Blocks[i], &is)
			if draft.Blocks[i]["type"] == "keep" && !bytes.Equal(before.Blocks[i], after.Blocks[i]) || !reflect.DeepEqual(was, is) {
				t.Fatalf("block %d changed:\n%s\n%s", i, before.Blocks[i], after.Blocks[i])
			}
		}
		return
	}
	t.Fatal("no live seeded story with a block the draft keeps")
}

// checkDeskPages moves a module of the home feed and renames a menu entry; a card that is no
// published item is refused.
func checkDeskPages(t *testing.T, s *stack, editor, cook *browser) {
	anon := anonymous(t, s)
	var feed struct {
		Language string           `json:"language"`
		Group    string           `json:"group"`
		Modules  []map[string]any `json:"modules"`
	}
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/feeds/main/de/", ""), &feed)
	s.expect(t, anon, 200, "GET", "/api/feed/?group=main&lang=de", "")
	last := feed.Modules[len(feed.Modules)-1]
	feed.Modules = append([]map[string]any{last}, feed.Modules[:len(feed.Modules)-1]...)
	body, _ := json.Marshal(feed)
	s.expectError(t, editor, 422, "invalid_field", "PUT", "/api/editorial/feeds/main/en/", string(body))
	s.expectError(t, editor, 422, "invalid_field", "PUT", "/api/editorial/feeds/veganuary/de/", string(body))
	s.expect(t, editor, 200, "PUT", "/api/editorial/feeds/main/de/", string(body))
	var public struct{ Modules []struct{ ID string } }
	decode(t, s.expect(t, anon, 200, "GET", "/api/feed/?group=main&lang=de", ""), &public)
	if public.Modules[0].ID != last["id"] {
		t.Fatalf("the home feed does not lead with the moved module: %+v", public.Modules[:2])
	}
	for i, m := range feed.Modules {
		if items, ok := m["items"].([]any); ok && len(items) > 0 {
			items[0].(map[string]any)["id"] = uuid.NewString()
			body, _ = json.Marshal(feed)
			resp, out := s.do(editor, request{method: "PUT", path: "/api/editorial/feeds/main/de/", body: string(body)})
			if resp.StatusCode != 422 || !strings.Contains(out, fmt.Sprintf(`"field":"modules.%d.items.0.id"`, i)) {
				t.Fatalf("an unknown card: %d %s", resp.StatusCode, out)
			}
			break
		}
	}
	checkAudit(t, s, editor, "main/de", "feed.update", 1)

	var menu map[string]any
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/menu/", ""), &menu)
	entry := menu["entries"].([]any)[0].(map[string]any)
	entry["title"].(map[string]any)["de"] = "Rezepte im Test"
	body, _ = json.Marshal(menu)
	s.expect(t, editor, 200, "PUT", "/api/editorial/menu/", string(body))
	if !strings.Contains(s.expect(t, anon, 200, "GET", "/api/menu/", ""), "Rezepte im Test") {
		t.Fatal("the menu does not show the new label")
	}
	s.expectError(t, editor, 422, "invalid_field", "PUT", "/api/editorial/menu/", `{"entries":"nein"}`)
	checkAudit(t, s, editor, "main", "menu.update", 1)
}

// checkDeskRoundTrip writes every version of every item back as the desk got it: nothing changes
// but the time of the change (the draft covers its fields losslessly and keeps the rest), and the
// gateway has checked every draft against the schema on the way. A new editor takes over every 25
// items, as one may write 60 times a minute.
func checkDeskRoundTrip(t *testing.T, s *stack) {
	// The list is by last change, which writing changes: the ids first.
	var ids []string
	lister := s.editor(t, "Redaktion Liste")
	for page := 1; ; page++ {
		var list struct {
			Meta struct{ Pagination struct{ Pages int } }
			Data []deskItem
		}
		decode(t, s.expect(t, lister, 200, "GET", fmt.Sprintf("/api/editorial/content/?per_page=50&page=%d", page), ""), &list)
		for _, it := range list.Data {
			ids = append(ids, it.ContentID)
		}
		if page >= list.Meta.Pagination.Pages {
			break
		}
	}
	if len(ids) < 50 {
		t.Fatalf("only %d items", len(ids))
	}
	var editor *browser
	for n, id := range ids {
		if n%25 == 0 {
			editor = s.editor(t, fmt.Sprintf("Redaktion %d", n))
		}
		path := "/api/editorial/content/" + id + "/"
		var before deskDetail
		decode(t, s.expect(t, editor, 200, "GET", path, ""), &before)
		for i, d := range before.Documents {
			lang := strings.Trim(string(d["language"]), `"`)
			body, _ := json.Marshal(map[string]any{"draft": before.Drafts[lang]})
			var after deskDetail
			decode(t, s.expect(t, editor, 200, "PUT", path+"versions/"+lang+"/", string(body)), &after)
			was, is := comparable(before.Documents[i]), comparable(after.Documents[i])
			if !reflect.DeepEqual(was, is) {
				a, _ := json.Marshal(was)
				b, _ := json.Marshal(is)
				t.Fatalf("%s (%s) changed by writing its draft back:\n%s\n%s", id, lang, a, b)
			}
		}
	}
}

// comparable is a stored document as JSON values, without the time of its last change.
func comparable(doc map[string]json.RawMessage) map[string]any {
	out := map[string]any{}
	for k, v := range doc {
		if k == "updated_at" {
			continue
		}
		var x any
		json.Unmarshal(v, &x)
		out[k] = x
	}
	return out
}
