package session

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// ErrCrossSite is why a write was refused as a cross-site request forgery.
var ErrCrossSite = errors.New("session: cross-site write refused")

// CSRF refuses writes that another site may have made the browser send. It follows net/http's
// CrossOriginProtection (Sec-Fetch-Site, then Origin) and is stricter in two ways: every write
// needs X-Requested-With, which a cross-site form or a simple request cannot carry without a CORS
// preflight the gateway never grants; and a present Origin must be the site's own even when
// Sec-Fetch-Site says same-origin.
//
// The site's own origin is PUBLIC_URL's, never one taken from the request: a Host header is the
// client's to choose (a page on a rebound DNS name sends its own name as both Host and Origin).
// When PUBLIC_URL names this machine (localhost, 127.0.0.1, [::1]), its loopback siblings on the
// same scheme and port count as well, so a developer who opens http://127.0.0.1:8080 while
// PUBLIC_URL is http://localhost:8080 can still write; no page of another site is served from them.
type CSRF struct {
	origins map[string]bool
	exempt  map[string]bool
}

// loopbackNames are the host names of this machine that every browser resolves without DNS.
var loopbackNames = []string{"localhost", "127.0.0.1", "::1"}

// NewCSRF protects the site at publicURL (PUBLIC_URL). exempt lists paths that take cross-site
// writes by design and protect themselves, such as the callback Apple posts its form to (the
// social login's state guards it).
func NewCSRF(publicURL string, exempt ...string) (*CSRF, error) {
	u, err := url.Parse(publicURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("session: PUBLIC_URL must be an absolute http(s) URL (got %q)", publicURL)
	}
	c := &CSRF{origins: map[string]bool{origin(u.Scheme, u.Hostname(), u.Port()): true}, exempt: map[string]bool{}}
	if isLoopback(u.Hostname()) {
		for _, name := range loopbackNames {
			c.origins[origin(u.Scheme, name, u.Port())] = true
		}
	}
	for _, p := range exempt {
		c.exempt[p] = true
	}
	return c, nil
}

// origin is an origin as a browser writes it in the Origin header: lower case, IPv6 addresses in
// brackets, the scheme's default port left out.
func origin(scheme, host, port string) string {
	scheme, host = strings.ToLower(scheme), strings.ToLower(host)
	if (scheme == "http" && port == "80") || (scheme == "https" && port == "443") {
		port = ""
	}
	if port != "" {
		return scheme + "://" + net.JoinHostPort(host, port)
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	return scheme + "://" + host
}

func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Check returns ErrCrossSite, wrapped with the reason, for a write that is not the site's own.
func (c *CSRF) Check(r *http.Request) error {
	switch r.Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return nil
	}
	if c.exempt[r.URL.Path] {
		return nil
	}
	if r.Header.Get("X-Requested-With") == "" {
		return fmt.Errorf("%w: no X-Requested-With", ErrCrossSite)
	}
	switch site := r.Header.Get("Sec-Fetch-Site"); site {
	case "", "same-origin", "none":
	default:
		return fmt.Errorf("%w: Sec-Fetch-Site %s", ErrCrossSite, site)
	}
	if o := r.Header.Get("Origin"); o != "" && !c.own(o) {
		return fmt.Errorf("%w: Origin %s", ErrCrossSite, o)
	}
	return nil
}

// own reports whether an Origin header names the site (see CSRF).
func (c *CSRF) own(o string) bool {
	u, err := url.Parse(o)
	if err != nil || u.Host == "" || u.Path != "" || u.RawQuery != "" || u.User != nil {
		return false
	}
	return c.origins[origin(u.Scheme, u.Hostname(), u.Port())]
}
