// Package mail sends the account and newsletter mails (confirm a registration, reset a password,
// confirm a newsletter sign-up, …) in the reader's language, as plain text with an HTML
// alternative: through SMTP when SMTP_URL is set, otherwise as .eml files in DATA_DIR/outbox/,
// which any mail program opens. The Outbox keeps every mail in the store until it is delivered.
package mail

import (
	"bytes"
	"context"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"fmt"
	htmltemplate "html/template"
	netmail "net/mail"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	texttemplate "text/template"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Templates a Message can use.
const (
	// Confirm carries the link that confirms a registration (Link).
	Confirm = "confirm"
	// Registered tells someone who registered again that the address has an account, with links to
	// log in (LoginURL) and to ask for a reset link (ResetURL).
	Registered = "registered"
	// Reset carries the link that sets a new password (Link).
	Reset = "reset"
	// NoAccount answers a reset request for an address without an account, with a link to sign up
	// (SignupURL), so the answer of the form never tells whether an address is registered.
	NoAccount = "no-account"
	// Moderation tells the author of reported content that the editors warned (or, with Blocked,
	// blocked) them, with the editor's Note.
	Moderation = "moderation"
	// RecipePublished tells a cook that the editors accepted their recipe (Title) and links its page
	// on the site (Link).
	RecipePublished = "recipe-published"
	// NewsletterConfirm carries the link that confirms a newsletter sign-up (Link, double opt-in).
	NewsletterConfirm = "newsletter-confirm"
	// NewsletterWelcome says that the newsletter subscription is active.
	NewsletterWelcome = "newsletter-welcome"
	// NewsletterSubscribed answers a sign-up of an address that is subscribed already, so the form
	// never tells whether an address is on the list.
	NewsletterSubscribed = "newsletter-subscribed"
)

// Templates are all the templates, the values of the metrics' kind label.
var Templates = []string{Confirm, Registered, Reset, NoAccount, Moderation, RecipePublished, NewsletterConfirm, NewsletterWelcome, NewsletterSubscribed}

// Message is one mail to one person.
type Message struct {
	To       string
	Language string // de or en
	Template string
	Data     Data
	// Unsubscribe is the one-click unsubscribe URL of a newsletter mail (RFC 8058): it goes into the
	// List-Unsubscribe and List-Unsubscribe-Post headers, which mail programs show as an
	// "unsubscribe" button. Every newsletter mail has one; Data.UnsubscribeURL is the page the mail's
	// own link opens.
	Unsubscribe string
}

// Data fills a template.
type Data struct {
	// Name greets the reader; may be empty.
	Name      string
	Link      string
	LoginURL  string
	ResetURL  string
	SignupURL string
	// Title names the recipe a mail is about.
	Title string
	// Blocked and Note are the moderation mail's.
	Blocked bool
	Note    string
	// UnsubscribeURL is the page that unsubscribes from the newsletter; the footer of a newsletter
	// mail links to it.
	UnsubscribeURL string
}

//go:embed templates
var templateFiles embed.FS

// Sender delivers messages.
type Sender struct {
	cfg    Config
	server *smtpServer
	text   map[string]*texttemplate.Template
	html   map[string]*htmltemplate.Template
	domain string
	// counts are the outcomes by template; the map is filled in New and only read afterwards.
	counts   map[string]*outcomes
	inFlight atomic.Int64
}

type outcomes struct{ sent, failed atomic.Uint64 }

// Stats are the mails sent and failed by template since the start (each attempt counts), and the
// mails being sent now, by requests and by the outbox's workers: many in flight is a slow mail
// server holding them up.
type Stats struct {
	Sent, Failed map[string]uint64
	InFlight     int64
}

// Stats reads the counters; safe while mails are sent.
func (s *Sender) Stats() Stats {
	st := Stats{Sent: map[string]uint64{}, Failed: map[string]uint64{}, InFlight: s.inFlight.Load()}
	for name, c := range s.counts {
		st.Sent[name], st.Failed[name] = c.sent.Load(), c.failed.Load()
	}
	return st
}

// New checks the configuration and parses every template, so a broken one stops the start rather
// than a registration.
func New(cfg Config) (*Sender, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	s := &Sender{cfg: cfg, text: map[string]*texttemplate.Template{}, html: map[string]*htmltemplate.Template{}, counts: map[string]*outcomes{}}
	if cfg.SMTPURL != "" {
		srv, _ := cfg.server()
		s.server = &srv
	}
	from, _ := netmail.ParseAddress(cfg.From)
	s.domain = from.Address[strings.LastIndex(from.Address, "@")+1:]
	for _, name := range Templates {
		s.counts[name] = &outcomes{}
	}
	for _, lang := range []string{"de", "en"} {
		for _, name := range Templates {
			key := lang + "/" + name
			t, err := texttemplate.ParseFS(templateFiles, "templates/"+key+".txt")
			if err != nil {
				return nil, fmt.Errorf("mail: template %s: %w", key, err)
			}
			h, err := htmltemplate.ParseFS(templateFiles, "templates/layout.html", "templates/"+lang+"/footer.html", "templates/"+key+".html")
			if err != nil {
				return nil, fmt.Errorf("mail: template %s: %w", key, err)
			}
			s.text[key], s.html[key] = t, h
		}
	}
	return s, nil
}

// page is what the templates see: the data, the language and the subject.
type page struct {
	Data
	Lang    string
	Subject string
}

// render returns the subject, the plain text and the HTML of a message.
func (s *Sender) render(m Message) (subject, text, html string, err error) {
	key := m.Language + "/" + m.Template
	t, ok := s.text[key]
	if !ok {
		return "", "", "", fmt.Errorf("mail: no template %q", key)
	}
	p := page{Data: m.Data, Lang: m.Language}
	var b bytes.Buffer
	if err := t.ExecuteTemplate(&b, "subject", p); err != nil {
		return "", "", "", err
	}
	p.Subject = strings.TrimSpace(b.String())
	b.Reset()
	if err := t.ExecuteTemplate(&b, "text", p); err != nil {
		return "", "", "", err
	}
	text = strings.TrimSpace(b.String()) + "\n"
	b.Reset()
	if err := s.html[key].ExecuteTemplate(&b, "layout.html", p); err != nil {
		return "", "", "", err
	}
	return p.Subject, text, b.String(), nil
}

// deliver sends a message under the Message-ID id@domain, counting the outcome.
func (s *Sender) deliver(ctx context.Context, m Message, id string) error {
	s.inFlight.Add(1)
	defer s.inFlight.Add(-1)
	err := s.send(ctx, m, id)
	if c := s.counts[m.Template]; c != nil {
		if err != nil {
			c.failed.Add(1)
		} else {
			c.sent.Add(1)
		}
	}
	return err
}

func (s *Sender) send(ctx context.Context, m Message, id string) error {
	subject, text, html, err := s.render(m)
	if err != nil {
		return err
	}
	msg := gomail.NewMsg()
	if err := msg.From(s.cfg.From); err != nil {
		return fmt.Errorf("mail: invalid sender: %w", err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("mail: invalid recipient: %w", err)
	}
	msg.Subject(subject)
	msg.SetDate()
	msg.SetMessageIDWithValue(id + "@" + s.domain)
	msg.SetGenHeader(gomail.HeaderContentLang, m.Language)
	// Automatic replies (out of office) should not answer a mail nobody reads.
	msg.SetGenHeader(gomail.Header("Auto-Submitted"), "auto-generated")
	if m.Unsubscribe != "" {
		// Set directly rather than with SetListUnsubscribeOneClick, which insists on https: PUBLIC_URL
		// is https in production, and a local outbox on http should carry the same headers.
		msg.SetListUnsubscribe(m.Unsubscribe)
		msg.SetListUnsubscribePost()
	}
	msg.SetBodyString(gomail.TypeTextPlain, text)
	msg.AddAlternativeString(gomail.TypeTextHTML, html)
	if s.server != nil {
		return s.sendSMTP(ctx, msg)
	}
	return s.writeOutbox(msg, id)
}

func (s *Sender) sendSMTP(ctx context.Context, msg *gomail.Msg) error {
	srv := s.server
	opts := []gomail.Option{gomail.WithPort(srv.port), gomail.WithTimeout(15 * time.Second)}
	if srv.tls {
		opts = append(opts, gomail.WithSSL())
	} else {
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	}
	if srv.user != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover), gomail.WithUsername(srv.user), gomail.WithPassword(srv.password))
	}
	client, err := gomail.NewClient(srv.host, opts...)
	if err != nil {
		return fmt.Errorf("mail: unable to set up SMTP to %s: %w", srv.host, err)
	}
	if err := client.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("mail: unable to send through %s:%d: %w", srv.host, srv.port, err)
	}
	return nil
}

