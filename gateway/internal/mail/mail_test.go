package mail

import (
	"bufio"
	"context"
	"io"
	"mime"
	"mime/multipart"
	"net"
	netmail "net/mail"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// readMail parses an RFC 5322 message and returns its headers and its text and HTML parts.
func readMail(t *testing.T, raw io.Reader) (netmail.Header, string, string) {
	t.Helper()
	m, err := netmail.ReadMessage(raw)
	if err != nil {
		t.Fatal(err)
	}
	mediaType, params, err := mime.ParseMediaType(m.Header.Get("Content-Type"))
	if err != nil || mediaType != "multipart/alternative" {
		t.Fatalf("Content-Type %q: %v", m.Header.Get("Content-Type"), err)
	}
	parts := map[string]string{}
	r := multipart.NewReader(m.Body, params["boundary"])
	for {
		p, err := r.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(p) // NextPart decodes quoted-printable
		ct, _, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		parts[ct] = string(body)
	}
	return m.Header, parts["text/plain"], parts["text/html"]
}

func TestOutbox(t *testing.T) {
	dir := t.TempDir()
	cfg := DefaultConfig()
	cfg.OutboxDir = dir
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	link := "http://localhost:8080/de/signup/bestaetigen/#token=abc"
	if err := s.deliver(context.Background(), Message{To: "lena@example.org", Language: "de", Template: Confirm, Data: Data{Name: "Lena <b>", Link: link}}, randomHex(16)); err != nil {
		t.Fatal(err)
	}
	if err := s.deliver(context.Background(), Message{To: "sam@example.org", Language: "en", Template: Registered,
		Data: Data{LoginURL: "http://x/en/login/", ResetURL: "http://x/en/reset-password/"}}, randomHex(16)); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if len(names) != 2 || !sort.StringsAreSorted(names) || !strings.HasSuffix(names[0], ".eml") {
		t.Fatalf("outbox: %v", names)
	}
	f, _ := os.Open(filepath.Join(dir, names[0]))
	defer f.Close()
	h, text, html := readMail(t, f)
	subject, _ := new(mime.WordDecoder).DecodeHeader(h.Get("Subject"))
	if h.Get("To") != "<lena@example.org>" || !strings.Contains(h.Get("From"), "hallo@tischlein.example") ||
		subject != "Bitte bestätige deine Anmeldung bei Tischlein" || h.Get("Content-Language") != "de" || h.Get("Message-Id") == "" {
		t.Fatalf("headers: %v (subject %q)", h, subject)
	}
	if !strings.Contains(text, link) || !strings.Contains(text, "Hallo Lena <b>,") || !strings.Contains(text, "24 Stunden") {
		t.Fatalf("text part:\n%s", text)
	}
	if !strings.Contains(html, `href="`+link+`"`) || !strings.Contains(html, "Hallo Lena &lt;b&gt;,") || !strings.Contains(html, `lang="de"`) {
		t.Fatalf("HTML part:\n%s", html)
	}
	f2, _ := os.Open(filepath.Join(dir, names[1]))
	defer f2.Close()
	_, text, _ = readMail(t, f2)
	if !strings.Contains(text, "http://x/en/login/") || !strings.Contains(text, "http://x/en/reset-password/") || !strings.Contains(text, "already is an account") {
		t.Fatalf("English text:\n%s", text)
	}
}

func TestEveryTemplateRenders(t *testing.T) {
	s, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"de", "en"} {
		for _, name := range []string{Confirm, Registered, Reset, NoAccount, RecipePublished} {
			subject, text, html, err := s.render(Message{Language: lang, Template: name, Data: Data{Name: "N", Link: "L://link", LoginURL: "L://login", ResetURL: "L://reset", SignupURL: "L://signup"}})
			if err != nil || subject == "" || strings.Contains(text, "<no value>") || !strings.Contains(html, "<title>"+subject) {
				t.Errorf("%s/%s: %q %v\n%s", lang, name, subject, err, text)
			}
			if !strings.Contains(text, "L://") {
				t.Errorf("%s/%s has no link", lang, name)
			}
		}
	}
	if _, _, _, err := s.render(Message{Language: "fr", Template: Confirm}); err == nil {
		t.Error("an unknown language must fail")
	}
}

