// Package locale decides which of the site's languages a request wants.
package locale

import (
	"errors"
	"strconv"
	"strings"

	"github.com/tischlein/tischlein/gateway/internal/model"
)

// ErrUnsupported means the request asked only for languages the site does not have.
var ErrUnsupported = errors.New("locale: unsupported language")

// Negotiate picks de or en. An explicit value (the lang query parameter) must be de or en.
// Otherwise the Accept-Language header is read by quality; a missing header or "*" means German,
// and a header that names only other languages is an error rather than a silent guess, so that a
// client never receives a language it did not ask for.
//
//	Negotiate("", "en-GB,en;q=0.9") == "en"
//	Negotiate("", "fr;q=1,de;q=0.5") == "de"
//	Negotiate("fr", "") -> ErrUnsupported
func Negotiate(explicit, acceptLanguage string) (string, error) {
	if explicit != "" {
		if supported(explicit) {
			return explicit, nil
		}
		return "", ErrUnsupported
	}
	if strings.TrimSpace(acceptLanguage) == "" {
		return model.DefaultLanguage, nil
	}
	// The header is read without allocating: it is parsed on every API call, cached ones included.
	best, bestQ := "", 0.0
	for rest := acceptLanguage; rest != ""; {
		var part string
		part, rest, _ = strings.Cut(rest, ",")
		tag, params, _ := strings.Cut(part, ";")
		q := quality(params)
		if q <= bestQ {
			continue
		}
		tag = strings.TrimSpace(tag)
		base, _, _ := strings.Cut(tag, "-")
		switch {
		case tag == "*":
			best, bestQ = model.DefaultLanguage, q
		case strings.EqualFold(base, "de"):
			best, bestQ = "de", q
		case strings.EqualFold(base, "en"):
			best, bestQ = "en", q
		}
	}
	if best == "" {
		return "", ErrUnsupported
	}
	return best, nil
}

// quality reads the q parameter of one Accept-Language entry; it is 1 when absent or malformed.
func quality(params string) float64 {
	for params != "" {
		var p string
		p, params, _ = strings.Cut(params, ";")
		if v, ok := strings.CutPrefix(strings.TrimSpace(p), "q="); ok {
			if q, err := strconv.ParseFloat(v, 64); err == nil {
				return q
			}
		}
	}
	return 1
}

func supported(lang string) bool {
	for _, l := range model.Languages {
		if l == lang {
			return true
		}
	}
	return false
}
