package relay

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"unicode"
)

// The Conversions API matches people only by hashes of their data, and only when the data was
// normalised the way its documentation ("Customer information parameters") prescribes before
// hashing with SHA-256 (lowercase hex). The rules, with the documentation's examples:
//
//   - em (e-mail): trimmed and lowercased. " John_Smith@gmail.com " → "john_smith@gmail.com".
//   - ph (phone): digits only: symbols, letters and spaces removed, then leading zeros, so the
//     international prefix 00 goes and the country code stays. "+1 (616) 954-78 88" →
//     "16169547888", "0049 170 1234567" → "491701234567". A national number without a country
//     code ("0170 1234567" → "1701234567") cannot be matched; the client should send +49….
//   - fn, ln (first and last name): lowercased, trimmed, punctuation and symbols removed; letters
//     of any script stay, in UTF-8. "Mary" → "mary", "Valéry" → "valéry", "O'Neil-Smith" →
//     "oneilsmith".
//   - ct (city): lowercased, spaces, punctuation and symbols removed. "Menlo Park" → "menlopark",
//     "Frankfurt am Main" → "frankfurtammain".
//   - zp (zip code): lowercased, spaces and dashes removed. "M1 1AE" → "m11ae", "94035" → "94035".
//   - country: the two-letter ISO 3166-1 code, lowercased, and hashed like the rest. "US" → "us".
//
// A value that is empty after normalising is left out, since the hash of "" matches nobody. The
// client's address and user agent are sent as they are, as the API expects.
func newUserData(ev Event) userData {
	u := userData{
		FirstName: hashed(normalizeName(ev.FirstName)), LastName: hashed(normalizeName(ev.LastName)),
		City: hashed(normalizeCity(ev.City)), Zip: hashed(normalizeZip(ev.ZipCode)),
		Country: hashed(normalizeCountry(ev.Country)), ClientIP: ev.ClientIP, UserAgent: ev.UserAgent,
	}
	for _, e := range ev.Emails {
		if h := hashed(normalizeEmail(e)); h != "" {
			u.Emails = append(u.Emails, h)
		}
	}
	for _, p := range ev.Phones {
		if h := hashed(normalizePhone(p)); h != "" {
			u.Phones = append(u.Phones, h)
		}
	}
	return u
}

// hashed is the SHA-256 of a normalised value in lowercase hex, or "" for an empty one.
func hashed(normalised string) string {
	if normalised == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(normalised))
	return hex.EncodeToString(sum[:])
}

// normalizeEmail trims and lowercases an e-mail address.
func normalizeEmail(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

// normalizePhone keeps the digits and drops leading zeros.
func normalizePhone(s string) string {
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
	return strings.TrimLeft(digits, "0")
}

// normalizeName lowercases a name and removes punctuation and symbols; letters of any script,
// marks and digits stay, inner spaces too.
func normalizeName(s string) string {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.IsControl(r) {
			return -1
		}
		return unicode.ToLower(r)
	}, s))
}

// normalizeCity is normalizeName without any spaces.
func normalizeCity(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, normalizeName(s))
}

// normalizeZip lowercases a postal code and removes spaces and dashes.
func normalizeZip(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '-' {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// normalizeCountry lowercases a two-letter country code; anything else is left out.
func normalizeCountry(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	if len(s) != 2 || s[0] < 'a' || s[0] > 'z' || s[1] < 'a' || s[1] > 'z' {
		return ""
	}
	return s
}
