package server_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	netmail "net/mail"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// newsletterMail is one mail of the outbox: its headers and plain text.
type newsletterMail struct {
	header netmail.Header
	text   string
}

// mailsTo reads the outbox's mails to address, oldest first.
func (s *stack) mailsTo(address string) []newsletterMail {
	s.t.Helper()
	entries, _ := os.ReadDir(s.outbox)
	var out []newsletterMail
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".eml") {
			continue
		}
		f, err := os.Open(filepath.Join(s.outbox, e.Name()))
		if err != nil {
			s.t.Fatal(err)
		}
		m, err := netmail.ReadMessage(f)
		if err != nil || !strings.Contains(m.Header.Get("To"), "<"+address+">") {
			f.Close()
			continue
		}
		_, params, _ := mime.ParseMediaType(m.Header.Get("Content-Type"))
		part, err := multipart.NewReader(m.Body, params["boundary"]).NextPart()
		if err != nil {
			s.t.Fatal(err)
		}
		text, _ := io.ReadAll(part)
		f.Close()
		out = append(out, newsletterMail{header: m.Header, text: string(text)})
	}
	return out
}

var oneClick = regexp.MustCompile(`^<(http://[^>]+/api/email-newsletter/unsubscribe/\?token=[A-Za-z0-9_-]{43})>$`)

// unsubscribeURL checks that a newsletter mail carries the one-click unsubscribe headers of RFC
// 8058 and a link to the unsubscribe page in its text, and returns the header's URL.
func unsubscribeURL(t *testing.T, m newsletterMail, lang string) string {
	t.Helper()
	found := oneClick.FindStringSubmatch(m.header.Get("List-Unsubscribe"))
	if found == nil || m.header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
		t.Fatalf("List-Unsubscribe %q, List-Unsubscribe-Post %q", m.header.Get("List-Unsubscribe"), m.header.Get("List-Unsubscribe-Post"))
	}
	page := map[string]string{"de": "/de/newsletter/abmelden/#token=", "en": "/en/newsletter/unsubscribe/#token="}[lang]
	if !strings.Contains(m.text, page) || m.header.Get("Content-Language") != lang {
		t.Fatalf("a %s newsletter mail without its unsubscribe page %s:\n%s", lang, page, m.text)
	}
	return found[1]
}