func TestConfigValidate(t *testing.T) {
	for _, c := range []Config{
		{From: "nobody", OutboxDir: "x"},
		{From: "A <a@b.c>"},
		{From: "A <a@b.c>", SMTPURL: "http://host"},
		{From: "A <a@b.c>", SMTPURL: "smtp://host:99999"},
		{From: "A <a@b.c>", SMTPURL: "smtp://"},
	} {
		if err := c.Validate(); err == nil {
			t.Errorf("%+v must be rejected", c)
		}
	}
	srv, err := Config{From: "A <a@b.c>", SMTPURL: "smtps://u:p%40ss@mail.example"}.server()
	if err != nil || srv.port != 465 || !srv.tls || srv.user != "u" || srv.password != "p@ss" || srv.host != "mail.example" {
		t.Fatalf("%+v %v", srv, err)
	}
}

// TestSMTP sends through a minimal SMTP server started by the test.
func TestSMTP(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	got := make(chan string, 1)
	go fakeSMTP(ln, got)
	cfg := DefaultConfig()
	cfg.SMTPURL = "smtp://" + ln.Addr().String()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.deliver(context.Background(), Message{To: "lena@example.org", Language: "en", Template: Reset, Data: Data{Name: "Lena", Link: "http://x/en/reset-password/#token=t"}}, randomHex(16)); err != nil {
		t.Fatal(err)
	}
	data := <-got
	_, text, _ := readMail(t, strings.NewReader(data))
	if !strings.Contains(text, "http://x/en/reset-password/#token=t") {
		t.Fatalf("SMTP message:\n%s", data)
	}
	if entries, _ := os.ReadDir(cfg.OutboxDir); len(entries) > 0 {
		t.Fatal("with SMTP_URL nothing goes to the outbox")
	}
}

// fakeSMTP accepts one message without TLS or authentication and hands over its DATA.
func fakeSMTP(ln net.Listener, got chan<- string) {
	conn, err := ln.Accept()
	if err != nil {
		return
	}
	defer conn.Close()
	r := bufio.NewReader(conn)
	reply := func(s string) { io.WriteString(conn, s+"\r\n") }
	reply("220 fake ESMTP")
	var data strings.Builder
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		cmd := strings.ToUpper(strings.TrimSpace(line))
		switch {
		case strings.HasPrefix(cmd, "EHLO"):
			reply("250-fake\r\n250 8BITMIME")
		case strings.HasPrefix(cmd, "DATA"):
			reply("354 go on")
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				data.WriteString(strings.TrimPrefix(l, "."))
			}
			got <- data.String()
			reply("250 queued")
		case strings.HasPrefix(cmd, "QUIT"):
			reply("221 bye")
			return
		default:
			reply("250 ok")
		}
	}
}

func TestStatsCountOutcomes(t *testing.T) {
	cfg := DefaultConfig()
	cfg.OutboxDir = t.TempDir()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	msg := Message{To: "lena@example.org", Language: "de", Template: Reset, Data: Data{Link: "http://x/#token=a"}}
	for range 2 {
		if err := s.deliver(context.Background(), msg, randomHex(16)); err != nil {
			t.Fatal(err)
		}
	}
	// An outbox below a file cannot be made: the mail fails.
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	s.cfg.OutboxDir = filepath.Join(file, "outbox")
	if err := s.deliver(context.Background(), msg, randomHex(16)); err == nil {
		t.Fatal("a mail into an outbox that cannot exist was sent")
	}
	st := s.Stats()
	if st.Sent[Reset] != 2 || st.Failed[Reset] != 1 || st.Sent[Confirm] != 0 || st.InFlight != 0 {
		t.Errorf("stats: %+v", st)
	}
	if len(st.Sent) != len(Templates) || len(st.Failed) != len(Templates) {
		t.Errorf("every template has its counters: %+v", st)
	}
}
