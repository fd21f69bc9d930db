package model

import "strings"

var transliteration = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "é", "e", "è", "e", "ç", "c", "ñ", "n", "á", "a", "í", "i", "ó", "o", "ú", "u", "â", "a", "ê", "e", "î", "i", "ô", "o", "û", "u")

// Slugify makes a slug from a name: "Crème fraîche" → "creme-fraiche", "Äpfel" → "aepfel"; "" when
// nothing of it is a letter or digit.
func Slugify(name string) string {
	s := transliteration.Replace(strings.ToLower(name))
	var b strings.Builder
	dash := false
	for _, r := range s {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