func hashOf(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// TestNewsletter runs the newsletter through the gateway and the content API on every store:
// double opt-in, the same answer for a subscribed address, bad input, one-click unsubscribe
// without the CSRF header, the settings switch, account deletion and the per-address limit.
func TestNewsletter(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			s := newStack(t, b)
			ctx := context.Background()
			anon := newBrowser(t, s.url)
			post := func(path, body string) (*http.Response, string) {
				t.Helper()
				return s.do(anon, request{method: "POST", path: path, body: body})
			}
			state := func(email string) store.Subscription {
				t.Helper()
				sub, err := s.store.Subscription(ctx, email)
				if err != nil {
					t.Fatalf("subscription of %s: %v", email, err)
				}
				return sub
			}

			// Sign-up (without the trailing slash, as the footer form's action): pending, and a
			// confirmation mail in the form's language.
			const nora = "nora@example.org"
			resp, body := post("/api/email-newsletter", `{"email":"Nora@Example.org","language":"en"}`)
			if resp.StatusCode != 202 || body != `{"status":"confirmation_sent"}` || resp.Header.Get("Cache-Control") != "private, no-store" {
				t.Fatalf("sign-up: %d %s", resp.StatusCode, body)
			}
			mails := s.mailsTo(nora)
			if len(mails) != 1 || !strings.Contains(mails[0].text, "/en/newsletter/confirm/#token=") {
				t.Fatalf("confirmation mail: %+v", mails)
			}
			unsubscribeURL(t, mails[0], "en")
			if sub := state(nora); sub.State != store.SubscriptionPending || sub.Language != "en" {
				t.Fatalf("after the sign-up: %+v", sub)
			}

			// The link activates it once, with the token's hash as the proof of consent.
			token := s.mailLink(nora)
			if resp, body := post("/api/email-newsletter/confirm/", `{"token":"`+token+`"}`); resp.StatusCode != 200 || body != `{"status":"subscribed"}` {
				t.Fatalf("confirm: %d %s", resp.StatusCode, body)
			}
			if sub := state(nora); sub.State != store.SubscriptionActive || sub.Consent != store.ConsentDoubleOptIn || sub.ConsentRef != hashOf(token) || sub.ConfirmedAt.IsZero() {
				t.Fatalf("after confirming: %+v", sub)
			}
			if resp, body := post("/api/email-newsletter/confirm/", `{"token":"`+token+`"}`); resp.StatusCode != 400 || errorCode(t, body) != "invalid_token" {
				t.Fatalf("a used link: %d %s", resp.StatusCode, body)
			}
			mails = s.mailsTo(nora)
			if len(mails) != 2 {
				t.Fatalf("no welcome mail: %d mails", len(mails))
			}
			welcomeUnsubscribe := unsubscribeURL(t, mails[1], "en")

			// A subscribed address gets the same answer, and a note at most once an hour.
			for range 2 {
				if resp, body := post("/api/email-newsletter/", `{"email":"nora@example.org","language":"de"}`); resp.StatusCode != 202 || body != `{"status":"confirmation_sent"}` {
					t.Fatalf("sign-up of a subscribed address: %d %s", resp.StatusCode, body)
				}
			}
			if mails = s.mailsTo(nora); len(mails) != 3 {
				t.Fatalf("subscribed again: %d mails", len(mails))
			}
			unsubscribeURL(t, mails[2], "en")
			if sub := state(nora); sub.State != store.SubscriptionActive || sub.Language != "en" {
				t.Fatalf("a second sign-up changed the subscription: %+v", sub)
			}

			// Bad input: 422 naming the field, 400 for what is not JSON, 413 for a huge body.
			for _, c := range []struct{ body, field string }{
				{`{"email":"nora","language":"de"}`, "email"},
				{`{"email":"no ra@example.org","language":"de"}`, "email"},
				{`{"email":"a,b@example.org","language":"de"}`, "email"},
				{`{"language":"de"}`, "email"},
				{`{"email":"nora@example.org","language":"fr"}`, "language"},
				{`{"email":"nora@example.org"}`, "language"},
			} {
				resp, body := post("/api/email-newsletter/", c.body)
				var e struct{ Error struct{ Code, Field string } }
				decode(t, body, &e)
				if resp.StatusCode != 422 || e.Error.Field != c.field {
					t.Fatalf("%s: %d %s, want 422 naming %s", c.body, resp.StatusCode, body, c.field)
				}
			}
			if resp, body := post("/api/email-newsletter/", `{"email":`); resp.StatusCode != 400 {
				t.Fatalf("malformed: %d %s", resp.StatusCode, body)
			}
			if resp, body := post("/api/email-newsletter/", `{"email":"`+strings.Repeat("a", 1<<20)+`@x.de","language":"de"}`); resp.StatusCode != 413 {
				t.Fatalf("huge: %d %s", resp.StatusCode, body)
			}
			// The sign-up is a write like any other: not without the CSRF header.
			if resp, body := s.do(anon, request{method: "POST", path: "/api/email-newsletter/", body: `{"email":"x@example.org","language":"de"}`,
				header: map[string]string{"X-Requested-With": ""}}); resp.StatusCode != 403 {
				t.Fatalf("sign-up without X-Requested-With: %d %s", resp.StatusCode, body)
			}

			// Settings: an account that opted in at registration is subscribed; the switch turns it
			// off and on, without a confirmation mail.
			const olga, password = "olga@example.org", "Kartoffelsalat mit Gurke"
			user := newBrowser(t, s.url)
			if resp, body := s.do(user, request{method: "POST", path: "/api/register/",
				body: `{"email":"` + olga + `","password":"` + password + `","name":"Olga","language":"de","newsletter_opt_in":true}`}); resp.StatusCode != 202 {
				t.Fatalf("register: %d %s", resp.StatusCode, body)
			}
			resp, body = s.do(user, request{method: "POST", path: "/api/register/confirm/", body: `{"token":"` + s.mailLink(olga) + `"}`})
			if resp.StatusCode != 200 || !strings.Contains(body, `"newsletter_opt_in":true`) {
				t.Fatalf("confirm the registration: %d %s", resp.StatusCode, body)
			}
			if sub := state(olga); sub.State != store.SubscriptionActive || sub.Consent != store.ConsentRegistration || sub.Language != "de" {
				t.Fatalf("opted in at registration: %+v", sub)
			}
			for _, on := range []string{"false", "true"} {
				resp, body := s.do(user, request{method: "PATCH", path: "/api/users/me/", body: `{"newsletter_opt_in":` + on + `}`})
				if resp.StatusCode != 200 || !strings.Contains(body, `"newsletter_opt_in":`+on) {
					t.Fatalf("switch %s: %d %s", on, resp.StatusCode, body)
				}
				if _, me := s.do(user, request{method: "GET", path: "/api/users/me/"}); !strings.Contains(me, `"newsletter_opt_in":`+on) {
					t.Fatalf("after switching %s: %s", on, me)
				}
			}
			if sub := state(olga); sub.State != store.SubscriptionActive || sub.Consent != store.ConsentSettings {
				t.Fatalf("switched on in the settings: %+v", sub)
			}

			// One-click unsubscribe as a mail provider posts it: cross-site, a form body, no CSRF
			// header. A wrong token changes nothing; the right one unsubscribes Nora and only her,
			// and works again.
			provider := func(u string) (*http.Response, string) {
				t.Helper()
				req, _ := http.NewRequest("POST", u, strings.NewReader("List-Unsubscribe=One-Click"))
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				req.Header.Set("Sec-Fetch-Site", "cross-site")
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				raw, _ := io.ReadAll(resp.Body)
				return resp, strings.TrimSpace(string(raw))
			}
			wrong := s.url + "/api/email-newsletter/unsubscribe/?token=" + strings.Repeat("A", 43)
			for _, u := range []string{wrong, s.url + "/api/email-newsletter/unsubscribe/", s.url + "/api/email-newsletter/unsubscribe/?token=" + strings.Repeat("A", 300)} {
				if resp, body := provider(u); resp.StatusCode != 400 || errorCode(t, body) != "invalid_token" {
					t.Fatalf("%s: %d %s", u, resp.StatusCode, body)
				}
			}
			if state(nora).State != store.SubscriptionActive || state(olga).State != store.SubscriptionActive {
				t.Fatal("a wrong token unsubscribed someone")
			}
			for range 2 {
				if resp, body := provider(welcomeUnsubscribe); resp.StatusCode != 200 || body != `{"status":"unsubscribed"}` || resp.Header.Get("Cache-Control") != "private, no-store" {
					t.Fatalf("one-click: %d %s", resp.StatusCode, body)
				}
			}
			if sub := state(nora); sub.State != store.SubscriptionUnsubscribed || sub.UnsubscribedAt.IsZero() {
				t.Fatalf("after the one-click: %+v", sub)
			}
			if state(olga).State != store.SubscriptionActive {
				t.Fatal("Nora's token unsubscribed Olga")
			}
			// A mail program that opens the URL in a browser gets the page that asks first.
			get, _ := http.NewRequest("GET", welcomeUnsubscribe, nil)
			get.Header.Set("Accept-Language", "en")
			if resp, err := anon.client.Do(get); err != nil || resp.StatusCode != 303 ||
				!strings.HasPrefix(resp.Header.Get("Location"), "/en/newsletter/unsubscribe/#token=") {
				t.Fatalf("GET of the one-click URL: %v %v", resp, err)
			}

			// Deleting the account deletes the subscription of its address.
			if resp, body := s.do(user, request{method: "DELETE", path: "/api/users/me/", body: `{"password":"` + password + `"}`}); resp.StatusCode != 204 {
				t.Fatalf("delete: %d %s", resp.StatusCode, body)
			}
			if _, err := s.store.Subscription(ctx, olga); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("the subscription outlived the account: %v", err)
			}

			// A flood from one address: 429 with Retry-After (10 sign-ups an hour, 4 made so far).
			var limited *http.Response
			for i := range 12 {
				resp, _ := post("/api/email-newsletter/", `{"email":"flood-`+string(rune('a'+i))+`@example.org","language":"de"}`)
				if resp.StatusCode == 429 {
					limited = resp
					break
				}
				if resp.StatusCode != 202 {
					t.Fatalf("sign-up %d: %d", i, resp.StatusCode)
				}
			}
			if limited == nil || limited.Header.Get("Retry-After") == "" {
				t.Fatalf("no 429 with Retry-After: %v", limited)
			}
		})
	}
}
