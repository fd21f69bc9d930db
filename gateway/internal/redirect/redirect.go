// Package redirect holds the one rule for where the gateway may send a browser: a path on this
// site. Every redirect the gateway writes goes through To, and a Location relayed from the content
// API goes through Local, so no handler can turn into an open redirect by building a Location from
// what a request said. The one legitimate redirect to another site, a social login's trip to its
// provider, has a function of its own, ToProvider, that takes only the provider's URL.
//
// Browsers read a Location more loosely than a server writes it: they drop tabs and line breaks
// anywhere, read a back slash as a slash, and take "//host" (or "/\host") as another site. A path
// that a server decodes and redirects again ("/%2fevil.example/..%2fde" → "//evil.example/../de/")
// does the same one hop later. So Local accepts a path only when both the text and its once-decoded
// form are plain, clean paths of this site, and writes it back canonically percent-encoded.
package redirect

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"
	"unicode"

	"github.com/labstack/echo/v5"
)

// ErrNotLocal means a redirect target is not a path on this site.
var ErrNotLocal = errors.New("redirect: not a path on this site")

// Local returns target as a Location that can only lead to this site, and whether it is one.
// A target qualifies when it is a path (no scheme, host or user), starts with exactly one slash,
// has no back slash and no control character, and its path is clean (no empty, "." or ".."
// segment, though it may end in a slash) — all of it both as written and once percent-decoded.
// Query and fragment are kept. The result is ASCII: what the target wrote raw outside that
// (unicode, spaces) comes back percent-encoded.
//
//	Local("/de/rezepte/x/?page=2#steps")    == "/de/rezepte/x/?page=2#steps", true
//	Local("/de/küche/")                     == "/de/k%C3%BCche/", true
//	Local("//evil.example/")                == "", false // another site
//	Local("/\\evil.example/")               == "", false // browsers read it as //evil.example/
//	Local("/%2fevil.example/..%2fde")       == "", false // "//evil.example/../de" once decoded
//	Local("/%09/evil.example")              == "", false // a tab, which browsers drop
//	Local("https://evil.example/")          == "", false
//	Local("de/")                            == "", false // relative
func Local(target string) (string, bool) {
	if !plainPath(target) {
		return "", false
	}
	u, err := url.Parse(target)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || u.Opaque != "" || !plainPath(u.Path) {
		return "", false
	}
	clean := path.Clean(u.Path)
	if u.Path != clean && u.Path != clean+"/" {
		return "", false
	}
	location := u.EscapedPath()
	if u.RawQuery != "" {
		location += "?" + escapeQuery(u.RawQuery)
	}
	if u.Fragment != "" {
		location += "#" + u.EscapedFragment()
	}
	return location, true
}

// plainPath reports whether s starts with one slash that no slash or back slash follows, and has no
// back slash or control character anywhere.
func plainPath(s string) bool {
	if !strings.HasPrefix(s, "/") || strings.HasPrefix(s, "//") {
		return false
	}
	return !strings.ContainsFunc(s, func(r rune) bool { return r == '\\' || unicode.IsControl(r) })
}

// escapeQuery percent-encodes what a query must not hold raw: bytes outside ASCII and the
// characters a browser would encode itself. Escapes already there are left as they are.
func escapeQuery(q string) string {
	var b strings.Builder
	for i := 0; i < len(q); i++ {
		c := q[i]
		if c >= 0x80 || strings.IndexByte(" \"<>`{}|^", c) >= 0 {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// To answers with a redirect to target, a path on this site (see Local). A target that is not one
// is refused with ErrNotLocal and nothing is written: a handler that redirects to what a request
// said checks it with Local first and chooses its own fallback.
//
//	redirect.To(c, http.StatusFound, "/de/")             // Location: /de/
//	redirect.To(c, http.StatusFound, "//evil.example/")  // ErrNotLocal
func To(c *echo.Context, status int, target string) error {
	location, ok := Local(target)
	if !ok {
		return fmt.Errorf("%w: %q", ErrNotLocal, target)
	}
	return write(c, status, location)
}

// ToProvider sends the browser to a social login provider's authorization endpoint: the one
// redirect to another site the gateway makes. authURL is the address the provider's configuration
// (or its discovery document) names, with the flow's query; it must be an absolute http(s) URL
// without user information. Nothing a request says may reach this function.
//
//	redirect.ToProvider(c, "https://accounts.google.com/o/oauth2/v2/auth?client_id=…&state=…")
func ToProvider(c *echo.Context, authURL string) error {
	u, err := url.Parse(authURL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil ||
		strings.ContainsFunc(authURL, func(r rune) bool { return r == '\\' || unicode.IsControl(r) }) {
		return fmt.Errorf("redirect: unable to send the browser to the provider at %q: not an http(s) URL", authURL)
	}
	return write(c, http.StatusFound, u.String())
}

// write sends the redirect; only the redirect status codes are allowed.
func write(c *echo.Context, status int, location string) error {
	switch status {
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther, http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
		return c.Redirect(status, location)
	}
	return fmt.Errorf("redirect: unable to redirect to %q with status %d", location, status)
}
