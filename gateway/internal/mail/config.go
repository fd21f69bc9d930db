package mail

import (
	"errors"
	"fmt"
	netmail "net/mail"
	"net/url"
	"strconv"
)

// Config says where mail goes: an SMTP server when SMTPURL is set, otherwise .eml files in OutboxDir,
// so every mail flow works on a laptop without a mail server.
type Config struct {
	// SMTPURL is smtp://user:pass@host:port (STARTTLS when the server offers it) or smtps://… (TLS from
	// the first byte) (SMTP_URL). Empty writes to OutboxDir.
	SMTPURL string
	// From is the sender, "Name <address>" (MAIL_FROM).
	From string
	// OutboxDir receives one RFC 5322 file per mail when SMTPURL is empty (DATA_DIR/outbox).
	OutboxDir string
}

// DefaultConfig writes mails from Tischlein to ./data/outbox.
func DefaultConfig() Config {
	return Config{From: "Tischlein <hallo@tischlein.example>", OutboxDir: "data/outbox"}
}

// Validate rejects a sender or server the mailer could not use.
func (c Config) Validate() error {
	if _, err := netmail.ParseAddress(c.From); err != nil {
		return fmt.Errorf("mail: MAIL_FROM must be an address such as \"Tischlein <hallo@tischlein.example>\" (got %q)", c.From)
	}
	if c.SMTPURL == "" {
		if c.OutboxDir == "" {
			return errors.New("mail: the outbox directory must not be empty")
		}
		return nil
	}
	if _, err := c.server(); err != nil {
		return err
	}
	return nil
}

// smtpServer is SMTPURL taken apart.
type smtpServer struct {
	host     string
	port     int
	tls      bool // TLS from the first byte (smtps); otherwise STARTTLS when offered
	user     string
	password string
}

func (c Config) server() (smtpServer, error) {
	u, err := url.Parse(c.SMTPURL)
	if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
		return smtpServer{}, errors.New("mail: SMTP_URL must look like smtp://user:pass@host:port or smtps://user:pass@host:port")
	}
	s := smtpServer{host: u.Hostname(), port: 587, tls: u.Scheme == "smtps"}
	if s.tls {
		s.port = 465
	}
	if p := u.Port(); p != "" {
		if s.port, err = strconv.Atoi(p); err != nil || s.port < 1 || s.port > 65535 {
			return smtpServer{}, fmt.Errorf("mail: SMTP_URL has an invalid port %q", p)
		}
	}
	if u.User != nil {
		s.user = u.User.Username()
		s.password, _ = u.User.Password()
	}
	return s, nil
}
