package session

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
)

// ErrCrossSite is why a write was refused as a cross-site request forgery.
var ErrCrossSite = errors.New("session: cross-site write refused")

// CSRF refuses writes that another site may have made the browser send. It follows net/http's
// CrossOriginProtection (Sec-Fetch-Site, then Origin against Host) and is stricter in two ways:
// every write needs X-Requested-With, which a cross-site form or a simple request cannot carry
// without a CORS preflight the gateway never grants; and a present Origin must be the site's own
// even when Sec-Fetch-Site says same-origin.
type CSRF struct {
	publicOrigin string
	exempt       map[string]bool
}

// NewCSRF protects the site at publicURL (PUBLIC_URL). exempt lists paths that take cross-site
// writes by design and protect themselves, such as the callback Apple posts its form to (the
// social login's state guards it).
func NewCSRF(publicURL string, exempt ...string) (*CSRF, error) {
	u, err := url.Parse(publicURL)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return nil, fmt.Errorf("session: PUBLIC_URL must be an absolute URL (got %q)", publicURL)
	}
	c := &CSRF{publicOrigin: u.Scheme + "://" + u.Host, exempt: map[string]bool{}}
	for _, p := range exempt {
		c.exempt[p] = true
	}
	return c, nil
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
	if origin := r.Header.Get("Origin"); origin != "" && !c.sameOrigin(origin, r.Host) {
		return fmt.Errorf("%w: Origin %s", ErrCrossSite, origin)
	}
	return nil
}

// sameOrigin accepts PUBLIC_URL's origin, and an origin whose host is the one the request was sent
// to (behind a proxy that keeps Host, or when PUBLIC_URL is not set to the address in use). The
// scheme of the latter cannot be compared, as TLS may end at a proxy.
func (c *CSRF) sameOrigin(origin, host string) bool {
	if origin == c.publicOrigin {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && u.Host != "" && u.Host == host && (u.Scheme == "http" || u.Scheme == "https")
}
