package search

import (
	"strings"
	"unicode"

	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/english"
	"github.com/blevesearch/snowballstem/german"
	"golang.org/x/text/unicode/norm"
)

// words splits text into lowercase words at everything that is not a letter or a digit, so
// "Teriyaki-Hähnchen-Bowl" is three words and "200 °C" one.
func words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsNumber(r)
	})
}

// spell writes a word in lowercase as a German keyboard without umlauts would: ä→ae, ö→oe, ü→ue,
// ß→ss, other accents dropped (é→e, ç→c, ı→i). The stemmer expects this form.
func spell(word string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(word)) {
		switch {
		case unicode.Is(unicode.Mn, r):
			if r == '\u0308' { // the diaeresis of ä, ö, ü
				b.WriteByte('e')
			}
		case r == 'ß':
			b.WriteString("ss")
		case r == 'ı':
			b.WriteByte('i')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// collapse folds the spelled-out umlauts to the bare vowel, so "käse", "kaese" and "kase" meet.
// Both the index and every query go through it, so the rare English "ue" or "oe" is folded on both
// sides alike and still matches.
func collapse(word string) string {
	if !strings.ContainsAny(word, "e") {
		return word
	}
	r := strings.NewReplacer("ae", "a", "oe", "o", "ue", "u")
	return r.Replace(word)
}

// surface is a word as it is compared letter by letter: spelled and collapsed, not stemmed.
func surface(word string) string { return collapse(spell(word)) }

// stemmer reduces words of one language to their stems, "kartoffeln" and "kartoffel" alike. It
// holds no state, so searches may use it concurrently.
type stemmer struct {
	stem   func(*snowballstem.Env) bool
	german bool
}

func newStemmer(lang string) stemmer {
	if lang == "en" {
		return stemmer{stem: english.Stem}
	}
	return stemmer{stem: german.Stem, german: true}
}

// key is the form a word is indexed and looked up by. German plurals in -eln keep their n in
// Snowball ("kartoffeln", "nudeln", "zwiebeln"); the key drops it, so plural and singular meet.
func (s stemmer) key(word string) string {
	env := snowballstem.NewEnv(spell(word))
	s.stem(env)
	k := collapse(env.Current())
	if base, ok := strings.CutSuffix(k, "eln"); ok && s.german {
		k = base + "el"
	}
	return k
}

// damerau tells whether a and b are at most one edit apart (one letter added, dropped, changed, or
// two neighbours swapped): the typo a search forgives.
func damerau(a, b []rune) bool {
	la, lb := len(a), len(b)
	if la > lb {
		a, b, la, lb = b, a, lb, la
	}
	if lb-la > 1 {
		return false
	}
	i := 0
	for i < la && a[i] == b[i] {
		i++
	}
	if i == la {
		return true
	}
	if la == lb {
		if string(a[i+1:]) == string(b[i+1:]) {
			return true
		}
		return i+1 < la && a[i] == b[i+1] && a[i+1] == b[i] && string(a[i+2:]) == string(b[i+2:])
	}
	return string(a[i:]) == string(b[i+1:])
}

// damerauPrefix tells whether some beginning of term is at most one edit from q: the typo
// forgiven while a reader is still typing ("kartofe" → "kartoffelsalat").
func damerauPrefix(q, term []rune) bool {
	for n := len(q) - 1; n <= len(q)+1; n++ {
		if n >= 1 && n <= len(term) && damerau(q, term[:n]) {
			return true
		}
	}
	return false
}
