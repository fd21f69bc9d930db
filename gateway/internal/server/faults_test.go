package server_test

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/cache"
)

// The token a misbehaving content API hands out; it must never reach a browser.
const leakedToken = "tok_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG"

const fakeUser = `"id":"0190a6d2-5b7e-7c1a-9f00-3c2b1a000001","name":"Jo","email":"jo@example.com","slug":"jo-x1",` +
	`"language":"de","is_premium":false,"newsletter_opt_in":false,"new_type":null,"has_password":true,"role":"user","consent":null`

// faultyUpstream is a content API with every fault an account call can meet.
func faultyUpstream(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		answer := func(status int, body string) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(status)
			io.WriteString(w, body)
		}
		switch r.URL.Path {
		case "/api/authenticate/credentials/":
			answer(200, `{"user":{`+fakeUser+`,"user_token":"`+leakedToken+`"}}`)
		case "/api/register/confirm/":
			answer(200, `{"user":{`+fakeUser+`}}`) // a session answer without the token
		case "/api/register/":
			answer(202, `{"status":"confirmation_sent","user_token":"`+leakedToken+`"}`)
		case "/api/password/forgot/":
			answer(400, `{"error":{"status":400,"code":"malformed_json","message":"Kaputt.","user_token":"`+leakedToken+`"}}`)
		case "/api/users/me/":
			switch r.Method {
			case http.MethodGet:
				answer(200, `{"user":{`+fakeUser+`,"user_token":"`+leakedToken+`"}}`)
			case http.MethodPatch:
				time.Sleep(time.Second) // past the gateway's 500 ms
			case http.MethodDelete:
				answer(401, `{"error":{"status":401,"code":"unauthorized","message":"Bitte melde dich an."}}`)
			}
		case "/api/users/me/likes/":
			if r.Method == http.MethodPost {
				w.Header().Set("Content-Type", "text/html")
				w.WriteHeader(500)
				io.WriteString(w, "<html><body>Fatal error</body></html>")
				return
			}
			answer(200, `{"data":[],"user_token":"`+leakedToken+`"}`)
		case "/api/users/me/password/":
			answer(200, `{"surprise":true}`) // the contract says 204, no body
		case "/api/logout/":
			w.WriteHeader(503)
		default:
			answer(404, `{"error":{"status":404,"code":"route_not_found","message":"Unbekannt."}}`)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

// browser is a client with a cookie jar that sends what the site's islands send.
type browser struct {
	t      *testing.T
	base   string
	client *http.Client
}

func newBrowser(t *testing.T, base string) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, base: base, client: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

func (b *browser) send(method, path, body string) (*http.Response, string) {
	b.t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, _ := http.NewRequest(method, b.base+path, r)
	if method != http.MethodGet {
		req.Header.Set("X-Requested-With", "fetch")
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := b.client.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return resp, string(out)
}

func (b *browser) hasSession() bool {
	req, _ := http.NewRequest(http.MethodGet, b.base+"/", nil)
	for _, c := range b.client.Jar.Cookies(req.URL) {
		if c.Name == "tischlein_session" {
			return true
		}
	}
	return false
}

func TestAccountFaults(t *testing.T) {
	g := newGateway(t, faultyUpstream(t).URL, t.TempDir(), cache.DefaultConfig())
	b := newBrowser(t, g.URL)
	if resp, body := b.send("POST", "/api/authenticate/credentials/", `{"email":"jo@example.com","password":"x"}`); resp.StatusCode != 200 || !b.hasSession() {
		t.Fatalf("log in: %d %s", resp.StatusCode, body)
	}
	cases := []struct {
		method, path, body string
		status             int
		code               string
	}{
		{"GET", "/api/users/me/", "", 502, "upstream_invalid"},                               // a token in a user answer
		{"GET", "/api/users/me/likes/?ids=true", "", 502, "upstream_invalid"},                // a token beside the ids
		{"POST", "/api/register/", `{"email":"a@b.c"}`, 502, "upstream_invalid"},             // a token beside the status
		{"POST", "/api/password/forgot/", `{"email":"a@b.c"}`, 502, "upstream_invalid"},      // a token in an error
		{"POST", "/api/register/confirm/", `{"token":"t"}`, 502, "upstream_invalid"},         // a session without a token
		{"PATCH", "/api/users/me/", `{"name":"Jo"}`, 504, "upstream_timeout"},                // no answer in time
		{"POST", "/api/users/me/likes/", `{"id":"x"}`, 502, "upstream_error"},                // a crash page
		{"POST", "/api/users/me/password/", `{"new_password":"x"}`, 502, "upstream_invalid"}, // a body where none belongs
	}
	for _, tc := range cases {
		resp, body := b.send(tc.method, tc.path, tc.body)
		if resp.StatusCode != tc.status || errorCode(t, body) != tc.code {
			t.Errorf("%s %s: %d %s, want %d %s", tc.method, tc.path, resp.StatusCode, body, tc.status, tc.code)
		}
		if strings.Contains(body, leakedToken) {
			t.Errorf("%s %s: the token reached the browser", tc.method, tc.path)
		}
		if cc := resp.Header.Get("Cache-Control"); cc != "private, no-store" {
			t.Errorf("%s %s: Cache-Control %q", tc.method, tc.path, cc)
		}
	}
	if !b.hasSession() {
		t.Fatal("faults of the content API must not end the session")
	}

	// The content API no longer knows the session: the cookie goes.
	if resp, body := b.send("DELETE", "/api/users/me/", `{"password":"x"}`); resp.StatusCode != 401 || b.hasSession() {
		t.Fatalf("401 upstream: %d %s, session kept: %v", resp.StatusCode, body, b.hasSession())
	}

	// Logging out forgets the session even when the content API is down.
	b.send("POST", "/api/authenticate/credentials/", `{"email":"jo@example.com","password":"x"}`)
	if resp, body := b.send("POST", "/api/logout/", ""); resp.StatusCode != 503 || b.hasSession() {
		t.Fatalf("log out with the content API unavailable: %d %s, session kept: %v", resp.StatusCode, body, b.hasSession())
	}
}

func TestAccountCallsWithTheUpstreamDown(t *testing.T) {
	up := faultyUpstream(t)
	g := newGateway(t, up.URL, t.TempDir(), cache.DefaultConfig())
	b := newBrowser(t, g.URL)
	b.send("POST", "/api/authenticate/credentials/", `{"email":"jo@example.com","password":"x"}`)
	up.Close()
	start := time.Now()
	resp, body := b.send("GET", "/api/users/me/likes/?page=1", "")
	if resp.StatusCode != 502 || errorCode(t, body) != "upstream_unreachable" || time.Since(start) > time.Second {
		t.Fatalf("%d %s in %v", resp.StatusCode, body, time.Since(start))
	}
	if resp.Header.Get("Cache-Control") != "private, no-store" || resp.Header.Get("Content-Type") != "application/json; charset=utf-8" {
		t.Errorf("headers %v", resp.Header)
	}
}
