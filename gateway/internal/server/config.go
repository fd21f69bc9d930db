package server

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/images"
	eventrelay "github.com/tischlein/tischlein/gateway/internal/relay"
	"github.com/tischlein/tischlein/gateway/internal/session"
	"github.com/tischlein/tischlein/gateway/internal/social"
)

// Config of the gateway's HTTP server.
type Config struct {
	// Port to listen on (PORT).
	Port int
	// SiteDir holds the built site (SITE_DIR).
	SiteDir string
	// PublicURL is the site's address (PUBLIC_URL): the one foreign origin writes may come from
	// besides the request's own host, and the base of the social login callbacks. On https the
	// session cookies are Secure and __Host- prefixed.
	PublicURL string
	// TrustedProxies are the CIDRs (TRUSTED_PROXIES) whose X-Forwarded-For is believed when
	// telling the content API the client's address; by default none, so a client cannot claim
	// another address to dodge the rate limits.
	TrustedProxies []string
	// MaxQuery bounds the query string of an API call; longer ones are refused with 414.
	MaxQuery int
	// MaxBody bounds the body of a write to the API; larger ones are refused with 413. Account
	// requests are a few hundred bytes.
	MaxBody int64
	// ReadHeaderTimeout, ReadTimeout, WriteTimeout and IdleTimeout bound a connection's phases,
	// so that a client sending or reading byte by byte cannot hold it: the headers, the whole
	// request, the answer (from the end of the headers), and a kept-alive connection between
	// requests.
	ReadHeaderTimeout time.Duration
	ReadTimeout       time.Duration
	WriteTimeout      time.Duration
	IdleTimeout       time.Duration
	// ShutdownTimeout is how long open requests may finish on shutdown.
	ShutdownTimeout time.Duration
	// Session configures the session cookies; Secure follows PublicURL.
	Session session.Config
	// Social configures the social login providers; their callbacks are under PublicURL.
	Social social.Config
	// Images configures the image pipeline (keys, disk cache, limits).
	Images images.Config
	// Instance names this gateway among several (INSTANCE_NAME) in the X-Instance header of every
	// answer, so a load balancer and a shared cache can tell which gateway made an answer; empty,
	// no header.
	Instance string
	// Relay configures the server-side event relay (POST /api/fb-events).
	Relay eventrelay.Config
}

// DefaultConfig listens on 8080 and serves site/dist. Requests are small, so 10 seconds to
// send one is generous; answers get a minute, enough for a large picture over a slow phone line.
func DefaultConfig() Config {
	return Config{
		Port: 8080, SiteDir: "site/dist", PublicURL: "http://localhost:8080", MaxQuery: 1024, MaxBody: 16 << 10,
		ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second, WriteTimeout: time.Minute,
		IdleTimeout: 2 * time.Minute, ShutdownTimeout: 10 * time.Second,
		Session: session.DefaultConfig(), Social: social.DefaultConfig(), Images: images.DefaultConfig(),
		Relay: eventrelay.DefaultConfig(),
	}
}

// Validate rejects a configuration the server cannot start with.
func (c Config) Validate() error {
	if c.Port < 1 || c.Port > 65535 {
		return fmt.Errorf("server: PORT must be between 1 and 65535 (got %d)", c.Port)
	}
	if c.SiteDir == "" {
		return errors.New("server: SITE_DIR must not be empty")
	}
	if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("server: PUBLIC_URL must be an http(s) URL (got %q)", c.PublicURL)
	}
	if _, err := parseCIDRs(c.TrustedProxies); err != nil {
		return err
	}
	if c.MaxQuery < 64 || c.MaxBody < 1024 {
		return errors.New("server: the query limit must be at least 64 bytes, the body limit at least 1 KiB")
	}
	if c.ReadHeaderTimeout <= 0 || c.ReadTimeout <= 0 || c.WriteTimeout <= 0 || c.IdleTimeout <= 0 || c.ShutdownTimeout <= 0 {
		return errors.New("server: timeouts must be positive")
	}
	if err := c.Session.Validate(); err != nil {
		return err
	}
	if err := c.Images.Validate(); err != nil {
		return err
	}
	if err := c.Relay.Validate(); err != nil {
		return err
	}
	return c.Social.Validate()
}

func parseCIDRs(cidrs []string) ([]*net.IPNet, error) {
	nets := make([]*net.IPNet, 0, len(cidrs))
	for _, s := range cidrs {
		_, n, err := net.ParseCIDR(s)
		if err != nil {
			return nil, fmt.Errorf("server: TRUSTED_PROXIES must list CIDRs such as 10.0.0.0/8 (got %q)", s)
		}
		nets = append(nets, n)
	}
	return nets, nil
}
