// Package locale decides which of the site's languages a request wants.
package locale

import (
	"errors"
	"sort"
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
	header := strings.TrimSpace(acceptLanguage)
	if header == "" {
		return model.DefaultLanguage, nil
	}
	type choice struct {
		tag string
		q   float64
	}
	var choices []choice
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(strings.TrimSpace(part), ";")
		tag := strings.ToLower(strings.TrimSpace(fields[0]))
		q := 1.0
		for _, p := range fields[1:] {
			if v, ok := strings.CutPrefix(strings.TrimSpace(p), "q="); ok {
				if f, err := strconv.ParseFloat(v, 64); err == nil {
					q = f
				}
			}
		}
		if tag != "" && q > 0 {
			choices = append(choices, choice{tag, q})
		}
	}
	sort.SliceStable(choices, func(i, j int) bool { return choices[i].q > choices[j].q })
	for _, c := range choices {
		if c.tag == "*" {
			return model.DefaultLanguage, nil
		}
		base, _, _ := strings.Cut(c.tag, "-")
		if supported(base) {
			return base, nil
		}
	}
	return "", ErrUnsupported
}

func supported(lang string) bool {
	for _, l := range model.Languages {
		if l == lang {
			return true
		}
	}
	return false
}
