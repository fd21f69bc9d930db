package locale

import (
	"errors"
	"testing"
)

func TestNegotiate(t *testing.T) {
	cases := []struct {
		explicit, header, want string
		err                    error
	}{
		{"", "", "de", nil},
		{"", "*", "de", nil},
		{"", "en", "en", nil},
		{"", "en-GB,en;q=0.9", "en", nil},
		{"", "EN-us", "en", nil},
		{"", "fr;q=1,de;q=0.5", "de", nil},
		{"", "de;q=0.2, en;q=0.8", "en", nil},
		{"", "fr, *;q=0.1", "de", nil},
		{"", "en;q=0, de", "de", nil},
		{"", "fr-FR,fr", "", ErrUnsupported},
		{"", ";;;,,", "", ErrUnsupported},
		{"en", "de", "en", nil},
		{"de", "", "de", nil},
		{"fr", "en", "", ErrUnsupported},
		{"EN", "", "", ErrUnsupported},
	}
	for _, tc := range cases {
		got, err := Negotiate(tc.explicit, tc.header)
		if got != tc.want || !errors.Is(err, tc.err) {
			t.Errorf("Negotiate(%q, %q) = %q, %v; want %q, %v", tc.explicit, tc.header, got, err, tc.want, tc.err)
		}
	}
}