// writeOutbox writes the message to a file named by the time it was sent, so the files sort in the
// order they were written, and by its id, so a mail sent again after a crash (written, but not yet
// marked sent) is not written twice. The file appears under its name only once it is complete
// (written beside it, then renamed), so whoever watches the outbox never reads half a mail.
func (s *Sender) writeOutbox(msg *gomail.Msg, id string) error {
	if err := os.MkdirAll(s.cfg.OutboxDir, 0o700); err != nil {
		return fmt.Errorf("mail: unable to create the outbox %q: %w", s.cfg.OutboxDir, err)
	}
	if written, _ := filepath.Glob(filepath.Join(s.cfg.OutboxDir, "*-"+id+".eml")); len(written) > 0 {
		return nil
	}
	name := time.Now().UTC().Format("20060102T150405.000000000Z") + "-" + id + ".eml"
	tmp, err := os.CreateTemp(s.cfg.OutboxDir, ".writing-*")
	if err != nil {
		return fmt.Errorf("mail: unable to write to the outbox: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := msg.WriteTo(tmp); err != nil {
		tmp.Close()
		return fmt.Errorf("mail: unable to write to the outbox: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("mail: unable to write to the outbox: %w", err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(s.cfg.OutboxDir, name)); err != nil {
		return fmt.Errorf("mail: unable to write to the outbox: %w", err)
	}
	return nil
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}
