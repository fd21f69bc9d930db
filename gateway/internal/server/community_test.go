package server_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/store"
)

// member makes an account with a session directly in the store (the sign-up flow has tests of
// its own, and 50 sign-ups from one address would meet its rate limit) and returns a browser
// holding the sealed session cookie, as after a login.
func (s *stack) member(t *testing.T, name string) *browser {
	t.Helper()
	raw := make([]byte, 32)
	rand.Read(raw)
	token := base64.RawURLEncoding.EncodeToString(raw)
	sum := sha256.Sum256([]byte(token))
	now := time.Now()
	id := uuid.NewString()
	u := store.User{ID: id, Email: id + "@example.org", Name: name, Slug: "cook-" + id[:8], Language: "de", CreatedAt: now, UpdatedAt: now}
	sess := store.Session{TokenHash: hex.EncodeToString(sum[:]), CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(24 * time.Hour)}
	if err := s.store.CreateUser(context.Background(), u, nil, sess); err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	s.sessions.Start(rec, token)
	b := newBrowser(t, s.url)
	base, _ := url.Parse(s.url)
	b.client.Jar.SetCookies(base, rec.Result().Cookies())
	return b
}

// expect sends a request and fails unless the status is want; it returns the body.
func (s *stack) expect(t *testing.T, b *browser, want int, method, path, body string) string {
	t.Helper()
	resp, out := s.do(b, request{method: method, path: path, body: body})
	if resp.StatusCode != want {
		t.Fatalf("%s %s: %d, want %d: %s", method, path, resp.StatusCode, want, out)
	}
	return out
}

// expectError sends a request and fails unless it is the error want with code.
func (s *stack) expectError(t *testing.T, b *browser, want int, code, method, path, body string) {
	t.Helper()
	resp, out := s.do(b, request{method: method, path: path, body: body})
	if resp.StatusCode != want || errorCode(t, out) != code {
		t.Fatalf("%s %s: %d %s, want %d %s", method, path, resp.StatusCode, out, want, code)
	}
}

type recipeRef struct {
	ID, ContentID, Slug string
}

func (s *stack) recipes(t *testing.T, lang string, n int) []recipeRef {
	t.Helper()
	var list struct {
		Data []struct {
			ID        string `json:"id"`
			ContentID string `json:"content_id"`
			Slug      string `json:"slug"`
		}
	}
	_, body := s.do(newBrowser(t, s.url), request{method: "GET", path: fmt.Sprintf("/api/recipes/?per_page=%d&lang=%s", n, lang)})
	decode(t, body, &list)
	out := make([]recipeRef, len(list.Data))
	for i, r := range list.Data {
		out[i] = recipeRef{r.ID, r.ContentID, r.Slug}
	}
	return out
}

func checkCommunity(t *testing.T, s *stack) {
	t.Run("cookbooks", func(t *testing.T) { s.t = t; checkCookbooks(t, s) })
	t.Run("comments", func(t *testing.T) { s.t = t; checkComments(t, s) })
	t.Run("ratings", func(t *testing.T) { s.t = t; checkRatings(t, s) })
	t.Run("reports", func(t *testing.T) { s.t = t; checkReports(t, s) })
	t.Run("shopping list", func(t *testing.T) { s.t = t; checkShoppingList(t, s) })
	t.Run("concurrency", func(t *testing.T) { s.t = t; checkCommunityConcurrency(t, s) })
	t.Run("account deletion", func(t *testing.T) { s.t = t; checkCommunityDeletion(t, s) })
}

// checkCommunityDeletion deletes an account that rated, liked a comment, wrote one with a photo
// and kept a list: its traces go, and the counts of everyone else's things stay exact.
func checkCommunityDeletion(t *testing.T, s *stack) {
	stays, leaves := s.member(t, "Bleibt"), s.member(t, "Geht")
	r := s.recipes(t, "de", 6)[5]
	var kept commentBody
	decode(t, s.expect(t, stays, 201, "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"Bleibt stehen"}`), &kept)
	s.expect(t, stays, 200, "PUT", "/api/users/me/rating/", `{"content_id":"`+r.ID+`","rating":1}`)
	s.expect(t, leaves, 200, "PUT", "/api/users/me/rating/", `{"content_id":"`+r.ID+`","rating":5}`)
	s.expect(t, leaves, 201, "POST", "/api/users/me/likes/comments/", `{"id":"`+kept.ID+`"}`)
	_, body := s.upload(t, leaves, photoWithGPS(t, 16, 16))
	var photo struct{ ID, URL string }
	decode(t, body, &photo)
	s.expect(t, leaves, 201, "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"Geht mit","image_ids":["`+photo.ID+`"]}`)
	s.expect(t, leaves, 200, "POST", "/api/users/me/shopping-list/recipes/", `{"id":"`+r.ID+`","servings":2}`)
	list := "/api/users/comments/?content=" + r.ContentID
	s.expect(t, anonymous(t, s), 200, "GET", list, "") // cached now

	var me struct{ User struct{ Email string } }
	decode(t, s.expect(t, leaves, 200, "GET", "/api/users/me/", ""), &me)
	s.expect(t, leaves, 204, "DELETE", "/api/users/me/", `{"password":"`+me.User.Email+`"}`)

	var got ratingBody
	decode(t, s.expect(t, stays, 200, "GET", "/api/users/me/rating/?content_id="+r.ID, ""), &got)
	if got.Count != 1 || *got.Average != 1 {
		t.Fatalf("rating after the account went: %+v", got)
	}
	var recipe struct {
		Rating struct {
			Average float64
			Count   int
		}
	}
	decode(t, s.expect(t, anonymous(t, s), 200, "GET", "/api/recipes/"+r.Slug+"/", ""), &recipe)
	if recipe.Rating.Count != 1 || recipe.Rating.Average != 1 {
		t.Fatalf("the recipe's rating after the account went: %+v", recipe.Rating)
	}
	var page struct{ Data []commentBody }
	decode(t, s.expect(t, anonymous(t, s), 200, "GET", list, ""), &page)
	for _, c := range page.Data {
		if c.Text == "Geht mit" {
			t.Fatal("the deleted account's comment is still listed")
		}
		if c.ID == kept.ID && c.LikeCount != 0 {
			t.Fatalf("the deleted account's like still counts: %d", c.LikeCount)
		}
	}
	if _, err := s.store.MediaByPath(context.Background(), strings.TrimPrefix(photo.URL, "/api/media/")); err == nil {
		t.Fatal("the deleted account's photo is still stored")
	}
}

type cookbookBody struct {
	ID        string                `json:"id"`
	Name      string                `json:"name"`
	ItemCount int                   `json:"item_count"`
	Cover     *struct{ URL string } `json:"cover"`
}

func checkCookbooks(t *testing.T, s *stack) {
	anna, ben := s.member(t, "Anna"), s.member(t, "Ben")
	r := s.recipes(t, "de", 3)
	s.expectError(t, newBrowser(t, s.url), 401, "unauthorized", "GET", "/api/users/me/cookbooks/", "")
	if body := s.expect(t, anna, 200, "GET", "/api/users/me/cookbooks/", ""); body != `{"data":[]}` {
		t.Fatalf("a new user has cookbooks: %s", body)
	}
	var sunday, weekday cookbookBody
	decode(t, s.expect(t, anna, 201, "POST", "/api/users/me/cookbooks/", `{"name":"  Sonntagsessen "}`), &sunday)
	if sunday.Name != "Sonntagsessen" || sunday.ItemCount != 0 || sunday.Cover != nil {
		t.Fatalf("created: %+v", sunday)
	}
	decode(t, s.expect(t, anna, 201, "POST", "/api/users/me/cookbooks/", `{"name":"Unter der Woche"}`), &weekday)
	s.expectError(t, anna, 409, "cookbook_exists", "POST", "/api/users/me/cookbooks/", `{"name":"SONNTAGSESSEN"}`)
	s.expectError(t, anna, 422, "invalid_field", "POST", "/api/users/me/cookbooks/", `{"name":""}`)
	s.expectError(t, anna, 422, "invalid_field", "POST", "/api/users/me/cookbooks/", `{"name":"   "}`)
	s.expectError(t, anna, 422, "invalid_field", "POST", "/api/users/me/cookbooks/", `{"name":"`+strings.Repeat("x", 61)+`"}`)
	s.expectError(t, anna, 422, "invalid_field", "POST", "/api/users/me/cookbooks/", `{"name":"a","owner":"b"}`)
	s.expectError(t, anna, 400, "malformed_json", "POST", "/api/users/me/cookbooks/", `{"name":`)
	s.expectError(t, anna, 413, "too_large", "POST", "/api/users/me/cookbooks/", `{"name":"`+strings.Repeat("x", 20<<10)+`"}`)

	// Save recipes (by either id), again (200), and list them newest first.
	items := "/api/users/me/cookbooks/" + sunday.ID + "/items/"
	s.expect(t, anna, 201, "POST", items, `{"id":"`+r[0].ID+`"}`)
	s.expect(t, anna, 200, "POST", items, `{"id":"`+r[0].ContentID+`"}`)
	var after cookbookBody
	decode(t, s.expect(t, anna, 201, "POST", items, `{"id":"`+r[1].ID+`"}`), &after)
	if after.ItemCount != 2 || after.Cover == nil {
		t.Fatalf("after two saves: %+v", after)
	}
	s.expectError(t, anna, 404, "not_found", "POST", items, `{"id":"`+uuid.NewString()+`"}`)
	var page struct {
		Meta struct{ Pagination struct{ Total int } }
		Data []struct{ ID string }
	}
	decode(t, s.expect(t, anna, 200, "GET", items, ""), &page)
	if page.Meta.Pagination.Total != 2 || page.Data[0].ID != r[1].ID || page.Data[1].ID != r[0].ID {
		t.Fatalf("items: %+v", page)
	}
	// The English list shows the English versions.
	decode(t, s.expect(t, anna, 200, "GET", items+"?lang=en", ""), &page)
	if page.Data[1].ID == r[0].ID {
		t.Fatal("the English list shows the German version")
	}

	// Which cookbooks hold an item, asked by either version's id or the content id: a page's save
	// button shows "saved" from it. Nobody else learns anything about Anna's.
	for _, id := range []string{r[0].ID, r[0].ContentID, strings.ToUpper(r[0].ID)} {
		if body := s.expect(t, anna, 200, "GET", "/api/users/me/cookbooks/?item="+id, ""); !strings.Contains(body, `"holding":["`+sunday.ID+`"]`) {
			t.Errorf("holding %s: %s", id, body)
		}
	}
	for _, id := range []string{r[2].ID, uuid.NewString()} {
		if body := s.expect(t, anna, 200, "GET", "/api/users/me/cookbooks/?item="+id, ""); !strings.Contains(body, `"holding":[]`) {
			t.Errorf("an item in no cookbook is held: %s", body)
		}
	}
	if body := s.expect(t, ben, 200, "GET", "/api/users/me/cookbooks/?item="+r[0].ID, ""); body != `{"data":[],"holding":[]}` {
		t.Errorf("Ben sees Anna's cookbooks: %s", body)
	}
	s.expectError(t, anna, 400, "invalid_parameter", "GET", "/api/users/me/cookbooks/?item=carbonara", "")
	s.expectError(t, anna, 400, "unknown_parameter", "GET", "/api/users/me/cookbooks/?items="+r[0].ID, "")
	s.expectError(t, newBrowser(t, s.url), 401, "unauthorized", "GET", "/api/users/me/cookbooks/?item="+r[0].ID, "")

	// Someone else's cookbook does not exist for them, whatever they try.
	other := "/api/users/me/cookbooks/" + sunday.ID + "/"
	s.expectError(t, ben, 404, "not_found", "GET", items, "")
	s.expectError(t, ben, 404, "not_found", "POST", items, `{"id":"`+r[2].ID+`"}`)
	s.expectError(t, ben, 404, "not_found", "PATCH", other, `{"name":"Meins"}`)
	s.expectError(t, ben, 404, "not_found", "DELETE", other, "")
	s.expectError(t, ben, 404, "not_found", "DELETE", items+r[0].ContentID+"/", "")
	var bens cookbookBody
	decode(t, s.expect(t, ben, 201, "POST", "/api/users/me/cookbooks/", `{"name":"Sonntagsessen"}`), &bens) // names are per user
	s.expectError(t, ben, 404, "not_found", "POST", items+r[0].ContentID+"/move/", `{"to":"`+bens.ID+`"}`)
	s.expectError(t, anna, 404, "not_found", "POST", items+r[0].ContentID+"/move/", `{"to":"`+bens.ID+`"}`)
	s.expectError(t, anna, 404, "not_found", "GET", "/api/users/me/cookbooks/not-an-id/items/", "")

	// Rename, move, remove, delete.
	s.expectError(t, anna, 409, "cookbook_exists", "PATCH", other, `{"name":"unter der woche"}`)
	var renamed cookbookBody
	decode(t, s.expect(t, anna, 200, "PATCH", other, `{"name":"Sonntag"}`), &renamed)
	if renamed.Name != "Sonntag" || renamed.ItemCount != 2 {
		t.Fatalf("renamed: %+v", renamed)
	}
	var moved cookbookBody
	decode(t, s.expect(t, anna, 200, "POST", items+r[0].ID+"/move/", `{"to":"`+weekday.ID+`"}`), &moved)
	if moved.ID != weekday.ID || moved.ItemCount != 1 {
		t.Fatalf("moved: %+v", moved)
	}
	s.expectError(t, anna, 404, "not_found", "POST", items+r[0].ContentID+"/move/", `{"to":"`+weekday.ID+`"}`)
	s.expect(t, anna, 204, "DELETE", items+r[1].ContentID+"/", "")
	var books struct{ Data []cookbookBody }
	decode(t, s.expect(t, anna, 200, "GET", "/api/users/me/cookbooks/", ""), &books)
	if len(books.Data) != 2 || books.Data[0].ID != sunday.ID || books.Data[0].ItemCount != 0 || books.Data[1].ItemCount != 1 {
		t.Fatalf("cookbooks: %+v", books.Data)
	}
	s.expect(t, anna, 204, "DELETE", other, "")
	s.expectError(t, anna, 404, "not_found", "GET", items, "")

	// At most 100 cookbooks.
	limited := s.member(t, "Carla")
	for i := range 100 {
		if err := s.store.CreateCookbook(context.Background(), userID(t, s, limited), uuid.NewString(), fmt.Sprint("Buch ", i), 100, time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	s.expectError(t, limited, 422, "limit_reached", "POST", "/api/users/me/cookbooks/", `{"name":"Noch eins"}`)
}

func userID(t *testing.T, s *stack, b *browser) string {
	t.Helper()
	var me struct{ User struct{ ID string } }
	decode(t, s.expect(t, b, 200, "GET", "/api/users/me/", ""), &me)
	return me.User.ID
}

// photoWithGPS is a JPEG whose EXIF says "rotate 90° clockwise" and holds a GPS position.
func photoWithGPS(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 120, 255})
		}
	}
	var plain bytes.Buffer
	jpeg.Encode(&plain, img, &jpeg.Options{Quality: 90})
	// TIFF (little endian): IFD0 with Orientation=6 and a GPS IFD pointer; the GPS IFD has
	// GPSLatitudeRef "N".
	var tiff bytes.Buffer
	le := binary.LittleEndian
	tiff.WriteString("II")
	binary.Write(&tiff, le, uint16(42))
	binary.Write(&tiff, le, uint32(8))
	binary.Write(&tiff, le, uint16(2)) // two entries
	binary.Write(&tiff, le, []uint16{0x0112, 3})
	binary.Write(&tiff, le, uint32(1))
	binary.Write(&tiff, le, []uint16{6, 0})
	binary.Write(&tiff, le, []uint16{0x8825, 4})
	binary.Write(&tiff, le, uint32(1))
	binary.Write(&tiff, le, uint32(8+2+2*12+4))
	binary.Write(&tiff, le, uint32(0))
	binary.Write(&tiff, le, uint16(1)) // GPS IFD
	binary.Write(&tiff, le, []uint16{0x0001, 2})
	binary.Write(&tiff, le, uint32(2))
	tiff.WriteString("N\x00\x00\x00")
	binary.Write(&tiff, le, uint32(0))
	app1 := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	out := []byte{0xff, 0xd8, 0xff, 0xe1, byte((len(app1) + 2) >> 8), byte(len(app1) + 2)}
	out = append(out, app1...)
	return append(out, plain.Bytes()[2:]...)
}

// upload posts a photo as the comment form does.
func (s *stack) upload(t *testing.T, b *browser, data []byte) (*http.Response, string) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, _ := mw.CreateFormFile("file", "IMG_0001.jpg")
	part.Write(data)
	mw.Close()
	req, _ := http.NewRequest("POST", s.url+"/api/users/comments/images/", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("X-Requested-With", "fetch")
	req.Header.Set("Origin", s.url)
	resp, err := b.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return resp, string(out)
}

type commentBody struct {
	ID        string `json:"id"`
	Text      string `json:"text"`
	LikeCount int    `json:"like_count"`
	Images    []struct {
		ID, URL       string
		Width, Height int
	} `json:"images"`
}

func checkComments(t *testing.T, s *stack) {
	anna, ben := s.member(t, "Anna"), s.member(t, "Ben")
	anonymous := newBrowser(t, s.url)
	r := s.recipes(t, "de", 1)[0]
	list := "/api/users/comments/?content=" + r.ContentID

	// A photo: stored upright and without any metadata.
	resp, body := s.upload(t, anna, photoWithGPS(t, 64, 48))
	if resp.StatusCode != 201 || resp.Header.Get("Cache-Control") != "private, no-store" {
		t.Fatalf("upload: %d %s", resp.StatusCode, body)
	}
	var photo struct {
		ID, URL       string
		Width, Height int
	}
	decode(t, body, &photo)
	if photo.Width != 48 || photo.Height != 64 {
		t.Fatalf("the EXIF orientation was not applied: %dx%d", photo.Width, photo.Height)
	}
	resp, stored := s.do(anonymous, request{method: "GET", path: photo.URL})
	if resp.Header.Get("Cache-Control") != "public, max-age=3600" {
		t.Fatalf("a user's photo is kept downstream with %q; it may be deleted any time", resp.Header.Get("Cache-Control"))
	}
	if !strings.HasPrefix(stored, "\xff\xd8") || strings.Contains(stored, "Exif") || strings.Contains(stored, "N\x00\x00\x00") {
		t.Fatal("the stored photo kept its EXIF (GPS) data")
	}
	if resp, body := s.upload(t, anna, []byte("GIF89a not a photo")); resp.StatusCode != 422 || errorCode(t, body) != "unsupported_image" {
		t.Fatalf("a GIF: %d %s", resp.StatusCode, body)
	}
	if resp, body := s.upload(t, anna, append([]byte{0xff, 0xd8, 0xff}, make([]byte, 100)...)); resp.StatusCode != 422 || errorCode(t, body) != "not_an_image" {
		t.Fatalf("a broken JPEG: %d %s", resp.StatusCode, body)
	}
	if resp, body := s.upload(t, anna, make([]byte, 10<<20+1)); resp.StatusCode != 413 {
		t.Fatalf("11 MB: %d %s", resp.StatusCode, body)
	}
	if resp, _ := s.upload(t, anonymous, photoWithGPS(t, 8, 8)); resp.StatusCode != 401 {
		t.Fatalf("anonymous upload: %d", resp.StatusCode)
	}
	var mine struct{ Data []struct{ ID string } }
	decode(t, s.expect(t, anna, 200, "GET", "/api/users/me/images/", ""), &mine)
	if len(mine.Data) != 1 || mine.Data[0].ID != photo.ID {
		t.Fatalf("own images: %+v", mine)
	}

	// The list is cached for everyone, and a new comment shows at once.
	if body := s.expect(t, anonymous, 200, "GET", list, ""); !strings.Contains(body, `"total":0`) {
		t.Fatalf("empty list: %s", body)
	}
	s.expectError(t, ben, 422, "image_unavailable", "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"Lecker","image_ids":["`+photo.ID+`"]}`)
	var c1 commentBody
	text := `Sehr lecker! <script>alert(1)</script> https://example.org`
	decode(t, s.expect(t, anna, 201, "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"`+strings.ReplaceAll(text, `"`, `\"`)+`","image_ids":["`+photo.ID+`"]}`), &c1)
	if c1.Text != text || len(c1.Images) != 1 || c1.Images[0].ID != photo.ID {
		t.Fatalf("comment: %+v", c1)
	}
	s.expectError(t, ben, 422, "image_unavailable", "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"Meins","image_ids":["`+photo.ID+`"]}`)
	var page struct {
		Meta struct{ Pagination struct{ Total int } }
		Data []commentBody
	}
	decode(t, s.expect(t, anonymous, 200, "GET", list, ""), &page)
	if page.Meta.Pagination.Total != 1 || page.Data[0].Text != text || len(page.Data[0].Images) != 1 {
		t.Fatalf("the cached list did not show the new comment: %+v", page)
	}
	s.expect(t, ben, 201, "POST", "/api/users/comments/", `{"content_id":"`+r.ContentID+`","text":"Zweiter"}`)
	decode(t, s.expect(t, anonymous, 200, "GET", list+"&page=1", ""), &page)
	if page.Meta.Pagination.Total != 2 || page.Data[0].Text != "Zweiter" {
		t.Fatalf("newest first: %+v", page)
	}

	// Bad input.
	s.expectError(t, anonymous, 400, "invalid_parameter", "GET", "/api/users/comments/", "")
	s.expectError(t, anonymous, 404, "not_found", "GET", "/api/users/comments/?content="+uuid.NewString(), "")
	s.expectError(t, anonymous, 401, "unauthorized", "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"x"}`)
	s.expectError(t, anna, 422, "invalid_field", "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"  "}`)
	s.expectError(t, anna, 422, "invalid_field", "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"`+strings.Repeat("a", 2001)+`"}`)
	s.expectError(t, anna, 422, "invalid_field", "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"x","image_ids":["`+uuid.NewString()+`","`+uuid.NewString()+`","`+uuid.NewString()+`","`+uuid.NewString()+`"]}`)
	s.expectError(t, anna, 404, "not_found", "POST", "/api/users/comments/", `{"content_id":"`+uuid.NewString()+`","text":"x"}`)

	// Likes are exact and show in the public list at once.
	var liked struct {
		LikeCount int `json:"like_count"`
	}
	decode(t, s.expect(t, ben, 201, "POST", "/api/users/me/likes/comments/", `{"id":"`+c1.ID+`"}`), &liked)
	decode(t, s.expect(t, ben, 200, "POST", "/api/users/me/likes/comments/", `{"id":"`+c1.ID+`"}`), &liked)
	if liked.LikeCount != 1 {
		t.Fatalf("like count after a double like: %d", liked.LikeCount)
	}
	if body := s.expect(t, ben, 200, "GET", "/api/users/me/likes/comments/?content="+r.ContentID, ""); !strings.Contains(body, c1.ID) {
		t.Fatalf("liked comments: %s", body)
	}
	decode(t, s.expect(t, anonymous, 200, "GET", list, ""), &page)
	if page.Data[1].LikeCount != 1 {
		t.Fatalf("like count in the list: %+v", page.Data[1])
	}
	s.expect(t, ben, 204, "DELETE", "/api/users/me/likes/comments/"+c1.ID+"/", "")
	s.expect(t, ben, 204, "DELETE", "/api/users/me/likes/comments/"+c1.ID+"/", "")
	s.expectError(t, ben, 404, "not_found", "POST", "/api/users/me/likes/comments/", `{"id":"`+uuid.NewString()+`"}`)

	// Only the writer deletes a comment; the photo goes with it.
	s.expectError(t, ben, 404, "not_found", "DELETE", "/api/users/comments/"+c1.ID+"/", "")
	s.expect(t, anna, 204, "DELETE", "/api/users/comments/"+c1.ID+"/", "")
	s.expectError(t, anna, 404, "not_found", "DELETE", "/api/users/comments/"+c1.ID+"/", "")
	decode(t, s.expect(t, anonymous, 200, "GET", list, ""), &page)
	if page.Meta.Pagination.Total != 1 {
		t.Fatalf("after delete: %+v", page)
	}
	if resp, _ := s.do(anonymous, request{method: "GET", path: photo.URL + "?v=gone"}); resp.StatusCode != 404 {
		t.Fatalf("the photo of a deleted comment is still served: %d", resp.StatusCode)
	}

	// A flood of comments is stopped.
	flooder := s.member(t, "Flood")
	for i := range 30 {
		s.expect(t, flooder, 201, "POST", "/api/users/comments/", fmt.Sprintf(`{"content_id":"%s","text":"Nummer %d"}`, r.ID, i))
	}
	resp, body = s.do(flooder, request{method: "POST", path: "/api/users/comments/", body: `{"content_id":"` + r.ID + `","text":"eins zu viel"}`})
	if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" || errorCode(t, body) != "rate_limited" {
		t.Fatalf("comment flood: %d %s (Retry-After %q)", resp.StatusCode, body, resp.Header.Get("Retry-After"))
	}
	decode(t, s.expect(t, anonymous, 200, "GET", list+"&page=2", ""), &page)
	if page.Meta.Pagination.Total != 31 || len(page.Data) != 11 {
		t.Fatalf("page 2 of 31: total %d, %d items", page.Meta.Pagination.Total, len(page.Data))
	}

	// And a flood of photos (by someone else: the writes of one minute have a limit of their own).
	small, uploader := photoWithGPS(t, 8, 8), s.member(t, "Fotograf")
	for range 30 {
		if resp, body := s.upload(t, uploader, small); resp.StatusCode != 201 {
			t.Fatalf("upload: %d %s", resp.StatusCode, body)
		}
	}
	resp, body = s.upload(t, uploader, small)
	if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" || errorCode(t, body) != "rate_limited" {
		t.Fatalf("upload flood: %d %s", resp.StatusCode, body)
	}
}

type ratingBody struct {
	Average *float64 `json:"average"`
	Count   int      `json:"count"`
	Mine    *int     `json:"mine"`
}

func checkRatings(t *testing.T, s *stack) {
	anna, ben := s.member(t, "Anna"), s.member(t, "Ben")
	r := s.recipes(t, "de", 2)[1]
	var got ratingBody
	decode(t, s.expect(t, anna, 200, "GET", "/api/users/me/rating/?content_id="+r.ID, ""), &got)
	if got.Average != nil || got.Count != 0 || got.Mine != nil {
		t.Fatalf("before: %+v", got)
	}
	s.expect(t, anonymous(t, s), 200, "GET", "/api/recipes/"+r.Slug+"/", "") // cache the page
	decode(t, s.expect(t, anna, 200, "PUT", "/api/users/me/rating/", `{"content_id":"`+r.ID+`","rating":4}`), &got)
	if *got.Average != 4 || got.Count != 1 || *got.Mine != 4 {
		t.Fatalf("after one: %+v", got)
	}
	decode(t, s.expect(t, ben, 200, "PUT", "/api/users/me/rating/", `{"content_id":"`+r.ContentID+`","rating":5}`), &got)
	decode(t, s.expect(t, ben, 200, "PUT", "/api/users/me/rating/", `{"content_id":"`+r.ContentID+`","rating":1}`), &got)
	if *got.Average != 2.5 || got.Count != 2 || *got.Mine != 1 {
		t.Fatalf("after a change: %+v", got)
	}
	var page struct {
		Rating *struct {
			Average float64
			Count   int
		}
	}
	decode(t, s.expect(t, anonymous(t, s), 200, "GET", "/api/recipes/"+r.Slug+"/", ""), &page)
	if page.Rating == nil || page.Rating.Average != 2.5 || page.Rating.Count != 2 {
		t.Fatalf("the cached recipe does not show the new rating: %+v", page.Rating)
	}
	decode(t, s.expect(t, ben, 200, "DELETE", "/api/users/me/rating/?content_id="+r.ID, ""), &got)
	if *got.Average != 4 || got.Count != 1 || got.Mine != nil {
		t.Fatalf("after removing mine: %+v", got)
	}
	// The recipe may come in the body too; taking back a rating twice is no error.
	decode(t, s.expect(t, anna, 200, "DELETE", "/api/users/me/rating/", `{"content_id":"`+r.ContentID+`"}`), &got)
	decode(t, s.expect(t, anna, 200, "DELETE", "/api/users/me/rating/", `{"content_id":"`+r.ContentID+`"}`), &got)
	if got.Average != nil || got.Count != 0 || got.Mine != nil {
		t.Fatalf("after both took theirs back: %+v", got)
	}
	s.expectError(t, anna, 422, "invalid_field", "DELETE", "/api/users/me/rating/", `{"content_id":"nope"}`)
	s.expectError(t, anna, 400, "invalid_parameter", "DELETE", "/api/users/me/rating/", "")
	decode(t, s.expect(t, anna, 200, "PUT", "/api/users/me/rating/", `{"content_id":"`+r.ID+`","rating":4}`), &got)
	s.expectError(t, anna, 422, "invalid_field", "PUT", "/api/users/me/rating/", `{"content_id":"`+r.ID+`","rating":6}`)
	s.expectError(t, anna, 422, "invalid_field", "PUT", "/api/users/me/rating/", `{"content_id":"`+r.ID+`","rating":2.5}`)
	s.expectError(t, anna, 404, "not_found", "PUT", "/api/users/me/rating/", `{"content_id":"`+uuid.NewString()+`","rating":3}`)
	s.expectError(t, anonymous(t, s), 401, "unauthorized", "PUT", "/api/users/me/rating/", `{"content_id":"`+r.ID+`","rating":3}`)
	var story struct{ Data []struct{ ID string } }
	decode(t, s.expect(t, anna, 200, "GET", "/api/articles/?per_page=1", ""), &story)
	s.expectError(t, anna, 404, "not_found", "PUT", "/api/users/me/rating/", `{"content_id":"`+story.Data[0].ID+`","rating":3}`)
}

func anonymous(t *testing.T, s *stack) *browser { return newBrowser(t, s.url) }

func checkReports(t *testing.T, s *stack) {
	writer := s.member(t, "Writer")
	r := s.recipes(t, "de", 3)[2]
	var c commentBody
	decode(t, s.expect(t, writer, 201, "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"Kauft bei mir!"}`), &c)
	report := `{"target":"comment","id":"` + c.ID + `","reason":"spam"}`
	list := "/api/users/comments/?content=" + r.ContentID
	for i := range 3 {
		reporter := s.member(t, fmt.Sprint("Reporter ", i))
		s.expect(t, reporter, 201, "POST", "/api/report/abuse/", report)
		if i < 2 {
			s.expect(t, reporter, 200, "POST", "/api/report/abuse/", report) // no duplicate
			if body := s.expect(t, anonymous(t, s), 200, "GET", list, ""); !strings.Contains(body, c.ID) {
				t.Fatalf("hidden after %d reports", i+1)
			}
		}
	}
	if body := s.expect(t, anonymous(t, s), 200, "GET", list, ""); strings.Contains(body, c.ID) {
		t.Fatal("a comment reported by three users is still shown")
	}
	someone := s.member(t, "Someone")
	s.expectError(t, someone, 404, "not_found", "POST", "/api/report/abuse/", report) // hidden now
	s.expect(t, someone, 201, "POST", "/api/report/abuse/", `{"target":"recipe","id":"`+r.ID+`","reason":"copyright","text":"Aus meinem Buch"}`)
	s.expectError(t, someone, 404, "not_found", "POST", "/api/report/abuse/", `{"target":"user","id":"nobody-here","reason":"other"}`)
	s.expectError(t, someone, 422, "invalid_field", "POST", "/api/report/abuse/", `{"target":"feed","id":"`+r.ID+`","reason":"spam"}`)
	s.expectError(t, someone, 422, "invalid_field", "POST", "/api/report/abuse/", `{"target":"recipe","id":"`+r.ID+`","reason":"boring"}`)
	s.expectError(t, anonymous(t, s), 401, "unauthorized", "POST", "/api/report/abuse/", report)

	// The editors' queue: one line per reported thing; nobody else may read it.
	s.expectError(t, someone, 403, "forbidden", "GET", "/api/editorial/reports/", "")
	s.expectError(t, anonymous(t, s), 401, "unauthorized", "GET", "/api/editorial/reports/", "")
	editor := s.member(t, "Redaktion")
	var me struct{ User struct{ Email, Role string } }
	decode(t, s.expect(t, editor, 200, "GET", "/api/users/me/", ""), &me)
	if me.User.Role != "user" {
		t.Fatalf("a new account's role: %q", me.User.Role)
	}
	if err := s.store.SetRole(context.Background(), me.User.Email, "editor", time.Now()); err != nil {
		t.Fatal(err)
	}
	var queue struct {
		Data []struct {
			Target, ID, Preview, Author string
			Reporters                   int
			Reasons                     map[string]int
			Hidden                      bool
		}
	}
	decode(t, s.expect(t, editor, 200, "GET", "/api/editorial/reports/?per_page=100", ""), &queue)
	var sawComment, sawRecipe bool
	for _, g := range queue.Data {
		switch {
		case g.Target == "comment" && g.ID == c.ID:
			sawComment = g.Reporters == 3 && g.Reasons["spam"] == 3 && g.Hidden && g.Preview == "Kauft bei mir!" && g.Author == "Writer"
		case g.Target == "recipe" && g.ID == r.ID:
			sawRecipe = g.Reasons["copyright"] >= 1
		}
	}
	if !sawComment || !sawRecipe {
		t.Fatalf("the queue does not show the hidden comment and the reported recipe: %+v", queue.Data)
	}

	// A flood of reports is stopped, repeats included.
	flooder := s.member(t, "Melder")
	recipeReport := `{"target":"recipe","id":"` + r.ID + `","reason":"spam"}`
	s.expect(t, flooder, 201, "POST", "/api/report/abuse/", recipeReport)
	for range 19 {
		s.expect(t, flooder, 200, "POST", "/api/report/abuse/", recipeReport)
	}
	resp, body := s.do(flooder, request{method: "POST", path: "/api/report/abuse/", body: recipeReport})
	if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" || errorCode(t, body) != "rate_limited" {
		t.Fatalf("report flood: %d %s", resp.StatusCode, body)
	}
}

type listBody struct {
	Data []struct {
		Aisle, Title string
		Items        []struct {
			ID      string   `json:"id"`
			Text    string   `json:"text"`
			Amount  *float64 `json:"amount"`
			Checked bool     `json:"checked"`
			Recipes []struct {
				ContentID string `json:"content_id"`
			} `json:"recipes"`
		}
	}
	Meta struct{ Total, Checked int }
}

func (l listBody) find(text string) (aisle string, checked bool, amount float64, recipes int) {
	for _, a := range l.Data {
		for _, it := range a.Items {
			if strings.HasSuffix(it.Text, text) {
				if it.Amount != nil {
					amount = *it.Amount
				}
				return a.Aisle, it.Checked, amount, len(it.Recipes)
			}
		}
	}
	return "", false, 0, 0
}

// has tells whether an item of the list reads text.
func (l listBody) has(text string) bool {
	for _, a := range l.Data {
		for _, it := range a.Items {
			if it.Text == text {
				return true
			}
		}
	}
	return false
}

func checkShoppingList(t *testing.T, s *stack) {
	anna, ben := s.member(t, "Anna"), s.member(t, "Ben")
	var carbonara, kaiserschmarrn recipeRef
	for _, r := range s.recipes(t, "de", 100) {
		switch r.Slug {
		case "spaghetti-carbonara":
			carbonara = r
		case "kaiserschmarrn":
			kaiserschmarrn = r
		}
	}
	if carbonara.ID == "" || kaiserschmarrn.ID == "" {
		t.Fatal("the demo recipes are missing")
	}
	var l listBody
	decode(t, s.expect(t, anna, 200, "POST", "/api/users/me/shopping-list/recipes/", `{"id":"`+carbonara.ID+`","servings":6}`), &l)
	aisle, _, spaghetti, _ := l.find("Spaghetti")
	if aisle != "dry_goods" || spaghetti != 600 {
		t.Fatalf("carbonara at 6 servings: spaghetti %v in %q: %+v", spaghetti, aisle, l)
	}
	if a, _, _, _ := l.find("Guanciale"); a != "meat_fish" {
		t.Fatalf("guanciale in %q", a)
	}
	// Amounts read as on the page at 6 servings, and eggs are bought whole.
	for _, want := range []string{"230 g Guanciale", "2 Eier", "1½ TL schwarzer Pfeffer", "120 g Pecorino Romano", "6 Eigelb"} {
		if !l.has(want) {
			t.Errorf("the list does not say %q: %+v", want, l)
		}
	}
	// Eggs of two recipes add up, and the item remembers both.
	_, _, eggsBefore, _ := l.find("Eier")
	decode(t, s.expect(t, anna, 200, "POST", "/api/users/me/shopping-list/recipes/", `{"id":"`+kaiserschmarrn.ContentID+`","servings":4}`), &l)
	_, _, eggsAfter, from := l.find("Eier")
	if eggsAfter <= eggsBefore || from != 2 {
		t.Fatalf("eggs did not add up: %v then %v from %d recipes", eggsBefore, eggsAfter, from)
	}
	var item struct {
		ID, Aisle, Text string
		Checked         bool
	}
	decode(t, s.expect(t, anna, 201, "POST", "/api/users/me/shopping-list/items/", `{"text":"2 Zitronen"}`), &item)
	if item.Aisle != "produce" || item.Text != "2 Zitronen" {
		t.Fatalf("free item: %+v", item)
	}
	offline := uuid.NewString()
	s.expect(t, anna, 201, "POST", "/api/users/me/shopping-list/items/", `{"text":"Kaffee","id":"`+offline+`"}`)
	s.expect(t, anna, 200, "POST", "/api/users/me/shopping-list/items/", `{"text":"Kaffee","id":"`+offline+`"}`) // sent again
	// An id a device chose is unique in its user's list only: Ben cannot reach Anna's item by it, and
	// his own device may pick it too, which tells him nothing about hers.
	s.expectError(t, ben, 404, "not_found", "PATCH", "/api/users/me/shopping-list/items/"+offline+"/", `{"checked":true}`)
	s.expectError(t, ben, 404, "not_found", "DELETE", "/api/users/me/shopping-list/items/"+offline+"/", "")
	var bens struct{ ID, Text string }
	decode(t, s.expect(t, ben, 201, "POST", "/api/users/me/shopping-list/items/", `{"text":"Tee","id":"`+offline+`"}`), &bens)
	if bens.ID != offline || bens.Text != "Tee" {
		t.Fatalf("Ben's item of the same id: %+v", bens)
	}
	s.expect(t, ben, 200, "PATCH", "/api/users/me/shopping-list/items/"+offline+"/", `{"checked":true}`)
	s.expect(t, ben, 204, "DELETE", "/api/users/me/shopping-list/items/"+offline+"/", "")
	decode(t, s.expect(t, anna, 200, "GET", "/api/users/me/shopping-list/", ""), &l)
	if a, checked, _, _ := l.find("Kaffee"); a == "" || checked {
		t.Fatalf("Ben's item of the same id changed Anna's: %+v", l)
	}
	decode(t, s.expect(t, anna, 200, "PATCH", "/api/users/me/shopping-list/items/"+item.ID+"/", `{"checked":true}`), &item)
	if !item.Checked {
		t.Fatal("not checked")
	}
	decode(t, s.expect(t, anna, 200, "GET", "/api/users/me/shopping-list/", ""), &l)
	produce := l.Data[0]
	if produce.Aisle != "produce" || produce.Title != "Obst & Gemüse" || !produce.Items[len(produce.Items)-1].Checked {
		t.Fatalf("the checked item did not sink: %+v", produce)
	}
	if l.Meta.Checked != 1 {
		t.Fatalf("meta: %+v", l.Meta)
	}
	var en listBody
	decode(t, s.expect(t, anna, 200, "GET", "/api/users/me/shopping-list/?lang=en", ""), &en)
	if a, _, amount, _ := en.find("spaghetti"); a != "dry_goods" || amount != 600 || en.Data[0].Title != "Fruit & vegetables" {
		t.Fatalf("English list: %+v", en)
	}

	// Someone else's items do not exist for them.
	s.expectError(t, ben, 404, "not_found", "PATCH", "/api/users/me/shopping-list/items/"+item.ID+"/", `{"checked":false}`)
	s.expectError(t, ben, 404, "not_found", "DELETE", "/api/users/me/shopping-list/items/"+item.ID+"/", "")
	if body := s.expect(t, ben, 200, "GET", "/api/users/me/shopping-list/", ""); !strings.Contains(body, `"total":0`) {
		t.Fatalf("Ben sees Anna's list: %s", body)
	}
	s.expectError(t, anna, 422, "invalid_field", "PATCH", "/api/users/me/shopping-list/items/"+item.ID+"/", `{"checked":"yes"}`)
	s.expectError(t, anna, 422, "invalid_field", "POST", "/api/users/me/shopping-list/recipes/", `{"id":"`+carbonara.ID+`","servings":0}`)
	s.expectError(t, anna, 404, "not_found", "POST", "/api/users/me/shopping-list/recipes/", `{"id":"`+uuid.NewString()+`","servings":2}`)
	s.expectError(t, anna, 400, "invalid_parameter", "DELETE", "/api/users/me/shopping-list/?checked=maybe", "")
	s.expectError(t, anna, 400, "malformed_json", "POST", "/api/users/me/shopping-list/items/", `{"text":`)
	s.expectError(t, anna, 413, "too_large", "POST", "/api/users/me/shopping-list/items/", `{"text":"`+strings.Repeat("x", 20<<10)+`"}`)
	s.expectError(t, anna, 422, "invalid_field", "POST", "/api/users/me/shopping-list/items/", `{"text":"   "}`)
	s.expectError(t, anna, 422, "invalid_field", "POST", "/api/users/me/shopping-list/items/", `{"text":"Tee","id":"../../x"}`)
	s.expectError(t, anna, 404, "not_found", "PATCH", "/api/users/me/shopping-list/items/not-an-id/", `{"checked":true}`)
	s.expectError(t, anna, 400, "malformed_json", "PATCH", "/api/users/me/shopping-list/items/"+item.ID+"/", `[`)
	s.expectError(t, anonymous(t, s), 401, "unauthorized", "GET", "/api/users/me/shopping-list/", "")
	// A script that floods the list meets the per-user write limit.
	hasty := s.member(t, "Hasty")
	for i := range 61 {
		resp, body := s.do(hasty, request{method: "POST", path: "/api/users/me/shopping-list/items/", body: `{"text":"Milch"}`})
		if resp.StatusCode == http.StatusTooManyRequests {
			if i < 50 || errorCode(t, body) != "rate_limited" || resp.Header.Get("Retry-After") == "" {
				t.Fatalf("flood: %d after %d items: %s", resp.StatusCode, i, body)
			}
			break
		}
		if resp.StatusCode != http.StatusCreated || i == 60 {
			t.Fatalf("flood: item %d answered %d: %s", i, resp.StatusCode, body)
		}
	}

	// Clear what is checked.
	s.expect(t, anna, 204, "DELETE", "/api/users/me/shopping-list/?checked=true", "")
	decode(t, s.expect(t, anna, 200, "GET", "/api/users/me/shopping-list/", ""), &l)
	if a, _, _, _ := l.find("Zitronen"); a != "" || l.Meta.Checked != 0 || l.Meta.Total == 0 {
		t.Fatalf("after clearing checked: %+v", l.Meta)
	}
	s.expect(t, anna, 204, "DELETE", "/api/users/me/shopping-list/items/"+offline+"/", "")
	s.expectError(t, anna, 404, "not_found", "DELETE", "/api/users/me/shopping-list/items/"+offline+"/", "")
}

// checkCommunityConcurrency has 50 users like one comment, rate one recipe and save it into their
// cookbooks at the same time: every count must be exact.
func checkCommunityConcurrency(t *testing.T, s *stack) {
	const users = 50
	writer := s.member(t, "Writer")
	r := s.recipes(t, "en", 4)[3]
	var c commentBody
	decode(t, s.expect(t, writer, 201, "POST", "/api/users/comments/", `{"content_id":"`+r.ID+`","text":"Try it with lime"}`), &c)
	browsers := make([]*browser, users)
	books := make([]string, users)
	for i := range browsers {
		browsers[i] = s.member(t, fmt.Sprint("Cook ", i))
		var b cookbookBody
		decode(t, s.expect(t, browsers[i], 201, "POST", "/api/users/me/cookbooks/", `{"name":"Favourites"}`), &b)
		books[i] = b.ID
	}
	var wg sync.WaitGroup
	errs := make(chan string, users*4)
	for i, b := range browsers {
		wg.Go(func() {
			for _, call := range []request{
				{method: "POST", path: "/api/users/me/likes/comments/", body: `{"id":"` + c.ID + `"}`},
				{method: "PUT", path: "/api/users/me/rating/", body: fmt.Sprintf(`{"content_id":"%s","rating":%d}`, r.ID, i%5+1)},
				{method: "POST", path: "/api/users/me/cookbooks/" + books[i] + "/items/", body: `{"id":"` + r.ID + `"}`},
				{method: "POST", path: "/api/users/me/shopping-list/recipes/", body: `{"id":"` + r.ID + `","servings":2}`},
			} {
				resp, body := sendQuiet(s, b, call)
				if resp.StatusCode >= 300 {
					errs <- fmt.Sprintf("%s %s: %d %s", call.method, call.path, resp.StatusCode, body)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	var page struct{ Data []commentBody }
	decode(t, s.expect(t, anonymous(t, s), 200, "GET", "/api/users/comments/?content="+r.ContentID, ""), &page)
	if len(page.Data) != 1 || page.Data[0].LikeCount != users {
		t.Fatalf("comment likes: %+v, want %d", page.Data, users)
	}
	var got ratingBody
	decode(t, s.expect(t, writer, 200, "GET", "/api/users/me/rating/?content_id="+r.ID, ""), &got)
	if got.Count != users || *got.Average != 3 {
		t.Fatalf("ratings: %+v, want %d with average 3", got, users)
	}
	var recipe struct {
		Rating struct {
			Average float64
			Count   int
		}
	}
	decode(t, s.expect(t, anonymous(t, s), 200, "GET", "/api/recipes/"+r.Slug+"/?lang=en", ""), &recipe)
	if recipe.Rating.Count != users {
		t.Fatalf("the recipe says %d ratings", recipe.Rating.Count)
	}
	for i, b := range browsers {
		var list struct{ Data []cookbookBody }
		decode(t, s.expect(t, b, 200, "GET", "/api/users/me/cookbooks/", ""), &list)
		if list.Data[0].ItemCount != 1 || list.Data[0].ID != books[i] {
			t.Fatalf("cookbook of user %d: %+v", i, list.Data)
		}
	}
}

// sendQuiet is do without the checks that call t (safe from several goroutines).
func sendQuiet(s *stack, b *browser, r request) (*http.Response, string) {
	req, _ := http.NewRequest(r.method, s.url+r.path, strings.NewReader(r.body))
	req.Header.Set("X-Requested-With", "fetch")
	req.Header.Set("Origin", s.url)
	req.Header.Set("Content-Type", "application/json")
	resp, err := b.client.Do(req)
	if err != nil {
		return &http.Response{StatusCode: 599}, err.Error()
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return resp, string(out)
}
